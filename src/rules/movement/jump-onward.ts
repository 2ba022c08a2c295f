/**
 * Moving on after a Jump that rolled farther than the point named (rulebook "Jump": "the remaining distance can
 * be moved horizontally along the same straight line as if making a Run/Climb action").
 *
 * Asked for with `onward: true` on the jump command; without it the jump stops at the point. The spare inches
 * (the roll less the 3D length of the jump's line) are walked from the landing node, horizontally, in the
 * direction of the line seen from above, column by column (the columns the line passes through, each entered
 * across an edge). The figure ends at the centre of the last column it enters whose centre lies within the spare
 * inches of the landing's centre. As on a Run/Climb, and in our reading of "horizontally", it:
 * - steps only where the ground changes height by 1″ or less (terrain up to 1″ is ignored): a higher wall stops
 *   it, so does a drop of more than 1″ (it never climbs and never falls on this part of the move);
 * - never passes through another figure (it stops before one) nor ends on a full gondola;
 * - stops before Difficult Ground and before a Barricade (each would need a roll of its own on a Run/Climb);
 * - stops as it enters base contact with an enemy it was not touching when the jump began: that is a charge.
 */

import type { Node } from '../space/api.ts';
import { barricadeCrossings } from '../space/barricades.ts';
import type { Match } from '../state/match-state.ts';
import { enemiesTouching } from './charging.ts';
import { columnsAlong } from './jump-line.ts';
import { occupied } from './occupied.ts';

/** Most height change (inches) of one step of the onward move: terrain up to 1″ is ignored. */
export const ONWARD_STEP_HEIGHT = 1;

/**
 * The nodes (after `landing`, in order) that character `eid` walks on through after its jump, moving `inches`
 * horizontally in direction (dx, dy) — the jump line's direction from above. `touching`: enemies in base
 * contact when the jump began (touching them again is no charge). Empty when it cannot move on at all.
 */
export function onwardPath(
  m: Match,
  eid: number,
  landing: Node,
  dx: number,
  dy: number,
  inches: number,
  touching: readonly number[],
): Node[] {
  const out: Node[] = [];
  let cur = landing;
  for (const c of columnsAlong(landing.i + 0.5, landing.j + 0.5, dx, dy, inches)) {
    if (c.d > inches + 1e-9) break;
    const next = m.board
      .surfacesAt(c.i, c.j)
      .filter((n) => Math.abs(n.z - cur.z) <= ONWARD_STEP_HEIGHT + 1e-9)
      .sort((a, b) => Math.abs(a.z - cur.z) - Math.abs(b.z - cur.z) || b.z - a.z)[0];
    if (!next) break;
    if (m.board.surfaceKind(next) === 'difficult') break;
    if (barricadeCrossings(m.board, cur, [next]).length > 0) break;
    if (occupied(m, eid, next)) break;
    out.push(next);
    cur = next;
    if (enemiesTouching(m, eid, next).some((e) => !touching.includes(e))) break;
  }
  return out;
}
