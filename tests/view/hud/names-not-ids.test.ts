/**
 * Names, never ids, in the words a person reads: the dice log's lines and rolls (their modifiers too), the "Why?"
 * panel's rows, the computer's words on the status line, and the choices the rules put to a player. Whole games are
 * read: the golden games replayed (tests/golden/games), and a computer-against-computer match played here.
 *
 * An id is a character's match id (`guild-citizen-2`), a profile id (`rashaar-mature-kraken`: a faction slug, then
 * the name's), a spell id (`eldritch-armour`), an Objective's (`objective-2`) or a terrain piece's (`ruin-0`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { replayRecord } from '../../../src/campaign/match-replay.ts';
import { allProfiles } from '../../../src/content/index.ts';
import { allSpells } from '../../../src/content/spells.ts';
import { loadLevel, type Match, type MatchEvent, summarise } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { logEntry, type Names } from '../../../src/view/hud/log-lines.ts';
import { withNames } from '../../../src/view/hud/named-text.ts';
import { whyRows } from '../../../src/view/hud/why-rows.ts';

const GAMES = join(import.meta.dirname, '../../golden/games');

/** Faction slugs of the catalogue: the profile id less the name's slug (`the-guild` of `the-guild-citizen`). */
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const factionSlugs = [...new Set(allProfiles().map((p) => p.id.slice(0, -slug(p.name).length - 1)))];
const profileIds = allProfiles().map((p) => p.id);
const spellIds = allSpells()
  .map((s) => s.id)
  .filter((id) => id.includes('-'));

/** A pattern for the ids that must never be read in `m`'s text, and for ids of profiles of any faction. */
function idsOf(m: Match): RegExp {
  const board = m.board as VoxelBoard;
  const pieces = (board.pieces ?? []).map((p) => p.id).filter((id) => id.includes('-'));
  const ids = [...new Set([...m.ids.keys(), ...profileIds, ...spellIds, ...pieces])];
  const prefixes = [...new Set([...factionSlugs, ...m.setup.gangs.map((g) => g.id)])];
  const literal = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    [
      ...ids.sort((a, b) => b.length - a.length).map(literal),
      `\\b(?:${prefixes.map(literal).join('|')})-[a-z0-9]`,
      '\\bobjective-\\d',
    ].join('|'),
  );
}

/** The id found in `text`, or null. */
function idIn(text: string, ids: RegExp): string | null {
  return ids.exec(text)?.[0] ?? null;
}

/** The names a person reads in `m` (as the battle scene gives them). */
function namesOf(m: Match): Names {
  const name = new Map(summarise(m).characters.map((c) => [c.id, c.name]));
  return {
    character: (id) => name.get(id) ?? id,
    gang: (id) => m.setup.gangs.find((g) => g.id === id)?.name ?? id,
  };
}

/** Every text of the dice log for `events`. */
function logTexts(events: readonly MatchEvent[], names: Names): string[] {
  return events.flatMap((e) => {
    const entry = logEntry(e, names);
    if (!entry) return [];
    if (entry.kind === 'line') return [entry.text];
    return [entry.title, entry.modifiers, entry.aceModifiers, entry.opposed ?? ''];
  });
}

describe('the dice log names characters, never by an id', () => {
  it('in every golden game: lines, rolls and their modifiers', () => {
    const games = readdirSync(GAMES).filter((f) => f.endsWith('.json'));
    expect(games.length).toBeGreaterThan(0);
    let texts = 0;
    for (const file of games) {
      const r = replayRecord(JSON.parse(readFileSync(join(GAMES, file), 'utf8')), { anyContent: true });
      if (!r.ok) throw new Error(`${file}: ${r.reason}`);
      const found = idsOf(r.match);
      for (const text of logTexts(r.match.log, namesOf(r.match))) {
        texts++;
        expect(idIn(text, found), `${file}: "${text}"`).toBeNull();
      }
    }
    expect(texts).toBeGreaterThan(10_000);
  });

  it('catches an id that reaches a line', () => {
    const r = replayRecord(
      JSON.parse(readFileSync(join(GAMES, readdirSync(GAMES).find((f) => f.endsWith('.json'))!), 'utf8')),
      { anyContent: true },
    );
    if (!r.ok) throw new Error(r.reason);
    const found = idsOf(r.match);
    const id = [...r.match.ids.keys()][0]!;
    expect(idIn(`Fear (−1) of ${id}`, found)).toBe(id);
    expect(idIn('Fear (−1) of rashaar-mature-kraken', found)).toBe('rashaar-mature-kraken');
    expect(idIn('Expert Offence: re-roll 2, Parry: 1 Aces re-rolled', found)).toBeNull();
  });
});

describe('a match the computer plays against itself', () => {
  it('names characters in the log, the "Why?" rows, the status line and the choices put to a player', () => {
    const s = new BattleSession(
      defaultMatchSetup({ controllers: ['ai', 'ai'] }),
      11,
      loadLevel('gang-war-venice') as VoxelBoard,
    );
    // characters may join during the match (Birth, Spawn…): the ids and names are read as each text is
    const read = (where: string, text: string) =>
      expect(idIn(text, idsOf(s.match)), `${where}: "${text}"`).toBeNull();
    for (let k = 0; k < 400 && !s.match.over; k++) {
      const d = s.match.pending;
      if (d?.type === 'choose')
        for (const o of d.options)
          read(`choice ${d.purpose}`, [o.label, o.group ?? '', o.detail ?? ''].join(' '));
      const step = s.aiStep();
      if (!step?.result.ok) throw new Error('the computer should always move');
    }
    const ids = [...s.match.ids.keys()];
    const names = namesOf(s.match);
    const found = idsOf(s.match);
    const seen = (where: string, text: string) => expect(idIn(text, found), `${where}: "${text}"`).toBeNull();
    for (const r of s.reasons) {
      seen('status line', withNames(r.choice.why, ids, names));
      const rows = whyRows(r, ids, names);
      for (const text of [
        rows.title,
        rows.chosen,
        ...rows.terms.map((t) => t.label),
        ...rows.options.map((o) => o.label),
      ])
        seen('Why?', text);
    }
    for (const text of logTexts(s.match.log, names)) seen('log', text);
  }, 120_000);
});
