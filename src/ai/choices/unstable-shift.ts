/**
 * The AI's pick after a Critical on shaken Unstable Ground (rulebook "Unstable Ground": its controller may move
 * the character up to 2″). Each option is worth, in Victory Point terms (threat.ts): minus the exact expected
 * cost of any fall (falling.ts `fallOddsOf`: chance to die, plus half the share of Life Points lost), minus a
 * little for ending in the water (slower, no Jump) or still on Unstable Ground (the next jump onto it shakes it
 * again), plus a little for standing far from the piece's edge and for closing on the nearest enemy. Ties go to
 * the option listed first, so staying wins when nothing is better.
 */
import {
  type ChoiceDecision,
  type ChoiceOption,
  enemiesOf,
  fallOddsOf,
  type Match,
  type Node,
  nearestEdge,
  nodeOf,
  unstablePiece,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** Worth of ending in water and of staying on Unstable Ground (negative), per inch from the edge, per inch nearer. */
const WATER = -0.1;
const UNSTABLE = -0.03;
const EDGE_PER_INCH = 0.01;
const APPROACH_PER_INCH = 0.02;

/** What an option is worth to the character's gang, and the reasons (see the module comment). */
export function shiftWorth(
  m: Match,
  eid: number,
  from: Node,
  o: ChoiceOption,
): { worth: number; why: string } {
  if (!o.at) return { worth: Number.NEGATIVE_INFINITY, why: 'no spot' };
  const n = m.board.nodeAt(o.at[0], o.at[1], o.at[2]);
  if (!n) return { worth: Number.NEGATIVE_INFINITY, why: 'no surface' };
  const why: string[] = [];
  let worth = 0;
  const drop = from.z - n.z;
  if (drop > 0) {
    const lp = m.world.components.Points.lp[eid] ?? 1;
    const odds = fallOddsOf(m, eid, drop, n);
    const cost = odds.killChance + (0.5 * odds.expectedLpLost) / Math.max(1, lp);
    if (cost > 0) why.push(`fall −${cost.toFixed(2)}`);
    worth -= cost;
  }
  const kind = m.board.surfaceKind(n);
  if (kind === 'water') {
    worth += WATER;
    why.push('water');
  }
  if (kind === 'unstable') {
    const piece = unstablePiece(m.board, n);
    const edge = nearestEdge(m.board, piece, { x: o.at[0], y: o.at[1] }, n.z).distance;
    worth += UNSTABLE + EDGE_PER_INCH * edge;
    why.push(`unstable, ${edge.toFixed(1)}″ from the edge`);
  }
  const { Position } = m.world.components;
  const nearest = (x: number, y: number) =>
    Math.min(
      Number.POSITIVE_INFINITY,
      ...enemiesOf(m, eid).map((e) => Math.hypot((Position.x[e] ?? 0) - x, (Position.y[e] ?? 0) - y)),
    );
  const before = nearest(from.i + 0.5, from.j + 0.5);
  if (Number.isFinite(before)) worth += APPROACH_PER_INCH * (before - nearest(o.at[0], o.at[1]));
  return { worth, why: why.join(', ') || 'steady footing' };
}

/** The AI's answer to an `unstable-shift` decision: the option worth most to the shaken character's gang. */
export function answerUnstableShift(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best = d.options[0]!;
  let why = 'stays';
  if (eid !== undefined) {
    const from = nodeOf(m, eid);
    let bestWorth = shiftWorth(m, eid, from, best);
    for (const o of d.options.slice(1)) {
      const w = shiftWorth(m, eid, from, o);
      if (w.worth > bestWorth.worth + 1e-9) {
        best = o;
        bestWorth = w;
      }
    }
    why = `${bestWorth.why}, worth ${bestWorth.worth.toFixed(2)}`;
  }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `unstable-shift: ${best.label} (${why})`,
  };
}
