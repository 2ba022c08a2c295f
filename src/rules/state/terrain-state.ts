/**
 * The terrain of a match as entities of its world: a `Piece` for each terrain piece of the board that does not move
 * (buildings, Obstacles, Impassable blocks, bridges, Ropes & Ladders, Water Access, Barricades, Ruins, Debris) and a
 * `Gondola` for each gondola, its middle cell's centre and deck in `Position`. createMatch adds them.
 *
 * The board (`m.board`) stays the spatial index: a voxel grid with its surfaces and surface graph, built from the
 * level. When a gondola is rowed ({@link placeGondola}) its entity moves and the board is rebuilt from the world's
 * gondolas (VoxelBoard.withGondolas), so a copy of the match (fork.ts) that rows moves its own gondola and its own
 * board, never the original's.
 */
import type { Board } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { gondolas } from '../space/gondolas.ts';
import type { GondolaPlacement, GondolaSpec } from '../space/terrain.ts';
import type { Match } from './match-state.ts';
import { addEntityWith, type World, withComponent } from './world.ts';

/** Add the terrain pieces and gondolas of `board` to `world` (boards not built from a level have none). */
export function addTerrain(world: World, board: Board): void {
  if (!(board instanceof VoxelBoard)) return;
  const { Piece, Gondola, Position } = world.components;
  board.pieces.forEach((p, order) => {
    if (p.kind === 'gondola') return;
    const eid = addEntityWith(world, [Piece]);
    Piece.kind[eid] = p.kind;
    Piece.id[eid] = p.id;
    Piece.name[eid] = p.name;
    Piece.x0[eid] = p.bounds.x0;
    Piece.y0[eid] = p.bounds.y0;
    Piece.x1[eid] = p.bounds.x1;
    Piece.y1[eid] = p.bounds.y1;
    Piece.height[eid] = p.height;
    Piece.base[eid] = p.base;
    Piece.spec[eid] = Object.isFrozen(p) ? p : Object.freeze(p);
    Piece.order[eid] = order;
  });
  gondolas(board).forEach((g, order) => {
    const eid = addEntityWith(world, [Position, Gondola]);
    Position.x[eid] = g.i + 0.5;
    Position.y[eid] = g.j + 0.5;
    Position.z[eid] = g.deck;
    Gondola.id[eid] = g.id;
    Gondola.name[eid] = g.name;
    Gondola.orientation[eid] = g.orientation;
    Gondola.gang[eid] = g.gang ?? -1;
    Gondola.order[eid] = order;
  });
}

/** The terrain piece entities, in the board's order of pieces. */
export function pieceEntities(world: World): number[] {
  const order = world.components.Piece.order;
  return [...withComponent(world, world.components.Piece)].sort((a, b) => order[a]! - order[b]!);
}

/** The gondola entities, in the level's order of gondolas. */
export function gondolaEntities(world: World): number[] {
  const order = world.components.Gondola.order;
  return [...withComponent(world, world.components.Gondola)].sort((a, b) => order[a]! - order[b]!);
}

/** The entity of gondola `id`, or undefined. */
export function gondolaEntity(world: World, id: string): number | undefined {
  const ids = world.components.Gondola.id;
  return withComponent(world, world.components.Gondola).find((e) => ids[e] === id);
}

/** Where each gondola of the world is, in the level's order (what VoxelBoard.withGondolas takes). */
export function gondolaPlacements(world: World) {
  const { Position, Gondola } = world.components;
  return gondolaEntities(world).map((e) => {
    const gang = Gondola.gang[e]!;
    return {
      id: Gondola.id[e]!,
      name: Gondola.name[e]!,
      i: Math.floor(Position.x[e]!),
      j: Math.floor(Position.y[e]!),
      orientation: Gondola.orientation[e]!,
      ...(gang < 0 ? {} : { gang }),
    };
  });
}

/**
 * Gondola `id` goes to `to` (its middle cell and the way it lies; rulebook "Row"): its entity moves, and the match's
 * board is rebuilt from the world's gondolas.
 * @throws RangeError for an unknown gondola, or a place not on open water; TypeError for a board not built from a
 *   level.
 */
export function placeGondola(m: Match, id: string, to: GondolaPlacement): void {
  if (!(m.board instanceof VoxelBoard)) throw new TypeError('gondolas need a board built from a level');
  const eid = gondolaEntity(m.world, id);
  if (eid === undefined) throw new RangeError(`no gondola "${id}" in the match`);
  const { Position, Gondola } = m.world.components;
  Position.x[eid] = to.i + 0.5;
  Position.y[eid] = to.j + 0.5;
  Gondola.orientation[eid] = to.orientation;
  const board = m.board.withGondolas(gondolaPlacements(m.world));
  m.board = board;
  Position.z[eid] = board.grid.colTop[to.j * board.width + to.i]! + 1;
}

/**
 * A gondola set afloat once the match has begun its setup (Gang War's gondolas, Gondolas bought as Equipment when the
 * players set up): its entity, after the others in order, at `spec` with its deck on `board` (the board that has it).
 */
export function addGondolaEntity(m: Match, spec: GondolaSpec, board: VoxelBoard): number {
  const w = m.world;
  const { Gondola, Position } = w.components;
  const order = Math.max(-1, ...gondolaEntities(w).map((e) => Gondola.order[e]!)) + 1;
  const eid = addEntityWith(w, [Position, Gondola]);
  Position.x[eid] = spec.i + 0.5;
  Position.y[eid] = spec.j + 0.5;
  Position.z[eid] = board.grid.colTop[spec.j * board.width + spec.i]! + 1;
  Gondola.id[eid] = spec.id;
  Gondola.name[eid] = spec.name;
  Gondola.orientation[eid] = spec.orientation;
  Gondola.gang[eid] = spec.gang ?? -1;
  Gondola.order[eid] = order;
  return eid;
}
