/**
 * Unique abilities that make Will Points spent on a roll worth more (rulebook "Will Points": each adds a die, at most
 * 2 a roll), read by rolls/roll.ts `askWillPoints` at the hook points of rolls/roll-hooks.ts:
 *
 * - **Inspiring** (the Seven Years Veteran, Patricians): when another friendly Soldier within 6″ of it and in its
 *   sight spends Will Points of its own on a roll, each counts as two (one more die each; several Veterans give it
 *   once). Will Points lent by others are no Will Points of its own.
 * - **Gates of Heaven** (Father Cesta, The Vatican; PULSE Command Ability): until the round ends, each Will Point a
 *   friendly Construct within 6″ of him and in his sight (as it spends them) adds to a roll counts as two.
 * - **A Light in the Dark** (Harbinger's Reflection, Gifted): whenever another character, friend or foe, spends 2 Will
 *   Points of its own on one roll, the Reflection regains 2 Will Points (never above its start); and it may spend
 *   more than 2 Will Points on a single roll (up to the 10 dice a roll holds). Our reading of "on one action": on
 *   one roll, where Will Points are spent.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { WILL_POINT_DICE, WILL_POINTS_MOST, WILL_POINTS_SPENT } from '../../rolls/roll-hooks.ts';
import { distanceBetween, emit, idOf, isOnBoard, type Match, sightBetween } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from './command-ability-forms.ts';

/** Inspiring and Gates of Heaven: their reach (inches, in sight). */
export const WILL_DICE_INCHES = 6;
/** A Light in the Dark: the Will Points spent that wake it, and those it regains. */
export const LIGHT_IN_THE_DARK_WP = 2;
/** A Light in the Dark: the most Will Points the Reflection may spend on one roll (a roll holds 10 dice). */
export const LIGHT_IN_THE_DARK_MOST = 10;

const seesWithin = (m: Match, from: number, eid: number) =>
  distanceBetween(m, from, eid) <= WILL_DICE_INCHES + 1e-9 && sightBetween(m, from, eid).lineOfSight;

/** Inspiring: one more die for each of its own Will Points a Soldier near a friendly Veteran spends. */
function inspiring(m: Match, eid: number, _amount: number, own: number) {
  if (own <= 0 || !hasKeyword(m, eid, 'Soldier')) return null;
  const veteran = charactersOnBoard(m.world).some(
    (v) => v !== eid && sameGang(m, v, eid) && holdsUnique(m, v, 'Inspiring') && seesWithin(m, v, eid),
  );
  return veteran ? { dice: own, rule: 'Inspiring' } : null;
}

/** Gates of Heaven opened this round: Father Cesta → the round. */
const gates = matchTable<Map<number, number>>();

/** Gates of Heaven: one more die for each Will Point a friendly Construct near an open gate spends. */
function gatesOfHeaven(m: Match, eid: number, amount: number) {
  const open = gates.get(m);
  if (!open || !hasKeyword(m, eid, 'Construct')) return null;
  const near = [...open].some(
    ([cesta, round]) =>
      round === m.round &&
      isOnBoard(m, cesta) &&
      sameGang(m, cesta, eid) &&
      (cesta === eid || seesWithin(m, cesta, eid)),
  );
  return near ? { dice: amount, rule: 'Gates of Heaven' } : null;
}

/** Gates of Heaven (see the module comment). */
export const GATES_OF_HEAVEN: CommandAbility = {
  name: 'Gates of Heaven',
  form: 'pulse',
  range: WILL_DICE_INCHES,
  text: 'PULSE: until the round ends, each Will Point a friendly Construct within 6″ in his sight adds to a roll counts as two.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no character' : null),
  resolve(m, user) {
    const t = gates.ensure(m, () => new Map());
    t.set(user, m.round);
    emit(m, {
      type: 'ability',
      character: idOf(m, user),
      ability: 'Gates of Heaven',
      effect: 'Will Points of friendly Constructs near him count as two this round',
    });
  },
};

/** A Light in the Dark: another character spent 2 Will Points of its own on one roll. */
function lightInTheDark(m: Match, eid: number, _amount: number, own: number): void {
  if (own < LIGHT_IN_THE_DARK_WP) return;
  for (const r of charactersOnBoard(m.world))
    if (r !== eid && holdsUnique(m, r, 'A Light in the Dark'))
      regain(m, r, 'will', LIGHT_IN_THE_DARK_WP, 'A Light in the Dark');
}

/** A Light in the Dark: the Reflection spends as many Will Points on a roll as the roll holds. */
const lightMost = (m: Match, eid: number) =>
  holdsUnique(m, eid, 'A Light in the Dark') ? LIGHT_IN_THE_DARK_MOST : null;

/** Inspiring, Gates of Heaven and A Light in the Dark as plug-ins of the rule book. */
export const WILL_DICE_PLUGIN = plugin('Will Points worth more', (add) => {
  add(WILL_POINT_DICE, inspiring);
  add(WILL_POINT_DICE, gatesOfHeaven);
  add(WILL_POINTS_SPENT, lightInTheDark);
  add(WILL_POINTS_MOST, lightMost);
});
export const GATES_OF_HEAVEN_PLUGIN = printedCommandAbilities('Gates of Heaven', [GATES_OF_HEAVEN]);
