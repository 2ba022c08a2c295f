/**
 * The AI and the characters that join during a match (src/rules/movement/newcomers.ts), v0 by value:
 * - where a newcomer goes (`summon-spot`): the spot nearest the nearest enemy, so the newcomer is in the fight
 *   sooner (ties: the engine's order, nearest the user first);
 * - what a newcomer is worth ({@link NEWCOMER_WORTH}): in Gang War every friendly character on the board at the
 *   end scores 1 Victory Point, and a newcomer also acts; a fragile one may not last, hence less than 1;
 * - Spawn (the Krakenhost): used when the newcomer's worth less the 3 Life Points paid (as `attackWorth` values Life
 *   Points lost) reaches {@link SPAWN_MARGIN}, on the spot nearest the nearest enemy; never during a COUNTER.
 */

import {
  type ChoiceDecision,
  distance,
  enemiesOf,
  type Figure,
  figureOf,
  idOf,
  type Match,
  type Point3,
  SPAWN_COST,
  type UniqueActionCommand,
  uniqueActionCommands,
} from '../../rules/index.ts';
import { attackWorth } from '../threat.ts';
import type { Answer } from '../types.ts';
import { ORDER_MARGIN } from './order.ts';

/** What one more friendly character on the board is worth, in Victory Points. */
export const NEWCOMER_WORTH = 0.6;

/** What Spawn must buy before the Krakenhost pays its Life Points. */
export const SPAWN_MARGIN = ORDER_MARGIN;

/** Index of the spot of `spots` nearest the nearest enemy of `user` (the first on ties), and that distance. */
function nearestFoe(
  m: Match,
  user: number,
  spots: readonly (Point3 | undefined)[],
): { k: number; d: number } {
  const foes = enemiesOf(m, user).map((e) => figureOf(m, e));
  let best = { k: 0, d: Number.POSITIVE_INFINITY };
  spots.forEach((at, k) => {
    if (!at) return;
    const me: Figure = { x: at[0], y: at[1], z: at[2], radius: 0.6, height: 1.2 };
    const d = Math.min(Number.POSITIVE_INFINITY, ...foes.map((f) => distance(me, f)));
    if (d < best.d - 1e-9) best = { k, d };
  });
  return best;
}

/** The AI's pick of where a newcomer goes (see the module comment). */
export function answerSummonSpot(m: Match, d: ChoiceDecision): Answer {
  const user = m.ids.get(d.character);
  const near =
    user === undefined
      ? { k: 0, d: Number.POSITIVE_INFINITY }
      : nearestFoe(
          m,
          user,
          d.options.map((o) => o.at),
        );
  const best = d.options[near.k] ?? d.options[0]!;
  const bestD = near.d;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `the newcomer goes ${best.label}${Number.isFinite(bestD) ? `, ${bestD.toFixed(1)}″ from the nearest enemy` : ''}`,
  };
}

/** Spawn for `eid` now when it is worth it (see the module comment), or null. */
export function chooseSpawn(m: Match, eid: number): { command: UniqueActionCommand; why: string } | null {
  if (m.command.counter) return null;
  const spots = uniqueActionCommands(m, eid).filter((c) => c.action === 'Spawn');
  if (spots.length === 0) return null;
  const lp = m.world.components.Points.lp[eid] ?? 0;
  const worth = NEWCOMER_WORTH - attackWorth(0, SPAWN_COST, lp);
  if (worth < SPAWN_MARGIN) return null;
  const pick =
    spots[
      nearestFoe(
        m,
        eid,
        spots.map((c) => c.to),
      ).k
    ] ?? spots[0]!;
  return { command: pick, why: `${idOf(m, eid)} spawns an Infant Kraken: worth ${worth.toFixed(2)}` };
}
