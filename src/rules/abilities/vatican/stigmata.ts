/**
 * Stigmata (the Inquisitor, The Vatican): for each Life Point it pays as a Will Point (Frenzied: rulebook
 * "Frenzied") — dice added to a roll, or a cost of the action such as a spell's — it re-rolls one die in that action,
 * the Destiny Dice included; in a Combat action its Hands of God has Penetration −3 too.
 *
 * The Life Points paid are counted as they are lost (character/life-points.ts `LIFE_LOST`, cause "Frenzied") and
 * belong to the action under way (`ACTION_BEGUN` starts the count again). Our readings: re-rolls ask nobody
 * (rolls/reroll-pools.ts), so the count is spent on the Inquisitor's next roll of the action, after its other
 * re-rolls (`RULE_REROLL`): a missed Destiny Dice first (it decides a Critical or a Fumble), then missed dice — each
 * die once; those left over are lost with the action. The Penetration is given to every hit of Hands of God once the
 * Attack Roll is made (`HIT_PENETRATION`), as the Life Points are paid on the Attack Roll itself.
 */

import type { Weapon } from '../../../content/types.ts';
import { ACTION_BEGUN } from '../../character/flow-hooks.ts';
import { LIFE_LOST } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { HIT_PENETRATION } from '../../combat/combat-hooks.ts';
import { type Roll, rerollMisses } from '../../core/dice.ts';
import { RULE_REROLL } from '../../rolls/roll-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';

export const STIGMATA = 'Stigmata';
/** The weapon Stigmata sharpens, and by how much (Penetration). */
export const STIGMATA_WEAPON = 'Hands of God';
export const STIGMATA_PENETRATION = -3;

/** Per match: the Inquisitor → its re-rolls left and the Life Points paid in the action under way. */
const paid = matchTable<Map<number, { rerolls: number; life: number }>>();

const paidBy = (m: Match) => paid.ensure(m, () => new Map());

/** Whether `eid` gains more than a die for a Life Point it pays as a Will Point (Stigmata). */
export function lifeBuysRerolls(m: Match, eid: number): boolean {
  return holdsUnique(m, eid, STIGMATA);
}

/** An action begins: the Life Points paid before it count no more. */
function begun(m: Match, eid: number): void {
  paid.get(m)?.delete(eid);
}

/** Life Points paid as Will Points (Frenzied) are counted for the action. */
function lifeLost(m: Match, eid: number, lost: number, cause: string): void {
  if (cause !== 'Frenzied' || lost <= 0 || !holdsUnique(m, eid, STIGMATA)) return;
  const now = paidBy(m).get(eid) ?? { rerolls: 0, life: 0 };
  paidBy(m).set(eid, { rerolls: now.rerolls + lost, life: now.life + lost });
}

/** The Inquisitor's roll re-rolls as many dice as it has re-rolls left (see the module comment). */
function rerolls(m: Match, eid: number, roll: Roll): { roll: Roll; label: string | null } {
  const now = paid.get(m)?.get(eid);
  if (!now || now.rerolls <= 0) return { roll, label: null };
  const after = rerollMisses(m.dice, roll, now.rerolls, true);
  const used = after.dice.filter((d, i) => d.rerolled && !roll.dice[i]?.rerolled).length;
  paidBy(m).set(eid, { ...now, rerolls: 0 });
  return used > 0 ? { roll: after, label: `${STIGMATA}: re-roll ${used}` } : { roll, label: null };
}

/** Hands of God's Penetration −3 in an action where the Inquisitor paid Life Points as Will Points. */
function penetration(
  m: Match,
  attacker: number,
  weapon: Weapon,
): { penetration: number; rule: string } | null {
  if (weapon.name !== STIGMATA_WEAPON || (paid.get(m)?.get(attacker)?.life ?? 0) <= 0) return null;
  return { penetration: STIGMATA_PENETRATION, rule: STIGMATA };
}

/** Stigmata as a plug-in of the rule book. */
export const STIGMATA_PLUGIN = plugin(STIGMATA, (add) => {
  add(ACTION_BEGUN, begun);
  add(LIFE_LOST, lifeLost);
  add(RULE_REROLL, rerolls);
  add(HIT_PENETRATION, penetration);
});
