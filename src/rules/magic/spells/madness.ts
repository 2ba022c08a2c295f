/**
 * Madness (Runes of Sovereignty, 2 WP, Difficulty 8, 3″; rulebook "Magic", the spell text in
 * src/content/texts/spells.ts): an enemy in sight within 3″ of the caster at once makes one action that the caster's
 * player picks and rolls, as if it were a friend; it does not count toward that enemy's Action Points.
 *
 * Played as a `spell-option` decision of the caster's gang (option.ts) among at most {@link MADNESS_OPTIONS}
 * actions of the enemy (the madman), then resolved by the engine's own resolutions (combat.ts `resolveAttack`,
 * run-climb.ts `resolveRunClimb`) with no Action Point spent and the madman's turn state untouched:
 *
 * - `attack|<id>`: a Combat action against a character it may attack with its best weapon (range, line of sight,
 *   Aquatic, weapon abilities as for any attack); "as if it were a friend": its own friends may be attacked too;
 * - `run|i,j,z`: a Run/Climb to the farthest spot toward a compass point that ends in no new base contact with the
 *   caster's gang (ability-moves.ts `danceSpots`);
 * - `none`: it does nothing.
 *
 * Our readings: the engine's pick, listed first (the AI takes it), is the action most harmful to the madman's own
 * side: the attack on one of its friends with the most Life Points expected lost, then Run/Climbs, nearest the
 * caster's gang first, then attacks on the caster's gang, `none` last. Every decision of the madman's own during that
 * action (the Will Points of its rolls, which spend its own Will Points, and any choice it would make) is asked of
 * the caster's gang; the other characters' decisions stay with their own gangs. Apart from choosing its action and
 * target, the madman stays an enemy of the caster's gang (disengaging from it still tests; its friend attacked may
 * strike back after a Fumble as the engine allows). A Jump is not offered.
 */

import type { Weapon } from '../../../content/types.ts';
import { beginAction } from '../../character/counters.ts';
import { weaponUseProblem } from '../../character/hooks.ts';
import { weaponTraitOf } from '../../character/traits.ts';
import { isTemplateWeapon, templateReaches } from '../../combat/area-attack.ts';
import { oddsOf, planAttack, resolveAttack, weaponsOf } from '../../combat/combat.ts';
import type { Command, PendingDecision } from '../../core/types.ts';
import { resolveRunClimb } from '../../movement/run-climb.ts';
import { danceSpots, type MoveSpot } from '../../movement/runs-at-once.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  nameOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { askSpellOption } from './option.ts';
import type { SpellEffect } from './types.ts';

/** Most actions offered to the caster's player (`none` included). */
export const MADNESS_OPTIONS = 12;

/**
 * Why `madman` may not attack `target` with `weapon` now, or null: as combat.ts `combatProblem` (range or base
 * contact, a Template's reach, line of sight, Aquatic in the water, the weapon's abilities), but any other character
 * on the board may be the target, its own friends included (Madness: "as if it were a friend").
 */
export function madAttackProblem(m: Match, madman: number, target: number, weapon: Weapon): string | null {
  if (target === madman || !isOnBoard(m, target)) return 'no target';
  if (isTemplateWeapon(weapon)) {
    if (!templateReaches(m, madman, target, weapon)) return `${weapon.name}'s template does not reach`;
  } else if (
    weapon.range === 0 ? !inContact(m, madman, target) : distanceBetween(m, madman, target) > weapon.range
  ) {
    return 'out of range';
  }
  if (!sightBetween(m, madman, target, true).lineOfSight) return 'out of line of sight';
  if (isSwimming(m, madman) && !weaponTraitOf(m.book, weapon, 'usable-in-water').has) return 'not Aquatic';
  return weaponUseProblem(m, madman, weapon);
}

/** One action Madness may make the madman take. */
export interface MadAction {
  readonly id: string;
  readonly label: string;
  readonly target?: number;
  readonly weapon?: Weapon;
  readonly spot?: MoveSpot;
}

/** The best weapon of `madman` against `target` by Life Points expected lost, with that value; null when none. */
function bestMadWeapon(m: Match, madman: number, target: number): { w: Weapon; v: number } | null {
  let best: { w: Weapon; v: number } | null = null;
  for (const w of weaponsOf(m, madman)) {
    if (madAttackProblem(m, madman, target, w)) continue;
    const v = oddsOf(m, planAttack(m, madman, target, w), target).expectedLpLoss;
    if (!best || v > best.v) best = { w, v };
  }
  return best;
}

/** The actions Madness offers for `madman` cast by `caster`, the engine's pick first, `none` last (see above). */
export function madActions(m: Match, caster: number, madman: number): MadAction[] {
  const ours = gangOf(m, caster);
  const others = charactersOnBoard(m.world).filter((e) => e !== madman && isOnBoard(m, e));
  const attacks = others.flatMap((t) => {
    const best = bestMadWeapon(m, madman, t);
    return best ? [{ t, ...best, own: gangOf(m, t) !== ours }] : [];
  });
  const attack = (a: (typeof attacks)[number]): MadAction => ({
    id: `attack|${idOf(m, a.t)}`,
    label: `attack ${nameOf(m, a.t)} with ${a.w.name}`,
    target: a.t,
    weapon: a.w,
  });
  const byHarm = (x: { v: number; t: number }, y: { v: number; t: number }) => y.v - x.v || x.t - y.t;
  const foes = others.filter((e) => gangOf(m, e) === ours);
  const near = (s: MoveSpot) =>
    foes.length === 0
      ? 0
      : Math.min(...foes.map((f) => Math.hypot(s.node.i + 0.5 - pos(m, f).x, s.node.j + 0.5 - pos(m, f).y)));
  const runs = danceSpots(m, madman)
    .map((s) => ({ s, d: near(s) }))
    .sort((x, y) => x.d - y.d)
    .map(({ s }) => ({
      id: `run|${s.node.i},${s.node.j},${s.node.z}`,
      label: `Run/Climb ${s.cost.toFixed(1)}″${s.path.some((p) => p.roll) ? ' (needs a roll)' : ''}`,
      spot: s,
    }));
  const all: MadAction[] = [
    ...attacks
      .filter((a) => a.own)
      .sort(byHarm)
      .map(attack),
    ...runs,
    ...attacks
      .filter((a) => !a.own)
      .sort(byHarm)
      .map(attack),
  ];
  return [...all.slice(0, MADNESS_OPTIONS - 1), { id: 'none', label: 'do nothing' }];
}

function pos(m: Match, eid: number): { x: number; y: number } {
  const { Position } = m.world.components;
  return { x: Position.x[eid] ?? 0, y: Position.y[eid] ?? 0 };
}

/**
 * Play `step` (an action of `madman`), handing every decision of the madman's own to gang `gang` (the caster's
 * player picks and rolls for it).
 */
export function* controlledBy<T>(
  m: Match,
  madman: number,
  gang: string,
  step: Generator<PendingDecision, T, Command>,
): Generator<PendingDecision, T, Command> {
  const who = idOf(m, madman);
  let next = step.next();
  while (!next.done) {
    const d = next.value;
    const answer: Command = yield d.character === who ? { ...d, gang } : d;
    next = step.next(answer);
  }
  return next.value;
}

export const MADNESS: SpellEffect = {
  aim: 'enemy',
  *resolve(ctx) {
    const { m } = ctx;
    const madman = ctx.targets[0];
    if (madman === undefined) return;
    const actions = madActions(m, ctx.caster, madman);
    const pick = yield* askSpellOption(
      ctx,
      actions.map((a) => ({
        id: a.id,
        label: a.label,
        figure: idOf(m, a.target ?? madman),
        ...(a.spot ? { at: [a.spot.node.i + 0.5, a.spot.node.j + 0.5, a.spot.node.z] as const } : {}),
      })),
    );
    const action = actions.find((a) => a.id === pick);
    if (!action || action.id === 'none' || !isOnBoard(m, madman)) return;
    emit(m, {
      type: 'ability',
      character: idOf(m, madman),
      ability: ctx.spell.name,
      effect: `acts for ${gangOf(m, ctx.caster)}`,
    });
    beginAction(m, madman);
    const gang = gangOf(m, ctx.caster);
    if (action.spot) {
      emit(m, { type: 'action', character: idOf(m, madman), action: 'run-climb', ap: 0 });
      yield* controlledBy(m, madman, gang, resolveRunClimb(m, madman, action.spot.path));
    } else if (action.target !== undefined && action.weapon && isOnBoard(m, action.target)) {
      emit(m, { type: 'action', character: idOf(m, madman), action: 'combat', ap: 0 });
      yield* controlledBy(m, madman, gang, resolveAttack(m, madman, action.target, action.weapon));
    }
  },
};
