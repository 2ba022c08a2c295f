/**
 * `npx tsx tools/make-ponte-longo.ts [--print]`: write the Street Fight board `levels/street-fight-ponte-longo.json`
 * (2′×4′: 48″ west to east, 24″ north to south; a Tiled JSON map, see docs/levels.md) in the Venice tileset of
 * tools/level-tiles.ts. The Attackers come in from the west edge and run for the east edge; a canal runs north to
 * south through the middle with the one bridge of the scenario in the centre of the board, its length running
 * west–east (rulebook "Street Fight"). The north and south halves are mirror images, so the two Attackers' and the
 * two Defenders' halves get the same ground. `--print` also shows it as text.
 * The generated file is committed: edit this program and run it again.
 */
import {
  type DraftBarricade,
  type DraftDebris,
  type DraftGondola,
  type DraftMark,
  type DraftZone,
  newDraft,
  paint,
  put,
  writeLevel,
} from './level-draft.ts';
import { mirroredPiece, mirroredRect } from './level-symmetry.ts';

const WIDTH = 48;
const DEPTH = 24;

const ponte = newDraft(WIDTH, DEPTH, {
  name: 'Ponte Longo',
  scenarios: 'street-fight',
  description:
    'A long bridge over the Rio de Ponte Longo; the Attackers come from the west, the Defenders hold the calli beyond.',
});

/** Paint a rectangle and its mirror image across the west–east centre line. */
function paintBoth(x0: number, y0: number, x1: number, y1: number, ch: string): void {
  paint(ponte, x0, y0, x1, y1, ch);
  paint(ponte, ...mirroredRect(ponte, x0, y0, x1, y1), ch);
}

/** Put a tile on a cell and on its mirror image. */
function putBoth(x: number, y: number, ch: string): void {
  put(ponte, x, y, ch);
  put(ponte, x, DEPTH - 1 - y, ch);
}

// The Rio de Ponte Longo, 8″ wide, north to south through the middle; high-walled dead-end rii from the north
// and the south edge, a pair into the Defenders' quarter and a pair into the Attackers' side.
paint(ponte, 20, 0, 28, DEPTH, '~');
paintBoth(37, 0, 40, 6, '=');
paintBoth(12, 0, 15, 5, '=');

/** Houses, north half (mirrored south): [x0, y0, x1, y1, height]. */
const blocks: [number, number, number, number, number][] = [
  // the Attackers' side
  [6, 0, 10, 4, 6], // tall house over the Attackers' campo, a ladder on its west face
  [6, 4, 9, 6, 3], // its low annex: a step up to its roof
  [10, 0, 12, 3, 4],
  [15, 0, 19, 3, 5], // quay house on the canal
  [11, 6, 15, 9, 5],
  [15, 5, 18, 8, 3],
  [7, 8, 9, 10, 2], // a market shed, its roof a place to stand
  [0, 8, 2, 10, 2], // a woodshed in the Attackers' campo
  [11, 9, 15, 11, 4], // the houses along the calle to the bridge
  // the Defenders' side
  [29, 0, 34, 5, 4], // quay houses
  [34, 0, 37, 7, 6], // tall house by the rio
  [40, 0, 45, 4, 5],
  [45, 0, 48, 6, 3],
  [36, 8, 39, 10, 7], // the palazzo over the campo, a ladder on its west face
  [41, 8, 44, 12, 4], // the block in the middle of the way to the east edge
  [41, 5, 44, 7, 3],
  [45, 8, 48, 10, 3],
];
for (const [x0, y0, x1, y1, h] of blocks) paintBoth(x0, y0, x1, y1, String(h));

// Stacks of crates (Large Obstacles, 2″), a well, barrels and mooring poles (Small Obstacles).
for (const [x, y] of [
  [33, 6],
  [40, 6],
  [31, 10],
  [17, 10],
] as const) {
  putBoth(x, y, 'O');
}
putBoth(46, 11, 'o');
paintBoth(38, 11, 40, 12, 'd'); // rubble behind the palazzo
putBoth(28, 3, 'b');
putBoth(19, 6, 'p');
putBoth(28, 7, 'p');

/** The one bridge (rulebook "Street Fight": in the centre of the board, running the way of the long edge): its
 * deck of 1″ over the canal leaves 1″ for swimmers below; it lands one tile onto each quay. */
ponte.bridges.push(['Ponte Longo', 19, 11, 29, 13, 1]);

/** Ropes & Ladders (and Water Access out of the rii), north half (mirrored south): [x, y, kind]. */
const marks: DraftMark[] = [
  [5, 2, 'ladder'], // up the tall house from the Attackers' campo
  [35, 9, 'ladder'], // up the palazzo from the campo
  [44, 10, 'ladder'], // up the middle block
  [38, 6, 'water-access'], // steps out of the Defenders' rio
  [13, 5, 'water-access'], // steps out of the Attackers' rio
];
for (const [x, y, kind] of marks) ponte.marks.push([x, y, kind], [x, DEPTH - 1 - y, kind]);

/** Barricades flanking the east end of the bridge: the Defenders' cover. */
const barricades: DraftBarricade[] = [['Sandbags, north of the bridge', 30, 8, 31, 11, 'heavy']];
for (const b of barricades) ponte.barricades.push(b, mirroredPiece(ponte, b, b[0].replace('north', 'south')));

const debris: DraftDebris[] = [['Floating crates', 22, 4, 23, 5]];
for (const r of debris)
  ponte.debris.push(
    r,
    mirroredPiece(ponte, [`${r[0]}, south`, r[1], r[2] + 14, r[3], r[4] + 14], `${r[0]}, south`),
  );

/** Gondolas, no gang's (players set up their own later): [name, middle x, middle y, orientation]. */
const gondolas: DraftGondola[] = [
  ['Gondola moored north', 26, 3, 'north-south'],
  ['Gondola moored south', 21, 20, 'north-south'],
];
ponte.gondolas.push(...gondolas);

/** Deployment zones (rulebook "Street Fight"): 0 the Attackers, up to 6″ from the west edge; 1 the Defenders, up
 * to 24″ from the east edge. With two gangs on a side, the scenario halves that side's zone. */
const zones: DraftZone[] = [
  [0, 0, 0, 6, DEPTH],
  [1, 24, 0, WIDTH, DEPTH],
];
ponte.zones.push(...zones);

writeLevel(ponte, 'levels/street-fight-ponte-longo.json');
