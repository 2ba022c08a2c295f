/**
 * Exact previews of a Grapple and a Drown (DESIGN §1: computed, not simulated), for the UI and the AI. Same dice
 * as the resolutions (grapple.ts, drown.ts): ATTACK, +1 on the larger base, Expert Grappler re-rolls, Aces on 7+,
 * the target rolling first; no Will Points.
 */

import {
  aceDistribution,
  chancesOf,
  type Outcome,
  type ResultChances,
  rollOutcomes,
} from '../core/probability.ts';
import type { Point3 } from '../core/types.ts';
import { fallOddsOf } from '../movement/falling.ts';
import type { RollSpec } from '../rolls/roll.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { boardFor, type Match } from '../state/match-state.ts';
import { DROWN_FUMBLE_LOSS, drownLoss, drownProblem } from './drown.ts';
import { friendly, grappleDice, grappleProblem } from './grapple.ts';
import { grappleEnd, grappleInches } from './grapple-move.ts';

/**
 * Outcomes of the active side of a Grapple or Drown: an Opposed Roll (the target's Aces, with its re-rolls,
 * remove dice from the active pool), or a Basic Roll when `target` is null.
 */
export function grappleOutcomes(active: RollSpec, target: RollSpec | null): Outcome[] {
  if (!target) return rollOutcomes(active.pool, 7, active.rerolls ?? 0);
  const merged = new Map<string, Outcome>();
  aceDistribution(target.pool, 7, target.rerolls ?? 0).forEach((pt, t) => {
    for (const o of rollOutcomes(Math.max(0, Math.min(10, active.pool) - t), 7, active.rerolls ?? 0)) {
      const key = `${o.result}:${o.aces}`;
      const prev = merged.get(key);
      merged.set(key, { result: o.result, aces: o.aces, p: (prev?.p ?? 0) + pt * o.p });
    }
  });
  return [...merged.values()].sort((a, b) => a.aces - b.aces || a.result.localeCompare(b.result));
}

function dicePair(m: Match, eid: number, target: number, purpose: string) {
  return {
    mine: grappleDice(m, eid, target, purpose),
    theirs: friendly(m, eid, target) ? null : grappleDice(m, target, eid, purpose, true),
  };
}

/** What a Grapple toward a spot is expected to do. */
export interface GrapplePreview {
  /** Why the Grapple may not be made (grapple.ts `grappleProblem`), or null; the odds assume it is made. */
  readonly problem: string | null;
  /** Dice of each side before Will Points (the target's null for a friendly Grapple: a Basic Roll). */
  readonly pool: number;
  readonly opposedPool: number | null;
  readonly chances: ResultChances;
  /** Each place the target may end, with its chance (the target's own spot when it is not moved). */
  readonly ends: readonly { readonly node: Node; readonly falls: boolean; readonly p: number }[];
  /** Chance the target falls more than 1″ (the Falling rules cost it Life Points). */
  readonly fallChance: number;
  /** Chance the target ends in water. */
  readonly waterChance: number;
  /** Expected Life Points the target loses (its fall), and the chance it is taken out. */
  readonly expectedLpLoss: number;
  readonly killChance: number;
  /** Chance the target ends with a Stunned counter (a Critical, or a fumbled fall roll). */
  readonly stunChance: number;
  /** Chance of a Fumble: the target grapples the grappler instead. */
  readonly reversalChance: number;
}

/**
 * Exact preview of `eid` grappling `target` toward `to` (inches): the chance of each result, where the target
 * ends, and what its fall is expected to cost. `problem` says when the Grapple is not legal now.
 */
export function grapplePreview(m: Match, eid: number, target: number, to: Point3): GrapplePreview {
  const { mine, theirs } = dicePair(m, eid, target, 'grapple');
  const outcomes = grappleOutcomes(mine, theirs);
  const ends = new Map<string, { node: Node; falls: boolean; p: number }>();
  let fallChance = 0;
  let waterChance = 0;
  let expected = 0;
  let kill = 0;
  let stun = 0;
  for (const o of outcomes) {
    const inches = grappleInches(o.result, o.aces);
    const end = grappleEnd(m, eid, target, to, inches);
    const key = nodeKey(end.node);
    const prev = ends.get(key);
    ends.set(key, { node: end.node, falls: end.falls, p: (prev?.p ?? 0) + o.p });
    if (boardFor(m, target).surfaceKind(end.node) === 'water') waterChance += o.p;
    if (o.result === 'critical') stun += o.p;
    if (!end.falls) continue;
    const f = fallOddsOf(m, target, end.from.z - end.node.z, end.node);
    if (f.loss > 0) fallChance += o.p;
    expected += o.p * f.expectedLpLost;
    kill += o.p * f.killChance;
    if (o.result !== 'critical') stun += o.p * f.stunChance;
  }
  const chances = chancesOf(outcomes);
  return {
    problem: grappleProblem(m, eid, target, to),
    pool: mine.pool,
    opposedPool: theirs?.pool ?? null,
    chances,
    ends: [...ends.values()],
    fallChance,
    waterChance,
    expectedLpLoss: expected,
    killChance: kill,
    stunChance: stun,
    reversalChance: chances.fumble,
  };
}

/** What a Drown is expected to do. */
export interface DrownPreview {
  /** Why the Drown may not be made (drown.ts `drownProblem`), or null; the odds assume it is made. */
  readonly problem: string | null;
  readonly pool: number;
  readonly opposedPool: number;
  readonly chances: ResultChances;
  /** Distribution of Life Points the target loses, index = LP (capped at what it has). */
  readonly lpLoss: readonly number[];
  readonly expectedLpLoss: number;
  readonly killChance: number;
  /** Expected Life Points the attacker loses (a Fumble: 2). */
  readonly expectedSelfLoss: number;
}

/** Exact preview of `eid` drowning `target`; `problem` says when the Drown is not legal now. */
export function drownPreview(m: Match, eid: number, target: number): DrownPreview {
  const mine = grappleDice(m, eid, target, 'drown');
  const theirs = grappleDice(m, target, eid, 'drown', true);
  const outcomes = grappleOutcomes(mine, theirs);
  const lp = Math.max(0, m.world.components.Points.lp[target] ?? 0);
  const ownLp = m.world.components.Points.lp[eid] ?? 0;
  const lpLoss = new Array<number>(lp + 1).fill(0);
  let self = 0;
  for (const o of outcomes) {
    const loss = Math.min(lp, drownLoss(o.result, o.aces));
    lpLoss[loss] = (lpLoss[loss] ?? 0) + o.p;
    if (o.result === 'fumble') self += o.p * Math.min(ownLp, DROWN_FUMBLE_LOSS);
  }
  return {
    problem: drownProblem(m, eid, target),
    pool: mine.pool,
    opposedPool: theirs.pool,
    chances: chancesOf(outcomes),
    lpLoss,
    expectedLpLoss: lpLoss.reduce((s, p, i) => s + p * i, 0),
    killChance: lp > 0 ? (lpLoss[lp] ?? 0) : 1,
    expectedSelfLoss: self,
  };
}
