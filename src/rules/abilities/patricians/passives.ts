import { sameGang } from '../unique/command-ability-forms.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

/** Patrician passive abilities the engine plays. */
export const PATRICIAN_PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    name: "Stop them, damn you! I don't care what it takes!",
    text: 'Friends in its sight have Bodyguard (Pinnacle of Affluence).',
    range: null,
    sight: true,
    names: (m, holder, eid) => eid !== holder && sameGang(m, holder, eid),
    boon: { abilities: [{ name: 'Bodyguard', value: 'Pinnacle of Affluence' }] },
  },
];

/** The Patrician passive abilities as a plug-in of the rule book. */
export const PATRICIAN_PASSIVES_PLUGIN = passiveAurasPlugin(
  'Patrician passive auras',
  PATRICIAN_PASSIVE_AURAS,
);
