/**
 * Dead Weights (the Sinker, Strigoi): it is not set up with its gang (the trait sets-up-after-round-1, which the
 * setups read: scenario/deploy.ts `setsUpLater`); at the end of round 1 — as round 2 begins, before PLAN and
 * the initiative — its gang sets it in water anywhere at least 3″ from every enemy in the water, and from then on it
 * takes its turns as any character.
 *
 * Played as a `choose` decision of its gang (purpose `summon-spot`, ids `i,j,z`): the water spot nearest the middle of
 * the board first (the engine's pick), then the farthest toward each compass point from there. Our readings: "in
 * water" is a water surface a figure may stand on (movement/newcomers.ts `placeProblem`: not on a gondola's full deck,
 * not over another base); "enemies in water" are those swimming; a Sinker with no such spot on the board stays off it.
 * A match whose figures a test placed by hand (no deployment) has its Sinker on the board already.
 */
import { ROUND_START_CHOICES } from '../../character/flow-hooks.ts';
import { printedTraitOf } from '../../character/traits.ts';
import { askToChoose } from '../../core/decisions.ts';
import { placeProblem, spotId, spreadSpots } from '../../movement/newcomers.ts';
import type { Node } from '../../space/api.ts';
import {
  centreOf,
  emit,
  enemiesOf,
  figureOf,
  gangOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { allCharacters, setTag } from '../../state/world.ts';

export const DEAD_WEIGHTS = 'Dead Weights';
/** Inches (base to base) a Sinker is set away from every enemy in the water. */
export const DEAD_WEIGHTS_GAP = 3;

/** Sinkers set up already this match (or found on the board as round 2 began). */
const arrived = matchTable<Set<number>>();

/** The water spots `eid` may be set on now: free, at least 3″ from every enemy in the water, nearest the middle first. */
export function sinkerSpots(m: Match, eid: number): Node[] {
  const profile = profileOf(m, eid);
  const swimmers = enemiesOf(m, eid).filter((e) => isSwimming(m, e));
  const cx = m.board.width / 2;
  const cy = m.board.depth / 2;
  const out: { n: Node; d: number }[] = [];
  for (let j = 0; j < m.board.depth; j++)
    for (let i = 0; i < m.board.width; i++)
      for (const n of m.board.surfacesAt(i, j)) {
        if (m.board.surfaceKind(n) !== 'water' || placeProblem(m, profile, n, eid)) continue;
        const me = figureOf(m, eid, centreOf(n));
        const near = swimmers.some((e) => {
          const f = figureOf(m, e);
          return Math.hypot(me.x - f.x, me.y - f.y, me.z - f.z) - me.radius - f.radius < DEAD_WEIGHTS_GAP;
        });
        if (!near) out.push({ n, d: Math.hypot(n.i + 0.5 - cx, n.j + 0.5 - cy) });
      }
  return out.sort((a, b) => a.d - b.d || a.n.j - b.n.j || a.n.i - b.n.i).map((s) => s.n);
}

/** The Sinkers still to come (see the module comment). */
function waiting(m: Match): number[] {
  const done = arrived.ensure(m, () => new Set());
  return allCharacters(m.world).filter((e) => {
    if (done.has(e) || !printedTraitOf(m.book, profileOf(m, e), 'sets-up-after-round-1').has) return false;
    if (isOnBoard(m, e)) {
      done.add(e);
      return false;
    }
    return (m.world.components.Points.lp[e] ?? 0) > 0;
  });
}

/** As round 2 begins, each Sinker still to come is set in the water (see the module comment). */
function* setSinkers(m: Match, sinkers: readonly number[]): Resolution {
  const p = m.world.components.Position;
  for (const eid of sinkers) {
    arrived.ensure(m, () => new Set()).add(eid);
    // the compass of the offer is read from the middle of the board
    [p.x[eid], p.y[eid], p.z[eid]] = [m.board.width / 2, m.board.depth / 2, 0];
    const offered = spreadSpots(m, sinkerSpots(m, eid), eid);
    if (offered.length === 0) continue;
    const pick = yield* askToChoose(
      gangOf(m, eid),
      idOf(m, eid),
      'summon-spot',
      offered.map((o) => ({
        id: spotId(o.node),
        label: o.dir === 'nearest' ? 'the water nearest the middle' : `toward ${o.dir}`,
        figure: idOf(m, eid),
        at: [o.node.i + 0.5, o.node.j + 0.5, o.node.z] as const,
      })),
    );
    const spot = (offered.find((o) => spotId(o.node) === pick) ?? offered[0]!).node;
    [p.x[eid], p.y[eid], p.z[eid]] = [spot.i + 0.5, spot.j + 0.5, spot.z];
    setTag(m.world, eid, m.world.components.OnBoard, true);
    emit(m, {
      type: 'deploy',
      character: idOf(m, eid),
      gang: gangOf(m, eid),
      profile: profileOf(m, eid).id,
      x: spot.i + 0.5,
      y: spot.j + 0.5,
      z: spot.z,
    });
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: DEAD_WEIGHTS,
      effect: 'rises from the canal',
    });
  }
}

/** Dead Weights as a plug-in of the rule book. */
export const DEAD_WEIGHTS_PLUGIN = plugin(DEAD_WEIGHTS, (add) =>
  add(ROUND_START_CHOICES, (m) => {
    if (m.round !== 2) return null;
    const sinkers = waiting(m);
    return sinkers.length > 0 ? setSinkers(m, sinkers) : null;
  }),
);
