/**
 * The gang builder screen (rulebook "Building Your Gang"), a DOM panel over the menu's backdrop: saved gangs on
 * the left, the chosen Faction's characters in the middle, the gang being built on the right with its name,
 * colour, Ducat limit, members, weapon choices, Equipment and live check; Save keeps it in this browser, and
 * "Play Gang War with this gang" starts a match against a computer gang (ready-made or saved). All rules live
 * in src/campaign/roster*.ts; this file only wires the page to them.
 */
import {
  indexedDbRosterStore,
  loadSaved,
  memoryRosterStore,
  type RosterStore,
  deleteSaved as removeSave,
  renameSaved,
  type SavedRosters,
  saveRoster,
} from '../../app/roster-store.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import {
  addMember,
  buyEquipment,
  changeFaction,
  chooseDiscipline,
  chooseWeapon,
  DUCAT_LIMITS,
  freshRosterId,
  newRoster,
  type Roster,
  type RosterStep,
  removeMember,
  rosterFromGangFile,
  setDucats,
  toggleEquipment,
  toggleSecondSet,
  toggleSpell,
} from '../../campaign/roster.ts';
import { gangWarSetup, playProblem } from '../../campaign/roster-match.ts';
import { FACTIONS } from '../../content/factions.ts';
import { readyGangs } from '../../content/gangs/index.ts';
import type { MatchSetup } from '../../rules/index.ts';
import { h, replace } from '../hud/dom-builder.ts';
import { catalogueTable } from './catalogue-table.ts';
import { gangSheet } from './gang-sheet.ts';
import { savedList } from './saved-list.ts';
import './builder.css';

/** What the builder hands back to the menu. */
export interface BuilderExits {
  back(): void;
  play(setup: MatchSetup): void;
}

/** The browser's store, or one in memory (with a note) where IndexedDB is missing. */
function defaultStore(): { store: RosterStore; note: string } {
  if (typeof indexedDB === 'undefined') {
    return {
      store: memoryRosterStore(),
      note: 'This browser cannot keep gangs: saves last until the page closes.',
    };
  }
  return { store: indexedDbRosterStore(), note: '' };
}

const UNSAVED_ID = 'unsaved';

/**
 * Build and show the gang builder. `store` defaults to IndexedDB. Returns the panel (remove it when leaving).
 * Storage failures are shown in the panel's status line, never thrown.
 */
export function builderPanel(exits: BuilderExits, store?: RosterStore): HTMLElement {
  const chosen = store ? { store, note: '' } : defaultStore();
  const db = chosen.store;
  const ready = readyGangs().map(rosterFromGangFile);
  let roster = newRoster(FACTIONS[0]!.name, UNSAVED_ID);
  let savedId: string | null = null;
  let dirty = false;
  let refusal: string | null = null;
  let saved: SavedRosters = { rosters: [], broken: [] };

  const status = h('p', { class: 'status', id: 'builder-status', role: 'status' }, chosen.note);
  const say = (text: string) => {
    status.textContent = text;
  };

  // Gang details, built once and refreshed on load.
  const faction = h(
    'select',
    { id: 'builder-faction' },
    ...FACTIONS.map((f) => h('option', { value: f.name }, f.name)),
  );
  const name = h('input', { id: 'gang-name', type: 'text', maxlength: 60, value: roster.name });
  const colour = h('input', { id: 'gang-colour', type: 'color', value: roster.colour });
  const ducats = h(
    'select',
    { id: 'gang-ducats' },
    ...DUCAT_LIMITS.map((d) => h('option', { value: String(d) }, `${d} Ducats`)),
  );
  const table = h('div', { class: 'catalogue-scroll' });
  const sheet = h('div', { class: 'sheet-slot' });
  const savedSlot = h('div', { class: 'saved-slot' });
  const opponent = h('select', { id: 'opponent' });
  const playButton = h('button', { class: 'primary', id: 'play-built' }, 'Play Gang War with this gang');
  const playReason = h('p', { class: 'play-reason', id: 'play-reason' });
  const saveButton = h('button', { id: 'save-gang' }, 'Save');
  const unsaved = h('span', { class: 'unsaved' });

  const fillDetails = () => {
    faction.value = roster.faction;
    name.value = roster.name;
    colour.value = roster.colour;
    ducats.value = String(roster.ducats);
    replace(
      table,
      catalogueTable(roster.faction, (id) => apply(addMember(roster, id))),
    );
  };

  const refresh = () => {
    replace(
      sheet,
      gangSheet(roster, refusal, {
        remove: (i) => change(removeMember(roster, i)),
        chooseWeapon: (i, group, weapon) => apply(chooseWeapon(roster, i, group, weapon)),
        toggleEquipment: (e) => apply(toggleEquipment(roster, e)),
        buyEquipment: (e) => apply(buyEquipment(roster, e)),
        toggleSecondSet: (owner) => apply(toggleSecondSet(roster, owner)),
        chooseDiscipline: (i, d) => apply(chooseDiscipline(roster, i, d)),
        toggleSpell: (i, spell) => apply(toggleSpell(roster, i, spell)),
      }),
    );
    colour.value = roster.colour;
    unsaved.textContent = dirty ? 'Unsaved changes' : savedId ? 'Saved' : '';
    const problem = playProblem(roster);
    playButton.disabled = problem !== null;
    playButton.title = problem ?? '';
    playReason.textContent = problem ?? '';
  };

  const change = (next: Roster) => {
    roster = next;
    dirty = true;
    refusal = null;
    refresh();
  };
  const apply = (s: RosterStep) => {
    if (s.ok) change(s.roster);
    else {
      refusal = s.reason;
      refresh();
    }
  };

  const fillOpponents = () => {
    const keep = opponent.value;
    replace(
      opponent,
      h(
        'optgroup',
        { label: 'Ready-made gangs' },
        ...ready.map((g) => h('option', { value: `ready:${g.id}` }, `${g.name} (${g.faction})`)),
      ),
      saved.rosters.some((r) => playProblem(r) === null)
        ? h(
            'optgroup',
            { label: 'Saved gangs' },
            ...saved.rosters
              .filter((r) => playProblem(r) === null)
              .map((r) => h('option', { value: `saved:${r.id}` }, `${r.name} (${r.faction})`)),
          )
        : null,
    );
    const options = [...opponent.options].map((o) => o.value);
    const rival = ready.find((g) => g.faction !== roster.faction) ?? ready[0];
    opponent.value = options.includes(keep) ? keep : `ready:${rival?.id ?? ''}`;
  };

  const reloadSaved = async () => {
    try {
      saved = await loadSaved(db);
    } catch (e) {
      say(`Saved gangs cannot be read: ${(e as Error).message}`);
    }
    replace(
      savedSlot,
      savedList(saved, {
        load: (r) => {
          roster = r;
          savedId = r.id;
          dirty = false;
          refusal = null;
          fillDetails();
          refresh();
          fillOpponents();
          say(`Loaded "${r.name}".`);
        },
        rename: (id, text) => void renameOne(id, text),
        remove: (key) => void removeOne(key),
      }),
    );
    fillOpponents();
  };

  const renameOne = async (id: string, text: string) => {
    try {
      const why = await renameSaved(db, id, text);
      if (why) return say(why);
      if (savedId === id) {
        roster = { ...roster, name: text.trim() };
        name.value = roster.name;
        refresh();
      }
      say(`Renamed to "${text.trim()}".`);
    } catch (e) {
      say(`Not renamed: ${(e as Error).message}`);
    }
    await reloadSaved();
  };

  const removeOne = async (key: string) => {
    try {
      await removeSave(db, key);
      if (savedId === key) {
        savedId = null;
        roster = { ...roster, id: UNSAVED_ID };
        dirty = true;
        refresh();
      }
      say(`Deleted "${key}".`);
    } catch (e) {
      say(`Not deleted: ${(e as Error).message}`);
    }
    await reloadSaved();
  };

  const saveOne = async () => {
    const taken = [...saved.rosters.map((r) => r.id), ...saved.broken.map((b) => b.key)];
    const id = savedId ?? freshRosterId(roster.name, taken);
    const toSave = { ...roster, id };
    try {
      const why = await saveRoster(db, toSave);
      if (why) return say(why);
      roster = toSave;
      savedId = id;
      dirty = false;
      refusal = null;
      say(`Saved "${roster.name}".`);
    } catch (e) {
      say(`Not saved: ${(e as Error).message}`);
    }
    refresh();
    await reloadSaved();
  };

  faction.addEventListener('change', () => {
    const { roster: next, removed } = changeFaction(roster, faction.value);
    change(next);
    fillDetails();
    fillOpponents();
    say(removed.length > 0 ? `Left the gang (not of ${next.faction}): ${removed.join(', ')}.` : '');
  });
  name.addEventListener('input', () => {
    const text = name.value.trim();
    if (text.length > 0) change({ ...roster, name: text });
  });
  colour.addEventListener('input', () => change({ ...roster, colour: colour.value }));
  ducats.addEventListener('change', () => change(setDucats(roster, Number(ducats.value))));
  saveButton.addEventListener('click', () => void saveOne());
  playButton.addEventListener('click', () => {
    if (playProblem(roster)) return;
    const [kind, id] = opponent.value.split(':') as [string, string];
    const theirs = (kind === 'saved' ? saved.rosters : ready).find((r) => r.id === id) ?? ready[0]!;
    exits.play(gangWarSetup(roster, theirs));
  });
  const newGang = () => {
    roster = newRoster(faction.value, UNSAVED_ID);
    savedId = null;
    dirty = false;
    refusal = null;
    fillDetails();
    refresh();
    say('A new, empty gang.');
  };

  const panel = h(
    'main',
    { class: 'builder', id: 'builder', 'aria-label': 'Build a gang' },
    h(
      'header',
      {},
      h('h1', {}, 'Build a gang'),
      h(
        'p',
        { class: 'hint' },
        'One Leader, no more Heroes than Henchmen, Unique characters once, within the Ducats.',
      ),
      h('button', { id: 'builder-back', onclick: () => exits.back() }, 'Back to the menu'),
    ),
    h(
      'section',
      { class: 'col saves' },
      h('h2', {}, 'Saved gangs'),
      h('button', { id: 'new-gang', onclick: newGang }, 'New gang'),
      savedSlot,
    ),
    h(
      'section',
      { class: 'col characters' },
      h('h2', {}, 'Characters'),
      h('label', { class: 'field' }, 'Faction ', faction),
      table,
    ),
    h(
      'section',
      { class: 'col gang' },
      h('h2', {}, 'Your gang'),
      h('label', { class: 'field' }, 'Name ', name),
      h(
        'div',
        { class: 'row' },
        h('label', { class: 'field' }, 'Colour ', colour),
        h('label', { class: 'field' }, 'Limit ', ducats),
      ),
      sheet,
      h('div', { class: 'row save-row' }, saveButton, unsaved),
      status,
      h('label', { class: 'field' }, 'Opponent ', opponent),
      playButton,
      playReason,
    ),
  );
  fillDetails();
  refresh();
  fillOpponents();
  void reloadSaved();
  uiLayer().append(panel);
  name.focus();
  return panel;
}
