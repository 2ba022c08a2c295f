/**
 * Falls made on purpose for an Agenda (rulebook "Agendas"; "Jump", "Falling"; DESIGN §3.4), in the Victory Points
 * of plan.ts: a Jump toward a point in the air beside a drop ends there and the character falls (jump.ts: "naming a
 * point in mid-air ends the jump there, and it falls") — 6″ or more onto the ground for Daredevil, into the water
 * for High Dive. Weighed only while the gang holds an open Agenda that such a fall achieves or brings a step nearer
 * (agenda-worth.ts `factAgendaGain`, with two more falls alike as the steps still to come), so a gang without one
 * never throws itself off a roof.
 *
 * A stunt toward the point is worth, from the exact odds of preview.ts `jumpPreview`:
 *   (chance it falls: the roll carries it off the edge rather than landing short) × (the Agendas, times the chance
 *   it lives where the Agenda asks it to) − (the fall: its chance to take the character out, 1 VP, plus half the
 *   share of its Life Points lost) − (being left in the water below, and how far its way out is: considerations.ts
 *   `waterCost`) − the danger where it ends up (below the point when it falls, else where it
 *   stands), each weighed as a Run/Climb's (the scenario's `agenda` and `danger` weights).
 */
import {
  asIfAt,
  carriedBy,
  fallOddsOf,
  idOf,
  inContact,
  isOnWall,
  isSwimming,
  type JumpCommand,
  jumpPreview,
  jumpProblem,
  type Match,
  type Node,
  nodeOf,
  type Point3,
} from '../rules/index.ts';
import { factAgendaGain, type Undated } from './agenda-worth.ts';
import { scoreOf, TERM_DANGER, TERM_SWIM } from './considerations.ts';
import { approachGap, dangerFrom } from './spot-worth.ts';
import { attackWorth } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';

/** Inches a fall must be for Daredevil (the drop looked for onto solid ground). */
export const STUNT_DROP = 6;
/** Farthest a stunt's point lies from the character, flat (inches): just past an edge, where a short roll goes. */
export const STUNT_REACH = 2;
/** Points whose exact odds are worked out, at most. */
export const STUNT_SHORTLIST = 3;

/** Share of a stunt's worth counted for standing where it can be made (the jump and its roll are still to come). */
export const STUNT_SPOT_SHARE = 0.5;

/** Words of the fall's cost (the Why? panel). */
export const TERM_STUNT_SPOT = 'a place to fall from for an Agenda, times the chance to get there';
export const TERM_STUNT_FALL = 'the fall: chance it takes the character out, and Life Points lost';

/**
 * What a fall is worth to `eid`'s gang's Agendas: into the water (High Dive), 6″ or more into the water (Daredevil
 * too), 6″ or more onto the ground; null when none is.
 */
export interface StuntGains {
  readonly wet: Term | null;
  readonly wetDeep: Term | null;
  readonly dry: Term | null;
}

/** The worth of each fall of {@link StuntGains} for `eid`'s Agendas (the next falls alike as steps); null when none. */
export function stuntGains(m: Match, eid: number): StuntGains | null {
  const gainOf = (intoWater: boolean, inches: number) => {
    const f: Undated = { kind: 'fall', who: eid, inches, intoWater };
    return factAgendaGain(m, eid, f, [f, f]);
  };
  const wet = gainOf(true, 1);
  const wetDeep = gainOf(true, STUNT_DROP);
  const dry = gainOf(false, STUNT_DROP);
  return wet || wetDeep || dry ? { wet, wetDeep, dry } : null;
}

/** A point in the air beside a drop, the surface below it, the drop (inches) and what falling there is worth. */
interface StuntSpot {
  readonly to: Point3;
  readonly below: Node;
  readonly drop: number;
  readonly gain: Term;
  readonly intoWater: boolean;
}

/**
 * The points in the air within {@link STUNT_REACH} of standing at `at` from which a fall is worth something to
 * `gains` (nothing between that height and the surface below; into the water, or {@link STUNT_DROP} or more), best
 * first. Distances only: the engine's checks are the caller's.
 */
export function stuntSpots(m: Match, at: Node, gains: StuntGains): StuntSpot[] {
  const spots: StuntSpot[] = [];
  for (let j = at.j - STUNT_REACH; j <= at.j + STUNT_REACH; j++) {
    for (let i = at.i - STUNT_REACH; i <= at.i + STUNT_REACH; i++) {
      const flat = Math.hypot(i - at.i, j - at.j);
      if (flat < 1 || flat > STUNT_REACH) continue;
      const surfaces = m.board.surfacesAt(i, j);
      if (surfaces.some((n) => n.z >= at.z - 0.5)) continue;
      const below = [...surfaces].sort((a, b) => b.z - a.z)[0];
      if (!below) continue;
      const intoWater = m.board.surfaceKind(below) === 'water';
      const drop = at.z - below.z;
      const deep = drop >= STUNT_DROP;
      const gain = intoWater ? (deep ? (gains.wetDeep ?? gains.wet) : gains.wet) : deep ? gains.dry : null;
      if (gain) spots.push({ to: [i + 0.5, j + 0.5, at.z], below, drop, gain, intoWater });
    }
  }
  return spots.sort((a, b) => b.gain.value - a.gain.value);
}

/**
 * The worth to `eid` of standing at `at` (a spot a Run/Climb may end on) for the stunts it allows next: the best of
 * {@link stuntSpots}, its Agendas times the chance to live through the fall less the fall's cost (falling.ts
 * `fallOddsOf`, no Controlled Landing), times {@link STUNT_SPOT_SHARE}; null when none is worth it.
 */
export function stuntSpotWorth(m: Match, eid: number, at: Node, gains: StuntGains): Term | null {
  if (m.board.surfaceKind(at) === 'water') return null;
  const lp = m.world.components.Points.lp[eid] ?? 1;
  let best = 0;
  for (const s of stuntSpots(m, at, gains)) {
    const f = fallOddsOf(m, eid, s.drop, s.below);
    best = Math.max(
      best,
      s.gain.value * (1 - f.killChance) - attackWorth(f.killChance, f.expectedLpLost, lp),
    );
  }
  return best > 0 ? { label: TERM_STUNT_SPOT, value: STUNT_SPOT_SHARE * best } : null;
}

/**
 * The best stunt of `here`'s character for an Agenda, or none (see the module comment): not from water, a wall or
 * while carrying, and only toward points the engine accepts (jump.ts `jumpProblem`).
 */
export function stuntCandidates(m: Match, here: PlanContext): Candidate[] {
  const { eid } = here;
  const weight = here.weights.behaviours.agenda;
  if (weight <= 0 || here.ap < 1 || isSwimming(m, eid) || isOnWall(m, eid) || carriedBy(m, eid) >= 0)
    return [];
  // Jumping out of base contact is disengaging (an opposed roll, an Attack of Opportunity): no stunt then.
  if (here.enemies.some((e) => inContact(m, eid, e))) return [];
  const gains = stuntGains(m, eid);
  if (!gains) return [];
  const at = nodeOf(m, eid);
  const spots = stuntSpots(m, at, gains).filter((s) => !jumpProblem(m, eid, s.to));
  let best: Candidate | null = null;
  for (const s of spots.slice(0, STUNT_SHORTLIST)) {
    const p = jumpPreview(m, eid, s.to);
    const falls = Math.max(0, 1 - p.landChance);
    if (p.problem || falls <= 0) continue;
    // Daredevil asks it to live through the fall (counted for High Dive too: a little less than its due).
    const lives = Math.max(0, 1 - p.killChance / falls);
    const lp = m.world.components.Points.lp[eid] ?? 1;
    const there = asIfAt(m, eid, s.below, () => ({
      danger: dangerFrom(m, eid, here),
      gap: approachGap(m, eid),
    }));
    const w = here.weights;
    const agendas = weight * s.gain.value * falls * lives;
    const fall = attackWorth(p.killChance, p.expectedFallLp, lp);
    // Left in the water below, and how far its way out is.
    const swim = falls * here.waterCostAt(s.below, here.ap - 1);
    // Only a stunt whose Agendas outweigh its fall and the swim after it; the other terms weigh it against holding
    // and walking.
    if (agendas - fall - swim <= 0) continue;
    const terms: Term[] = [
      { ...s.gain, value: agendas },
      { label: TERM_STUNT_FALL, value: -fall },
      ...(swim > 0 ? [{ label: TERM_SWIM, value: -swim }] : []),
      { label: TERM_DANGER, value: -w.danger * (falls * there.danger + (1 - falls) * here.hereDanger) },
      { label: here.approachLabel, value: -w.approach * (falls * there.gap + (1 - falls) * here.hereGap) },
      // The Action Point spent, for the character's part in the Primary Objective (about where it stands).
      ...(here.stay.act ? [here.stay.act] : []),
    ];
    const score = scoreOf(terms);
    if (best && score <= best.score) continue;
    const command: JumpCommand = { type: 'jump', actor: idOf(m, eid), to: s.to };
    best = {
      command,
      score,
      why: `jump off the edge at ${s.to[0]},${s.to[1]} to fall ${s.intoWater ? `${s.drop}″ into the water` : `${s.drop}″`} for an Agenda (falls ${Math.round(falls * 100)}%)`,
      terms,
    };
  }
  return best ? [best] : [];
}
