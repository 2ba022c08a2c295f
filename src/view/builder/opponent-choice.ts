/**
 * The opponent the gang built plays against: the ready-made gangs and the saved gangs that may play, offered in
 * the builder's Opponent list (keeping the one chosen while it is still offered, else a ready-made gang of another
 * Faction), and the gang the chosen option names.
 */
import type { SavedRosters } from '../../app/roster-store.ts';
import type { Roster } from '../../campaign/roster.ts';
import { playProblem } from '../../campaign/roster-match.ts';
import { h, replace } from '../hud/dom-builder.ts';

/**
 * Offer the `ready` gangs and the playable `saved` ones in `select`, against a gang of `faction`; `fits` tells a saved
 * gang that may play the match (default: one that follows the gang-building rules).
 */
export function fillOpponents(
  select: HTMLSelectElement,
  ready: readonly Roster[],
  saved: SavedRosters,
  faction: string,
  fits: (r: Roster) => boolean = (r) => playProblem(r) === null,
): void {
  const keep = select.value;
  replace(
    select,
    h(
      'optgroup',
      { label: 'Ready-made gangs' },
      ...ready.map((g) => h('option', { value: `ready:${g.id}` }, `${g.name} (${g.faction})`)),
    ),
    saved.rosters.some(fits)
      ? h(
          'optgroup',
          { label: 'Saved gangs' },
          ...saved.rosters
            .filter(fits)
            .map((r) => h('option', { value: `saved:${r.id}` }, `${r.name} (${r.faction})`)),
        )
      : null,
  );
  const options = [...select.options].map((o) => o.value);
  const rival = ready.find((g) => g.faction !== faction) ?? ready[0];
  select.value = options.includes(keep) ? keep : `ready:${rival?.id ?? ''}`;
}

/** The gang option `value` of the list names (the first ready-made gang when it names none). */
export function chosenOpponent(value: string, ready: readonly Roster[], saved: SavedRosters): Roster {
  const [kind, id] = value.split(':') as [string, string];
  return (kind === 'saved' ? saved.rosters : ready).find((r) => r.id === id) ?? ready[0]!;
}
