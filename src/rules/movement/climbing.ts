/**
 * A character hanging on Vertical Terrain (rulebook "Run/Climb"): what it may do there, and its fall when its
 * turn ends there.
 *
 * The rulebook lets a climber stop partway and climb on later in the same turn ("a character may attempt to climb
 * multiple times in the same turn, even if not on solid ground"), and makes it fall from where it is when its turn
 * ends off solid ground. It says nothing else about a climber's actions. Our reading: from a wall position the
 * only movement is Run/Climb (and Fly, for a character with Flight, which moves instead of a Run/Climb). A Jump
 * starts from the character's base on solid ground (the 3″ limit and the fall are measured from it), so there is
 * no Jump from a wall; nor a Row, a Dive, Hide or Guard. Combat needs no footing and is allowed.
 */

import type { Command } from '../core/types.ts';
import type { Match } from '../state/match-state.ts';
import { isOnWall } from './run-climb.ts';

const ALLOWED_ON_WALL: ReadonlySet<Command['type']> = new Set<Command['type']>([
  'run-climb',
  'fly',
  'combat',
  'activate',
  'end-turn',
  'decide',
]);

/**
 * Why character `eid` cannot give a command of type `type` while it hangs on a wall, or null when it may (or is
 * not on a wall).
 */
export function wallActionProblem(m: Match, eid: number, type: Command['type']): string | null {
  if (ALLOWED_ON_WALL.has(type) || !isOnWall(m, eid)) return null;
  return `a character hanging on a wall can only climb on (Run/Climb), not ${type}`;
}
