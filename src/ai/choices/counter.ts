/**
 * The AI's answer to a `counter` decision (rulebook "Command Points", COUNTER): after an enemy's action, spend a
 * Command Point when one 1 AP action of a friend gains more than keeping the point, {@link COUNTER_MARGIN}.
 *
 * What one action of a friend gains (Victory Points, as src/ai/plan.ts scores options): a friend that can attack
 * from where it stands is judged by its best attack (src/ai/threat.ts `bestAttackNow`, plus the small bonus
 * `candidatesFor` gives attacks). With 1 Action Point a move gains only by a charge (its free Attack of
 * Opportunity; no AP is left to shoot after moving), so of the friends that cannot attack, only those with an
 * enemy within MOVE + 2″ whose Attack of Opportunity (odds as from where they stand) could come near the margin
 * are considered, and the {@link CHARGERS_JUDGED} nearest of them is judged in full, by every option it has with
 * 1 Action Point (`candidatesFor`, which plans each reachable spot).
 * The giver is the one with the fewest Command Points, so that the gang's largest pool, which rolls its
 * initiative, lasts.
 */
import {
  type ChoiceDecision,
  counterPickOf,
  distanceBetween,
  enemiesOf,
  idOf,
  type Match,
  NO_COUNTER,
  oddsOf,
  planAttack,
  statOf,
  weaponsOf,
} from '../../rules/index.ts';
import { candidatesFor } from '../plan.ts';
import { attackWorth, bestAttackNow } from '../threat.ts';
import type { Answer } from '../types.ts';

/** What a COUNTER must gain, in Victory Points, before a Command Point is spent on it. */
export const COUNTER_MARGIN = 0.3;

/** What `candidatesFor` adds to an attack over holding where it stands. */
const ATTACK_BONUS = 0.01;

/** How many friends that cannot attack now are judged for a charge (each judgement plans their every move). */
export const CHARGERS_JUDGED = 1;

/** A friend is judged for a charge only when its quick bound reaches this share of the margin. */
const CHARGE_BOUND_SHARE = 0.7;

/** A friend's best single action and what it gains over holding. */
interface Gain {
  readonly gain: number;
  readonly why: string;
}

/** The best attack `eid` can make from where it stands, or null when no enemy is in reach. */
export function strikeGain(m: Match, eid: number): Gain | null {
  let best: Gain | null = null;
  for (const e of enemiesOf(m, eid)) {
    const b = bestAttackNow(m, eid, e);
    if (b.weapon && (!best || b.worth + ATTACK_BONUS > best.gain))
      best = { gain: b.worth + ATTACK_BONUS, why: `attack ${idOf(m, e)} with ${b.weapon}` };
  }
  return best;
}

/** The best of every option of `eid` with 1 Action Point, over holding where it stands. */
export function singleActionGain(m: Match, eid: number): Gain {
  const candidates = candidatesFor(m, eid, 1);
  const hold = candidates.find((c) => c.command.type === 'end-turn')?.score ?? 0;
  const best = candidates[0]!;
  return { gain: best.score - hold, why: best.why };
}

/**
 * A quick bound on what a charge of `eid` with 1 AP could gain: the worth of its best Attack of Opportunity on
 * an enemy within MOVE + 2″ (odds as from where it stands), with the distance to that enemy; null when none.
 */
function chargeBound(m: Match, eid: number): { worth: number; d: number } | null {
  const melee = weaponsOf(m, eid).filter((w) => w.range === 0);
  let best: { worth: number; d: number } | null = null;
  for (const e of enemiesOf(m, eid)) {
    const d = distanceBetween(m, eid, e);
    if (d > statOf(m, eid, 'move') + 2) continue;
    const lp = m.world.components.Points.lp[e] ?? 1;
    for (const w of melee) {
      const odds = oddsOf(m, planAttack(m, eid, e, w, { opportunity: true }), e);
      const worth = attackWorth(odds.killChance, odds.expectedLpLoss, lp);
      if (!best || worth > best.worth) best = { worth, d };
    }
  }
  return best;
}

/** The options of `d` by the friend that would act, each with the giver with the fewest Command Points. */
function optionsByActor(m: Match, d: ChoiceDecision): Map<number, string> {
  const cp = m.world.components.Points.cp;
  const byActor = new Map<number, { option: string; giver: number }>();
  for (const o of d.options) {
    const pick = o.id === NO_COUNTER ? null : counterPickOf(m, o.id);
    if (!pick) continue;
    const [giver, actor] = pick;
    const known = byActor.get(actor);
    if (!known || (cp[giver] ?? 0) < (cp[known.giver] ?? 0)) byActor.set(actor, { option: o.id, giver });
  }
  return new Map([...byActor].map(([actor, x]) => [actor, x.option]));
}

/** The AI's pick in a `counter` decision, with a reason. */
export function answerCounter(m: Match, d: ChoiceDecision): Answer {
  const byActor = optionsByActor(m, d);
  let best = { option: NO_COUNTER, gain: COUNTER_MARGIN, why: 'keep the Command Point' };
  const consider = (option: string, g: Gain) => {
    if (g.gain >= best.gain)
      best = { option, gain: g.gain, why: `COUNTER: ${g.why} (+${g.gain.toFixed(2)})` };
  };
  const chargers: { actor: number; d: number }[] = [];
  for (const [actor, option] of byActor) {
    const strike = strikeGain(m, actor);
    if (strike) consider(option, strike);
    else {
      const bound = chargeBound(m, actor);
      if (bound && bound.worth >= CHARGE_BOUND_SHARE * COUNTER_MARGIN) chargers.push({ actor, d: bound.d });
    }
  }
  chargers.sort((a, b) => a.d - b.d || a.actor - b.actor);
  for (const { actor } of chargers.slice(0, CHARGERS_JUDGED))
    consider(byActor.get(actor)!, singleActionGain(m, actor));
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.option },
    why: best.why,
  };
}
