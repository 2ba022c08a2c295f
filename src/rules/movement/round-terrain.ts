/**
 * Terrain changed until the round ends (rulebook "Magic": Groundsnap leaves its spot Impassable, Ice Lock makes water
 * Solid Ground). The change is an overlay on the board (space/overlays.ts), laid the way a gondola's move changes the
 * board: `m.board` becomes the same board with one overlay more ({@link VoxelBoard.withOverlays}), so every rule that
 * asks the board — Run/Climb and climbing reach, jump and fall landings, swimming (`isSwimming`), Dive, deployment of
 * newcomers, gondolas rowed — sees the changed terrain. The overlays live on the board, so a replay or a copy of a
 * match carries them with no state of their own. rounds.ts `endRound` calls {@link endRoundTerrain}: every overlay
 * is taken off (an `area-cleared` event naming its marker) and the terrain is as drawn again.
 *
 * Our reading of "shoved clear by the shortest route" / "pushed off it by the shortest route" ({@link shoveClear}):
 * the figure is moved to the nearest spot, along the surface graph from where it stands (as a figure is moved off an
 * Obstacle: space/obstacles.ts `nearestFreeOff`; climbs down count their height, no roll is made), where its base
 * lies wholly clear of the marker and no other figure stands, on the terrain as changed (never onto the changed spot,
 * Debris, a Small Obstacle or a wall position). It is neither a charge nor a disengage: no Attack of Opportunity;
 * one `move` event of two points (from, to), as for any push. When no such spot can be reached (a figure in mid-air,
 * or walled in), it is set down on the nearest such spot in a straight line. Moved out of the water, a diver loses
 * its Underwater Counters (dive.ts `leaveWater`).
 */
import { hopTo } from '../character/counters.ts';
import type { Board, Node } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { mustMoveOff, nearestFreeOff } from '../space/obstacles.ts';
import type { TerrainOverlay } from '../space/overlays.ts';
import { AREA_VERTICAL, type BlastMarker, underBlast } from '../space/templates.ts';
import { centreOf, emit, figureOf, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { leaveWater } from './dive.ts';
import { occupied } from './occupied.ts';

const EPS = 1e-9;

function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('terrain changes need a board built by parseLevel, buildBoard or boardFromAscii');
}

/** The terrain changed until the round ends, in the order it was laid (the board's overlays). */
export function roundTerrain(m: Match): readonly TerrainOverlay[] {
  return m.board instanceof VoxelBoard ? m.board.overlays : [];
}

/**
 * The surface nodes under the Blast marker `blast` that `keep` accepts: in every column whose centre lies under the
 * marker (3 × 3 columns for a marker centred on a column), the surfaces within 1″ above or below its level (as a
 * Blast reaches: space/templates.ts). Row by row, west to east, lowest first.
 */
export function nodesUnderBlast(board: Board, blast: BlastMarker, keep: (n: Node) => boolean): Node[] {
  const { x, y, z } = blast.centre;
  const r = blast.radius;
  const out: Node[] = [];
  for (let j = Math.floor(y - r); j <= Math.floor(y + r); j++) {
    for (let i = Math.floor(x - r); i <= Math.floor(x + r); i++) {
      if (Math.hypot(i + 0.5 - x, j + 0.5 - y) > r + EPS) continue;
      for (const n of board.surfacesAt(i, j))
        if (Math.abs(n.z - z) <= AREA_VERTICAL + EPS && keep(n)) out.push(n);
    }
  }
  return out;
}

/** Whether the figure `eid` stands on a place of `board`: a surface or a wall position. */
function standsOn(board: VoxelBoard, n: Node): boolean {
  return board.graphIndex(n) >= 0;
}

/**
 * Move `eid` clear of `blast` by the shortest route (see the module comment), onto a spot of `next` (the board as it
 * will be); `prev` is the board it stands on now. Emits the `move` event; nothing when it is clear already or no
 * spot is left anywhere.
 */
export function shoveClear(
  m: Match,
  eid: number,
  blast: BlastMarker,
  prev: VoxelBoard,
  next: VoxelBoard,
): void {
  const from = nodeOf(m, eid);
  const fits = (n: Node) =>
    next.nodeIndex(n) >= 0 &&
    mustMoveOff(next, n) === null &&
    !underBlast(blast, figureOf(m, eid, centreOf(n)));
  const free = (n: Node) => !occupied(m, eid, n);
  const route = standsOn(prev, from) ? nearestFreeOff(prev, from, free, fits) : null;
  if (route?.distance === 0) return;
  const off = route ?? nearestInLine(m, eid, next, (n) => fits(n) && free(n));
  if (!off) return;
  hopTo(m, eid, from, off.node, off.distance);
  // Read on `m.board` (still `prev`): the spot it ends on lies off the marker, where both boards agree.
  leaveWater(m, eid);
}

/** The surface of `board` nearest the figure in a straight line (3D, centre to centre) that `ok` accepts. */
function nearestInLine(
  m: Match,
  eid: number,
  board: VoxelBoard,
  ok: (n: Node) => boolean,
): { node: Node; distance: number } | null {
  const f = figureOf(m, eid);
  let best: { node: Node; distance: number } | null = null;
  for (const n of board.surfaces.nodes) {
    const d = Math.hypot(n.i + 0.5 - f.x, n.j + 0.5 - f.y, n.z - f.z);
    if (best && d >= best.distance - EPS) continue;
    if (ok(n)) best = { node: n, distance: d };
  }
  return best;
}

/**
 * Change the terrain until the round ends: `overlay` is laid under `blast` (its `area` event is the caller's, with
 * the overlay's id as its marker). First the figures of `shove` still on the board are moved clear of the marker,
 * in that order ({@link shoveClear}); then any other figure whose place the change takes away (hanging on a climb
 * that led only onto the changed spot) is moved the same way; then the board changes.
 * @throws RangeError when the overlay names a node that cannot take it (space/overlays.ts).
 */
export function changeTerrainUntilRoundEnd(
  m: Match,
  overlay: TerrainOverlay,
  blast: BlastMarker,
  shove: readonly number[],
): void {
  const prev = voxelBoard(m.board);
  const next = prev.withOverlays([...prev.overlays, overlay]);
  for (const e of shove) if (isOnBoard(m, e)) shoveClear(m, e, blast, prev, next);
  for (const e of charactersOnBoard(m.world)) {
    const n = nodeOf(m, e);
    if (standsOn(prev, n) && !standsOn(next, n)) shoveClear(m, e, blast, prev, next);
  }
  m.board = next;
}

/** The round ends: every terrain change is taken off (an `area-cleared` event each), in the order laid. */
export function endRoundTerrain(m: Match): void {
  const overlays = roundTerrain(m);
  if (overlays.length === 0) return;
  m.board = voxelBoard(m.board).withOverlays([]);
  for (const o of overlays) emit(m, { type: 'area-cleared', marker: o.id });
}
