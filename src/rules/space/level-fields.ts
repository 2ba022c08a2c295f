/**
 * Reading the fields of a level file (Tiled JSON) with messages that name the file and the field: the
 * error type, properties, rectangles and points, object layers. Used by level.ts and level-pieces.ts.
 */
import { check, ObjectLayerSchema, type Property, type TiledMap, type TiledObject } from './level-schema.ts';

/** A level file that cannot be used; the message names the file and the field, e.g.
 * `levels/x.json: layers[0].data[37]: unknown tile 99 (at x 1, y 1)`. */
export class LevelError extends Error {
  readonly file: string;
  readonly field: string;
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'LevelError';
    this.file = file;
    this.field = field;
  }
}

/** The file being read and its map (already checked against MapSchema). */
export interface Ctx {
  readonly file: string;
  readonly map: TiledMap;
}

/** Object layers a level may have. */
export type ObjectLayerName =
  | 'deployment'
  | 'bridges'
  | 'ladders'
  | 'barricades'
  | 'ruins'
  | 'debris'
  | 'gondolas'
  | 'objectives';

export function fail(ctx: Ctx, field: string, problem: string): never {
  throw new LevelError(ctx.file, field, problem);
}

export function prop(props: readonly Property[] | undefined, name: string): unknown {
  return props?.find((p) => p.name === name)?.value;
}

export function intProp(
  ctx: Ctx,
  props: readonly Property[] | undefined,
  name: string,
  field: string,
): number | undefined {
  const value = prop(props, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail(ctx, `${field}.properties.${name}`, `must be a whole number, found ${JSON.stringify(value)}`);
  }
  return value;
}

/** A string property of an object, or its Class (`class`, older Tiled: `type`) when `orClass`. */
export function stringProp(
  ctx: Ctx,
  o: TiledObject,
  name: string,
  field: string,
  orClass = false,
): string | undefined {
  const value = prop(o.properties, name) ?? (orClass ? o.class || o.type || undefined : undefined);
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    fail(ctx, `${field}.properties.${name}`, `must be a string, found ${JSON.stringify(value)}`);
  return value.trim();
}

/** Cells covered by a rectangle object, rounded to whole inches: [i0, j0, i1, j1). */
export function rectCells(ctx: Ctx, o: TiledObject, field: string): [number, number, number, number] {
  const { tilewidth: tw, tileheight: th, width, height } = ctx.map;
  if (o.point || o.ellipse || o.polygon || o.polyline) fail(ctx, field, 'must be a rectangle');
  const i0 = Math.round(o.x / tw);
  const j0 = Math.round(o.y / th);
  const i1 = Math.round((o.x + (o.width ?? 0)) / tw);
  const j1 = Math.round((o.y + (o.height ?? 0)) / th);
  if (i1 <= i0 || j1 <= j0) fail(ctx, field, 'the rectangle covers no whole tile');
  if (i0 < 0 || j0 < 0 || i1 > width || j1 > height) fail(ctx, field, 'the rectangle reaches off the map');
  return [i0, j0, i1, j1];
}

/** Whether an object is a point (or a rectangle without size), which marks the one tile it is on. */
export function isPoint(o: TiledObject): boolean {
  return o.point === true || (!o.ellipse && !o.polygon && !o.polyline && (!o.width || !o.height));
}

/** The cells of a point (its tile) or a rectangle object: [i0, j0, i1, j1). */
export function pointOrRectCells(ctx: Ctx, o: TiledObject, field: string): [number, number, number, number] {
  if (!isPoint(o)) return rectCells(ctx, o, field);
  const i = Math.floor(o.x / ctx.map.tilewidth);
  const j = Math.floor(o.y / ctx.map.tileheight);
  if (i < 0 || j < 0 || i >= ctx.map.width || j >= ctx.map.height)
    fail(ctx, field, 'the point is off the map');
  return [i, j, i + 1, j + 1];
}

/** The object layer `name` with its field path, or null when the map has none. */
export function objectLayer(
  ctx: Ctx,
  name: ObjectLayerName,
): { base: string; objects: TiledObject[] } | null {
  const indexes = ctx.map.layers.flatMap((l, n) => (l.name === name ? [n] : []));
  if (indexes.length === 0) return null;
  if (indexes.length > 1) fail(ctx, `layers[${indexes[1]}]`, `more than one layer named "${name}"`);
  const base = `layers[${indexes[0]}]`;
  const raw = ctx.map.layers[indexes[0]!]!;
  if (raw.type !== 'objectgroup') fail(ctx, `${base}.type`, `the "${name}" layer must be an object layer`);
  const parsed = check(ObjectLayerSchema, raw, base);
  if (!parsed.ok) fail(ctx, parsed.field, parsed.message);
  return { base, objects: parsed.value.objects };
}

/** `layers[2].objects[3] ("Name")`: the field of an object. */
export function label(base: string, o: TiledObject, n: number): string {
  return `${base}.objects[${n}]${o.name ? ` ("${o.name}")` : ''}`;
}
