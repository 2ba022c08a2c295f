/**
 * The shapes of space: the board, its surfaces, paths and sight.
 *
 * Units: every distance and height is in inches (rulebook "Measuring"); base sizes are mm diameters on
 * profiles and become inch radii with {@link baseRadius}. Board coordinates start at the north-west corner
 * of the table: x east, y south, z up. Ground level is z = 0; canal water lies below it (z < 0).
 *
 * Figures stand on *surface nodes*: the centre of a 1″ cell column (i + 0.5, j + 0.5) at the height `z` of
 * the surface they stand on (a street, a roof, a bridge deck, or the water's surface when swimming).
 */

/** A surface node: column (i, j) and the surface height z (whole inches) a figure stands on there. */
export interface Node {
  readonly i: number;
  readonly j: number;
  readonly z: number;
}

/** What a figure stands on at a node (rulebook "Terrain"). */
export type SurfaceKind = 'solid' | 'difficult' | 'unstable' | 'water';

/** Landing spot class of a node (rulebook "Landing Spots"): Soft −4″, Water −2″, Solid ±0, Difficult +2″,
 * Dangerous +4″ to the distance fallen. */
export type LandingSpot = 'soft' | 'water' | 'solid' | 'difficult' | 'dangerous';

/** The three kinds of Obstacle (rulebook "Obstacles & Debris"): Small (a barrel, a pole: never a place to end
 * a turn), Large (a crate stack, a fountain, a gondola: stood on like ground) and Debris (floating in water). */
export type ObstacleKind = 'small' | 'large' | 'debris';

/** The two kinds of Barricade (rulebook "Barricades"): Light gives +1 PROTECTION, Heavy +2. */
export type BarricadeWeight = 'light' | 'heavy';

/** A figure seen as a solid for measuring and sight: base disc at (x, y, z) with radius and height (inches). */
export interface Figure {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly radius: number;
  readonly height: number;
}

/** A rectangle on the table in inches, [x0, x1) × [y0, y1). */
export interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A deployment zone of a level (rulebook "Deployment Zones"). */
export interface DeploymentZone extends Rect {
  readonly id: string;
  /**
   * A corner zone (rulebook "Deployment Zones": "up to 8″ away from opposite corners"): only the part of the rectangle
   * within `r` inches of the corner point (`x`, `y`). Absent: the whole rectangle.
   */
  readonly corner?: { readonly x: number; readonly y: number; readonly r: number };
}

/**
 * A place a level marks for a scenario's Objective (rulebook "Primary Objective": a 30 mm marker, placed after
 * terrain; "Objectives can be placed in water or above ground level"). `x`, `y` are the centre of its 1″ column
 * (i + 0.5, j + 0.5), `z` the top of the highest surface a figure can stand on there (a roof, a bridge deck, a
 * ruin's top floor, a street, or the water's surface; floating pieces left out), all in inches. `value` is the
 * number a Hidden Objective placed there carries, when the level gives one.
 */
export interface ObjectiveSpot {
  /** The scenario id the spot serves, e.g. `secure-arms`. */
  readonly scenario: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly value?: number;
}

/** One step of a path: the node reached, whether it was reached by climbing (needs a DEXTERITY roll unless
 * `ladder`), and the cumulative cost in inches from the start. */
export interface PathStep extends Node {
  readonly climb: boolean;
  readonly ladder: boolean;
  /** Entering this node needs a DEXTERITY roll (a climb without a ladder, or stepping onto Difficult Ground). */
  readonly roll: boolean;
  /** Inches from the start along the way taken, to this node's centre. */
  readonly cost: number;
  /**
   * Where the way crosses this column, (x, y) inches, when a straight stretch passes it off its centre (see
   * shortcuts.ts); absent: the centre. A move that stops here steps across to the centre, and `cost` counts that.
   */
  readonly pass?: readonly [number, number];
}

/** Where a move along `step` passes, (x, y, z) inches: its `pass` point, or the centre of its column. */
export function stepPoint(step: PathStep): [number, number, number] {
  return step.pass ? [step.pass[0], step.pass[1], step.z] : [step.i + 0.5, step.j + 0.5, step.z];
}

/** Options of a reach search: the rules decide who blocks and where a move must stop (rot.js style). */
export interface ReachOptions {
  /** MOVE available, inches. */
  readonly budget: number;
  /** True where another figure stands: the node cannot be entered. */
  readonly blocked: (n: Node) => boolean;
  /** True where entering the node ends the move (base contact with an enemy: a charge). */
  readonly stopAt: (n: Node) => boolean;
  /**
   * Climbing steps may pass `blocked` nodes, which are then never destinations (rulebook "Run/Climb": a character
   * moving on Vertical Terrain ignores other characters but may not end its move on one). Default false: blocked
   * nodes are never entered.
   */
  readonly passClimbing?: boolean;
  /** True where the node may never be entered, not even by climbing past it (terrain Impassable to this mover). */
  readonly closed?: (n: Node) => boolean;
}

/** Result of a reach search from one node: every node reachable within the budget. */
export interface Reach {
  readonly from: Node;
  /** Reachable nodes with their cheapest cost (inches) and whether the cheapest path needs a roll. */
  readonly nodes: ReadonlyArray<{ readonly node: Node; readonly cost: number; readonly rolls: number }>;
  /** The cheapest path to `to` (the start excluded), or null when unreachable. */
  path(to: Node): PathStep[] | null;
}

/** A board built from a level: the voxel grid and everything the rules ask of space. */
export interface Board {
  /** Size of the table in inches (columns i in 0..width-1, rows j in 0..depth-1). */
  readonly width: number;
  readonly depth: number;
  readonly name: string;
  readonly deploymentZones: readonly DeploymentZone[];
  /** Ids of the scenarios the level was drawn for (map properties `scenario` and `scenarios`), e.g.
   * `['gang-war', 'secure-arms']`; [] when it names none. */
  readonly scenarios: readonly string[];
  /** The level's objective spots, in the order drawn; [] for none. */
  readonly objectiveSpots: readonly ObjectiveSpot[];
  /** Every surface a figure can stand on in column (i, j), lowest first; [] off the board. */
  surfacesAt(i: number, j: number): readonly Node[];
  /** What the surface at node n is made of. */
  surfaceKind(n: Node): SurfaceKind;
  /** The node a figure at (x, y) stands on when placed at height z or the nearest surface at or below it. */
  nodeAt(x: number, y: number, z: number): Node | null;
  /** Height of the voxel column's highest solid top (0 for a street, <0 for water), for drawing. */
  topHeight(i: number, j: number): number;
  /** The landing spot class of the surface at node n, for falls (rulebook "Landing Spots"). */
  landingSpot(n: Node): LandingSpot;
  /** Whether the 1″ voxel containing the point (x, y, z) is solid (a wall, a roof, the ground, a deck). */
  isSolid(x: number, y: number, z: number): boolean;
  /** Whether column (i, j) is a Water Access point (rulebook "Water Access"). */
  isWaterAccess(i: number, j: number): boolean;
  /** Whether column (i, j) is an Obstacle of any kind (rulebook "Obstacles & Debris"; Chained Jumps). */
  isObstacle(i: number, j: number): boolean;
  /** Which kind of Obstacle column (i, j) is: a gondola is `large`; null for none or off the table. */
  obstacleKind(i: number, j: number): ObstacleKind | null;
}

/** Radius in inches of a base of `mm` millimetres diameter (rulebook "Measuring"; DESIGN §3.2). */
export function baseRadius(mm: number): number {
  return mm / 50.8;
}

/** Key of a node for maps and sets. */
export function nodeKey(n: Node): string {
  return `${n.i},${n.j},${n.z}`;
}
