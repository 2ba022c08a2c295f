/**
 * The ability registry (rulebook "Special Rules"): Character and Weapon Abilities as data-like definitions with
 * hooks (types.ts), their table (registry.ts) and the hook points the engine calls (hooks.ts).
 */
export { attackRollOutcomes } from './attack-outcomes.ts';
export { makeAttackRoll } from './attack-roll.ts';
export { fearChance, fearRoll } from './fear.ts';
export * from './hooks.ts';
export {
  abilityDef,
  abilityKey,
  allAbilityDefs,
  profileAbilities,
  stack,
  weaponAbilities,
} from './registry.ts';
export type * from './types.ts';
export { canPayWill, payWill } from './will-cost.ts';
