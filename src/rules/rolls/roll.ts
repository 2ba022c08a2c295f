/**
 * Making a roll inside a resolution: the Will Point decision before it, the dice, the re-rolls after it, and
 * the `roll` event (rulebook "Dice Rolls", "Will Points").
 */

import type { StatName } from '../character/ability-types.ts';
import { statDice } from '../character/stats.ts';
import { lifeForWill, payWill } from '../character/will-cost.ts';
import { willAvailable } from '../character/will-sources.ts';
import { clampPool, MAX_DICE, type Roll, reroll, rerollMisses, rollDice } from '../core/dice.ts';
import { signed } from '../core/modifier-words.ts';
import type { Command, PendingDecision, RollKind } from '../core/types.ts';
import { emit, gangOf, idOf, type Match } from '../state/match-state.ts';
import { ruleRerolls } from './reroll-pools.ts';
import {
  destinyAmongRerolls,
  NO_WILL_POINTS,
  ROLL_INSTEAD,
  ROLL_SET,
  type RollAbout,
  WILL_POINT_DICE,
  WILL_POINTS_MOST,
  WILL_POINTS_SPENT,
  WILL_POINTS_WASTED,
} from './roll-hooks.ts';

/** What a roll is made of before Will Points. */
export interface RollSpec {
  readonly kind: RollKind;
  /** e.g. `attack`, `protection`, `climb`, `disengage`, `fall`. */
  readonly purpose: string;
  /**
   * Dice before Will Points, with the parts that made them, each named by its rule (e.g. "ATTACK 3", "Instigator +1",
   * "cover +1", "Fear (−1) of Mature Kraken").
   */
  readonly pool: number;
  readonly modifiers: readonly string[];
  readonly aceOn: number;
  /** How `aceOn` was made, where a rule made it (e.g. "Citizen's DEXTERITY 4", "Handbow: Evasion +1"). */
  readonly aceModifiers?: readonly string[];
  /** Missed dice the roller re-rolls (Expert Offence (X) and the like). */
  readonly rerolls?: number;
  readonly rerollSource?: string;
  /** In an Opposed Roll, the most Aces of this side that count (a Dispel: the dispeller's Mage (X)). */
  readonly maxAces?: number;
  /** The rule that makes the roller re-roll every Ace it scored, never the Destiny Dice (Supernatural), if any. */
  readonly acesRerolledBy?: string;
}

/**
 * The dice log's words for the limits of a pool (rulebook "Dice Rolls": "Every roll has a maximum of 10 dice and
 * minimum of 0 dice"): none for `dice` within 0..10, else the limit with the dice it adds or takes away —
 * `at least 0 dice (Dice Rolls) +2` for −2 dice.
 */
export function poolLimitLabels(dice: number): string[] {
  if (dice < 0) return [`at least 0 dice (Dice Rolls) ${signed(-dice)}`];
  if (dice > MAX_DICE) return [`at most ${MAX_DICE} dice (Dice Rolls) ${signed(MAX_DICE - dice)}`];
  return [];
}

/**
 * Most Will Points that may go into a roll of `pool` dice by a character with `wp` left (rulebook "Will Points": 2,
 * or `most` where a rule lifts it).
 */
export function willPointsMax(pool: number, wp: number, most = 2): number {
  return Math.max(0, Math.min(most, wp, 10 - clampPool(pool)));
}

/**
 * Whether a rule forbids `eid` to spend Will Points now (rulebook "Will Points"; The Black Lamp's The Lamp: enemies
 * within 3″ of it spend none). The hook point `NO_WILL_POINTS` holds the rules that do.
 */
export function willPointsBarred(m: Match, eid: number): boolean {
  return m.book.all(NO_WILL_POINTS).some((f) => f(m, eid));
}

/**
 * Ask the roller's gang how many Will Points it spends (a pending decision), spend them (its own first, then those
 * friends lend it: abilities/will-sources.ts; then, for a Frenzied character, Life Points, never its last: rulebook
 * "Frenzied", character/will-cost.ts) and emit the events.
 * @returns the dice the Will Points add: those spent, less those a rule wastes ({@link WILL_POINTS_WASTED}); 0 when
 *   none may be spent.
 */
export function* askWillPoints(
  m: Match,
  eid: number,
  spec: RollSpec,
): Generator<PendingDecision, number, Command> {
  const most = Math.max(2, ...m.book.all(WILL_POINTS_MOST).map((f) => f(m, eid) ?? 2));
  const will = willAvailable(m, eid);
  const max = willPointsBarred(m, eid) ? 0 : willPointsMax(spec.pool, will + lifeForWill(m, eid), most);
  if (max === 0) return 0;
  const fromLife = Math.max(0, max - will);
  const decision: PendingDecision = {
    type: 'will-points',
    gang: gangOf(m, eid),
    character: idOf(m, eid),
    purpose: spec.purpose,
    kind: spec.kind,
    dice: clampPool(spec.pool),
    aceOn: spec.aceOn,
    max,
    ...(fromLife > 0 ? { fromLife } : {}),
  };
  const answer = yield decision;
  const amount = answer.type === 'decide' && answer.decision === 'will-points' ? answer.amount : 0;
  if (amount <= 0) return 0;
  const own = Math.min(amount, m.world.components.Points.wp[eid] ?? 0);
  payWill(m, eid, amount, `its ${spec.purpose.replace(/-/g, ' ')} roll`);
  for (const f of m.book.all(WILL_POINTS_SPENT)) f(m, eid, amount, own);
  const wasted = m.book.all(WILL_POINTS_WASTED).reduce((sum, f) => sum + f(m, eid, amount), 0);
  let more = 0;
  for (const f of m.book.all(WILL_POINT_DICE)) {
    const b = f(m, eid, amount, own);
    if (!b || b.dice <= 0) continue;
    more += b.dice;
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: b.rule,
      effect: `+${b.dice} dice for its Will Points`,
    });
  }
  return Math.max(0, amount + more - wasted);
}

/** Emit the `roll` event of a finished roll. */
export function emitRoll(
  m: Match,
  eid: number,
  spec: RollSpec,
  roll: Roll,
  pool: number,
  modifiers: readonly string[],
  opposedBy?: { character: string; dice: number[]; aces: number },
): void {
  emit(m, {
    type: 'roll',
    kind: spec.kind,
    character: idOf(m, eid),
    purpose: spec.purpose,
    dice: roll.dice.map((d) => d.value),
    rerolled: roll.dice.flatMap((d, i) => (d.rerolled ? [i] : [])),
    aceOn: spec.aceOn,
    aces: roll.aces,
    result: roll.result,
    pool,
    modifiers: [...modifiers],
    ...(spec.aceModifiers?.length ? { aceModifiers: [...spec.aceModifiers] } : {}),
    ...(opposedBy ? { opposedBy } : {}),
  });
}

/** The dice log's words for Will Points spent on a roll (none for 0). */
export function willLabels(wp: number): string[] {
  return wp > 0 ? [`Will Points +${wp}`] : [];
}

/**
 * A Basic Roll of `eid`'s `stat` (Aces on 7+) made in the middle of something that cannot wait for a decision
 * (Living Vessel as its holder dies, Crimson Feast after a kill): no Will Points asked, the dice logged with `purpose`
 * and the rule's `label`.
 */
export function rollUnasked(m: Match, eid: number, stat: StatName, purpose: string, label: string): Roll {
  const s = statDice(m, eid, stat);
  const spec: RollSpec = { kind: 'basic', purpose, pool: s.dice, modifiers: [...s.labels, label], aceOn: 7 };
  const roll = rollDice(m.dice, 'basic', s.dice, 7);
  emitRoll(m, eid, spec, roll, s.dice, spec.modifiers);
  return roll;
}

/** What `spec` is, for the rules that step in before or after its dice ({@link ROLL_INSTEAD}, {@link ROLL_SET}). */
function aboutOf(spec: RollSpec): RollAbout {
  return { kind: spec.kind, purpose: spec.purpose, pool: clampPool(spec.pool), aceOn: spec.aceOn };
}

/**
 * The roll a rule makes instead of `eid`'s dice ({@link ROLL_INSTEAD}: All According to Plan), with the dice log's
 * words for it; null when the dice are rolled.
 */
export function* rollInstead(
  m: Match,
  eid: number,
  spec: RollSpec,
): Generator<PendingDecision, { roll: Roll; label: string } | null, Command> {
  for (const f of m.book.all(ROLL_INSTEAD)) {
    const step = f(m, eid, aboutOf(spec));
    const made = step ? yield* step : null;
    if (made) return made;
  }
  return null;
}

/**
 * `eid`'s finished roll as the rules that set its dice leave it ({@link ROLL_SET}: Probable Statistic); each change's
 * words are pushed to `modifiers`.
 */
export function* rollSet(
  m: Match,
  eid: number,
  spec: RollSpec,
  roll: Roll,
  modifiers: string[],
): Generator<PendingDecision, Roll, Command> {
  let after = roll;
  for (const f of m.book.all(ROLL_SET)) {
    const step = f(m, eid, aboutOf(spec), after);
    const set = step ? yield* step : null;
    if (!set) continue;
    after = set.roll;
    modifiers.push(set.label);
  }
  return after;
}

/** {@link rollInstead} for a roll of one side: the roll made instead, its `roll` event emitted; null when none is. */
export function* madeInstead(
  m: Match,
  eid: number,
  spec: RollSpec,
): Generator<PendingDecision, Roll | null, Command> {
  const instead = yield* rollInstead(m, eid, spec);
  if (!instead) return null;
  emitRoll(m, eid, spec, instead.roll, instead.roll.dice.length, [...spec.modifiers, instead.label]);
  return instead.roll;
}

/**
 * Roll for `eid`: a roll made instead of the dice ({@link madeInstead}), else the Will Points decision, dice,
 * automatic re-rolls of missed dice and the rules that set its dice ({@link rollSet}); then the event.
 */
export function* makeRoll(m: Match, eid: number, spec: RollSpec): Generator<PendingDecision, Roll, Command> {
  const instead = yield* madeInstead(m, eid, spec);
  if (instead) return instead;
  const wp = yield* askWillPoints(m, eid, spec);
  const pool = clampPool(spec.pool + wp);
  const modifiers = [...spec.modifiers, ...willLabels(wp), ...poolLimitLabels(spec.pool + wp)];
  let roll = rollDice(m.dice, spec.kind, pool, spec.aceOn);
  if (spec.rerolls) {
    const destiny = destinyAmongRerolls(m, eid, spec.rerollSource ?? '');
    roll = rerollMisses(m.dice, roll, spec.rerolls, destiny !== null);
    if (roll.dice.some((d) => d.rerolled))
      modifiers.push(`${spec.rerollSource ?? 'ability'}: re-roll ${spec.rerolls}`);
    if (destiny && roll.dice[0]?.rerolled) modifiers.push(`${destiny}: the Destiny Dice too`);
  }
  roll = ruleRerolls(m, eid, roll, spec.purpose, modifiers);
  if (spec.acesRerolledBy) {
    const aces = roll.dice.flatMap((d, i) => (i > 0 && d.ace && !d.rerolled ? [i] : []));
    if (aces.length > 0) {
      roll = reroll(m.dice, roll, aces);
      modifiers.push(`${spec.acesRerolledBy}: ${aces.length} Aces re-rolled`);
    }
  }
  roll = yield* rollSet(m, eid, spec, roll, modifiers);
  emitRoll(m, eid, spec, roll, pool, modifiers);
  return roll;
}

/**
 * One side's dice of an Opposed Roll once rolled: its own re-rolls of missed dice (never the Destiny Dice), the
 * re-rolls rules give (`opposing`: the target's side) and the rules that set its dice; each change's words pushed to
 * `mods`.
 */
function* opposedSide(
  m: Match,
  eid: number,
  spec: RollSpec,
  rolled: Roll,
  mods: string[],
  opposing: boolean,
): Generator<PendingDecision, Roll, Command> {
  let roll = rolled;
  if (spec.rerolls) {
    roll = rerollMisses(m.dice, roll, spec.rerolls);
    if (roll.dice.some((d) => d.rerolled))
      mods.push(`${spec.rerollSource ?? 'ability'}: re-roll ${spec.rerolls}`);
  }
  roll = ruleRerolls(m, eid, roll, spec.purpose, mods, opposing);
  return yield* rollSet(m, eid, spec, roll, mods);
}

/**
 * An Opposed Roll (rulebook "Types of Rolls"): both sides may spend Will Points (the active side first), the
 * target rolls first and its Aces remove dice from the active pool. Both rolls are logged; the active roll
 * carries `opposedBy`. Each side re-rolls up to its spec's `rerolls` missed dice (never the Destiny Dice) right
 * after its own roll. A side whose roll a rule makes without dice ({@link rollInstead}, asked before either side's
 * Will Points) spends none, and its single Ace stands whatever the other side rolls. Returns the active roll, with
 * the target's as `opposed`.
 */
export function* makeOpposedRoll(
  m: Match,
  active: number,
  activeSpec: RollSpec,
  target: number,
  targetSpec: RollSpec,
): Generator<PendingDecision, Roll & { readonly opposed: Roll }, Command> {
  const insteadA = yield* rollInstead(m, active, activeSpec);
  const insteadT = yield* rollInstead(m, target, targetSpec);
  const wpA = insteadA ? 0 : yield* askWillPoints(m, active, activeSpec);
  const wpT = insteadT ? 0 : yield* askWillPoints(m, target, targetSpec);
  const tPool = insteadT ? insteadT.roll.dice.length : clampPool(targetSpec.pool + wpT);
  const tMods = insteadT
    ? [...targetSpec.modifiers, insteadT.label]
    : [...targetSpec.modifiers, ...willLabels(wpT), ...poolLimitLabels(targetSpec.pool + wpT)];
  const tRoll =
    insteadT?.roll ??
    (yield* opposedSide(
      m,
      target,
      targetSpec,
      rollDice(m.dice, 'opposed', tPool, targetSpec.aceOn),
      tMods,
      true,
    ));
  const opposed: Roll = { ...tRoll, kind: 'opposed', result: tRoll.aces > 0 ? 'success' : 'fail' };
  emitRoll(m, target, targetSpec, opposed, tPool, tMods);
  const aPool = clampPool(activeSpec.pool + wpA);
  const removed = insteadA ? 0 : Math.min(tRoll.aces, targetSpec.maxAces ?? tRoll.aces);
  const left = insteadA ? insteadA.roll.dice.length : Math.max(0, aPool - removed);
  const mods = insteadA
    ? [...activeSpec.modifiers, insteadA.label]
    : [
        ...activeSpec.modifiers,
        ...willLabels(wpA),
        ...poolLimitLabels(activeSpec.pool + wpA),
        `opposed: −${removed}`,
        ...poolLimitLabels(aPool - removed),
      ];
  const roll =
    insteadA?.roll ??
    (yield* opposedSide(
      m,
      active,
      activeSpec,
      rollDice(m.dice, 'opposed', left, activeSpec.aceOn),
      mods,
      false,
    ));
  emitRoll(m, active, activeSpec, roll, left, mods, {
    character: idOf(m, target),
    dice: tRoll.dice.map((d) => d.value),
    aces: removed,
  });
  return { ...roll, opposed };
}
