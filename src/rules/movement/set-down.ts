/**
 * Characters taken off the table and set down elsewhere at once by a Command Ability or a unique action (Shadow
 * Walker, Transformation, Come Let Us Make Bricks and Burn Them Thoroughly, Disappear: abilities/unique/
 * commanded-moves.ts). It is no move: no Run/Climb, no roll, no disengage, no Attack of Opportunity, no charge. The
 * spot is asked of the user's gang as a `choose` decision, purpose `ability-move`, among a few free spots (the
 * nearest, then the farthest toward each compass point: newcomers.ts `spreadSpots`); ids `i,j,z`.
 */
import { hopTo } from '../character/counters.ts';
import type { ChoiceOption, Command, PendingDecision } from '../core/types.ts';
import type { Node } from '../space/api.ts';
import { inBaseContact } from '../space/measure.ts';
import {
  centreOf,
  emit,
  enemiesOf,
  figureOf,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nodeOf,
  profileOf,
} from '../state/match-state.ts';
import { dropCarried } from '../state/objective-state.ts';
import { spotId, spreadSpots, summonSpots } from './newcomers.ts';

/**
 * Free spots (newcomers.ts `placeProblem`: never in water for a character that is no Water Creature) for `eid`
 * within `reach` inches of `anchor` (between the bases), not where it stands, that `keep` accepts; nearest to `eid`
 * first.
 */
export function setDownSpots(
  m: Match,
  eid: number,
  anchor: number,
  reach: number,
  keep: (n: Node) => boolean = () => true,
): Node[] {
  const here = spotId(nodeOf(m, eid));
  return summonSpots(m, profileOf(m, eid), anchor, reach, eid).filter((n) => spotId(n) !== here && keep(n));
}

/** Whether `eid` set down on `n` would touch no enemy's base. */
export function clearOfEnemies(m: Match, eid: number, n: Node): boolean {
  const me = figureOf(m, eid, centreOf(n));
  return !enemiesOf(m, eid).some((e) => inBaseContact(me, figureOf(m, e)));
}

/**
 * Set `eid` down on one of `spots` at once, where `user`'s gang picks (see the module comment); `cause` names the
 * rule for the log. Nothing happens when `spots` is empty. A carried Objective is dropped where it stood.
 */
export function* setDownAtOnce(
  m: Match,
  user: number,
  eid: number,
  spots: readonly Node[],
  cause: string,
): Generator<PendingDecision, void, Command> {
  const offered = spreadSpots(m, spots, eid);
  if (offered.length === 0 || !isOnBoard(m, eid)) return;
  const options: ChoiceOption[] = offered.map((o) => ({
    id: spotId(o.node),
    label: o.dir === 'nearest' ? 'nearest spot' : `toward ${o.dir}`,
    figure: idOf(m, eid),
    at: [o.node.i + 0.5, o.node.j + 0.5, o.node.z],
  }));
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, user),
    character: idOf(m, eid),
    purpose: 'ability-move',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
  const spot = offered.find((o) => spotId(o.node) === id)?.node ?? offered[0]!.node;
  const from = nodeOf(m, eid);
  const f = figureOf(m, eid);
  emit(m, { type: 'ability', character: idOf(m, eid), ability: cause, effect: 'is set down elsewhere' });
  dropCarried(m, eid, 'removed');
  hopTo(m, eid, from, spot, Math.hypot(spot.i + 0.5 - f.x, spot.j + 0.5 - f.y, spot.z - f.z));
}
