/**
 * The scenario page of the menu (rulebook "The Winds of Fate"): the five scenarios, each with a line of its story,
 * its facts (gangs, Ducats, duration, board) and how it scores; the boards that serve the one chosen, with a map
 * (the Deployment Zones for the gangs seated, where the Objectives go); the seats (scenario-page seats: seat-rows.ts);
 * the reasons the table may not play yet; and Start. The players set their gangs up in the battle
 * (`deployment: 'players'`). A DOM panel over the menu's backdrop that scrolls on small screens, Start kept in
 * view.
 */
import type { Difficulty } from '../../ai/index.ts';
import type { SavedRosters } from '../../app/roster-store.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import { rosterFromGangFile } from '../../campaign/roster.ts';
import { scenarioGangProblem } from '../../campaign/roster-match.ts';
import {
  boardsFor,
  type Seat,
  scenarioSetup,
  seatedGangs,
  seatProblems,
} from '../../campaign/scenario-match.ts';
import { readyGangs } from '../../content/gangs/index.ts';
import { type ScenarioFile, type Side, scenarioFile, scenarioFileIds } from '../../content/scenarios.ts';
import { levelObjectiveSpots, type MatchSetup, type VoxelBoard, zonesForGangs } from '../../rules/index.ts';
import { h, replace } from '../hud/dom-builder.ts';
import { drawBoardMap, type MapMark, type MapZone } from './board-map.ts';
import { primaryWords, scenarioFacts } from './scenario-words.ts';
import { type GangOption, type SeatChoice, seatRow } from './seat-rows.ts';
import './menu.css';

/** What the page needs from the menu, and hands back. */
export interface ScenarioPageHost {
  /** The board of a level (parsed once). */
  board(level: string): VoxelBoard;
  /** The gangs saved in the builder (read once as the page opens). */
  savedGangs(): Promise<SavedRosters>;
  back(): void;
  /**
   * Start the match: its setup, how hard the computer plays each of its gangs (by gang id), and whether the seat is
   * handed over behind a screen between people.
   */
  start(setup: MatchSetup, difficulties: Record<string, Difficulty>, handOver: boolean): void;
}

/** Street Fight's sides, in the colours the map draws them. */
const SIDE_COLOURS: Readonly<Record<Side, string>> = { attacker: '#e07a5f', defender: '#6fa8dc' };
const ZONE_COLOUR = '#f3e6c4';

/** The seats a scenario starts with: a person with the first ready-made gang against the computer's second. */
function firstSeats(s: ScenarioFile): SeatChoice[] {
  const [a, b] = readyGangs(s.ducats);
  const sides = s.sides !== undefined;
  return [
    { who: 'human', gang: `ready:${a?.id ?? ''}`, ...(sides ? { side: 'attacker' as const } : {}) },
    { who: 'normal', gang: `ready:${(b ?? a)?.id ?? ''}`, ...(sides ? { side: 'defender' as const } : {}) },
  ];
}

/** The seats kept when the scenario changes: as many as it allows, a side each where it has sides. */
function keptSeats(seats: readonly SeatChoice[], s: ScenarioFile): SeatChoice[] {
  const kept = seats.slice(0, s.players.max);
  while (kept.length < s.players.min) kept.push(firstSeats(s)[kept.length % 2]!);
  return kept.map((seat, k) => {
    const { side: _, ...rest } = seat;
    if (!s.sides) return rest;
    return { ...rest, side: seat.side ?? (k === 0 ? 'attacker' : 'defender') };
  });
}

/** Build and show the page; returns it (remove it when leaving). */
export function scenarioPage(host: ScenarioPageHost, first = 'gang-war'): HTMLElement {
  let scenario = scenarioFile(first);
  let level: string | null = boardsFor(scenario.id)[0] ?? null;
  let seats = firstSeats(scenario);
  let saved: SavedRosters = { rosters: [], broken: [] };

  const list = h('ol', { class: 'scenario-list', 'aria-label': 'Scenarios' });
  const detail = h('div', { class: 'scenario-detail' });
  const boardSelect = h('select', { id: 'scenario-board', 'aria-label': 'Board' });
  const boardNote = h('p', { class: 'board-note' });
  const map = h('canvas', { class: 'board-map', 'aria-label': 'Map of the board' });
  const seatList = h('ol', { class: 'seats', 'aria-label': 'Gangs at the table' });
  const addSeat = h('button', { id: 'add-seat', onclick: () => add() }, 'Add a gang');
  const screens = h('input', { type: 'checkbox', id: 'hand-over', checked: true });
  const screensRow = h(
    'label',
    {
      class: 'toggle hand-over-toggle',
      for: 'hand-over',
      title:
        'Between two people at this machine a screen hides the board until the next one clicks, and each sees ' +
        'only their own Secret Agendas. Off: one person plays every side.',
    },
    screens,
    ' Different people: hand over behind a screen',
  );
  const problems = h('ul', { class: 'problems', id: 'scenario-problems', role: 'status' });
  const startButton = h('button', { class: 'primary', id: 'start-scenario', onclick: () => start() });

  const gangOptions = (): GangOption[] => [
    ...readyGangs(scenario.ducats).map((g) => {
      const roster = rosterFromGangFile(g);
      return {
        value: `ready:${g.id}`,
        label: `${g.name} (${g.faction})`,
        roster,
        problem: scenarioGangProblem(roster, scenario),
        saved: false,
      };
    }),
    ...saved.rosters.map((r) => ({
      value: `saved:${r.id}`,
      label: `${r.name} (${r.faction})`,
      roster: r,
      problem: scenarioGangProblem(r, scenario),
      saved: true,
    })),
  ];

  /** The seats as the campaign takes them (a seat whose gang is gone brings the first ready-made one). */
  const campaignSeats = (options: readonly GangOption[]): Seat[] =>
    seats.map((s) => ({
      controller: s.who === 'human' ? 'human' : 'ai',
      gang: (options.find((o) => o.value === s.gang) ?? options[0]!).roster,
      ...(s.side ? { side: s.side } : {}),
    }));

  const drawList = () => {
    replace(
      list,
      ...scenarioFileIds().map((id) => {
        const s = scenarioFile(id);
        return h(
          'li',
          {},
          h(
            'button',
            {
              class: `scenario-card${id === scenario.id ? ' on' : ''}`,
              'data-scenario': id,
              'aria-pressed': String(id === scenario.id),
              onclick: () => choose(id),
            },
            h('b', {}, s.name),
            h('span', { class: 'facts' }, scenarioFacts(s)),
          ),
        );
      }),
    );
  };

  const drawDetail = () => {
    const boards = boardsFor(scenario.id);
    replace(boardSelect, ...boards.map((id) => h('option', { value: id }, host.board(id).name)));
    boardSelect.disabled = boards.length < 2;
    if (level) boardSelect.value = level;
    replace(
      detail,
      h('h2', {}, scenario.name),
      h('p', { class: 'story' }, scenario.story),
      h('p', { class: 'facts' }, scenarioFacts(scenario)),
      h('p', { class: 'primary-words' }, primaryWords(scenario)),
      h(
        'div',
        { class: 'board-row' },
        map,
        h(
          'div',
          { class: 'board-side' },
          boards.length > 0 ? h('label', { for: 'scenario-board' }, 'Board ', boardSelect) : null,
          boardNote,
        ),
      ),
      h('h3', {}, 'Gangs at the table'),
      seatList,
      h('div', { class: 'seat-tools' }, addSeat, screensRow),
    );
  };

  const drawMap = (options: readonly GangOption[]) => {
    if (!level) {
      map.hidden = true;
      boardNote.textContent = `No board of this game serves ${scenario.name} yet.`;
      return;
    }
    map.hidden = false;
    const board = host.board(level);
    boardNote.textContent =
      `${board.width}″×${board.depth}″. ` +
      (scenario.sides
        ? 'Attackers set up on the west edge (red), Defenders in the east (blue).'
        : 'Dashed: the Deployment Zones the gangs choose from, the roll-off winner first.');
    let zones: MapZone[] = [];
    try {
      const gangs = seatedGangs(scenario, campaignSeats(options));
      const offered = zonesForGangs(scenario, board, gangs);
      const seen = new Set<string>();
      zones = offered.flatMap((list, g) =>
        list.flatMap((zone) => {
          const key = `${gangs[g]?.side ?? ''}:${zone.id}`;
          if (seen.has(key)) return [];
          seen.add(key);
          const side = gangs[g]?.side;
          return [{ zone, colour: side ? SIDE_COLOURS[side] : ZONE_COLOUR }];
        }),
      );
    } catch {
      // No zones for this many gangs (or sides): the problems say why; the map shows the board alone.
    }
    drawBoardMap(map, board, zones, objectiveMarks(board, zones));
  };

  /** Where the Objectives go: the level's spots, or one diagonally in from each corner zone (Take What is Theirs). */
  const objectiveMarks = (board: VoxelBoard, zones: readonly MapZone[]): MapMark[] => {
    const o = scenario.objectives;
    if (!o) return [];
    if (o.place === 'level') return levelObjectiveSpots(board, scenario.id).slice(0, o.count);
    const step = o.inches / Math.SQRT2;
    return zones.flatMap(({ zone }) => {
      const c = zone.corner;
      if (!c) return [];
      return [
        {
          x: c.x + Math.sign(board.width / 2 - c.x) * step,
          y: c.y + Math.sign(board.depth / 2 - c.y) * step,
        },
      ];
    });
  };

  const drawSeats = () => {
    const options = gangOptions();
    const gangs = seatedGangs(scenario, campaignSeats(options));
    replace(
      seatList,
      ...seats.map((seat, k) =>
        seatRow(
          k,
          seat,
          gangs[k]?.colour ?? '#888',
          options,
          scenario.sides !== undefined,
          seats.length > scenario.players.min,
          {
            change: (next) => {
              seats = seats.map((s, j) => (j === k ? next : s));
              screensRow.hidden = seats.filter((s) => s.who === 'human').length < 2;
              refresh(false);
            },
            remove: () => {
              seats = seats.filter((_, j) => j !== k);
              refresh(true);
            },
          },
        ),
      ),
    );
    addSeat.disabled = seats.length >= scenario.players.max;
    screensRow.hidden = seats.filter((s) => s.who === 'human').length < 2;
    addSeat.title = addSeat.disabled
      ? `${scenario.name} is played by at most ${scenario.players.max} gangs`
      : '';
  };

  /** Re-read the table: the seats' swatches (all of them when `structure` changed), the map, the problems, Start. */
  const refresh = (structure: boolean) => {
    const options = gangOptions();
    if (structure) drawSeats();
    else {
      const gangs = seatedGangs(scenario, campaignSeats(options));
      seatList.querySelectorAll<HTMLElement>('.seat .swatch').forEach((el, k) => {
        el.style.background = gangs[k]?.colour ?? '#888';
      });
    }
    drawMap(options);
    const found = seatProblems(scenario, level, campaignSeats(options));
    replace(problems, ...found.map((p) => h('li', {}, p)));
    startButton.textContent = `Start ${scenario.name}`;
    startButton.disabled = found.length > 0;
    startButton.title = found[0] ?? '';
  };

  const choose = (id: string) => {
    scenario = scenarioFile(id);
    level = boardsFor(id)[0] ?? null;
    seats = keptSeats(seats, scenario);
    drawList();
    drawDetail();
    refresh(true);
  };

  const add = () => {
    if (seats.length >= scenario.players.max) return;
    const ready = readyGangs(scenario.ducats);
    const gang = `ready:${ready[seats.length % Math.max(1, ready.length)]?.id ?? ''}`;
    const attackers = seats.filter((s) => s.side === 'attacker').length;
    const defenders = seats.filter((s) => s.side === 'defender').length;
    const side: Side = attackers <= defenders ? 'attacker' : 'defender';
    seats = [...seats, { who: 'normal', gang, ...(scenario.sides ? { side } : {}) }];
    refresh(true);
  };

  const start = () => {
    const options = gangOptions();
    const table = campaignSeats(options);
    if (seatProblems(scenario, level, table).length > 0) return;
    const setup = scenarioSetup(scenario.id, level, table);
    const difficulties: Record<string, Difficulty> = {};
    seats.forEach((s, k) => {
      const id = setup.gangs[k]?.id;
      if (id && s.who !== 'human') difficulties[id] = s.who;
    });
    host.start(setup, difficulties, screens.checked && seats.filter((s) => s.who === 'human').length > 1);
  };

  boardSelect.addEventListener('change', () => {
    level = boardSelect.value;
    refresh(false);
  });

  const page = h(
    'main',
    { class: 'scenario-page', id: 'scenario-page', 'aria-label': 'Choose a scenario' },
    h(
      'header',
      {},
      h('h1', {}, 'The Winds of Fate'),
      h('button', { id: 'scenario-back', onclick: () => host.back() }, 'Back to the menu'),
    ),
    h('div', { class: 'scenario-body' }, list, detail),
    h('footer', {}, problems, startButton),
  );
  drawList();
  drawDetail();
  refresh(true);
  uiLayer().append(page);
  void host
    .savedGangs()
    .then((s) => {
      saved = s;
      refresh(true);
    })
    .catch(() => {
      // Saved gangs cannot be read here: the ready-made gangs are offered (the builder says what went wrong).
    });
  return page;
}
