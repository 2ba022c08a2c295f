/**
 * Charging and disengaging (rulebook "Charging & Disengaging", "Slippery", "Engage"; tables.md), shared by every
 * move: Run/Climb and Jump.
 *
 * Charging: moving into base contact with enemies ends the move; the mover makes an Attack of Opportunity
 * against one of them (from 3″ or more above: Penetration −5).
 * Disengaging: leaving base contact, the opposing player picks one enemy and both make an Opposed DEXTERITY Roll
 * (a smaller base +1). Success: move away. Fail: the enemy makes an Attack of Opportunity (never a Grapple), then
 * the move goes on. Critical: move away (+2″). Fumble: the enemy attacks and the character stays.
 * Slippery always wins the roll, Engage always wins it against the mover; both together roll as normal.
 */
import { attackOfOpportunity, bestWeapon, oddsOf, planAttack } from './combat.ts';
import { abilityOf, centreOf, enemiesOf, figureOf, isOnBoard, type Match, statOf } from './match-state.ts';
import { makeOpposedRoll } from './roll.ts';
import type { Node } from './space/api.ts';
import { inBaseContact } from './space/measure.ts';
import type { Command, PendingDecision } from './types.ts';

/** Enemies in base contact with `eid` if it stood at node `n`. */
export function enemiesTouching(m: Match, eid: number, n: Node): number[] {
  const me = figureOf(m, eid, centreOf(n));
  return enemiesOf(m, eid).filter((e) => inBaseContact(me, figureOf(m, e)));
}

/** The enemy the opposing player picks to stop a disengage: the one with the best DEXTERITY. */
function disengageOpponent(m: Match, eid: number, from: number[]): number {
  const mm = m.world.components.Base.mm;
  const score = (e: number) =>
    (abilityOf(m, e, 'Engage').has ? 100 : 0) + statOf(m, e, 'dex') + ((mm[e] ?? 0) < (mm[eid] ?? 0) ? 1 : 0);
  return [...from].sort((a, b) => score(b) - score(a) || a - b)[0]!;
}

/** How a disengage went: may the character move on, and with how many extra inches (a Critical: +2″). */
export interface Disengaged {
  readonly go: boolean;
  readonly extra: number;
}

/**
 * Disengage from the enemies in `leaving` before a move.
 * @returns whether the character may move on (not after a Fumble or a casualty) and the extra inches.
 */
export function* disengage(
  m: Match,
  eid: number,
  leaving: number[],
): Generator<PendingDecision, Disengaged, Command> {
  if (leaving.length === 0) return { go: true, extra: 0 };
  const foe = disengageOpponent(m, eid, leaving);
  const slippery = abilityOf(m, eid, 'Slippery').has;
  const engage = abilityOf(m, foe, 'Engage').has;
  if (slippery && !engage) return { go: true, extra: 0 };
  let result: string;
  if (engage && !slippery) {
    result = 'fail';
  } else {
    const mm = m.world.components.Base.mm;
    const myDex = statOf(m, eid, 'dex') + ((mm[eid] ?? 0) < (mm[foe] ?? 0) ? 1 : 0);
    const foeDex = statOf(m, foe, 'dex') + ((mm[foe] ?? 0) < (mm[eid] ?? 0) ? 1 : 0);
    const roll = yield* makeOpposedRoll(
      m,
      eid,
      { kind: 'opposed', purpose: 'disengage', pool: myDex, modifiers: [`DEXTERITY ${myDex}`], aceOn: 7 },
      foe,
      { kind: 'opposed', purpose: 'disengage', pool: foeDex, modifiers: [`DEXTERITY ${foeDex}`], aceOn: 7 },
    );
    result = roll.result;
  }
  if (result === 'fail' || result === 'fumble') {
    yield* attackOfOpportunity(m, foe, eid, 'disengaging');
    if (result === 'fumble' || !isOnBoard(m, eid)) return { go: false, extra: 0 };
  }
  return { go: true, extra: result === 'critical' ? 2 : 0 };
}

/** Among the enemies just charged, the one the charger attacks: the best expected result. */
export function chargeTarget(m: Match, eid: number, charged: number[], startZ: number): number | undefined {
  let best: { e: number; v: number } | undefined;
  for (const e of charged) {
    const fromAbove = startZ - (m.world.components.Position.z[e] ?? 0) >= 3;
    const w = bestWeapon(m, eid, e, { opportunity: true, fromAbove });
    const v = w
      ? oddsOf(m, planAttack(m, eid, e, w, { opportunity: true, fromAbove }), e).expectedLpLoss
      : -1;
    if (!best || v > best.v) best = { e, v };
  }
  return best?.e;
}

/** The Attack of Opportunity of a charge against `foe`, from above when the move started 3″ or more higher. */
export function* chargeAttack(
  m: Match,
  eid: number,
  foe: number,
  startZ: number,
): Generator<PendingDecision, void, Command> {
  const fromAbove = startZ - (m.world.components.Position.z[foe] ?? 0) >= 3;
  yield* attackOfOpportunity(m, eid, foe, fromAbove ? 'charging from above' : 'charging', { fromAbove });
}
