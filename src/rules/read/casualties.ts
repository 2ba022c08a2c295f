/**
 * Who took out whom (rulebook "Attacks & Damage": a character at 0 Life Points is a casualty), read from a match's
 * log as the Agendas credit a kill (scenario/agendas/facts.ts: the enemy striking when the victim fell — the acting
 * character, the one making an Attack of Opportunity, an attacker, a caster —, nobody for a fall of its own doing or a
 * friend's blow), with what took its last Life Point as the log names it. Only who, whom and when are read: the
 * match's state may be later than the log's events.
 */
import { FactReader } from '../scenario/agendas/facts.ts';
import { gangOf, idOf, type Match } from '../state/match-state.ts';

/** One casualty of a match. */
export interface Casualty {
  /** The game round it fell in. */
  readonly round: number;
  /** The casualty and its gang (ids). */
  readonly character: string;
  readonly gang: string;
  /** The enemy character credited with it (id), or null (a fall of its own doing, a drowning, a friend's blow). */
  readonly by: string | null;
  /** What took its last Life Point, as the log names it ("Crushing Claws", "critical hit"…); "" when none is named. */
  readonly cause: string;
}

/** The casualties of match `m` so far, in order. */
export function casualtiesOf(m: Match): Casualty[] {
  const reader = new FactReader();
  const cause = new Map<string, string>();
  const out: Casualty[] = [];
  for (const e of m.log) {
    if (e.type === 'life-points') cause.set(e.character, e.cause);
    for (const f of reader.read(m, e))
      if (f.kind === 'kill') {
        const character = idOf(m, f.victim);
        out.push({
          round: f.round,
          character,
          gang: gangOf(m, f.victim),
          by: f.who >= 0 ? idOf(m, f.who) : null,
          cause: cause.get(character) ?? '',
        });
      }
  }
  return out;
}
