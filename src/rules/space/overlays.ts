/**
 * Terrain changed for a while (rulebook "Magic": Groundsnap leaves its spot Impassable and Ice Lock makes water
 * Solid Ground, each until the round ends): overlays laid on surface nodes of a board. A board carries its
 * overlays ({@link VoxelBoard.withOverlays} in board.ts, as it carries its gondolas), so every question the rules ask
 * of space — surfaces, paths, climbs, jump and fall landings, swimming — sees the changed terrain, and taking the
 * overlays off gives back the board as it was.
 *
 * - `impassable`: the nodes are no surfaces any more, as the tops of Impassable terrain (surfaces.ts): nobody walks,
 *   climbs, jumps, falls or is placed onto them. Any surface of the voxel grid may be made so (not the deck of a
 *   floating piece, which moves).
 * - `solid`: open water surfaces (no Debris or gondola on them) become Solid Ground at the water's surface: walked
 *   on, landed on as Solid, no swimming; the water under them stays water. Gondolas cannot be rowed onto them.
 * - `water`: ground surfaces (not water, no floating piece on them) count as water where they are (Dimensional Pool,
 *   the Water Portal's marker): figures there swim, landings are Water, Dive and Drown are played as in a canal.
 *
 * When two overlays name one node, `impassable` wins, then `solid`.
 *
 * An overlay may change the terrain for one team only (`team`: Blessed Water is Solid Ground to the Baptist's friends
 * and water to everyone else): the board as drawn leaves it out, and {@link VoxelBoard.forTeam} gives the board as
 * that team treats it. A gondola may be rowed onto such water (the other teams treat it as water): the team then
 * treats the water under the gondola as the gondola's.
 */
import type { Node } from './api.ts';
import { AIR, cellAt, type VoxelGrid, WATER } from './grid.ts';

/** How an overlay changes its nodes (see the module comment). */
export type OverlayKind = 'impassable' | 'solid' | 'water';

/** One change of terrain: the marker it came from and the surface nodes it changes. */
export interface TerrainOverlay {
  /** The id of the marker that laid it (its `area` event). */
  readonly id: string;
  readonly kind: OverlayKind;
  readonly nodes: readonly Node[];
  /** The team (`Gang.team`: the friends) that treats the terrain so; absent: everyone does. */
  readonly team?: number;
}

/** Overlay codes, bits: a node may be named by both kinds. */
export const O_IMPASSABLE = 1;
export const O_SOLID = 2;
export const O_WATER = 4;

/** The overlays of a board by column c = j · width + i: height z → code. */
export type OverlayLayer = ReadonlyMap<number, ReadonlyMap<number, number>>;

export const NO_OVERLAYS: OverlayLayer = new Map();

/**
 * Why `kind` cannot be laid on node n of grid g, or null (see the module comment); `floatKind`: the kind of floating
 * piece on n's column (0 for none).
 */
export function overlayProblem(g: VoxelGrid, floatKind: number, kind: OverlayKind, n: Node): string | null {
  if (n.i < 0 || n.j < 0 || n.i >= g.width || n.j >= g.depth) return 'off the table';
  if (cellAt(g, n.i, n.j, n.z) !== AIR) return 'not a surface';
  const below = cellAt(g, n.i, n.j, n.z - 1);
  if (below === AIR) return 'not a surface';
  if (kind === 'solid') {
    if (below !== WATER) return 'not water';
    if (floatKind !== 0) return 'a floating piece lies on the water there';
  }
  if (kind === 'water') {
    if (below === WATER) return 'water already';
    if (floatKind !== 0) return 'a floating piece lies there';
  }
  return null;
}

/**
 * The overlay layer of `overlays` on grid `g` (`floats`: the float kind of each column, 0 for none), as team `team`
 * treats the terrain: overlays of another team are left out (every overlay with a team when `team` is undefined).
 * @throws RangeError naming the overlay and the node when a node cannot take it (see the module comment).
 */
export function buildOverlays(
  g: VoxelGrid,
  name: string,
  floats: Uint8Array,
  overlays: readonly TerrainOverlay[],
  team?: number,
): OverlayLayer {
  const layer = new Map<number, Map<number, number>>();
  for (const o of overlays) {
    const laid = o.team === undefined || o.team === team;
    for (const n of o.nodes) {
      const c = n.j * g.width + n.i;
      const problem = overlayProblem(g, floats[c] ?? 0, o.kind, n);
      // A gondola rowed onto water that one team only treats as Solid Ground floats there: the team treats it so.
      if (problem && o.team !== undefined && (floats[c] ?? 0) !== 0) continue;
      if (problem) throw new RangeError(`${name}: ${o.kind} ${o.id} at (${n.i}, ${n.j}, ${n.z}): ${problem}`);
      if (!laid) continue;
      let col = layer.get(c);
      if (!col) {
        col = new Map();
        layer.set(c, col);
      }
      const code = o.kind === 'impassable' ? O_IMPASSABLE : o.kind === 'solid' ? O_SOLID : O_WATER;
      col.set(n.z, (col.get(n.z) ?? 0) | code);
    }
  }
  return layer;
}

/** The overlay code of the node at height z of column c (0: none). */
export function overlayCode(layer: OverlayLayer, c: number, z: number): number {
  return layer.get(c)?.get(z) ?? 0;
}

/** Mark (1) in `changed` every column whose overlays differ between two layers. */
export function markOverlayChanges(a: OverlayLayer, b: OverlayLayer, changed: Uint8Array): void {
  const differs = (x: OverlayLayer, y: OverlayLayer) => {
    for (const [c, col] of x) {
      const other = y.get(c);
      if (!other || other.size !== col.size) {
        changed[c] = 1;
        continue;
      }
      for (const [z, code] of col) if (other.get(z) !== code) changed[c] = 1;
    }
  };
  differs(a, b);
  differs(b, a);
}
