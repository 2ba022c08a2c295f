/**
 * What single unique abilities do at the core's hook points (registered by unique.ts's plug-in): Swallow Whole,
 * Doot, Herding, Encouragement, Foetid Pheromones, Unwieldy and Flambé, "Encouragement", Patient Hunter, Truth of
 * Dagon, Vatican Apostate, Burned Flesh and Rip Apart. Each function's comment gives the card's rule and our reading.
 */
import type { HitReport } from '../../character/ability-types.ts';
import { addGrant } from '../../character/grants.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import { mindRollOrStunned } from '../../rolls/mind-roll.ts';
import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Whether the hit took an enemy of the attacker out of the game. */
export function killedFoe(hit: HitReport): boolean {
  const team = hit.m.world.components.Gang.team;
  return hit.lpLost > 0 && !isOnBoard(hit.m, hit.target) && team[hit.target] !== team[hit.attacker];
}

/** Swallow Whole (the Morgraur): Aces an attack needs to take a small-based target out outright. */
export const SWALLOW_ACES = 5;
/** The largest base (mm) Swallow Whole takes. */
export const SWALLOW_BASE_MM = 40;

/**
 * Whether `attacker`'s attack with `aces` Aces swallows `target` whole: the Morgraur's normal attacks (not Attacks
 * of Opportunity) with 5 or more Aces on a base of 40 mm or less. The caller takes the target out, no Damage.
 */
export function swallowsWhole(
  m: Match,
  attacker: number,
  target: number,
  aces: number,
  opportunity: boolean,
): boolean {
  return (
    !opportunity &&
    aces >= SWALLOW_ACES &&
    (m.world.components.Base.mm[target] ?? 0) <= SWALLOW_BASE_MM &&
    profileOf(m, attacker).uniqueAbilities.some((u) => u.name === 'Swallow Whole')
  );
}

/** Swallow Whole after a hit of `attacker` on `target` with `roll`: when {@link swallowsWhole}, the target is out. */
export function swallow(
  m: Match,
  attacker: number,
  target: number,
  roll: Roll,
  how: { opportunity?: boolean },
): boolean {
  if (!swallowsWhole(m, attacker, target, roll.aces, how.opportunity ?? false)) return false;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Swallow Whole',
    effect: `swallows ${nameOf(m, target)}`,
  });
  loseLifePoints(m, target, m.world.components.Points.lp[target] ?? 0, 'Swallow Whole');
  return true;
}

/** Inches within which Doot gives friends a Will Point. */
export const DOOT_INCHES = 3;

/** Doot (the Very Loud Ostrich): an attack with the Trumpet gives every friend within 3″ 1 Will Point back. */
export function doot(m: Match, attacker: number, weapon: string): void {
  if (weapon !== 'Trumpet' || !profileOf(m, attacker).uniqueAbilities.some((u) => u.name === 'Doot')) return;
  const team = m.world.components.Gang.team;
  for (const o of charactersOnBoard(m.world)) {
    if (o === attacker || team[o] !== team[attacker] || distanceBetween(m, attacker, o) > DOOT_INCHES)
      continue;
    regain(m, o, 'will', 1, 'Doot');
  }
}

/** Herding (the Handler): inches a friendly Monster beginning a Run/Climb within 2″ of a Handler adds. */
export const HERDING_INCHES = 2;

/** Herding's extra MOVE for `eid` now (0 unless it is a Monster within 2″ of a friendly Handler). */
export function herding(m: Match, eid: number): number {
  if (!profileOf(m, eid).keywords.includes('Monster')) return 0;
  const team = m.world.components.Gang.team;
  const near = charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      team[h] === team[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Herding') &&
      distanceBetween(m, h, eid) <= HERDING_INCHES,
  );
  return near ? HERDING_INCHES : 0;
}

/**
 * Encouragement (the Handler): a Feral friend beginning its turn within 6″ of a Handler that sees it passes its
 * Primitive roll without rolling.
 */
export function encouraged(m: Match, eid: number): boolean {
  if (!profileOf(m, eid).keywords.includes('Feral')) return false;
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      team[h] === team[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Encouragement') &&
      distanceBetween(m, h, eid) <= 6 &&
      sightBetween(m, h, eid).lineOfSight,
  );
}

/**
 * Foetid Pheromones (Thalidraur): another friend beginning its turn within 6″ of it has First Strike (1) for that
 * turn (a grant ending with the turn).
 */
export function foetidPheromones(m: Match, eid: number): void {
  const team = m.world.components.Gang.team;
  const near = charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      team[h] === team[eid] &&
      profileOf(m, h).uniqueAbilities.some((u) => u.name === 'Foetid Pheromones') &&
      distanceBetween(m, h, eid) <= 6,
  );
  if (!near) return;
  addGrant(m, {
    holder: eid,
    source: 'Foetid Pheromones',
    until: { kind: 'turn-end', of: eid, turns: 1 },
    abilities: [{ name: 'First Strike', value: 1 }],
  });
}

/** The weapons each Unwieldy profile may only use as the first action of its turn (their cards name them). */
const UNWIELDY_WEAPONS = new Set([
  'Twin Duelling Pistols',
  'Twin Rifled Duelling Pistols',
  'Nock Gun',
  'Long Rifle',
  'Scorpio',
]);

/** Inches from a Firebreather within which the Brewer may throw its Flaming Bottles (Flambé). */
export const FLAMBE_INCHES = 3;

const holds = (m: Match, eid: number, name: string) =>
  profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);

/**
 * Why `eid` may not use `weapon` now because of a unique ability, or null:
 * - Unwieldy: the weapon named on the card only as the first action of its own turn. Our reading of "Attacks of
 *   Opportunity included": an Attack of Opportunity is never the first action of the character's turn, so never
 *   with that weapon;
 * - Flambé (the Brewer): the Flaming Bottles only within 3″ of a friendly Firebreather.
 */
export function uniqueWeaponProblem(m: Match, eid: number, weapon: { readonly name: string }): string | null {
  // its first action: its turn has just begun, or the command starts it (no one acts yet)
  const first = m.active === eid ? m.turnState.fresh : m.active < 0;
  if (UNWIELDY_WEAPONS.has(weapon.name) && holds(m, eid, 'Unwieldy') && !first)
    return `${weapon.name} is Unwieldy: only as the first action of the turn`;
  if (weapon.name === 'Flaming Bottles' && holds(m, eid, 'Flambé')) {
    const team = m.world.components.Gang.team;
    const near = charactersOnBoard(m.world).some(
      (o) =>
        o !== eid &&
        team[o] === team[eid] &&
        profileOf(m, o).name.includes('Firebreather') &&
        distanceBetween(m, o, eid) <= FLAMBE_INCHES,
    );
    if (!near) return 'the Flaming Bottles need a Firebreather within 3″ (Flambé)';
  }
  return null;
}

/** "Encouragement" (the Dog Keeper): it gives ORDERs and COUNTERs to Henchmen only (command-hooks.ts). */
export function encouragement(m: Match, giver: number, target: number): string | null {
  return !holds(m, giver, '"Encouragement"') || profileOf(m, target).keywords.includes('Henchman')
    ? null
    : `${nameOf(m, giver)} gives ORDERs to Henchmen only`;
}

/** Patient Hunter (the Caandru Eel): a charge begun in water counts as a charge from above. */
export function patientHunter(m: Match, eid: number, startedInWater: boolean): boolean {
  return startedInWater && holds(m, eid, 'Patient Hunter');
}

/**
 * Truth of Dagon (the Drowned Nun): an enemy she sees losing Life Points to a Drown makes a Basic MIND roll; with no
 * Ace it is Stunned. Read by drown.ts after the Life Points are lost (combat-hooks.ts `DROWNED`).
 */
export function truthOfDagon(m: Match, victim: number): void {
  if (!isOnBoard(m, victim)) return;
  const team = m.world.components.Gang.team;
  const nun = charactersOnBoard(m.world).find(
    (o) =>
      team[o] !== team[victim] && holds(m, o, 'Truth of Dagon') && sightBetween(m, o, victim).lineOfSight,
  );
  if (nun !== undefined) mindRollOrStunned(m, victim, 'truth-of-dagon', 'Truth of Dagon');
}

/**
 * Vatican Apostate (Sir Tiburcio): it may re-roll the Destiny Dice of its Attack and Protection Rolls. Our reading,
 * as re-rolls ask nobody: the Destiny Dice is re-rolled when it shows a 1 (the worst face: never an Ace, a Fumble
 * without Aces), so the re-roll can only help. The odds shown before an attack leave it out.
 */
export function apostateReroll(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  const fights = purpose === 'attack' || purpose === 'attack-of-opportunity' || purpose === 'protection';
  const destiny = roll.dice[0];
  if (!fights || !destiny || destiny.value !== 1 || destiny.rerolled || !holds(m, eid, 'Vatican Apostate'))
    return { roll, label: null };
  return { roll: reroll(m.dice, roll, [0], true), label: 'Vatican Apostate: Destiny Dice re-rolled' };
}

/** Burned Flesh (the Demagogue): Damage its Burning Brand adds when the target has no Protection dice. */
export const BURNED_FLESH_DAMAGE = 2;

/** Extra Damage of `attacker`'s hit with `weapon` on a target rolling `protectionPool` Protection dice. */
export function burnedFlesh(m: Match, attacker: number, weapon: string, protectionPool: number): number {
  return weapon === 'Burning Brand' && protectionPool <= 0 && holds(m, attacker, 'Burned Flesh')
    ? BURNED_FLESH_DAMAGE
    : 0;
}

/**
 * Rip Apart (the Emissary of Mother Hydra): when one of its Tentacles kills an enemy with a Combat action, the
 * Emissary (a friend on the board) refills 1 Will Point. Called by hooks.ts `afterHit`.
 */
export function ripApart(hit: HitReport): void {
  const { m, attacker } = hit;
  if (!killedFoe(hit) || !profileOf(m, attacker).name.endsWith('Tentacle')) return;
  const team = m.world.components.Gang.team;
  for (const e of charactersOnBoard(m.world))
    if (team[e] === team[attacker] && holds(m, e, 'Rip Apart')) regain(m, e, 'will', 1, 'Rip Apart');
}
