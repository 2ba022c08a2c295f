/**
 * Who took out whom, read from a match's log for the end screen (rulebook "Attacks & Damage": a character at 0 Life
 * Points is a casualty): each casualty, the round, the enemy whose attack, spell or action took its last Life Point,
 * and what did it (the weapon, spell or rule the log names). Pure: no Phaser, no DOM.
 */
import type { MatchEvent } from '../../rules/index.ts';

/** One casualty of the match. */
export interface TakenOut {
  readonly round: number;
  /** The casualty and its gang (ids). */
  readonly character: string;
  readonly gang: string;
  /** The enemy character that took it out (id), or null (it fell, drowned, or its own side did it). */
  readonly by: string | null;
  /** What took its last Life Point, as the log names it ("Crushing Claws", "falling"…); "" when the log says none. */
  readonly cause: string;
}

/**
 * The casualties of a match in order, from its log `events`. The one who took a casualty out is the character that
 * acted last before it — its action, attack roll, spell or unique action (an Attack of Opportunity's striker too) —
 * when that character is of another gang.
 */
export function takenOut(events: readonly MatchEvent[]): TakenOut[] {
  const gangOf = new Map<string, string>();
  const cause = new Map<string, string>();
  const out: TakenOut[] = [];
  let actor: string | null = null;
  for (const e of events) {
    if (e.type === 'deploy') gangOf.set(e.character, e.gang);
    else if (e.type === 'turn-start') {
      gangOf.set(e.character, e.gang);
      actor = e.character;
    } else if (
      e.type === 'action' ||
      e.type === 'unique-action' ||
      e.type === 'cast' ||
      e.type === 'spell' ||
      e.type === 'attack-of-opportunity' ||
      (e.type === 'roll' && e.kind === 'attack')
    )
      actor = e.character;
    else if (e.type === 'life-points') cause.set(e.character, e.cause);
    else if (e.type === 'casualty') {
      const enemy = actor !== null && actor !== e.character && gangOf.get(actor) !== e.gang;
      out.push({
        round: e.round,
        character: e.character,
        gang: e.gang,
        by: enemy ? actor : null,
        cause: cause.get(e.character) ?? '',
      });
    }
  }
  return out;
}

/**
 * One line of who took out whom, characters named as given: "Round 2: Brachyura took out Whaler (Crushing Claws)",
 * or "Round 3: Witch was taken out (falling)" when no enemy did it.
 */
export function takenOutLine(t: TakenOut): string {
  const how = t.cause ? ` (${t.cause})` : '';
  return t.by
    ? `Round ${t.round}: ${t.by} took out ${t.character}${how}`
    : `Round ${t.round}: ${t.character} was taken out${how}`;
}
