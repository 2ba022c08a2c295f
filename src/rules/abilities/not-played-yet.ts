/**
 * The unique abilities and Command Abilities printed on profiles that the engine does not play yet, by the faction
 * whose profile first prints them (docs/rules-coverage.md "Not played yet"). The builder, the profile card and the
 * start of a match say so beside each (view: `notPlayedYet`), so that none is silently a no-op; the coverage test
 * (tests/rules/unique-coverage.test.ts) refuses a printed name that is neither played nor listed here, and a name
 * listed here that is played. A name leaves this list when the engine plays it.
 */

/** Printed names not played yet, by faction. */
export const NOT_PLAYED_YET: Readonly<Record<string, readonly string[]>> = {
  Strigoi: ['Bankroll'],
  Patricians: ['Collector of Treasures', 'Naval Discipline', 'Raise a Crew'],
};

const unplayed = new Set(Object.values(NOT_PLAYED_YET).flat());

/** Whether the unique ability or Command Ability printed as `name` is not played by the engine yet. */
export function notPlayedYet(name: string): boolean {
  return unplayed.has(name);
}

/**
 * What the abilities not played yet that cannot be played until the game has another piece wait for, by name: the
 * Boat (an Equipment not in the engine; Boat Crew waits for it too) and the effects of Equipment and Artifacts (they
 * count for Ducats only).
 */
export const WAITS_FOR: Readonly<Record<string, string>> = {
  'Naval Discipline': 'waits for Boats',
  'Raise a Crew': 'waits for Boats',
  Bankroll: 'waits for Equipment effects',
  'Collector of Treasures': 'waits for Artifacts',
};

/** What the ability not played yet printed as `name` waits for (see {@link WAITS_FOR}), or null. */
export function notPlayedReason(name: string): string | null {
  return WAITS_FOR[name] ?? null;
}
