/**
 * The Venice tileset shared by the board programs (tools/make-*.ts): each tile's id, kind, height and colour,
 * and its picture `levels/venice-tiles.png` (32×32 pixels a tile, 8 tiles a row, the height written on it).
 * docs/levels.md lists the tiles for authors.
 */
import { deflateSync } from 'node:zlib';
import type { TerrainKind } from '../src/rules/index.ts';

/** Pixels of a tile, in the map and in the picture. */
export const TILE = 32;
/** Tiles per row of the tileset picture. */
export const TILESET_COLUMNS = 8;

/** One tile of the tileset: its character in the boards' text pictures, kind, height (inches) and colour. */
export interface TileDef {
  readonly ch: string;
  readonly kind: TerrainKind;
  readonly height?: number;
  readonly rgb: readonly [number, number, number];
}

const BUILDING_RGB = (h: number): [number, number, number] => [200 - h * 9, 110 - h * 5, 80 - h * 4];

/** The tiles, in tileset order (tile id = index, gid = index + 1). `B9`…`B12` are the tall buildings. */
export const TILES: readonly TileDef[] = [
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

/** The gid (tile id + 1) of the tile drawn with `ch`. @throws Error for a character with no tile. */
export function gidOf(ch: string): number {
  const id = TILES.findIndex((t) => t.ch === ch);
  if (id < 0) throw new Error(`no tile for '${ch}'`);
  return id + 1;
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

/** The tileset picture as PNG bytes: each tile its colour, edged darker, dotted for Difficult and Unstable
 * Ground, with its height in pale digits. */
export function tilesetPicture(): Buffer {
  const columns = TILESET_COLUMNS;
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
