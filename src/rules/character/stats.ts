/**
 * A character's stats and abilities as they are now (rulebook "Character Profiles", "Special Rules", "Stun"): the
 * printed values after its abilities, grants and auras (hooks.ts), then the Stunned counter.
 */
import { type Match, profileOf } from '../state/match-state.ts';
import { hasTag } from '../state/world.ts';
import { abilityInstance, statWithAbilities } from './hooks.ts';

/**
 * Whether the character holds the Character Ability `name` now — printed on its profile, or given by a grant, an
 * aura or a passive aura (abilities/hooks.ts `abilitiesOf`) — and its (X), stacked (to 3 unless it says otherwise).
 * For the abilities' own files: the rest of the rules ask a trait instead (traits.ts `traitOf`).
 */
export function abilityOf(m: Match, eid: number, name: string): { has: boolean; value: number } {
  const a = abilityInstance(m, eid, name);
  return { has: !!a, value: a?.value ?? 0 };
}

/**
 * Whether `eid`'s profile prints the unique ability `name` (rulebook "Character Profiles": a unique ability is
 * printed on one profile and never given by a grant or an aura). For the abilities' own files: the rest of the
 * rules ask a trait instead (traits.ts `printedTraitOf`).
 */
export function holdsUnique(m: Match, eid: number, name: string): boolean {
  return profileOf(m, eid).uniqueAbilities.some((u) => u.name === name);
}

/**
 * A stat after the character's abilities (abilities/hooks.ts: Berserk, Brawler, Companion) and then the Stunned
 * counter (−1, minimum 1; rulebook "Stun").
 */
export function statOf(
  m: Match,
  eid: number,
  stat: 'move' | 'dex' | 'attack' | 'protection' | 'mind',
): number {
  const base = statWithAbilities(m, eid, stat, m.world.components.Stats[stat][eid] ?? 0);
  const stunned = stat !== 'protection' && hasTag(m.world, eid, m.world.components.Stunned);
  return stunned ? Math.max(1, base - 1) : base;
}
