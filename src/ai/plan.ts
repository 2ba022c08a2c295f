/**
 * AI v0: utility scoring of one character's options (DESIGN §3.4). Each candidate is a legal command of the
 * engine scored in Victory Point worth by the behaviour it belongs to, one file each: holding where it stands, an
 * attack by its exact odds (attack-candidates.ts), a Blast or Template by the enemies and friends it hits
 * (area-candidates.ts), a spell by its chance and worth (spell-candidates.ts), a Drown or a Grapple over an edge or
 * into water (grapple-candidates.ts), a unique action by what it gains or where it leaves the character
 * (unique-action-candidates.ts), Hide or Guard when there is nothing to attack (stance-candidates.ts), the end of a
 * Run/Climb by what it can do from there (move-candidates.ts), a Row of the gondola it rides by the same reading of
 * each place the roll may take it (row-candidates.ts), a Jump where no Run/Climb gets as surely
 * (jump-candidates.ts), a fall, a short hop or a Dive made for an Agenda (stunt-candidates.ts,
 * landing-candidates.ts, dive-candidates.ts).
 * Each is weighed by the scenario's weight of its behaviour (weights.ts) and has the considerations every candidate
 * shares (considerations.ts): the danger where it ends (what enemies can do to it
 * next) and a small pull toward the enemy, so that idle characters close in. The scenario's Primary Objective
 * (objective-worth.ts) weighs every Run/Climb and attack, and gives a carrier the choice to drop its Objective and a
 * character by a Destructible one the choice to destroy it (objective-candidates.ts). A carrier may only Run/Climb
 * (or drop it): its other candidates are dropped. This file gathers them and orders them.
 */
import {
  type Command,
  carrierActionProblem,
  enemiesOf,
  idOf,
  isOnWall,
  type Match,
  nodeOf,
  reachPreview,
  traitOf,
  turnEndFallPreview,
  wallActionProblem,
} from '../rules/index.ts';
import { agendaStep } from './agenda-worth.ts';
import { areaCandidates } from './area-candidates.ts';
import { attackCandidates } from './attack-candidates.ts';
import {
  ACTING_BONUS,
  objectiveDelta,
  SWIM_COST,
  scoreHere,
  TERM_APPROACH,
  TERM_APPROACH_LEADER,
  waterCost,
} from './considerations.ts';
import { diveCandidates } from './dive-candidates.ts';
import { grappleCandidates } from './grapple-candidates.ts';
import { jumpCandidates } from './jump-candidates.ts';
import { landingCandidates } from './landing-candidates.ts';
import { moveCandidates } from './move-candidates.ts';
import { objectiveCandidates } from './objective-candidates.ts';
import { dropRisk, objectiveStanding, objectiveView } from './objective-worth.ts';
import { rowCandidates } from './row-candidates.ts';
import { spellCandidates } from './spell-candidates.ts';
import { approachGap, dangerFrom, dangerShare } from './spot-worth.ts';
import { stanceOptions } from './stance-candidates.ts';
import { stuntCandidates } from './stunt-candidates.ts';
import { attackWorth, drownThreats, lossWorth, threatOf } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';
import { uniqueActionOptions } from './unique-action-candidates.ts';
import { weightsOf } from './weights.ts';

/** Victory Points by which a Jump must beat the best Run/Climb (and holding) to be offered. */
export const JUMP_MARGIN = 0.05;

/** Words of the gains of the behaviours scored where the character stands (the "Why?" panel). */
export const TERM_AREA = 'the area attack: worth on enemies hit, less on friends hit';
export const TERM_SPELL = 'the spell: chance it works times what it does';
export const TERM_GRAPPLE = 'the Grapple or Drown: where the enemy ends, and its chance';
/** Words of what ending the turn on a wall costs (the "Why?" panel). */
export const TERM_WALL_FALL =
  'the fall as its turn ends on the wall: chance it takes it out, Life Points lost, and the water it falls into';

/**
 * What ending its turn where it hangs costs the character of `here` (rulebook "Run/Climb": it falls from there;
 * rules `turnEndFallPreview`): the fall's chance to take it out and Life Points lost (threat.ts `attackWorth`), and
 * being left in the water below (considerations.ts `waterCost`); null off a wall.
 */
function wallFallTerm(m: Match, here: PlanContext): Term | null {
  const fall = turnEndFallPreview(m, here.eid);
  if (!fall) return null;
  const lp = m.world.components.Points.lp[here.eid] ?? 1;
  const cost =
    attackWorth(fall.odds.killChance, fall.odds.expectedLpLost, lp) + here.waterCostAt(fall.landing, 0);
  return cost > 0 ? { label: TERM_WALL_FALL, value: -cost } : null;
}

/**
 * What plan.ts knows of `eid` before it scores its options; `apNow`: the Action Points to plan with (default: what
 * it has, or its full AP before its turn).
 */
function planContext(m: Match, eid: number, apNow: number | undefined): PlanContext {
  const enemies = enemiesOf(m, eid);
  // Danger is weighed by what losing the character costs (its Command Points go with it).
  const loss = lossWorth(m, eid);
  const threats = new Map(enemies.map((e) => [e, threatOf(m, e, eid) * loss]));
  // Drowns are read only for spots in water: worked out the first time.
  let drownsOnce: ReadonlyMap<number, number> | undefined;
  const view = {
    threats,
    get drowns() {
      drownsOnce ??= new Map([...drownThreats(m, eid, enemies)].map(([e, v]) => [e, v * loss]));
      return drownsOnce;
    },
  };
  const points = m.world.components.Points;
  const weights = weightsOf(m, eid);
  const ap = apNow ?? (m.active === eid ? (points.ap[eid] ?? 0) : (points.apMax[eid] ?? 0));
  const objectives = objectiveView(m, eid, ap, weights.decay);
  const hereStanding = objectives ? objectiveStanding(m, objectives, eid, ap) : null;
  const swimBase = traitOf(m, eid, 'no-swimming-penalty').has ? 0 : SWIM_COST;
  const after = (left: number) =>
    objectives ? objectiveDelta(weights, hereStanding, objectiveStanding(m, objectives, eid, left)) : null;
  return {
    eid,
    actor: idOf(m, eid),
    weights,
    enemies,
    threats,
    get drowns() {
      return view.drowns;
    },
    ap,
    hereDanger: dangerFrom(m, eid, view),
    hereGap: approachGap(m, eid),
    approachLabel: (m.world.components.Points.cp[eid] ?? 0) > 0 ? TERM_APPROACH_LEADER : TERM_APPROACH,
    hereNode: nodeOf(m, eid),
    waterCostAt: (at, apAfter) => waterCost(m, eid, swimBase, at, apAfter),
    swimBase,
    objectives,
    hereStanding,
    stay: { act: after(Math.max(0, ap - 1)), end: after(0) },
    hereDropRisk: objectives ? dropRisk(objectives, (e) => dangerShare(m, e, eid)) : 0,
    hereAgendaStep: agendaStep(m, eid, weights.behaviours.agenda),
  };
}

/**
 * Candidates of a behaviour whose gain is made where the character stands (area attacks, spells, Grapples): each
 * `worth` weighed by the behaviour's `weight` under `label`, the Agendas it would achieve (`agenda`, when given)
 * weighed by the Agendas' weight, and a little for acting rather than waiting.
 */
function standing(
  here: PlanContext,
  found: readonly {
    readonly command: Command;
    readonly worth: number;
    readonly why: string;
    readonly agenda?: Term | null;
  }[],
  label: string,
  weight: number,
): Candidate[] {
  const agendaWeight = here.weights.behaviours.agenda;
  return found.map((c) => ({
    command: c.command,
    why: c.why,
    ...scoreHere(
      here,
      { label, value: weight * c.worth },
      ACTING_BONUS,
      c.agenda && agendaWeight > 0 ? { ...c.agenda, value: agendaWeight * c.agenda.value } : null,
    ),
  }));
}

/**
 * Score every option of the active (or about to act) character `eid`; best first. `apNow`: the Action Points
 * to plan with (default: what it has, or its full AP before its turn; 1 for a COUNTER).
 */
export function candidatesFor(m: Match, eid: number, apNow?: number): Candidate[] {
  const here = planContext(m, eid, apNow);
  const b = here.weights.behaviours;
  const out: Candidate[] = [
    {
      command: { type: 'end-turn', actor: here.actor },
      why: 'hold',
      ...scoreHere(here, null, 0, wallFallTerm(m, here), 'end'),
    },
  ];
  const hold = out[0]!.score;
  if (here.ap < 1) return out;
  out.push(...attackCandidates(m, here));
  if (b.area > 0) out.push(...standing(here, areaCandidates(m, eid), TERM_AREA, b.area));
  if (b.spell > 0) out.push(...standing(here, spellCandidates(m, eid), TERM_SPELL, b.spell));
  if (b.grapple > 0) out.push(...standing(here, grappleCandidates(m, eid), TERM_GRAPPLE, b.grapple));
  out.push(...uniqueActionOptions(m, here, apNow !== undefined));
  out.push(...objectiveCandidates(m, here));
  // Hide and Guard end the turn: weighed only when nothing above gains anything (an attack, spell, Grapple or unique
  // action whose first term, its gain, is above nothing; stance-candidates.ts), but for a Guard toward an Agenda.
  const gains = out.some((c) => c.command.type !== 'end-turn' && (c.terms?.[0]?.value ?? 0) > 0);
  out.push(...stanceOptions(m, here, gains));
  const reach = reachPreview(m, eid);
  out.push(...moveCandidates(m, here, reach));
  // A rider may row its gondola (row-candidates.ts): weighed as a move to where the roll may take it.
  out.push(...rowCandidates(m, here));
  // Jump: the best jump to where a Run/Climb does not get as surely (jump-candidates.ts), offered only when it beats
  // every Run/Climb by a margin (a near tie would only add a roll and its risk).
  const bestWalk = Math.max(hold, ...out.filter((c) => c.command.type === 'run-climb').map((c) => c.score));
  if (b.jump > 0) out.push(...jumpCandidates(m, here, { reach, toBeat: bestWalk + JUMP_MARGIN }));
  // A fall made on purpose (off a roof, into the water) for an Agenda that asks for one (stunt-candidates.ts).
  out.push(...stuntCandidates(m, here));
  // A short Jump with a Controlled Landing for an Agenda that asks for one, or for its Will Point
  // (landing-candidates.ts).
  out.push(...landingCandidates(m, here));
  // A Dive for an Agenda that counts them (dive-candidates.ts).
  out.push(...diveCandidates(m, here));
  // A character hanging on a wall may only climb on (rulebook "Run/Climb"), and one carrying an Objective may only
  // Run/Climb or drop it (rulebook "Primary Objective"): every other candidate is dropped.
  const onWall = isOnWall(m, eid);
  return out
    .filter((c) => !onWall || !wallActionProblem(m, eid, c.command.type))
    .filter((c) => c.command.type === 'end-turn' || !carrierActionProblem(m, eid, c.command.type))
    .sort((a, b) => b.score - a.score);
}
