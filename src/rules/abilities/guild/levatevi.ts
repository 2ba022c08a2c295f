/**
 * Levatevi di Mezzo, Imbecilli! (the Ostrich Chariot?!; rulebook "Run/Climb", "Charging & Disengaging"): during a
 * Run/Climb it may pass over other characters, friend or foe, but never end its move on one, and it ignores
 * disengaging (no Opposed DEXTERITY Roll, no Attack of Opportunity, a defended barricade included). After the move a
 * Basic DEXTERITY Roll: for each Ace, every character it passed over loses 1 Life Point (no Protection Roll); a
 * Fumble gives the Chariot a Stunned counter. Run/Climb reads it at movement-hooks.ts `PASSES_OVER_FIGURES`
 * (run-climb-reach.ts, run-climb.ts).
 *
 * Our readings:
 * - a character is passed over when the Chariot's base, at some step of its way, overlaps it by more than ½″ (the
 *   overlap that would stop another figure: occupied.ts `occupied`); merely brushing past is no passing over;
 * - passing over an enemy is not a charge; ending the move in base contact with an enemy still is;
 * - the roll is made only when it passed over somebody (the ability is a "may": a move that passes nobody did not
 *   use it).
 */

import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique, statDice } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import type { Command, PendingDecision, Point3 } from '../../core/types.ts';
import { PASSES_OVER_FIGURES } from '../../movement/movement-hooks.ts';
import { makeRoll } from '../../rolls/roll.ts';
import { emit, figureOf, idOf, isOnBoard, type Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** The ability's name as printed. */
export const LEVATEVI = 'Levatevi di Mezzo, Imbecilli!';

/** Overlap (inches) of two bases from which one figure stands on the other (as occupied.ts `occupied`). */
const OVERLAP = 0.5;

/** Whether `eid` passes over other figures when it runs or climbs (and never disengages). */
export function passesOverFigures(m: Match, eid: number): boolean {
  return holdsUnique(m, eid, LEVATEVI);
}

/**
 * The characters `eid` passed over along `walked` (column centres, the start first and excluded), in entity order.
 */
export function passedOver(m: Match, eid: number, walked: readonly Point3[]): number[] {
  const out: number[] = [];
  for (const o of charactersOnBoard(m.world)) {
    if (o === eid) continue;
    const f = figureOf(m, o);
    const over = walked.slice(1).some(([x, y, z]) => {
      const me = figureOf(m, eid, { x, y, z });
      return (
        Math.abs(f.z - me.z) < 1.5 && Math.hypot(f.x - me.x, f.y - me.y) - f.radius - me.radius < -OVERLAP
      );
    });
    if (over) out.push(o);
  }
  return out;
}

/**
 * The roll after the move (see the module comment): nothing when `eid` passed over nobody; else a Basic DEXTERITY
 * Roll, then each character passed over loses 1 Life Point per Ace, and a Fumble Stuns `eid`.
 */
export function* trample(
  m: Match,
  eid: number,
  walked: readonly Point3[],
): Generator<PendingDecision, void, Command> {
  const under = passedOver(m, eid, walked);
  if (under.length === 0 || !isOnBoard(m, eid)) return;
  const dex = statDice(m, eid, 'dex');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'levatevi',
    pool: dex.dice,
    modifiers: [...dex.labels, LEVATEVI],
    aceOn: 7,
  });
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: LEVATEVI,
    effect:
      roll.aces > 0
        ? `${under.map((e) => idOf(m, e)).join(', ')} lose ${roll.aces} Life Point${roll.aces === 1 ? '' : 's'} each`
        : `passes over ${under.map((e) => idOf(m, e)).join(', ')} without harm`,
  });
  for (const e of under) loseLifePoints(m, e, roll.aces, LEVATEVI);
  if (roll.result === 'fumble') gainStunned(m, eid);
}

/** Levatevi di Mezzo, Imbecilli! as a plug-in of the rule book: a Run/Climb over figures, then the trampling roll. */
export const LEVATEVI_PLUGIN = plugin(LEVATEVI, (add) => {
  add(PASSES_OVER_FIGURES, { holds: passesOverFigures, afterMove: trample });
});
