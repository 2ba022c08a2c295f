/** Helm of Penitence (the Exorcist) as a plug-in of the rule book (unique/anti-magic.ts). */
import { DISPELS_AS_MAGE } from '../../magic/magic-hooks.ts';
import { NO_WILL_POINTS } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { type AntiMagic, barsWill, dispelsAs } from '../unique/anti-magic.ts';

/** Helm of Penitence: Mage (3) for Dispels, enemies within 3″ spend no Will Points. */
export const HELM_OF_PENITENCE: AntiMagic = { name: 'Helm of Penitence', mage: 3, reach: 3 };

/** Helm of Penitence as a plug-in of the rule book. */
export const HELM_OF_PENITENCE_PLUGIN = plugin('Helm of Penitence', (add) => {
  add(DISPELS_AS_MAGE, dispelsAs(HELM_OF_PENITENCE));
  add(NO_WILL_POINTS, barsWill(HELM_OF_PENITENCE));
});
