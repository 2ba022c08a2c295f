/**
 * The gang builder's list of saved gangs: each with its faction and Ducats, and Load, Rename (inline) and
 * Delete (asks once more) buttons; saves that cannot be read are listed with the reason and may be deleted.
 */
import type { SavedRosters } from '../../app/roster-store.ts';
import { checkRoster, type Roster } from '../../campaign/roster.ts';
import { h } from '../hud/dom-builder.ts';

/** What the list's buttons ask for. */
export interface SavedActions {
  load(roster: Roster): void;
  rename(id: string, name: string): void;
  remove(key: string): void;
}

function deleteButton(key: string, act: SavedActions): HTMLButtonElement {
  const button = h('button', { class: 'delete', 'data-delete': key }, 'Delete');
  button.addEventListener('click', () => {
    if (button.dataset.confirm === 'yes') act.remove(key);
    else {
      button.dataset.confirm = 'yes';
      button.textContent = 'Really delete?';
    }
  });
  return button;
}

function savedItem(r: Roster, act: SavedActions): HTMLLIElement {
  const cost = checkRoster(r).cost;
  const item = h('li', { 'data-saved': r.id });
  const show = () => {
    item.replaceChildren(
      h('span', { class: 'swatch', style: `background:${r.colour}` }),
      h('span', { class: 'name' }, r.name),
      h(
        'span',
        { class: 'meta' },
        `${r.faction} · ${cost}/${r.ducats} Ducats · ${r.members.length} characters`,
      ),
      h(
        'span',
        { class: 'buttons' },
        h('button', { class: 'load', 'data-load': r.id, onclick: () => act.load(r) }, 'Load'),
        h('button', { class: 'rename', onclick: editName }, 'Rename'),
        deleteButton(r.id, act),
      ),
    );
  };
  const editName = () => {
    const input = h('input', { type: 'text', value: r.name, maxlength: 60, 'aria-label': 'New name' });
    const form = h(
      'form',
      { class: 'rename-form' },
      input,
      h('button', { type: 'submit' }, 'OK'),
      h('button', { type: 'button', onclick: show }, 'Cancel'),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      act.rename(r.id, input.value);
    });
    item.replaceChildren(form);
    input.focus();
    input.select();
  };
  show();
  return item;
}

/** The list (a `<ul>`), or a line saying nothing is saved yet. */
export function savedList(saved: SavedRosters, act: SavedActions): HTMLElement {
  if (saved.rosters.length === 0 && saved.broken.length === 0) {
    return h('p', { class: 'hint' }, 'No saved gangs yet. Saved gangs stay in this browser.');
  }
  return h(
    'ul',
    { class: 'saved' },
    ...saved.rosters.map((r) => savedItem(r, act)),
    ...saved.broken.map((b) =>
      h(
        'li',
        { class: 'broken', 'data-broken': b.key },
        h('span', { class: 'name' }, `Cannot load "${b.key}"`),
        h('span', { class: 'meta', role: 'note' }, b.message),
        h('span', { class: 'buttons' }, deleteButton(b.key, act)),
      ),
    ),
  );
}
