/**
 * Smoke (rulebook "Weapon Abilities"): a character hit by the weapon counts as being in cover until the end of the
 * round and gains a Hidden counter; with Blast, every character under the marker is affected, and the marker is
 * removed at the end of the round.
 *
 * Our readings:
 * - "Hit" without Blast: the Attack Roll read against the character is a Success or a Critical. With Blast the
 *   marker is laid before the roll and everyone under it is affected whatever the roll (the marker is the smoke).
 * - The cover goes with the character: it counts as in cover wherever it moves until the round ends (the
 *   rulebook ties it to the character hit, not to the marker). The marker that stays on the board shows where the
 *   smoke fell; characters that walk under it later are not affected. Base contact still cancels cover
 *   (rulebook "Cover": characters in base contact are never in cover).
 * - The Hidden counter is gained as by a Hide action but needs none of its conditions; it is lost as any Hidden
 *   counter is (an action, being moved).
 * - "The end of the round" is played at the start of the next one (rounds.ts `startRound`), where the markers
 *   are cleared (an `area-cleared` event each) and the cover ends.
 */
import { gainCounter } from '../character/counters.ts';
import { traitLabel } from '../character/traits.ts';
import { emit, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { laySmoke, type StayingMarker, takeSmokeAway } from '../state/smoke-state.ts';
import { hasTag } from '../state/world.ts';

/**
 * Smoke hits `eid` (a weapon with the trait smokes, named `weapon`): in cover until the round ends, and a Hidden
 * counter (emits `ability`, labelled by the ability that gives the trait in the rule book, and `counter`).
 */
export function applySmoke(m: Match, eid: number, weapon: string): void {
  if (!isOnBoard(m, eid)) return;
  m.command.coverUntilRoundEnd.add(eid);
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: traitLabel(m.book, 'smokes'),
    effect: `in cover until the round ends (${weapon})`,
  });
  if (!hasTag(m.world, eid, m.world.components.Hidden))
    gainCounter(m, eid, m.world.components.Hidden, 'hidden');
}

/** Leave a round marker on the board until the round ends. */
export function leaveMarker(m: Match, marker: StayingMarker): void {
  laySmoke(m, marker);
}

/** The end of the round (played at the start of the next): markers come off (rounds.ts ends the cover). */
export function clearSmoke(m: Match): void {
  for (const marker of takeSmokeAway(m)) emit(m, { type: 'area-cleared', marker: marker.id });
}
