/**
 * Run/Climb for the AI (rulebook "Run/Climb"; DESIGN §3.4): every spot of the character's reach (preview.ts
 * `reachPreview`) other than where it stands, that it gets to without a Critical with a chance of at least
 * {@link MIN_MOVE_CHANCE}, scored in Victory Points by what it can do from there (spot-worth.ts `spotGain`: a
 * charge's free Attack of Opportunity, a shot with the Action Point left) and the Agendas a move there would achieve
 * (agenda-worth.ts) or let it fall for one next (stunt-candidates.ts: a roof's edge for Daredevil, a quay for High
 * Dive), each times the chance to get there, less the danger of standing there (in water, an enemy's Drown too),
 * what being left in the water costs a character without Water Creature (considerations.ts `waterCost`: how far the
 * way out is, with the Action Points left once what it does from there is done; off Debris at its turn's end), the
 * distance to the nearest enemy (considerations.ts), what leaving base contact costs (an enemy left may hold it back
 * and strike: threat.ts `disengageCost`) and a little for the length of the way; and what the move changes of the
 * character's part in the Primary Objective (objective-worth.ts: an Objective held at the end, carried toward home,
 * the far edge of Street Fight…), with a carrier's risk of dropping its Objective there. A Street Fight Attacker
 * that touches the far edge leaves the board: no danger, no enemy to close in on. A spot on a wall is left out when
 * no Action Point would be left to climb on: hanging there with none ends the turn in a fall.
 */
import {
  asIfAt,
  carriedBy,
  enemiesTouching,
  type Match,
  nodeKey,
  nodeOf,
  type ReachCell,
  touchesEscapeEdge,
} from '../rules/index.ts';
import { agendaStep, boardAgendaGain } from './agenda-worth.ts';
import { dropRiskTerm, objectiveDelta, scoreOf, swimTerm, TERM_DANGER } from './considerations.ts';
import { dropRisk, objectiveStanding } from './objective-worth.ts';
import { approach, dangerFrom, dangerShare, spotGain } from './spot-worth.ts';
import { stuntGains, stuntSpotWorth } from './stunt-candidates.ts';
import { disengageCost, enemiesLeft } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';

/** Least chance to get to a spot for a Run/Climb there to be weighed. */
export const MIN_MOVE_CHANCE = 0.2;

/** Words of the cost of leaving base contact (the Why? panel). */
export const TERM_DISENGAGE =
  'leaving base contact: chance an enemy holds it back, times its Attack of Opportunity';

/** Victory Points per inch of the way: among spots alike, the shorter way. */
const WAY_COST = 0.001;

/** A Run/Climb of the character of `here` to each spot of `reach` (see the module comment), scored. */
export function moveCandidates(m: Match, here: PlanContext, reach: readonly ReachCell[]): Candidate[] {
  const { eid, weights: w } = here;
  const b = w.behaviours;
  const standing = nodeKey(nodeOf(m, eid));
  const apAfter = here.ap - 1;
  const out: Candidate[] = [];
  // The falls its gang's Agendas ask for (stunt-candidates.ts): a spot to make one from is worth walking to.
  const stunts = carriedBy(m, eid) < 0 ? stuntGains(m, eid) : null;
  // What leaving the enemies in base contact costs, by the set left (most moves leave all of them or none).
  const touching = enemiesTouching(m, eid, nodeOf(m, eid));
  const start = { touching, z: nodeOf(m, eid).z };
  const disengaging = new Map<string, number>();
  const disengageTerm = (cell: ReachCell): Term | null => {
    const leaving = enemiesLeft(m, eid, touching, cell.node);
    if (leaving.length === 0) return null;
    const key = leaving.join(',');
    let cost = disengaging.get(key);
    if (cost === undefined) {
      cost = disengageCost(m, eid, leaving);
      disengaging.set(key, cost);
    }
    return cost > 0 ? { label: TERM_DISENGAGE, value: -cost } : null;
  };
  for (const cell of b.move > 0 ? reach : []) {
    if (nodeKey(cell.node) === standing || cell.needsCritical || cell.chance < MIN_MOVE_CHANCE) continue;
    // Hanging on a wall with no Action Point left to climb on ends the turn in a fall (rulebook "Run/Climb").
    if (cell.onWall && apAfter < 1) continue;
    const leaving = disengageTerm(cell);
    const score = asIfAt(m, eid, cell.node, () =>
      endWorth(m, here, {
        apAfter,
        start,
        chance: cell.chance,
        leaving,
        stunts: stunts && !cell.onWall ? stunts : null,
        inches: cell.cost,
      }),
    );
    out.push({
      command: {
        type: 'run-climb',
        actor: here.actor,
        to: [cell.node.i + 0.5, cell.node.j + 0.5, cell.node.z],
      },
      score: score.value,
      why: score.reason,
      terms: score.terms,
    });
  }
  return out;
}

/** How a move ended where the character stands now (under `asIfAt` or `asIfRowed`) came about, for {@link endWorth}. */
export interface MoveEnd {
  /** Action Points left after the move. */
  readonly apAfter: number;
  /** The enemies in base contact and the height (inches) where the move began (spot-worth.ts `spotGain`). */
  readonly start: { readonly touching: readonly number[]; readonly z: number };
  /** The chance the move gets there (0–1): what is gained there counts by it. */
  readonly chance: number;
  /** What leaving base contact on the way costs, or null. */
  readonly leaving: Term | null;
  /** The falls its gang's Agendas ask for (stunt-candidates.ts `stuntGains`), or null to leave them out. */
  readonly stunts: ReturnType<typeof stuntGains> | null;
  /** Inches of the way (a little cost, so that among spots alike the shorter way wins). */
  readonly inches: number;
}

/**
 * What ending a move where the character of `here` stands now is worth (Victory Points, with its terms and a reason
 * for the Why? panel): see the module comment. Read under `asIfAt` (a Run/Climb's end) or `asIfRowed` (a Row's).
 */
export function endWorth(
  m: Match,
  here: PlanContext,
  o: MoveEnd,
): { readonly value: number; readonly reason: string; readonly terms: Term[] } {
  const { eid, weights: w } = here;
  const b = w.behaviours;
  const { apAfter, start, leaving } = o;
  const view = here.objectives;
  const gone = view?.play === 'street' && view.attacker && touchesEscapeEdge(m, eid);
  const standing = view ? objectiveStanding(m, view, eid, apAfter) : null;
  const objective = view ? objectiveDelta(w, here.hereStanding, standing) : null;
  const risk = view
    ? dropRiskTerm(
        w,
        standing,
        dropRisk(view, (e) => dangerShare(m, e, eid)),
      )
    : null;
  if (gone) {
    const terms: Term[] = [
      ...(objective ? [{ ...objective, value: objective.value * o.chance }] : []),
      ...(leaving ? [leaving] : []),
      { label: 'length of the way', value: -WAY_COST * o.inches },
    ];
    return { value: scoreOf(terms), reason: 'run off the far edge', terms };
  }
  const spot = spotGain(m, eid, apAfter, start);
  const gain = spot.gain;
  let reason = /^(shoot|strike) /.test(spot.reason ?? '')
    ? `move to ${spot.reason}`
    : (spot.reason ?? 'move');
  const { near, gap } = approach(m, eid);
  if (gain <= 0 && !spot.reason?.startsWith('charge '))
    reason = `move ${o.inches.toFixed(1)}″, ending ${near.toFixed(1)}″ from the nearest enemy`;
  const agenda = boardAgendaGain(m, eid);
  const step = agendaStep(m, eid, b.agenda);
  const stunt = o.stunts && b.agenda > 0 ? stuntSpotWorth(m, eid, nodeOf(m, eid), o.stunts) : null;
  const terms: Term[] = [
    ...(gain > 0
      ? [
          {
            label: `what it can do from there (${reason}), times the chance to get there`,
            value: b.move * gain * o.chance,
          },
        ]
      : []),
    ...(agenda && b.agenda > 0 ? [{ ...agenda, value: b.agenda * agenda.value * o.chance }] : []),
    ...(stunt ? [{ ...stunt, value: b.agenda * stunt.value * o.chance }] : []),
    ...(step ? [{ ...step, value: step.value * o.chance }] : []),
    ...(objective ? [{ ...objective, value: objective.value * o.chance }] : []),
    { label: TERM_DANGER, value: -w.danger * dangerFrom(m, eid, here) },
    ...(leaving ? [leaving] : []),
    // What it does from there spends the Action Point it would swim out with (off Debris: into the water).
    ...swimTerm(here, nodeOf(m, eid), gain > 0 ? apAfter - 1 : apAfter),
    { label: here.approachLabel, value: -w.approach * gap },
    ...(risk ? [risk] : []),
    { label: 'length of the way', value: -WAY_COST * o.inches },
  ];
  return { value: scoreOf(terms), reason, terms };
}
