/**
 * Command Abilities printed on single characters that move friends at once (their profiles' unique abilities; the
 * ABILITY command of rulebook "Action Points, Will Points & Command Points"; the user spends 1 Command Point). Two
 * kinds, as their cards say:
 *
 * Run/Climbs made at once (movement/runs-at-once.ts: no Action Point, no turn of the mover; where each goes is an
 * `ability-move` decision of the user's gang: `stay`, or the farthest spot toward each compass point):
 * - **Stage Manager** (Il Capitano): two different friends in his sight, neither in base contact with an enemy, each
 *   make a Run/Climb that ends out of base contact with every enemy (it may take them neither into nor out of a
 *   fight).
 * - **Domination** (the Submissive Noble): every friend in base contact with it makes a Run/Climb that may not end
 *   in base contact with an enemy; one leaving a fight disengages as usual (the card waives nothing).
 * - **Wages Are Here** (the Sopracomito): every other friendly Soldier in its sight, out of base contact with enemies,
 *   may make a Run/Climb ending in base contact with the Sopracomito (the cheapest six such spots free of enemies are
 *   offered; our reading: never a charge); each that gets there regains 1 Will Point. One stopped short by a failed
 *   roll regains nothing.
 *
 * Characters taken off the table and set down (movement/set-down.ts: no move, no roll, no Attack of Opportunity):
 * - **Shadow Walker** (the Nosferatu): another friendly Vampire within 1″ of him is set down within 8″ of him, out
 *   of base contact with enemies.
 * - **Transformation** (Vlad Dracula): Vlad, out of base contact with enemies, is set down on Solid Ground within 8″,
 *   at least 3″ from every enemy.
 * - **Come Let Us Make Bricks and Burn Them Thoroughly** (the Summoner Priest): a friendly Construct anywhere on the
 *   board is set down within 3″ of him, its Life Points as they were.
 *
 * Readings: "in sight" is the user's line of sight, and "within X″" is measured between the bases, as for every
 * Command Ability; Stage Manager's "two friendly characters" may include Il Capitano himself.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { enemiesTouching } from '../../movement/charging.ts';
import {
  cheapestSpots,
  moveWithoutCharge,
  NO_ENEMY_CONTACT,
  runAtOnce,
  spotOption,
} from '../../movement/runs-at-once.ts';
import { clearOfEnemies, setDownAtOnce, setDownSpots } from '../../movement/set-down.ts';
import { distance, inBaseContact } from '../../space/measure.ts';
import {
  centreOf,
  distanceBetween,
  enemiesOf,
  figureOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from './command-ability-forms.ts';

/** Shadow Walker: how near the Vampire stands, and how far from the Nosferatu it may be set down (inches). */
export const SHADOW_WALKER_NEAR = 1;
export const SHADOW_WALKER_INCHES = 8;
/** Transformation: how far Vlad may go, and how far from every enemy he must be set down (inches). */
export const TRANSFORMATION_INCHES = 8;
export const TRANSFORMATION_CLEAR = 3;
/** Come Let Us Make Bricks…: how near the Summoner Priest the Construct is set down (inches). */
export const BRICKS_INCHES = 3;
/** Wages Are Here: spots offered to each Soldier, the cheapest first. */
export const WAGES_SPOTS = 6;

const fighting = (m: Match, eid: number) => enemiesOf(m, eid).some((e) => inContact(m, eid, e));
const friendsOnBoard = (m: Match, user: number) =>
  charactersOnBoard(m.world).filter((e) => sameGang(m, user, e));
const inSight = (m: Match, user: number, e: number) => e === user || sightBetween(m, user, e).lineOfSight;

/** Stage Manager: the friends that may be named (in sight, out of every fight). */
const stagehands = (m: Match, user: number) =>
  friendsOnBoard(m, user).filter((e) => inSight(m, user, e) && !fighting(m, e));

/** Domination: the friends in base contact with the user. */
const dominated = (m: Match, user: number) =>
  friendsOnBoard(m, user).filter((e) => e !== user && inContact(m, user, e));

/** Wages Are Here: the other friendly Soldiers in the user's sight, out of every fight. */
const paid = (m: Match, user: number) =>
  friendsOnBoard(m, user).filter(
    (e) =>
      e !== user && hasKeyword(m, e, 'Soldier') && sightBetween(m, user, e).lineOfSight && !fighting(m, e),
  );

/** Shadow Walker: where the Vampire `v` may be set down. */
const shadowSpots = (m: Match, user: number, v: number) =>
  setDownSpots(m, v, user, SHADOW_WALKER_INCHES, (n) => clearOfEnemies(m, v, n));

/** Transformation: where Vlad may be set down. */
const transformationSpots = (m: Match, user: number) =>
  setDownSpots(m, user, user, TRANSFORMATION_INCHES, (n) => {
    if (m.board.surfaceKind(n) !== 'solid') return false;
    const me = figureOf(m, user, centreOf(n));
    return enemiesOf(m, user).every((e) => distance(me, figureOf(m, e)) >= TRANSFORMATION_CLEAR - 1e-9);
  });

/** Come Let Us Make Bricks…: the friendly Constructs with a spot near the user. */
const bricks = (m: Match, user: number) =>
  friendsOnBoard(m, user).filter(
    (e) => e !== user && hasKeyword(m, e, 'Construct') && setDownSpots(m, e, user, BRICKS_INCHES).length > 0,
  );

/** The Command Abilities that move friends (see the module comment). */
export const COMMANDED_MOVES: readonly CommandAbility[] = [
  {
    name: 'Stage Manager',
    form: 'pulse',
    text: 'PULSE: two friends in his sight, out of every fight, each make a Run/Climb at once that ends out of base contact with enemies.',
    targetLists(m, user) {
      const s = stagehands(m, user);
      return s.flatMap((a, k) => s.slice(k + 1).map((b) => [a, b]));
    },
    problem(m, user, targets) {
      const [a, b] = targets;
      if (targets.length !== 2 || a === undefined || b === undefined || a === b)
        return 'it names two different friends';
      for (const t of targets) {
        if (!isOnBoard(m, t) || !sameGang(m, user, t)) return `${nameOf(m, t)} is not a friend on the board`;
        if (!inSight(m, user, t)) return `${nameOf(m, t)} is not in sight`;
        if (fighting(m, t)) return `${nameOf(m, t)} is in base contact with an enemy`;
      }
      return null;
    },
    *resolve(m, user, targets) {
      for (const t of targets)
        if (isOnBoard(m, t)) yield* moveWithoutCharge(m, user, t, 'Stage Manager', NO_ENEMY_CONTACT);
    },
  },
  {
    name: 'Domination',
    form: 'pulse',
    text: 'PULSE: every friend in base contact with this character makes a Run/Climb at once that ends out of base contact with enemies.',
    targetLists: () => [[]],
    problem(m, user, targets) {
      if (targets.length > 0) return 'it names no character';
      return dominated(m, user).length === 0 ? 'no friend is in base contact with it' : null;
    },
    *resolve(m, user) {
      for (const t of dominated(m, user))
        if (isOnBoard(m, t)) yield* moveWithoutCharge(m, user, t, 'Domination', NO_ENEMY_CONTACT);
    },
  },
  {
    name: 'Wages Are Here',
    form: 'pulse',
    text: 'PULSE: other friendly Soldiers in sight, out of every fight, may Run/Climb at once into base contact with this character; each that arrives regains 1 Will Point.',
    targetLists: () => [[]],
    problem(m, user, targets) {
      if (targets.length > 0) return 'it names no character';
      return paid(m, user).length === 0 ? 'no friendly Soldier in sight is out of every fight' : null;
    },
    *resolve(m, user) {
      for (const t of paid(m, user)) {
        if (!isOnBoard(m, t) || inContact(m, t, user)) {
          if (isOnBoard(m, t)) regain(m, t, 'will', 1, 'Wages Are Here');
          continue;
        }
        const spots = cheapestSpots(
          m,
          t,
          (mm, e, s) =>
            enemiesTouching(mm, e, s.node).length === 0 &&
            inBaseContact(figureOf(mm, e, centreOf(s.node)), figureOf(mm, user)),
          WAGES_SPOTS,
        );
        if (spots.length === 0) continue;
        const choices = [
          { option: { id: 'stay', label: 'stay', figure: idOf(m, t) }, spot: null },
          ...spots.map((s) => ({ option: spotOption(m, t, s, `to ${nameOf(m, user)}`), spot: s })),
        ];
        yield* runAtOnce(m, user, t, 'ability-move', choices, 'Wages Are Here');
        if (isOnBoard(m, t) && inContact(m, t, user)) regain(m, t, 'will', 1, 'Wages Are Here');
      }
    },
  },
  {
    name: 'Shadow Walker',
    form: 'pulse',
    text: 'PULSE: another friendly Vampire within 1″ is set down anywhere within 8″ of him, out of base contact with enemies.',
    range: SHADOW_WALKER_INCHES,
    targetLists: (m, user) =>
      friendsOnBoard(m, user)
        .filter(
          (e) =>
            e !== user &&
            hasKeyword(m, e, 'Vampire') &&
            distanceBetween(m, user, e) <= SHADOW_WALKER_NEAR + 1e-9 &&
            shadowSpots(m, user, e).length > 0,
        )
        .map((e) => [e]),
    problem(m, user, targets) {
      const [v] = targets;
      if (targets.length !== 1 || v === undefined) return 'it names one friendly Vampire';
      if (v === user || !sameGang(m, user, v) || !hasKeyword(m, v, 'Vampire'))
        return `${nameOf(m, v)} is not another friendly Vampire`;
      if (!isOnBoard(m, v) || distanceBetween(m, user, v) > SHADOW_WALKER_NEAR + 1e-9)
        return `${nameOf(m, v)} is not within ${SHADOW_WALKER_NEAR}″`;
      return shadowSpots(m, user, v).length === 0
        ? `there is nowhere free to set ${nameOf(m, v)} down`
        : null;
    },
    *resolve(m, user, targets) {
      const v = targets[0]!;
      yield* setDownAtOnce(m, user, v, shadowSpots(m, user, v), 'Shadow Walker');
    },
  },
  {
    name: 'Transformation',
    form: 'pulse',
    text: 'PULSE: out of every fight, he is set down on Solid Ground within 8″, at least 3″ from every enemy.',
    range: TRANSFORMATION_INCHES,
    targetLists: () => [[]],
    problem(m, user, targets) {
      if (targets.length > 0) return 'it names no character';
      if (fighting(m, user)) return 'he is in base contact with an enemy';
      return transformationSpots(m, user).length === 0
        ? 'there is no Solid Ground 3″ from every enemy within 8″'
        : null;
    },
    *resolve(m, user) {
      yield* setDownAtOnce(m, user, user, transformationSpots(m, user), 'Transformation');
    },
  },
  {
    name: 'Come Let Us Make Bricks and Burn Them Thoroughly',
    form: 'pulse',
    text: 'PULSE: a friendly Construct anywhere on the board is set down within 3″ of this character.',
    range: BRICKS_INCHES,
    targetLists: (m, user) => bricks(m, user).map((e) => [e]),
    problem(m, user, targets) {
      const [c] = targets;
      if (targets.length !== 1 || c === undefined) return 'it names one friendly Construct';
      if (c === user || !isOnBoard(m, c) || !sameGang(m, user, c) || !hasKeyword(m, c, 'Construct'))
        return `${nameOf(m, c)} is not another friendly Construct on the board`;
      return setDownSpots(m, c, user, BRICKS_INCHES).length === 0
        ? `there is nowhere free within ${BRICKS_INCHES}″`
        : null;
    },
    *resolve(m, user, targets) {
      const c = targets[0]!;
      yield* setDownAtOnce(
        m,
        user,
        c,
        setDownSpots(m, c, user, BRICKS_INCHES),
        'Come Let Us Make Bricks and Burn Them Thoroughly',
      );
    },
  },
];

/** The Command Abilities that move friends as a plug-in of the rule book. */
export const COMMANDED_MOVES_PLUGIN = printedCommandAbilities(
  'Command Abilities that move friends',
  COMMANDED_MOVES,
);
