/**
 * Passive auras printed on profiles of The Doctors (unique/passives.ts `PassiveAura`), for as long as the holder
 * stands on the board. Reading: "in its line of sight" counts the holder's sight.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { sameGang } from '../unique/command-ability-forms.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

/** Passive auras of The Doctors the engine plays. */
export const DOCTOR_PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    name: 'Beast Master',
    text: 'Friendly Animals in its sight have Companion (Doctor).',
    range: null,
    sight: true,
    names: (m, holder, eid) => eid !== holder && sameGang(m, holder, eid) && hasKeyword(m, eid, 'Animal'),
    boon: { abilities: [{ name: 'Companion', value: 'Doctor' }] },
  },
];

/** The passive auras of The Doctors as a plug-in of the rule book. */
export const DOCTOR_PASSIVES_PLUGIN = passiveAurasPlugin('Doctor passive auras', DOCTOR_PASSIVE_AURAS);
