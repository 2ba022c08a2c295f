/**
 * `npx tsx tools/make-arsenale.ts [--print]`: write the board `levels/secure-arms-arsenale.json` (3′×3′, a Tiled
 * JSON map, see docs/levels.md) in the Venice tileset of tools/level-tiles.ts, for Secure Arms, Take What is
 * Theirs and Gang War. The quarter by the Arsenale: a basin in the middle, four canals leaving it for the four
 * edges, quays, workshops and a burnt rope-walk. The board is the same turned half a turn (180° symmetry), so
 * gangs in opposite zones meet the same ground; the edges and corners, where every scenario's Deployment Zones
 * lie, are kept open or low. `--print` also shows it as text. The generated file is committed: edit this program
 * and run it again.
 */
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
import { paintTurned, turnedMark, turnedPiece, turnedSpot } from './level-symmetry.ts';

const SIZE = 36;

const arsenale = newDraft(SIZE, SIZE, {
  name: 'Arsenale',
  scenarios: 'secure-arms,take-what-is-theirs,gang-war',
  description:
    'The basin by the Arsenale and the four canals leaving it; workshops, quays and a burnt rope-walk.',
});

// The basin (the same turned) and the canals leaving it: north (turned: south) and east (turned: west).
paint(arsenale, 12, 12, 24, 24, '~');
paintTurned(arsenale, 20, 0, 24, 12, '~');
paintTurned(arsenale, 24, 12, 36, 16, '~');
// A high-walled dock in the north-east corner (turned: south-west).
paintTurned(arsenale, 31, 0, 36, 4, '=');

/** Houses, workshops and palazzi, each painted with its turned twin: [x0, y0, x1, y1, height]. */
const blocks: [number, number, number, number, number][] = [
  [0, 0, 2, 6, 3], // a low house against the corner house: a step up to its roof
  [2, 2, 6, 6, 5], // the corner house, a ladder on its east face
  [0, 12, 3, 16, 2], // sheds by the west canal
  [11, 0, 14, 2, 3],
  [32, 9, 36, 11, 2], // sheds by the east canal
  [0, 8, 4, 12, 4],
  [8, 0, 11, 4, 6],
  [8, 8, 11, 12, 7], // the Corderie's head, a ladder on its west face
  [12, 8, 16, 11, 3],
  [14, 0, 18, 3, 2], // the Arsenale's workshops: low roofs on the campo
  [4, 14, 8, 18, 3],
  [8, 14, 11, 17, 6],
  [24, 0, 28, 4, 4],
  [25, 6, 29, 10, 6],
  [31, 6, 36, 9, 3],
];
for (const [x0, y0, x1, y1, h] of blocks) paintTurned(arsenale, x0, y0, x1, y1, String(h));

// The Arsenale's lions (Large Obstacles, 3″), a well, stacks of timber, barrels and mooring poles.
for (const [x, y, ch] of [
  [12, 4, 'Q'],
  [18, 5, 'Q'],
  [5, 9, 'o'],
  [30, 4, 'O'],
  [20, 11, 'b'],
  [24, 11, 'p'],
] as const) {
  paintTurned(arsenale, x, y, x + 1, y + 1, ch);
}

/** Bridges, each with its turned twin: [name, x0, y0, x1, y1, deck]; the Ponte de l'Arsenal across the basin is
 * its own twin. Decks of 1″ over the canals leave 1″ for swimmers below. */
const bridges: DraftBridge[] = [
  ['Ponte de la Tana', 19, 5, 25, 7, 1],
  ['Ponte de San Martin', 29, 11, 31, 17, 1],
];
for (const b of bridges) arsenale.bridges.push(b, turnedPiece(arsenale, b, `${b[0]}, turned`));
arsenale.bridges.push(["Ponte de l'Arsenal", 11, 17, 25, 19, 1]);

/** Ropes & Ladders and Water Access, each with its turned twin: [x, y, kind]. */
const marks: DraftMark[] = [
  [6, 3, 'ladder'], // up the corner house
  [7, 10, 'ladder'], // up the Corderie's head
  [29, 8, 'ladder'], // up the palazzo by the dock
  [30, 1, 'water-access'], // steps out of the dock, west
  [33, 4, 'water-access'], // steps out of the dock, south
];
for (const m of marks) arsenale.marks.push(m, turnedMark(arsenale, m));

/** The burnt rope-walk by the basin: a tower with two floors and a wing with one. */
const ruins: DraftRuin[] = [
  ['Corderia Brusada, tower', 18, 8, 20, 11, '0,3,6'],
  ['Corderia Brusada', 16, 8, 18, 11, '0,3'],
];
for (const r of ruins) arsenale.ruins.push(r, turnedPiece(arsenale, r, `${r[0]}, south`));

const barricades: DraftBarricade[] = [['Timber at the Ponte de la Tana', 25, 4, 26, 8, 'light']];
for (const b of barricades) arsenale.barricades.push(b, turnedPiece(arsenale, b, `${b[0]}, south`));

const debris: DraftDebris[] = [['Floating timber', 21, 8, 22, 9]];
for (const r of debris) arsenale.debris.push(r, turnedPiece(arsenale, r, `${r[0]}, south`));

/** Gondolas, no gang's (players set up their own later): [name, middle x, middle y, orientation]. */
const gondolas: DraftGondola[] = [['Gondola in the basin', 15, 14, 'west-east']];
for (const g of gondolas) arsenale.gondolas.push(g, turnedSpot(arsenale, g, `${g[0]}, south`));

/** Gang War's Deployment Zones for two gangs: up to 8″ from the west and the east edges. */
const zones: DraftZone[] = [
  [0, 0, 0, 8, SIZE],
  [1, 28, 0, SIZE, SIZE],
];
arsenale.zones.push(...zones);

/**
 * Secure Arms' six Objectives: our choice (the rulebook's map is not in our sources), each at least 4″ from all
 * four Secure Arms zones and from the others: on the corner houses' roofs, in the water of the corner docks and
 * on the Ponte de l'Arsenal; each spot has its turned twin, so every zone is as near to them as its opposite.
 */
const objectives: DraftObjective[] = [
  ['Arms cache, roof of the corner house', 3, 3, 'secure-arms'],
  ['Arms cache, sunk in the dock', 33, 1, 'secure-arms'],
  ["Arms cache, on the Ponte de l'Arsenal", 14, 17, 'secure-arms'],
];
for (const o of objectives) arsenale.objectives.push(o, turnedSpot(arsenale, o, `${o[0]}, turned`));

writeLevel(arsenale, 'levels/secure-arms-arsenale.json');
