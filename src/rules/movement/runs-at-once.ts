/**
 * Run/Climbs made at once, out of the mover's turn, because of a Command Ability or a spell (rulebook "Run/Climb",
 * "Charging"; Toot Toot Toot... Charge!, Communicative Dance: abilities/unique/ability-moves.ts; the Cantrip of the
 * Chariot, Madness: magic/spells/). They cost no Action Point and are no turn of the mover. Where the mover goes is
 * asked of the user's gang as a `choose` decision: purpose `ability-charge` (the cheapest spots charging each enemy
 * in reach, the cheapest first, which declining takes) or `ability-move` (`stay`, first, or the farthest spot it
 * can reach toward each of the eight compass points without a charge). Ids are `i,j,z`.
 */
import { beginAction } from '../character/counters.ts';
import { spendAp } from '../character/turns.ts';
import type { ChoiceOption, Command, PendingDecision } from '../core/types.ts';
import { type Node, nodeKey, type PathStep } from '../space/api.ts';
import { emit, gangOf, idOf, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { enemiesTouching } from './charging.ts';
import { resolveRunClimb } from './run-climb.ts';
import { reachOf } from './run-climb-reach.ts';

/** A spot a mover may be sent to: the node, the path there and its cost (inches). */
export interface MoveSpot {
  readonly node: Node;
  readonly path: PathStep[];
  readonly cost: number;
}

/** Spots offered per enemy a Toot mover could charge. */
export const CHARGE_SPOTS_PER_ENEMY = 2;

const spotId = (n: Node) => `${n.i},${n.j},${n.z}`;

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

/** Which spots of a Run/Climb made at once a rule allows. */
export type SpotRule = (m: Match, eid: number, s: MoveSpot) => boolean;

/** No base contact with an enemy it was not touching already (no charge): Communicative Dance, the Chariot. */
export const NO_CHARGE: SpotRule = (m, eid, s) => {
  const touching = enemiesTouching(m, eid, nodeOf(m, eid));
  return enemiesTouching(m, eid, s.node).every((e) => touching.includes(e));
};

/** No base contact with any enemy where it ends (Stage Manager, Domination). */
export const NO_ENEMY_CONTACT: SpotRule = (m, eid, s) => enemiesTouching(m, eid, s.node).length === 0;

/** The farthest spot toward each of the eight compass points that `eid` reaches where `rule` allows. */
export function compassSpots(m: Match, eid: number, rule: SpotRule = NO_CHARGE): MoveSpot[] {
  const here = nodeOf(m, eid);
  const best = new Map<number, MoveSpot & { far: number }>();
  for (const s of spots(m, eid)) {
    if (!rule(m, eid, s)) continue;
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

/** The farthest spot toward each of the eight compass points that `eid` reaches without charging. */
export function danceSpots(m: Match, eid: number): MoveSpot[] {
  return compassSpots(m, eid, NO_CHARGE);
}

/** The cheapest `most` spots `eid` reaches where `rule` allows (Wages Are Here: those touching its user). */
export function cheapestSpots(m: Match, eid: number, rule: SpotRule, most: number): MoveSpot[] {
  return spotsWhere(m, eid, rule).slice(0, most);
}

const COMPASS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'];

/** The decision option sending `eid` to `s`: `words`, the cost of the way there and whether it needs a roll. */
export function spotOption(m: Match, eid: number, s: MoveSpot, words: string): ChoiceOption {
  return {
    id: spotId(s.node),
    label: `${words} (${s.cost.toFixed(1)}″${s.path.some((p) => p.roll) ? ', needs a roll' : ''})`,
    figure: idOf(m, eid),
    at: [s.node.i + 0.5, s.node.j + 0.5, s.node.z],
  };
}

/**
 * Ask where `eid` goes among `options` (the user's gang answers), then play its Run/Climb there ({@link runTo}).
 * `cause` names the ability for the log; `ap`: the Action Points it costs (default 0: out of sequence).
 */
export function* runAtOnce(
  m: Match,
  user: number,
  eid: number,
  purpose: 'ability-charge' | 'ability-move',
  choices: readonly { option: ChoiceOption; spot: MoveSpot | null }[],
  cause: string,
  ap = 0,
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
  if (spot) yield* runTo(m, eid, spot, cause, ap);
}

/**
 * `eid` makes a Run/Climb to `spot` because of the rule `cause`: out of sequence for 0 Action Points (`ap`, the
 * default), or as an action of its turn that costs `ap`; `chargeAttacks` false: a charge in it makes no Attack of
 * Opportunity. Nothing happens for a character off the board.
 */
export function* runTo(
  m: Match,
  eid: number,
  spot: MoveSpot,
  cause: string,
  ap = 0,
  chargeAttacks = true,
): Generator<PendingDecision, void, Command> {
  if (!isOnBoard(m, eid)) return;
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: cause,
    effect: ap > 0 ? 'must make a Run/Climb' : 'makes a Run/Climb at once',
  });
  if (ap > 0) spendAp(m, eid, 'run-climb', ap);
  else {
    beginAction(m, eid);
    emit(m, { type: 'action', character: idOf(m, eid), action: 'run-climb', ap: 0 });
  }
  yield* resolveRunClimb(m, eid, spot.path, undefined, chargeAttacks);
}

/** Every spot `eid` reaches with a Run/Climb now where `rule` allows, cheapest first. */
export function spotsWhere(m: Match, eid: number, rule: SpotRule): MoveSpot[] {
  return spots(m, eid).filter((s) => rule(m, eid, s));
}

/**
 * `eid` makes a Run/Climb at once where `rule` allows (by default no new base contact with an enemy), where `user`'s
 * gang picks (an `ability-move` decision: `stay`, or the farthest spot toward each compass point): Communicative
 * Dance, Stage Manager, Domination (abilities/unique/), and the Cantrip of the Chariot (magic/spells/moves.ts).
 * `cause` names the ability or spell for the log.
 */
export function* moveWithoutCharge(
  m: Match,
  user: number,
  eid: number,
  cause: string,
  rule: SpotRule = NO_CHARGE,
): Generator<PendingDecision, void, Command> {
  const here = nodeOf(m, eid);
  const choices = [
    { option: { id: 'stay', label: 'stay', figure: idOf(m, eid) }, spot: null },
    ...compassSpots(m, eid, rule).map((s) => {
      const dir = (Math.round(Math.atan2(s.node.j - here.j, s.node.i - here.i) / (Math.PI / 4)) + 8) % 8;
      return { option: spotOption(m, eid, s, COMPASS[dir]!), spot: s };
    }),
  ];
  yield* runAtOnce(m, user, eid, 'ability-move', choices, cause);
}
