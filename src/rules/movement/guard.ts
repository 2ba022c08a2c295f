/**
 * Guard (1 AP; rulebook "Guard"). A character not in base contact with an enemy and not in water gains a Guard
 * counter and ends its turn. When an enemy makes a Run/Climb or a Jump in its line of sight, it may give up the
 * counter to make an Attack of Opportunity at the end of that action — first, when the action was a charge.
 * Moving in any way or making another action takes the counter away.
 */
import type { Command, PendingDecision } from '../core/types.ts';
import { emit, gangOf, idOf, isOnBoard, type Match, sightBetween } from '../state/match-state.ts';
import { charactersOnBoard, hasTag, setTag } from '../state/world.ts';
import { opportunityAttacks } from './movement-hooks.ts';

/**
 * After `mover` ends a Run/Climb or Jump: each enemy guard that sees it and has a weapon in range is asked
 * whether it strikes (a pending decision of its gang), in entity order.
 */
export function* guardReactions(m: Match, mover: number): Generator<PendingDecision, void, Command> {
  const c = m.world.components;
  for (const g of charactersOnBoard(m.world)) {
    if (!isOnBoard(m, mover)) return;
    if (c.Gang.team[g] === c.Gang.team[mover] || !hasTag(m.world, g, c.Guarding)) continue;
    if (!sightBetween(m, g, mover).lineOfSight || !opportunityAttacks(m).canStrike(m, g, mover)) continue;
    const answer = yield {
      type: 'guard-attack',
      gang: gangOf(m, g),
      character: idOf(m, g),
      target: idOf(m, mover),
    };
    if (answer.type !== 'decide' || answer.decision !== 'guard-attack' || !answer.accept) continue;
    setTag(m.world, g, c.Guarding, false);
    emit(m, { type: 'counter', character: idOf(m, g), counter: 'guard', gained: false });
    yield* opportunityAttacks(m).make(m, g, mover, 'guard');
  }
}
