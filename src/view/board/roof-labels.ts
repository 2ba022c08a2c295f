/**
 * The roof height labels: each building's height in inches, written on the cell of its roof painted last, softly,
 * so a player can read the climb at a glance.
 */
import type * as Phaser from 'phaser';
import type { VoxelBoard } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { pieceKey } from './block-layer.ts';
import { DEPTH } from './depths.ts';

/** One label and the piece it belongs to (faded with it). */
export interface RoofLabel {
  readonly key: string;
  readonly text: Phaser.GameObjects.Text;
}

/** Write the height of every building of `board` on its roof, seen through `proj`. */
export function drawRoofLabels(scene: Phaser.Scene, board: VoxelBoard, proj: IsoProjection): RoofLabel[] {
  const out: RoofLabel[] = [];
  board.pieces.forEach((piece, n) => {
    if (piece.kind !== 'building') return;
    let best = piece.cells[0]!;
    for (const c of piece.cells) {
      if (proj.cellDiagonal(c[0], c[1]) > proj.cellDiagonal(best[0], best[1])) best = c;
    }
    const p = proj.project(best[0] + 0.5, best[1] + 0.5, piece.height);
    const text = scene.add
      .text(p.x, p.y, `${piece.height}″`, {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '12px',
        color: '#3b2416',
        fontStyle: 'bold',
      })
      .setOrigin(0.5, 0.5)
      .setAlpha(0.75)
      .setDepth(DEPTH.label(proj.cellDiagonal(best[0], best[1])));
    out.push({ key: pieceKey(n), text });
  });
  return out;
}
