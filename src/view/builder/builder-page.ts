/**
 * The gang builder's page: a header with the rule of thumb and the way back to the menu; the saved gangs with a
 * New gang button; the Faction to choose and its characters; and the gang being built — name, colour, Ducat limit,
 * its sheet, Save with the unsaved-changes mark, the status line, the opponent and the Play button. Only the
 * elements: builder-panel.ts fills them and listens to them.
 */
import { DUCAT_LIMITS, type Roster } from '../../campaign/roster.ts';
import { FACTIONS } from '../../content/factions.ts';
import { scenarioFile, scenarioFileIds } from '../../content/scenarios.ts';
import { h } from '../hud/dom-builder.ts';

/** The page and the elements of it the builder fills or listens to. */
export interface BuilderPage {
  readonly panel: HTMLElement;
  readonly status: HTMLParagraphElement;
  readonly faction: HTMLSelectElement;
  readonly name: HTMLInputElement;
  readonly colour: HTMLInputElement;
  readonly ducats: HTMLSelectElement;
  /** The scenario the gang is built for (`any`, or a scenario id): it sets the Ducats and the rules. */
  readonly scenario: HTMLSelectElement;
  /** Where the chosen Faction's characters go. */
  readonly table: HTMLDivElement;
  /** Where the gang's sheet goes. */
  readonly sheet: HTMLDivElement;
  /** Where the list of saved gangs goes. */
  readonly savedSlot: HTMLDivElement;
  readonly opponent: HTMLSelectElement;
  readonly playButton: HTMLButtonElement;
  readonly playReason: HTMLParagraphElement;
  readonly saveButton: HTMLButtonElement;
  readonly unsaved: HTMLSpanElement;
}

/** What the page's own buttons do. */
export interface PageButtons {
  back(): void;
  newGang(): void;
}

/** The page for `roster` (its name and colour in the fields), `note` in the status line. */
export function builderPage(roster: Roster, note: string, buttons: PageButtons): BuilderPage {
  const status = h('p', { class: 'status', id: 'builder-status', role: 'status' }, note);
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
  const scenario = h(
    'select',
    { id: 'builder-scenario', title: 'A scenario sets the Ducats and its own gang-building rules' },
    h('option', { value: 'any' }, 'Any scenario'),
    ...scenarioFileIds().map((id) => {
      const s = scenarioFile(id);
      return h(
        'option',
        { value: id },
        `${s.name} (${s.ducats} Ducats${s.leaderRequired ? '' : ', no Leader needed'})`,
      );
    }),
  );
  const table = h('div', { class: 'catalogue-scroll' });
  const sheet = h('div', { class: 'sheet-slot' });
  const savedSlot = h('div', { class: 'saved-slot' });
  const opponent = h('select', { id: 'opponent' });
  const playButton = h('button', { class: 'primary', id: 'play-built' }, 'Play Gang War with this gang');
  const playReason = h('p', { class: 'play-reason', id: 'play-reason' });
  const saveButton = h('button', { id: 'save-gang' }, 'Save');
  const unsaved = h('span', { class: 'unsaved' });

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
      h('button', { id: 'builder-back', onclick: () => buttons.back() }, 'Back to the menu'),
    ),
    h(
      'section',
      { class: 'col saves' },
      h('h2', {}, 'Saved gangs'),
      h('button', { id: 'new-gang', onclick: () => buttons.newGang() }, 'New gang'),
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
      h('label', { class: 'field' }, 'For ', scenario),
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
  return {
    panel,
    status,
    faction,
    name,
    colour,
    ducats,
    scenario,
    table,
    sheet,
    savedSlot,
    opponent,
    playButton,
    playReason,
    saveButton,
    unsaved,
  };
}
