/**
 * What the screens say of the abilities the engine does not play yet (rules `notPlayedYet`): the names on a profile,
 * a line for a gang ("Not played yet: Blood Frenzy (Blood Crone), …") and the words beside an ability. Never a
 * silent no-op: the builder, the profile card and the start of a match say it.
 */
import type { Profile } from '../../content/types.ts';
import { notPlayedReason, notPlayedYet } from '../../rules/index.ts';

/** The words beside an ability the engine does not play yet. */
export const NOT_PLAYED_WORDS = 'not played yet';

/** The words beside the ability `name` not played yet: {@link NOT_PLAYED_WORDS}, and what it waits for, if anything. */
export function notPlayedWords(name: string): string {
  const why = notPlayedReason(name);
  return why ? `${NOT_PLAYED_WORDS}: ${why}` : NOT_PLAYED_WORDS;
}

/** The unique abilities and Command Abilities of `p` the engine does not play yet, by name. */
export function unplayedOf(p: Profile): string[] {
  return p.uniqueAbilities.filter((u) => notPlayedYet(u.name)).map((u) => u.name);
}

/**
 * One line naming the abilities of `profiles` not played yet, each with the character it is on, and what it waits for
 * when the game lacks a piece for it ("Not played yet: Probable Statistic (Doctor of Divine Probabilities), Bankroll
 * (Highborn Servant, waits for Equipment effects)"); a profile taken twice is named once. Null when all are played.
 */
export function notPlayedLine(profiles: readonly Profile[]): string | null {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const p of profiles) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    for (const name of unplayedOf(p)) {
      const why = notPlayedReason(name);
      items.push(`${name} (${p.name}${why ? `, ${why}` : ''})`);
    }
  }
  return items.length > 0 ? `Not played yet: ${items.join(', ')}` : null;
}
