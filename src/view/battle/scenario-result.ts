/**
 * What the end screen says of the scenario's Primary Objective (rulebook "The Winds of Fate"): a line per Objective —
 * the gang it scored for and why (carried, held, home), or that it scored nothing, or who destroyed it — and, in
 * Street Fight, the Attackers that got away by the far edge and the Attackers each Defender took out. Pure.
 */
import { type Match, primaryVp, scenarioOf, summarise } from '../../rules/index.ts';
import { objectiveName } from '../hud/scenario-lines.ts';
import { objectiveViews } from './objective-views.ts';

/** The end screen's section: a title and its lines (none when the scenario scores neither). */
export interface ScenarioResult {
  readonly title: string;
  readonly lines: readonly string[];
}

const gangName = (m: Match, id: string) => m.setup.gangs.find((g) => g.id === id)?.name ?? id;

/** Characters' names by id. */
function characterNames(m: Match): (id: string) => string {
  const names = new Map(summarise(m).characters.map((c) => [c.id, c.name]));
  return (id) => names.get(id) ?? id;
}

/** One line per Objective set up. */
function objectiveLines(m: Match): string[] {
  const names = new Map<string, string>();
  const scored = new Map<string, { gang: string; vp: number }>();
  const destroyed = new Map<string, string>();
  const placed: string[] = [];
  for (const e of m.log) {
    if (e.type === 'objective-placed') placed.push(e.objective);
    else if (e.type === 'objective-scored') scored.set(e.objective, { gang: e.gang, vp: e.vp });
    else if (e.type === 'objective-destroyed') destroyed.set(e.objective, e.character);
  }
  const character = characterNames(m);
  for (const o of objectiveViews(m)) if (o.carrier) names.set(o.id, character(o.carrier));
  return placed.map((id) => {
    const name = objectiveName(id);
    const by = destroyed.get(id);
    if (by) return `${name}: destroyed by ${character(by)}.`;
    const s = scored.get(id);
    const carried = names.get(id);
    if (!s) return `${name}: nobody held it at the end, no VP.`;
    const how = carried ? `, carried by ${carried}` : '';
    return `${name}: ${s.vp} VP to ${gangName(m, s.gang)}${how}.`;
  });
}

/** Street Fight: the Attackers that got away, and the Attackers each Defender took out. */
function streetFightLines(m: Match): string[] {
  const away = new Map<string, string[]>();
  const character = characterNames(m);
  for (const e of m.log)
    if (e.type === 'escaped') away.set(e.gang, [...(away.get(e.gang) ?? []), character(e.character)]);
  const vp = primaryVp(m, scenarioOf(m.setup.scenario).primary);
  return m.setup.gangs.map((g, k) => {
    if (g.side === 'attacker') {
      const names = away.get(g.id) ?? [];
      return names.length === 0
        ? `${g.name}: no Attacker got away.`
        : `${g.name}: ${names.length} got away by the far edge (${names.join(', ')}).`;
    }
    const n = vp[k] ?? 0;
    return `${g.name}: took out ${n} Attacker${n === 1 ? '' : 's'}.`;
  });
}

/** The end screen's section for match `m`'s scenario, or null when its Primary Objective scores neither. */
export function scenarioResult(m: Match): ScenarioResult | null {
  const primary = scenarioOf(m.setup.scenario).primary;
  if (primary.kind === 'street-fight') return { title: 'Street Fight', lines: streetFightLines(m) };
  if (primary.kind === 'characters-on-board') return null;
  const lines = objectiveLines(m);
  return lines.length > 0 ? { title: 'Objectives', lines } : null;
}
