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
 * toward each of the eight compass points without a charge). Ids are `i,j,z`.
 *
 * Our readings: these Run/Climbs cost no Action Point and are no turn of the movers (like a Bodyguard's); the
 * user may name itself ("friendly characters" includes the user, as elsewhere in these abilities); a mover whose
 * way needs a roll may be stopped short, and a Toot mover stopped short charges nobody; with no charge in reach
 * when its turn to move comes (the first mover took the spot), the second mover stays.
 */

import { beginAction } from '../../character/counters.ts';
import { hasKeyword } from '../../character/keywords.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { enemiesTouching } from '../../movement/charging.ts';
import { resolveRunClimb } from '../../movement/run-climb.ts';
import { reachOf } from '../../movement/run-climb-reach.ts';
import { type Node, nodeKey, type PathStep } from '../../space/api.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nodeOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** A spot a mover may be sent to: the node, the path there and its cost (inches). */
export interface MoveSpot {
  readonly node: Node;
  readonly path: PathStep[];
  readonly cost: number;
}

/** Spots offered per enemy a Toot mover could charge. */
export const CHARGE_SPOTS_PER_ENEMY = 2;

const spotId = (n: Node) => `${n.i},${n.j},${n.z}`;
const nameOf = (m: Match, e: number) => m.world.components.Identity.name[e] ?? idOf(m, e);

/** Every spot `eid` may Run/Climb to now (within its MOVE, no Critical counted), with its path. */
function spots(m: Match, eid: number): MoveSpot[] {
  const reach = reachOf(m, eid);
  const out: MoveSpot[] = [];
  for (const { node, cost } of reach.nodes) {
    const path = reach.path(node);
    if (path && path.length > 0) out.push({ node, path, cost });
  }
  return out.sort((a, b) => a.cost - b.cost || nodeKey(a.node).localeCompare(nodeKey(b.node)));
}

/** The spots where a Run/Climb of `eid` ends in a charge: the cheapest two per enemy charged, cheapest first. */
export function chargeSpots(m: Match, eid: number): MoveSpot[] {
  const touching = enemiesTouching(m, eid, nodeOf(m, eid));
  const perEnemy = new Map<number, number>();
  return spots(m, eid).filter((s) => {
    const foes = enemiesTouching(m, eid, s.node).filter((e) => !touching.includes(e));
    if (foes.length === 0) return false;
    const first = Math.min(...foes);
    const n = perEnemy.get(first) ?? 0;
    perEnemy.set(first, n + 1);
    return n < CHARGE_SPOTS_PER_ENEMY;
  });
}

/** The farthest spot toward each of the eight compass points that `eid` reaches without charging. */
export function danceSpots(m: Match, eid: number): MoveSpot[] {
  const here = nodeOf(m, eid);
  const touching = enemiesTouching(m, eid, here);
  const best = new Map<number, MoveSpot & { far: number }>();
  for (const s of spots(m, eid)) {
    if (enemiesTouching(m, eid, s.node).some((e) => !touching.includes(e))) continue;
    const dx = s.node.i - here.i;
    const dy = s.node.j - here.j;
    const far = Math.hypot(dx, dy);
    if (far === 0) continue;
    const octant = (Math.round(Math.atan2(dy, dx) / (Math.PI / 4)) + 8) % 8;
    const prev = best.get(octant);
    if (!prev || far > prev.far + 1e-9) best.set(octant, { ...s, far });
  }
  return [...best.keys()].sort((a, b) => a - b).map((k) => best.get(k)!);
}

const COMPASS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'];

function spotOption(m: Match, eid: number, s: MoveSpot, words: string): ChoiceOption {
  return {
    id: spotId(s.node),
    label: `${words} (${s.cost.toFixed(1)}″${s.path.some((p) => p.roll) ? ', needs a roll' : ''})`,
    figure: idOf(m, eid),
    at: [s.node.i + 0.5, s.node.j + 0.5, s.node.z],
  };
}

/**
 * Ask where `eid` goes among `options` (the user's gang answers), then play its out-of-sequence Run/Climb there.
 * `cause` names the ability for the log.
 */
function* moveBy(
  m: Match,
  user: number,
  eid: number,
  purpose: 'ability-charge' | 'ability-move',
  choices: readonly { option: ChoiceOption; spot: MoveSpot | null }[],
  cause: string,
): Generator<PendingDecision, void, Command> {
  if (choices.length === 0) return;
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, user),
    character: idOf(m, eid),
    purpose,
    options: choices.map((c) => c.option),
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : '';
  const spot = (choices.find((c) => c.option.id === id) ?? choices[0]!).spot;
  if (!spot || !isOnBoard(m, eid)) return;
  beginAction(m, eid);
  emit(m, { type: 'ability', character: idOf(m, eid), ability: cause, effect: 'makes a Run/Climb at once' });
  emit(m, { type: 'action', character: idOf(m, eid), action: 'run-climb', ap: 0 });
  yield* resolveRunClimb(m, eid, spot.path);
}

/**
 * `eid` makes a Run/Climb at once that ends in no new base contact with an enemy, where `user`'s gang picks (an
 * `ability-move` decision: `stay`, or the farthest spot toward each compass point): Communicative Dance, and the
 * Cantrip of the Chariot (spells/moves.ts). `cause` names the ability or spell for the log.
 */
export function* moveWithoutCharge(
  m: Match,
  user: number,
  eid: number,
  cause: string,
): Generator<PendingDecision, void, Command> {
  const here = nodeOf(m, eid);
  const choices = [
    { option: { id: 'stay', label: 'stay', figure: idOf(m, eid) }, spot: null },
    ...danceSpots(m, eid).map((s) => {
      const dir = (Math.round(Math.atan2(s.node.j - here.j, s.node.i - here.i) / (Math.PI / 4)) + 8) % 8;
      return { option: spotOption(m, eid, s, COMPASS[dir]!), spot: s };
    }),
  ];
  yield* moveBy(m, user, eid, 'ability-move', choices, cause);
}

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.index[a] === m.world.components.Gang.index[b];
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
        if (!isOnBoard(m, t) || !sameGang(m, user, t)) return `${idOf(m, t)} is not a friend on the board`;
        if (t !== user && distanceBetween(m, user, t) > 3) return `${idOf(m, t)} is not within 3″`;
        if (chargeSpots(m, t).length === 0) return `${idOf(m, t)} has no enemy to charge`;
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
        yield* moveBy(m, user, t, 'ability-charge', choices, name);
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
      if (!near(m, user).includes(a)) return `${idOf(m, a)} is not a friend within 3″`;
      if (!dancers(m, user).includes(b))
        return `${idOf(m, b)} is not a friendly House of Virtue character in sight`;
      return null;
    },
    *resolve(m, user, targets) {
      for (const t of targets) if (isOnBoard(m, t)) yield* moveWithoutCharge(m, user, t, name);
    },
  };
}
