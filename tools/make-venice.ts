/**
 * `npx tsx tools/make-venice.ts [--print]`: write the Gang War board `levels/gang-war-venice.json` (a Tiled
 * JSON map, see docs/levels.md) and the tileset picture `levels/venice-tiles.png` every board shares
 * (tools/level-tiles.ts). The board is painted here from canals, blocks of buildings, obstacles, bridges,
 * marks, barricades, a ruin, debris and the two gangs' gondolas; `--print` also shows it as text with its
 * figures. The generated files are committed: edit this program (or the map in Tiled) and run it again.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gangWarProblems } from '../src/rules/index.ts';
import {
  type DraftBarricade,
  type DraftBridge,
  type DraftDebris,
  type DraftGondola,
  type DraftMark,
  type DraftObjective,
  type DraftRuin,
  type DraftZone,
  newDraft,
  paint,
  writeLevel,
} from './level-draft.ts';
import { tilesetPicture } from './level-tiles.ts';

const SIZE = 36;

// ---------------------------------------------------------------- the board, painted

const venice = newDraft(SIZE, SIZE, {
  name: 'San Canciano',
  scenario: 'gang-war',
  description: 'A canal runs north to south through the district; side canals, campi and narrow calli.',
});
const { grid } = venice;

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
  paint(venice, x0, y, x0 + w, y + 1, '~');
}
// High-walled side canals (rii) and the dock.
paint(venice, 22, 7, 36, 11, '='); // Rio della Sensa, east
paint(venice, 30, 0, 36, 7, '='); // the dock, north-east
paint(venice, 0, 26, 15, 30, '='); // Rio dei Mori, west
paint(venice, 21, 30, 28, 34, '='); // Rio Terà, south-east (dead end)

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
for (const [x0, y0, x1, y1, h] of blocks) paint(venice, x0, y0, x1, y1, String(h));

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
paint(venice, 31, 19, 34, 20, 'd');
paint(venice, 1, 5, 3, 6, 'd');
grid[18]![2] = 's';
grid[23]![30] = 's';
paint(venice, 11, 10, 13, 11, 'x');
grid[20]![30] = 'u';

/** Bridges: [name, x0, y0, x1, y1, deck]. Decks of 1″ over the canal leave 1″ for swimmers below. */
const bridges: DraftBridge[] = [
  ['Ponte dei Sospiri Piccolo', 15, 4, 23, 6, 1],
  ['Ponte del Campo', 12, 16, 22, 18, 1],
  ['Ponte dei Mori', 5, 26, 7, 30, 0],
  ['Ponte della Sensa', 31, 7, 33, 11, 0],
  ['Ponte Terà', 24, 30, 26, 34, 0],
];

/** Ropes & Ladders and Water Access: [x, y, kind] on the street cell at the foot of the wall. */
const marks: DraftMark[] = [
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
const barricades: DraftBarricade[] = [
  ['Sandbags at the Ponte del Campo', 23, 16, 24, 18, 'heavy'],
  ['Overturned cart', 12, 4, 13, 6, 'light'],
];

/** Ruins: [name, x0, y0, x1, y1, floors]: the Ca' Rotta, a burnt-out house by the basin, two storeys left at
 * its north-west end and one elsewhere, with a ladder inside. */
const ruins: DraftRuin[] = [
  ["Ca' Rotta, tower", 9, 18, 11, 20, '0,3,6'],
  ["Ca' Rotta", 11, 18, 13, 21, '0,3'],
  ["Ca' Rotta, yard", 9, 20, 11, 21, '0,3'],
];

/** Debris floating on the canal: [name, x0, y0, x1, y1]. */
const debris: DraftDebris[] = [
  ['Floating crates', 18, 11, 20, 12],
  ['Drifting barrel', 16, 23, 17, 24],
  ['Broken oars', 19, 31, 20, 32],
];

/** One gondola per gang (Gang War): [name, middle x, middle y, orientation, gang], moored by a quay. */
const gondolas: DraftGondola[] = [
  ['Black Gondola', 16, 8, 'north-south', 0],
  ['Gilded Gondola', 20, 20, 'north-south', 1],
];

/** Deployment zones in inches: [zone, x0, y0, x1, y1]. Gang War: up to 8″ from opposite edges. */
const zones: DraftZone[] = [
  [0, 0, 0, 8, 36],
  [1, 28, 0, 36, 36],
];

/**
 * Objective spots for Secure Arms: [name, x, y, scenario]. Our choice (the rulebook's map is not in our sources):
 * each at least 4″ from all four of its Deployment Zones (edge strips 12″ from the corners) and from the others,
 * so in the corners and around the basin: roofs in the north-west, south-west and south-east, the water of the
 * dock in the north-east, the deck of the Ponte del Campo and the roof east of it. The board does not serve
 * Secure Arms yet: its south zone, mostly canal, holds 5 figures (docs/levels.md).
 */
const objectives: DraftObjective[] = [
  ['Arms cache, roof of the corner house', 2, 2, 'secure-arms'],
  ['Arms cache, sunk in the dock', 32, 3, 'secure-arms'],
  ['Arms cache, on the Ponte del Campo', 17, 16, 'secure-arms'],
  ['Arms cache, roof east of the basin', 22, 20, 'secure-arms'],
  ['Arms cache, roof by the Rio Terà', 30, 33, 'secure-arms'],
  ['Arms cache, roof of the south-west house', 2, 33, 'secure-arms'],
];

// ---------------------------------------------------------------- main

venice.bridges.push(...bridges);
venice.marks.push(...marks);
venice.barricades.push(...barricades);
venice.ruins.push(...ruins);
venice.debris.push(...debris);
venice.gondolas.push(...gondolas);
venice.zones.push(...zones);
venice.objectives.push(...objectives);

const board = writeLevel(venice, 'levels/gang-war-venice.json');
writeFileSync(join(process.cwd(), 'levels/venice-tiles.png'), tilesetPicture());
const problems = gangWarProblems(board);
for (const p of [...problems.errors, ...problems.warnings]) console.log(`  ${p}`);
