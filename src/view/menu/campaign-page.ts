/**
 * The campaign page of the menu (rulebook "Campaigns"; docs/campaign.md): with no campaign under way, the gangs
 * and the computer's level to start one; with one, the five scenarios done and to come with their results, the
 * standings, a chart of Victory Points per scenario, the gang, and the next scenario one click away. A campaign that
 * cannot be read says why and stays until it is abandoned (twice). A DOM panel over the menu's backdrop.
 */
import type { Difficulty } from '../../ai/index.ts';
import type { CampaignFound } from '../../app/campaign-store.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import {
  CAMPAIGN_SCENARIOS,
  type Campaign,
  type CampaignResult,
  computerGang,
  newCampaign,
  nextScenario,
  pickedSelection,
  selectionFor,
  standings,
} from '../../campaign/campaign.ts';
import { checkRoster, type Roster, rosterFromGangFile } from '../../campaign/roster.ts';
import { readyGangs } from '../../content/gangs/index.ts';
import { getProfile } from '../../content/profiles.ts';
import { type ScenarioFile, scenarioFile } from '../../content/scenarios.ts';
import { h } from '../hud/dom-builder.ts';
import './menu.css';

/** What the page needs from the menu. */
export interface CampaignPageHost {
  /** Keep a new campaign as the one under way. */
  begin(c: Campaign): Promise<void>;
  /**
   * Play the campaign's next scenario (`attacks`: the person's side in Street Fight, where it chooses; `picked`: the
   * person's selection of its gang, by member index, where the scenario takes fewer Ducats).
   */
  play(c: Campaign, attacks?: boolean, picked?: readonly number[]): void;
  abandon(): Promise<void>;
  export(c: Campaign): void;
  /** Read a campaign file chosen by the person (the page is drawn again, saying what became of it). */
  import(): void;
  back(): void;
}

/** A button that acts on its second press (the first says what it will do). */
function twice(label: string, sure: string, act: () => void, id: string): HTMLButtonElement {
  const b = h('button', { class: 'continue-small', id }, label);
  let armed = false;
  b.onclick = () => {
    if (armed) return act();
    armed = true;
    b.textContent = sure;
  };
  return b;
}

/** How a side did in one result, in words: `7 VP · won`. */
function outcome(r: CampaignResult): string {
  const won = r.winner === 'player' ? 'won' : r.winner === 'computer' ? 'lost' : 'drawn';
  return `${r.vp.player} – ${r.vp.computer} · ${won}`;
}

/** Bars of Victory Points per scenario played, yours beside the computer's. */
function chart(c: Campaign): HTMLElement {
  const most = Math.max(1, ...c.results.flatMap((r) => [r.vp.player, r.vp.computer]));
  const bar = (vp: number, who: string) =>
    h('span', {
      class: `campaign-bar ${who}`,
      style: `height:${Math.round((60 * vp) / most)}px`,
      title: `${vp} VP`,
    });
  const key = (who: string, words: string) =>
    h('span', { class: 'campaign-key' }, h('span', { class: `campaign-bar ${who}` }), words);
  const columns = h(
    'div',
    {
      class: 'campaign-chart',
      role: 'img',
      'aria-label': 'Victory Points per scenario, yours and the computer’s',
    },
    ...c.results.map((r) =>
      h(
        'div',
        { class: 'campaign-column' },
        h('div', { class: 'campaign-bars' }, bar(r.vp.player, 'player'), bar(r.vp.computer, 'computer')),
        h('span', { class: 'campaign-label' }, scenarioFile(r.scenario).name),
      ),
    ),
  );
  return h(
    'div',
    {},
    columns,
    h('p', { class: 'campaign-facts' }, key('player', ' you'), key('computer', ' the computer')),
  );
}

/**
 * Who of the campaign gang plays `scenario` (fewer Ducats than the gang's): a box per character, the selection
 * rule's pick ticked to start with, the Ducats counted and the first gang-building problem said as the person
 * changes it; the Play buttons wait while the selection may not play.
 */
function selectionPicker(c: Campaign, scenario: ScenarioFile): { root: HTMLElement; chosen(): number[] } {
  const start = selectionFor(c.player, scenario);
  const chosen = new Set(c.player.members.flatMap((m, k) => (start.members.includes(m) ? [k] : [])));
  const said = h('p', { class: 'continue-note campaign-pick-note', role: 'status' });
  const root = h('fieldset', { class: 'campaign-pick' });
  const check = () => {
    const cost = [...chosen].reduce((n, k) => n + getProfile(c.player.members[k]!.profile).cost, 0);
    let problem: string | null = null;
    try {
      pickedSelection(c.player, scenario, [...chosen]);
    } catch (e) {
      problem = (e as Error).message;
    }
    said.textContent = problem ?? `${cost} of ${scenario.ducats} Ducats: ready.`;
    for (const b of root.ownerDocument.querySelectorAll<HTMLButtonElement>('.campaign-page button.primary'))
      b.disabled = problem !== null;
  };
  const boxes = c.player.members.map((m, k) => {
    const box = h('input', { type: 'checkbox', id: `pick-${k}`, checked: chosen.has(k) || undefined });
    box.addEventListener('change', () => {
      if (box.checked) chosen.add(k);
      else chosen.delete(k);
      check();
    });
    const p = getProfile(m.profile);
    return h('label', { class: 'toggle', for: `pick-${k}` }, box, ` ${m.name ?? p.name} (${p.cost})`);
  });
  root.append(h('legend', {}, `Who plays ${scenario.name} (${scenario.ducats} Ducats)`), ...boxes, said);
  queueMicrotask(check);
  return { root, chosen: () => [...chosen].sort((a, b) => a - b) };
}

/** The page for a campaign under way. */
function campaignView(c: Campaign, host: CampaignPageHost): (HTMLElement | null)[] {
  const score = standings(c);
  const next = nextScenario(c);
  const rows = CAMPAIGN_SCENARIOS.map((id, k) => {
    const s = scenarioFile(id);
    const r = c.results[k];
    const state = r ? outcome(r) : k === c.results.length ? 'next' : 'to come';
    return h(
      'li',
      {
        class: `campaign-scenario${r ? ' done' : k === c.results.length ? ' next' : ''}`,
        'data-scenario': id,
      },
      h('span', { class: 'campaign-name' }, `${k + 1}. ${s.name}`),
      h('span', { class: 'campaign-facts' }, `${s.ducats} Ducats · ${s.rounds} rounds`),
      h('span', { class: 'campaign-state' }, state),
    );
  });
  const over = next === null;
  const verdict =
    score.player > score.computer
      ? 'You won the campaign.'
      : score.player < score.computer
        ? 'The computer won the campaign.'
        : 'The campaign ends level.';
  const rival = computerGang(c, Math.min(c.results.length, CAMPAIGN_SCENARIOS.length - 1));
  // Where the next scenario takes fewer Ducats, the person picks who plays it (the rule's pick to start from).
  const pick = next && next.ducats < c.ducats ? selectionPicker(c, next) : null;
  return [
    h('h2', {}, `${c.player.name} against ${rival.name}`),
    h(
      'p',
      { class: 'campaign-standings', role: 'status' },
      `Standings: you ${score.player} VP, the computer ${score.computer} VP${over ? ` — ${verdict}` : ''}`,
    ),
    h('ol', { class: 'campaign-scenarios' }, ...rows),
    c.results.length > 0 ? chart(c) : null,
    pick?.root ?? null,
    next?.sides && score.player <= score.computer
      ? // Behind (or level), the person chooses Street Fight's side (docs/campaign.md).
        h(
          'p',
          {},
          h(
            'button',
            { class: 'primary', id: 'campaign-attack', onclick: () => host.play(c, true, pick?.chosen()) },
            `${next.name} as the Attacker`,
          ),
          ' ',
          h(
            'button',
            { class: 'primary', id: 'campaign-defend', onclick: () => host.play(c, false, pick?.chosen()) },
            `${next.name} as the Defender`,
          ),
        )
      : next
        ? h(
            'button',
            { class: 'primary', id: 'campaign-play', onclick: () => host.play(c, undefined, pick?.chosen()) },
            `Play ${next.name}`,
          )
        : null,
    h(
      'details',
      { class: 'campaign-gang' },
      h('summary', {}, `Your gang (${c.ducats} Ducats): ${c.player.members.length} characters`),
      h('p', { class: 'sub' }, c.player.members.map((m) => m.name ?? getProfile(m.profile).name).join(', ')),
    ),
    h(
      'div',
      { class: 'continue-more' },
      h(
        'button',
        { class: 'continue-small', id: 'campaign-export', onclick: () => host.export(c) },
        'Export',
      ),
      twice('Abandon', 'Abandon it for good', () => void host.abandon(), 'campaign-abandon'),
    ),
  ];
}

/** The form that starts a campaign: your gang (ready-made or saved), the computer's and how it plays, or a file. */
function startView(host: CampaignPageHost, saved: readonly Roster[]): HTMLElement[] {
  const ready = readyGangs(150).map(rosterFromGangFile);
  const yours = [...ready, ...saved.filter((g) => checkRoster(g).ok && g.members.length > 0)];
  const label = (g: Roster) => `${g.faction} — ${g.name} (${g.ducats} Ducats)`;
  const mine = h(
    'select',
    { id: 'campaign-gang' },
    ...yours.map((g, k) => h('option', { value: String(k) }, label(g))),
  );
  const theirs = h(
    'select',
    { id: 'campaign-rival' },
    ...ready.map((g, k) => h('option', { value: String(k) }, label(g))),
  );
  theirs.value = ready.length > 1 ? '1' : '0';
  const rivals = h(
    'select',
    { id: 'campaign-rivals' },
    h('option', { value: 'same' }, 'The same gang in every scenario'),
    h('option', { value: 'each' }, 'Another gang each scenario (the ready-made gangs in turn)'),
  );
  const level = h(
    'select',
    { id: 'campaign-difficulty' },
    h('option', { value: 'normal' }, 'Normal'),
    h('option', { value: 'easy' }, 'Easy'),
    h('option', { value: 'hard' }, 'Hard'),
  );
  const start = () => {
    const a = yours[Number(mine.value)]!;
    const first = Number(theirs.value);
    const count = rivals.value === 'each' ? CAMPAIGN_SCENARIOS.length : 1;
    // The computer's gangs at the campaign's Ducats: a selection of a ready-made gang where they are fewer.
    const terms = { name: 'the campaign', ducats: a.ducats, leaderRequired: true };
    const computer = Array.from({ length: count }, (_, k) => {
      const g = ready[(first + k) % ready.length]!;
      const fitted = { ...selectionFor(g, terms), ducats: a.ducats };
      return fitted.id === a.id ? { ...fitted, id: `${fitted.id}-rival` } : fitted;
    });
    void host.begin(newCampaign(a, computer, level.value as Difficulty));
  };
  return [
    h(
      'p',
      { class: 'sub' },
      'The five scenarios of The Winds of Fate in turn, your gang against the computer’s, both at your gang’s ' +
        'Ducats (150 recommended: build one with "Build a gang"). Where a scenario takes fewer Ducats, a selection ' +
        'of each gang plays it. Each result is kept; the standings add up the Victory Points.',
    ),
    h(
      'div',
      { class: 'options' },
      h('label', { for: 'campaign-gang' }, 'Your gang', mine),
      h('label', { for: 'campaign-rival' }, 'The computer’s gang', theirs),
      h('label', { for: 'campaign-rivals' }, 'Opponents', rivals),
      h('label', { for: 'campaign-difficulty' }, 'Computer', level),
    ),
    h('button', { class: 'primary', id: 'campaign-start', onclick: start }, 'Start the campaign'),
    h(
      'p',
      {},
      h(
        'button',
        { class: 'continue-small', id: 'campaign-import', onclick: () => host.import() },
        'Import a campaign…',
      ),
    ),
  ];
}

/**
 * Build and show the campaign page for what was found (`saved`: the builder's gangs, offered for a new campaign;
 * `notice`: what became of an import). Returns the panel (remove it when the page closes).
 */
export function campaignPage(
  found: CampaignFound,
  host: CampaignPageHost,
  saved: readonly Roster[] = [],
  notice: string | null = null,
): HTMLElement {
  const body =
    found.kind === 'campaign'
      ? campaignView(found.campaign, host)
      : found.kind === 'refused'
        ? [
            h('p', { class: 'continue-note' }, `The campaign cannot be read. ${found.reason}`),
            twice('Abandon', 'Abandon it for good', () => void host.abandon(), 'campaign-abandon'),
          ]
        : startView(host, saved);
  const panel = h(
    'main',
    { class: 'menu-panel campaign-page', 'aria-label': 'Campaign' },
    h('h1', { class: 'campaign-title' }, 'Campaign'),
    notice ? h('p', { class: 'continue-note', role: 'status' }, notice) : null,
    ...body,
    h('p', {}, h('button', { id: 'campaign-back', onclick: () => host.back() }, 'Back to the menu')),
  );
  uiLayer().append(panel);
  return panel;
}
