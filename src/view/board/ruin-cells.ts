/**
 * The cells of a Ruin (rulebook "Ruins"): its floors, and broken walls on the edges where the ruin ends — tall at
 * the back, stubs at the front so the floors stay visible — with a jagged top that varies from cell to cell but
 * never between redraws.
 */
import type { TerrainPiece } from '../../rules/index.ts';
import { LIGHT, shade } from '../iso/palette.ts';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';
import { fill, type G, prism, rect, type XY } from './prisms.ts';

const RUIN_WALL = 0xb8a48a;
const RUIN_FLOOR = 0x8c6a4a;

/** A wall of a Ruin's cell edge from `lo` to a broken top. */
function ruinWall(g: G, proj: IsoProjection, a: XY, b: XY, lo: number, hi: number, colour: number): void {
  const steps = 3;
  const pts: ScreenPoint[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t;
    // A jagged top: every other notch a little lower.
    pts.push(proj.project(x, y, hi - (k % 2 ? 0.6 : 0)));
  }
  pts.push(proj.project(b[0], b[1], lo), proj.project(a[0], a[1], lo));
  fill(g, pts, colour);
}

/** Stable small variation per cell (0…1), so ruins look broken but never flicker between redraws. */
function jitter(i: number, j: number): number {
  const h = Math.sin(i * 12.9898 + j * 78.233) * 43758.5453;
  return h - Math.floor(h);
}

/**
 * Cell (i, j) of Ruin `piece`, `inRuin` telling which cells belong to a ruin (no wall between two); returns the
 * height of its walls.
 */
export function ruinCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  inRuin: (i: number, j: number) => boolean,
  i: number,
  j: number,
): number {
  const floors = piece.floors ?? [];
  const top = Math.max(0, ...floors);
  const wallTop = top + 0.4 + jitter(i, j) * 1.2;
  const { cu, cv } = proj.viewCell(i, j);
  const corner = (u: number, v: number): XY => {
    const p = proj.fromView(u, v);
    return [p.x, p.y];
  };
  // Back walls (the edges away from the viewer) stand tall; front walls are stubs so the floors stay visible.
  const edges: { du: number; dv: number; a: XY; b: XY; back: boolean }[] = [
    { du: -1, dv: 0, a: corner(cu, cv), b: corner(cu, cv + 1), back: true },
    { du: 0, dv: -1, a: corner(cu, cv), b: corner(cu + 1, cv), back: true },
    { du: 1, dv: 0, a: corner(cu + 1, cv), b: corner(cu + 1, cv + 1), back: false },
    { du: 0, dv: 1, a: corner(cu, cv + 1), b: corner(cu + 1, cv + 1), back: false },
  ];
  for (const e of edges.filter((x) => x.back)) {
    const n = proj.boardCell(cu + e.du, cv + e.dv);
    if (inRuin(n.i, n.j)) continue;
    ruinWall(g, proj, e.a, e.b, 0, wallTop, shade(RUIN_WALL, e.du ? LIGHT.right + 0.15 : LIGHT.left + 0.1));
  }
  for (const z of floors) {
    prism(g, proj, rect(i + 0.04, j + 0.04, i + 0.96, j + 0.96), z - 0.3, z, RUIN_FLOOR);
  }
  for (const e of edges.filter((x) => !x.back)) {
    const n = proj.boardCell(cu + e.du, cv + e.dv);
    if (inRuin(n.i, n.j)) continue;
    ruinWall(
      g,
      proj,
      e.a,
      e.b,
      0,
      0.8 + jitter(j, i) * 0.6,
      shade(RUIN_WALL, e.du ? LIGHT.right : LIGHT.left),
    );
  }
  return wallTop;
}
