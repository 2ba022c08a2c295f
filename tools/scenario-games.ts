/**
 * `npm run scenario-games -- [--seeds N] [--from S] [--scenario ID]`: the normal computer plays each scenario of The
 * Winds of Fate against itself for N seeds (default 10, from seed S, default 1) as the rulebook sets it up (the
 * players' roll-off, zones and deployment), then each game is checked: its log is sound ({@link logProblems}) and its
 * record replays event for event. One line per game, then a summary; exit code 1 when any game is unsound.
 */
import { pathToFileURL } from 'node:url';
import { chooseCommand } from '../src/ai/index.ts';
import { type Player, playOut } from '../src/ai/play-out.ts';
import { defaultMatchSetup } from '../src/campaign/default-match.ts';
import {
  charactersOnBoard,
  createMatch,
  loadLevel,
  type Match,
  replay,
  scenarioIds,
  scenarioOf,
} from '../src/rules/index.ts';
import { flagsOf } from './flags.ts';

/** One game of scenario `scenario` with seed `seed`, the normal computer on every side. */
export function playScenarioGame(scenario: string, seed: number): Match {
  const setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, deployment: 'players' });
  const m = createMatch(setup, seed, loadLevel(setup.level));
  const players: Record<string, Player> = {};
  setup.gangs.forEach((g, k) => {
    players[g.id] = (x) => chooseCommand(x, g.id, { difficulty: 'normal', seed: seed * 2 + k }).command;
  });
  return playOut(m, players);
}

/**
 * What is wrong with the log of finished match `m`, or []: events numbered 1…n from `match-start` to a last
 * `game-end` whose Victory Points are the match's; the game ran the scenario's Duration unless a side was left alone;
 * each gang's Victory Points are its Primary Objective's (the characters standing, the `objective-scored` and
 * `escaped` events, or Street Fight's kills) plus its Agendas' `agenda` scored events (none at all under Secondary
 * without an Agenda achieved); every Objective event names an
 * Objective set up before it, and a carried Objective is dropped, taken or scored by its carrier only.
 */
export function logProblems(m: Match): string[] {
  const out: string[] = [];
  const log = m.log;
  const scenario = scenarioOf(m.setup.scenario);
  if (log[0]?.type !== 'match-start') out.push('the log does not open with match-start');
  log.forEach((e, k) => {
    if (e.seq !== k + 1) out.push(`event ${k} has seq ${e.seq}`);
  });
  const last = log[log.length - 1];
  if (!m.over || last?.type !== 'game-end') out.push('the game did not end with game-end');
  else if (JSON.stringify(last.vp) !== JSON.stringify(m.vp))
    out.push('game-end and the match disagree on the VP');
  const c = m.world.components;
  const sides = new Set(charactersOnBoard(m.world).map((e) => c.Gang.team[e]));
  if (m.round !== scenario.rounds && sides.size > 1)
    out.push(`the game ended in round ${m.round} of ${scenario.rounds} with ${sides.size} sides standing`);
  const placed = new Set<string>();
  const carrier = new Map<string, string>();
  for (const e of log) {
    if (e.type === 'objective-placed') placed.add(e.objective);
    else if (e.type.startsWith('objective-') && 'objective' in e) {
      const o = e.objective as string;
      if (!placed.has(o)) out.push(`${e.type} of ${o} before it was set up`);
      if (e.type === 'objective-picked-up') {
        if (carrier.has(o)) out.push(`${o} picked up while ${carrier.get(o)} carries it`);
        carrier.set(o, e.character);
      } else if (e.type === 'objective-taken') {
        if (carrier.get(o) !== e.from) out.push(`${o} taken from ${e.from}, who does not carry it`);
        carrier.set(o, e.character);
      } else if (e.type === 'objective-dropped') {
        if (carrier.get(o) !== e.character) out.push(`${o} dropped by ${e.character}, who does not carry it`);
        carrier.delete(o);
      } else if (e.type === 'objective-destroyed') carrier.delete(o);
    }
  }
  m.setup.gangs.forEach((g, k) => {
    const agendas = log.reduce(
      (s, e) => s + (e.type === 'agenda' && e.change === 'scored' && e.gang === g.id ? e.vp : 0),
      0,
    );
    const objectives = log.reduce(
      (s, e) => s + (e.type === 'objective-scored' && e.gang === g.id ? e.vp : 0),
      0,
    );
    const escaped = log.reduce((s, e) => s + (e.type === 'escaped' && e.gang === g.id ? e.vp : 0), 0);
    const vp = m.vp[g.id] ?? 0;
    const primary = scenario.primary;
    // Secondary (rulebook "Agendas"): a gang that achieved no Agenda scores no Victory Points at all.
    const scoredAgendas = log.some((e) => e.type === 'agenda' && e.change === 'scored' && e.gang === g.id);
    if (scenario.agendas.rules.includes('Secondary') && !scoredAgendas) {
      if (vp !== 0) out.push(`${g.id}: ${vp} VP, but Secondary gives none without an Agenda achieved`);
      return;
    }
    if (primary.kind === 'characters-on-board') {
      const standing = charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === k).length;
      if (vp !== standing * primary.vp + agendas)
        out.push(`${g.id}: ${vp} VP, but ${standing} standing and ${agendas} from Agendas`);
    } else if (primary.kind === 'street-fight') {
      const kills = vp - agendas - escaped;
      const attackersDown = log.filter(
        (e) => e.type === 'casualty' && m.setup.gangs.find((x) => x.id === e.gang)?.side === 'attacker',
      ).length;
      if (kills < 0 || kills > attackersDown)
        out.push(
          `${g.id}: ${vp} VP do not add up (${escaped} escaped, ${agendas} from Agendas, ${attackersDown} Attackers down)`,
        );
    } else if (vp !== objectives + agendas) {
      out.push(`${g.id}: ${vp} VP, but ${objectives} from Objectives and ${agendas} from Agendas`);
    }
  });
  return out;
}

/** Whether the record of `m` replays to the same events. */
export function replaysIdentically(m: Match): boolean {
  const again = replay({ setup: m.setup, seed: m.seed, commands: m.commands }, loadLevel(m.setup.level));
  return JSON.stringify(again.log) === JSON.stringify(m.log);
}

function main(): void {
  const { values } = flagsOf('scenario-games', {
    seeds: { type: 'string' },
    from: { type: 'string' },
    scenario: { type: 'string' },
  });
  const arg = (name: string) => values[name] as string | undefined;
  const seeds = Number(arg('seeds') ?? '10');
  const from = Number(arg('from') ?? '1');
  const only = arg('scenario');
  if (!Number.isInteger(seeds) || seeds < 1 || !Number.isInteger(from)) {
    process.stderr.write('scenario-games: --seeds and --from must be whole numbers\n');
    process.exit(2);
  }
  if (only && !scenarioIds().includes(only)) {
    process.stderr.write(`scenario-games: unknown scenario "${only}" (known: ${scenarioIds().join(', ')})\n`);
    process.exit(2);
  }
  let bad = 0;
  for (const scenario of only ? [only] : scenarioIds()) {
    for (let seed = from; seed < from + seeds; seed++) {
      const m = playScenarioGame(scenario, seed);
      const problems = logProblems(m);
      const same = replaysIdentically(m);
      if (!same) problems.push('the record does not replay to the same events');
      if (problems.length > 0) bad++;
      const kinds = [
        ...new Set(m.log.map((e) => e.type).filter((t) => t.startsWith('objective-') || t === 'escaped')),
      ];
      process.stdout.write(
        `${problems.length === 0 ? 'ok ' : 'BAD'} ${scenario} seed ${seed}: round ${m.round}, ${JSON.stringify(m.vp)}, ${m.log.length} events${kinds.length ? `, ${kinds.join(' ')}` : ''}${same ? ', replays identically' : ''}\n`,
      );
      for (const p of problems) process.stdout.write(`    ${p}\n`);
    }
  }
  process.stdout.write(`${bad === 0 ? 'all games sound' : `${bad} unsound games`}\n`);
  process.exit(bad === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
