/**
 * The Stunned counter (rulebook "Stun"): −1 MOVE, ATTACK, DEXTERITY and MIND (minimum 1), one at a time,
 * removed automatically at the end of the character's next turn.
 */

import { memoryOf } from '../state/ability-memory.ts';
import { emit, idOf, type Match } from '../state/match-state.ts';
import { hasTag, setTag } from '../state/world.ts';
import { traitOf } from './traits.ts';

/** Give a Stunned counter (a character holds one at most). Gained during its own turn, it lasts through the next. */
export function gainStunned(m: Match, eid: number): void {
  const c = m.world.components;
  const never = traitOf(m, eid, 'never-stunned');
  if (never.has) {
    emit(m, { type: 'ability', character: idOf(m, eid), ability: never.source, effect: 'is not Stunned' });
    return;
  }
  if (!hasTag(m.world, eid, c.Stunned))
    emit(m, { type: 'counter', character: idOf(m, eid), counter: 'stunned', gained: true });
  setTag(m.world, eid, c.Stunned, true);
  if (m.active === eid) setTag(m.world, eid, c.StunnedThisTurn, true);
}

/** At the end of a character's turn: a counter from before this turn goes; one gained in it stays. */
export function endOfTurnStunned(m: Match, eid: number): void {
  const c = m.world.components;
  if (hasTag(m.world, eid, c.StunnedThisTurn)) setTag(m.world, eid, c.StunnedThisTurn, false);
  else if (hasTag(m.world, eid, c.Stunned) && !memoryOf(m).stunnedForGame.has(eid)) {
    setTag(m.world, eid, c.Stunned, false);
    emit(m, { type: 'counter', character: idOf(m, eid), counter: 'stunned', gained: false });
  }
}

/** `eid` loses its Stunned counter now, to `rule` (Purifying Ungents): the counter event and the rule's name. */
export function loseStunned(m: Match, eid: number, rule: string): void {
  const c = m.world.components;
  if (!hasTag(m.world, eid, c.Stunned)) return;
  setTag(m.world, eid, c.Stunned, false);
  setTag(m.world, eid, c.StunnedThisTurn, false);
  memoryOf(m).stunnedForGame.delete(eid);
  emit(m, { type: 'ability', character: idOf(m, eid), ability: rule, effect: 'Stunned counter removed' });
  emit(m, { type: 'counter', character: idOf(m, eid), counter: 'stunned', gained: false });
}
