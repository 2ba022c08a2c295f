/**
 * Passive abilities printed on Patrician profiles that give abilities for as long as the holder stands on the board
 * (unique/passives.ts `PassiveAura`). Reading: "in its line of sight" counts the holder's sight.
 */
import type { Match } from '../../state/match-state.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];

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
