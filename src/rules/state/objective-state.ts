/**
 * Primary Objectives as entities of the match's world (world.ts `Objective`; rulebook "Primary Objective"): a 30 mm
 * round marker set up at the start of the game, which a scenario may make Claimable, Destructible, Hidden and Mobile.
 * This file keeps them — set up, claimed, revealed, carried, dropped, destroyed — and says where each one is; what a
 * character may do with them, and when, is scenario/objectives.ts.
 *
 * A carried Objective is off the table (rulebook: "Remove the objective from the board and make a note of who is
 * carrying it"); it is where its carrier is. Every change is an event (core/events.ts `objective-…`).
 */
import type { ObjectiveKind } from '../../content/scenarios.ts';
import type { Point3 } from '../core/types.ts';
import type { Figure } from '../space/api.ts';
import { inBaseContact } from '../space/measure.ts';
import { emit, figureOf, idOf, type Match } from './match-state.ts';
import { matchTable } from './per-match.ts';
import { hookPoint } from './rule-book.ts';
import { addEntityWith, dropEntity, withComponent } from './world.ts';

/** An Objective's base: 30 mm across (rulebook "Primary Objective"), its radius in inches. */
export const OBJECTIVE_RADIUS = 30 / 25.4 / 2;

/** The bit of each kind in `Objective.kinds`. */
export const OBJECTIVE_BITS: Readonly<Record<ObjectiveKind, number>> = {
  claimable: 1,
  destructible: 2,
  hidden: 4,
  mobile: 8,
};

/**
 * What a character's abilities change about Objectives (rulebook "Mindless", "Limited Movement"): `ignored` — it is
 * ignored when Objectives are scored (it may still claim, carry, reveal and destroy them); `cannotCarry` — it never
 * carries a Mobile Objective. Entries are asked in the book's order; one that says yes is enough.
 */
export const OBJECTIVE_TRAITS = hookPoint<{
  readonly ignored?: (m: Match, eid: number) => boolean;
  readonly cannotCarry?: (m: Match, eid: number) => boolean;
}>('characters and Objectives');

/** Whether `eid` may carry a Mobile Objective ({@link OBJECTIVE_TRAITS}). */
export function canCarryObjective(m: Match, eid: number): boolean {
  return !m.book.all(OBJECTIVE_TRAITS).some((t) => t.cannotCarry?.(m, eid) ?? false);
}

/** Whether `eid` is ignored when Objectives are scored ({@link OBJECTIVE_TRAITS}: Mindless). */
export function ignoredForObjectives(m: Match, eid: number): boolean {
  return m.book.all(OBJECTIVE_TRAITS).some((t) => t.ignored?.(m, eid) ?? false);
}

/** What an Objective is set up with. */
export interface ObjectiveSpec {
  readonly kinds: readonly ObjectiveKind[];
  /** Victory Points it scores. */
  readonly vp: number;
  /** Its centre on the table (inches; z the surface it lies on). */
  readonly at: Point3;
  /** A Hidden Objective's number (absent: marked without one). */
  readonly value?: number;
  /** The gang (an index) it belongs to and is claimed by from the start (Take What is Theirs). */
  readonly owner?: number;
}

/** Set up an Objective: its entity, and its `objective-placed` event. Ids run `objective-1`, `objective-2`… */
export function placeObjective(m: Match, spec: ObjectiveSpec): number {
  const w = m.world;
  const { Position, Objective } = w.components;
  // Objectives are set up before the first round, when none has been destroyed yet: the count gives the next id.
  const order = withComponent(w, Objective).length + 1;
  const eid = addEntityWith(w, [Position, Objective]);
  [Position.x[eid], Position.y[eid], Position.z[eid]] = spec.at;
  Objective.id[eid] = `objective-${order}`;
  Objective.kinds[eid] = spec.kinds.reduce((bits, k) => bits | OBJECTIVE_BITS[k], 0);
  Objective.vp[eid] = spec.vp;
  Objective.value[eid] = spec.value ?? -1;
  Objective.revealed[eid] = 0;
  Objective.owner[eid] = spec.owner ?? -1;
  Objective.claimedBy[eid] = spec.owner ?? -1;
  Objective.claimedByOther[eid] = 0;
  Objective.carrier[eid] = -1;
  Objective.order[eid] = order;
  emit(m, {
    type: 'objective-placed',
    objective: Objective.id[eid]!,
    kinds: [...spec.kinds],
    vp: spec.vp,
    x: spec.at[0],
    y: spec.at[1],
    z: spec.at[2],
    claimedBy: spec.owner === undefined ? null : (m.setup.gangs[spec.owner]?.id ?? null),
  });
  return eid;
}

/** The Objectives in the game (on the table or carried), in the order they were set up. */
export function objectivesOf(m: Match): number[] {
  const w = m.world;
  const order = w.components.Objective.order;
  return [...withComponent(w, w.components.Objective)].sort((a, b) => order[a]! - order[b]!);
}

/** Whether match `m` has any Objective (cheap: for the rules' busy paths). */
export function anyObjective(m: Match): boolean {
  return withComponent(m.world, m.world.components.Objective).length > 0;
}

/** The Objective with id `id`, or −1. */
export function objectiveById(m: Match, id: string): number {
  return objectivesOf(m).find((o) => m.world.components.Objective.id[o] === id) ?? -1;
}

/** Whether Objective `o` is of `kind`. */
export function isKind(m: Match, o: number, kind: ObjectiveKind): boolean {
  return ((m.world.components.Objective.kinds[o] ?? 0) & OBJECTIVE_BITS[kind]) !== 0;
}

/** The kinds of Objective `o`. */
export function kindsOf(m: Match, o: number): ObjectiveKind[] {
  return (Object.keys(OBJECTIVE_BITS) as ObjectiveKind[]).filter((k) => isKind(m, o, k));
}

/** The character carrying Objective `o`, or −1. */
export function carrierOf(m: Match, o: number): number {
  return m.world.components.Objective.carrier[o] ?? -1;
}

/** The Objective character `eid` carries, or −1 (a character carries one at a time). */
export function carriedBy(m: Match, eid: number): number {
  if (eid < 0) return -1;
  return objectivesOf(m).find((o) => carrierOf(m, o) === eid) ?? -1;
}

/** Where Objective `o` is (inches): its centre on the table, or its carrier's base centre. */
export function objectiveAt(m: Match, o: number): Point3 {
  const carrier = carrierOf(m, o);
  const { Position } = m.world.components;
  const e = carrier >= 0 ? carrier : o;
  return [Position.x[e]!, Position.y[e]!, Position.z[e]!];
}

/** Where every Objective is (inches), in the order they were set up. */
export function objectivePoints(m: Match): Point3[] {
  return objectivesOf(m).map((o) => objectiveAt(m, o));
}

/** Objective `o` as a figure for measuring (a flat 30 mm disc where it is). */
export function objectiveFigure(m: Match, o: number): Figure {
  const [x, y, z] = objectiveAt(m, o);
  return { x, y, z, radius: OBJECTIVE_RADIUS, height: 0 };
}

/** Whether character `eid` is in base contact with Objective `o` lying on the table (rulebook "Base Contact"). */
export function touchesObjective(m: Match, eid: number, o: number): boolean {
  return carrierOf(m, o) < 0 && inBaseContact(figureOf(m, eid), objectiveFigure(m, o));
}

/** The gang (an index) that claimed Objective `o`, or −1. */
export function claimOf(m: Match, o: number): number {
  return m.world.components.Objective.claimedBy[o] ?? -1;
}

/** Note `gang`'s claim on Objective `o` (its character `by`): `objective-claimed`. */
export function claimObjective(m: Match, o: number, gang: number, by: number): void {
  const { Objective } = m.world.components;
  if (Objective.claimedBy[o] === gang) return;
  Objective.claimedBy[o] = gang;
  if (gang !== Objective.owner[o]) Objective.claimedByOther[o] = 1;
  emit(m, {
    type: 'objective-claimed',
    objective: Objective.id[o]!,
    gang: m.setup.gangs[gang]!.id,
    character: idOf(m, by),
  });
}

/** Turn a Hidden Objective over (`by` reveals it): `objective-revealed`, with its number or null. */
export function revealObjective(m: Match, o: number, by: number): void {
  const { Objective } = m.world.components;
  if (Objective.revealed[o]) return;
  Objective.revealed[o] = 1;
  const value = Objective.value[o]!;
  emit(m, {
    type: 'objective-revealed',
    objective: Objective.id[o]!,
    character: idOf(m, by),
    value: value >= 0 ? value : null,
  });
}

/** `eid` picks Objective `o` up off the table: `objective-picked-up`. */
export function pickUpObjective(m: Match, o: number, eid: number): void {
  m.world.components.Objective.carrier[o] = eid;
  emit(m, {
    type: 'objective-picked-up',
    objective: m.world.components.Objective.id[o]!,
    character: idOf(m, eid),
  });
}

/** `eid` takes Objective `o` from the character carrying it (a friend's hand-over, a Pickpocket): `objective-taken`. */
export function takeObjective(m: Match, o: number, eid: number): void {
  const from = carrierOf(m, o);
  if (from < 0 || from === eid) return;
  m.world.components.Objective.carrier[o] = eid;
  emit(m, {
    type: 'objective-taken',
    objective: m.world.components.Objective.id[o]!,
    character: idOf(m, eid),
    from: idOf(m, from),
  });
}

/**
 * The Objective `eid` carries, if any, is dropped in base contact with it (rulebook "Primary Objective"): `why` is
 * `chosen` (after an action), `life-points` (it lost 3 or more in one action) or `removed` (taken out, or lifted off
 * the table by a spell such as Gateway: dropped where it stood). Laid at `at` when given (a spot in base contact the
 * caller found), else where the carrier stands.
 */
export function dropCarried(
  m: Match,
  eid: number,
  why: 'chosen' | 'life-points' | 'removed',
  at?: Point3,
): void {
  const o = carriedBy(m, eid);
  if (o < 0) return;
  const { Position, Objective } = m.world.components;
  const [x, y, z] = at ?? [Position.x[eid]!, Position.y[eid]!, Position.z[eid]!];
  [Position.x[o], Position.y[o], Position.z[o]] = [x, y, z];
  Objective.carrier[o] = -1;
  emit(m, { type: 'objective-dropped', objective: Objective.id[o]!, character: idOf(m, eid), why, x, y, z });
}

/** Remove Objective `o` from the game (`by` destroyed it): `objective-destroyed`. */
export function destroyObjective(m: Match, o: number, by: number): void {
  const id = m.world.components.Objective.id[o]!;
  emit(m, { type: 'objective-destroyed', objective: id, character: idOf(m, by) });
  dropEntity(m.world, o);
}

/** The Objectives the active character touched as its turn began (for Destructible), by match. */
const touchedAtStart = matchTable<{ eid: number; objectives: number[] }>();

/** Note the Objectives lying in base contact with `eid` as its turn begins (character/turns.ts `activate`). */
export function noteTurnStart(m: Match, eid: number): void {
  if (!anyObjective(m)) return;
  touchedAtStart.set(m, { eid, objectives: objectivesOf(m).filter((o) => touchesObjective(m, eid, o)) });
}

/** Whether `eid` began its current turn in base contact with Objective `o` (rulebook "Primary Objective": Destructible). */
export function touchedAtTurnStart(m: Match, eid: number, o: number): boolean {
  const t = touchedAtStart.get(m);
  return t !== undefined && t.eid === eid && m.active === eid && t.objectives.includes(o);
}
