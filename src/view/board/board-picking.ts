/**
 * What is under a point of the screen (world px): the figures there, the one painted in front first; the top
 * surface of every column; and, among candidate surface nodes, the one painted there.
 */
import type { Node, VoxelBoard } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import type { FigureToken } from './figure-token.ts';

/**
 * Every figure of `tokens` under world point (wx, wy): those whose base or counter is there before those whose
 * emblem only is, and among each the one painted in front first.
 */
export function figuresUnder(tokens: ReadonlyMap<string, FigureToken>, wx: number, wy: number): string[] {
  return [...tokens.values()]
    .map((t) => ({ t, grade: t.hitGrade(wx, wy) }))
    .filter((x) => x.grade > 0)
    .sort((a, b) => b.grade - a.grade || b.t.container.depth - a.t.container.depth)
    .map((x) => x.t.id);
}

/** The top surface node of every column of `board`. */
export function topSurfaces(board: VoxelBoard): Node[] {
  const out: Node[] = [];
  for (let j = 0; j < board.depth; j++) {
    for (let i = 0; i < board.width; i++) {
      const s = board.surfacesAt(i, j);
      const top = s[s.length - 1];
      if (top) out.push(top);
    }
  }
  return out;
}

/**
 * The surface node whose top is under world point (wx, wy): among `candidates` (default: `tops`, the top surface
 * of every column), the one painted there — the visible top when it is a candidate, else the candidate painted
 * last (a lit tile under a bridge or behind a faded building).
 */
export function nodeUnder(
  proj: IsoProjection,
  tops: readonly Node[],
  wx: number,
  wy: number,
  candidates?: readonly Node[],
): Node | null {
  if (candidates) {
    const top = pickAmong(proj, wx, wy, tops);
    const seen = top && candidates.find((n) => n.i === top.i && n.j === top.j && n.z === top.z);
    if (seen) return seen;
  }
  return pickAmong(proj, wx, wy, candidates ?? tops);
}

/** Of `list`, the node whose top is under world point (wx, wy) and is painted last; null when none. */
function pickAmong(proj: IsoProjection, wx: number, wy: number, list: readonly Node[]): Node | null {
  let best: Node | null = null;
  let bestKey = Number.NEGATIVE_INFINITY;
  for (const n of list) {
    const { x, y } = proj.unproject(wx, wy, n.z);
    if (Math.floor(x) !== n.i || Math.floor(y) !== n.j) continue;
    const key = proj.cellDiagonal(n.i, n.j) * 100 + n.z;
    if (key > bestKey) {
      best = n;
      bestKey = key;
    }
  }
  return best;
}
