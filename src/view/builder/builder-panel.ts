/**
 * The gang builder screen (rulebook "Building Your Gang"), a DOM panel over the menu's backdrop: saved gangs on
 * the left, the chosen Faction's characters in the middle, the gang being built on the right with its name,
 * colour, Ducat limit, members, weapon choices, Equipment and live check; Save keeps it in this browser, and
 * "Play Gang War with this gang" starts a match against a computer gang (ready-made or saved). All rules live
 * in src/campaign/roster*.ts; this file only wires the page (builder-page.ts) to them and to the saved gangs.
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
  changeFaction,
  freshRosterId,
  newRoster,
  type Roster,
  type RosterStep,
  rosterFromGangFile,
  setDucats,
} from '../../campaign/roster.ts';
import { chooseMentor } from '../../campaign/roster-apprentice.ts';
import { buyEquipment, toggleEquipment } from '../../campaign/roster-equipment.ts';
import { gangWarSetup, playProblem, scenarioGangProblem } from '../../campaign/roster-match.ts';
import { addMember, chooseWeapon, removeMember, toggleSecondSet } from '../../campaign/roster-members.ts';
import { chooseDiscipline, toggleSpell } from '../../campaign/roster-spells.ts';
import { boardsFor, type Seat, scenarioSetup, seatProblems } from '../../campaign/scenario-match.ts';
import { FACTIONS } from '../../content/factions.ts';
import { readyGangs } from '../../content/gangs/index.ts';
import { type ScenarioFile, scenarioFile } from '../../content/scenarios.ts';
import type { MatchSetup } from '../../rules/index.ts';
import { replace } from '../hud/dom-builder.ts';
import { builderPage } from './builder-page.ts';
import { catalogueTable } from './catalogue-table.ts';
import { gangSheet } from './gang-sheet.ts';
import { chosenOpponent, fillOpponents } from './opponent-choice.ts';
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
  /** The scenario the gang is built for (its Ducats and rules), or null for any. */
  let forScenario: ScenarioFile | null = null;
  let ready = readyGangs().map(rosterFromGangFile);
  let roster = newRoster(FACTIONS[0]!.name, UNSAVED_ID);
  let savedId: string | null = null;
  let dirty = false;
  let refusal: string | null = null;
  let saved: SavedRosters = { rosters: [], broken: [] };

  const page = builderPage(roster, chosen.note, { back: () => exits.back(), newGang: () => newGang() });
  const { faction, name, colour, ducats, scenario, table, sheet, savedSlot, opponent } = page;
  const { playButton, playReason, saveButton, unsaved, status } = page;
  const say = (text: string) => {
    status.textContent = text;
  };

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
      gangSheet(
        roster,
        refusal,
        {
          remove: (i) => change(removeMember(roster, i)),
          chooseWeapon: (i, group, weapon) => apply(chooseWeapon(roster, i, group, weapon)),
          toggleEquipment: (e) => apply(toggleEquipment(roster, e)),
          buyEquipment: (e) => apply(buyEquipment(roster, e)),
          toggleSecondSet: (owner) => apply(toggleSecondSet(roster, owner)),
          chooseDiscipline: (i, d) => apply(chooseDiscipline(roster, i, d)),
          toggleSpell: (i, spell) => apply(toggleSpell(roster, i, spell)),
          chooseMentor: (i, mentor, copy) => apply(chooseMentor(roster, i, mentor, copy)),
        },
        forScenario ? { leaderRequired: forScenario.leaderRequired } : {},
      ),
    );
    colour.value = roster.colour;
    unsaved.textContent = dirty ? 'Unsaved changes' : savedId ? 'Saved' : '';
    const problem = matchProblem();
    playButton.textContent = `Play ${forScenario?.name ?? 'Gang War'} with this gang`;
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

  const fillOpponentList = () =>
    fillOpponents(opponent, ready, saved, roster.faction, (r) =>
      forScenario ? scenarioGangProblem(r, forScenario) === null : playProblem(r) === null,
    );

  /** The seats of the match the Play button starts: the person with this gang, the computer with the opponent. */
  const seats = (s: ScenarioFile): Seat[] => [
    { controller: 'human', gang: roster, ...(s.sides ? { side: 'attacker' as const } : {}) },
    {
      controller: 'ai',
      gang: chosenOpponent(opponent.value, ready, saved),
      ...(s.sides ? { side: 'defender' as const } : {}),
    },
  ];

  /** Why the Play button may not start its match, or null. */
  const matchProblem = (): string | null => {
    if (!forScenario) return playProblem(roster);
    if (roster.members.length === 0) return 'The gang has no characters yet.';
    return seatProblems(forScenario, boardsFor(forScenario.id)[0] ?? null, seats(forScenario))[0] ?? null;
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
          // Built for a scenario: held to its Ducats (a change to save).
          roster = forScenario ? setDucats(r, forScenario.ducats) : r;
          savedId = r.id;
          dirty = roster.ducats !== r.ducats;
          refusal = null;
          fillDetails();
          refresh();
          fillOpponentList();
          say(`Loaded "${r.name}".`);
        },
        rename: (id, text) => void renameOne(id, text),
        remove: (key) => void removeOne(key),
      }),
    );
    fillOpponentList();
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
    fillOpponentList();
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
    if (matchProblem()) return;
    if (!forScenario) exits.play(gangWarSetup(roster, chosenOpponent(opponent.value, ready, saved)));
    else exits.play(scenarioSetup(forScenario.id, boardsFor(forScenario.id)[0] ?? null, seats(forScenario)));
  });
  scenario.addEventListener('change', () => {
    forScenario = scenario.value === 'any' ? null : scenarioFile(scenario.value);
    ready = readyGangs(forScenario?.ducats ?? 150).map(rosterFromGangFile);
    ducats.disabled = forScenario !== null;
    if (forScenario) change(setDucats(roster, forScenario.ducats));
    ducats.value = String(roster.ducats);
    fillOpponentList();
    refresh();
    say(forScenario ? `Built for ${forScenario.name}: ${forScenario.ducats} Ducats.` : '');
  });
  const newGang = () => {
    roster = newRoster(faction.value, UNSAVED_ID);
    if (forScenario) roster = setDucats(roster, forScenario.ducats);
    savedId = null;
    dirty = false;
    refusal = null;
    fillDetails();
    refresh();
    say('A new, empty gang.');
  };

  fillDetails();
  refresh();
  fillOpponentList();
  void reloadSaved();
  uiLayer().append(page.panel);
  name.focus();
  return page.panel;
}
