/**
 * Command Abilities that make friends Run/Climb at once (their profiles' unique abilities; the ABILITY command of
 * rulebook "Command Points"), played as data in unique-command-abilities.ts through the factories here:
 *
 * - **Toot Toot Toot... Charge!** (the Very Loud Ostrich, PULSE): up to two friends within 3″ each make a Run/Climb
 *   that ends in a charge (not necessarily on the same enemy);
 * - **Communicative Dance** (the Dancer, PULSE): a friend within 3″ and a different friendly House of Virtue
 *   character in the Dancer's sight each make a Run/Climb; it may disengage, but not charge.
 *
 * The command names the movers (`targets`); where each goes is then asked of the user's gang, one mover at a time,
 * as a `choose` decision: purpose `ability-charge` (Toot: the cheapest spots charging each enemy in reach, the
 * cheapest first, which declining takes) or `ability-move` (Dance: `stay`, first, or the farthest spot it can reach
 * toward each of the eight compass points without a charge). Ids are `i,j,z`. The spots and the Run/Climbs
 * themselves are combat/runs-at-once.ts.
 *
 * Our readings: these Run/Climbs cost no Action Point and are no turn of the movers (like a Bodyguard's); the
 * user may name itself ("friendly characters" includes the user, as elsewhere in these abilities); a mover whose
 * way needs a roll may be stopped short, and a Toot mover stopped short charges nobody; with no charge in reach
 * when its turn to move comes (the first mover took the spot), the second mover stays.
 */

import { hasKeyword } from '../../character/keywords.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { enemiesTouching } from '../../movement/charging.ts';
import { chargeSpots, moveWithoutCharge, runAtOnce, spotOption } from '../../movement/runs-at-once.ts';
import { distanceBetween, isOnBoard, type Match, nameOf, sightBetween } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];
const friendsWithin = (m: Match, user: number, inches: number) =>
  charactersOnBoard(m.world).filter(
    (e) => sameGang(m, user, e) && (e === user || distanceBetween(m, user, e) <= inches),
  );

/** Toot Toot Toot... Charge! (see the module comment). */
export function tootToot(): CommandAbility {
  const name = 'Toot Toot Toot... Charge!';
  const movers = (m: Match, user: number) =>
    friendsWithin(m, user, 3).filter((e) => chargeSpots(m, e).length > 0);
  return {
    name,
    form: 'pulse',
    range: 3,
    text: 'PULSE: up to two friends within 3″ make a Run/Climb at once, each ending in a charge.',
    targetLists(m, user) {
      const can = movers(m, user);
      return [...can.map((e) => [e]), ...can.flatMap((a, k) => can.slice(k + 1).map((b) => [a, b]))];
    },
    problem(m, user, targets) {
      if (targets.length < 1 || targets.length > 2 || targets[0] === targets[1])
        return 'it names one or two different friends';
      for (const t of targets) {
        if (!isOnBoard(m, t) || !sameGang(m, user, t)) return `${nameOf(m, t)} is not a friend on the board`;
        if (t !== user && distanceBetween(m, user, t) > 3) return `${nameOf(m, t)} is not within 3″`;
        if (chargeSpots(m, t).length === 0) return `${nameOf(m, t)} has no enemy to charge`;
      }
      return null;
    },
    *resolve(m, user, targets) {
      for (const t of targets) {
        if (!isOnBoard(m, t)) continue;
        const choices = chargeSpots(m, t).map((s) => {
          const foes = enemiesTouching(m, t, s.node).map((e) => nameOf(m, e));
          return { option: spotOption(m, t, s, `charge ${foes.join(', ')}`), spot: s };
        });
        yield* runAtOnce(m, user, t, 'ability-charge', choices, name);
      }
    },
  };
}

/** Communicative Dance (see the module comment). */
export function communicativeDance(): CommandAbility {
  const name = 'Communicative Dance';
  const near = (m: Match, user: number) => friendsWithin(m, user, 3);
  const dancers = (m: Match, user: number) =>
    charactersOnBoard(m.world).filter(
      (e) =>
        sameGang(m, user, e) &&
        hasKeyword(m, e, 'House of Virtue') &&
        (e === user || sightBetween(m, user, e).lineOfSight),
    );
  return {
    name,
    form: 'pulse',
    range: 3,
    text: 'PULSE: a friend within 3″ and another friendly House of Virtue character in sight each make a Run/Climb at once; they may disengage, not charge.',
    targetLists(m, user) {
      const d = dancers(m, user);
      return near(m, user).flatMap((a) => d.filter((b) => b !== a).map((b) => [a, b]));
    },
    problem(m, user, targets) {
      const [a, b] = targets;
      if (targets.length !== 2 || a === undefined || b === undefined || a === b)
        return 'it names two different friends';
      if (!near(m, user).includes(a)) return `${nameOf(m, a)} is not a friend within 3″`;
      if (!dancers(m, user).includes(b))
        return `${nameOf(m, b)} is not a friendly House of Virtue character in sight`;
      return null;
    },
    *resolve(m, user, targets) {
      for (const t of targets) if (isOnBoard(m, t)) yield* moveWithoutCharge(m, user, t, name);
    },
  };
}
