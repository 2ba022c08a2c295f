/**
 * The AI's pick of a boon as a turn begins (`turn-boon`: src/rules/abilities/unique/turn-boons.ts — Auxiliary
 * Systems, The End is Near, Split Personalities), by where the character stands:
 * - in water without living there: Water Creature first (its weapons, spells and stances come back);
 * - in base contact with an enemy: what wins the fight — ATTACK, Vampiric Attack (2), then PROTECTION;
 * - threatened where it stands (an enemy could charge, shoot or drown it before its next turn: spot-worth.ts
 *   `dangerAt`): what keeps it alive — PROTECTION, Fear (−2), DEXTERITY, Slippery;
 * - otherwise: what brings it to the fight — MOVE, then ATTACK.
 * The first option of that order the card offers is taken.
 */
import {
  type ChoiceDecision,
  enemiesOf,
  inContact,
  isSwimming,
  type Match,
  nodeOf,
} from '../../rules/index.ts';
import { dangerAt } from '../spot-worth.ts';
import type { Answer } from '../types.ts';

/** The order of preference in each situation, by option id. */
export const TURN_BOON_ORDER = {
  swimming: ['water', 'protection', 'dex', 'move', 'attack', 'fear', 'slippery', 'vampiric'],
  engaged: ['attack', 'vampiric', 'protection', 'fear', 'dex', 'slippery', 'move', 'water'],
  threatened: ['protection', 'fear', 'dex', 'slippery', 'attack', 'vampiric', 'move', 'water'],
  free: ['move', 'attack', 'fear', 'slippery', 'dex', 'protection', 'vampiric', 'water'],
} as const;

const WHY = {
  swimming: 'it stands in water',
  engaged: 'it fights an enemy in base contact',
  threatened: 'enemies can reach it before its next turn',
  free: 'no enemy reaches it yet: toward the fight',
} as const;

/** The boon picked for `d.character` (see the module comment). */
export function answerTurnBoon(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let situation: keyof typeof TURN_BOON_ORDER = 'free';
  if (eid !== undefined) {
    if (isSwimming(m, eid) && d.options.some((o) => o.id === 'water')) situation = 'swimming';
    else if (enemiesOf(m, eid).some((e) => inContact(m, eid, e))) situation = 'engaged';
    else if (dangerAt(m, eid, nodeOf(m, eid)) > 0) situation = 'threatened';
  }
  const order: readonly string[] = TURN_BOON_ORDER[situation];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const pick = [...d.options].sort((a, b) => rank(a.id) - rank(b.id))[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id },
    why: `${pick.label}: ${WHY[situation]}`,
  };
}
