/**
 * Unique actions printed on single profiles of The Doctors (rulebook "Special Rules"; the `unique-action` command,
 * character/unique-action-def.ts), registered by {@link DOCTOR_UNIQUE_ACTIONS_PLUGIN}:
 *
 * - **Healer** (the Nurse; 1 AP): a character within 3″ (measured between bases; friend or foe, the Nurse too — the
 *   card names "a character") heals 2 Life Points for each Ace of a Basic MIND roll (Aces on 7+; Will Points may add
 *   dice as to any roll), never above its starting Life Points. Our reading: only a hurt character may be named (a
 *   heal of one at full Life Points does nothing).
 * - **Stride Through The Void** (the Ethereal Assassin; 1 AP, once a turn): it is Ethereal until the end of its turn
 *   (it names itself: a click on it).
 */
import { give } from '../../character/give.ts';
import { heal, isHurt } from '../../character/heal.ts';
import { statDice } from '../../character/stats.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { makeRoll } from '../../rolls/roll.ts';
import { distanceBetween, isOnBoard, type Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Healer: how near the character healed must be (inches), and the Life Points each Ace heals. */
export const HEALER_INCHES = 3;
export const HEALER_LP_PER_ACE = 2;

const near = (m: Match, eid: number, o: number) =>
  o === eid || distanceBetween(m, eid, o) <= HEALER_INCHES + 1e-9;

/** The unique actions of The Doctors the engine plays. */
export const DOCTOR_UNIQUE_ACTIONS: readonly UniqueActionDef[] = [
  {
    name: 'Healer',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      if (target === undefined) return 'the action names a character';
      if (!isOnBoard(m, target)) return 'the character named is not on the board';
      if (!near(m, eid, target)) return `the character is farther than ${HEALER_INCHES}″`;
      if (!isHurt(m, target)) return 'the character has all its Life Points';
      return null;
    },
    options: (m, eid) =>
      charactersOnBoard(m.world)
        .filter((o) => near(m, eid, o) && isHurt(m, o))
        .map((target) => ({ target })),
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      const mind = statDice(m, eid, 'mind');
      const roll = yield* makeRoll(m, eid, {
        kind: 'basic',
        purpose: 'healer',
        pool: mind.dice,
        modifiers: [...mind.labels, 'Healer'],
        aceOn: 7,
      });
      heal(m, target, HEALER_LP_PER_ACE * roll.aces, 'Healer');
    },
  },
  {
    name: 'Stride Through The Void',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: true,
    problem: (_m, eid, { target }) =>
      target === eid ? null : 'Stride Through The Void names the character itself',
    options: (_m, eid) => [{ target: eid }],
    // biome-ignore lint/correctness/useYield: it rolls nothing and asks nothing
    *resolve(m, eid) {
      give(
        m,
        eid,
        eid,
        'Stride Through The Void',
        { abilities: [{ name: 'Ethereal', value: null }] },
        'this-turn',
      );
    },
  },
];

/** The Doctors' unique actions as a plug-in of the rule book. */
export const DOCTOR_UNIQUE_ACTIONS_PLUGIN = plugin('unique actions of The Doctors', (add) => {
  for (const def of DOCTOR_UNIQUE_ACTIONS) add(UNIQUE_ACTIONS, def);
});
