/**
 * Symmetric boards for the board programs (tools/make-*.ts): painting a half of a board and its twin turned half a
 * turn about the centre (180°: fair for gangs in opposite zones) or mirrored across the west–east centre line, and
 * the same for pieces.
 */
import { type DraftMark, type LevelDraft, paint, paintRows } from './level-draft.ts';

/** The point (x, y) turned half a turn about the centre of the board: the cell a 180°-symmetric piece takes. */
export function turned(d: LevelDraft, x: number, y: number): [number, number] {
  return [d.width - 1 - x, d.depth - 1 - y];
}

/** The rectangle [x0, x1) × [y0, y1) turned half a turn about the centre of the board. */
export function turnedRect(
  d: LevelDraft,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number, number] {
  return [d.width - x1, d.depth - y1, d.width - x0, d.depth - y0];
}

/**
 * Paint the north half of a board from text rows (row 0 first) and the south half as the same rows turned half
 * a turn about the centre of the board, for boards that are fair by 180° symmetry.
 */
export function paintHalfTurned(d: LevelDraft, rows: readonly string[]): void {
  if (rows.length * 2 !== d.depth)
    throw new RangeError(`a half of ${d.depth} rows is ${d.depth / 2}, not ${rows.length}`);
  paintRows(d, 0, rows);
  paintRows(
    d,
    rows.length,
    [...rows].reverse().map((row) => [...row].reverse().join('')),
  );
}

/** A rectangle piece `[name, x0, y0, x1, y1, …]` turned half a turn about the centre of the board, renamed. */
export function turnedPiece<T extends [string, number, number, number, number, ...unknown[]]>(
  d: LevelDraft,
  piece: T,
  name: string,
): T {
  const [, x0, y0, x1, y1, ...rest] = piece;
  return [name, ...turnedRect(d, x0, y0, x1, y1), ...rest] as T;
}

/** A one-cell piece `[name, x, y, …]` (a gondola's middle, an objective spot) turned half a turn, renamed. */
export function turnedSpot<T extends [string, number, number, ...unknown[]]>(
  d: LevelDraft,
  piece: T,
  name: string,
): T {
  const [, x, y, ...rest] = piece;
  return [name, ...turned(d, x, y), ...rest] as T;
}

/** A ladder or Water Access turned half a turn about the centre of the board. */
export function turnedMark(d: LevelDraft, [x, y, kind]: DraftMark): DraftMark {
  return [...turned(d, x, y), kind];
}

/** The rectangle [x0, x1) × [y0, y1) mirrored across the west–east centre line of the board (north ↔ south). */
export function mirroredRect(
  d: LevelDraft,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number, number] {
  return [x0, d.depth - y1, x1, d.depth - y0];
}

/** A rectangle piece `[name, x0, y0, x1, y1, …]` mirrored north ↔ south, renamed. */
export function mirroredPiece<T extends [string, number, number, number, number, ...unknown[]]>(
  d: LevelDraft,
  piece: T,
  name: string,
): T {
  const [, x0, y0, x1, y1, ...rest] = piece;
  return [name, ...mirroredRect(d, x0, y0, x1, y1), ...rest] as T;
}

/** Paint the cells [x0, x1) × [y0, y1) and the same turned half a turn about the centre of the board. */
export function paintTurned(d: LevelDraft, x0: number, y0: number, x1: number, y1: number, ch: string): void {
  paint(d, x0, y0, x1, y1, ch);
  paint(d, ...turnedRect(d, x0, y0, x1, y1), ch);
}
