/**
 * Dredge (the Ferryman, Strigoi): when it Rows, friendly Water Creatures in base contact with the gondola as it sets
 * off may come along: each is set in base contact with the gondola where it stops.
 *
 * Played after the Row (movement-hooks.ts `ROWED`) as a `choose` decision of its gang, purpose `dredge`: `none`, the
 * id of one Water Creature, or `all` when there are several. Our readings: "in base contact with the gondola" is a
 * swimmer standing beside one of its cells (not aboard); each keeps its place beside the gondola — moved as far as
 * the gondola's middle — where that water is free, else it takes the free water beside the gondola nearest to it;
 * it is carried, no move of its own (no disengage, no charge).
 */
import { hopTo } from '../../character/counters.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { ROWED } from '../../movement/movement-hooks.ts';
import { placeProblem } from '../../movement/newcomers.ts';
import type { Node } from '../../space/api.ts';
import { gondolas } from '../../space/gondolas.ts';
import {
  gangOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

export const DREDGE = 'Dredge';

type Cells = readonly (readonly [number, number])[];

/** Whether node `n` is beside one of `cells` (touching it, not on it). */
const beside = (n: { i: number; j: number }, cells: Cells) =>
  !cells.some(([i, j]) => i === n.i && j === n.j) &&
  cells.some(([i, j]) => Math.max(Math.abs(i - n.i), Math.abs(j - n.j)) === 1);

/** The friendly Water Creatures swimming beside `cells` (the gondola as `rower` set off). */
export function dredged(m: Match, rower: number, cells: Cells): number[] {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (e) =>
      e !== rower &&
      team[e] === team[rower] &&
      abilityOf(m, e, 'Water Creature').has &&
      isSwimming(m, e) &&
      beside(nodeOf(m, e), cells),
  );
}

/** Free water beside the gondola `id` now for `eid`, nearest to `near` first. */
function besideNow(m: Match, eid: number, id: string, near: { i: number; j: number }): Node[] {
  const g = gondolas(m.board).find((x) => x.id === id);
  if (!g) return [];
  const out: { n: Node; d: number }[] = [];
  for (const [ci, cj] of g.cells)
    for (let dj = -1; dj <= 1; dj++)
      for (let di = -1; di <= 1; di++)
        for (const n of m.board.surfacesAt(ci + di, cj + dj)) {
          if (!beside(n, g.cells) || m.board.surfaceKind(n) !== 'water') continue;
          if (placeProblem(m, profileOf(m, eid), n, eid)) continue;
          if (!out.some((o) => o.n.i === n.i && o.n.j === n.j && o.n.z === n.z))
            out.push({ n, d: Math.hypot(n.i - near.i, n.j - near.j) });
        }
  return out.sort((a, b) => a.d - b.d || a.n.j - b.n.j || a.n.i - b.n.i).map((o) => o.n);
}

/** After the Ferryman's Row: those it brings along (see the module comment). */
function dredge(m: Match, rower: number, id: string, cells: Cells, dx: number, dy: number): Resolution {
  return (function* (): Resolution {
    if (!holdsUnique(m, rower, DREDGE) || !isOnBoard(m, rower)) return;
    const along = dredged(m, rower, cells);
    if (along.length === 0) return;
    const options: ChoiceOption[] = [
      { id: 'none', label: 'nobody comes along' },
      ...along.map((e) => ({ id: idOf(m, e), label: `${nameOf(m, e)} comes along`, figure: idOf(m, e) })),
      ...(along.length > 1 ? [{ id: 'all', label: 'all of them come along' }] : []),
    ];
    const pick = yield* askToChoose(gangOf(m, rower), idOf(m, rower), 'dredge', options);
    const going = pick === 'all' ? along : along.filter((e) => idOf(m, e) === pick);
    for (const e of going) {
      const from = nodeOf(m, e);
      const target = { i: from.i + Math.round(dx), j: from.j + Math.round(dy) };
      const spot = besideNow(m, e, id, target)[0];
      if (!spot) continue;
      hopTo(m, e, from, spot, Math.hypot(spot.i - from.i, spot.j - from.j));
    }
  })();
}

/** Dredge as a plug-in of the rule book. */
export const DREDGE_PLUGIN = plugin(DREDGE, (add) => add(ROWED, dredge));
