/**
 * A short Jump with a Controlled Landing made for an Agenda (rulebook "Jump", "Controlled Landing", "Agendas";
 * DESIGN §3.4), in the Victory Points of plan.ts. Get to Ground asks for three Controlled Landings in one round, and
 * the Will Point each costs counts toward Will Be Done (six Will Points in one round) and The Gods Guide Us (three
 * characters with none left). A jump of {@link HOP_INCHES} over level ground comes down on it whatever the roll
 * (tables.md "Jump": a Fumble still carries it 1″), so such an Agenda is bought with an Action Point and a Will
 * Point, where a gang could not otherwise work toward it by itself.
 *
 * A hop toward a point {@link HOP_INCHES} away on the level it stands on is worth:
 *   (the Agendas its facts achieve, or bring a step nearer: agenda-worth.ts `factsAgendaGain`, the Will Point and the
 *   Controlled Landing, each with those the gang could still add this round — the character's own Action and Will
 *   Points, and those of the friends still to take their turn; or emptying its Will Points: `pointsAgendaGain`)
 *   − the Will Point (will-point-worth.ts) − the danger and the distance to the nearest enemy where it lands, and
 *   its part in the Primary Objective from there, each weighed as a Run/Climb's.
 * Weighed only while the gang holds such an Agenda open, so a gang without one never hops.
 */
import {
  asIfAt,
  boardFor,
  canPayWill,
  carriedBy,
  idOf,
  inContact,
  isOnBoard,
  isOnWall,
  isSwimming,
  type JumpCommand,
  jumpPreview,
  jumpProblem,
  type Match,
  type Node,
  nodeOf,
  type Point3,
  turnApOf,
  waitingOf,
} from '../rules/index.ts';
import { factsAgendaGain, pointsAgendaGain, type Undated } from './agenda-worth.ts';
import { objectiveDelta, scoreOf, TERM_DANGER } from './considerations.ts';
import { objectiveStanding, roundsLeft } from './objective-worth.ts';
import { approachGap, dangerFrom } from './spot-worth.ts';
import type { Candidate, PlanContext, Term } from './types.ts';
import { WILL_POINT_WORTH, willPointWorthNow } from './will-point-worth.ts';

/** Inches of a hop: what a failed Jump roll still carries it (tables.md "Jump"). */
export const HOP_INCHES = 2;
/** Controlled Landings the gang could add after this one that are counted as steps, at most (Get to Ground: three). */
export const MORE_LANDINGS = 2;
/** Words of the Will Point's cost (the Why? panel). */
export const TERM_HOP_WILL = 'the Will Point of the Controlled Landing';

/**
 * The facts a hop of `eid` makes (its Will Point, then its Controlled Landing), each with those of its kind the gang
 * could still add this round: more hops by `eid` (`apAfter` Action Points, its Will Points left) and by the friends
 * still to take their turn; and those friends' Will Points.
 */
function hopFacts(m: Match, eid: number, apAfter: number): { fact: Undated; more: Undated[] }[] {
  const wp = m.world.components.Points.wp;
  const g = m.world.components.Gang.index[eid] ?? 0;
  const wpAfter = (wp[eid] ?? 0) - 1;
  const friends = waitingOf(m, g).filter((e) => e !== eid && isOnBoard(m, e) && (wp[e] ?? 0) > 0);
  const landing = (who: number): Undated => ({
    kind: 'jump',
    who,
    inches: HOP_INCHES,
    landed: true,
    controlled: true,
  });
  const landings: Undated[] = [];
  for (let k = 0; k < Math.min(apAfter, wpAfter); k++) landings.push(landing(eid));
  for (const f of friends)
    for (let k = 0; k < Math.min(turnApOf(m, f), wp[f] ?? 0); k++) landings.push(landing(f));
  const wills: Undated[] = [
    ...(wpAfter > 0 ? [{ kind: 'will' as const, who: eid, amount: wpAfter }] : []),
    ...friends.map((f) => ({ kind: 'will' as const, who: f, amount: wp[f] ?? 0 })),
  ];
  return [
    { fact: { kind: 'will', who: eid, amount: 1 }, more: wills },
    { fact: landing(eid), more: landings.slice(0, MORE_LANDINGS) },
  ];
}

/** What a hop of `eid` is worth to its gang's Agendas (see the module comment), or null when nothing. */
export function hopAgendaGain(m: Match, eid: number, apAfter: number): Term | null {
  const facts = factsAgendaGain(m, eid, hopFacts(m, eid, apAfter));
  const empties = (m.world.components.Points.wp[eid] ?? 0) <= 1 ? pointsAgendaGain(m, eid, 'wp', 1) : null;
  // (each counts what a first Agenda unlocks under Secondary: the larger, not both)
  return (empties?.value ?? 0) > (facts?.value ?? 0) ? empties : facts;
}

/** Points {@link HOP_INCHES} from `at` on its level (not water), where a hop lands whatever the roll. */
function hopPoints(m: Match, eid: number, at: Node): { to: Point3; node: Node }[] {
  const out: { to: Point3; node: Node }[] = [];
  const r = Math.ceil(HOP_INCHES);
  const board = boardFor(m, eid);
  for (let dj = -r; dj <= r; dj++)
    for (let di = -r; di <= r; di++) {
      if (Math.abs(Math.hypot(di, dj) - HOP_INCHES) > 0.5) continue;
      const node = board
        .surfacesAt(at.i + di, at.j + dj)
        .find((n) => Math.abs(n.z - at.z) <= 0.5 && board.surfaceKind(n) !== 'water');
      if (!node) continue;
      const to: Point3 = [node.i + 0.5, node.j + 0.5, node.z];
      if (!jumpProblem(m, eid, to)) out.push({ to, node });
    }
  return out;
}

/**
 * The best hop of `here`'s character for an Agenda, or none (see the module comment): not from water, a wall or
 * while carrying, not out of base contact with an enemy (that is disengaging), and only toward points where every
 * roll lands within 1″ of the point (preview.ts `jumpPreview`).
 */
export function landingCandidates(m: Match, here: PlanContext): Candidate[] {
  const { eid } = here;
  const weight = here.weights.behaviours.agenda;
  if (weight <= 0 || here.ap < 1 || !canPayWill(m, eid, 1)) return [];
  if (isSwimming(m, eid) || isOnWall(m, eid) || carriedBy(m, eid) >= 0) return [];
  if (here.enemies.some((e) => inContact(m, eid, e))) return [];
  const apAfter = here.ap - 1;
  const gain = hopAgendaGain(m, eid, apAfter);
  if (!gain) return [];
  const w = here.weights;
  const willCost = willPointWorthNow(roundsLeft(m), WILL_POINT_WORTH);
  let best: Candidate | null = null;
  for (const { to, node } of hopPoints(m, eid, nodeOf(m, eid))) {
    const p = jumpPreview(m, eid, to, true);
    // Every roll lands, and within 1″ of the point: a hop that would come down where it began goes nowhere.
    if (p.problem || p.landChance < 1 - 1e-9 || p.reachChance < 1 - 1e-9) continue;
    const there = asIfAt(m, eid, node, () => ({
      danger: dangerFrom(m, eid, here),
      gap: approachGap(m, eid),
      objective: here.objectives
        ? objectiveDelta(w, here.hereStanding, objectiveStanding(m, here.objectives, eid, apAfter))
        : null,
    }));
    const terms: Term[] = [
      { ...gain, value: weight * gain.value },
      { label: TERM_HOP_WILL, value: -willCost },
      { label: TERM_DANGER, value: -w.danger * there.danger },
      { label: here.approachLabel, value: -w.approach * there.gap },
      ...(there.objective ? [there.objective] : []),
    ];
    const score = scoreOf(terms);
    if (best && score <= best.score) continue;
    const command: JumpCommand = { type: 'jump', actor: idOf(m, eid), to, controlledLanding: true };
    best = {
      command,
      score,
      why: `jump to ${to[0]},${to[1]} (${HOP_INCHES}″) with a Controlled Landing for an Agenda`,
      terms,
    };
  }
  return best ? [best] : [];
}
