/**
 * `npx tsx tools/make-rialto.ts [--print]`: write the Acquisition board `levels/acquisition-rialto-market.json`
 * (2′×2′, a Tiled JSON map, see docs/levels.md) in the Venice tileset of tools/level-tiles.ts. The market of
 * Rialto on both banks of a canal, the same board for each side turned half a turn (180° symmetry), so the gangs
 * deploying in opposite corners meet the same streets, roofs and water. `--print` also shows it as text.
 * The generated file is committed: edit this program and run it again.
 */
import {
  type DraftBarricade,
  type DraftBridge,
  type DraftDebris,
  type DraftGondola,
  type DraftMark,
  type DraftObjective,
  newDraft,
  writeLevel,
} from './level-draft.ts';
import { paintHalfTurned, turnedMark, turnedPiece, turnedSpot } from './level-symmetry.ts';

const SIZE = 24;

const rialto = newDraft(SIZE, SIZE, {
  name: 'Mercato di Rialto',
  scenarios: 'acquisition',
  description:
    'The fish market and the herb market face each other over the Rio de le Beccarie; side canals, stalls and low roofs.',
});

// The north half, row 0 first; the south half is the same turned half a turn. `=` the high-walled Rio dei Oresi,
// `~` the Rio de le Beccarie, digits houses of that height, `O` market stalls, `o` a well, `b` a barrel.
// biome-ignore format: the rows are a picture
const NORTH = [
  '..22222..55556666.===...',
  '..22222..55556666.===.33',
  '.........5555.....===.33',
  '444......5555.....===.33',
  '444.........dd.O..===...',
  '4443.o............===444',
  '4443.....O.......b===444',
  '444..66...66666...===444',
  '444..66...66666...===...',
  '~~~~~~~~~~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~~~~~~~~~',
];
paintHalfTurned(rialto, NORTH);

/** Bridges: [name, x0, y0, x1, y1, deck]. The deck of 1″ over the canal leaves 1″ for swimmers below; the
 * deck of 0 over the high-walled rio is flush with the streets. */
const bridges: DraftBridge[] = [
  ['Ponte de le Beccarie', 7, 8, 9, 16, 1],
  ['Ponte dei Oresi', 18, 3, 21, 5, 0],
];
/** Ropes & Ladders and Water Access: [x, y, kind], on the street cell at the foot of the wall or by the water. */
const marks: DraftMark[] = [
  [8, 2, 'ladder'], // up the fish market hall from the campo
  [3, 4, 'ladder'], // up the corner house
  [21, 8, 'ladder'], // up the house on the rio
  [21, 0, 'water-access'], // steps out of the Rio dei Oresi, east side
  [17, 7, 'water-access'], // steps out of the Rio dei Oresi, west side
];
const barricades: DraftBarricade[] = [['Fish crates at the bridge', 7, 7, 9, 8, 'light']];
const debris: DraftDebris[] = [['Floating baskets', 13, 10, 14, 11]];
const gondolas: DraftGondola[] = [['Market barge', 3, 10, 'west-east']];

for (const b of bridges) rialto.bridges.push(b, turnedPiece(rialto, b, `${b[0]}, south`));
for (const m of marks) rialto.marks.push(m, turnedMark(rialto, m));
for (const b of barricades) rialto.barricades.push(b, turnedPiece(rialto, b, `${b[0]}, south`));
for (const r of debris) rialto.debris.push(r, turnedPiece(rialto, r, `${r[0]}, south`));
for (const g of gondolas) rialto.gondolas.push(g, turnedSpot(rialto, g, `${g[0]}, south`));

/**
 * Acquisition's two Mobile Objectives, set up "along the centre line" (rulebook "Acquisition"): our choice, on the
 * line x = 12 (each marker's tile touches it), one in each market so each corner gang has one nearer; at least 4″
 * from all four corner zones.
 */
const objective: DraftObjective = ['Smuggled goods, Pescaria', 11, 6, 'acquisition'];
rialto.objectives.push(objective, turnedSpot(rialto, objective, 'Smuggled goods, Erberia'));

writeLevel(rialto, 'levels/acquisition-rialto-market.json');
