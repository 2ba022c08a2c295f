/**
 * The Rules panel: every glossary entry (content/glossary.ts) grouped by kind — stats, points, dice, rolls, actions,
 * Command Points, counters, terrain, abilities, magic, scenarios — each with its rulebook section, and a search box
 * that filters as one types by any word of a term or of its text. A DOM dialog (role="dialog", named "Rules")
 * opened from the menu and in battle; Escape, F1 or Close shuts it and gives the focus back to where it was.
 */
import {
  allTerms,
  searchTerms,
  TERM_KIND_LABELS,
  TERM_KINDS,
  type Term,
  type TermKind,
  termKey,
} from '../../content/index.ts';
import { h } from './dom-builder.ts';
import './glossary.css';

/** The other names worth showing (abbreviations, plurals); not a content id, not the term without its (X). */
function shownAliases(t: Term): readonly string[] {
  if (t.kind === 'spell' || t.kind === 'agenda') return [];
  return t.aliases.filter((a) => termKey(a) !== termKey(t.term));
}

function entry(t: Term): HTMLElement {
  const aliases = shownAliases(t);
  return h(
    'div',
    { class: 'rules-entry', 'data-entry': t.id },
    h('dt', {}, h('b', {}, t.term), t.detail ? h('span', { class: 'term-detail' }, ` · ${t.detail}`) : null),
    h(
      'dd',
      {},
      aliases.length ? h('span', { class: 'aliases' }, `(${aliases.join(', ')}) `) : null,
      t.text,
      h('div', { class: 'term-section' }, `Rulebook: ${t.section}`),
    ),
  );
}

export class RulesPanel {
  readonly root: HTMLElement;
  private readonly search: HTMLInputElement;
  private readonly count: HTMLElement;
  private readonly entries = new Map<string, HTMLElement>();
  private readonly groups = new Map<TermKind, HTMLElement>();
  private readonly list: HTMLElement;
  private returnTo: HTMLElement | null = null;

  constructor() {
    this.search = h('input', {
      type: 'search',
      id: 'rules-search',
      placeholder: 'a word: cover, Ace, jump, PULSE…',
      autocomplete: 'off',
      spellcheck: 'false',
    });
    this.search.addEventListener('input', () => this.filter(this.search.value));
    this.count = h('span', { class: 'rules-count', 'aria-live': 'polite' });
    const terms = allTerms();
    for (const kind of TERM_KINDS) {
      const mine = terms.filter((t) => t.kind === kind);
      if (mine.length === 0) continue;
      const items = mine.map((t) => {
        const node = entry(t);
        this.entries.set(t.id, node);
        return node;
      });
      this.groups.set(
        kind,
        h(
          'section',
          { class: 'rules-group', 'data-kind': kind },
          h('h3', {}, TERM_KIND_LABELS[kind]),
          h('dl', {}, ...items),
        ),
      );
    }
    this.list = h('div', { class: 'rules-list' }, ...this.groups.values());
    this.root = h(
      'section',
      { class: 'panel rules-panel', role: 'dialog', 'aria-labelledby': 'rules-title', hidden: true },
      h(
        'div',
        { class: 'rules-head' },
        h('h2', { id: 'rules-title' }, 'Rules'),
        h('label', { for: 'rules-search' }, 'Search the rules '),
        this.search,
        this.count,
        h('button', { class: 'close', onclick: () => this.close() }, 'Close'),
      ),
      this.list,
    );
    // Keys typed here are the panel's: they do not pan or turn the board (its keys are read on the window).
    this.root.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Escape' || e.key === 'F1') {
        e.preventDefault();
        this.close();
      }
    });
    this.root.addEventListener('keyup', (e) => e.stopPropagation());
    this.filter('');
  }

  get isOpen(): boolean {
    return !this.root.hidden;
  }

  /** Open the panel (with `query` in the search box when given) and put the focus in the search box. */
  open(query?: string): void {
    if (!this.isOpen)
      this.returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (query !== undefined) {
      this.search.value = query;
      this.filter(query);
    }
    this.root.hidden = false;
    this.search.focus();
    this.search.select();
  }

  close(): void {
    if (!this.isOpen) return;
    this.root.hidden = true;
    if (this.returnTo?.isConnected) this.returnTo.focus();
    this.returnTo = null;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /** Show only the entries `searchTerms(query)` finds, and the groups that still have one. */
  private filter(query: string): void {
    const found = new Set(searchTerms(query).map((t) => t.id));
    for (const [id, node] of this.entries) node.hidden = !found.has(id);
    for (const group of this.groups.values())
      group.hidden = !group.querySelector('.rules-entry:not([hidden])');
    this.count.textContent =
      query.trim() === ''
        ? `${found.size} terms`
        : found.size === 0
          ? 'nothing found'
          : `${found.size} found`;
    this.list.scrollTop = 0;
  }
}
