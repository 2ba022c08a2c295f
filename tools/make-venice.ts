/**
 * `npx tsx tools/make-venice.ts [--print]`: write the Gang War board `levels/gang-war-venice.json` (a Tiled
 * JSON map, see docs/levels.md) and its tileset picture `levels/venice-tiles.png`. The board is painted
 * here from canals, blocks of buildings, obstacles, bridges, marks, barricades, a ruin, debris and the two
 * gangs' gondolas; `--print` also shows it as text with its figures.
 * The generated files are committed: edit this program (or the map in Tiled) and run it again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { boardStats, gangWarProblems, parseLevel, type TerrainKind } from '../src/rules/index.ts';

const SIZE = 36;
const TILE = 32;

/** The shared tileset: id, picture colour, kind and height. Characters are the text legend of the map. */
interface TileDef {
  readonly ch: string;
  readonly kind: TerrainKind;
  readonly height?: number;
  readonly rgb: readonly [number, number, number];
}

const BUILDING_RGB = (h: number): [number, number, number] => [200 - h * 9, 110 - h * 5, 80 - h * 4];

const TILES: readonly TileDef[] = [
  { ch: '.', kind: 'ground', rgb: [196, 184, 160] },
  { ch: '~', kind: 'water', rgb: [64, 122, 160] },
  { ch: '=', kind: 'deep-water', rgb: [34, 78, 120] },
  { ch: 'd', kind: 'difficult', rgb: [150, 120, 80] },
  { ch: 'u', kind: 'unstable', rgb: [190, 160, 60] },
  { ch: 's', kind: 'soft', rgb: [170, 200, 150] },
  { ch: 'x', kind: 'dangerous', rgb: [190, 50, 40] },
  { ch: '#', kind: 'impassable', height: 3, rgb: [30, 30, 30] },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (h): TileDef => ({ ch: String(h), kind: 'building', height: h, rgb: BUILDING_RGB(h) }),
  ),
  ...[9, 10, 11, 12].map(
    (h): TileDef => ({ ch: `B${h}`, kind: 'building', height: h, rgb: BUILDING_RGB(h) }),
  ),
  { ch: 'o', kind: 'obstacle', height: 1, rgb: [150, 140, 130] },
  { ch: 'O', kind: 'obstacle', height: 2, rgb: [130, 120, 110] },
  { ch: 'Q', kind: 'obstacle', height: 3, rgb: [110, 100, 90] },
  { ch: '_', kind: 'ground', height: 1, rgb: [176, 166, 146] },
  { ch: 'b', kind: 'small-obstacle', height: 1, rgb: [120, 80, 50] },
  { ch: 'p', kind: 'small-obstacle', height: 3, rgb: [60, 70, 120] },
];

// ---------------------------------------------------------------- the board, painted

type Grid = string[][];
const grid: Grid = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => '.'));

function paint(x0: number, y0: number, x1: number, y1: number, ch: string): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) grid[y]![x] = ch;
}

// The Rio di San Canciano, north to south, 6–8″ wide, widening into a basin in the middle.
const canal: [number, number, number][] = [
  // [first row, west edge, width]
  [0, 16, 6],
  [10, 15, 6],
  [12, 13, 8],
  [22, 14, 7],
  [24, 15, 6],
];
for (let y = 0; y < SIZE; y++) {
  const [, x0, w] = [...canal].reverse().find(([row]) => y >= row)!;
  paint(x0, y, x0 + w, y + 1, '~');
}
// High-walled side canals (rii) and the dock.
paint(22, 7, 36, 11, '='); // Rio della Sensa, east
paint(30, 0, 36, 7, '='); // the dock, north-east
paint(0, 26, 15, 30, '='); // Rio dei Mori, west
paint(21, 30, 28, 34, '='); // Rio Terà, south-east (dead end)

// Blocks of houses and palazzi: [x0, y0, x1, y1, height].
const blocks: [number, number, number, number, number][] = [
  // north-west
  [0, 0, 4, 4, 5],
  [4, 0, 8, 3, 7],
  [9, 0, 15, 4, 4],
  [0, 6, 3, 10, 6],
  [3, 6, 6, 9, 4],
  [8, 6, 12, 10, 8],
  [12, 6, 15, 9, 6],
  // west bank of the basin
  [9, 11, 13, 16, 5],
  [0, 20, 4, 25, 4],
  [5, 21, 9, 25, 6],
  [10, 22, 13, 25, 7],
  // south-west
  [0, 31, 5, 36, 5],
  [6, 31, 10, 34, 4],
  [11, 31, 15, 36, 6],
  // north-east
  [23, 0, 27, 4, 6],
  [27, 0, 30, 3, 4],
  [26, 4, 30, 6, 3],
  // east bank
  [22, 11, 26, 16, 7],
  [26, 11, 28, 14, 5],
  [22, 18, 25, 23, 4],
  [26, 18, 28, 22, 6],
  [22, 25, 27, 29, 5],
  [29, 24, 33, 28, 8],
  [28, 30, 32, 36, 3],
  [33, 29, 36, 36, 6],
  [22, 34, 27, 36, 4],
  [33, 11, 36, 14, 5],
  [33, 21, 36, 23, 4],
];
for (const [x0, y0, x1, y1, h] of blocks) paint(x0, y0, x1, y1, String(h));

// Campo details: wells (1″), a market stall and stacks of crates (2″), barrels (Small Obstacles, 1″),
// mooring poles on the quays (Small Obstacles, 3″), rubble, a cart of old sheets, spiked railings, a cart.
grid[15]![4] = 'o';
grid[17]![31] = 'o';
grid[14]![30] = 'O';
grid[9]![13] = 'O';
grid[24]![25] = 'O';
const barrels: [number, number][] = [
  [9, 17],
  [10, 17],
  [24, 17],
  [14, 4],
];
const poles: [number, number][] = [
  [22, 2],
  [21, 23],
  [14, 25],
];
for (const [x, y] of barrels) grid[y]![x] = 'b';
for (const [x, y] of poles) grid[y]![x] = 'p';
paint(31, 19, 34, 20, 'd');
paint(1, 5, 3, 6, 'd');
grid[18]![2] = 's';
grid[23]![30] = 's';
paint(11, 10, 13, 11, 'x');
grid[20]![30] = 'u';

/** Bridges: [name, x0, y0, x1, y1, deck]. Decks of 1″ over the canal leave 1″ for swimmers below. */
const bridges: [string, number, number, number, number, number][] = [
  ['Ponte dei Sospiri Piccolo', 15, 4, 23, 6, 1],
  ['Ponte del Campo', 12, 16, 22, 18, 1],
  ['Ponte dei Mori', 5, 26, 7, 30, 0],
  ['Ponte della Sensa', 31, 7, 33, 11, 0],
  ['Ponte Terà', 24, 30, 26, 34, 0],
];

/** Ropes & Ladders and Water Access: [x, y, kind] on the street cell at the foot of the wall. */
const marks: [number, number, 'ladder' | 'water-access'][] = [
  [1, 10, 'ladder'], // up the house north of Campo San Canciano
  [8, 12, 'ladder'], // up the west-bank palazzo
  [28, 19, 'ladder'], // up the east-bank house from Campo della Sensa
  [30, 28, 'ladder'], // up the tall palazzo south-east
  [22, 24, 'ladder'], // up the house on the south-east campo
  [33, 20, 'ladder'], // up the corner house east of Campo della Sensa
  [9, 19, 'ladder'], // inside the Ca' Rotta, up its tower
  [2, 25, 'water-access'], // steps out of the Rio dei Mori, north side
  [10, 30, 'water-access'], // steps out of the Rio dei Mori, south side
  [28, 11, 'water-access'], // steps out of the Rio della Sensa
  [23, 6, 'water-access'], // steps out of the Rio della Sensa, north
  [27, 29, 'water-access'], // steps out of the Rio Terà
  [21, 20, 'water-access'], // steps on the basin, east bank
  [14, 10, 'water-access'], // steps on the canal, west bank
];

/** Barricades: [name, x0, y0, x1, y1, weight], on street cells. */
const barricades: [string, number, number, number, number, 'light' | 'heavy'][] = [
  ['Sandbags at the Ponte del Campo', 23, 16, 24, 18, 'heavy'],
  ['Overturned cart', 12, 4, 13, 6, 'light'],
];

/** Ruins: [name, x0, y0, x1, y1, floors]: the Ca' Rotta, a burnt-out house by the basin, two storeys left at
 * its north-west end and one elsewhere, with a ladder inside. */
const ruins: [string, number, number, number, number, string][] = [
  ["Ca' Rotta, tower", 9, 18, 11, 20, '0,3,6'],
  ["Ca' Rotta", 11, 18, 13, 21, '0,3'],
  ["Ca' Rotta, yard", 9, 20, 11, 21, '0,3'],
];

/** Debris floating on the canal: [name, x0, y0, x1, y1]. */
const debris: [string, number, number, number, number][] = [
  ['Floating crates', 18, 11, 20, 12],
  ['Drifting barrel', 16, 23, 17, 24],
  ['Broken oars', 19, 31, 20, 32],
];

/** One gondola per gang (Gang War): [name, middle x, middle y, orientation, gang], moored by a quay. */
const gondolas: [string, number, number, 'north-south' | 'west-east', number][] = [
  ['Black Gondola', 16, 8, 'north-south', 0],
  ['Gilded Gondola', 20, 20, 'north-south', 1],
];

/** Deployment zones in inches: [zone, x0, y0, x1, y1]. Gang War: up to 8″ from opposite edges. */
const zones: [number, number, number, number, number][] = [
  [0, 0, 0, 8, 36],
  [1, 28, 0, 36, 36],
];

// ---------------------------------------------------------------- Tiled JSON

function gidOf(ch: string): number {
  const id = TILES.findIndex((t) => t.ch === ch);
  if (id < 0) throw new Error(`no tile for '${ch}'`);
  return id + 1;
}

function props(list: Record<string, string | number>) {
  return Object.entries(list).map(([name, value]) => ({
    name,
    type: typeof value === 'number' ? 'int' : 'string',
    value,
  }));
}

function rectObject(
  id: number,
  name: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  p: Record<string, string | number>,
) {
  return {
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
  };
}

function objectGroup(id: number, name: string, objects: unknown[]) {
  return {
    id,
    name,
    type: 'objectgroup',
    draworder: 'topdown',
    opacity: 1,
    visible: true,
    x: 0,
    y: 0,
    objects,
  };
}

function tiledMap(): unknown {
  let objectId = 1;
  const columns = 8;
  const layers = [
    {
      id: 1,
      name: 'terrain',
      type: 'tilelayer',
      x: 0,
      y: 0,
      width: SIZE,
      height: SIZE,
      opacity: 1,
      visible: true,
      data: grid.flatMap((row) => row.map(gidOf)),
    },
    objectGroup(
      2,
      'deployment',
      zones.map(([zone, x0, y0, x1, y1]) => rectObject(objectId++, `Zone ${zone}`, x0, y0, x1, y1, { zone })),
    ),
    objectGroup(
      3,
      'bridges',
      bridges.map(([name, x0, y0, x1, y1, deck]) => rectObject(objectId++, name, x0, y0, x1, y1, { deck })),
    ),
    objectGroup(
      4,
      'ladders',
      marks.map(([x, y, kind]) => ({
        id: objectId++,
        name: kind === 'ladder' ? 'Ladder' : 'Steps',
        type: kind,
        x: x * TILE + TILE / 2,
        y: y * TILE + TILE / 2,
        width: 0,
        height: 0,
        rotation: 0,
        visible: true,
        point: true,
      })),
    ),
    objectGroup(
      5,
      'barricades',
      barricades.map(([name, x0, y0, x1, y1, weight]) =>
        rectObject(objectId++, name, x0, y0, x1, y1, { weight }),
      ),
    ),
    objectGroup(
      6,
      'ruins',
      ruins.map(([name, x0, y0, x1, y1, floors]) => rectObject(objectId++, name, x0, y0, x1, y1, { floors })),
    ),
    objectGroup(
      7,
      'debris',
      debris.map(([name, x0, y0, x1, y1]) => rectObject(objectId++, name, x0, y0, x1, y1, {})),
    ),
    objectGroup(
      8,
      'gondolas',
      gondolas.map(([name, x, y, orientation, gang]) => {
        const [x0, y0, x1, y1] =
          orientation === 'north-south' ? [x, y - 1, x + 1, y + 2] : [x - 1, y, x + 2, y + 1];
        return rectObject(objectId++, name, x0, y0, x1, y1, { orientation, gang });
      }),
    ),
  ];
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    width: SIZE,
    height: SIZE,
    tilewidth: TILE,
    tileheight: TILE,
    infinite: false,
    compressionlevel: -1,
    nextlayerid: layers.length + 1,
    nextobjectid: objectId,
    properties: props({
      name: 'San Canciano',
      scenario: 'gang-war',
      description: 'A canal runs north to south through the district; side canals, campi and narrow calli.',
    }),
    tilesets: [
      {
        firstgid: 1,
        name: 'venice',
        tilewidth: TILE,
        tileheight: TILE,
        tilecount: TILES.length,
        columns,
        margin: 0,
        spacing: 0,
        image: 'venice-tiles.png',
        imagewidth: columns * TILE,
        imageheight: Math.ceil(TILES.length / columns) * TILE,
        tiles: TILES.map((t, id) => ({
          id,
          properties: props(t.height === undefined ? { kind: t.kind } : { kind: t.kind, height: t.height }),
        })),
      },
    ],
    layers,
  };
}

// ---------------------------------------------------------------- the tileset picture (PNG)

const FONT: Record<string, string> = {
  '0': '111101101101111',
  '1': '010110010010111',
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001001001001',
  '8': '111101111101111',
  '9': '111101111001111',
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0;
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function tilesetPicture(): Buffer {
  const columns = 8;
  const rows = Math.ceil(TILES.length / columns);
  const w = columns * TILE;
  const h = rows * TILE;
  const rgb = new Uint8Array(w * h * 3);
  const put = (x: number, y: number, c: readonly number[]) => rgb.set(c, (y * w + x) * 3);
  TILES.forEach((t, id) => {
    const ox = (id % columns) * TILE;
    const oy = Math.floor(id / columns) * TILE;
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) {
        const edge = x === 0 || y === 0 || x === TILE - 1 || y === TILE - 1;
        const dots =
          (t.kind === 'difficult' && (x * 7 + y * 3) % 11 === 0) ||
          (t.kind === 'unstable' && (x + y) % 8 < 2);
        const shade = edge ? 0.7 : dots ? 0.6 : 1;
        put(
          ox + x,
          oy + y,
          t.rgb.map((v) => Math.round(v * shade)),
        );
      }
    }
    const label = String(t.height ?? '');
    [...label].forEach((digit, n) => {
      const glyph = FONT[digit]!;
      for (let gy = 0; gy < 5; gy++) {
        for (let gx = 0; gx < 3; gx++) {
          if (glyph[gy * 3 + gx] !== '1') continue;
          for (let sy = 0; sy < 3; sy++) {
            for (let sx = 0; sx < 3; sx++)
              put(ox + 4 + n * 12 + gx * 3 + sx, oy + 4 + gy * 3 + sy, [250, 245, 230]);
          }
        }
      }
    });
  });
  return png(w, h, rgb);
}

/** Tiled-like JSON: indented, with the tile data one map row per line. */
function pretty(value: unknown): string {
  const rows = grid.map((row) => row.map(gidOf).join(','));
  const text = JSON.stringify(value, (key, v) => (key === 'data' ? '@DATA@' : v), 2);
  return `${text.replace('"@DATA@"', `[\n${rows.map((r) => `        ${r}`).join(',\n')}\n      ]`)}\n`;
}

// ---------------------------------------------------------------- main

const root = process.cwd();
const map = tiledMap();
const file = 'levels/gang-war-venice.json';
const board = parseLevel(map, file);
writeFileSync(join(root, file), pretty(map));
writeFileSync(join(root, 'levels/venice-tiles.png'), tilesetPicture());
const s = boardStats(board);
const pct = (x: number) => `${Math.round(x * 100)}%`;
console.log(`wrote ${file}: water ${pct(s.water)}, ground ${pct(s.ground)}, buildings ${pct(s.buildings)}`);
const problems = gangWarProblems(board);
for (const p of [...problems.errors, ...problems.warnings]) console.log(`  ${p}`);
if (process.argv.includes('--print')) {
  // Text legend as boardFromAscii's where it has one: g gondola, r debris, l/h barricade, R ruin, L ladder.
  const text = grid.map((row) => row.map((c) => (c.length > 1 ? '+' : c)));
  const put = (x: number, y: number, ch: string) => {
    text[y]![x] = ch;
  };
  for (const [, x0, y0, x1, y1] of ruins)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) put(x, y, 'R');
  for (const [, x0, y0, x1, y1, w] of barricades)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) put(x, y, w === 'light' ? 'l' : 'h');
  for (const [, x0, y0, x1, y1] of debris)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) put(x, y, 'r');
  for (const [, x, y, o] of gondolas)
    for (const k of [-1, 0, 1]) put(o === 'north-south' ? x : x + k, o === 'north-south' ? y + k : y, 'g');
  for (const [x, y, kind] of marks) if (kind === 'ladder') put(x, y, 'L');
  for (const row of text) console.log(row.join(''));
}
