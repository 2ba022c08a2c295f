/**
 * The object layers of a level for the pieces laid over the terrain (docs/levels.md):
 *
 * - `barricades`: points or rectangles on the cells the low wall stands on; property (or Class) `weight` =
 *   `light` or `heavy` (rulebook "Barricades");
 * - `ruins`: rectangles with a string property `floors`, the tops of its floors in inches, e.g. `"0,3,6"`
 *   (the street is always floor 0) (rulebook "Ruins");
 * - `debris`: points or rectangles on canal tiles (rulebook "Obstacles & Debris");
 * - `gondolas`: 1×3 or 3×1 rectangles on canal tiles, or points on the middle tile with a string property
 *   `orientation` = `north-south` or `west-east`; optional int property `gang` (0–3) (rulebook "Gondolas").
 *
 * Each problem is reported with the file and the object's field.
 */
import type { BarricadeWeight } from './api.ts';
import {
  type Ctx,
  fail,
  intProp,
  isPoint,
  label,
  objectLayer,
  pointOrRectCells,
  prop,
  rectCells,
  stringProp,
} from './level-fields.ts';
import type { TiledObject } from './level-schema.ts';
import {
  type BarricadeSpec,
  type BoardSpec,
  type BridgeSpec,
  barricadeProblem,
  type ColumnSpec,
  columnTop,
  type DebrisSpec,
  GONDOLA_LENGTH,
  type GondolaOrientation,
  type GondolaSpec,
  gondolaCells,
  isWaterKind,
  type RuinSpec,
  rectCellList,
  ruinProblem,
} from './terrain.ts';

type Pieces = Pick<BoardSpec, 'barricades' | 'ruins' | 'debris' | 'gondolas'>;

/** Who holds each cell already, to report overlaps. */
type Taken = Map<string, string>;

interface Reader {
  readonly ctx: Ctx;
  readonly columns: readonly ColumnSpec[];
  readonly bridges: readonly BridgeSpec[];
}

function column(r: Reader, i: number, j: number): ColumnSpec {
  return r.columns[j * r.ctx.map.width + i]!;
}

function bridgeOver(r: Reader, i: number, j: number): BridgeSpec | undefined {
  return r.bridges.find((b) => i >= b.i0 && i < b.i1 && j >= b.j0 && j < b.j1);
}

function claim(r: Reader, taken: Taken, what: string, cells: [number, number][], field: string): void {
  for (const [i, j] of cells) {
    const other = taken.get(`${i},${j}`);
    if (other) fail(r.ctx, field, `overlaps ${other} at (${i}, ${j})`);
  }
  for (const [i, j] of cells) taken.set(`${i},${j}`, what);
}

/** Why a floating piece cannot lie on cell (i, j) of the level, or null (see floats.ts). */
function floatProblemAt(r: Reader, i: number, j: number): string | null {
  const col = column(r, i, j);
  if (!isWaterKind(col.kind)) return `not on water at (${i}, ${j}) (the tile is ${col.kind})`;
  const deck = bridgeOver(r, i, j)?.deck;
  if (deck !== undefined && deck <= columnTop(col) + 2) {
    return `the bridge deck over (${i}, ${j}) leaves no room for it above the water`;
  }
  return null;
}

function weightOf(r: Reader, o: TiledObject, field: string): BarricadeWeight {
  const w = stringProp(r.ctx, o, 'weight', field, true);
  if (w !== 'light' && w !== 'heavy') {
    fail(
      r.ctx,
      `${field}.properties.weight`,
      w === undefined
        ? 'needs a property "weight": "light" or "heavy"'
        : `unknown weight ${JSON.stringify(w)} (use "light" or "heavy")`,
    );
  }
  return w;
}

function barricades(r: Reader, taken: Taken): BarricadeSpec[] {
  const layer = objectLayer(r.ctx, 'barricades');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const [i0, j0, i1, j1] = pointOrRectCells(r.ctx, o, field);
    const spec = { name: o.name || `barricade ${n}`, i0, j0, i1, j1, weight: weightOf(r, o, field) };
    const cells = rectCellList(spec);
    for (const [i, j] of cells) {
      const problem = barricadeProblem(column(r, i, j));
      if (problem) fail(r.ctx, field, `${problem} (at ${i}, ${j})`);
      if (bridgeOver(r, i, j)) fail(r.ctx, field, `a barricade cannot stand under a bridge (at ${i}, ${j})`);
    }
    claim(r, taken, `barricade ${spec.name}`, cells, field);
    return spec;
  });
}

function floorsOf(r: Reader, o: TiledObject, field: string): number[] {
  const raw = prop(o.properties, 'floors');
  const where = `${field}.properties.floors`;
  if (raw === undefined) fail(r.ctx, where, 'needs a property "floors": the floor heights, e.g. "0,3,6"');
  const parts = typeof raw === 'number' ? [String(raw)] : typeof raw === 'string' ? raw.split(',') : null;
  if (!parts) fail(r.ctx, where, `must be a string such as "0,3,6", found ${JSON.stringify(raw)}`);
  const floors = parts.map((p) => {
    const f = Number(p.trim());
    if (p.trim() === '' || !Number.isInteger(f)) {
      fail(r.ctx, where, `"${p.trim()}" is not a whole number of inches (write e.g. "0,3,6")`);
    }
    return f;
  });
  const upper = floors[0] === 0 ? floors.slice(1) : floors;
  if (upper.length === 0) fail(r.ctx, where, 'a ruin needs at least one floor above the street');
  return upper;
}

function ruins(r: Reader, taken: Taken): RuinSpec[] {
  const layer = objectLayer(r.ctx, 'ruins');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const [i0, j0, i1, j1] = rectCells(r.ctx, o, field);
    const spec = { name: o.name || `ruin ${n}`, i0, j0, i1, j1, floors: floorsOf(r, o, field) };
    const cells = rectCellList(spec);
    for (const [i, j] of cells) {
      const problem = ruinProblem(column(r, i, j), spec.floors);
      if (problem) {
        const onFloors = problem.startsWith('floor');
        fail(r.ctx, onFloors ? `${field}.properties.floors` : field, `${problem} (at ${i}, ${j})`);
      }
      if (bridgeOver(r, i, j)) fail(r.ctx, field, `a bridge cannot lie over a ruin (at ${i}, ${j})`);
    }
    claim(r, taken, `ruin ${spec.name}`, cells, field);
    return spec;
  });
}

function debris(r: Reader, taken: Taken): DebrisSpec[] {
  const layer = objectLayer(r.ctx, 'debris');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const [i0, j0, i1, j1] = pointOrRectCells(r.ctx, o, field);
    const spec = { name: o.name || `debris ${n}`, i0, j0, i1, j1 };
    const cells = rectCellList(spec);
    for (const [i, j] of cells) {
      const problem = floatProblemAt(r, i, j);
      if (problem) fail(r.ctx, field, `debris must float on a canal: ${problem}`);
    }
    claim(r, taken, `debris ${spec.name}`, cells, field);
    return spec;
  });
}

const ORIENTATIONS: readonly GondolaOrientation[] = ['north-south', 'west-east'];

function placement(
  r: Reader,
  o: TiledObject,
  field: string,
): { i: number; j: number; orientation: GondolaOrientation } {
  const given = stringProp(r.ctx, o, 'orientation', field);
  if (given !== undefined && !ORIENTATIONS.includes(given as GondolaOrientation)) {
    fail(
      r.ctx,
      `${field}.properties.orientation`,
      `unknown orientation ${JSON.stringify(given)} (use "north-south" or "west-east")`,
    );
  }
  if (isPoint(o)) {
    const [i, j] = pointOrRectCells(r.ctx, o, field);
    if (given === undefined) {
      fail(
        r.ctx,
        `${field}.properties.orientation`,
        'a gondola drawn as a point needs "north-south" or "west-east"',
      );
    }
    return { i, j, orientation: given as GondolaOrientation };
  }
  const [i0, j0, i1, j1] = rectCells(r.ctx, o, field);
  const w = i1 - i0;
  const h = j1 - j0;
  const size = `a gondola is 1×${GONDOLA_LENGTH} tiles, this rectangle is ${w}×${h}`;
  if (!(w === 1 && h === GONDOLA_LENGTH) && !(w === GONDOLA_LENGTH && h === 1)) fail(r.ctx, field, size);
  const orientation: GondolaOrientation = w === 1 ? 'north-south' : 'west-east';
  if (given !== undefined && given !== orientation) {
    fail(
      r.ctx,
      `${field}.properties.orientation`,
      `"${given}" does not match the rectangle, which lies ${orientation}`,
    );
  }
  return w === 1 ? { i: i0, j: j0 + 1, orientation } : { i: i0 + 1, j: j0, orientation };
}

function gondolas(r: Reader, taken: Taken): GondolaSpec[] {
  const layer = objectLayer(r.ctx, 'gondolas');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const place = placement(r, o, field);
    const gang = intProp(r.ctx, o.properties, 'gang', field);
    if (gang !== undefined && (gang < 0 || gang > 3))
      fail(r.ctx, `${field}.properties.gang`, 'must be 0, 1, 2 or 3');
    const cells = gondolaCells(place);
    for (const [i, j] of cells) {
      if (i < 0 || j < 0 || i >= r.ctx.map.width || j >= r.ctx.map.height) {
        fail(r.ctx, field, `the gondola reaches off the map at (${i}, ${j})`);
      }
      const problem = floatProblemAt(r, i, j);
      if (problem) fail(r.ctx, field, `a gondola must float on a canal: ${problem}`);
    }
    const name = o.name || `Gondola ${n + 1}`;
    claim(r, taken, `gondola ${name}`, cells, field);
    return { id: `gondola-${n}`, name, ...place, ...(gang === undefined ? {} : { gang }) };
  });
}

/**
 * Read the `barricades`, `ruins`, `debris` and `gondolas` layers of a level (each optional).
 * @throws LevelError naming the file and the object's field: a barricade off the board or in water, ruin
 *   floors out of order, debris or a gondola not on water, a gondola of the wrong size, overlapping pieces…
 */
export function levelPieces(
  ctx: Ctx,
  columns: readonly ColumnSpec[],
  bridges: readonly BridgeSpec[],
): Pieces {
  const r: Reader = { ctx, columns, bridges };
  const land: Taken = new Map();
  const water: Taken = new Map();
  return {
    barricades: barricades(r, land),
    ruins: ruins(r, land),
    debris: debris(r, water),
    gondolas: gondolas(r, water),
  };
}
