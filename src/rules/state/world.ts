/**
 * The ECS world of a match (DESIGN §3.1, bitecs 0.4), with struct-of-arrays components and tags:
 * - characters: Position, Base, Stats, Points, Gang, Identity, Counters, and tags for counters (OnBoard, Hidden,
 *   Guarding, HadTurn, Stunned, StunnedThisTurn);
 * - markers on the table (state/markers.ts): Position, Marker, a tag per kind (SmokeMarker, MistMarker,
 *   AquaMarker, OddityMarker), and OnPiece for an Otherworldly Oddity;
 * - terrain pieces that do not move (state/terrain-state.ts): Piece;
 * - Primary Objectives (state/objective-state.ts): Position, Objective;
 * - gondolas (state/terrain-state.ts): Position, Gondola. The board (space/board.ts) is the spatial index built
 *   from the level and the gondolas' entities.
 * Beside the entities, state tables of other kinds ({@link worldTable}). One factory per world, so AI look-ahead and
 * tests get their own, and {@link copyWorld} copies one whole.
 *
 * Pitfalls of bitecs 0.4 kept in mind: ids are recycled at once (every field is initialised on add; characters
 * are never removed — a casualty loses its `OnBoard` tag — but other entities may be, and {@link copyWorld} keeps
 * every id), and `query()` returns a live array (copied and sorted where order matters).
 */
import {
  $internal,
  addComponent,
  addEntity,
  commitRemovals,
  createEntityIndex,
  createWorld,
  hasComponent,
  type InternalWorld,
  query,
  registerComponent,
  removeComponent,
  removeEntity,
} from 'bitecs';
import type { Profile } from '../../content/types.ts';
import { baseRadius } from '../space/api.ts';
import type { PieceKind, TerrainPiece } from '../space/pieces.ts';
import type { GondolaOrientation } from '../space/terrain.ts';

/** Creates the component stores of one world. */
function createComponents() {
  return {
    /** Base centre in inches (x east, y south, z up: the surface the figure stands on). */
    Position: { x: [] as number[], y: [] as number[], z: [] as number[] },
    /** Base diameter (mm) and radius (inches). */
    Base: { mm: [] as number[], radius: [] as number[] },
    /** Printed stats: MOVE (inches), DEXTERITY, ATTACK, PROTECTION, MIND (dice). */
    Stats: {
      move: [] as number[],
      dex: [] as number[],
      attack: [] as number[],
      protection: [] as number[],
      mind: [] as number[],
    },
    /** Action, Life, Will and Command Points: current and starting values; AP used this round. */
    Points: {
      apMax: [] as number[],
      ap: [] as number[],
      apUsed: [] as number[],
      lp: [] as number[],
      lpStart: [] as number[],
      wp: [] as number[],
      wpStart: [] as number[],
      cp: [] as number[],
      cpStart: [] as number[],
    },
    /**
     * Index of the character's gang in the setup, and of its side: gangs of one side are friends (Street Fight's
     * Attackers, its Defenders); without sides each gang is a side of its own (`team` = `index`).
     */
    Gang: { index: [] as number[], team: [] as number[] },
    /** Content profile and match id of the character (AoS: strings). */
    Identity: {
      id: [] as string[],
      profile: [] as string[],
      name: [] as string[],
      /** The weapon chosen in each "OR" option group (`RosterEntry.weapons`), or undefined. */
      weapons: [] as (Readonly<Record<string, string>> | undefined)[],
    },
    /** Counters that come in numbers: Underwater Counters (rulebook "Dive"). */
    Counters: { underwater: [] as number[] },
    /** Tags. */
    OnBoard: {},
    Hidden: {},
    Guarding: {},
    HadTurn: {},
    Stunned: {},
    /** The Stunned counter was gained during the character's own turn: it stays through the next one. */
    StunnedThisTurn: {},
    /**
     * A marker on the table (state/markers.ts), its centre in `Position`: Smoke's round marker, an Abyssal Mist or
     * Aqua Curitiva marker, an Otherworldly Oddity (with `OnPiece`). Added as it is laid, removed as it goes.
     */
    Marker: {
      kind: [] as MarkerKind[],
      /** The id given in its `area` event ('' for an Oddity). */
      id: [] as string[],
      /** Inches (a Blast's; 0 for an Oddity). */
      radius: [] as number[],
      /** The character that laid it (an entity) and its gang (an index) as it was laid. */
      owner: [] as number[],
      gang: [] as number[],
      /** The weapon or spell that laid it. */
      source: [] as string[],
      /** The X it was laid with: an Oddity's Acrobatic (X), Aqua Curitiva's Life Points healed; else 0. */
      x: [] as number[],
      /** The round it was laid in, and its place in the order markers were laid in the match (1, 2, 3…). */
      round: [] as number[],
      order: [] as number[],
    },
    /** The terrain piece a marker lies on (an Otherworldly Oddity): which cells and heights are on it. */
    OnPiece: {
      /** The piece's id (pieces.ts). */
      piece: [] as string[],
      /** Cells `j * width + i` of the piece (frozen). */
      cells: [] as ReadonlySet<number>[],
      /** Heights (inches) between which a node of those cells is on the piece. */
      low: [] as number[],
      high: [] as number[],
    },
    /** Tags of markers, one per kind (see {@link MarkerKind}). */
    SmokeMarker: {},
    MistMarker: {},
    AquaMarker: {},
    OddityMarker: {},
    /**
     * A terrain piece of the board that does not move (state/terrain-state.ts): a building, Obstacle, Impassable
     * block, bridge, Ropes & Ladders, Water Access, Barricade, Ruin or Debris, added as the match is created.
     */
    Piece: {
      kind: [] as PieceKind[],
      /** Stable id (`building-3`, `bridge-0`…) and the level's name for it ('' when none). */
      id: [] as string[],
      name: [] as string[],
      /** Footprint: the bounding rectangle of its cells (inches). */
      x0: [] as number[],
      y0: [] as number[],
      x1: [] as number[],
      y1: [] as number[],
      /** Its top and its bottom (inches): roof or deck; street, or the foot of the wall a ladder climbs. */
      height: [] as number[],
      base: [] as number[],
      /** The piece as the board lists it (frozen, shared): its cells, what it stands against, a Barricade's weight,
       * a Ruin's floors. */
      spec: [] as TerrainPiece[],
      /** Its place in the board's list of pieces. */
      order: [] as number[],
    },
    /**
     * A gondola (state/terrain-state.ts), its middle cell's centre and deck in `Position`: moved by the Row action;
     * the board's gondolas are built from these.
     */
    Gondola: {
      id: [] as string[],
      name: [] as string[],
      /** Which way it lies (its cells run bow, middle, stern). */
      orientation: [] as GondolaOrientation[],
      /** The gang (an index) that set it up, or −1. */
      gang: [] as number[],
      /** Its place in the level's list of gondolas. */
      order: [] as number[],
    },
    /**
     * A Primary Objective (state/objective-state.ts; rulebook "Primary Objective"): a 30 mm marker, its centre in
     * `Position` while it lies on the table; while carried, where its carrier stands.
     */
    Objective: {
      /** Its id in commands and events, e.g. `objective-1`. */
      id: [] as string[],
      /** Its kinds, a bit each (objective-state.ts `OBJECTIVE_BITS`): Claimable, Destructible, Hidden, Mobile. */
      kinds: [] as number[],
      /** Victory Points it scores (the scenario's). */
      vp: [] as number[],
      /** A Hidden Objective's value on its underside (−1: marked without a number). */
      value: [] as number[],
      /** 1 once a Hidden Objective is revealed. */
      revealed: [] as number[],
      /** The gang (an index) that claimed it last, or −1. */
      claimedBy: [] as number[],
      /** The gang it belonged to at the start (Take What is Theirs), or −1. */
      owner: [] as number[],
      /** Another gang has claimed it since the start (its owner may then pick it up again). */
      claimedByOther: [] as number[],
      /** The character carrying it, or −1. */
      carrier: [] as number[],
      /** Its place in the order the Objectives were set up. */
      order: [] as number[],
    },
  };
}

/** Kinds of marker: Smoke's round marker, Abyssal Mist, Aqua Curitiva, Otherworldly Oddity. */
export type MarkerKind = 'smoke' | 'mist' | 'aqua' | 'oddity';

export type Components = ReturnType<typeof createComponents>;
export type World = ReturnType<typeof createMatchWorld>;

type EntityIndex = ReturnType<typeof createEntityIndex>;

/** What a match's world holds beside bitecs' own bookkeeping. */
interface WorldContext {
  readonly components: Components;
  /** State tables (see {@link worldTable}). */
  readonly tables: Map<number, unknown>;
  /** bitecs' entity index of the world (which ids are alive, and which come back next): {@link copyWorld} copies it. */
  readonly index: EntityIndex;
  /**
   * Counts kept by the world: markers laid so far (the `order` of the next is one more), and the markers of each
   * kind on the table now (state/markers.ts keeps them; a quick "none" for the rules' busy paths).
   */
  readonly counts: Record<'laid' | MarkerKind, number>;
  /** The live arrays of queries of one component (see {@link withComponent}), by component; not copied. */
  readonly live: Map<object, readonly number[]>;
}

/** A new world with its own component stores, its own state tables (see {@link worldTable}) and entity index. */
export function createMatchWorld() {
  const index = createEntityIndex();
  return createWorld<WorldContext>(
    {
      components: createComponents(),
      tables: new Map<number, unknown>(),
      index,
      counts: { laid: 0, smoke: 0, mist: 0, aqua: 0, oddity: 0 },
      live: new Map<object, readonly number[]>(),
    },
    index,
  );
}

/** How a state table's value is copied for a copy of the world. */
export type CopyState<T> = (value: T) => T;

/** The copy function of each kind of state table, by its number (see {@link worldTable}). */
const tableCopies: CopyState<unknown>[] = [];

/**
 * A new kind of state kept in every world beside the components (spells known, Ability memories, re-roll pools…):
 * returns its number, the key of its value in `world.tables`. {@link copyWorld} copies each value with `copy`.
 */
export function worldTable<T>(copy: CopyState<T>): number {
  tableCopies.push(copy as CopyState<unknown>);
  return tableCopies.length - 1;
}

/**
 * A new entity with an id never used before in the world, whatever ids removed entities left to come back: characters
 * take theirs in the order they join the match, as the rules read characters in entity order (ties, who acts
 * first). The ids waiting to come back keep their order.
 */
function addFreshEntity(world: World): number {
  const index = world.index;
  const waiting = index.dense.splice(index.aliveCount);
  const eid = addEntity(world);
  for (const id of waiting) index.sparse[id] = index.dense.push(id) - 1;
  return eid;
}

/**
 * Add a character entity from a profile; every field is initialised (ids are recycled in bitecs 0.4, though a
 * character always takes a new one: see {@link addFreshEntity}).
 */
export function addCharacter(
  world: World,
  profile: Profile,
  id: string,
  name: string,
  gang: number,
  weapons?: Readonly<Record<string, string>>,
  team: number = gang,
): number {
  const c = world.components;
  const eid = addFreshEntity(world);
  for (const comp of [c.Position, c.Base, c.Stats, c.Points, c.Gang, c.Identity, c.Counters, c.OnBoard]) {
    addComponent(world, eid, comp);
  }
  c.Position.x[eid] = 0;
  c.Position.y[eid] = 0;
  c.Position.z[eid] = 0;
  c.Base.mm[eid] = profile.baseMm;
  c.Base.radius[eid] = baseRadius(profile.baseMm);
  c.Stats.move[eid] = profile.move;
  c.Stats.dex[eid] = profile.dex;
  c.Stats.attack[eid] = profile.attack;
  c.Stats.protection[eid] = profile.protection;
  c.Stats.mind[eid] = profile.mind;
  c.Points.apMax[eid] = profile.ap;
  c.Points.ap[eid] = 0;
  c.Points.apUsed[eid] = 0;
  c.Points.lp[eid] = profile.lp;
  c.Points.lpStart[eid] = profile.lp;
  c.Points.wp[eid] = profile.wp;
  c.Points.wpStart[eid] = profile.wp;
  c.Points.cp[eid] = profile.cp;
  c.Points.cpStart[eid] = profile.cp;
  c.Gang.index[eid] = gang;
  c.Gang.team[eid] = team;
  c.Counters.underwater[eid] = 0;
  c.Identity.id[eid] = id;
  c.Identity.profile[eid] = profile.id;
  c.Identity.name[eid] = name;
  c.Identity.weapons[eid] = weapons;
  return eid;
}

/** Every character entity (on the board or not), in entity order. */
export function allCharacters(world: World): number[] {
  return [...query(world, [world.components.Identity])].sort((a, b) => a - b);
}

/** Characters still on the board, in entity order. */
export function charactersOnBoard(world: World): number[] {
  const c = world.components;
  return [...query(world, [c.Identity, c.OnBoard])].sort((a, b) => a - b);
}

/**
 * A new entity with `comps` (markers, terrain pieces): it may take an id a removed entity left, so the caller sets
 * every field of the components.
 */
export function addEntityWith(world: World, comps: readonly object[]): number {
  const eid = addEntity(world);
  for (const comp of comps) addComponent(world, eid, comp);
  return eid;
}

/** Remove an entity with all its components (never a character: a casualty only leaves the board). */
export function dropEntity(world: World, eid: number): void {
  if (hasComponent(world, eid, world.components.Identity)) throw new Error(`entity ${eid} is a character`);
  removeEntity(world, eid);
}

/**
 * The entities with component `comp`, as a live array (bitecs' own: it changes as entities gain or lose `comp`; in
 * no set order). Cheap to call again: for the rules' busy paths (is any Abyssal Mist on the table?).
 */
export function withComponent(world: World, comp: object): readonly number[] {
  commitRemovals(world);
  let live = world.live.get(comp);
  if (!live) {
    live = query(world, [comp]) as readonly number[];
    world.live.set(comp, live);
  }
  return live;
}

/** Set or clear a tag. */
export function setTag(world: World, eid: number, tag: object, on: boolean): void {
  if (on && !hasComponent(world, eid, tag)) addComponent(world, eid, tag);
  if (!on && hasComponent(world, eid, tag)) removeComponent(world, eid, tag);
}

/** Whether an entity has a tag. */
export function hasTag(world: World, eid: number, tag: object): boolean {
  return hasComponent(world, eid, tag);
}

/**
 * A copy of `world` (the computer's look-ahead: fork.ts): the same entities with the same ids and components, the
 * same ids to come back when entities are added, and component stores and state tables of their own (a value
 * written in one is never seen in the other).
 *
 * Hot (each look-ahead sample copies the match), so bitecs' own bookkeeping is copied as it is rather than entity by
 * entity: the entity index (which ids are alive, in which order, and which come back next: entities removed before
 * the copy stay removed in it), and the components' bit masks of each entity, with the copy's components registered
 * in the original's order so that each has the same bit. Written for bitecs 0.4 (its `$internal` world context);
 * tests/rules/world-copy.test.ts checks it.
 */
export function copyWorld(world: World): World {
  const copy = createMatchWorld();
  const from = world.components as unknown as Record<string, Record<string, unknown[]>>;
  const to = copy.components as unknown as Record<string, Record<string, unknown[]>>;
  const names = new Map<object, string>();
  for (const name in from) names.set(from[name]!, name);
  const a = (world as unknown as InternalWorld)[$internal];
  const b = (copy as unknown as InternalWorld)[$internal];
  // The same components in the same order, so the same bits.
  const same = new Map<object, object>();
  for (const comp of a.componentMap.keys()) {
    const name = names.get(comp);
    if (name === undefined) throw new Error('copyWorld: a component not of the world');
    same.set(comp, to[name]!);
    registerComponent(copy, to[name]!);
  }
  if (b.entityMasks.length !== a.entityMasks.length || b.bitflag !== a.bitflag)
    throw new Error('copyWorld: the copy did not register its components as the original did');
  b.entityMasks = a.entityMasks.map((masks) => masks.slice());
  const src = a.entityIndex;
  const dst = b.entityIndex;
  dst.dense = src.dense.slice();
  dst.sparse = src.sparse.slice();
  dst.aliveCount = src.aliveCount;
  dst.maxId = src.maxId;
  for (const [eid, comps] of a.entityComponents) {
    const mine = new Set<object>();
    for (const c of comps) mine.add(same.get(c)!);
    b.entityComponents.set(eid, mine);
  }
  for (const name in from) {
    const store = from[name]!;
    for (const field in store) to[name]![field] = store[field]!.slice();
  }
  Object.assign(copy.counts, world.counts);
  for (const [k, v] of world.tables) copy.tables.set(k, tableCopies[k]!(v));
  return copy;
}
