/**
 * Unique abilities that change what Commands cost or how often they are given (rulebook "Action Points, Will Points &
 * Command Points"; command/command-hooks.ts `COMMAND_COST`, `COMMAND_USED`, `COMMAND_ABILITY_USES`):
 *
 * - **Pursuit** (the Stalker, The Vatican): a COUNTER that gives the Stalker its action costs no Command Point; it
 *   is still the giver's COUNTER for the round.
 * - **Lookout** (the Guard Sentry, Patricians): once a round, an ORDER or a COUNTER it gives while at least 3″
 *   higher than the character it helps (the bottoms of their bases) costs no Command Point.
 * - **Enspirit** (the Celestial Spirit, The Vatican): an ORDER it gives a friendly Construct costs 4 Life Points in
 *   place of a Command Point, even when that takes it out; when those were its last, the Construct regains 1 Will
 *   Point. Our reading of "may": it pays so when it has no Command Point left (it has none printed), else a Command
 *   Point as usual.
 * - **Bask in my Magnificence!** (the Pinnacle of Affluence, Patricians): as each of its turns begins it regains all
 *   its Command Points, and it may use each of its Command Abilities twice a round.
 * - **You there! Do something!** (the Pinnacle of Affluence, AURA Command Ability): until the round ends, each other
 *   friendly character that begins its turn within 6″ of it and in its sight has First Strike (2) for that turn;
 *   none gains it twice in a round, however many times it is used.
 * - **Sanguine Sabotage** (the Noble Strigoi): whenever an enemy within 6″ of it uses a Command (PLAN, ORDER,
 *   COUNTER or ABILITY), a die is rolled (roll purpose `sanguine-sabotage`): on 7+ that enemy pays one more Command
 *   Point if it has one left. Several Noble Strigoi near it roll once each.
 */
import { give } from '../../character/give.ts';
import { TURN_START } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import {
  COMMAND_ABILITY_USES,
  COMMAND_COST,
  COMMAND_USED,
  type CommandAbility,
  type CommandCost,
} from '../../command/command-hooks.ts';
import { rollDice } from '../../core/dice.ts';
import { emitRoll } from '../../rolls/roll.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  sightBetween,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from './command-ability-forms.ts';
import { holdersNear } from './holders.ts';

/** Lookout: how much higher the Sentry must stand (inches). */
export const LOOKOUT_INCHES = 3;
/** Enspirit: the Life Points it pays. */
export const ENSPIRIT_LP = 4;
/** Bask in my Magnificence!: uses of each Command Ability a round. */
export const BASK_USES = 2;
/** Sanguine Sabotage: its reach (inches) and the die's value from which the enemy pays. */
export const SABOTAGE_INCHES = 6;
export const SABOTAGE_ON = 7;

/** Lookout used: the Sentry → the round. */
const lookouts = matchTable<Map<number, number>>();

function commandCostOf(
  m: Match,
  giver: number,
  target: number,
  command: 'order' | 'counter',
): CommandCost | null {
  if (command === 'counter' && holdsUnique(m, target, 'Pursuit')) return { cp: 0, lp: 0, rule: 'Pursuit' };
  if (holdsUnique(m, giver, 'Lookout') && lookouts.get(m)?.get(giver) !== m.round) {
    const z = m.world.components.Position.z;
    if ((z[giver] ?? 0) - (z[target] ?? 0) >= LOOKOUT_INCHES - 1e-9)
      return {
        cp: 0,
        lp: 0,
        rule: 'Lookout',
        paid: (mm) => {
          const t = lookouts.ensure(mm, () => new Map());
          t.set(giver, mm.round);
        },
      };
  }
  if (
    command === 'order' &&
    holdsUnique(m, giver, 'Enspirit') &&
    hasKeyword(m, target, 'Construct') &&
    (m.world.components.Points.cp[giver] ?? 0) < 1
  ) {
    const last = (m.world.components.Points.lp[giver] ?? 0) <= ENSPIRIT_LP;
    return {
      cp: 0,
      lp: ENSPIRIT_LP,
      rule: 'Enspirit',
      paid: (mm) => {
        if (last && isOnBoard(mm, target)) regain(mm, target, 'will', 1, 'Enspirit');
      },
    };
  }
  return null;
}

/** Bask in my Magnificence!: all its Command Points back as its turn begins. */
function bask(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Bask in my Magnificence!')) return;
  const p = m.world.components.Points;
  const missing = (p.cpStart[eid] ?? 0) - (p.cp[eid] ?? 0);
  if (missing > 0) regain(m, eid, 'command', missing, 'Bask in my Magnificence!');
}

/** You there! Do something!: its reach (inches) and the First Strike (X) it gives. */
export const YOU_THERE_INCHES = 6;
export const YOU_THERE_FIRST_STRIKE = 2;

/** You there! Do something! used: the user → the round; and those it spurred this round. */
const youThere = matchTable<{ users: Map<number, number>; spurred: Map<number, number> }>();

/** You there! Do something! (see the module comment). */
export const YOU_THERE: CommandAbility = {
  name: 'You there! Do something!',
  form: 'aura',
  range: YOU_THERE_INCHES,
  text: 'AURA: until the round ends, other friends beginning their turn within 6″ in its sight have First Strike (2) for that turn.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no character' : null),
  affects: (m, user) =>
    charactersOnBoard(m.world)
      .filter((e) => e !== user && sameGang(m, user, e) && distanceBetween(m, user, e) <= YOU_THERE_INCHES)
      .map((eid) => ({
        eid,
        boon: { abilities: [{ name: 'First Strike', value: YOU_THERE_FIRST_STRIKE }] },
        lp: 0,
      })),
  resolve(m, user) {
    let t = youThere.get(m);
    if (!t) {
      t = { users: new Map(), spurred: new Map() };
      youThere.set(m, t);
    }
    t.users.set(user, m.round);
  },
};

/** You there! Do something!: a friend begins its turn near a Pinnacle that used it this round. */
function youThereTurn(m: Match, eid: number): void {
  const t = youThere.get(m);
  if (!t || t.spurred.get(eid) === m.round) return;
  const near = [...t.users].some(
    ([user, round]) =>
      round === m.round &&
      user !== eid &&
      isOnBoard(m, user) &&
      sameGang(m, user, eid) &&
      distanceBetween(m, user, eid) <= YOU_THERE_INCHES + 1e-9 &&
      sightBetween(m, user, eid).lineOfSight,
  );
  if (!near) return;
  t.spurred.set(eid, m.round);
  give(
    m,
    eid,
    eid,
    'You there! Do something!',
    { abilities: [{ name: 'First Strike', value: YOU_THERE_FIRST_STRIKE }] },
    'this-turn',
  );
}

/** Sanguine Sabotage: an enemy within 6″ of a Noble Strigoi used a Command. */
function sanguineSabotage(m: Match, giver: number): void {
  const p = m.world.components.Points;
  for (const s of holdersNear(m, giver, 'Sanguine Sabotage', SABOTAGE_INCHES, 'enemy')) {
    if ((p.cp[giver] ?? 0) < 1) continue;
    const spec = {
      kind: 'basic' as const,
      purpose: 'sanguine-sabotage',
      pool: 1,
      modifiers: ['one die, 7+', 'Sanguine Sabotage'],
      aceOn: SABOTAGE_ON,
    };
    const roll = rollDice(m.dice, 'basic', 1, SABOTAGE_ON);
    emitRoll(m, s, spec, roll, 1, spec.modifiers);
    if ((roll.dice[0]?.value ?? 0) < SABOTAGE_ON) continue;
    p.cp[giver] = (p.cp[giver] ?? 0) - 1;
    emit(m, {
      type: 'ability',
      character: idOf(m, s),
      ability: 'Sanguine Sabotage',
      effect: `${nameOf(m, giver)} pays one more Command Point (${p.cp[giver]} left)`,
    });
  }
}

/** Pursuit, Lookout, Enspirit, Bask in my Magnificence! and Sanguine Sabotage as a plug-in of the rule book. */
export const COMMAND_COSTS_PLUGIN = plugin('what Commands cost', (add) => {
  add(COMMAND_COST, commandCostOf);
  add(TURN_START, bask);
  add(COMMAND_ABILITY_USES, (m, eid) => (holdsUnique(m, eid, 'Bask in my Magnificence!') ? BASK_USES : null));
  add(COMMAND_USED, sanguineSabotage);
  add(TURN_START, youThereTurn);
});
export const YOU_THERE_PLUGIN = printedCommandAbilities('You there! Do something!', [YOU_THERE]);
