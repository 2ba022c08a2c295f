/**
 * The menu's finished matches (src/app/save-store.ts history, the last 20): what each was, who won, when — to watch
 * again or export — and "Import a match…", which reads a match file: a finished match joins the list, an unfinished
 * one becomes the match to continue when none is waiting. A bad file is refused with its reason; nothing kept is
 * written over.
 */
import type { FinishedMatch, HistoryRead } from '../../app/save-store.ts';
import type { SavedMatch } from '../../campaign/match-record.ts';
import { scenarioFile } from '../../content/scenarios.ts';
import { h } from '../hud/dom-builder.ts';
import { savedAgo } from './continue-row.ts';

/** What the list's buttons do. */
export interface FinishedActions {
  watch(record: SavedMatch): void;
  export(record: SavedMatch): void;
  /** Import a chosen file (the menu is drawn again, saying what became of it). */
  import(): void;
}

/** One line for a finished match: `Gang War: The Guild 7 – Rashaar 4, won by The Guild`. */
export function finishedTitle(m: FinishedMatch): string {
  let scenario = m.record.setup.scenario;
  try {
    scenario = scenarioFile(scenario).name;
  } catch {
    // another version's scenario: its id
  }
  const gangs = m.record.setup.gangs;
  const score = gangs.map((g) => `${g.name} ${m.vp[g.id] ?? 0}`).join(' – ');
  const winner = gangs.find((g) => g.id === m.winner)?.name;
  return `${scenario}: ${score}, ${winner ? `won by ${winner}` : 'a draw'}`;
}

/**
 * The finished matches and the import button, as a section of the menu: collapsed, unless `notice` says what
 * became of an import.
 */
export function finishedList(
  list: readonly HistoryRead[],
  actions: FinishedActions,
  now: Date,
  notice: string | null = null,
): HTMLElement {
  const status = h('p', { class: 'finished-status', role: 'status', hidden: notice === null }, notice ?? '');
  const items = list.map((entry, k) => {
    if (!entry.ok) return h('li', { class: 'finished-broken' }, entry.reason);
    const m = entry.match;
    return h(
      'li',
      { class: 'finished-item', 'data-index': k },
      h('span', { class: 'finished-title' }, finishedTitle(m)),
      h('span', { class: 'finished-when' }, savedAgo(m.endedAt, now)),
      h('button', { class: 'continue-small watch', onclick: () => actions.watch(m.record) }, 'Watch'),
      h('button', { class: 'continue-small export', onclick: () => actions.export(m.record) }, 'Export'),
    );
  });
  const importButton = h(
    'button',
    { class: 'continue-small', id: 'import-match', onclick: () => actions.import() },
    'Import a match…',
  );
  return h(
    'details',
    { class: 'finished', open: notice !== null || undefined },
    h('summary', {}, `Finished matches (${list.length})`),
    items.length > 0
      ? h('ul', { class: 'finished-items' }, ...items)
      : h('p', { class: 'sub' }, 'Matches you finish are kept here (the last 20), to watch again or export.'),
    importButton,
    status,
  );
}
