/**
 * Attacks for the AI (rulebook "Combat"; DESIGN §3.4): on each enemy it may attack now, the character's best
 * weapon that is not an area weapon (those are area-candidates.ts's), scored in Victory Points by the exact odds of
 * taking the enemy out and of the Life Points it costs (threat.ts `attackWorth`), less a tenth of a Victory Point
 * times the chance of a Fumble and what the Will Points a shot costs are worth (Soul Ammunition), plus the Agendas the
 * kill would achieve times its chance (agenda-worth.ts), with the danger and the distance to the nearest enemy where
 * the attacker stands (considerations.ts).
 */
import type { Weapon } from '../content/index.ts';
import {
  type AttackOdds,
  brawlingSweep,
  combatProblem,
  idOf,
  isAreaWeapon,
  type Match,
  oddsOf,
  planAttack,
  weaponsOf,
  weaponWillCost,
} from '../rules/index.ts';
import { killAgendaGain } from './agenda-worth.ts';
import { ACTING_BONUS, scoreHere } from './considerations.ts';
import { attackObjectiveGain } from './objective-attacks.ts';
import { roundsLeft } from './objective-worth.ts';
import { attackWorth } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';
import { WILL_POINT_WORTH, willPointWorthNow } from './will-point-worth.ts';

/** Words of an attack's gain (the "Why?" panel). */
export const TERM_ATTACK = 'the attack: chance to take it out and Life Points it costs';

/** Victory Points a Fumble of the attack costs, by its chance. */
const FUMBLE_COST = 0.1;

/**
 * What the Will Points a Combat action with `w` costs are worth now, in Victory Points (a weapon ability's `willCost`:
 * Soul Ammunition's 2; 0 for most weapons), as a Will Point kept is worth (will-point-worth.ts).
 */
export function shotWillWorth(m: Match, w: Weapon): number {
  const will = weaponWillCost(m.book, w);
  return will > 0 ? will * willPointWorthNow(roundsLeft(m), WILL_POINT_WORTH) : 0;
}

/** A term weighed by a behaviour's weight (weights.ts); null when there is none or the behaviour is off. */
function weighed(t: Term | null, weight: number): Term | null {
  return t && weight > 0 ? { ...t, value: weight * t.value } : null;
}

/** The attack of the character of `here` on each enemy it may attack now, scored (none when attacks are off). */
export function attackCandidates(m: Match, here: PlanContext): Candidate[] {
  const b = here.weights.behaviours;
  const out: Candidate[] = [];
  for (const e of b.attack > 0 ? here.enemies : []) {
    const best = bestPlainAttackNow(m, here.eid, e);
    if (!best.weapon) continue;
    const objective = weighed(attackObjectiveGain(m, here, e, best.lpLoss), b.objective);
    const scored = scoreHere(
      here,
      { label: TERM_ATTACK, value: b.attack * best.worth },
      ACTING_BONUS,
      weighed(
        killAgendaGain(m, here.eid, e, best.killChance, { action: 'combat', inCover: best.cover }),
        b.agenda,
      ),
    );
    const terms = objective ? [objective, ...scored.terms] : scored.terms;
    out.push({
      command: { type: 'combat', actor: here.actor, target: idOf(m, e), weapon: best.weapon },
      why: `attack ${idOf(m, e)} with ${best.weapon} (worth ${best.worth.toFixed(2)})`,
      score: scored.score + (objective?.value ?? 0),
      terms,
    });
  }
  return out;
}

/**
 * The best attack of `attacker` on `target` now with a weapon that is not an area weapon (those are scored by
 * area-candidates.ts): weapon name (null when none may strike), worth in Victory Points, the chance it takes
 * the target out, the distribution of Life Points it costs (index: Life Points), and whether the target's
 * Protection Roll counts cover.
 */
export function bestPlainAttackNow(
  m: Match,
  attacker: number,
  target: number,
): {
  weapon: string | null;
  worth: number;
  killChance: number;
  lpLoss: readonly number[];
  cover: boolean;
} {
  // The weapon of most Life Points expected, area weapons left out; one that costs Will Points (Soul Ammunition) only
  // when what it gains, less what those Will Points are worth, beats that pick.
  const lp = m.world.components.Points.lp[target] ?? 1;
  const worthOf = (odds: AttackOdds) =>
    attackWorth(odds.killChance, odds.expectedLpLoss, lp) - odds.chances.fumble * FUMBLE_COST;
  let best: { name: string; odds: AttackOdds; cover: boolean } | null = null;
  let costly: { name: string; odds: AttackOdds; cover: boolean; net: number } | null = null;
  for (const w of weaponsOf(m, attacker)) {
    if (isAreaWeapon(w) || brawlingSweep(m, attacker, target, w) || combatProblem(m, attacker, target, w))
      continue;
    const plan = planAttack(m, attacker, target, w);
    const odds = oddsOf(m, plan, target);
    const will = shotWillWorth(m, w);
    if (will > 0) {
      const net = worthOf(odds) - will;
      if (!costly || net > costly.net) costly = { name: w.name, odds, cover: plan.cover, net };
    } else if (!best || odds.expectedLpLoss > best.odds.expectedLpLoss)
      best = { name: w.name, odds, cover: plan.cover };
  }
  if (costly && (!best || costly.net > worthOf(best.odds))) best = costly;
  if (!best) return { weapon: null, worth: 0, killChance: 0, lpLoss: [1], cover: false };
  const worth = best === costly ? costly.net : worthOf(best.odds);
  return {
    weapon: best.name,
    worth,
    killChance: best.odds.killChance,
    lpLoss: best.odds.lpLoss,
    cover: best.cover,
  };
}
