/**
 * The Weapon Abilities (rulebook "Special Rules", "Weapon Abilities") as registry entries. They take effect any
 * time their weapon is used; their (X) comes from the weapon line (`Reload (2)`).
 */

import type { AbilityDef, HitReport } from '../../character/ability-types.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { gainStunned } from '../../character/stunned.ts';
import { TRAITS, type TraitEntry } from '../../character/traits.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import { isOnBoard, profileOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { chosenKnockback, knockback } from './knockback.ts';
import { poisonRoll, shrugsOff } from './poison.ts';
import { reloadAllowance, reloadUsed, spendReload } from './reload.ts';

const area = (name: string): AbilityDef => ({
  name,
  kind: 'weapon',
  stacking: 'to-3',
  played: false,
  why: 'area attacks (blast marker, template) are played with the area weapons',
});

/** Get Over Here (the Whaler): its Whaling Lance's Knockback goes where it picks. */
function getsOverHere(hit: HitReport): boolean {
  return (
    hit.weapon.name === 'Whaling Lance' &&
    profileOf(hit.m, hit.attacker).uniqueAbilities.some((u) => u.name === 'Get Over Here')
  );
}

/** Barbed Tongue (the Bulbous Toad): its Tongue Harpoon's Knockback pulls the target toward it. */
function pulls(hit: HitReport): boolean {
  return (
    hit.weapon.name === 'Tongue Harpoon' &&
    profileOf(hit.m, hit.attacker).uniqueAbilities.some((u) => u.name === 'Barbed Tongue')
  );
}

/** Every Weapon Ability the engine knows, by bare name. */
export const WEAPON_ABILITIES: readonly AbilityDef[] = [
  // Aquatic is the permission a swimmer needs: the trait usable-in-water (attack-plan.ts `combatProblem`).
  {
    name: 'Aquatic',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    why: 'trait usable-in-water: attack-plan.ts `combatProblem`',
  },
  {
    name: 'Black Powder',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    weaponProblem: (m, eid, w) =>
      memoryOf(m).startedInWater.has(eid)
        ? `${w.name} is Black Powder: its wielder started its turn in water`
        : null,
    attack: () => ({ fumbleLoss: 1 }),
  },
  area('Blast'),
  {
    name: 'Harmless',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    attack: () => ({ harmless: true }),
  },
  {
    name: 'Knockback',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    afterHit: (hit) =>
      (hit.damage > 0 || hit.harmless) && getsOverHere(hit)
        ? chosenKnockback(hit.m, hit.attacker, hit.target)
        : hit.damage > 0 || hit.harmless
          ? knockback(
              hit.m,
              hit.attacker,
              hit.target,
              pulls(hit) ? { pull: true, ability: 'Barbed Tongue' } : {},
            )
          : null,
  },
  {
    name: 'Poisoned',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      if (hit.lpLost >= 1 && isOnBoard(hit.m, hit.target)) poisonRoll(hit.m, hit.target, hit.weapon.name);
      return null;
    },
  },
  {
    name: 'Reload',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    weaponProblem: (m, eid, w, a) =>
      reloadUsed(m, eid, w) >= reloadAllowance(m, eid, a.value)
        ? `${w.name} has been used ${reloadUsed(m, eid, w)} time${reloadUsed(m, eid, w) === 1 ? '' : 's'} (Reload (${reloadAllowance(m, eid, a.value)}))`
        : null,
    used: (m, eid, w) => spendReload(m, eid, w),
  },
  area('Smoke'),
  {
    name: 'Stun',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    afterHit(hit) {
      if (
        (hit.damage > 0 || hit.harmless) &&
        isOnBoard(hit.m, hit.target) &&
        !shrugsOff(hit.m, hit.target, 'Stun')
      )
        gainStunned(hit.m, hit.target);
      return null;
    },
  },
  area('Template'),
  {
    name: 'Two-Handed',
    kind: 'weapon',
    stacking: 'to-3',
    played: true,
    attack: (ctx) => (ctx.opportunity ? { evasion: 1 } : null),
  },
];

/** The traits the Weapon Abilities give (character/traits.ts `WeaponTrait`). */
export const WEAPON_TRAITS: readonly TraitEntry[] = [
  { ability: 'Aquatic', trait: 'usable-in-water' },
  { ability: 'Reload', trait: 'limited-uses' },
  { ability: 'Smoke', trait: 'smokes' },
];

/** The Weapon Abilities and their traits as a plug-in of the rule book. */
export const WEAPON_ABILITIES_PLUGIN = plugin('Weapon Abilities', (add) => {
  for (const d of WEAPON_ABILITIES) add(ABILITY_DEFS, d);
  for (const t of WEAPON_TRAITS) add(TRAITS, t);
});
