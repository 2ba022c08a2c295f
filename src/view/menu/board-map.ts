/**
 * A small top-down map of a board for the menu's scenario page: each 1″ column coloured as the battle paints it
 * (streets, canals by depth, roofs lighter with height), the Deployment Zones the scenario offers for the gangs
 * seated (edge strips, corner quarter circles; Street Fight's by side) and where the Objectives are set up.
 * North is up. Pure DOM canvas.
 */
import type { DeploymentZone, VoxelBoard } from '../../rules/index.ts';
import { css, groundColour, IMPASSABLE, OBSTACLE, roofColour, waterColour } from '../iso/palette.ts';

/** A zone to draw, with its outline colour (`#rrggbb`). */
export interface MapZone {
  readonly zone: DeploymentZone;
  readonly colour: string;
}

/** A point of the board to mark (inches): an Objective's place. */
export interface MapMark {
  readonly x: number;
  readonly y: number;
}

/** The colour of column (i, j) from above. */
function columnColour(board: VoxelBoard, i: number, j: number): number {
  const c = board.column(i, j);
  if (!c) return 0x101820;
  if (c.kind === 'water' || c.kind === 'deep-water') return waterColour(c.top);
  if (c.kind === 'impassable') return IMPASSABLE;
  if (c.kind === 'obstacle' || c.kind === 'small-obstacle') return OBSTACLE;
  if (c.kind === 'building' || c.top >= 1) return roofColour(c.top);
  return groundColour(c.kind, (i + j) % 2 === 0);
}

/** Trace zone `z` on `ctx` at `k` px per inch: a rectangle, or the part of it within the corner's radius. */
function traceZone(ctx: CanvasRenderingContext2D, z: DeploymentZone, k: number): void {
  ctx.beginPath();
  const c = z.corner;
  if (!c) {
    ctx.rect(z.x0 * k, z.y0 * k, (z.x1 - z.x0) * k, (z.y1 - z.y0) * k);
    return;
  }
  const east = c.x > z.x0;
  const south = c.y > z.y0;
  // The quarter circle about the corner, toward the board.
  const from = east ? (south ? Math.PI : Math.PI / 2) : south ? (3 * Math.PI) / 2 : 0;
  ctx.moveTo(c.x * k, c.y * k);
  ctx.arc(c.x * k, c.y * k, c.r * k, from, from + Math.PI / 2);
  ctx.closePath();
}

/**
 * Draw `board` into `canvas` (resized to fit `maxPx` on its longer side), with `zones` tinted and outlined and
 * `marks` as gold discs. Returns the canvas.
 */
export function drawBoardMap(
  canvas: HTMLCanvasElement,
  board: VoxelBoard,
  zones: readonly MapZone[],
  marks: readonly MapMark[],
  maxPx = 200,
): HTMLCanvasElement {
  const k = Math.max(2, Math.floor(maxPx / Math.max(board.width, board.depth)));
  canvas.width = board.width * k;
  canvas.height = board.depth * k;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  for (let j = 0; j < board.depth; j++) {
    for (let i = 0; i < board.width; i++) {
      ctx.fillStyle = css(columnColour(board, i, j));
      ctx.fillRect(i * k, j * k, k, k);
    }
  }
  for (const { zone, colour } of zones) {
    traceZone(ctx, zone, k);
    ctx.fillStyle = colour;
    ctx.globalAlpha = 0.28;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.setLineDash([5, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const m of marks) {
    ctx.beginPath();
    ctx.arc(m.x * k, m.y * k, Math.max(3, k * 0.9), 0, Math.PI * 2);
    ctx.fillStyle = '#f2c14e';
    ctx.fill();
    ctx.strokeStyle = '#2a1a00';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  return canvas;
}
