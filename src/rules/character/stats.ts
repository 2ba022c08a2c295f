/**
 * A character's stats and abilities as they are now (rulebook "Character Profiles", "Special Rules", "Stun"): the
 * printed values after its abilities, grants and auras (hooks.ts), then the Stunned counter.
 */

import { STAT_WORDS, signed } from '../core/modifier-words.ts';
import { type Match, profileOf } from '../state/match-state.ts';
import { hasTag } from '../state/world.ts';
import type { StatName } from './ability-types.ts';
import { abilityInstance, type StatChange, statWithAbilities } from './hooks.ts';

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
 * A stat after the character's abilities (abilities/hooks.ts: Berserk, Brawler, Companion; grants and auras) and
 * then the Stunned counter (−1, minimum 1; rulebook "Stun").
 */
export function statOf(m: Match, eid: number, stat: StatName): number {
  return stunnedValue(
    m,
    eid,
    stat,
    statWithAbilities(m, eid, stat, m.world.components.Stats[stat][eid] ?? 0),
  );
}

/** `value` after the Stunned counter: MOVE, ATTACK, DEXTERITY and MIND −1, to a minimum of 1 (rulebook "Stun"). */
function stunnedValue(m: Match, eid: number, stat: StatName, value: number): number {
  const stunned = stat !== 'protection' && hasTag(m.world, eid, m.world.components.Stunned);
  return stunned ? Math.max(1, value - 1) : value;
}

/** A stat as {@link statOf} reads it, with the printed value and every named change between the two. */
export interface StatReading {
  readonly printed: number;
  readonly value: number;
  /** The changes, in the order applied (abilities, grants and auras, a minimum of 1, Stunned); they sum to the
   * difference. */
  readonly changes: readonly StatChange[];
}

/** Read `stat` of `eid` with the rule behind each change (for the dice log; {@link statOf} is the same value). */
export function readStat(m: Match, eid: number, stat: StatName): StatReading {
  const printed = m.world.components.Stats[stat][eid] ?? 0;
  const changes: StatChange[] = [];
  const base = statWithAbilities(m, eid, stat, printed, changes);
  const value = stunnedValue(m, eid, stat, base);
  if (value !== base) changes.push({ source: 'Stunned', change: value - base });
  return { printed, value, changes };
}

/**
 * A stat used as the dice of a roll, with the dice log's modifiers: the printed value, then each change by the rule
 * that made it — `{ dice: 3, labels: ['ATTACK 3', 'Instigator +1', 'Stunned −1'] }`.
 */
export function statDice(m: Match, eid: number, stat: StatName): { dice: number; labels: string[] } {
  const r = readStat(m, eid, stat);
  return { dice: r.value, labels: [`${STAT_WORDS[stat]} ${r.printed}`, ...changeLabels(r.changes)] };
}

/** Dice log labels of stat changes: "Instigator +1"; with `prefix`, "Stunned: DEXTERITY −1" (prefix "DEXTERITY"). */
export function changeLabels(changes: readonly StatChange[], prefix?: string): string[] {
  return changes.map((c) => `${c.source}${prefix ? `: ${prefix}` : ''} ${signed(c.change)}`);
}
