/**
 * The ability registry (rulebook "Special Rules"): Character and Weapon Abilities as data-like definitions with
 * hooks (types.ts), their table (registry.ts) and the hook points the engine calls (hooks.ts).
 */
export { attackRollOutcomes } from '../rolls/attack-outcomes.ts';
export { makeAttackRoll } from '../rolls/attack-roll.ts';
export { fearChance, fearRoll } from '../rolls/fear.ts';
export type * from './ability-types.ts';
export * from './hooks.ts';
export {
  abilityDef,
  abilityKey,
  allAbilityDefs,
  profileAbilities,
  stack,
  weaponAbilities,
} from './registry.ts';
export { canPayWill, payWill } from './will-cost.ts';
