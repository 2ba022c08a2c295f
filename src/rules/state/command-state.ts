/**
 * The match's bookkeeping of Command Points (rulebook "Action Points, Will Points & Command Points"): which
 * commands each character used this round, and the COUNTER in progress. The rules live in command-points.ts.
 */

/** The four commands a character may give with a Command Point, each at most once per game round. */
export type CommandName = 'plan' | 'order' | 'counter' | 'ability';

/** What a turn allows besides its Action Points (the shape of `Match.turnState`). */
export interface TurnState {
  chainedJumpReady: boolean;
  chainedJumpUsed: boolean;
  fresh: boolean;
}

/**
 * A COUNTER being played: `actor` has the match's active slot and 1 Action Point for one action; `interrupted` is
 * the enemy whose turn resumes afterwards, with the turn state it had.
 */
export interface CounterInProgress {
  /** Entities: who spent the Command Point, who acts, whose turn was interrupted. */
  readonly giver: number;
  readonly actor: number;
  readonly interrupted: number;
  readonly turnState: TurnState;
  /** True once the counter action has been submitted (its resolution ends the COUNTER). */
  acted: boolean;
}

/** Command Point state of a match. */
export interface CommandState {
  /** Character entity → the commands it used this game round (cleared when a round starts). */
  readonly used: Map<number, Set<CommandName>>;
  /** Gang indexes still to be asked about a COUNTER after the enemy action just resolved, in seating order. */
  toAsk: number[];
  counter: CounterInProgress | null;
  /** Characters that count as in cover until the round ends (Necrotic Mist, command-abilities.ts; Smoke, smoke.ts). */
  readonly coverUntilRoundEnd: Set<number>;
}

/** The state of a new match: nothing used, nothing in progress. */
export function newCommandState(): CommandState {
  return { used: new Map(), toAsk: [], counter: null, coverUntilRoundEnd: new Set() };
}

/** Whether character `eid` has used `command` this game round. */
export function hasUsedCommand(state: CommandState, eid: number, command: CommandName): boolean {
  return state.used.get(eid)?.has(command) ?? false;
}

/** Note that character `eid` used `command` this game round. */
export function markCommandUsed(state: CommandState, eid: number, command: CommandName): void {
  const set = state.used.get(eid) ?? new Set<CommandName>();
  set.add(command);
  state.used.set(eid, set);
}
