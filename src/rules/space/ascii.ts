/**
 * Small boards drawn as text, for rules tests and quick experiments. One character per 1″ column, one
 * string per row from the north edge:
 *
 * `.` street (z 0) · `~` canal (surface −1) · `=` high-walled canal (surface −2) · `1`–`9` building of that
 * height · `o` 1″ Large Obstacle (a well) · `c` 2″ Large Obstacle (a stack of crates) · `b` 1″ Small
 * Obstacle (a barrel) · `d` Difficult Ground · `u` Unstable Ground · `s` Soft landing · `x` Dangerous
 * landing · `#` Impassable (3″) · `r` Debris on a canal · `g` a gondola's cell on a canal (three `g` in a
 * line make one gondola; gondolas drawn so must not touch) · `l` / `h` a Light / Heavy Barricade on the
 * street (a line or block of them is one barricade).
 */
import type { DeploymentZone } from './api.ts';
import { buildBoard, type VoxelBoard } from './board.ts';
import type {
  BarricadeSpec,
  BridgeSpec,
  ColumnSpec,
  DebrisSpec,
  GondolaSpec,
  MarkSpec,
  RuinSpec,
} from './terrain.ts';

/** Extra pieces of a text board: bridges, ladders, Water Access points, ruins, gondolas, zones. */
export interface AsciiExtras {
  readonly name?: string;
  readonly bridges?: readonly Omit<BridgeSpec, 'name'>[];
  readonly ladders?: readonly (readonly [number, number])[];
  readonly waterAccess?: readonly (readonly [number, number])[];
  readonly zones?: readonly DeploymentZone[];
  readonly ruins?: readonly Omit<RuinSpec, 'name'>[];
  /** Gondolas besides those drawn with `g` (listed after them). */
  readonly gondolas?: readonly Omit<GondolaSpec, 'id' | 'name'>[];
}

const LEGEND: Record<string, ColumnSpec> = {
  '.': { kind: 'ground', height: 0 },
  '~': { kind: 'water', height: 0 },
  '=': { kind: 'deep-water', height: 0 },
  o: { kind: 'obstacle', height: 1 },
  c: { kind: 'obstacle', height: 2 },
  b: { kind: 'small-obstacle', height: 1 },
  d: { kind: 'difficult', height: 0 },
  u: { kind: 'unstable', height: 0 },
  s: { kind: 'soft', height: 0 },
  x: { kind: 'dangerous', height: 0 },
  '#': { kind: 'impassable', height: 3 },
  r: { kind: 'water', height: 0 },
  g: { kind: 'water', height: 0 },
  l: { kind: 'ground', height: 0 },
  h: { kind: 'ground', height: 0 },
};

/** The column a legend character stands for, or null. */
export function asciiColumn(ch: string): ColumnSpec | null {
  if (ch >= '1' && ch <= '9') return { kind: 'building', height: Number(ch) };
  return LEGEND[ch] ?? null;
}

/** The gondolas drawn with `g`: each joined group must be three cells in a line. */
function drawnGondolas(rows: readonly string[]): GondolaSpec[] {
  const seen = new Set<string>();
  const out: GondolaSpec[] = [];
  rows.forEach((row, j) => {
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== 'g' || seen.has(`${i},${j}`)) continue;
      const cells: [number, number][] = [];
      const stack: [number, number][] = [[i, j]];
      seen.add(`${i},${j}`);
      while (stack.length > 0) {
        const [ci, cj] = stack.pop()!;
        cells.push([ci, cj]);
        for (const [ni, nj] of [
          [ci + 1, cj],
          [ci - 1, cj],
          [ci, cj + 1],
          [ci, cj - 1],
        ] as const) {
          if (rows[nj]?.[ni] !== 'g' || seen.has(`${ni},${nj}`)) continue;
          seen.add(`${ni},${nj}`);
          stack.push([ni, nj]);
        }
      }
      const is = new Set(cells.map(([x]) => x));
      const js = new Set(cells.map(([, y]) => y));
      if (cells.length !== 3 || (is.size !== 1 && js.size !== 1)) {
        throw new RangeError(
          `row ${j}, column ${i}: a gondola is three 'g' in a line, found ${cells.length}`,
        );
      }
      const mi = Math.min(...is) + (is.size === 3 ? 1 : 0);
      const mj = Math.min(...js) + (js.size === 3 ? 1 : 0);
      const n = out.length;
      const orientation = is.size === 1 ? 'north-south' : 'west-east';
      out.push({ id: `gondola-${n}`, name: `gondola ${n}`, i: mi, j: mj, orientation });
    }
  });
  return out;
}

type Box = { i0: number; j0: number; i1: number; j1: number };

/** One-cell pieces drawn with `ch`, as rectangles. */
function cellsOf(rows: readonly string[], ch: string): Box[] {
  return rows.flatMap((row, j) =>
    [...row].flatMap((c, i) => (c === ch ? [{ i0: i, j0: j, i1: i + 1, j1: j + 1 }] : [])),
  );
}

/** Pieces drawn with `ch`: each joined group that fills a rectangle is one piece, else one per row run. */
function rectsOf(rows: readonly string[], ch: string): Box[] {
  const runs: Box[] = [];
  rows.forEach((row, j) => {
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== ch || row[i - 1] === ch) continue;
      let end = i;
      while (row[end] === ch) end++;
      runs.push({ i0: i, j0: j, i1: end, j1: j + 1 });
    }
  });
  // Stack runs of the same span in consecutive rows when nothing else of `ch` touches them.
  const out: Box[] = [];
  for (const r of runs) {
    const above = out.find((o) => o.j1 === r.j0 && o.i0 === r.i0 && o.i1 === r.i1);
    const touches = (o: Box) => o.j1 === r.j0 && o.i0 < r.i1 + 1 && r.i0 < o.i1 + 1;
    if (above && out.filter(touches).length === 1) above.j1 = r.j1;
    else out.push({ ...r });
  }
  return out;
}

/**
 * Build a board from rows of legend characters (see the module comment).
 * @throws RangeError on an unknown character, rows of different lengths, `g` cells that are not three in a
 *   line, or pieces that do not fit (see {@link buildBoard}).
 */
export function boardFromAscii(rows: readonly string[], extras: AsciiExtras = {}): VoxelBoard {
  const width = rows[0]?.length ?? 0;
  const columns: ColumnSpec[] = [];
  rows.forEach((row, j) => {
    if (row.length !== width) throw new RangeError(`row ${j} has ${row.length} columns, expected ${width}`);
    for (let i = 0; i < width; i++) {
      const col = asciiColumn(row[i]!);
      if (!col) throw new RangeError(`row ${j}, column ${i}: unknown terrain '${row[i]}'`);
      columns.push(col);
    }
  });
  const marks: MarkSpec[] = [
    ...(extras.ladders ?? []).map(([i, j]): MarkSpec => ({ i, j, kind: 'ladder' })),
    ...(extras.waterAccess ?? []).map(([i, j]): MarkSpec => ({ i, j, kind: 'water-access' })),
  ];
  const barricades: BarricadeSpec[] = [
    ...rectsOf(rows, 'l').map((r) => ({ ...r, weight: 'light' as const })),
    ...rectsOf(rows, 'h').map((r) => ({ ...r, weight: 'heavy' as const })),
  ].map((b, n) => ({ ...b, name: `barricade ${n}` }));
  const debris: DebrisSpec[] = cellsOf(rows, 'r').map((r, n) => ({ ...r, name: `debris ${n}` }));
  const drawn = drawnGondolas(rows);
  const gondolas: GondolaSpec[] = [
    ...drawn,
    ...(extras.gondolas ?? []).map((g, n) => ({
      ...g,
      id: `gondola-${drawn.length + n}`,
      name: `gondola ${drawn.length + n}`,
    })),
  ];
  return buildBoard({
    name: extras.name ?? 'test board',
    width,
    depth: rows.length,
    columns,
    bridges: (extras.bridges ?? []).map((b, n) => ({ ...b, name: `bridge ${n}` })),
    marks,
    deploymentZones: extras.zones ?? [],
    barricades,
    ruins: (extras.ruins ?? []).map((r, n) => ({ ...r, name: `ruin ${n}` })),
    debris,
    gondolas,
  });
}
