/**
 * The AI's Will Points before a roll (rulebook "Will Points"): spend a point while it adds at least
 * {@link WILL_POINT_STEP} to the chance of a useful result (Success or Critical; for a Protection Roll, of saving at
 * least one Damage), exact from the dice (`resultChances`). A roll's `purpose` is free words in the engine
 * (`attack`, `protection`, `climb`…), so every roll is judged alike by its chances, but one: under Madness
 * (rules/spells/madness.ts) the caster's side decides for an enemy's rolls, spending the enemy's own Will Points, and
 * the AI spends them only on its attacks (the engine's pick turns them on its own friends). It spends more when that
 * achieves one of its Agendas (agenda-worth.ts: Will Be Done), and all it may when that empties the roller toward one
 * (The Gods Guide Us), or, under Secondary before the gang's first Agenda, when its friends' Will Points could
 * complete one this round (Will Be Done, step by step: the friends still to take their turn).
 *
 * What is at stake lowers the bar, as a strong player spends them: on a Protection Roll, the bar falls with the
 * share of its Life Points the Damage would take (`damageAtStake`), and it spends all it may against Damage that
 * would take it out (the `damage` just logged on it, at least its Life Points) or on the roll of a Drown it may not
 * live through; in the last round, where a point kept is worth nothing, one more whenever it adds anything
 * ({@link LAST_ROUND_STEP}). A Frenzied character's Life Points are offered beyond its Will Points; it pays them only
 * where they buy more than a die ({@link lifeWorthPaying}), and there at least one.
 */
import {
  gangOf,
  hasTag,
  isOnBoard,
  isSwimming,
  lifeBuysRerolls,
  type Match,
  resultChances,
  scenarioOf,
  type WillPointsDecision,
} from '../../rules/index.ts';
import { factAgendaGain, pointsAgendaGain, unlockVp } from '../agenda-worth.ts';
import type { Answer } from '../types.ts';

/** Least gain in the chance of a useful result for which one more Will Point is spent. */
export const WILL_POINT_STEP = 0.12;

/** Least gain in the chance of a useful result for which one more Will Point is spent in the game's last round. */
export const LAST_ROUND_STEP = 0.01;

/** Life Points a Drown may take at one stroke, Aces aside (rulebook "Drown": a Critical takes 4 + Aces). */
export const DROWN_STROKE = 4;

/**
 * Whether roll `d` of `roller` decides whether it is taken out: a Protection Roll against Damage of at least its
 * Life Points ({@link damageAtStake} 1); or the roll of a Drown while it swims with no more than {@link DROWN_STROKE}
 * Life Points (a Drown has no Protection Roll: this roll is all that stands between it and the canal's bottom).
 */
export function lifeAtStake(m: Match, d: WillPointsDecision, roller: number): boolean {
  const lp = m.world.components.Points.lp[roller] ?? 0;
  if (d.purpose === 'drown') return isSwimming(m, roller) && lp <= DROWN_STROKE;
  return damageAtStake(m, d, roller) >= 1;
}

/**
 * The share (0–1) of `roller`'s Life Points that Protection Roll `d` is made against: the Damage just logged on it
 * (the last `damage` event of the log, on this character) over its Life Points, at most 1; 0 for any other roll.
 */
export function damageAtStake(m: Match, d: WillPointsDecision, roller: number): number {
  if (d.kind !== 'protection') return 0;
  const lp = m.world.components.Points.lp[roller] ?? 0;
  for (let i = m.log.length - 1; i >= 0; i--) {
    const e = m.log[i]!;
    if (e.type !== 'damage') continue;
    if (e.character !== d.character) return 0;
    return lp <= 0 ? 1 : Math.min(1, e.damage / lp);
  }
  return 0;
}

/** Least worth of the Agendas a roller's emptied Will Points step toward for it to spend them all. */
export const EMPTY_WORTH = 0.3;

/** Share of its starting Life Points a Frenzied character keeps for it to pay Life Points as Will Points. */
export const LIFE_KEPT = 0.5;

/**
 * Whether `roller` pays Life Points as Will Points (Frenzied: `d.fromLife`) on roll `d`: only where each brings more
 * than a die — Stigmata's re-roll and Penetration on an Attack or Magic Roll (`lifeBuysRerolls`) — and while it has
 * more than {@link LIFE_KEPT} of its Life Points. A die alone is not worth a Life Point: they keep it on the table.
 */
export function lifeWorthPaying(m: Match, d: WillPointsDecision, roller: number | undefined): boolean {
  if (roller === undefined || !lifeBuysRerolls(m, roller) || (d.kind !== 'attack' && d.kind !== 'magic'))
    return false;
  const { lp, lpStart } = m.world.components.Points;
  return (lp[roller] ?? 0) - (d.fromLife ?? 0) > LIFE_KEPT * (lpStart[roller] ?? 0);
}

/** The AI's answer to a `will-points` decision `d` (see the module comment), with a reason. */
export function answerWillPoints(m: Match, d: WillPointsDecision): Answer {
  const roller = m.ids.get(d.character);
  if (roller !== undefined && gangOf(m, roller) !== d.gang && d.purpose !== 'attack') {
    return {
      command: { type: 'decide', decision: 'will-points', character: d.character, amount: 0 },
      why: `keep ${d.character}'s Will Points (${d.purpose})`,
    };
  }
  const max = d.max - (d.fromLife && !lifeWorthPaying(m, d, roller) ? d.fromLife : 0);
  let amount = 0;
  const good = (wp: number) => {
    const c = resultChances(d.dice + wp, d.aceOn);
    return c.success + c.critical;
  };
  const last = m.round >= scenarioOf(m.setup.scenario).rounds;
  // Against Damage that takes a large share of its Life Points, a point is worth spending for less.
  const stake = roller !== undefined && gangOf(m, roller) === d.gang ? damageAtStake(m, d, roller) : 0;
  const bar = last ? LAST_ROUND_STEP : WILL_POINT_STEP * (1 - stake);
  while (amount < max && good(amount + 1) - good(amount) >= bar) amount++;
  // Stigmata: the first Life Point brings Penetration −3 and a re-roll, whatever a die adds.
  if (d.fromLife && max === d.max) amount = Math.max(amount, d.max - d.fromLife + 1);
  if (roller !== undefined && gangOf(m, roller) === d.gang && lifeAtStake(m, d, roller)) amount = max;
  // More when that achieves an Agenda (Will Be Done: 6 Will Points in one round): the least amount that does; all it
  // may when emptying the roller steps toward one (The Gods Guide Us).
  if (roller !== undefined && gangOf(m, roller) === d.gang) {
    for (let more = amount + 1; more <= max; more++)
      if (factAgendaGain(m, roller, { kind: 'will', who: roller, amount: more })) {
        amount = more;
        break;
      }
    const empties = max > amount && max >= (m.world.components.Points.wp[roller] ?? 0);
    if (empties && (pointsAgendaGain(m, roller, 'wp', max)?.value ?? 0) >= EMPTY_WORTH) amount = max;
    // Under Secondary, before the gang's first Agenda: all it may when the Will Points of the friends still to take
    // their turn this round could add up to an Agenda with it (Will Be Done), a step toward the score the gate holds
    // back. A friend whose turn is over makes no more rolls of its own this round.
    if (amount < max && unlockVp(m, m.world.components.Gang.index[roller] ?? 0) > 0) {
      const wp = m.world.components.Points.wp;
      const gang = m.world.components.Gang.index;
      const friends = [...m.ids.values()]
        .filter(
          (e) =>
            e !== roller &&
            gang[e] === gang[roller] &&
            isOnBoard(m, e) &&
            !hasTag(m.world, e, m.world.components.HadTurn) &&
            (wp[e] ?? 0) > 0,
        )
        .map((e) => ({ kind: 'will' as const, who: e, amount: wp[e] ?? 0 }));
      const step = factAgendaGain(m, roller, { kind: 'will', who: roller, amount: max }, friends);
      if ((step?.value ?? 0) >= EMPTY_WORTH) amount = max;
    }
  }
  return {
    command: { type: 'decide', decision: 'will-points', character: d.character, amount },
    why: amount
      ? `spend ${amount} Will Point(s) on the ${d.purpose} roll`
      : `keep Will Points (${d.purpose})`,
  };
}
