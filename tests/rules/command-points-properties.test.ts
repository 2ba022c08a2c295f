/**
 * Command Point invariants over random legal play on the Venice board (DESIGN §4, fast-check): no character uses
 * more than 3 AP in a round, COUNTERs included; Command and Will Points never go below 0; each character gives
 * each command at most once a round, for exactly 1 Command Point; a COUNTER is offered only to the enemies of
 * the character that acted, and its actor makes at most one action before play returns. And AI games that use
 * ORDERs and COUNTERs replay to the same events.
 *
 * The random players are eager commanders: they take a COUNTER or an ORDER when one is offered (most of the
 * time), and otherwise prefer attacks and moves toward the enemy, so that Command Points run out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import { type Player, playOut } from '../../src/ai/play-out.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { NO_COUNTER } from '../../src/rules/command/command-points.ts';
import { MAX_AP_PER_ROUND } from '../../src/rules/core/constants.ts';
import type { Command, MatchEvent, MatchSetup } from '../../src/rules/core/types.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { createMatch, type Match, replay, submit } from '../../src/rules/match/match.ts';
import { enemiesOf, gangOf } from '../../src/rules/state/match-state.ts';
import { allCharacters } from '../../src/rules/state/world.ts';

const full = defaultMatchSetup({ controllers: ['ai', 'ai'] });
/** Three characters a side (the leaders, who hold the Command Points, first), to reach later rounds. */
const small: MatchSetup = { ...full, gangs: full.gangs.map((g) => ({ ...g, roster: g.roster.slice(0, 3) })) };
const board = loadLevel(full.level);

/** A legal command chosen by `r`: a COUNTER or an ORDER when there is one, else attacks and closing moves. */
function commanderPick(m: Match, legal: readonly Command[], r: number): Command {
  const mode = r % 10;
  const k = Math.floor(r / 10);
  const d = m.pending;
  if (d?.type === 'choose' && d.purpose === 'counter' && mode < 7) {
    const takes = legal.filter(
      (c) => c.type === 'decide' && c.decision === 'choose' && c.option !== NO_COUNTER,
    );
    if (takes.length > 0) return takes[k % takes.length]!;
  }
  const orders = legal.filter((c) => c.type === 'order');
  if (orders.length > 0 && mode < 6) return orders[k % orders.length]!;
  const attacks = legal.filter((c) => c.type === 'combat');
  if (attacks.length > 0 && mode < 6) return attacks[k % attacks.length]!;
  const moves = legal.filter((c) => c.type === 'run-climb');
  if (moves.length > 0 && mode < 9) {
    const { Position } = m.world.components;
    const foes = enemiesOf(m, m.ids.get(moves[0]!.actor)!);
    const gap = (c: Command) =>
      c.type !== 'run-climb'
        ? 0
        : Math.min(...foes.map((e) => Math.hypot(c.to[0] - Position.x[e]!, c.to[1] - Position.y[e]!)));
    const closest = [...moves].sort((a, b) => gap(a) - gap(b)).slice(0, 4);
    return closest[k % closest.length]!;
  }
  return legal[k % legal.length]!;
}

interface Tally {
  /** `round:character` → AP spent on actions in this game. */
  ap: Map<string, number>;
  /** `round:character:command` seen in this game. */
  commands: Set<string>;
  orders: number;
  counters: number;
  counterActions: number;
}

/** Check the events of one accepted command (and the state after it). */
function checkEvents(m: Match, events: readonly MatchEvent[], cpBefore: Map<string, number>, t: Tally): void {
  for (const e of events) {
    if (e.type === 'action') {
      const key = `${e.round}:${e.character}`;
      const used = (t.ap.get(key) ?? 0) + e.ap;
      t.ap.set(key, used);
      expect(used).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
    }
    if (e.type === 'command-point') {
      const key = `${e.round}:${e.character}:${e.command}`;
      expect(t.commands.has(key), `${key} twice`).toBe(false);
      t.commands.add(key);
      expect(e.cp).toBe((cpBefore.get(e.character) ?? 0) - 1);
      cpBefore.set(e.character, e.cp);
      expect(e.ap).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
      expect(gangOf(m, m.ids.get(e.character)!)).toBe(gangOf(m, m.ids.get(e.target)!));
      expect(e.character).not.toBe(e.target);
      if (e.command === 'order') t.orders++;
      else t.counters++;
    }
    // PLAN (agendas): the Command Point of the character named, once a round.
    if (e.type === 'agenda' && e.change === 'discarded' && e.character) {
      const key = `${e.round}:${e.character}:plan`;
      expect(t.commands.has(key), `${key} twice`).toBe(false);
      t.commands.add(key);
      cpBefore.set(e.character, (cpBefore.get(e.character) ?? 0) - 1);
    }
    if (e.type === 'decision' && e.decision.type === 'choose' && e.decision.purpose === 'counter') {
      // offered to the enemies of the character that acted
      expect(e.decision.gang).not.toBe(gangOf(m, m.ids.get(e.decision.character)!));
    }
  }
  const c = m.world.components;
  for (const e of allCharacters(m.world)) {
    expect(c.Points.cp[e]!).toBeGreaterThanOrEqual(0);
    expect(c.Points.wp[e]!).toBeGreaterThanOrEqual(0);
    expect(c.Points.apUsed[e]!).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
  }
}

function randomGame(setup: MatchSetup, seed: number, picks: readonly number[], t: Tally): void {
  const m = createMatch(setup, seed, board);
  t.ap = new Map();
  t.commands = new Set();
  const c = m.world.components;
  const cp = new Map(allCharacters(m.world).map((e) => [c.Identity.id[e]!, c.Points.cp[e]!]));
  for (const r of picks) {
    if (m.over) break;
    const legal = legalCommands(m);
    expect(legal.length).toBeGreaterThan(0);
    const counter = m.command.counter;
    const cmd = commanderPick(m, legal, r);
    const result = submit(m, cmd);
    expect(result.ok, result.ok ? '' : `${cmd.type}: ${result.reason}`).toBe(true);
    if (!result.ok) return;
    checkEvents(m, result.events, cp, t);
    // a COUNTER's actor makes one action: once it is resolved (no decision left), play has returned
    if (counter && cmd.type !== 'decide' && cmd.actor === c.Identity.id[counter.actor]) {
      t.counterActions++;
      if (!m.pending && !m.over) expect(m.command.counter).toBeNull();
      const spent = result.events.filter((e) => e.type === 'action' && e.ap > 0);
      expect(spent.length).toBeLessThanOrEqual(1);
    }
  }
}

const seed = fc.integer({ min: 0, max: 0x7fffffff });

describe('Command Point invariants over random legal play on the Venice board', () => {
  it('hold for eager commanders (60 games)', () => {
    const t: Tally = { ap: new Map(), commands: new Set(), orders: 0, counters: 0, counterActions: 0 };
    fc.assert(
      fc.property(seed, fc.array(fc.nat(), { minLength: 20, maxLength: 60 }), (s, picks) => {
        randomGame(small, s, picks, t);
      }),
      { numRuns: 60 },
    );
    // the players did give ORDERs and make COUNTERs
    expect(t.orders).toBeGreaterThan(20);
    expect(t.counters).toBeGreaterThan(60);
    expect(t.counterActions).toBeGreaterThan(50);
  });
});

describe('AI games with ORDERs and COUNTERs', () => {
  it('replay to the same events, and use Command Points only as the rules allow', () => {
    const players: Record<string, Player> = {};
    for (const g of full.gangs) players[g.id] = (x) => chooseCommand(x, g.id).command;
    // over a few seeds the computer both gives ORDERs and makes COUNTERs (its Command Points also go to Command
    // Abilities, so one game may lack one of them); every game replays to the same events
    const kinds = new Set<string>();
    for (const seed of [3, 4, 5, 6, 7, 8, 9, 10]) {
      const m = createMatch(full, seed, board);
      playOut(m, players);
      for (const e of m.log) if (e.type === 'command-point') kinds.add(e.command);
      const again = replay({ setup: full, seed, commands: m.commands }, board);
      expect(again.log).toEqual(m.log);
      if (kinds.has('order') && kinds.has('counter')) break;
    }
    expect([...kinds].sort()).toEqual(['counter', 'order']);
  });
});
