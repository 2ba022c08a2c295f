/**
 * What abilities remember during a match, beside the ECS: Berserk turns, who started its turn in water (Black
 * Powder) and the uses of Reload weapons. Kept per match (like rounds.ts `fallenAtTurnEnd`); a replay rebuilds it
 * from the commands, as it rebuilds everything else.
 */
import type { Match } from '../match-state.ts';

/** The ability memory of one match. */
export interface AbilityMemory {
  /** Characters whose turn started at 5 Life Points or fewer (Berserk: +1 ATTACK until their next turn). */
  readonly berserk: Set<number>;
  /** Characters whose latest turn started in water (Black Powder). */
  readonly startedInWater: Set<number>;
  /** Uses of each Reload weapon, by `entity|weapon name`. */
  readonly reloadUsed: Map<string, number>;
  /** Characters whose Stunned counter stays for the rest of the game (Go For The Eyes). */
  readonly stunnedForGame: Set<number>;
}

const memories = new WeakMap<Match, AbilityMemory>();

/** The ability memory of `m` (created empty on first use). */
export function memoryOf(m: Match): AbilityMemory {
  let mem = memories.get(m);
  if (!mem) {
    mem = { berserk: new Set(), startedInWater: new Set(), reloadUsed: new Map(), stunnedForGame: new Set() };
    memories.set(m, mem);
  }
  return mem;
}
