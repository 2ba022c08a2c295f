/**
 * The Winds of Fate as a campaign (rulebook "Campaigns", "The Winds of Fate"; our readings in docs/campaign.md): the
 * five scenarios in the rulebook's order, a person's gang against the computer's — the same opponent throughout or a
 * new faction for each scenario. Each gang is built once at the campaign's Ducats; for a scenario of fewer Ducats a
 * selection of it plays, keeping the Frequency rules. After each scenario its result is noted (Victory Points, the
 * winner, the Agendas scored, who was taken out, Fortune's Favour); the rulebook prints no experience or injuries, so
 * a gang comes back whole. Pure data and functions: the browser keeps the file (src/app), the headless test plays it.
 */
import * as v from 'valibot';
import { keepMembers } from '../content/apprenticeship.ts';
import { getProfile } from '../content/profiles.ts';
import { type ScenarioFile, scenarioFile } from '../content/scenarios.ts';
import { type Controller, type GangSetup, type Match, type MatchSetup, summarise } from '../rules/index.ts';
import { defaultMatchSetup } from './default-match.ts';
import { clipped, schemaProblems, versionProblem } from './match-record.ts';
import type { Roster } from './roster.ts';
import { type GangTerms, scenarioGangProblem, toGangSetup } from './roster-match.ts';
import { RosterSchema } from './roster-save.ts';

/** The `format` and version of a campaign file. */
export const CAMPAIGN_FORMAT = 'carnevale-campaign';
export const CAMPAIGN_VERSION = 1;
/** The scenarios of The Winds of Fate, in the rulebook's order. */
export const CAMPAIGN_SCENARIOS = [
  'gang-war',
  'secure-arms',
  'acquisition',
  'take-what-is-theirs',
  'street-fight',
] as const;

/** Who a result is about: the person's gang or the computer's. */
export type CampaignSide = 'player' | 'computer';

/** What one scenario of the campaign came to. */
export interface CampaignResult {
  readonly scenario: string;
  readonly vp: Readonly<Record<CampaignSide, number>>;
  readonly winner: CampaignSide | null;
  /** Names of the Agendas each side scored. */
  readonly agendas: Readonly<Record<CampaignSide, readonly string[]>>;
  /** Display names of each side's characters taken out. */
  readonly takenOut: Readonly<Record<CampaignSide, readonly string[]>>;
  /** Who held Fortune's Favour at the end. */
  readonly fortune: CampaignSide | null;
}

/** A campaign: the gangs, who plays the computer's, and the results so far (one per scenario played, in order). */
export interface Campaign {
  readonly format: typeof CAMPAIGN_FORMAT;
  readonly version: number;
  /** The Ducats every gang was built for (150 recommended). */
  readonly ducats: number;
  /** The person's gang, built at `ducats`. */
  readonly player: Roster;
  /** The computer's gangs: one for the whole campaign, or one for each scenario (a new faction each time). */
  readonly computer: readonly Roster[];
  /** How hard the computer plays. */
  readonly difficulty: 'easy' | 'normal' | 'hard';
  readonly results: readonly CampaignResult[];
}

/** A new campaign of `player` against `computer` (one gang, or five: one per scenario). */
export function newCampaign(
  player: Roster,
  computer: readonly Roster[],
  difficulty: Campaign['difficulty'] = 'normal',
): Campaign {
  if (computer.length !== 1 && computer.length !== CAMPAIGN_SCENARIOS.length)
    throw new Error(
      `the computer plays one gang, or one for each of the ${CAMPAIGN_SCENARIOS.length} scenarios`,
    );
  return {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    ducats: player.ducats,
    player,
    computer,
    difficulty,
    results: [],
  };
}

/** The scenario to play next, or null when the campaign is over. */
export function nextScenario(c: Campaign): ScenarioFile | null {
  const id = CAMPAIGN_SCENARIOS[c.results.length];
  return id ? scenarioFile(id) : null;
}

/** The computer's gang for the `k`-th scenario. */
export function computerGang(c: Campaign, k: number): Roster {
  return c.computer[c.computer.length === 1 ? 0 : k]!;
}

/** Each side's campaign Victory Points so far. */
export function standings(c: Campaign): Record<CampaignSide, number> {
  const out = { player: 0, computer: 0 };
  for (const r of c.results) {
    out.player += r.vp.player;
    out.computer += r.vp.computer;
  }
  return out;
}

/**
 * The selection of `gang` that plays `scenario` (or any terms: Ducats, a Leader or not) (rulebook "Campaigns": for
 * fewer Ducats than the campaign's, a
 * selection of the gang, still under the Frequency rules): its Leader first, then its Henchmen, then its Heroes, each
 * kept when the selection stays legal for the scenario (its Ducats; one Leader unless the scenario waives it; Heroes
 * never outnumber Henchmen; Unique once), and its Equipment while the Ducats allow. The whole gang when it fits.
 * @throws Error naming the gang when no selection of it may play the scenario.
 */
export function selectionFor(gang: Roster, scenario: GangTerms): Roster {
  if (scenarioGangProblem(gang, scenario) === null) return gang;
  const rank = (k: number) => {
    const roles = getProfile(gang.members[k]!.profile).roles;
    return roles.includes('Leader') ? 0 : roles.includes('Henchman') ? 1 : 2;
  };
  const order = gang.members.map((_, k) => k).sort((a, b) => rank(a) - rank(b) || a - b);
  let picked: Roster = { ...gang, members: [], equipment: [] };
  const tryWith = (next: Roster) => {
    if (next.members.length > 0 && scenarioGangProblem(next, scenario) === null) picked = next;
  };
  // Members one by one: each kept when the selection is legal with it (a Hero waits for a Henchman: a second pass),
  // in the gang's order (an Apprentice's mentor renumbered: content/apprenticeship.ts `keepMembers`).
  const chosen = new Set<number>();
  for (let pass = 0; pass < 2; pass++)
    for (const k of order) {
      if (chosen.has(k)) continue;
      const before = picked;
      tryWith({ ...picked, members: keepMembers(gang.members, (_, i) => chosen.has(i) || i === k) });
      if (picked !== before) chosen.add(k);
    }
  for (const e of gang.equipment) tryWith({ ...picked, equipment: [...picked.equipment, e] });
  const problem = scenarioGangProblem(picked, scenario);
  if (problem) throw new Error(problem);
  return picked;
}

/**
 * The selection of `gang` a person picked for `scenario`: the members at `picked` (indexes) and the gang's Equipment
 * while the Ducats allow.
 * @throws Error with the first gang-building problem when the selection may not play the scenario.
 */
export function pickedSelection(gang: Roster, scenario: GangTerms, picked: readonly number[]): Roster {
  const members = keepMembers(gang.members, (_, k) => picked.includes(k));
  let out: Roster = { ...gang, members, equipment: [] };
  for (const e of gang.equipment) {
    const next = { ...out, equipment: [...out.equipment, e] };
    if (scenarioGangProblem(next, scenario) === null) out = next;
  }
  const problem = scenarioGangProblem(out, scenario);
  if (problem) throw new Error(problem);
  return out;
}

/**
 * The match of the campaign's next scenario: the person's selection against the computer's, set up by the players
 * as the rulebook orders, on the first board that serves the scenario. Street Fight: the side behind on the
 * campaign's Victory Points chooses its side, the person's when level (docs/campaign.md) — `attacks` is the person's
 * choice (default: defend); the computer behind chooses to defend. `picked`: the person's own selection (indexes of
 * its gang's members, see {@link pickedSelection}) instead of {@link selectionFor}'s.
 * @throws Error when the campaign is over, or a gang cannot play the scenario.
 */
export function campaignSetup(
  c: Campaign,
  controllers: readonly [Controller, Controller] = ['human', 'ai'],
  attacks?: boolean,
  picked?: readonly number[],
): MatchSetup {
  const scenario = nextScenario(c);
  if (!scenario) throw new Error('the campaign is over');
  const k = c.results.length;
  const base = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario: scenario.id, deployment: 'players' });
  const mine = toGangSetup(
    picked ? pickedSelection(c.player, scenario, picked) : selectionFor(c.player, scenario),
    controllers[0],
  );
  const rival = computerGang(c, k);
  const theirs = toGangSetup(
    selectionFor(rival, scenario),
    controllers[1],
    rival.id === mine.id ? `${rival.id}-rival` : rival.id,
  );
  const gangs: GangSetup[] = [mine, theirs];
  if (scenario.sides) {
    const score = standings(c);
    // The side behind chooses (level: the person's); the computer chooses to defend.
    const playerAttacks = score.computer < score.player || (attacks ?? false);
    gangs[0] = { ...mine, side: playerAttacks ? 'attacker' : 'defender' };
    gangs[1] = { ...theirs, side: playerAttacks ? 'defender' : 'attacker' };
  }
  return { ...base, gangs };
}

/** The result of the campaign's match `m` (played from {@link campaignSetup}: gang 0 the person's). */
export function resultOf(m: Match): CampaignResult {
  const [mine, theirs] = m.setup.gangs;
  const side = (gang: string | null): CampaignSide | null =>
    gang === mine?.id ? 'player' : gang === theirs?.id ? 'computer' : null;
  const agendas: Record<CampaignSide, string[]> = { player: [], computer: [] };
  // Characters by id, in the order they were taken out; one that stands up again (Resurrection) is set up anew.
  const out: Record<CampaignSide, string[]> = { player: [], computer: [] };
  let fortune: CampaignSide | null = null;
  const names = new Map(summarise(m).characters.map((c) => [c.id, c.name]));
  for (const e of m.log) {
    if (e.type === 'agenda' && e.change === 'scored') {
      const s = side(e.gang);
      if (s) agendas[s].push(e.agenda);
    }
    if (e.type === 'casualty') {
      const s = side(e.gang);
      if (s) out[s].push(e.character);
    }
    if (e.type === 'deploy' && e.round > 0) {
      const s = side(e.gang);
      if (s) out[s] = out[s].filter((id) => id !== e.character);
    }
    if (e.type === 'fortune') fortune = side(e.gang);
  }
  const takenOut: Record<CampaignSide, string[]> = {
    player: out.player.map((id) => names.get(id) ?? id),
    computer: out.computer.map((id) => names.get(id) ?? id),
  };
  return {
    scenario: m.setup.scenario,
    vp: { player: m.vp[mine!.id] ?? 0, computer: m.vp[theirs!.id] ?? 0 },
    winner: side(m.winner),
    agendas,
    takenOut,
    fortune,
  };
}

/** The campaign with the result of its next scenario noted. */
export function noteResult(c: Campaign, result: CampaignResult): Campaign {
  const next = nextScenario(c);
  if (!next || next.id !== result.scenario)
    throw new Error(`the campaign's next scenario is ${next?.name ?? 'none'}, not ${result.scenario}`);
  return { ...c, results: [...c.results, result] };
}

const sideNames = v.picklist(['player', 'computer']);
const names = v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(60));
const ResultSchema = v.object({
  scenario: v.picklist(CAMPAIGN_SCENARIOS),
  vp: v.object({ player: v.pipe(v.number(), v.integer()), computer: v.pipe(v.number(), v.integer()) }),
  winner: v.nullable(sideNames),
  agendas: v.object({ player: names, computer: names }),
  takenOut: v.object({ player: names, computer: names }),
  fortune: v.nullable(sideNames),
});

/** The schema of a campaign file. */
export const CampaignSchema = v.object({
  format: v.literal(CAMPAIGN_FORMAT),
  version: v.literal(CAMPAIGN_VERSION),
  ducats: v.pipe(v.number(), v.integer(), v.minValue(75), v.maxValue(150)),
  player: RosterSchema,
  computer: v.pipe(v.array(RosterSchema), v.minLength(1), v.maxLength(CAMPAIGN_SCENARIOS.length)),
  difficulty: v.picklist(['easy', 'normal', 'hard']),
  results: v.pipe(v.array(ResultSchema), v.maxLength(CAMPAIGN_SCENARIOS.length)),
});

/** A campaign read back: the campaign, or why it cannot be used (naming the field). */
export type CampaignRead =
  | { readonly ok: true; readonly campaign: Campaign }
  | { readonly ok: false; readonly reason: string };

/**
 * Check a campaign file. `where` names it in messages. Refuses what is not a campaign of this version (named), any
 * field the schema refuses, results out of the scenarios' order. Never throws.
 */
export function parseCampaign(json: unknown, where = 'The campaign'): CampaignRead {
  const problem = versionProblem(json, where, CAMPAIGN_FORMAT, CAMPAIGN_VERSION, 'a campaign');
  if (problem) return { ok: false, reason: problem };
  const r = v.safeParse(CampaignSchema, json);
  if (!r.success) return { ok: false, reason: schemaProblems(where, r.issues) };
  const c = r.output as Campaign;
  const wrong = c.results.findIndex((x, k) => x.scenario !== CAMPAIGN_SCENARIOS[k]);
  if (wrong >= 0)
    return {
      ok: false,
      reason: clipped(
        `${where}: results[${wrong}]: ${c.results[wrong]!.scenario} is not the campaign's scenario ${wrong + 1}.`,
      ),
    };
  if (c.computer.length !== 1 && c.computer.length !== CAMPAIGN_SCENARIOS.length)
    return { ok: false, reason: `${where}: computer: expected 1 gang or ${CAMPAIGN_SCENARIOS.length}.` };
  return { ok: true, campaign: c };
}
