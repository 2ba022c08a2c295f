/**
 * Fading the pieces that hide what is in focus (DESIGN §3.5): which pieces cover the figures in focus (sampled at
 * the feet, the middle, the head and both sides) or the tile under the pointer, among the columns painted after
 * them; and their objects faded or brought back (roof labels keep their own softness).
 */
import type * as Phaser from 'phaser';
import type { Node, VoxelBoard } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import type { FigureToken } from './figure-token.ts';
import { coveringKeys, type Silhouette, underDeck } from './occlusion.ts';

/** Alpha of a piece that hides a figure or tile in focus. */
const FADED = 0.28;

/** What is in focus: figures (ids) and a tile. */
export interface Focus {
  readonly figures: readonly string[];
  readonly tile: Node | null;
}

/** Keys of the pieces whose columns (`shapes`) hide a figure of `focus` (its token among `tokens`) or its tile. */
export function coveringFocus(
  board: VoxelBoard,
  proj: IsoProjection,
  shapes: readonly Silhouette[],
  tokens: ReadonlyMap<string, FigureToken>,
  focus: Focus,
): Set<string> {
  const keys = new Set<string>();
  for (const id of focus.figures) {
    const t = tokens.get(id);
    if (!t?.container.visible) continue;
    const { x, y } = t.container;
    const { rx, height } = t.extent;
    const samples = [
      { x, y: y - 3 },
      { x, y: y - height / 2 },
      { x, y: y - height },
      { x: x - rx * 0.5, y: y - height / 2 },
      { x: x + rx * 0.5, y: y - height / 2 },
    ];
    const d = proj.diagonalOf(t.x, t.y);
    const under = underDeck(board, t.x, t.y, t.z);
    for (const k of coveringKeys(shapes, samples, under ? d : d + 1)) keys.add(k);
  }
  const n = focus.tile;
  if (n) {
    const c = proj.project(n.i + 0.5, n.j + 0.5, n.z);
    const samples = [c, { x: c.x - 12, y: c.y }, { x: c.x + 12, y: c.y }, { x: c.x, y: c.y - 6 }];
    const d = proj.cellDiagonal(n.i, n.j);
    for (const k of coveringKeys(shapes, samples, d + 1)) keys.add(k);
  }
  return keys;
}

/** Fade the pieces of `keys` that are not faded yet, and bring back those of `faded` no longer among them. */
export function refade(
  byPiece: ReadonlyMap<string, readonly Phaser.GameObjects.GameObject[]>,
  faded: ReadonlySet<string>,
  keys: ReadonlySet<string>,
): void {
  for (const k of faded) if (!keys.has(k)) setPieceAlpha(byPiece, k, 1);
  for (const k of keys) if (!faded.has(k)) setPieceAlpha(byPiece, k, FADED);
}

function setPieceAlpha(
  byPiece: ReadonlyMap<string, readonly Phaser.GameObjects.GameObject[]>,
  key: string,
  alpha: number,
): void {
  for (const o of byPiece.get(key) ?? []) {
    const a = o as Phaser.GameObjects.GameObject & { setAlpha?: (v: number) => unknown };
    // Roof labels keep their own softness.
    const isLabel = (o as { type?: string }).type === 'Text';
    a.setAlpha?.(isLabel ? alpha * 0.75 : alpha);
  }
}
