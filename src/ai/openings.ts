/**
 * Whether an offer to spend a Command Point holds something worth a person's thought (rulebook "Command Points":
 * COUNTER, PLAN): the facts the computer weighs its own offers by, read here so that the screen asks a person only
 * when the answer could matter (src/view/battle/ask-policy.ts). Nothing here decides for anyone; it says what is
 * open, or null when nothing is.
 */
import { getAgenda } from '../content/index.ts';
import {
  AGENDA_CONDITIONS,
  type ChoiceDecision,
  counterPickOf,
  distanceBetween,
  enemiesOf,
  idOf,
  type Match,
  NO_COUNTER,
  nameOf,
  oddsOf,
  planAttack,
  statOf,
  weaponsOf,
} from '../rules/index.ts';
import { answerPlan } from './choices/agendas.ts';
import { attackWorth, bestAttackNow } from './threat.ts';

/**
 * Least worth, in Victory Points (threat.ts `attackWorth`: chance to take out plus half the share of Life Points
 * taken), of an attack a COUNTER could make for the offer to be worth asking about: a quarter of a kill, a little
 * under what the computer wants before it spends the point itself (choices/counter.ts `COUNTER_MARGIN`, 0.3), so
 * that a person sees the offers a bolder player would take, and not a scratch at 5 % after every enemy action.
 */
export const COUNTER_OPENING_WORTH = 0.25;

/** Something a COUNTER or PLAN could do: the character it is about (id) and what, in a few words. */
export interface Opening {
  readonly figure: string;
  readonly what: string;
}

/**
 * What the best actor of a `counter` decision `d` could do with its one Action Point: an attack from where it
 * stands (a blow in base contact, a shot in range and sight) or a charge on an enemy within its MOVE (straight
 * line, base to base: a path is never shorter), whose Attack of Opportunity is worth at least
 * {@link COUNTER_OPENING_WORTH}. Null when no actor has such an opening. Rulebook "Command Points" (COUNTER),
 * "Charging & Disengaging".
 */
export function counterOpening(m: Match, d: ChoiceDecision): Opening | null {
  const actors = new Set<number>();
  for (const o of d.options) {
    const pick = o.id === NO_COUNTER ? null : counterPickOf(m, o.id);
    if (pick) actors.add(pick[1]);
  }
  let best: (Opening & { worth: number }) | null = null;
  for (const actor of [...actors].sort((a, b) => a - b)) {
    for (const enemy of enemiesOf(m, actor)) {
      const now = bestAttackNow(m, actor, enemy);
      if (now.weapon && now.worth >= COUNTER_OPENING_WORTH && (!best || now.worth > best.worth))
        best = {
          figure: idOf(m, actor),
          what: `${nameOf(m, actor)} could attack ${nameOf(m, enemy)} with ${now.weapon}`,
          worth: now.worth,
        };
      if (now.weapon) continue;
      const charge = chargeWorth(m, actor, enemy);
      if (charge >= COUNTER_OPENING_WORTH && (!best || charge > best.worth))
        best = {
          figure: idOf(m, actor),
          what: `${nameOf(m, actor)} could charge ${nameOf(m, enemy)}`,
          worth: charge,
        };
    }
  }
  return best && { figure: best.figure, what: best.what };
}

/** The worth of the best melee Attack of Opportunity `eid` could strike `enemy` with by charging it, 0 when out of reach. */
function chargeWorth(m: Match, eid: number, enemy: number): number {
  if (distanceBetween(m, eid, enemy) > statOf(m, eid, 'move')) return 0;
  const lp = m.world.components.Points.lp[enemy] ?? 1;
  let worth = 0;
  for (const w of weaponsOf(m, eid)) {
    if (w.range !== 0) continue;
    const odds = oddsOf(m, planAttack(m, eid, enemy, w, { opportunity: true }), enemy);
    worth = Math.max(worth, attackWorth(odds.killChance, odds.expectedLpLoss, lp));
  }
  return worth;
}

/**
 * What a `plan` decision `d` could change (rulebook "Agendas", "Command Points" → PLAN): an Agenda in hand that can no
 * longer be achieved, or the card the computer would redraw in the person's place (choices/agendas.ts `answerPlan`:
 * one that waits on the enemy, under Secondary or when the point paid steps toward an Agenda). Null when every
 * Agenda in hand can still be achieved and the computer would keep the point.
 */
export function planOpening(m: Match, d: ChoiceDecision): Opening | null {
  const g = m.setup.gangs.findIndex((x) => x.id === d.gang);
  for (const o of d.options) {
    if (!o.id.startsWith('redraw:')) continue;
    const id = o.id.slice('redraw:'.length);
    if (!(AGENDA_CONDITIONS[id]?.possible(m, g) ?? true))
      return { figure: d.character, what: `${getAgenda(id).name} can no longer be achieved` };
  }
  const a = answerPlan(m, d);
  if (a.command.type !== 'decide' || a.command.decision !== 'choose') return null;
  const option = a.command.option;
  if (!option.startsWith('redraw:')) return null;
  return { figure: d.character, what: `${getAgenda(option.slice('redraw:'.length)).name} could be redrawn` };
}
