/**
 * Gang War's gondolas (rulebook "The Winds of Fate" → Gang War, Special Rules: "Each player sets up 1 gondola anywhere
 * on the board in water when setting up scenery"), when the players set the match up (setup-phase.ts): the level's
 * gondolas that belong to a gang are taken off, and each gang in the roll-off's order sets one afloat — a `choose`
 * decision, purpose `gondola-spot`, among open water three cells long (bought-gondolas.ts `gondolaSpots`), thinned
 * to every other column and row so the list stays short. The first option, the engine's pick, is where the level
 * put that gang's gondola, else the spot nearest the board's middle. The gondola joins the world (state/
 * terrain-state.ts) and the board is rebuilt with it.
 */
import { askToChoose } from '../core/decisions.ts';
import type { ChoiceOption } from '../core/types.ts';
import { VoxelBoard } from '../space/board.ts';
import type { GondolaSpec } from '../space/terrain.ts';
import { emit, type Match, type Resolution } from '../state/match-state.ts';
import { addGondolaEntity, gondolaEntities, gondolaPlacements } from '../state/terrain-state.ts';
import { dropEntity } from '../state/world.ts';
import { gondolaSpots } from './bought-gondolas.ts';

/** A spot's option id: `i,j,orientation` of its middle cell. */
const spotId = (s: { i: number; j: number; orientation: string }) => `${s.i},${s.j},${s.orientation}`;

/** Each gang of the roll-off's `order` sets up its gondola (see the module comment). */
export function* gangsSetGondolas(
  m: Match,
  order: readonly number[],
  firstMember: (g: number) => string,
): Resolution {
  if (!(m.board instanceof VoxelBoard)) return;
  const w = m.world;
  const { Gondola } = w.components;
  // The level's gang gondolas: where the level put them, then off the board.
  const authored = new Map<number, GondolaSpec>();
  for (const spec of m.board.gondolaSpecs) if (spec.gang !== undefined) authored.set(spec.gang, spec);
  for (const e of gondolaEntities(w)) if ((Gondola.gang[e] ?? -1) >= 0) dropEntity(w, e);
  m.board = m.board.withGondolas(gondolaPlacements(w));
  for (const g of order) {
    const board = m.board as VoxelBoard;
    const gang = m.setup.gangs[g]!;
    const open = gondolaSpots(board).filter((s) => s.i % 2 === 0 && s.j % 2 === 0);
    const mine = authored.get(g);
    const everyOpen = gondolaSpots(board);
    const levelSpot = mine && everyOpen.find((s) => spotId(s) === spotId(mine));
    const cx = board.width / 2;
    const cy = board.depth / 2;
    const byMiddle = [...open].sort(
      (a, b) => Math.hypot(a.i + 0.5 - cx, a.j + 0.5 - cy) - Math.hypot(b.i + 0.5 - cx, b.j + 0.5 - cy),
    );
    const list = levelSpot
      ? [levelSpot, ...byMiddle.filter((s) => spotId(s) !== spotId(levelSpot))]
      : byMiddle;
    if (list.length === 0) continue;
    const deck = (s: GondolaSpec) => board.grid.colTop[s.j * board.width + s.i]! + 1;
    const options: ChoiceOption[] = list.map((s) => ({
      id: spotId(s),
      label: `afloat at ${s.i},${s.j} (${s.orientation})`,
      at: [s.i + 0.5, s.j + 0.5, deck(s)],
    }));
    const pick = yield* askToChoose(gang.id, firstMember(g), 'gondola-spot', options);
    const spot = list.find((s) => spotId(s) === pick) ?? list[0]!;
    const spec: GondolaSpec = {
      ...spot,
      id: mine?.id ?? `${gang.id}-gondola`,
      name: mine?.name ?? `${gang.name}'s Gondola`,
      gang: g,
    };
    m.board = board.withGondolas([...gondolaPlacements(w), spec]);
    addGondolaEntity(m, spec, m.board as VoxelBoard);
    emit(m, {
      type: 'gondola-placed',
      gang: gang.id,
      gondola: spec.id,
      i: spot.i,
      j: spot.j,
      orientation: spot.orientation,
    });
  }
}
