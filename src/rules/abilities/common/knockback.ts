/**
 * Knockback (rulebook "Weapon Abilities"): a character that takes Damage from the weapon, whether it loses Life
 * Points or not, is moved 2″ horizontally straight away from the attacker. The push is neither a charge nor a
 * disengage and causes no Attack of Opportunity.
 *
 * Our reading, on a board of 1″ columns: the push follows grapple-move.ts `grappleEnd` (the same straight carry
 * at the target's height, stopped by walls, the table's edge and other figures; the attacker is not in the way
 * since the push goes away from it). Pushed off a roof or a bridge, or into a canal, the Falling rules apply
 * (falling.ts); a push along the line of the two centres that starts on the same spot goes nowhere.
 */

import type { Step } from '../../character/ability-types.ts';
import { carry } from '../../combat/grapple.ts';
import { grappleEnd } from '../../combat/grapple-move.ts';
import type { ChoiceOption, Point3 } from '../../core/types.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nodeOf,
} from '../../state/match-state.ts';

/** Inches a Knockback pushes (rulebook). */
export const KNOCKBACK_INCHES = 2;

/** Push `target` 2″ straight away from `attacker` (see the module comment); a fall follows when it drops. */
export function* knockback(
  m: Match,
  attacker: number,
  target: number,
  how: { pull?: boolean; inches?: number; ability?: string; direction?: readonly [number, number] } = {},
): Step {
  const pull = how.pull ?? false;
  if (!isOnBoard(m, target)) return;
  const { Position } = m.world.components;
  const sign = pull ? -1 : 1;
  const dx = how.direction
    ? how.direction[0]
    : sign * ((Position.x[target] ?? 0) - (Position.x[attacker] ?? 0));
  const dy = how.direction
    ? how.direction[1]
    : sign * ((Position.y[target] ?? 0) - (Position.y[attacker] ?? 0));
  const length = Math.hypot(dx, dy);
  if (length < 1e-9) return;
  // A pull (Barbed Tongue) stops where the two bases touch.
  const reach = how.inches ?? KNOCKBACK_INCHES;
  const inches = pull ? Math.min(reach, Math.max(0, distanceBetween(m, attacker, target))) : reach;
  const from = nodeOf(m, target);
  const to = [from.i + 0.5 + (dx / length) * inches, from.j + 0.5 + (dy / length) * inches, from.z] as const;
  let end = grappleEnd(m, attacker, target, [to[0], to[1], to[2]], inches);
  const home = nodeOf(m, attacker);
  if (pull && end.node.i === home.i && end.node.j === home.j)
    end = { from, node: from, falls: false, inches: 0 };
  const moved = end.node.i !== from.i || end.node.j !== from.j || end.node.z !== from.z;
  emit(m, {
    type: 'ability',
    character: idOf(m, target),
    ability: how.ability ?? 'Knockback',
    effect: moved
      ? `${pull ? 'pulled' : 'pushed'} ${Math.round(end.inches * 100) / 100}″`
      : `cannot be ${pull ? 'pulled' : 'pushed'}`,
  });
  if (!moved) return;
  yield* carry(m, target, end);
}

/** The eight compass directions a push may take (x east, y south on the board), by name. */
export const COMPASS: Readonly<Record<string, readonly [number, number]>> = {
  N: [0, -1],
  NE: [Math.SQRT1_2, -Math.SQRT1_2],
  E: [1, 0],
  SE: [Math.SQRT1_2, Math.SQRT1_2],
  S: [0, 1],
  SW: [-Math.SQRT1_2, Math.SQRT1_2],
  W: [-1, 0],
  NW: [-Math.SQRT1_2, -Math.SQRT1_2],
};

/**
 * Get Over Here (the Whaler): the Whaling Lance's Knockback goes in any direction the Whaler's side picks — a
 * `choose` decision (`knockback-direction`): `away` (the usual push, first: the pick of a side that does not
 * choose) or one of the eight compass points, each option showing where the target would end.
 */
export function* chosenKnockback(m: Match, attacker: number, target: number): Step {
  if (!isOnBoard(m, target)) return;
  const from = nodeOf(m, target);
  const at = (d: readonly [number, number]): Point3 => {
    const to: Point3 = [
      from.i + 0.5 + d[0] * KNOCKBACK_INCHES,
      from.j + 0.5 + d[1] * KNOCKBACK_INCHES,
      from.z,
    ];
    const end = grappleEnd(m, attacker, target, to, KNOCKBACK_INCHES);
    return [end.node.i + 0.5, end.node.j + 0.5, end.node.z];
  };
  const { Position } = m.world.components;
  const ax = (Position.x[target] ?? 0) - (Position.x[attacker] ?? 0);
  const ay = (Position.y[target] ?? 0) - (Position.y[attacker] ?? 0);
  const len = Math.hypot(ax, ay) || 1;
  const options: ChoiceOption[] = [
    { id: 'away', label: 'straight away', figure: idOf(m, target), at: at([ax / len, ay / len]) },
    ...Object.entries(COMPASS).map(([id, d]) => ({ id, label: id, figure: idOf(m, target), at: at(d) })),
  ];
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, attacker),
    character: idOf(m, attacker),
    purpose: 'knockback-direction',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'away';
  const direction = COMPASS[id];
  yield* knockback(m, attacker, target, direction ? { direction, ability: 'Get Over Here' } : {});
}
