/**
 * Record the golden replays: seeded games played to their end by the harness's bots, each kept as
 * match record (src/campaign/match-record.ts) with the fingerprint of its event log, and the fingerprint of every rules case's events.
 * `npm test` replays them (tests/golden/golden.test.ts) and fails on any change to what the engine does.
 *
 *   npm run golden:record                 every game and the rules cases
 *   npm run golden:record -- --only ID…   only the games named (ids as in tests/golden/games/)
 *   npm run golden:record -- --cases      only the rules cases' fingerprints
 *   npm run golden:record -- --stamp      no game played: each kept game replayed and, when its events are still
 *                                         the same, stamped with this game's record format, version and content
 *                                         hash (after a change of content that changes no play)
 *   npm run golden:record -- --reprint    no game played: each kept game replayed and, when it still ends as
 *                                         recorded (as many events, the same Victory Points), given the fingerprint
 *                                         of the events it gives now; the rules cases' fingerprints too (after a
 *                                         change to the words of events, such as a roll's modifiers, that changes
 *                                         no play)
 *
 * Re-record only when a change of behaviour is meant, and say so in the commit.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeBot } from '../src/ai/harness/bots.ts';
import type { Player } from '../src/ai/play-out.ts';
import { playOut } from '../src/ai/play-out.ts';
import { defaultMatchSetup } from '../src/campaign/default-match.ts';
import type { SavedMatch } from '../src/campaign/match-record.ts';
import { recordOf, replayRecord } from '../src/campaign/match-replay.ts';
import { checkRoster, newRoster, type Roster } from '../src/campaign/roster.ts';
import { toGangSetup } from '../src/campaign/roster-match.ts';
import { addMember, chooseWeapon } from '../src/campaign/roster-members.ts';
import { weaponOptions } from '../src/content/gang-rules.ts';
import { getProfile, recruitableFor } from '../src/content/profiles.ts';
import { createMatch, loadLevel, type MatchSetup, playRulesCase } from '../src/rules/index.ts';
import { eventsFingerprint, type GoldenRecord } from '../tests/golden/fingerprint.ts';

const ROOT = resolve(import.meta.dirname, '..');
const GAMES = join(ROOT, 'tests/golden/games');
const CASES = join(ROOT, 'tests/rules/cases');
const CASE_PRINTS = join(ROOT, 'tests/golden/rules-cases.json');

/** One game to record: who plays each seat (bot names of the harness) on which setup and seed. */
interface GameSpec {
  readonly id: string;
  readonly setup: () => MatchSetup;
  readonly seed: number;
  readonly bots: readonly [string, string];
}

/** A legal 150-Ducat gang of `faction`: its first Leader, then the recruitable profiles in catalogue order. */
function builtGang(faction: string, skip: number): Roster {
  const pool = recruitableFor(faction);
  let r = newRoster(faction, faction.toLowerCase().replace(/[^a-z]+/g, '-'), faction);
  const leader = pool.find((p) => p.roles.includes('Leader'));
  if (!leader) throw new Error(`${faction} has no Leader`);
  const first = addMember(r, leader.id);
  if (!first.ok) throw new Error(`${faction}: ${first.reason}`);
  r = first.roster;
  for (const p of pool.slice(skip)) {
    const next = addMember(r, p.id);
    if (next.ok && checkRoster(next.roster).ok) r = next.roster;
  }
  r.members.forEach((m, i) => {
    for (const o of weaponOptions(getProfile(m.profile))) {
      const chosen = chooseWeapon(r, i, o.group, o.weapons[0]!);
      if (chosen.ok) r = chosen.roster;
    }
  });
  const check = checkRoster(r);
  if (!check.ok) throw new Error(`${faction}: ${check.problems[0]}`);
  return r;
}

/** Gang War on the Venice board: a built gang of `faction` against the ready-made gang in the other seat. */
function factionSetup(faction: string, skip: number): MatchSetup {
  const base = defaultMatchSetup({ controllers: ['ai', 'ai'] });
  const other = base.gangs[1]!;
  const gang = builtGang(faction, skip);
  // Two gangs of one match need two ids (Rashaar built against the ready-made Rashaar).
  const built = toGangSetup(gang, 'ai', gang.id === other.id ? `${gang.id}-2` : gang.id);
  return { ...base, gangs: [built, other] };
}

function specs(): GameSpec[] {
  const out: GameSpec[] = [];
  const plain = () => defaultMatchSetup({ controllers: ['ai', 'ai'] });
  const swapped = () => defaultMatchSetup({ controllers: ['ai', 'ai'], swap: true });
  for (let s = 1; s <= 10; s++)
    out.push({ id: `normal-normal-${s}`, setup: plain, seed: s, bots: ['ai:normal', 'ai:normal'] });
  for (let s = 1; s <= 10; s++)
    out.push({ id: `random-random-${s}`, setup: plain, seed: s, bots: ['random', 'random'] });
  for (let s = 1; s <= 4; s++)
    out.push({ id: `easy-normal-${s}`, setup: plain, seed: s, bots: ['ai:easy', 'ai:normal'] });
  for (let s = 1; s <= 4; s++)
    out.push({ id: `greedy-normal-${s}`, setup: swapped, seed: s, bots: ['greedy', 'ai:normal'] });
  for (let s = 1; s <= 4; s++)
    out.push({ id: `swapped-normal-random-${s}`, setup: swapped, seed: s, bots: ['ai:normal', 'random'] });
  for (let s = 1; s <= 2; s++)
    out.push({ id: `hard-normal-${s}`, setup: plain, seed: s, bots: ['ai:hard', 'ai:normal'] });
  // Each other scenario of The Winds of Fate, set up by the players (the roll-off, zones, figures placed).
  const scenarios = ['secure-arms', 'acquisition', 'take-what-is-theirs', 'street-fight'];
  scenarios.forEach((scenario, k) => {
    const setup = () => defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, deployment: 'players' });
    out.push({ id: `${scenario}-normal-random`, setup, seed: 300 + k, bots: ['ai:normal', 'random'] });
  });
  out.push({
    id: 'gang-war-players-random-normal',
    setup: () => defaultMatchSetup({ controllers: ['ai', 'ai'], deployment: 'players' }),
    seed: 305,
    bots: ['random', 'ai:normal'],
  });
  const factions = ['Strigoi', 'The Vatican', 'Patricians', 'The Doctors', 'The Guild', 'Rashaar'];
  factions.forEach((f, k) => {
    const slug = f.toLowerCase().replace(/[^a-z]+/g, '-');
    out.push({
      id: `built-${slug}-random`,
      setup: () => factionSetup(f, 0),
      seed: 100 + k,
      bots: ['random', 'random'],
    });
    out.push({
      id: `built-${slug}-normal`,
      setup: () => factionSetup(f, 3),
      seed: 200 + k,
      bots: ['ai:normal', 'ai:normal'],
    });
  });
  return out;
}

/** Play one spec to its end and keep its record. */
function record(spec: GameSpec): GoldenRecord {
  const setup = spec.setup();
  const match = createMatch(setup, spec.seed, loadLevel(setup.level));
  const players: Record<string, Player> = {};
  setup.gangs.forEach((g, k) => {
    players[g.id] = makeBot(spec.bots[k]!, g.id, spec.seed * 2 + k);
  });
  playOut(match, players);
  return {
    id: spec.id,
    bots: spec.bots,
    ...(JSON.parse(JSON.stringify(recordOf(match))) as SavedMatch),
    events: match.log.length,
    vp: match.vp,
    fingerprint: eventsFingerprint(match.log),
  };
}

function recordCases(): void {
  const prints: Record<string, string> = {};
  for (const f of readdirSync(CASES)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const result = playRulesCase(JSON.parse(readFileSync(join(CASES, f), 'utf8')));
    prints[f] = eventsFingerprint(result.events);
  }
  writeFileSync(CASE_PRINTS, `${JSON.stringify(prints, null, 2)}\n`);
  process.stdout.write(`rules cases: ${Object.keys(prints).length} fingerprints\n`);
}

/** Stamp every kept game that still replays its events with this game's record format, version and content. */
function stamp(): void {
  for (const f of readdirSync(GAMES).filter((x) => x.endsWith('.json'))) {
    const kept = JSON.parse(readFileSync(join(GAMES, f), 'utf8')) as GoldenRecord;
    const r = replayRecord(kept, { anyContent: true });
    if (!r.ok || eventsFingerprint(r.match.log) !== kept.fingerprint) {
      process.stderr.write(`golden-record: ${f} no longer replays its events: record it again (--only)\n`);
      process.exitCode = 1;
      continue;
    }
    const { id, bots, events, vp, fingerprint } = kept;
    const stamped: GoldenRecord = { id, bots, ...recordOf(r.match), events, vp, fingerprint };
    writeFileSync(join(GAMES, f), `${JSON.stringify(stamped)}\n`);
  }
}

/**
 * Give every kept game that still ends as recorded (over, as many events, the same Victory Points) the fingerprint of
 * the events its commands give now; its record stays as it is.
 */
function reprint(): void {
  for (const f of readdirSync(GAMES).filter((x) => x.endsWith('.json'))) {
    const kept = JSON.parse(readFileSync(join(GAMES, f), 'utf8')) as GoldenRecord;
    const r = replayRecord(kept, { anyContent: true });
    const same =
      r.ok &&
      r.match.over &&
      r.match.log.length === kept.events &&
      JSON.stringify(r.match.vp) === JSON.stringify(kept.vp);
    if (!r.ok || !same) {
      process.stderr.write(`golden-record: ${f} no longer ends as recorded: record it again (--only)\n`);
      process.exitCode = 1;
      continue;
    }
    writeFileSync(
      join(GAMES, f),
      `${JSON.stringify({ ...kept, fingerprint: eventsFingerprint(r.match.log) })}\n`,
    );
  }
}

const argv = process.argv.slice(2);
if (argv.includes('--stamp')) {
  stamp();
  process.exit();
}
if (argv.includes('--reprint')) {
  reprint();
  recordCases();
  process.exit();
}
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? argv.slice(onlyAt + 1).filter((a) => !a.startsWith('--')) : null;
if (!only) recordCases();
if (!argv.includes('--cases')) {
  mkdirSync(GAMES, { recursive: true });
  const all = specs();
  const unknown = only?.filter((id) => !all.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) {
    process.stderr.write(`golden-record: unknown game ${unknown.join(', ')}\n`);
    process.exit(2);
  }
  for (const spec of all.filter((s) => !only || only.includes(s.id))) {
    const r = record(spec);
    writeFileSync(join(GAMES, `${spec.id}.json`), `${JSON.stringify(r)}\n`);
    process.stdout.write(`${spec.id}: ${r.commands.length} commands, ${r.events} events\n`);
  }
}
