/**
 * AI v0 candidates for a Jump (rulebook "Jump", "Controlled Landing", "Falling"; DESIGN §3.4), in the Victory
 * Points of plan.ts. A jump toward a listed surface point is worth, from the exact odds of preview.ts `jumpPreview`:
 *   (chance to land there, or within 1″ of it: `reachChance`) × (what it can do from there: the charge or the shot
 *   of a Run/Climb's end, spot-worth.ts)
 *   − (the fall: the chance it takes the character out, 1 VP, plus half the share of its Life Points lost)
 *   − danger and distance to the nearest enemy, at the landing spot when it lands there, else where it stands
 *     (a jump that comes up short leaves it about where it was, or in the gap below).
 * A Controlled Landing (1 Will Point) is taken when it saves more of the fall than a Will Point is worth.
 *
 * Only jumps that get somewhere a Run/Climb does not get as surely are weighed: points nearer an enemy than any
 * sure walk ends, not reached by a walk as likely as by the jump. To keep the decision cheap, the points are first
 * ranked by a cheap estimate (the chance the roll goes far enough, times the inches it gains on the best sure
 * walk), and only the best {@link JUMP_SHORTLIST} that the engine accepts (jump.ts `jumpProblem`, as legal.ts
 * `jumpTargets` lists them: within 6″, no more than 3″ up, in line of sight, free) get exact odds.
 * The best jump of them is offered when it beats what plan.ts asks (`toBeat`); a point whose score could not beat it
 * even with a somewhat better chance than the estimate, and no fall, is dropped before its exact odds.
 */

import {
  abilityOf,
  asIfAt,
  boardFor,
  enemiesOf,
  idOf,
  inContact,
  isOnWall,
  isSwimming,
  JUMP_LIST_RADIUS,
  JUMP_MAX_RISE,
  type JumpCommand,
  jumpInches,
  jumpPreview,
  jumpProblem,
  type Match,
  type Node,
  nodeOf,
  type Point3,
  type ReachCell,
  rollOutcomes,
  statOf,
} from '../rules/index.ts';
import { boardAgendaGain } from './agenda-worth.ts';
import { objectiveDelta, scoreOf, TERM_DANGER } from './considerations.ts';
import { objectiveStanding } from './objective-worth.ts';
import { approach, dangerFrom, spotGain } from './spot-worth.ts';
import { attackWorth } from './threat.ts';
import type { PlanContext, Term } from './types.ts';
import { WILL_POINT_WORTH } from './will-point-worth.ts';

/** Points whose exact odds are worked out, at most. */
export const JUMP_SHORTLIST = 2;
/** Points asked of the engine (jump.ts `jumpProblem`: line of sight, room…) at most, best estimate first. */
export const JUMP_CHECKED = 8;
/** Least chance to land at the point for a jump to be offered. */
export const JUMP_MIN_REACH = 0.25;
/** How much surer than a walk to the same spot a jump must be (chance to get there). */
export const JUMP_SURER_BY = 0.1;
/** Inches nearer the enemy than any sure walk a point must be to be weighed. */
export const JUMP_NEARER_BY = 1;
/** How much better than the cheap estimate the chance to land may turn out (the estimate ignores the terrain). */
const ESTIMATE_SLACK = 0.15;
/** A walk at least this likely counts as sure. */
const SURE_WALK = 0.9;

/** Words of the terms of a jump (the "Why?" panel). */
export const TERM_JUMP_FALL =
  'the fall if the jump falls short: chance it takes it out, and Life Points lost';
export const TERM_CONTROLLED = 'the Will Point of a Controlled Landing';

/** What a jump is weighed against, besides what plan.ts knows of the jumper. */
export interface JumpContext {
  /** The Run/Climb destinations with their chances (preview.ts `reachPreview`). */
  readonly reach: readonly ReachCell[];
  /** The score a jump must beat to be offered (plan.ts: the best Run/Climb, or holding, and a margin). */
  readonly toBeat: number;
}

/** A scored Jump: `terms` add up to `score`. */
export interface JumpCandidate {
  readonly command: JumpCommand;
  readonly score: number;
  readonly why: string;
  readonly terms: readonly Term[];
}

/**
 * The best Jump of the character of `here` (see the module comment; it takes one of `here.ap`) when it beats
 * `o.toBeat`, or none.
 */
export function jumpCandidates(m: Match, here: PlanContext, o: JumpContext): JumpCandidate[] {
  const eid = here.eid;
  const enemies = enemiesOf(m, eid);
  if (here.ap < 1 || enemies.length === 0 || isSwimming(m, eid) || isOnWall(m, eid)) return [];
  // Leaving base contact is disengaging: a jump is not weighed for that.
  if (enemies.some((e) => inContact(m, eid, e))) return [];
  const at = nodeOf(m, eid);
  const apAfter = here.ap - 1;
  const { Position } = m.world.components;
  const foes = enemies.map((e) => [Position.x[e] ?? 0, Position.y[e] ?? 0, Position.z[e] ?? 0] as const);
  const near = (n: Node) => {
    let d = Number.POSITIVE_INFINITY;
    for (const [x, y, z] of foes) d = Math.min(d, Math.hypot(x - n.i - 0.5, y - n.j - 0.5, z - n.z));
    return d;
  };
  const walks = o.reach.filter((c) => !c.needsCritical && !(c.onWall && apAfter < 1));
  let sureNear = near(at);
  for (const c of walks) if (c.chance >= SURE_WALK) sureNear = Math.min(sureNear, near(c.node));
  // The chance a Run/Climb gets to n (asked only of the few points weighed).
  const walkChance = (n: Node) =>
    Math.max(
      0,
      ...walks.filter((c) => c.node.i === n.i && c.node.j === n.j && c.node.z === n.z).map((c) => c.chance),
    );
  // No point can be that much nearer than a sure walk already gets (two bases' centres are about 1″ apart at least).
  if (sureNear - JUMP_NEARER_BY < 1) return [];
  const farther = farChance(m, eid);
  const ranked: { n: Node; h: number; est: number }[] = [];
  const board = boardFor(m, eid);
  for (let j = at.j - JUMP_LIST_RADIUS; j <= at.j + JUMP_LIST_RADIUS; j++) {
    for (let i = at.i - JUMP_LIST_RADIUS; i <= at.i + JUMP_LIST_RADIUS; i++) {
      const flat = Math.hypot(i - at.i, j - at.j);
      if (flat > JUMP_LIST_RADIUS) continue;
      for (const n of board.surfacesAt(i, j)) {
        if (n.z > at.z + JUMP_MAX_RISE) continue;
        const gained = sureNear - near(n);
        // (a point a sure walk reaches is no nearer than the sure walks: it is left out here)
        if (gained < JUMP_NEARER_BY || board.surfaceKind(n) === 'water') continue;
        // The roll must carry it along the 3D line, less the 1″ it may be shifted onto solid ground.
        const est = farther(Math.hypot(flat, n.z - at.z) - 1);
        if (est > 0) ranked.push({ n, h: est * gained, est });
      }
    }
  }
  ranked.sort((a, b) => b.h - a.h);
  let best: JumpCandidate | null = null;
  let weighed = 0;
  for (const { n, est } of ranked.slice(0, JUMP_CHECKED)) {
    if (weighed >= JUMP_SHORTLIST) break;
    if (jumpProblem(m, eid, [n.i + 0.5, n.j + 0.5, n.z])) continue;
    weighed++;
    const c = scoreJump(m, here, n, apAfter, walkChance(n), est, o.toBeat);
    if (c && c.score > (best?.score ?? o.toBeat)) best = c;
  }
  return best ? [best] : [];
}

/** The jump toward node `n` scored, or null when it lands there too rarely or a walk gets there as surely. */
function scoreJump(
  m: Match,
  here: PlanContext,
  n: Node,
  apAfter: number,
  walkChance: number,
  estimate: number,
  toBeat: number,
): JumpCandidate | null {
  const { eid, weights: w } = here;
  const to: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
  // A Jump is weighed only out of base contact (jumpCandidates).
  const from = { touching: [], z: nodeOf(m, eid).z };
  const there = asIfAt(m, eid, n, () => ({
    ...spotGain(m, eid, apAfter, from),
    agenda: boardAgendaGain(m, eid),
    danger: dangerFrom(m, eid, here),
    ...approach(m, eid),
    objective: here.objectives
      ? objectiveDelta(w, here.hereStanding, objectiveStanding(m, here.objectives, eid, apAfter))
      : null,
  }));
  // Landing short leaves it about where it stands, an Action Point spent.
  const objectiveAt = (reach: number) =>
    reach * (there.objective?.value ?? 0) + (1 - reach) * (here.stay.act?.value ?? 0);
  // Linear in the chance to land there: when even a somewhat better chance than the estimate, and no fall, would
  // not beat what it must, the exact odds are not worth working out.
  const scoreAt = (reach: number) =>
    reach * (there.gain + (there.agenda?.value ?? 0)) +
    objectiveAt(reach) -
    w.danger * (reach * there.danger + (1 - reach) * here.hereDanger) -
    w.approach * (reach * there.gap + (1 - reach) * here.hereGap);
  if (scoreAt(Math.min(1, estimate + ESTIMATE_SLACK)) <= toBeat) return null;
  const plain = jumpPreview(m, eid, to);
  const reach = plain.reachChance;
  if (plain.problem || reach < JUMP_MIN_REACH || reach < walkChance + JUMP_SURER_BY) return null;
  const lp = m.world.components.Points.lp[eid] ?? 1;
  let fall = attackWorth(plain.killChance, plain.expectedFallLp, lp);
  let controlled = false;
  if (fall > WILL_POINT_WORTH && (m.world.components.Points.wp[eid] ?? 0) >= 1) {
    const soft = jumpPreview(m, eid, to, true);
    const softFall = attackWorth(soft.killChance, soft.expectedFallLp, lp);
    if (fall - softFall > WILL_POINT_WORTH) {
      fall = softFall;
      controlled = true;
    }
  }
  const reason = there.reason ?? `end ${there.near.toFixed(1)}″ from the nearest enemy`;
  const terms: Term[] = [
    ...(there.gain > 0
      ? [
          {
            label: `what it can do from there (${reason}), times the chance to land within 1″ of it`,
            value: there.gain * reach,
          },
        ]
      : []),
    ...(there.agenda ? [{ ...there.agenda, value: there.agenda.value * reach }] : []),
    ...(there.objective || here.stay.act
      ? [{ label: there.objective?.label ?? here.stay.act?.label ?? '', value: objectiveAt(reach) }]
      : []),
    { label: TERM_JUMP_FALL, value: -fall },
    ...(controlled ? [{ label: TERM_CONTROLLED, value: -WILL_POINT_WORTH }] : []),
    { label: TERM_DANGER, value: -w.danger * (reach * there.danger + (1 - reach) * here.hereDanger) },
    { label: here.approachLabel, value: -w.approach * (reach * there.gap + (1 - reach) * here.hereGap) },
  ];
  const command: JumpCommand = {
    type: 'jump',
    actor: idOf(m, eid),
    to,
    ...(controlled ? { controlledLanding: true } : {}),
  };
  return {
    command,
    score: scoreOf(terms),
    why: `jump to ${to[0]},${to[1]} to ${reason} (lands within 1″ of it ${Math.round(reach * 100)}%${controlled ? ', Controlled Landing' : ''})`,
    terms,
  };
}

/** The chances of {@link farChance} by DEXTERITY, Acrobatic (X) and Leaper: pure numbers, worked out once. */
const atLeastCache = new Map<string, readonly number[]>();

/** Chance, by inches, that the character's jump roll carries it at least that far (tables.md "Jump"). */
function farChance(m: Match, eid: number): (inches: number) => number {
  const acrobatic = abilityOf(m, eid, 'Acrobatic');
  const rerolls = acrobatic.has ? acrobatic.value : 0;
  const leaper = abilityOf(m, eid, 'Leaper').has;
  const dex = statOf(m, eid, 'dex');
  const key = `${dex},${rerolls},${leaper}`;
  let atLeast = atLeastCache.get(key);
  if (!atLeast) {
    // The inches of a jump are whole: k″ or more.
    const a: number[] = [];
    for (const x of rollOutcomes(dex, 7, rerolls)) {
      const inches = jumpInches(x.result, x.aces, leaper);
      for (let k = 0; k <= inches; k++) a[k] = (a[k] ?? 0) + x.p;
    }
    atLeast = a;
    atLeastCache.set(key, a);
  }
  const table = atLeast;
  return (inches) => table[Math.max(0, Math.ceil(inches - 1e-9))] ?? 0;
}
