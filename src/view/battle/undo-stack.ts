/**
 * Honest undo: a person may take back their own commands of the turn in progress, last first, until a die was
 * rolled or something hidden was shown (boardgame.io's rule: nothing learned may be unlearned). Taking back is
 * replaying the match's record without those commands (src/campaign/match-record.ts `replayRecord`), so the dice
 * still to come are the same whatever is done instead. No Phaser here.
 */
import type { MatchEvent } from '../../rules/index.ts';

/** One accepted command of a person's, as undo sees it. */
export interface UndoEntry {
  /** How many commands the match held before it (the record to go back to). */
  readonly before: number;
  /** The gang that gave it. */
  readonly gang: string;
  /** Why it cannot be taken back (a die rolled, something hidden shown), or null. */
  readonly fixed: string | null;
}

/** What Undo offers now: the length of the record to go back to, or why it is greyed. */
export type UndoOffer = { readonly to: number } | { readonly why: string };

/** Why the events of a command fix it (a die rolled, an Agenda drawn, an Objective's value shown), or null. */
export function fixedBy(events: readonly MatchEvent[], diceRolled: boolean): string | null {
  for (const e of events) {
    if (e.type === 'roll' || e.type === 'initiative' || e.type === 'roll-off') return 'A die was rolled';
    if (e.type === 'objective-revealed') return 'A Hidden Objective was shown';
    if (e.type === 'agenda') return 'An Agenda card was drawn or shown';
  }
  return diceRolled ? 'A die was rolled' : null;
}

/** The commands of the turn in progress that a person may take back. */
export class UndoStack {
  private entries: UndoEntry[];

  constructor(entries: readonly UndoEntry[] = []) {
    this.entries = [...entries];
  }

  /**
   * A command was accepted: `before` commands were recorded before it; `gang` answered with it, a person's gang
   * when `person`; it produced `events` and moved the dice when `diceRolled`. Another's command that did
   * anything, or one that ended a turn, closes the turn to undo.
   */
  accepted(
    before: number,
    gang: string,
    person: boolean,
    events: readonly MatchEvent[],
    diceRolled: boolean,
  ): void {
    // Another gang's answer that changed nothing seen (a COUNTER offer declined) leaves the turn open: taken back
    // with the person's command before it, it is only asked again.
    if (!person && !diceRolled && events.every((e) => e.type === 'decision')) return;
    if (
      !person ||
      events.some((e) => e.type === 'turn-end' || e.type === 'round-end' || e.type === 'game-end')
    ) {
      this.entries = [];
      return;
    }
    this.entries.push({ before, gang, fixed: fixedBy(events, diceRolled) });
  }

  /** What Undo offers the person playing `gang` now. */
  offer(gang: string | null): UndoOffer {
    const top = this.entries[this.entries.length - 1];
    if (!top || top.gang !== gang) return { why: 'Nothing of yours to take back in this turn' };
    if (top.fixed) return { why: `${top.fixed}: what is done stands` };
    return { to: top.before };
  }

  /** The entries left once the last is taken back (for the match replayed without it). */
  afterUndo(): UndoEntry[] {
    return this.entries.slice(0, -1);
  }

  get size(): number {
    return this.entries.length;
  }
}
