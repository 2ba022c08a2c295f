/**
 * Level files (DESIGN §3.3): boards drawn in the Tiled map editor, saved as Tiled JSON, read here into a
 * {@link VoxelBoard}. The format is described for authors in docs/levels.md:
 *
 * - an orthogonal map, 1 tile = 1 inch, with an embedded tileset whose tiles carry the custom properties
 *   `kind` (ground, water, deep-water, building, obstacle, small-obstacle, impassable, difficult, unstable,
 *   soft, dangerous) and `height` (inches);
 * - a tile layer `terrain` (CSV); empty cells are plain street;
 * - object layers `deployment` (rectangles with an int property `zone`, 0–3), `bridges` (rectangles with an
 *   int property `deck`: the deck's top height) and `ladders` (points or rectangles; class or property
 *   `kind` = `ladder` (default) or `water-access`);
 * - object layers `barricades`, `ruins`, `debris` and `gondolas` (see level-pieces.ts);
 * - map properties `name`, `scenario` and `scenarios` (strings), and the object layer `objectives` (see
 *   level-scenarios.ts).
 *
 * Pure: no file system here; tools read the file and pass its parsed JSON.
 */
import type { DeploymentZone } from './api.ts';
import { buildBoard, type VoxelBoard } from './board.ts';
import {
  type Ctx,
  fail,
  intProp,
  LevelError,
  label,
  objectLayer,
  pointOrRectCells,
  prop,
  rectCells,
} from './level-fields.ts';
import { levelPieces } from './level-pieces.ts';
import { levelObjectiveSpots, mapScenarios, mapString } from './level-scenarios.ts';
import { check, MapSchema, type Property, TileLayerSchema } from './level-schema.ts';
import {
  type BoardSpec,
  type BridgeSpec,
  type ColumnSpec,
  deckProblem,
  isWaterKind,
  MAX_HEIGHT,
  MAX_OBSTACLE_HEIGHT,
  type MarkSpec,
  TERRAIN_KINDS,
  type TerrainKind,
} from './terrain.ts';

export { LevelError } from './level-fields.ts';

const GID_MASK = 0x0fffffff; // Tiled keeps flip and rotation flags in the top 4 bits
const GROUND: ColumnSpec = { kind: 'ground', height: 0 };

/** One tile definition of the tileset as a column. */
function tileColumn(
  ctx: Ctx,
  tile: { id: number; type?: string; class?: string; properties?: Property[] },
  field: string,
) {
  const kindValue = prop(tile.properties, 'kind') ?? (tile.class || tile.type || undefined);
  if (kindValue === undefined) fail(ctx, field, `tile ${tile.id} has no "kind" property`);
  if (typeof kindValue !== 'string' || !TERRAIN_KINDS.includes(kindValue as TerrainKind)) {
    fail(
      ctx,
      `${field}.properties.kind`,
      `unknown kind ${JSON.stringify(kindValue)} (use one of ${TERRAIN_KINDS.join(', ')})`,
    );
  }
  const kind = kindValue as TerrainKind;
  const height = intProp(ctx, tile.properties, 'height', field);
  if (isWaterKind(kind)) {
    if (height !== undefined)
      fail(ctx, `${field}.properties.height`, `${kind} tiles take no height (the surface is fixed)`);
    return { kind, height: 0 };
  }
  const needsHeight =
    kind === 'building' || kind === 'obstacle' || kind === 'small-obstacle' || kind === 'impassable';
  if (needsHeight && height === undefined)
    fail(ctx, `${field}.properties.height`, `a ${kind} tile needs a height`);
  const h = height ?? 0;
  const min = needsHeight ? 1 : 0;
  const max = kind === 'small-obstacle' ? MAX_OBSTACLE_HEIGHT : MAX_HEIGHT;
  if (h < min || h > max) fail(ctx, `${field}.properties.height`, `height ${h} is outside ${min}..${max}`);
  return { kind, height: h };
}

function tileDefinitions(ctx: Ctx): Map<number, ColumnSpec> {
  const defs = new Map<number, ColumnSpec>();
  ctx.map.tilesets.forEach((ts, t) => {
    if (ts.source !== undefined) {
      fail(
        ctx,
        `tilesets[${t}]`,
        `external tileset "${ts.source}": embed it in the map (Tiled: Map › Embed Tilesets)`,
      );
    }
    (ts.tiles ?? []).forEach((tile, n) => {
      defs.set(ts.firstgid + tile.id, tileColumn(ctx, tile, `tilesets[${t}].tiles[${n}]`));
    });
  });
  return defs;
}

function terrainColumns(ctx: Ctx, defs: Map<number, ColumnSpec>): ColumnSpec[] {
  const { map } = ctx;
  const indexes = map.layers.flatMap((l, n) => (l.name === 'terrain' ? [n] : []));
  if (indexes.length === 0) fail(ctx, 'layers', 'no tile layer named "terrain"');
  if (indexes.length > 1) fail(ctx, `layers[${indexes[1]}]`, 'more than one layer named "terrain"');
  const base = `layers[${indexes[0]}]`;
  const raw = map.layers[indexes[0]!] as Record<string, unknown>;
  if (raw.type !== 'tilelayer') fail(ctx, `${base}.type`, 'the "terrain" layer must be a tile layer');
  if (typeof raw.data === 'string')
    fail(ctx, `${base}.data`, 'tile data must be stored as CSV (Tiled: Layer Format "CSV")');
  const parsed = check(TileLayerSchema, raw, base);
  if (!parsed.ok) fail(ctx, parsed.field, parsed.message);
  const layer = parsed.value;
  if (layer.width !== map.width || layer.height !== map.height) {
    fail(ctx, base, `layer is ${layer.width}×${layer.height}, the map ${map.width}×${map.height}`);
  }
  const expected = map.width * map.height;
  if (layer.data.length !== expected) {
    fail(
      ctx,
      `${base}.data`,
      `expected ${expected} tiles (${map.width}×${map.height}), found ${layer.data.length}`,
    );
  }
  return layer.data.map((value, n) => {
    const gid = value & GID_MASK;
    if (gid === 0) return GROUND;
    const col = defs.get(gid);
    if (!col) {
      const at = `(at x ${n % map.width}, y ${Math.floor(n / map.width)})`;
      fail(ctx, `${base}.data[${n}]`, `unknown tile ${gid} ${at}: it has no "kind" in the tileset`);
    }
    return col;
  });
}

function deploymentZones(ctx: Ctx): DeploymentZone[] {
  const layer = objectLayer(ctx, 'deployment');
  if (!layer) return [];
  const { tilewidth: tw, tileheight: th } = ctx.map;
  const byZone = new Map<number, DeploymentZone>();
  layer.objects.forEach((o, n) => {
    const field = label(layer.base, o, n);
    rectCells(ctx, o, field);
    const zone = intProp(ctx, o.properties, 'zone', field);
    if (zone === undefined || zone < 0 || zone > 3)
      fail(ctx, `${field}.properties.zone`, 'needs a property "zone": 0, 1, 2 or 3');
    if (byZone.has(zone)) fail(ctx, `${field}.properties.zone`, `zone ${zone} is drawn twice`);
    const w = o.width ?? 0;
    const h = o.height ?? 0;
    byZone.set(zone, {
      id: String(zone),
      x0: o.x / tw,
      y0: o.y / th,
      x1: (o.x + w) / tw,
      y1: (o.y + h) / th,
    });
  });
  const zones = [...byZone.keys()].sort((a, b) => a - b);
  zones.forEach((z, n) => {
    if (z !== n)
      fail(ctx, `${layer.base}.objects`, `zones must be numbered from 0 without gaps (zone ${n} is missing)`);
  });
  return zones.map((z) => byZone.get(z)!);
}

function bridges(ctx: Ctx, columns: readonly ColumnSpec[]): BridgeSpec[] {
  const layer = objectLayer(ctx, 'bridges');
  if (!layer) return [];
  return layer.objects.map((o, n) => {
    const field = label(layer.base, o, n);
    const [i0, j0, i1, j1] = rectCells(ctx, o, field);
    const deck = intProp(ctx, o.properties, 'deck', field);
    if (deck === undefined)
      fail(ctx, `${field}.properties.deck`, 'needs a property "deck": the height of its top (inches)');
    for (let j = j0; j < j1; j++) {
      for (let i = i0; i < i1; i++) {
        const problem = deckProblem(columns[j * ctx.map.width + i]!, deck);
        if (problem) fail(ctx, `${field}.properties.deck`, `${problem} at (${i}, ${j})`);
      }
    }
    return { name: o.name || `bridge ${n}`, i0, j0, i1, j1, deck };
  });
}

function marks(ctx: Ctx): MarkSpec[] {
  const layer = objectLayer(ctx, 'ladders');
  if (!layer) return [];
  return layer.objects.flatMap((o, n) => {
    const field = label(layer.base, o, n);
    const raw = prop(o.properties, 'kind') ?? (o.class || o.type || 'ladder');
    if (raw !== 'ladder' && raw !== 'water-access') {
      fail(
        ctx,
        `${field}.properties.kind`,
        `unknown kind ${JSON.stringify(raw)} (use "ladder" or "water-access")`,
      );
    }
    const kind = raw as MarkSpec['kind'];
    const [i0, j0, i1, j1] = pointOrRectCells(ctx, o, field);
    const out: MarkSpec[] = [];
    for (let j = j0; j < j1; j++) for (let i = i0; i < i1; i++) out.push({ i, j, kind });
    return out;
  });
}

/** Read a level's Tiled JSON into plain board data, checking every field.
 * @throws LevelError naming `file` and the field. */
export function levelSpec(json: unknown, file: string): BoardSpec {
  const parsed = check(MapSchema, json, '');
  if (!parsed.ok) throw new LevelError(file, parsed.field, parsed.message);
  const ctx: Ctx = { file, map: parsed.value };
  const defs = tileDefinitions(ctx);
  const columns = terrainColumns(ctx, defs);
  const fallbackName = file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  const bridgeList = bridges(ctx, columns);
  return {
    name: mapString(ctx, 'name') || fallbackName,
    scenario: mapString(ctx, 'scenario'),
    scenarios: mapScenarios(ctx),
    width: ctx.map.width,
    depth: ctx.map.height,
    columns,
    bridges: bridgeList,
    marks: marks(ctx),
    deploymentZones: deploymentZones(ctx),
    ...levelPieces(ctx, columns, bridgeList),
    objectiveSpots: levelObjectiveSpots(ctx, columns),
  };
}

/**
 * Parse a level (Tiled JSON, already read and JSON-parsed) into a board.
 * @param file the file's name, used in messages (e.g. `levels/gang-war-venice.json`).
 * @throws LevelError whose message names the file and the field, e.g.
 *   `levels/x.json: layers[0].data[37]: unknown tile 99 (at x 1, y 1): …`.
 */
export function parseLevel(json: unknown, file: string): VoxelBoard {
  const spec = levelSpec(json, file);
  try {
    return buildBoard(spec);
  } catch (e) {
    throw new LevelError(file, '', e instanceof Error ? e.message : String(e));
  }
}
