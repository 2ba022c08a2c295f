/**
 * Bad files, found by mutation: match records, saved matches, campaign files and saved gangs changed at random (a field deleted, its
 * type flipped, a huge string, an array cut short, a wrong version, the text cut off) are read back without one
 * uncaught exception, every refusal says what is wrong (naming the field where a field is wrong) in a bounded
 * sentence, a record that is read replays or says why not, and a damaged save never spoils what the store holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { memoryKeyStore, readAutosave, writeAutosave } from '../../src/app/save-store.ts';
import { newCampaign, parseCampaign } from '../../src/campaign/campaign.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { parseMatchRecord } from '../../src/campaign/match-record.ts';
import { recordOf, replayRecord, saveOf } from '../../src/campaign/match-replay.ts';
import { parseMatchSave } from '../../src/campaign/match-save.ts';
import { newRoster, rosterFromGangFile } from '../../src/campaign/roster.ts';
import { addMember } from '../../src/campaign/roster-members.ts';
import { parseRoster } from '../../src/campaign/roster-save.ts';
import { readyGangs } from '../../src/content/index.ts';
import { createMatch, gangToAnswer, loadLevel, submit } from '../../src/rules/index.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A short played match (its first 40 commands), as a file holds it: quick to replay. */
const setup = defaultMatchSetup({ controllers: ['human', 'ai'] });
const board = loadLevel(setup.level);
const played = createMatch(setup, 7, board);
const players = Object.fromEntries(setup.gangs.map((g, k) => [g.id, randomPlayer(70 + k)]));
for (let k = 0; k < 40; k++) {
  const gang = gangToAnswer(played)!;
  if (!submit(played, players[gang]!(played)).ok) throw new Error('a random command was refused');
}
const record = JSON.parse(
  JSON.stringify({ ...recordOf(played), commands: played.commands.slice(0, 40) }),
) as Json;
const save = JSON.parse(
  JSON.stringify(
    saveOf(
      played,
      {
        speed: 1,
        ask: { willPoints: 'matters', commandPoints: 'matters' },
        difficulty: 'normal',
        difficulties: {},
        handOver: false,
      },
      new Date('2026-11-28T12:00:00Z'),
    ),
  ),
) as Json;
const campaign = JSON.parse(
  JSON.stringify(
    newCampaign(rosterFromGangFile(readyGangs(150)[0]!), [rosterFromGangFile(readyGangs(150)[1]!)]),
  ),
) as Json;
const built = addMember(newRoster('The Guild', 'my-gang', 'My Gang'), 'the-guild-capodecina');
if (!built.ok) throw new Error(built.reason);
const roster = JSON.parse(JSON.stringify(built.roster)) as Json;

/** One change to a JSON value somewhere in it. */
type Mutation =
  | { kind: 'delete' | 'flip' | 'huge' | 'cut' | 'version'; path: number[]; value: Json; n: number }
  | { kind: 'truncate'; path: number[]; value: Json; n: number };

const mutation = fc.record({
  kind: fc.constantFrom('delete', 'flip', 'huge', 'cut', 'version', 'truncate'),
  path: fc.array(fc.nat(), { maxLength: 8 }),
  value: fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 8 }),
    fc.constant([]),
    fc.constant({}),
    fc.constant('constructor'),
    fc.constant('__proto__'),
  ) as fc.Arbitrary<Json>,
  n: fc.nat(),
}) as fc.Arbitrary<Mutation>;

/** `doc` with the mutation applied at the place its path picks (each step: a child by index, modulo). */
function mutate(doc: Json, m: Mutation): unknown {
  if (m.kind === 'truncate') {
    const text = JSON.stringify(doc);
    try {
      return JSON.parse(text.slice(0, m.n % text.length));
    } catch {
      return text.slice(0, m.n % text.length); // not JSON any more: the reader gets a string
    }
  }
  const copy = structuredClone(doc);
  if (m.kind === 'version' && copy && typeof copy === 'object' && !Array.isArray(copy)) {
    copy.version = m.value;
    return copy;
  }
  let parent: Json = copy;
  let key: string | number | null = null;
  for (const step of m.path) {
    const at: Json = key === null ? parent : (parent as Record<string, Json>)[key as string]!;
    if (at === null || typeof at !== 'object') break;
    const keys: (string | number)[] = Array.isArray(at) ? at.map((_, i) => i) : Object.keys(at);
    if (keys.length === 0) break;
    parent = at;
    key = keys[step % keys.length]!;
  }
  if (key === null) return m.kind === 'flip' ? m.value : copy;
  const holder = parent as Record<string | number, Json>;
  if (m.kind === 'delete') {
    if (Array.isArray(holder)) holder.splice(key as number, 1);
    else delete holder[key];
  } else if (m.kind === 'flip') holder[key] = m.value;
  else if (m.kind === 'huge') holder[key] = 'x'.repeat(200_000);
  else if (m.kind === 'cut') {
    const v = holder[key];
    holder[key] = Array.isArray(v)
      ? v.slice(0, m.n % (v.length + 1))
      : typeof v === 'string'
        ? v.slice(0, m.n % (v.length + 1))
        : v!;
  }
  return copy;
}

/** A refusal says what is wrong in a bounded sentence, naming a field when a field is wrong. */
function saysWhat(reason: string): void {
  expect(reason.length).toBeLessThan(2000);
  expect(reason).toMatch(
    /is not a|format|version|is damaged: \S|setup\.(scenario|gangs)|cannot|refused|failed|outdated|other rules or content/,
  );
}

describe('mutated files are refused with a reason, never thrown on', () => {
  it('match records: 10,000 mutations', () => {
    let read = 0;
    let replayed = 0;
    fc.assert(
      fc.property(mutation, (m) => {
        const r = parseMatchRecord(mutate(record, m), 'match.json');
        if (!r.ok) return saysWhat(r.reason);
        read++;
        // Read: it replays, or says why not (a command refused, content this game lacks).
        const sameLevel = r.record.setup.level === setup.level;
        const p = replayRecord(r.record, { anyContent: true, ...(sameLevel ? { board } : {}) });
        if (!p.ok) saysWhat(p.reason);
        else replayed++;
      }),
      { numRuns: 10_000 },
    );
    expect(read).toBeGreaterThan(100);
    expect(replayed).toBeGreaterThan(50);
  }, 240_000);

  it('saved matches: 3,000 mutations, the store untouched by reading them', async () => {
    await fc.assert(
      fc.asyncProperty(mutation, async (m) => {
        const bad = mutate(save, m);
        expect(() => parseMatchSave(bad)).not.toThrow();
        const store = memoryKeyStore({ 'autosave:current': 'autosave:a', 'autosave:a': bad });
        const found = await readAutosave(store);
        if (found.kind === 'refused') saysWhat(found.reason);
        expect(await store.get('autosave:a')).toEqual(bad);
        expect(await store.get('autosave:current')).toBe('autosave:a');
      }),
      { numRuns: 3_000 },
    );
  }, 240_000);

  it('a save written after a damaged one leaves the damaged one in its slot until it is replaced whole', async () => {
    const store = memoryKeyStore({
      'autosave:current': 'autosave:a',
      'autosave:a': { format: 'carnevale-save', version: 1 },
    });
    const good = parseMatchSave(save);
    if (!good.ok) throw new Error(good.reason);
    await writeAutosave(store, good.save);
    expect(await store.get('autosave:a')).toEqual({ format: 'carnevale-save', version: 1 });
    expect((await readAutosave(store)).kind).toBe('save');
  });

  it('campaign files: 3,000 mutations', () => {
    fc.assert(
      fc.property(mutation, (m) => {
        const r = parseCampaign(mutate(campaign, m), 'campaign.json');
        if (!r.ok) saysWhat(r.reason);
      }),
      { numRuns: 3_000 },
    );
  });

  it('saved gangs: 3,000 mutations', () => {
    fc.assert(
      fc.property(mutation, (m) => {
        const r = parseRoster(mutate(roster, m), 'Saved gang "my-gang"');
        if (!r.ok) saysWhat(r.message);
      }),
      { numRuns: 3_000 },
    );
  });
});
