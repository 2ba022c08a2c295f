/**
 * What characters do with Primary Objectives (rulebook "Primary Objective"; the entities: state/objective-state.ts):
 * - **Claimable**: a character that ends its turn in base contact with it, neither of them in base contact with an
 *   enemy, claims it for its gang. It stays claimed; by default nobody reclaims it. Take What is Theirs (its
 *   Objectives are claimed by their gang from the start): any gang reclaims any Objective but the one it held at
 *   the start.
 * - **Hidden**: a character that ends its turn in base contact with it and not with an enemy turns it over.
 * - **Mobile**: a character that ends its turn in base contact with it and not with an enemy may pick it up (it
 *   carries one at a time, and not with Limited Movement); a friend that ends its turn in base contact with the
 *   carrier may take it. In Take What is Theirs a gang picks up its own only once another gang has claimed it.
 *   The carrier makes only Run/Climb actions; it may drop the Objective right after any action (the action table:
 *   match/actions/objectives.ts), and drops it when it loses 3 or more Life Points in one action or leaves the board
 *   (objective-state.ts `dropCarried`). A Pickpocket takes it on a successful disengage (abilities/common).
 * - **Destructible**: a character that began its turn in base contact with it may spend 1 Action Point to remove it
 *   (match/actions/objectives.ts).
 *
 * Our readings (docs/rules-coverage.md): claiming and revealing are done for the player as the turn ends (they only
 * ever help); picking up and taking are asked, as the carrier may then only Run/Climb. A dropped Objective lies
 * where its carrier stands (it is in base contact with it).
 */

import { askToChoose } from '../core/decisions.ts';
import type { ChoiceOption } from '../core/types.ts';
import {
  enemiesOf,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  type Resolution,
} from '../state/match-state.ts';
import {
  anyObjective,
  canCarryObjective,
  carriedBy,
  carrierOf,
  claimObjective,
  claimOf,
  dropCarried,
  isKind,
  objectivesOf,
  pickUpObjective,
  revealObjective,
  takeObjective,
  touchesObjective,
} from '../state/objective-state.ts';
import { charactersOnBoard } from '../state/world.ts';

/** Life Points lost in one action from which a carrier drops its Objective. */
export const DROP_LOSS = 3;

/** Whether `eid` is in base contact with an enemy. */
function engaged(m: Match, eid: number): boolean {
  return enemiesOf(m, eid).some((e) => inContact(m, eid, e));
}

/** Whether an enemy of `eid`'s gang is in base contact with Objective `o`. */
function enemyTouches(m: Match, eid: number, o: number): boolean {
  return enemiesOf(m, eid).some((e) => touchesObjective(m, e, o));
}

/** Whether gang `g` may claim Objective `o` now (not its claim already; the reclaiming rule of the scenario). */
export function mayClaim(m: Match, o: number, g: number): boolean {
  const claim = claimOf(m, o);
  if (claim === g) return false;
  const owner = m.world.components.Objective.owner[o] ?? -1;
  if (owner >= 0) return owner !== g;
  return claim < 0;
}

/** Whether character `eid` may pick up Mobile Objective `o` lying on the table (as its turn ends). */
export function mayPickUp(m: Match, eid: number, o: number): boolean {
  if (!isKind(m, o, 'mobile') || carrierOf(m, o) >= 0 || !touchesObjective(m, eid, o)) return false;
  if (!canCarryObjective(m, eid) || carriedBy(m, eid) >= 0 || engaged(m, eid)) return false;
  const { Objective, Gang } = m.world.components;
  // Take What is Theirs: a gang's own Objective only once another gang has claimed it.
  return Objective.owner[o] !== Gang.index[eid] || Objective.claimedByOther[o] === 1;
}

/** Objectives `eid` may take from a friend in base contact carrying one (as its turn ends). */
function takeable(m: Match, eid: number): number[] {
  if (!canCarryObjective(m, eid) || carriedBy(m, eid) >= 0) return [];
  const team = m.world.components.Gang.team;
  return objectivesOf(m).filter((o) => {
    const c = carrierOf(m, o);
    return c >= 0 && c !== eid && team[c] === team[eid] && isOnBoard(m, c) && inContact(m, eid, c);
  });
}

/**
 * The Objectives (by id) `eid` chose to drop in its current turn (read back from the log to its `turn-start`): picking
 * one up again as the turn ends would only undo the drop, so it is not offered.
 */
function droppedThisTurn(m: Match, eid: number): Set<string> {
  const who = idOf(m, eid);
  const out = new Set<string>();
  for (let k = m.log.length - 1; k >= 0; k--) {
    const e = m.log[k]!;
    if (e.type === 'turn-start' && e.character === who) break;
    if (e.type === 'objective-dropped' && e.character === who && e.why === 'chosen') out.add(e.objective);
  }
  return out;
}

/**
 * As `eid`'s turn ends: it claims and reveals what it may, then its player may pick an Objective up or take one from
 * a friend (a `choose` decision, purpose `objective`, when there is something to pick); an Objective it dropped this
 * turn is not offered. Null when there is nothing.
 */
export function objectivesAtTurnEnd(m: Match, eid: number): Resolution | null {
  if (!anyObjective(m) || !isOnBoard(m, eid)) return null;
  const g = m.world.components.Gang.index[eid] ?? 0;
  const free = !engaged(m, eid);
  for (const o of objectivesOf(m)) {
    if (!touchesObjective(m, eid, o) || !free) continue;
    // Claiming asks the Objective to be out of base contact with enemies too; revealing does not.
    if (isKind(m, o, 'claimable') && mayClaim(m, o, g) && !enemyTouches(m, eid, o))
      claimObjective(m, o, g, eid);
    if (isKind(m, o, 'hidden')) revealObjective(m, o, eid);
  }
  const id = (o: number) => m.world.components.Objective.id[o]!;
  const dropped = droppedThisTurn(m, eid);
  const options: ChoiceOption[] = [
    ...objectivesOf(m)
      .filter((o) => mayPickUp(m, eid, o) && !dropped.has(id(o)))
      .map((o) => ({ id: `pick-up:${id(o)}`, label: `pick up ${id(o)}`, figure: idOf(m, eid) })),
    ...takeable(m, eid).map((o) => ({
      id: `take:${id(o)}`,
      label: `take ${id(o)} from ${nameOf(m, carrierOf(m, o))}`,
      figure: idOf(m, carrierOf(m, o)),
    })),
  ];
  if (options.length === 0) return null;
  return (function* (): Resolution {
    const pick = yield* askToChoose(gangOf(m, eid), idOf(m, eid), 'objective', [
      { id: 'none', label: 'leave it' },
      ...options,
    ]);
    const [verb, objective] = pick.split(':');
    const o = objectivesOf(m).find((x) => id(x) === objective);
    if (o === undefined || !isOnBoard(m, eid)) return;
    if (verb === 'pick-up' && mayPickUp(m, eid, o)) pickUpObjective(m, o, eid);
    else if (verb === 'take' && takeable(m, eid).includes(o)) takeObjective(m, o, eid);
  })();
}

/** After an action: each carrier that lost 3 or more Life Points in it drops its Objective (`loss`: by character). */
export function carriersDrop(m: Match, loss: ReadonlyMap<number, number>): void {
  for (const [eid, lost] of loss)
    if (lost >= DROP_LOSS && isOnBoard(m, eid)) dropCarried(m, eid, 'life-points');
}

/** Why `eid` may not make an action of `type` while it carries an Objective ("only Run/Climb actions"), or null. */
export function carrierActionProblem(m: Match, eid: number, type: string): string | null {
  if (type === 'run-climb' || type === 'drop-objective' || !anyObjective(m)) return null;
  return carriedBy(m, eid) >= 0 ? 'a character carrying an Objective may only Run/Climb (or drop it)' : null;
}

/** Characters on the board that carry an Objective, with it. */
export function carriers(m: Match): { eid: number; objective: number }[] {
  return charactersOnBoard(m.world).flatMap((eid) => {
    const o = carriedBy(m, eid);
    return o >= 0 ? [{ eid, objective: o }] : [];
  });
}
