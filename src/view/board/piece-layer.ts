/**
 * The small and moving pieces of the board, drawn as what they are rather than as blocks: barrels and mooring
 * poles (Small Obstacles), Light and Heavy Barricades, the floors and broken walls of Ruins, Debris floating in
 * the canals and the gondolas (rulebook "Obstacles & Debris", "Barricades", "Ruins", "Gondolas").
 * Like the block layer, each piece is cut into one Graphics per board cell, painted at that cell's diagonal, so
 * figures standing on a gondola or a ruin's floor sort correctly; gondolas are redrawn when they move. How each
 * kind's cell looks is in obstacle-cells.ts, ruin-cells.ts and gondola-cells.ts.
 */
import type * as Phaser from 'phaser';
import type { VoxelBoard } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { pieceKey } from './block-layer.ts';
import { DEPTH } from './depths.ts';
import { gondolaCell } from './gondola-cells.ts';
import { barrel, barricadeCell, debrisCell, pole } from './obstacle-cells.ts';
import type { BlockColumn } from './occlusion.ts';
import { ruinCell } from './ruin-cells.ts';

/** What the piece layer made: its objects, the objects of each piece (to fade) and the columns that can hide. */
export interface DrawnPieces {
  readonly objects: Phaser.GameObjects.GameObject[];
  readonly byPiece: Map<string, Phaser.GameObjects.Graphics[]>;
  readonly columns: BlockColumn[];
}

const DRAWN = new Set(['small-obstacle', 'barricade', 'ruin', 'debris', 'gondola']);

/** Draw every Small Obstacle, Barricade, Ruin, Debris and gondola of `board` as seen through `proj`. */
export function drawPieces(scene: Phaser.Scene, board: VoxelBoard, proj: IsoProjection): DrawnPieces {
  const objects: Phaser.GameObjects.GameObject[] = [];
  const byPiece = new Map<string, Phaser.GameObjects.Graphics[]>();
  const columns: BlockColumn[] = [];
  board.pieces.forEach((piece, n) => {
    if (!DRAWN.has(piece.kind)) return;
    const key = pieceKey(n);
    // Neighbouring ruins read as one ruin: no wall between them.
    const inRuin = (i: number, j: number) => board.column(i, j)?.ruin === true;
    piece.cells.forEach(([i, j], k) => {
      const g = scene.add.graphics().setDepth(DEPTH.block(proj.cellDiagonal(i, j)));
      const col = board.column(i, j);
      const top = col?.top ?? 0;
      switch (piece.kind) {
        case 'small-obstacle':
          if (piece.height <= 1) barrel(g, proj, i + 0.5, j + 0.5, piece.base, piece.height);
          else pole(g, proj, i + 0.5, j + 0.5, piece.height);
          if (piece.height > 1) columns.push({ key, i, j, bottom: piece.base, top: piece.height });
          break;
        case 'barricade':
          barricadeCell(g, proj, piece, i, j, top);
          break;
        case 'ruin': {
          const wallTop = ruinCell(g, proj, piece, inRuin, i, j);
          columns.push({ key, i, j, bottom: 0, top: wallTop });
          break;
        }
        case 'debris':
          debrisCell(g, proj, piece, i, j, top + 1);
          break;
        default:
          gondolaCell(g, proj, piece, k, top, top + 1);
      }
      objects.push(g);
      byPiece.set(key, [...(byPiece.get(key) ?? []), g]);
    });
  });
  return { objects, byPiece, columns };
}
