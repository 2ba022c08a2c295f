/**
 * Atonement from Above (Gethsemane, The Vatican): when it would lose Life Points from a fall, every other character
 * within 3″ of where it lands, friend or foe, first takes as much Damage; and it may end a move on top of characters
 * 3″ or more below where it began (a charge from above), who are then moved into base contact with it.
 *
 * - The fall: before its own DEXTERITY roll (movement/movement-hooks.ts `FALL_DUE`), each other character within 3″
 *   takes the fall's Life Points as Damage, with no Protection Roll (a fall has none), each changed by its own rules
 *   (Stoneskin); the amount is the fall's before Gethsemane's own roll and rules.
 * - Landing on top: the spots 3″ or more below it are free for it whatever stands there (`LANDS_ON_FIGURES`, read by
 *   every move, jump and fall through occupied.ts); as it is put down (`PLACED`), each character under its base is
 *   moved to the free spot at its height touching it (the nearest to where it stood first), and a charge then finds
 *   the enemies among them in base contact. Our reading: the engine moves them for their owners, each to the free
 *   spot in base contact nearest where it stood (newcomers.ts `summonSpots`: never into water for one that is no
 *   Water Creature); one with no such spot is moved to the nearest free spot within 3″.
 */
import { moveTo } from '../../character/counters.ts';
import { PLACED } from '../../character/flow-hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import { FALL_DUE, LANDS_ON_FIGURES } from '../../movement/movement-hooks.ts';
import { summonSpots } from '../../movement/newcomers.ts';
import { takeDamage } from '../../rolls/damage.ts';
import {
  distanceBetween,
  emit,
  figureOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const ATONEMENT = 'Atonement from Above';
/** Inches within which the others take the fall's Damage. */
export const ATONEMENT_RANGE = 3;
/** Inches below where it stands from which it may land on top of characters (a charge from above). */
export const LANDS_ON_FROM = 3;

/** Before its fall's roll: every other character within 3″ takes the fall's Life Points as Damage. */
function fallDue(m: Match, eid: number, loss: number): Resolution | null {
  if (!holdsUnique(m, eid, ATONEMENT)) return null;
  const near = charactersOnBoard(m.world).filter(
    (o) => o !== eid && distanceBetween(m, eid, o) <= ATONEMENT_RANGE,
  );
  if (near.length === 0) return null;
  return (function* (): Resolution {
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: ATONEMENT,
      effect: `${near.map((o) => nameOf(m, o)).join(', ')} take${near.length === 1 ? 's' : ''} ${loss} Damage first`,
    });
    for (const o of near) yield* takeDamage(m, o, loss, ATONEMENT, null);
  })();
}

/** The highest spot it may land on top of characters: 3″ below where it stands. */
function landsOn(m: Match, eid: number): number | null {
  if (!holdsUnique(m, eid, ATONEMENT) || !isOnBoard(m, eid)) return null;
  return (m.world.components.Position.z[eid] ?? 0) - LANDS_ON_FROM;
}

/** Whether the bases of `a` and `b` overlap by more than ½″ at one height (occupied.ts's measure). */
function overlap(m: Match, a: number, b: number): boolean {
  const fa = figureOf(m, a);
  const fb = figureOf(m, b);
  return Math.abs(fa.z - fb.z) < 1.5 && Math.hypot(fa.x - fb.x, fa.y - fb.y) - fa.radius - fb.radius < -0.5;
}

/** It has landed: the characters under its base are moved beside it (see the module comment). */
function placed(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, ATONEMENT)) return;
  for (const o of charactersOnBoard(m.world).filter((c) => c !== eid && overlap(m, eid, c))) {
    // Free spots touching her base, nearest where it stood first; else the nearest free spot within 3″.
    const profile = profileOf(m, o);
    const spot = summonSpots(m, profile, eid, 'touching', o)[0] ?? summonSpots(m, profile, eid, 3, o)[0];
    if (!spot) continue;
    const { x, y, z } = figureOf(m, o);
    moveTo(m, o, spot);
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: ATONEMENT,
      effect: `lands on ${nameOf(m, o)}, who is moved into base contact`,
    });
    emit(m, {
      type: 'move',
      character: idOf(m, o),
      path: [
        [x, y, z],
        [spot.i + 0.5, spot.j + 0.5, spot.z],
      ],
      inches: Math.round(Math.hypot(spot.i + 0.5 - x, spot.j + 0.5 - y) * 100) / 100,
      charge: null,
    });
  }
}

/** Atonement from Above as a plug-in of the rule book. */
export const ATONEMENT_PLUGIN = plugin(ATONEMENT, (add) => {
  add(FALL_DUE, fallDue);
  add(LANDS_ON_FIGURES, landsOn);
  add(PLACED, placed);
});
