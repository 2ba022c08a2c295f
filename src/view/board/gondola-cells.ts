/**
 * The cells of a gondola (rulebook "Gondolas"): a black hull pointed at both ends between the waterline and the
 * deck, the deck, the passengers' cushioned seat amidships, the iron at the bow and the oar rest at the stern.
 */
import type { TerrainPiece } from '../../rules/index.ts';
import { shade } from '../iso/palette.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { tracePath } from './graphics-path.ts';
import { DARK_WOOD, fill, type G, prism, rect, type XY } from './prisms.ts';

const HULL = 0x1d1b22;
const DECK = 0x5e3d24;
const CUSHION = 0x8e2a2a;
const IRON = 0xd8d4cc;

/** Half the beam of a gondola at `t` inches from the bow (0…length): pointed at both ends. */
function beam(t: number, length: number): number {
  const s = Math.max(0, Math.min(1, t / length));
  return 0.42 * Math.sin(Math.PI * s) ** 0.55;
}

/** Cell `k` (from the bow) of gondola `piece`, floating at `waterline` with its deck at `deck`. */
export function gondolaCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  k: number,
  waterline: number,
  deck: number,
): void {
  const length = piece.cells.length;
  const [bi, bj] = piece.cells[0]!;
  const [si, sj] = piece.cells[length - 1]!;
  const dx = Math.sign(si - bi);
  const dy = Math.sign(sj - bj);
  // From the bow's outer edge along the gondola, across to its right.
  const ox = bi + 0.5 - dx * 0.5;
  const oy = bj + 0.5 - dy * 0.5;
  const at = (t: number, s: number): XY => [ox + dx * t - dy * s, oy + dy * t + dx * s];
  const ts = [0, 0.25, 0.5, 0.75, 1].map((f) => k + f);
  const left = ts.map((t) => at(t, -beam(t, length)));
  const right = ts.map((t) => at(t, beam(t, length)));
  const outline = [...left, ...right.reverse()];
  // Hull sides between the waterline and the deck, then the deck.
  const c = proj.toView(...at(k + 0.5, 0));
  for (let q = 0; q + 1 < outline.length; q++) {
    const a = outline[q]!;
    const b = outline[q + 1]!;
    const m = proj.toView((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    if (m.u - c.u + (m.v - c.v) <= 0) continue;
    fill(
      g,
      [
        proj.project(a[0], a[1], deck),
        proj.project(b[0], b[1], deck),
        proj.project(b[0], b[1], waterline),
        proj.project(a[0], a[1], waterline),
      ],
      shade(HULL, 1.3),
    );
  }
  fill(
    g,
    outline.map(([x, y]) => proj.project(x, y, deck)),
    DECK,
  );
  g.lineStyle(1.5, HULL, 1);
  tracePath(
    g,
    outline.map(([x, y]) => proj.project(x, y, deck)),
  );
  g.strokePath();
  if (k === Math.floor(length / 2)) {
    // The passengers' cushioned seat.
    const seat = [at(k + 0.3, -0.22), at(k + 0.7, -0.22), at(k + 0.7, 0.22), at(k + 0.3, 0.22)];
    prism(g, proj, seat, deck, deck + 0.3, CUSHION);
  }
  if (k === 0) {
    // The iron at the bow.
    const [fx, fy] = at(0.08, 0);
    const base = proj.project(fx, fy, deck);
    const tip = proj.project(fx, fy, deck + 0.9);
    g.lineStyle(3, IRON, 1);
    g.lineBetween(base.x, base.y, tip.x, tip.y);
    g.lineStyle(2, IRON, 1);
    for (let z = 0.35; z <= 0.8; z += 0.15) {
      const a = proj.project(fx, fy, deck + z);
      const b = proj.project(fx + dx * 0.25, fy + dy * 0.25, deck + z);
      g.lineBetween(a.x, a.y, b.x, b.y);
    }
  }
  if (k === length - 1) {
    // The gondolier's oar rest at the stern.
    const [rx, ry] = at(length - 0.45, 0.3);
    prism(g, proj, rect(rx - 0.06, ry - 0.06, rx + 0.06, ry + 0.06), deck, deck + 0.6, DARK_WOOD);
  }
}
