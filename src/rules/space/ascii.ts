/**
 * Small boards drawn as text, for rules tests and quick experiments. One character per 1″ column, one
 * string per row from the north edge:
 *
 * `.` street (z 0) · `~` canal (surface −1) · `=` high-walled canal (surface −2) · `1`–`9` building of that
 * height · `o` 1″ obstacle · `d` Difficult Ground · `u` Unstable Ground · `s` Soft landing · `x` Dangerous
 * landing · `#` Impassable (3″).
 */
import type { DeploymentZone } from './api.ts';
import { buildBoard, type VoxelBoard } from './board.ts';
import type { BridgeSpec, ColumnSpec, MarkSpec } from './terrain.ts';

/** Extra pieces of a text board: bridges, ladders, Water Access points and deployment zones. */
export interface AsciiExtras {
  readonly name?: string;
  readonly bridges?: readonly Omit<BridgeSpec, 'name'>[];
  readonly ladders?: readonly (readonly [number, number])[];
  readonly waterAccess?: readonly (readonly [number, number])[];
  readonly zones?: readonly DeploymentZone[];
}

const LEGEND: Record<string, ColumnSpec> = {
  '.': { kind: 'ground', height: 0 },
  '~': { kind: 'water', height: 0 },
  '=': { kind: 'deep-water', height: 0 },
  o: { kind: 'obstacle', height: 1 },
  d: { kind: 'difficult', height: 0 },
  u: { kind: 'unstable', height: 0 },
  s: { kind: 'soft', height: 0 },
  x: { kind: 'dangerous', height: 0 },
  '#': { kind: 'impassable', height: 3 },
};

/** The column a legend character stands for, or null. */
export function asciiColumn(ch: string): ColumnSpec | null {
  if (ch >= '1' && ch <= '9') return { kind: 'building', height: Number(ch) };
  return LEGEND[ch] ?? null;
}

/**
 * Build a board from rows of legend characters (see the module comment).
 * @throws RangeError on an unknown character or rows of different lengths.
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
  return buildBoard({
    name: extras.name ?? 'test board',
    width,
    depth: rows.length,
    columns,
    bridges: (extras.bridges ?? []).map((b, n) => ({ ...b, name: `bridge ${n}` })),
    marks,
    deploymentZones: extras.zones ?? [],
  });
}
