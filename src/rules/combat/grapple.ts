/**
 * Grapple (1 AP; rulebook "Grapple", "Attacks of Opportunity", "Expert Grappler (X)"; tables.md "Grapple").
 *
 * The grappler picks a character in base contact and a spot (`to`) to move it toward. Against an enemy: an
 * Opposed ATTACK Roll, Aces on 7+, the target rolling first; against a friend: a Basic ATTACK Roll. A character
 * on a larger base than the other gains +1 ATTACK for it (both sides). Expert Grappler (X) re-rolls up to X
 * missed dice (both sides).
 * - Success: the target is moved 2″ + up to 1″ per Ace toward the spot (grapple-move.ts: no higher than 1″ above
 *   its start; off a roof or into water it falls).
 * - Critical: the same, then the target gains a Stunned counter.
 * - Fail: nothing.
 * - Fumble: the target makes the Grapple instead, with the same dice. Our reading: the roles swap and the
 *   target's own roll of this Opposed Roll is read as its Grapple's Success (it cannot be a Critical or a
 *   Fumble): it moves the grappler 2″ + up to 1″ per Ace it scored (2″ after a friendly grapple, where the
 *   target rolled nothing), to a spot its side picks (a `choose` decision, purpose `grapple-spot`).
 * A grappled character causes no Attack of Opportunity for leaving or entering base contact: the move is no
 * Run/Climb, so it neither disengages nor charges, and no guard reacts to it.
 * A diver dragged out of the water loses its Underwater Counters (our reading).
 * A Grapple made as an Attack of Opportunity names no spot beforehand: after the roll its side picks one of the
 * places the roll reaches (`grapple-spot`).
 */
import { moveTo } from '../character/counters.ts';
import { statDice } from '../character/stats.ts';
import { gainStunned } from '../character/stunned.ts';
import { largerBase, traitOf } from '../character/traits.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { leaveWater } from '../movement/dive.ts';
import { fall } from '../movement/falling.ts';
import { shakeUnstable } from '../movement/unstable-ground.ts';
import { makeOpposedRoll, makeRoll, type RollSpec } from '../rolls/roll.ts';
import { nodeKey } from '../space/api.ts';
import { emit, gangOf, idOf, inContact, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { GRAPPLE_INCHES, type GrappleEnd, grappleEnd, grappleInches, grappleSpots } from './grapple-move.ts';
import { grappleSpotOptions } from './grapple-spots.ts';

/** Most dice Expert Grappler (X) may re-roll (abilities with (X) stack to 3). */
const MAX_REROLLS = 3;

/**
 * Why `grappler` may not grapple `target` toward `to` now, or null: the target must be another character on the
 * board in base contact; the spot must lie on the table, at least 2″ away (the least a Grapple moves) and no
 * more than 1″ above the target's base.
 */
export function grappleProblem(m: Match, grappler: number, target: number, to: Point3 | null): string | null {
  if (target === grappler) return 'a character cannot grapple itself';
  if (!isOnBoard(m, target)) return 'the target is not on the board';
  if (!inContact(m, grappler, target)) return 'a Grapple needs base contact';
  if (!to) return null;
  if (to[0] < 0 || to[1] < 0 || to[0] >= m.board.width || to[1] >= m.board.depth)
    return 'the spot is off the board';
  const from = nodeOf(m, target);
  if (to[2] > from.z + 1 + 1e-6) return 'the spot is more than 1″ above the target';
  if (Math.hypot(to[0] - (from.i + 0.5), to[1] - (from.j + 0.5)) < GRAPPLE_INCHES - 1e-6)
    return `the spot is nearer than the ${GRAPPLE_INCHES}″ a Grapple moves its target`;
  return null;
}

/**
 * The ATTACK dice of one side of a Grapple or Drown: ATTACK (after Stunned), +1 on the larger base, the missed
 * dice its trait grapple-rerolls re-rolls (Expert Grappler (X)); `defending` for the side that is the target.
 * Making a Drown: the traits drown-attack-bonus (Gusher: +2 ATTACK) and drown-rerolls-all (Dragging Down: every
 * missed die re-rolled). Making a Grapple on a larger base: grapple-bonus-on-larger (Shepherd: +2 ATTACK). Traits:
 * character/traits.ts.
 */
export function grappleDice(
  m: Match,
  eid: number,
  other: number,
  purpose: string,
  defending = false,
): RollSpec {
  const attack = statDice(m, eid, 'attack');
  const larger = largerBase(m, eid, other);
  const expert = traitOf(m, eid, 'grapple-rerolls');
  const drowning = purpose === 'drown' && !defending;
  const bonus = drowning ? traitOf(m, eid, 'drown-attack-bonus') : null;
  const dragging = drowning ? traitOf(m, eid, 'drown-rerolls-all') : null;
  const smaller = purpose === 'grapple' && !defending && largerBase(m, other, eid);
  const shepherd = smaller ? traitOf(m, eid, 'grapple-bonus-on-larger') : null;
  const extra = (bonus?.value ?? 0) + (shepherd?.value ?? 0);
  const pool = attack.dice + (larger ? 1 : 0) + extra;
  return {
    kind: 'opposed',
    purpose,
    pool,
    modifiers: [
      ...attack.labels,
      ...(larger ? ['larger base +1'] : []),
      ...(bonus?.has ? [`${bonus.source} +${bonus.value}`] : []),
      ...(shepherd?.has ? [`${shepherd.source} +${shepherd.value}`] : []),
    ],
    aceOn: 7,
    rerolls: dragging?.has ? pool : Math.min(MAX_REROLLS, expert.value),
    rerollSource: dragging?.has ? dragging.source : expert.source,
  };
}

/** Whether two characters are friends (the same gang): a Grapple between them is a Basic Roll. */
export function friendly(m: Match, a: number, b: number): boolean {
  const g = m.world.components.Gang.index;
  return g[a] === g[b];
}

/**
 * Resolve `grappler`'s Grapple of `target` (checked by {@link grappleProblem}); `to` is the spot named, or null
 * for an Attack of Opportunity (the spot is picked after the roll).
 */
export function* resolveGrapple(
  m: Match,
  grappler: number,
  target: number,
  to: Point3 | null,
): Generator<PendingDecision, void, Command> {
  const mine = grappleDice(m, grappler, target, 'grapple');
  let result: string;
  let aces: number;
  let theirAces = 0;
  if (friendly(m, grappler, target)) {
    const roll = yield* makeRoll(m, grappler, { ...mine, kind: 'basic' });
    result = roll.result;
    aces = roll.aces;
  } else {
    const theirs = grappleDice(m, target, grappler, 'grapple', true);
    const roll = yield* makeOpposedRoll(m, grappler, mine, target, theirs);
    result = roll.result;
    aces = roll.aces;
    theirAces = roll.opposed?.aces ?? 0;
  }
  if (result === 'fail') return;
  if (result === 'fumble') {
    if (!isOnBoard(m, grappler) || !isOnBoard(m, target)) return;
    // The target grapples back with the same dice: a Success with the Aces it rolled.
    yield* moveGrappled(m, target, grappler, null, grappleInches('success', theirAces));
    return;
  }
  yield* moveGrappled(m, grappler, target, to, grappleInches(result, aces));
  if (result === 'critical' && isOnBoard(m, target)) gainStunned(m, target);
}

/**
 * Move `target` as `grappler`'s Grapple allows (`inches`): toward `to`, or when `to` is null to the spot the
 * grappler's side picks among those the roll reaches; then the fall, if any.
 */
export function* moveGrappled(
  m: Match,
  grappler: number,
  target: number,
  to: Point3 | null,
  inches: number,
): Generator<PendingDecision, void, Command> {
  let end: GrappleEnd | null = to ? grappleEnd(m, grappler, target, to, inches) : null;
  if (!to) {
    const spots = grappleSpots(m, grappler, target, inches);
    const options = grappleSpotOptions(m, grappler, target, spots);
    if (options.length === 0) return;
    let pick = options[0]!;
    if (options.length > 1) {
      const answer = yield {
        type: 'choose',
        gang: gangOf(m, grappler),
        character: idOf(m, grappler),
        purpose: 'grapple-spot',
        options: options.map((o) => o.option),
      };
      const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : undefined;
      pick = options.find((o) => o.option.id === id) ?? pick;
    }
    end = pick.spot.end;
  }
  if (!end || nodeKey(end.node) === nodeKey(end.from)) return;
  yield* carry(m, target, end);
}

/**
 * Carry `target` straight to `end` (a Grapple's move, a Knockback's push): a `move` event with one point per
 * column crossed at its starting height, then the fall when it drops, leaving the water and shaking Unstable Ground.
 */
export function* carry(m: Match, target: number, end: GrappleEnd): Generator<PendingDecision, void, Command> {
  const { from, node } = end;
  // One point per column crossed, at the starting height; the last at the surface reached (or, before a fall,
  // still at the starting height).
  const di = node.i - from.i;
  const dj = node.j - from.j;
  const steps = Math.max(1, Math.abs(di), Math.abs(dj));
  const path: Point3[] = [];
  for (let k = 0; k <= steps; k++) {
    const z = k === steps && !end.falls ? node.z : from.z;
    path.push([from.i + 0.5 + (di * k) / steps, from.j + 0.5 + (dj * k) / steps, z]);
  }
  emit(m, {
    type: 'move',
    character: idOf(m, target),
    path,
    inches: Math.round(end.inches * 100) / 100,
    charge: null,
  });
  if (!end.falls) moveTo(m, target, node);
  else yield* fall(m, target, from.z, node);
  if (!isOnBoard(m, target)) return;
  leaveWater(m, target);
  if (end.falls) yield* shakeUnstable(m, target, node);
}
