/**
 * The hook points of Command Points (rulebook "Action Points, Will Points & Command Points"; state/rule-book.ts):
 * where ORDER, COUNTER and the ABILITY command ask the rule book's plug-ins — which Command Abilities a character
 * has beyond the core's, and what keeps a character from commanding another. Also the shape of a Command Ability.
 */
import type { Boon } from '../character/grants.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import type { CommandName } from '../state/command-state.ts';
import { type Match, sightBetween } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** One character a Command Ability would change: the boon it gets and the Life Points it loses. */
export interface Affected {
  readonly eid: number;
  readonly boon: Boon;
  readonly lp: number;
}

/** A Command Ability as data. */
export interface CommandAbility {
  readonly name: string;
  readonly form: 'pulse' | 'aura';
  /** Its reach in inches where it has one (an AURA's range is drawn on the board); null or absent: none. */
  readonly range?: number | null;
  /**
   * Who it would change if used now with `targets`, and how (abilities and stats gained, Life Points lost), for
   * the AI to weigh; absent for abilities that give no boon (Soul Drain…).
   */
  affects?(m: Match, user: number, targets: readonly number[]): readonly Affected[];
  /** Words for the player: what it does, in our own words. */
  readonly text: string;
  /** Every list of targets (entities) the user may name now, before the common checks; [[]] for none. */
  targetLists(m: Match, user: number): number[][];
  /** Why naming `targets` is not legal now (the common checks are made elsewhere), or null. */
  problem(m: Match, user: number, targets: readonly number[]): string | null;
  /** Play it; the Command Point is already spent. A resolution when it may wait for a decision (a roll). */
  resolve(
    m: Match,
    user: number,
    targets: readonly number[],
  ): Generator<PendingDecision, void, Command> | void;
}

/** A faction's own Command Ability played by a plug-in (Mob Mentality: abilities/guild/mob.ts), by faction name. */
export const FACTION_COMMAND_ABILITY = hookPoint<{
  readonly faction: string;
  readonly ability: CommandAbility;
}>('faction command ability');

/**
 * The Command Abilities a plug-in gives `eid` beyond its faction's own (those printed on its profile:
 * abilities/unique/unique-command-abilities.ts), in the order they are listed.
 */
export const COMMAND_ABILITIES =
  hookPoint<(m: Match, eid: number) => readonly CommandAbility[]>('command abilities');

/**
 * Why `giver` may not give an ORDER or a COUNTER to `target` because of a plug-in ("Encouragement": Henchmen
 * only), or null.
 */
export const COMMAND_PROBLEM =
  hookPoint<(m: Match, giver: number, target: number) => string | null>('command problem');

/**
 * After `giver` has spent a Command Point on an ORDER or a COUNTER and its `command-point` event is out (Herald of
 * an Old God may keep the point).
 */
export const COMMAND_POINT_SPENT =
  hookPoint<(m: Match, giver: number, command: 'order' | 'counter') => void>('Command Point spent');

/**
 * The rule that lets `giver` give an ORDER or a COUNTER without seeing the character it helps (Psychic Communion),
 * or null. Read by {@link commandSees}.
 */
export const COMMAND_SIGHT_WAIVED =
  hookPoint<(m: Match, giver: number) => string | null>('command sight waived');

/** Whether `giver` may command `target` as far as sight goes: in its line of sight, or a rule waives it. */
export function commandSees(m: Match, giver: number, target: number): boolean {
  return (
    sightBetween(m, giver, target).lineOfSight ||
    m.book.all(COMMAND_SIGHT_WAIVED).some((f) => f(m, giver) !== null)
  );
}

/** The first of the rule book's {@link COMMAND_PROBLEM}s for `giver` commanding `target`, or null. */
export function commandProblem(m: Match, giver: number, target: number): string | null {
  for (const f of m.book.all(COMMAND_PROBLEM)) {
    const p = f(m, giver, target);
    if (p) return p;
  }
  return null;
}

/**
 * `giver` has just used a Command — PLAN, ORDER, COUNTER or ABILITY — and its Command Point is spent (Always
 * Scheming). Called through {@link commandUsed}.
 */
export const COMMAND_USED =
  hookPoint<(m: Match, giver: number, command: CommandName) => void>('command used');

/** Tell the rule book `giver` has used `command` ({@link COMMAND_USED}). */
export function commandUsed(m: Match, giver: number, command: CommandName): void {
  for (const f of m.book.all(COMMAND_USED)) f(m, giver, command);
}

/** What an ORDER or a COUNTER costs its giver, when a rule changes the 1 Command Point. */
export interface CommandCost {
  /** Command Points spent (0: none). */
  readonly cp: number;
  /** Life Points paid instead (Enspirit; it may take the giver out). */
  readonly lp: number;
  /** The rule's name, for the log. */
  readonly rule: string;
  /** Once it is paid (Lookout: once a round; Enspirit: a Will Point when it took the last Life Points). */
  readonly paid?: (m: Match) => void;
}

/**
 * What `giver`'s ORDER or COUNTER for `target` costs under a rule (Pursuit, Lookout, Enspirit), or null for the
 * usual Command Point; the first entry with a cost counts. Read by {@link commandCost}.
 */
export const COMMAND_COST =
  hookPoint<(m: Match, giver: number, target: number, command: 'order' | 'counter') => CommandCost | null>(
    'command cost',
  );

/** The usual cost of an ORDER or a COUNTER: 1 Command Point. */
export const ONE_COMMAND_POINT: CommandCost = { cp: 1, lp: 0, rule: '' };

/** What `giver`'s `command` for `target` costs now ({@link COMMAND_COST}, else 1 Command Point). */
export function commandCost(
  m: Match,
  giver: number,
  target: number,
  command: 'order' | 'counter',
): CommandCost {
  for (const f of m.book.all(COMMAND_COST)) {
    const c = f(m, giver, target, command);
    if (c) return c;
  }
  return ONE_COMMAND_POINT;
}

/**
 * How many times a round `eid` may use each of its Command Abilities when a rule lifts the once (Bask in my
 * Magnificence!: twice), or null; the greatest entry counts.
 */
export const COMMAND_ABILITY_USES = hookPoint<(m: Match, eid: number) => number | null>(
  'Command Ability uses a round',
);

/** How many times a round `eid` may use each of its Command Abilities (1 unless {@link COMMAND_ABILITY_USES}). */
export function commandAbilityUses(m: Match, eid: number): number {
  return Math.max(1, ...m.book.all(COMMAND_ABILITY_USES).map((f) => f(m, eid) ?? 1));
}

/**
 * The rule by which `eid` gets nothing from Commands and Command Abilities now (Bored to Inaction: within 3″ of Il
 * Dottore), or null. Read by {@link commandIgnored}: ORDER and COUNTER refuse such a character (a COMMAND_PROBLEM
 * entry), and the shapes of the Command Abilities (abilities/unique/command-ability-forms.ts) leave it out.
 */
export const COMMAND_IGNORED = hookPoint<(m: Match, eid: number) => string | null>(
  'gets nothing from Commands',
);

/** The first rule by which `eid` gets nothing from Commands now, or null ({@link COMMAND_IGNORED}). */
export function commandIgnored(m: Match, eid: number): string | null {
  for (const f of m.book.all(COMMAND_IGNORED)) {
    const rule = f(m, eid);
    if (rule) return rule;
  }
  return null;
}
