/**
 * What abilities remember during a match, beside the ECS: Berserk turns, who started its turn in water (Black
 * Powder), the uses of Reload weapons, and what the unique actions and turn choices count (Dried Meats left,
 * Transfusion once a turn). Kept per match (like rounds.ts `fallenAtTurnEnd`); a replay rebuilds it
 * from the commands, as it rebuilds everything else.
 */
import type { Match } from './match-state.ts';
import { matchTable } from './per-match.ts';

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
  /** The Prey each Blood Matron named before the game (Prey Upon: unique-combat.ts), by her entity. */
  readonly prey: Map<number, number>;
  /** Dried Meats each character with Gifts of Dried Meats has left (absent: all 3 of them; unique-actions.ts). */
  readonly driedMeats: Map<number, number>;
  /** Once-per-turn unique actions used in the current turn, as `entity|action name` (Transfusion). */
  readonly usedThisTurn: Set<string>;
  /** The character whose end-of-turn choices have been offered in the turn ending now (−1: none). */
  turnEndOffered: number;
}

const memories = matchTable<AbilityMemory>();

/** The ability memory of `m` (created empty on first use). */
export function memoryOf(m: Match): AbilityMemory {
  let mem = memories.get(m);
  if (!mem) {
    mem = {
      berserk: new Set(),
      startedInWater: new Set(),
      reloadUsed: new Map(),
      stunnedForGame: new Set(),
      prey: new Map(),
      driedMeats: new Map(),
      usedThisTurn: new Set(),
      turnEndOffered: -1,
    };
    memories.set(m, mem);
  }
  return mem;
}

/**
 * A turn of `eid` begins (abilities/hooks.ts `turnStartAbilities`): its once-a-turn unique actions are free again,
 * and no end-of-turn choice has been offered yet (unique-actions.ts, turn-choices.ts).
 */
export function startTurnMemory(m: Match, eid: number): void {
  const mem = memoryOf(m);
  for (const key of [...mem.usedThisTurn]) if (key.startsWith(`${eid}|`)) mem.usedThisTurn.delete(key);
  mem.turnEndOffered = -1;
}
