/**
 * Hook points of the turn flow (rulebook "Order of Play", "Rounds & Turns", "Initiative"): the moments between
 * actions where a plug-in may step in — as the round's order is chosen and once it is set, as a character's turn
 * begins and ends, after an action. match/rounds.ts and match/flow.ts read them; abilities register there (What's
 * My Cue?, Prey Upon, Blood for Magic, Gifts of Dried Meats, Pickpocket…). A hook that asks a decision returns a
 * resolution the flow runs; one that has nothing to ask returns null.
 */
import type { Command, PendingDecision } from '../core/types.ts';
import { memoryOf } from '../state/ability-memory.ts';
import { isOnBoard, type Match, type Resolution } from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';
import { type HookPoint, hookPoint } from '../state/rule-book.ts';

/** A choice of the round's order: the gang index that goes first, or null to roll the initiative as printed. */
export type OrderChoice = Generator<PendingDecision, number | null, Command>;

/**
 * Before the initiative roll of each round: a gang may pick the first gang instead (What's My Cue?). The first
 * entry that offers a choice (non-null) and answers a gang decides; null rolls as usual.
 */
export const ROUND_ORDER_CHOICE = hookPoint<(m: Match) => OrderChoice | null>("the round's order chosen");

/**
 * Whether a character taken out lies on the table where it fell, as it may stand up again (Resurrection, Undying
 * Deathseeker): read by the match's summary, so the board keeps showing it there.
 */
export const LIES_ON_TABLE = hookPoint<(m: Match, eid: number) => boolean>('lies on the table');

/**
 * As a round begins, after the rule book's round start (hooks.ts `ROUND_START`) and before PLAN and the initiative
 * roll: those killed who may stand up again roll for it (Resurrection, Undying Deathseeker), a friend saved by Power
 * Over Death at the end of the last round stands up, Fight Until the Last names its friend. Run by
 * {@link roundStartChoices}.
 */
export const ROUND_START_CHOICES = hookPoint<(m: Match) => Resolution | null>('choices as a round begins');

/** Once the round's order is set (Prey Upon names its Prey in the first round). */
export const ROUND_ORDER_SET = hookPoint<(m: Match) => Resolution | null>("the round's order set");

/** As `eid`'s turn begins, after `activate` and before anything else of it (Blood for Magic, A Bounty's perks). */
export const TURN_START_CHOICES =
  hookPoint<(m: Match, eid: number) => Resolution | null>('choices as a turn begins');

/** A round ends, before its Agendas score and the game's end is checked (Watered Down, Hoarded Wealth). */
export const ROUND_ENDED = hookPoint<(m: Match) => void>('round ended');

/** As `eid`'s turn ends, after any fall from a wall and never as a COUNTER ends (Gifts of Dried Meats). */
export const TURN_END_CHOICES =
  hookPoint<(m: Match, eid: number) => Resolution | null>('choices as a turn ends');

/** Once `eid`'s turn has ended and its `turn-end` event is out (Grasp of the Abyss pulls Tentacles back). */
export const TURN_ENDED = hookPoint<(m: Match, eid: number) => void>('turn ended');

/**
 * `eid` begins an action (counters.ts `beginAction`: in its turn, a COUNTER's, or a Run/Climb made at once), or an
 * Attack of Opportunity (`opportunity`: part of the action that caused it): Spurring Incense looks whether it begins
 * within reach of the incense.
 */
export const ACTION_BEGUN = hookPoint<(m: Match, eid: number, opportunity: boolean) => void>('action begun');

/**
 * `eid` has just been put on a new spot (counters.ts `moveTo`: every move, fall, placement), before anything reads
 * where it stands: Atonement from Above moves the characters it landed on into base contact.
 */
export const PLACED = hookPoint<(m: Match, eid: number) => void>('placed');

/**
 * Before deployment, once a match, for gang `gang` (its index; in the roll-off's order where there is one): the
 * choices printed abilities make then (the Masks of the Gifted, Justice Served, Lunar Might). Run by
 * {@link beforeDeployment}.
 */
export const BEFORE_DEPLOYMENT =
  hookPoint<(m: Match, gang: number) => Resolution | null>('choices before deployment');

/** Whether the choices before deployment were made in a match. */
const madeBeforeDeployment = matchTable<true>();

/**
 * The choices before deployment ({@link BEFORE_DEPLOYMENT}), gang by gang in `order` (default: the seats' order), once
 * a match: the setup asks them before its deployment (scenario/setup-phase.ts), and a match set up without one asks
 * them as its first round begins (match/rounds.ts).
 */
export function* beforeDeployment(m: Match, order?: readonly number[]): Resolution {
  if (madeBeforeDeployment.get(m)) return;
  madeBeforeDeployment.set(m, true);
  for (const g of order ?? m.setup.gangs.map((_, k) => k))
    for (const f of m.book.all(BEFORE_DEPLOYMENT)) {
      const r = f(m, g);
      if (r) yield* r;
    }
}

/** After each action, before a COUNTER is offered (Pickpocket: a Will Point comes back). */
export const AFTER_ACTION = hookPoint<(m: Match) => Resolution | null>('after an action');

/** `steps` one after the other (null when there is none), each only while `goOn()` holds. */
function inSequence(
  steps: readonly (Resolution | null)[],
  goOn: () => boolean = () => true,
): Resolution | null {
  const asking = steps.filter((s): s is Resolution => s !== null);
  if (asking.length <= 1) return asking[0] ?? null;
  return (function* (): Resolution {
    for (const s of asking) {
      if (!goOn()) return;
      yield* s;
    }
  })();
}

/** The entries of `point` that have something to ask now, run one after the other while `eid` stays on the board. */
function inTurn(
  m: Match,
  eid: number,
  point: HookPoint<(m: Match, eid: number) => Resolution | null>,
): Resolution | null {
  return inSequence(
    m.book.all(point).map((f) => f(m, eid)),
    () => isOnBoard(m, eid),
  );
}

/** The choices offered as `eid`'s turn begins ({@link TURN_START_CHOICES}), or null when there is none. */
export function turnStartChoices(m: Match, eid: number): Resolution | null {
  return inTurn(m, eid, TURN_START_CHOICES);
}

/**
 * The choices offered as the active character's turn ends ({@link TURN_END_CHOICES}), then `more` (what the game
 * asks of the layers above: Objectives), once a turn; null when there is nothing (more) to ask. The turn ends when
 * the resolution is done.
 */
export function turnEndChoices(
  m: Match,
  more: (m: Match, eid: number) => Resolution | null = () => null,
): Resolution | null {
  const eid = m.active;
  const mem = memoryOf(m);
  if (eid < 0 || !isOnBoard(m, eid) || mem.turnEndOffered === eid) return null;
  mem.turnEndOffered = eid;
  const plugins = inTurn(m, eid, TURN_END_CHOICES);
  if (!plugins) return more(m, eid);
  return inSequence([
    plugins,
    (function* (): Resolution {
      const after = isOnBoard(m, eid) ? more(m, eid) : null;
      if (after) yield* after;
    })(),
  ]);
}

/** The round's order as a plug-in chooses it ({@link ROUND_ORDER_CHOICE}): a gang index, or null to roll. */
export function* chosenOrder(m: Match): OrderChoice {
  for (const f of m.book.all(ROUND_ORDER_CHOICE)) {
    const choice = f(m);
    if (!choice) continue;
    const first = yield* choice;
    if (first !== null) return first;
  }
  return null;
}

/** Each entry of `point` in turn, those that have something to ask running their resolution. */
function* eachOf(m: Match, point: HookPoint<(m: Match) => Resolution | null>): Resolution {
  for (const f of m.book.all(point)) {
    const step = f(m);
    if (step) yield* step;
  }
}

/** What the plug-ins ask as a round begins, before PLAN and the initiative ({@link ROUND_START_CHOICES}). */
export function roundStartChoices(m: Match): Resolution {
  return eachOf(m, ROUND_START_CHOICES);
}

/** What the plug-ins ask once the round's order is set ({@link ROUND_ORDER_SET}). */
export function orderSet(m: Match): Resolution {
  return eachOf(m, ROUND_ORDER_SET);
}

/** What the plug-ins run after an action ({@link AFTER_ACTION}), or null when none has anything to do. */
export function afterActionChoices(m: Match): Resolution | null {
  return inSequence(m.book.all(AFTER_ACTION).map((f) => f(m)));
}

/** Tell the plug-ins `eid`'s turn has ended ({@link TURN_ENDED}). */
export function turnEnded(m: Match, eid: number): void {
  for (const f of m.book.all(TURN_ENDED)) f(m, eid);
}
