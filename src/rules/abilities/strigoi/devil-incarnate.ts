/** Devil Incarnate (the Strigoi Priest) as a plug-in of the rule book (unique/anti-magic.ts). */
import { DISPELS_AS_MAGE } from '../../magic/magic-hooks.ts';
import { NO_WILL_POINTS } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { type AntiMagic, barsWill, dispelsAs } from '../unique/anti-magic.ts';

/** Devil Incarnate: Mage (2) for Dispels, enemies in base contact spend no Will Points. */
export const DEVIL_INCARNATE: AntiMagic = { name: 'Devil Incarnate', mage: 2, reach: 0 };

/** Devil Incarnate as a plug-in of the rule book. */
export const DEVIL_INCARNATE_PLUGIN = plugin('Devil Incarnate', (add) => {
  add(DISPELS_AS_MAGE, dispelsAs(DEVIL_INCARNATE));
  add(NO_WILL_POINTS, barsWill(DEVIL_INCARNATE));
});
