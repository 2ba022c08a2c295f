/**
 * A board being painted by a board program (tools/make-*.ts): its tiles as text characters (the tileset of
 * tools/level-tiles.ts) and its pieces as plain lists in inches, written out as a Tiled JSON map in the
 * format of docs/levels.md. Each program fills a {@link LevelDraft} and calls {@link writeLevel}.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardStats, parseLevel, type VoxelBoard } from '../src/rules/index.ts';
import { gidOf, TILE, TILES, TILESET_COLUMNS } from './level-tiles.ts';

/** [name, x0, y0, x1, y1, deck]: a bridge over the cells [x0, x1) × [y0, y1), its deck's top in inches. */
export type DraftBridge = [string, number, number, number, number, number];
/** [x, y, kind]: Ropes & Ladders or Water Access on one cell. */
export type DraftMark = [number, number, 'ladder' | 'water-access'];
/** [name, x0, y0, x1, y1, weight]: a Barricade on street cells. */
export type DraftBarricade = [string, number, number, number, number, 'light' | 'heavy'];
/** [name, x0, y0, x1, y1, floors]: a Ruin, its floors' heights written as in the level, e.g. `0,3,6`. */
export type DraftRuin = [string, number, number, number, number, string];
/** [name, x0, y0, x1, y1]: Debris floating on canal cells. */
export type DraftDebris = [string, number, number, number, number];
/** [name, middle x, middle y, orientation, gang?]: a gondola; no gang for one the players set up later. */
export type DraftGondola = [string, number, number, 'north-south' | 'west-east', number?];
/** [zone, x0, y0, x1, y1]: a deployment zone rectangle. */
export type DraftZone = [number, number, number, number, number];
/** [name, x, y, scenario, value?]: an objective spot on cell (x, y) for a scenario (Hidden Objectives: value). */
export type DraftObjective = [string, number, number, string, number?];

/** A board being painted: a grid of tile characters, row by row from the north edge, and its pieces. */
export interface LevelDraft {
  readonly width: number;
  readonly depth: number;
  readonly grid: string[][];
  readonly bridges: DraftBridge[];
  readonly marks: DraftMark[];
  readonly barricades: DraftBarricade[];
  readonly ruins: DraftRuin[];
  readonly debris: DraftDebris[];
  readonly gondolas: DraftGondola[];
  readonly zones: DraftZone[];
  readonly objectives: DraftObjective[];
  /** Map properties, in the order written: `name`, `scenario`, `scenarios`, `description`… */
  readonly properties: Record<string, string>;
}

/** An empty draft of `width` × `depth` inches, all street. */
export function newDraft(width: number, depth: number, properties: Record<string, string>): LevelDraft {
  return {
    width,
    depth,
    grid: Array.from({ length: depth }, () => Array.from({ length: width }, () => '.')),
    bridges: [],
    marks: [],
    barricades: [],
    ruins: [],
    debris: [],
    gondolas: [],
    zones: [],
    objectives: [],
    properties,
  };
}

/** Paint the cells [x0, x1) × [y0, y1) with the tile `ch`. @throws RangeError off the board. */
export function paint(d: LevelDraft, x0: number, y0: number, x1: number, y1: number, ch: string): void {
  gidOf(ch);
  if (x0 < 0 || y0 < 0 || x1 > d.width || y1 > d.depth)
    throw new RangeError(`paint ${ch} over [${x0}, ${x1}) × [${y0}, ${y1}) reaches off the board`);
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) d.grid[y]![x] = ch;
}

/** Paint the single cell (x, y) with the tile `ch`. */
export function put(d: LevelDraft, x: number, y: number, ch: string): void {
  paint(d, x, y, x + 1, y + 1, ch);
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

function pointObject(id: number, name: string, type: string, x: number, y: number) {
  return {
    id,
    name,
    type,
    x: x * TILE + TILE / 2,
    y: y * TILE + TILE / 2,
    width: 0,
    height: 0,
    rotation: 0,
    visible: true,
    point: true,
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

/** The draft as a Tiled map (plain JSON): the terrain layer, then one object layer per kind of piece (the
 * `objectives` layer only when there are objective spots). */
export function tiledMap(d: LevelDraft): unknown {
  let objectId = 1;
  const layers = [
    {
      id: 1,
      name: 'terrain',
      type: 'tilelayer',
      x: 0,
      y: 0,
      width: d.width,
      height: d.depth,
      opacity: 1,
      visible: true,
      data: d.grid.flatMap((row) => row.map(gidOf)),
    },
    objectGroup(
      2,
      'deployment',
      d.zones.map(([zone, x0, y0, x1, y1]) =>
        rectObject(objectId++, `Zone ${zone}`, x0, y0, x1, y1, { zone }),
      ),
    ),
    objectGroup(
      3,
      'bridges',
      d.bridges.map(([name, x0, y0, x1, y1, deck]) => rectObject(objectId++, name, x0, y0, x1, y1, { deck })),
    ),
    objectGroup(
      4,
      'ladders',
      d.marks.map(([x, y, kind]) =>
        pointObject(objectId++, kind === 'ladder' ? 'Ladder' : 'Steps', kind, x, y),
      ),
    ),
    objectGroup(
      5,
      'barricades',
      d.barricades.map(([name, x0, y0, x1, y1, weight]) =>
        rectObject(objectId++, name, x0, y0, x1, y1, { weight }),
      ),
    ),
    objectGroup(
      6,
      'ruins',
      d.ruins.map(([name, x0, y0, x1, y1, floors]) =>
        rectObject(objectId++, name, x0, y0, x1, y1, { floors }),
      ),
    ),
    objectGroup(
      7,
      'debris',
      d.debris.map(([name, x0, y0, x1, y1]) => rectObject(objectId++, name, x0, y0, x1, y1, {})),
    ),
    objectGroup(
      8,
      'gondolas',
      d.gondolas.map(([name, x, y, orientation, gang]) => {
        const [x0, y0, x1, y1] =
          orientation === 'north-south' ? [x, y - 1, x + 1, y + 2] : [x - 1, y, x + 2, y + 1];
        return rectObject(objectId++, name, x0, y0, x1, y1, {
          orientation,
          ...(gang === undefined ? {} : { gang }),
        });
      }),
    ),
    ...(d.objectives.length === 0
      ? []
      : [
          objectGroup(
            9,
            'objectives',
            d.objectives.map(([name, x, y, scenario, value]) => ({
              ...pointObject(objectId++, name, '', x, y),
              properties: props(value === undefined ? { scenario } : { scenario, value }),
            })),
          ),
        ]),
  ];
  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    width: d.width,
    height: d.depth,
    tilewidth: TILE,
    tileheight: TILE,
    infinite: false,
    compressionlevel: -1,
    nextlayerid: layers.length + 1,
    nextobjectid: objectId,
    properties: props(d.properties),
    tilesets: [
      {
        firstgid: 1,
        name: 'venice',
        tilewidth: TILE,
        tileheight: TILE,
        tilecount: TILES.length,
        columns: TILESET_COLUMNS,
        margin: 0,
        spacing: 0,
        image: 'venice-tiles.png',
        imagewidth: TILESET_COLUMNS * TILE,
        imageheight: Math.ceil(TILES.length / TILESET_COLUMNS) * TILE,
        tiles: TILES.map((t, id) => ({
          id,
          properties: props(t.height === undefined ? { kind: t.kind } : { kind: t.kind, height: t.height }),
        })),
      },
    ],
    layers,
  };
}

/** Tiled-like JSON text: indented, with the tile data one map row per line. */
export function levelText(d: LevelDraft): string {
  const rows = d.grid.map((row) => row.map(gidOf).join(','));
  const text = JSON.stringify(tiledMap(d), (key, v) => (key === 'data' ? '@DATA@' : v), 2);
  return `${text.replace('"@DATA@"', `[\n${rows.map((r) => `        ${r}`).join(',\n')}\n      ]`)}\n`;
}

/**
 * The draft as text rows, in the legend of boardFromAscii where it has one: the tile characters (`+` for the
 * tall buildings), then `R` ruins, `l` / `h` barricades, `H` bridge decks, `r` debris, `g` gondolas, `L`
 * ladders, `*` objective spots.
 */
export function textPicture(d: LevelDraft): string[] {
  const text = d.grid.map((row) => row.map((c) => (c.length > 1 ? '+' : c)));
  const set = (x: number, y: number, ch: string) => {
    text[y]![x] = ch;
  };
  const fill = (x0: number, y0: number, x1: number, y1: number, ch: string) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) set(x, y, ch);
  };
  for (const [, x0, y0, x1, y1] of d.bridges) fill(x0, y0, x1, y1, 'H');
  for (const [, x0, y0, x1, y1] of d.ruins) fill(x0, y0, x1, y1, 'R');
  for (const [, x0, y0, x1, y1, w] of d.barricades) fill(x0, y0, x1, y1, w === 'light' ? 'l' : 'h');
  for (const [, x0, y0, x1, y1] of d.debris) fill(x0, y0, x1, y1, 'r');
  for (const [, x, y, o] of d.gondolas)
    for (const k of [-1, 0, 1]) set(o === 'north-south' ? x : x + k, o === 'north-south' ? y + k : y, 'g');
  for (const [x, y, kind] of d.marks) if (kind === 'ladder') set(x, y, 'L');
  for (const [, x, y] of d.objectives) set(x, y, '*');
  return text.map((row) => row.join(''));
}

/**
 * Parse the draft as a level (so a broken board is never written), write it to `file` under `root`, print
 * its shares of water, ground and buildings and, with `--print` among the program's arguments, its text
 * picture. Returns the board for the program's own checks.
 * @throws LevelError naming the file and the field when the draft is not a valid level.
 */
export function writeLevel(d: LevelDraft, file: string, root = process.cwd()): VoxelBoard {
  const board = parseLevel(tiledMap(d), file);
  writeFileSync(join(root, file), levelText(d));
  const s = boardStats(board);
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  console.log(`wrote ${file}: water ${pct(s.water)}, ground ${pct(s.ground)}, buildings ${pct(s.buildings)}`);
  if (process.argv.includes('--print')) for (const row of textPicture(d)) console.log(row);
  return board;
}

/** Paint text rows (one tile character each, see tools/level-tiles.ts) with their first row at y0. */
export function paintRows(d: LevelDraft, y0: number, rows: readonly string[]): void {
  rows.forEach((row, n) => {
    if (row.length !== d.width) throw new RangeError(`row ${y0 + n} has ${row.length} tiles, not ${d.width}`);
    [...row].forEach((ch, x) => {
      put(d, x, y0 + n, ch);
    });
  });
}
