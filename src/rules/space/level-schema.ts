/**
 * The shape of a level file: a Tiled JSON map (orthogonal, embedded tileset, CSV tile data), as valibot
 * schemas. Only the fields the game reads are checked; Tiled's other fields pass through untouched.
 * docs/levels.md describes how to draw one.
 */
import * as v from 'valibot';

const Int = v.pipe(v.number(), v.integer());

export const PropertySchema = v.looseObject({
  name: v.string(),
  type: v.optional(v.string()),
  value: v.unknown(),
});

const Properties = v.optional(v.array(PropertySchema));

export type Property = v.InferOutput<typeof PropertySchema>;

export const TileSchema = v.looseObject({
  id: v.pipe(Int, v.minValue(0)),
  type: v.optional(v.string()),
  class: v.optional(v.string()),
  properties: Properties,
});

export const TilesetSchema = v.looseObject({
  firstgid: v.pipe(Int, v.minValue(1)),
  name: v.optional(v.string()),
  source: v.optional(v.string()),
  tiles: v.optional(v.array(TileSchema)),
});

export const MapSchema = v.looseObject({
  type: v.optional(v.literal('map', 'not a Tiled map (type must be "map")')),
  orientation: v.literal(
    'orthogonal',
    'the map must be orthogonal (Tiled: Map › Map Properties › Orientation)',
  ),
  width: v.pipe(
    Int,
    v.minValue(4, 'the map must be 4 to 96 tiles wide'),
    v.maxValue(96, 'the map must be 4 to 96 tiles wide'),
  ),
  height: v.pipe(
    Int,
    v.minValue(4, 'the map must be 4 to 96 tiles high'),
    v.maxValue(96, 'the map must be 4 to 96 tiles high'),
  ),
  tilewidth: v.pipe(Int, v.minValue(1)),
  tileheight: v.pipe(Int, v.minValue(1)),
  infinite: v.optional(
    v.literal(false, 'infinite maps are not supported (untick "Infinite" in Map Properties)'),
  ),
  properties: Properties,
  tilesets: v.pipe(v.array(TilesetSchema), v.minLength(1, 'the map needs a tileset')),
  layers: v.array(v.looseObject({ type: v.string(), name: v.string() })),
});

export type TiledMap = v.InferOutput<typeof MapSchema>;

export const TileLayerSchema = v.looseObject({
  type: v.literal('tilelayer'),
  name: v.string(),
  width: Int,
  height: Int,
  encoding: v.optional(v.literal('csv', 'tile data must be stored as CSV (Tiled: Layer Format "CSV")')),
  compression: v.optional(v.literal('', 'tile data must not be compressed (Tiled: Layer Format "CSV")')),
  data: v.array(v.pipe(Int, v.minValue(0))),
});

export const ObjectSchema = v.looseObject({
  id: v.optional(Int),
  name: v.optional(v.string()),
  type: v.optional(v.string()),
  class: v.optional(v.string()),
  x: v.number(),
  y: v.number(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  rotation: v.optional(v.literal(0, 'rotated objects are not supported')),
  point: v.optional(v.boolean()),
  ellipse: v.optional(v.boolean()),
  polygon: v.optional(v.unknown()),
  polyline: v.optional(v.unknown()),
  properties: Properties,
});

export type TiledObject = v.InferOutput<typeof ObjectSchema>;

export const ObjectLayerSchema = v.looseObject({
  type: v.literal('objectgroup'),
  name: v.string(),
  objects: v.array(ObjectSchema),
});

/** `a.b[3].c` from a valibot issue path. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Parse `input` with `schema`, or return the first problem as [field, message] (field prefixed by `base`). */
export function check<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
  base: string,
): { ok: true; value: v.InferOutput<T> } | { ok: false; field: string; message: string } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const path = issuePath(issue);
  const field = path ? (base ? `${base}${path.startsWith('[') ? '' : '.'}${path}` : path) : base;
  return { ok: false, field, message: issue.message };
}
