/**
 * The menu's DOM panel: title, the one-click default match and the options form.
 */
import maskUrl from '../../../assets/mask.svg?no-inline';
import { DIFFICULTIES, type Difficulty } from '../../ai/difficulty.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import type { GangTitle } from '../../content/gangs/quick-match.ts';
import type { Speed } from '../battle/animator.ts';
import { ASK_DEFAULT, type AskSettings } from '../battle/ask-modes.ts';
import { askModeOf, askSelect } from '../hud/ask-select.ts';
import { h } from '../hud/dom-builder.ts';

/** What the menu starts. `side` is the index of the person's gang in a match against the computer. */
export interface MenuChoice {
  readonly mode: 'vs-ai' | 'ai-vs-ai' | 'hot-seat';
  readonly side: 0 | 1;
  readonly seed: number;
  /** The speed the page address sets; else the match starts at the one last picked for its kind (speed-memory.ts). */
  readonly speed?: Speed;
  /** How often the person is asked about Will Points and Command Points ("Ask me"). */
  readonly ask: AskSettings;
  /** How hard the computer plays (src/ai/index.ts: the levels differ only in decisions). */
  readonly difficulty: Difficulty;
}

/** A fresh seed for a match when none is fixed (the view may draw randomness; the engine never does). */
export function freshSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

/** What a match started from the scenario page takes from the menu's options: the seed, speed and questions. */
export type MenuSettings = Pick<MenuChoice, 'seed' | 'speed' | 'ask'>;

/** What the menu panel's buttons open besides the one-click match. */
export interface MenuExits {
  /** The gang builder ("Build a gang"; no button without it). */
  build?(): void;
  /** The campaign page ("Campaign"; no button without it). */
  campaign?(): void;
  /** The tutorial's lessons ("Tutorial"; no button without it). */
  tutorial?(): void;
  /**
   * The scenario page ("Choose a scenario"; no button without it); `settings` reads the options as they are when
   * called (a blank seed gives a fresh one each time).
   */
  scenarios?(settings: () => MenuSettings): void;
  /** The Rules panel, the glossary of every term ("Rules"; no button without it). */
  rules?(): void;
}

/**
 * Build and show the menu panel. `fixedSeed` (from `?seed=`) fills the seed field; a blank field means a
 * fresh seed for every match. Returns the panel (remove it when the menu closes).
 */
export function menuPanel(
  gangs: readonly GangTitle[],
  fixedSeed: number | null,
  speed: Speed | undefined,
  start: (c: MenuChoice) => void,
  exits: MenuExits = {},
): HTMLElement {
  const { build, scenarios, campaign, tutorial, rules } = exits;
  const [a, b] = gangs;
  const label = (g: GangTitle | undefined) => (g ? `${g.faction} — ${g.name}` : '?');
  const seed = h('input', {
    id: 'seed',
    type: 'number',
    inputmode: 'numeric',
    placeholder: 'random',
    value: fixedSeed === null ? undefined : String(fixedSeed),
  });
  const side = h(
    'select',
    { id: 'side' },
    h('option', { value: '0' }, label(a)),
    h('option', { value: '1' }, label(b)),
  );
  const mode = h(
    'select',
    { id: 'mode' },
    h('option', { value: 'vs-ai' }, 'Against the computer'),
    h('option', { value: 'ai-vs-ai' }, 'Computer against computer (watch)'),
    h('option', { value: 'hot-seat' }, 'Two players at this machine (hot-seat)'),
  );
  const difficulty = h(
    'select',
    {
      id: 'difficulty',
      title: 'The levels differ only in the computer’s decisions, never in dice or profiles',
    },
    h('option', { value: 'normal' }, 'Normal: the computer plays its best'),
    h('option', { value: 'easy' }, 'Easy: the computer sometimes misjudges'),
    h('option', { value: 'hard' }, 'Hard: the computer looks ahead at your reply (slower turns)'),
  );
  const askWp = askSelect('ask-wp-menu', ASK_DEFAULT.willPoints, () => {});
  const askCp = askSelect('ask-cp-menu', ASK_DEFAULT.commandPoints, () => {});
  const seedValue = () => {
    const t = seed.value.trim();
    return /^-?\d+$/.test(t) ? Number(t) : (fixedSeed ?? freshSeed());
  };
  const choice = (overrides: Partial<MenuChoice> = {}): MenuChoice => ({
    mode: mode.value as MenuChoice['mode'],
    side: side.value === '1' ? 1 : 0,
    seed: seedValue(),
    speed,
    ask: { willPoints: askModeOf(askWp), commandPoints: askModeOf(askCp) },
    difficulty: DIFFICULTIES.find((d) => d === difficulty.value) ?? 'normal',
    ...overrides,
  });
  mode.addEventListener('change', () => {
    side.disabled = mode.value !== 'vs-ai';
  });
  const panel = h(
    'main',
    { class: 'menu-panel' },
    h('img', { class: 'mask', src: maskUrl, alt: '' }),
    h('h1', {}, 'Carnevale'),
    h('p', { class: 'tagline' }, 'Gangs fight over the roofs and canals of a cursed Venice.'),
    tutorial
      ? h(
          'button',
          {
            class: 'build tutorial',
            id: 'tutorial',
            onclick: tutorial,
            title: 'Learn the rules by playing them: short lessons on small boards',
          },
          'Tutorial',
        )
      : null,
    h(
      'button',
      {
        class: 'primary play',
        id: 'play',
        onclick: () => start(choice({ mode: 'vs-ai', side: 0, ask: { ...ASK_DEFAULT } })),
      },
      'Play Gang War',
    ),
    h(
      'p',
      { class: 'sub' },
      `${a?.faction ?? ''} (you) against ${b?.faction ?? ''} (computer) on the Venice board, 5 game rounds.`,
    ),
    scenarios
      ? h(
          'button',
          {
            class: 'scenarios',
            id: 'scenarios',
            onclick: () => scenarios(() => choice()),
            title:
              'Gang War, Secure Arms, Acquisition, Take What is Theirs, Street Fight: 2–4 gangs, people or computer',
          },
          'Choose a scenario…',
        )
      : null,
    campaign
      ? h(
          'button',
          {
            class: 'build',
            id: 'campaign',
            onclick: campaign,
            title: 'The five scenarios of The Winds of Fate in turn, your gang against the computer’s',
          },
          'Campaign',
        )
      : null,
    build ? h('button', { class: 'build', id: 'build-gang', onclick: build }, 'Build a gang') : null,
    rules
      ? h(
          'button',
          {
            class: 'build rules',
            id: 'rules',
            onclick: rules,
            'aria-haspopup': 'dialog',
            title: 'Every term of the game explained in a line, with its rulebook section, and a search',
          },
          'Rules',
        )
      : null,
    h(
      'details',
      { class: 'options' },
      h('summary', {}, 'Options'),
      h('p', { class: 'sub' }, 'Play Gang War as:'),
      h('label', { for: 'mode' }, 'Players', mode),
      h('label', { for: 'side' }, 'Your gang', side),
      h('label', { for: 'difficulty' }, 'Computer', difficulty),
      h('label', { for: 'seed' }, 'Seed', seed),
      h(
        'label',
        {
          for: 'ask-wp-menu',
          title:
            'Ask me about Will Points before a roll. When it matters: only when spending could change the odds ' +
            'of the roll by 5 points or more',
        },
        'Ask: Will Points',
        askWp,
      ),
      h(
        'label',
        {
          for: 'ask-cp-menu',
          title:
            'Ask me about Command Points: COUNTER after an enemy action, PLAN as a round starts. When it ' +
            'matters: only when a friend has an attack or charge worth it, or an Agenda in hand can no longer be ' +
            'achieved',
        },
        'Ask: COUNTER, PLAN',
        askCp,
      ),
      h(
        'button',
        { id: 'start-options', onclick: () => start(choice()) },
        'Play Gang War with these options',
      ),
    ),
    h(
      'p',
      { class: 'keys' },
      'In battle: click a figure of yours, then a lit tile to Run/Climb or an attack button and an enemy. ',
      'Drag or WASD to pan, wheel to zoom, Q/E to turn the board.',
    ),
  );
  uiLayer().append(panel);
  return panel;
}
