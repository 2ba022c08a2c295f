/**
 * Charging and disengaging (rulebook "Charging & Disengaging", "Slippery", "Engage"; tables.md), shared by every
 * move: Run/Climb, Jump and Fly. The Attacks of Opportunity they bring are made as the combat chapter says
 * (movement-hooks.ts `OPPORTUNITY_ATTACK`); abilities add what a disengage or a charge brings (movement-hooks.ts).
 *
 * Charging: moving into base contact with enemies ends the move; the mover makes an Attack of Opportunity
 * against one of them (from 3″ or more above: Penetration −5). With two or more charged, the charging player
 * picks which: a `choose` decision (purpose `charge-target`) owned by the charger's gang.
 * Disengaging: leaving base contact, the opposing player picks one enemy and both make an Opposed DEXTERITY Roll
 * (a smaller base +1). With two or more enemies to pick from, that is a `choose` decision (purpose
 * `disengage-opponent`) owned by the opposing gang. Success: move away. Fail: the enemy makes an Attack of
 * Opportunity (never a Grapple), then the move goes on. Critical: move away (+2″). Fumble: the enemy attacks and
 * the character stays.
 * Slippery always wins the roll, Engage always wins it against the mover; both together roll as normal.
 *
 * In both decisions `options[0]` is the engine's own pick (what declining takes): for a charge, the enemy the
 * attack is expected to hurt most; for a disengage, the enemy best placed to stop it (Engage, then DEXTERITY).
 * Several opposing gangs (games of three or four): the gang of the engine's pick answers, and picks among its own
 * characters only, as the rule has one player pick one of its own (see {@link disengageCandidates}).
 */

import { statDice, statOf } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import { chancesOf, opposedOutcomes, type ResultChances } from '../core/probability.ts';
import type { ChoiceDecision, ChoicePurpose, Command, PendingDecision } from '../core/types.ts';
import { makeOpposedRoll, type RollSpec } from '../rolls/roll.ts';
import type { Node } from '../space/api.ts';
import { inBaseContact } from '../space/measure.ts';
import {
  centreOf,
  enemiesOf,
  figureOf,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
} from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';
import { CHARGE_FROM_ABOVE, CHARGE_MADE, DISENGAGED, opportunityAttacks } from './movement-hooks.ts';

/** Enemies in base contact with `eid` if it stood at node `n`. */
export function enemiesTouching(m: Match, eid: number, n: Node): number[] {
  const me = figureOf(m, eid, centreOf(n));
  return enemiesOf(m, eid).filter((e) => inBaseContact(me, figureOf(m, e)));
}

/**
 * The engine's pick of the enemy to stop a disengage: the trait holds-disengagers (Engage) first, then the best
 * DEXTERITY (smaller base +1).
 */
function disengageOpponent(m: Match, eid: number, from: number[]): number {
  const mm = m.world.components.Base.mm;
  const score = (e: number) =>
    (traitOf(m, e, 'holds-disengagers').has ? 100 : 0) +
    statOf(m, e, 'dex') +
    ((mm[e] ?? 0) < (mm[eid] ?? 0) ? 1 : 0);
  return [...from].sort((a, b) => score(b) - score(a) || a - b)[0]!;
}

/**
 * The enemies the opposing player may pick to stop `eid` disengaging from `leaving` (entities, not empty): the
 * engine's pick first, then the other characters of the same gang in `leaving`, in entity order. When the
 * enemies belong to several gangs, the gang of the engine's pick is the opposing player (one player picks one
 * of their own characters; the others have no say).
 */
export function disengageCandidates(m: Match, eid: number, leaving: readonly number[]): number[] {
  const first = disengageOpponent(m, eid, [...leaving]);
  const team = m.world.components.Gang.team;
  return [first, ...leaving.filter((e) => e !== first && team[e] === team[first])];
}

/**
 * One side's roll of a disengage, `eid` against `other` (rulebook "Charging & Disengaging": an Opposed DEXTERITY
 * roll, a character on a smaller base gains +1).
 */
function disengageSpec(m: Match, eid: number, other: number): RollSpec {
  const mm = m.world.components.Base.mm;
  const dex = statDice(m, eid, 'dex');
  const smaller = (mm[eid] ?? 0) < (mm[other] ?? 0);
  return {
    kind: 'opposed',
    purpose: 'disengage',
    pool: dex.dice + (smaller ? 1 : 0),
    modifiers: [...dex.labels, ...(smaller ? ['smaller base +1'] : [])],
    aceOn: 7,
  };
}

/**
 * How the traits disengages-freely (Slippery) and holds-disengagers (Engage) settle a disengage before any die:
 * `free` (a Success), `held` (a Fail), or a roll.
 */
function disengageShortcut(m: Match, eid: number, foe: number): 'free' | 'held' | 'roll' {
  const slippery = traitOf(m, eid, 'disengages-freely').has;
  const engage = traitOf(m, foe, 'holds-disengagers').has;
  if (slippery && !engage) return 'free';
  if (engage && !slippery) return 'held';
  return 'roll';
}

/**
 * Exact chance of each result of `eid`'s disengage if `foe` stops it (the Opposed DEXTERITY Roll; Slippery and
 * Engage as in the module comment), without Will Points. For previews and the AI.
 */
export function disengageChances(m: Match, eid: number, foe: number): ResultChances {
  const shortcut = disengageShortcut(m, eid, foe);
  if (shortcut === 'free') return { success: 1, fail: 0, critical: 0, fumble: 0 };
  if (shortcut === 'held') return { success: 0, fail: 1, critical: 0, fumble: 0 };
  return chancesOf(opposedOutcomes(disengageSpec(m, eid, foe).pool, disengageSpec(m, foe, eid).pool, 7));
}

/** A `choose` decision asking `gang` to pick one of `figures` (entities, engine's pick first) for `purpose`. */
function figureChoice(
  m: Match,
  gang: string,
  eid: number,
  purpose: ChoicePurpose,
  figures: readonly number[],
  label: (e: number) => string,
): ChoiceDecision {
  return {
    type: 'choose',
    gang,
    character: idOf(m, eid),
    purpose,
    options: figures.map((e) => ({ id: idOf(m, e), label: label(e), figure: idOf(m, e) })),
  };
}

/** The figure an answer names; the first of `figures` for any other answer (declining). */
function pickedFigure(m: Match, figures: readonly number[], answer: Command): number {
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : undefined;
  return figures.find((e) => idOf(m, e) === id) ?? figures[0]!;
}

/** How a disengage went: may the character move on, and with how many extra inches (a Critical: +2″). */
export interface Disengaged {
  readonly go: boolean;
  readonly extra: number;
}

/**
 * Disengage from the enemies in `leaving` before a move (also used for crossing a defended barricade). With two
 * or more enemies the opposing gang may pick (see {@link disengageCandidates}), unless the character is
 * Slippery and none of them has Engage (every pick gives the same free Success).
 * @returns whether the character may move on (not after a Fumble or a casualty) and the extra inches.
 */
export function* disengage(
  m: Match,
  eid: number,
  leaving: number[],
): Generator<PendingDecision, Disengaged, Command> {
  if (leaving.length === 0) return { go: true, extra: 0 };
  const candidates = disengageCandidates(m, eid, leaving);
  const free = candidates.every((e) => disengageShortcut(m, eid, e) === 'free');
  let foe = candidates[0]!;
  if (candidates.length >= 2 && !free) {
    const gang = gangOf(m, foe);
    foe = pickedFigure(
      m,
      candidates,
      yield figureChoice(m, gang, eid, 'disengage-opponent', candidates, (e) => nameOf(m, e)),
    );
  }
  const shortcut = disengageShortcut(m, eid, foe);
  if (shortcut === 'free') {
    disengaged(m, eid, foe);
    return { go: true, extra: 0 };
  }
  let result: string;
  if (shortcut === 'held') {
    result = 'fail';
  } else {
    const roll = yield* makeOpposedRoll(m, eid, disengageSpec(m, eid, foe), foe, disengageSpec(m, foe, eid));
    result = roll.result;
  }
  if (result === 'fail' || result === 'fumble') {
    yield* opportunityAttacks(m).make(m, foe, eid, 'disengaging', { noGrapple: true });
    if (result === 'fumble' || !isOnBoard(m, eid)) return { go: false, extra: 0 };
  }
  if (result === 'success' || result === 'critical') disengaged(m, eid, foe);
  return { go: true, extra: result === 'critical' ? 2 : 0 };
}

/** What a successful disengage of `eid` from `foe` brings ({@link DISENGAGED}: Pickpocket). */
function disengaged(m: Match, eid: number, foe: number): void {
  for (const f of m.book.all(DISENGAGED)) f(m, eid, foe);
}

/**
 * Whether a charge by a move that started at height `startZ` (inches) strikes `foe` from above (3″ or more); with
 * the charger `eid`, the rule book may make it one from above whatever the height ({@link CHARGE_FROM_ABOVE}: Patient
 * Hunter, a charge begun in water).
 */
export function chargesFromAbove(m: Match, foe: number, startZ: number, eid?: number): boolean {
  if (eid !== undefined && m.book.all(CHARGE_FROM_ABOVE).some((f) => f(m, eid, startZ))) return true;
  return startZ - (m.world.components.Position.z[foe] ?? 0) >= 3;
}

/** Where the move behind each pending `charge-target` decision started (inches up), for {@link chargeStartZ}. */
const chargeStarts = new WeakMap<ChoiceDecision, number>();

/**
 * The height (inches) the move behind a `charge-target` decision started from, to tell charges from above; null
 * for a decision this module did not raise (e.g. one rebuilt from JSON).
 */
export function chargeStartZ(d: ChoiceDecision): number | null {
  return chargeStarts.get(d) ?? null;
}

/**
 * Among the enemies just charged (entities), the one the charger attacks; undefined when none. With two or more
 * the charging gang picks (a `choose` decision, purpose `charge-target`); its first option is the engine's
 * pick, the enemy with the best expected Life Points lost. Labels say "from above" when the charge is one.
 * `startZ`: the height (inches) where the move started.
 */
export function* chargeTarget(
  m: Match,
  eid: number,
  charged: number[],
  startZ: number,
): Generator<PendingDecision, number | undefined, Command> {
  let best: { e: number; v: number } | undefined;
  for (const e of charged) {
    const v = opportunityAttacks(m).chargeWorth(m, eid, e, chargesFromAbove(m, e, startZ, eid)) ?? -1;
    if (!best || v > best.v) best = { e, v };
  }
  if (!best) return undefined;
  const first = best.e;
  const figures = [first, ...charged.filter((e) => e !== first)];
  const label = (e: number) =>
    chargesFromAbove(m, e, startZ, eid) ? `${nameOf(m, e)}, from above` : nameOf(m, e);
  if (figures.length < 2) return first;
  const d = figureChoice(m, gangOf(m, eid), eid, 'charge-target', figures, label);
  chargeStarts.set(d, startZ);
  return pickedFigure(m, figures, yield d);
}

/** The Attack of Opportunity of a charge against `foe`, from above when the move started 3″ or more higher. */
export function* chargeAttack(
  m: Match,
  eid: number,
  foe: number,
  startZ: number,
): Generator<PendingDecision, void, Command> {
  const fromAbove = chargesFromAbove(m, foe, startZ, eid);
  yield* opportunityAttacks(m).make(m, eid, foe, fromAbove ? 'charging from above' : 'charging', {
    fromAbove,
    charging: true,
  });
}

/** The character a rule put in the place of a charge's target (Everyman), by match: target → stand-in. */
const standIns = matchTable<Map<number, number>>();

/**
 * `standIn` takes the place of `foe`, the target of the charge being made (Everyman swaps them): the charge's Attack
 * of Opportunity strikes `standIn` ({@link chargeMade}).
 */
export function standInFor(m: Match, foe: number, standIn: number): void {
  standIns.ensure(m, () => new Map()).set(foe, standIn);
}

/**
 * What a charge of `charger` on `charged` striking `foe` brings before its Attack of Opportunity, once any Guard
 * reaction is done ({@link CHARGE_MADE}: Everyman, Bodyguard interceptions).
 * @returns the character the charge's Attack of Opportunity strikes: `foe`, or the one put in its place.
 */
export function* chargeMade(
  m: Match,
  charger: number,
  charged: readonly number[],
  foe: number,
): Generator<PendingDecision, number, Command> {
  for (const f of m.book.all(CHARGE_MADE)) yield* f(m, charger, charged, foe);
  const table = standIns.get(m);
  const standIn = table?.get(foe);
  if (standIn === undefined) return foe;
  table!.delete(foe);
  return standIn;
}
