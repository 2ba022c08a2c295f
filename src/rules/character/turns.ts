/**
 * A character's turn (rulebook "Rounds & Turns", "Action Points"): who is waiting, which gang chooses, giving a
 * character its turn and spending its Action Points. The round's flow (initiative, the order, ending turns and
 * rounds) is match/rounds.ts; what lives here is what the actions and the Command Points need of a turn.
 */

import { MAX_AP_PER_ROUND } from '../core/constants.ts';
import { emit, gangOf, idOf, isSwimming, type Match } from '../state/match-state.ts';
import { noteTurnStart } from '../state/objective-state.ts';
import { endOdditiesAtTurnStart } from '../state/oddity-state.ts';
import { matchTable } from '../state/per-match.ts';
import { charactersOnBoard, hasTag } from '../state/world.ts';
import { beginAction } from './counters.ts';
import { turnStartAbilities } from './hooks.ts';
import { loseLifePoints } from './life-points.ts';

/** Characters of gang `g` that have not had their turn this round. */
export function waitingOf(m: Match, g: number): number[] {
  const c = m.world.components;
  return charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === g && !hasTag(m.world, e, c.HadTurn));
}

/** The gang index choosing the next character, or -1 when nobody is left this round. */
export function gangToAct(m: Match): number {
  return m.order[m.turn] ?? -1;
}

/** Give a character its turn: AP = min(its Action Points, 3 − AP used this round). */
export function activate(m: Match, eid: number): void {
  const c = m.world.components;
  m.active = eid;
  m.turnState = { chainedJumpReady: false, chainedJumpUsed: false, fresh: true };
  const extra = extraActionPoints.get(m)?.get(eid);
  const more = extra && extra.round === m.round ? extra.ap : 0;
  const ap = Math.max(
    0,
    Math.min((c.Points.apMax[eid] ?? 0) + more, MAX_AP_PER_ROUND - (c.Points.apUsed[eid] ?? 0)),
  );
  c.Points.ap[eid] = ap;
  emit(m, { type: 'turn-start', character: idOf(m, eid), gang: gangOf(m, eid), ap });
  // A Destructible Objective is destroyed by a character that began its turn touching it (objective-state.ts).
  noteTurnStart(m, eid);
  // Otherworldly Oddity lasts until its caster's next turn begins (oddity-state.ts).
  endOdditiesAtTurnStart(m, eid);
  // Character Abilities at the start of a turn (abilities/: Berserk, Companion, Primitive; Reload, Black Powder).
  turnStartAbilities(m, eid);
  // Stunned in water (rulebook "Stun"): 2 Life Points lost at the start of the turn.
  if (hasTag(m.world, eid, c.Stunned) && isSwimming(m, eid)) loseLifePoints(m, eid, 2, 'stunned in water');
}

/** Action Points given to characters until the round ends, added as their turn begins: entity → round and AP. */
const extraActionPoints = matchTable<Map<number, { round: number; ap: number }>>();

/**
 * `eid` gains `ap` Action Points until the round ends (Eastern Swiftness, Always Scheming, Bloodletting), never more
 * than the 3 a round allows (rulebook "Action Points"; core/constants.ts MAX_AP_PER_ROUND): at once while it takes
 * its turn, else as its next turn this round begins; nothing once it has had its turn. Returns the Action Points it
 * gained now or will gain (0 when none); `source` names the rule in the `ability` event.
 */
export function giveActionPoints(m: Match, eid: number, ap: number, source: string): number {
  const c = m.world.components;
  const used = c.Points.apUsed[eid] ?? 0;
  let gained = 0;
  if (m.active === eid) {
    const now = c.Points.ap[eid] ?? 0;
    const after = Math.max(now, Math.min(now + ap, MAX_AP_PER_ROUND - used));
    gained = after - now;
    c.Points.ap[eid] = after;
  } else if (!hasTag(m.world, eid, c.HadTurn)) {
    const table = extraActionPoints.ensure(m, () => new Map());
    const prev = table.get(eid);
    const before = prev && prev.round === m.round ? prev.ap : 0;
    const room = Math.max(0, MAX_AP_PER_ROUND - used - (c.Points.apMax[eid] ?? 0) - before);
    gained = Math.min(ap, room);
    if (gained > 0) table.set(eid, { round: m.round, ap: before + gained });
  }
  if (gained > 0)
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: source,
      effect: `+${gained} Action Point${gained === 1 ? '' : 's'} this round`,
    });
  return gained;
}

/** Spend AP of the active character for an action and emit the `action` event. */
export function spendAp(m: Match, eid: number, action: string, ap: number): void {
  const c = m.world.components;
  m.turnState.fresh = false;
  beginAction(m, eid);
  c.Points.ap[eid] = (c.Points.ap[eid] ?? 0) - ap;
  c.Points.apUsed[eid] = (c.Points.apUsed[eid] ?? 0) + ap;
  emit(m, { type: 'action', character: idOf(m, eid), action, ap });
}

/** The character whose end-of-turn fall has been made, per match (rounds.ts `turnEndFall`; cleared as it ends). */
const fallenAtTurnEnd = matchTable<number>();

/** The character whose end-of-turn fall has been made this turn, if any. */
export function turnEndFallen(m: Match): number | undefined {
  return fallenAtTurnEnd.get(m);
}

/** `eid` makes its end-of-turn fall: one per turn end, whatever happens. */
export function noteTurnEndFall(m: Match, eid: number): void {
  fallenAtTurnEnd.set(m, eid);
}

/** Forget the end-of-turn fall, when the turn ends or a COUNTER ends rather than a turn (command-points.ts). */
export function clearTurnEndFall(m: Match): void {
  fallenAtTurnEnd.delete(m);
}
