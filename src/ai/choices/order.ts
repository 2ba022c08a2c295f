/**
 * The AI's ORDER (rulebook "Command Points"): at the start of a character's turn, spend a friend's Command Point
 * for 1 more Action Point when that point buys something worth it. An extra Action Point is worth about one more
 * attack: the gain of the character's best attack from where it stands (from `candidatesFor`, over holding), or
 * {@link CHARGE_SHARE} of the gain of its best charge (the extra point strikes again from base contact). The
 * ORDER is given when that worth reaches {@link ORDER_MARGIN}, the worth of keeping the point (for initiative
 * and COUNTERs). The giver is the one with the fewest Command Points, so that the gang's largest pool, which
 * rolls its initiative, lasts — or one whose last point steps toward an Agenda (Lead from the Front), that step's
 * worth added.
 */
import { type Match, type OrderCommand, orderCommands } from '../../rules/index.ts';
import { pointsAgendaGain } from '../agenda-worth.ts';
import type { Candidate } from '../types.ts';

/** What an ORDER must buy, in Victory Points, before a Command Point is spent on it. */
export const ORDER_MARGIN = 0.25;

/** Share of a charge's gain that an extra Action Point adds (one more blow from base contact). */
export const CHARGE_SHARE = 0.8;

/** What 1 more Action Point is worth to the character whose options are `candidates` (best first). */
export function extraApWorth(candidates: readonly Candidate[]): number {
  const hold = candidates.find((c) => c.command.type === 'end-turn')?.score ?? 0;
  let worth = 0;
  for (const c of candidates) {
    if (c.command.type === 'combat') worth = Math.max(worth, c.score - hold);
    else if (c.command.type === 'run-climb' && c.why.startsWith('charge'))
      worth = Math.max(worth, CHARGE_SHARE * (c.score - hold));
  }
  return worth;
}

/**
 * The ORDER the AI gives to `target` now (it has its turn and has not acted, or is about to start it), or null.
 * `candidates`: the target's scored options for its turn (src/ai/plan.ts `candidatesFor`).
 */
export function chooseOrder(
  m: Match,
  target: number,
  candidates: readonly Candidate[],
): { command: OrderCommand; why: string } | null {
  const extra = extraApWorth(candidates);
  const cp = m.world.components.Points.cp;
  const orders = orderCommands(m, target);
  let pick: OrderCommand | undefined;
  let pickWorth = 0;
  for (const o of orders) {
    const giver = m.ids.get(o.actor)!;
    // A giver whose last Command Point it is may step toward an Agenda (Lead from the Front).
    const worth = extra + (pointsAgendaGain(m, giver, 'cp', 1)?.value ?? 0);
    const fewer = !pick || (cp[giver] ?? 0) < (cp[m.ids.get(pick.actor)!] ?? 0);
    if (worth > pickWorth + 1e-9 || (Math.abs(worth - pickWorth) <= 1e-9 && fewer)) {
      pick = o;
      pickWorth = worth;
    }
  }
  if (!pick || pickWorth < ORDER_MARGIN) return null;
  return {
    command: pick,
    why: `${pick.actor} ORDERs ${pick.target}: 1 more Action Point${pickWorth > extra ? ' and an Agenda step' : ''} is worth ${pickWorth.toFixed(2)}`,
  };
}
