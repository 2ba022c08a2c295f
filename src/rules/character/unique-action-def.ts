/**
 * The shape of a unique action (rulebook "Special Rules": actions printed on single profiles; one `unique-action`
 * command for all, naming the action): what it costs, what it may aim at, why not, and what it does. Each plug-in
 * registers its unique actions at {@link UNIQUE_ACTIONS}; the action table's `unique-action` plays them
 * (match/actions/unique.ts).
 */
import type { Point3 } from '../core/types.ts';
import type { Node } from '../space/api.ts';
import type { Match, Resolution } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** What a unique action may name: another character, or a spot on the board. */
export type UniqueActionAim = 'target' | 'spot';

/** One unique action the engine plays. */
export interface UniqueActionDef {
  /** Its name, letter for letter as printed (the command's `action`). */
  readonly name: string;
  readonly aim: UniqueActionAim;
  /** Action Points and Will Points it costs. */
  readonly ap: number;
  readonly wp: number;
  /** Once in each of the user's turns. */
  readonly oncePerTurn: boolean;
  /** Why `eid` may not aim it at `target` (a character) or `to` (a spot), or null. Costs are checked apart. */
  problem(m: Match, eid: number, aim: { target?: number; to?: Point3 }): string | null;
  /** A bounded list of what it may name now (every one accepted by `problem`), for the legal commands. */
  options(m: Match, eid: number): { target?: number; to?: Point3 }[];
  /** Its effect, once the costs are paid. */
  resolve(m: Match, eid: number, aim: { target?: number; to?: Node }): Resolution;
}

/** The unique actions the rule book plays (Blood Rights, Spawn…), in the order their commands are listed. */
export const UNIQUE_ACTIONS = hookPoint<UniqueActionDef>('unique actions');
