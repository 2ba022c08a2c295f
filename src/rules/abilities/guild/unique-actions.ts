/**
 * Unique actions printed on single profiles of The Guild (rulebook "Special Rules"; one command for all,
 * `unique-action`, naming the action and a `target` or a spot `to`: match/actions/unique.ts), registered in the rule
 * book by {@link GUILD_UNIQUE_ACTIONS_PLUGIN}: Blood Rights and Transfusion here, Fade to the Shadow
 * (fade-to-the-shadow.ts) and Rope Arrow (rope-arrow.ts).
 *
 * - **Blood Rights** (Baba-Yaga, the Witch; 1 AP): one character within 3″ (measured as always between bases;
 *   friend or foe; no line of sight needed, none is printed) loses 1 Life Point, and the user regains 1 Will Point,
 *   never above its starting Will Points (our reading, as every regain of the engine).
 * - **Transfusion** (Blood Courier; 1 Will Point, no AP, once a turn): a hurt friend in base contact heals 1 Life
 *   Point (never above its start), or an enemy in base contact loses 1 Life Point; if that takes the enemy out the
 *   Courier regains 2 Will Points. Our reading: it is an action of the Courier's turn (or of a COUNTER it makes),
 *   so it needs the turn like any action, starts it when it is the first action, and ends a COUNTER.
 */
import { heal, isHurt } from '../../character/heal.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { distanceBetween, inContact, isOnBoard, type Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { FADE_TO_THE_SHADOW } from './fade-to-the-shadow.ts';
import { ROPE_ARROW } from './rope-arrow.ts';

/** Blood Rights: how near the character that loses the Life Point must be (inches). */
export const BLOOD_RIGHTS_INCHES = 3;

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];

function targetProblem(m: Match, target: number | undefined): string | null {
  if (target === undefined) return 'the action names a character';
  if (!isOnBoard(m, target)) return 'the character named is not on the board';
  return null;
}

/** The unique actions of The Guild the engine plays. */
export const GUILD_UNIQUE_ACTIONS: readonly UniqueActionDef[] = [
  {
    name: 'Blood Rights',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      const p = targetProblem(m, target);
      if (p || target === undefined) return p;
      if (target === eid) return 'Blood Rights names another character';
      if (distanceBetween(m, eid, target) > BLOOD_RIGHTS_INCHES + 1e-9)
        return `the character is farther than ${BLOOD_RIGHTS_INCHES}″`;
      return null;
    },
    options: (m, eid) =>
      charactersOnBoard(m.world)
        .filter((o) => o !== eid && distanceBetween(m, eid, o) <= BLOOD_RIGHTS_INCHES + 1e-9)
        .map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: Blood Rights rolls nothing and asks nothing
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      loseLifePoints(m, target, 1, 'Blood Rights');
      regain(m, eid, 'will', 1, 'Blood Rights');
    },
  },
  {
    name: 'Transfusion',
    aim: 'target',
    ap: 0,
    wp: 1,
    oncePerTurn: true,
    problem(m, eid, { target }) {
      const p = targetProblem(m, target);
      if (p || target === undefined) return p;
      if (target === eid || !inContact(m, eid, target))
        return 'Transfusion names a character in base contact';
      if (sameGang(m, eid, target) && !isHurt(m, target)) return 'the friend has all its Life Points';
      return null;
    },
    options: (m, eid) =>
      charactersOnBoard(m.world)
        .filter((o) => o !== eid && inContact(m, eid, o) && (!sameGang(m, eid, o) || isHurt(m, o)))
        .map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: Transfusion rolls nothing and asks nothing
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      if (sameGang(m, eid, target)) {
        heal(m, target, 1, 'Transfusion');
        return;
      }
      loseLifePoints(m, target, 1, 'Transfusion');
      if (!isOnBoard(m, target)) regain(m, eid, 'will', 2, 'Transfusion');
    },
  },
  FADE_TO_THE_SHADOW,
  ROPE_ARROW,
];

/** The Guild's unique actions as a plug-in of the rule book (character/unique-action-def.ts `UNIQUE_ACTIONS`). */
export const GUILD_UNIQUE_ACTIONS_PLUGIN = plugin('unique actions of The Guild', (add) => {
  for (const def of GUILD_UNIQUE_ACTIONS) add(UNIQUE_ACTIONS, def);
});
