/**
 * The characters holding a unique ability near another, as the abilities that reach "within X″" of their holder ask
 * (rulebook "Measuring": between the closest points of the bases).
 */
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, type Match } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Whether `a` is within `inches` of `b` (between bases; a hair's tolerance for the board's arithmetic). */
export function within(m: Match, a: number, b: number, inches: number): boolean {
  return distanceBetween(m, a, b) <= inches + 1e-9;
}

/**
 * The characters on the board holding the unique ability `name` within `inches` of `eid` (`eid` itself when it
 * holds it), of `eid`'s gang when `side` is 'friend', of another when 'enemy', either with 'any'.
 */
export function holdersNear(
  m: Match,
  eid: number,
  name: string,
  inches: number,
  side: 'friend' | 'enemy' | 'any',
): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (h) =>
      holdsUnique(m, h, name) &&
      (side === 'any' || (team[h] === team[eid]) === (side === 'friend')) &&
      (h === eid || within(m, h, eid, inches)),
  );
}
