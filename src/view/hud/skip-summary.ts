/**
 * The summary shown after the computer's turns were skipped (the top bar's Skip): from the events played meanwhile,
 * what each character did (its actions, by kind), who lost Life Points and who was taken out, the Agendas scored and
 * the rounds that ended. Pure: a list of lines in our words.
 */
import { getAgenda } from '../../content/agendas.ts';
import type { MatchEvent } from '../../rules/index.ts';
import type { Names } from './log-lines.ts';

/** Words for the kinds of action in `action` events. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  'run-climb': 'Run/Climb',
  jump: 'Jump',
  'chained-jump': 'Chained Jump',
  combat: 'attack',
  grapple: 'Grapple',
  drown: 'Drown',
  cast: 'spell',
  dive: 'Dive',
  hide: 'Hide',
  guard: 'Guard',
  row: 'Row',
  fly: 'Fly',
};

/** The summary's lines for `events` (in log order), or one line saying nothing happened. */
export function skipSummary(events: readonly MatchEvent[], names: Names): string[] {
  const actions = new Map<string, Map<string, number>>();
  const lost = new Map<string, number>();
  const out: string[] = [];
  const fallen: string[] = [];
  const rounds: number[] = [];
  const agendas: string[] = [];
  for (const e of events) {
    if (e.type === 'action' && e.ap > 0) {
      const kinds = actions.get(e.character) ?? new Map<string, number>();
      const word = ACTION_WORDS[e.action] ?? e.action;
      kinds.set(word, (kinds.get(word) ?? 0) + 1);
      actions.set(e.character, kinds);
    } else if (e.type === 'life-points' && e.lpBefore > e.lpAfter) {
      lost.set(e.character, (lost.get(e.character) ?? 0) + (e.lpBefore - e.lpAfter));
    } else if (e.type === 'casualty') fallen.push(names.character(e.character));
    else if (e.type === 'round-end') rounds.push(e.round);
    else if (e.type === 'agenda' && e.change === 'scored')
      agendas.push(`${names.gang(e.gang)} scores ${getAgenda(e.agenda).name} (+${e.vp} VP)`);
  }
  for (const [who, kinds] of actions) {
    const list = [...kinds].map(([k, n]) => (n > 1 ? `${n} × ${k}` : k)).join(', ');
    out.push(`${names.character(who)}: ${list}`);
  }
  if (lost.size > 0)
    out.push(`Life Points lost: ${[...lost].map(([who, n]) => `${names.character(who)} ${n}`).join(', ')}`);
  if (fallen.length > 0) out.push(`Taken out: ${fallen.join(', ')}`);
  out.push(...agendas);
  for (const r of rounds) out.push(`Game round ${r} ended`);
  return out.length > 0 ? out : ['Nothing happened: no character acted.'];
}
