/** Build small Tiled JSON maps from text rows for the level tests (same legend as boardFromAscii). */

export const TILESET_TILES: readonly { ch: string; kind: string; height?: number }[] = [
  { ch: '.', kind: 'ground' },
  { ch: '~', kind: 'water' },
  { ch: '=', kind: 'deep-water' },
  { ch: 'd', kind: 'difficult' },
  { ch: 'u', kind: 'unstable' },
  { ch: 's', kind: 'soft' },
  { ch: 'x', kind: 'dangerous' },
  { ch: '#', kind: 'impassable', height: 3 },
  { ch: 'o', kind: 'obstacle', height: 1 },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((h) => ({ ch: String(h), kind: 'building', height: h })),
  { ch: 'b', kind: 'small-obstacle', height: 1 },
  { ch: 'p', kind: 'small-obstacle', height: 3 },
  { ch: 'c', kind: 'obstacle', height: 2 },
];

const TILE = 16;

type Props = { name: string; type: string; value: string | number }[];
const props = (p: Record<string, string | number>): Props =>
  Object.entries(p).map(([name, value]) => ({
    name,
    type: typeof value === 'number' ? 'int' : 'string',
    value,
  }));

/** A rectangle [name, x0, y0, x1, y1] in inches with string or int properties. */
export type RectObject = [string, number, number, number, number, Record<string, string | number>?];

export interface TiledObjects {
  zones?: [number, number, number, number, number][];
  bridges?: [string, number, number, number, number, number][];
  ladders?: [number, number, string][];
  /** Layers `barricades`, `ruins`, `debris`, `gondolas`: rectangles with properties. */
  barricades?: RectObject[];
  ruins?: RectObject[];
  debris?: RectObject[];
  gondolas?: RectObject[];
  /** Layer `objectives`: points [name, x, y, properties] on the tile (x, y). */
  objectives?: [string, number, number, Record<string, string | number>][];
  name?: string;
  scenario?: string;
  scenarios?: string;
}

/** A Tiled map (plain JSON object) of the rows; objects in inches. */
// biome-ignore lint/suspicious/noExplicitAny: tests poke at any field of the map
export function tiledMap(rows: readonly string[], o: TiledObjects = {}): any {
  const width = rows[0]!.length;
  const rect = (
    id: number,
    name: string,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    p: Record<string, string | number>,
  ) => ({
    id,
    name,
    type: '',
    x: x0 * TILE,
    y: y0 * TILE,
    width: (x1 - x0) * TILE,
    height: (y1 - y0) * TILE,
    rotation: 0,
    visible: true,
    properties: props(p),
  });
  return {
    type: 'map',
    orientation: 'orthogonal',
    width,
    height: rows.length,
    tilewidth: TILE,
    tileheight: TILE,
    infinite: false,
    properties: props({
      name: o.name ?? 'Small test board',
      ...(o.scenario ? { scenario: o.scenario } : {}),
      ...(o.scenarios ? { scenarios: o.scenarios } : {}),
    }),
    tilesets: [
      {
        firstgid: 1,
        name: 'test',
        tilecount: TILESET_TILES.length,
        tiles: TILESET_TILES.map((t, id) => ({
          id,
          properties: props(t.height === undefined ? { kind: t.kind } : { kind: t.kind, height: t.height }),
        })),
      },
    ],
    layers: [
      {
        id: 1,
        name: 'terrain',
        type: 'tilelayer',
        width,
        height: rows.length,
        data: rows.flatMap((r) => [...r].map((ch) => TILESET_TILES.findIndex((t) => t.ch === ch) + 1)),
      },
      {
        id: 2,
        name: 'deployment',
        type: 'objectgroup',
        objects: (o.zones ?? []).map(([zone, x0, y0, x1, y1], n) =>
          rect(10 + n, `Zone ${zone}`, x0, y0, x1, y1, { zone }),
        ),
      },
      {
        id: 3,
        name: 'bridges',
        type: 'objectgroup',
        objects: (o.bridges ?? []).map(([name, x0, y0, x1, y1, deck], n) =>
          rect(20 + n, name, x0, y0, x1, y1, { deck }),
        ),
      },
      {
        id: 4,
        name: 'ladders',
        type: 'objectgroup',
        objects: (o.ladders ?? []).map(([x, y, kind], n) => ({
          id: 30 + n,
          name: '',
          type: kind,
          x: x * TILE + 4,
          y: y * TILE + 4,
          width: 0,
          height: 0,
          point: true,
        })),
      },
      ...(['barricades', 'ruins', 'debris', 'gondolas'] as const).map((name, k) => ({
        id: 5 + k,
        name,
        type: 'objectgroup',
        objects: (o[name] ?? []).map(([label, x0, y0, x1, y1, p], n) =>
          rect(40 + 10 * k + n, label, x0, y0, x1, y1, p ?? {}),
        ),
      })),
      ...(o.objectives
        ? [
            {
              id: 9,
              name: 'objectives',
              type: 'objectgroup',
              objects: o.objectives.map(([name, x, y, p], n) => ({
                id: 90 + n,
                name,
                type: '',
                x: x * TILE + TILE / 2,
                y: y * TILE + TILE / 2,
                width: 0,
                height: 0,
                point: true,
                properties: props(p),
              })),
            },
          ]
        : []),
    ],
  };
}
