/**
 * Invariants over random legal play on the real board (DESIGN §4, fast-check): Life Points stay within
 * 0..start, no character uses more than 3 AP in a round, no roll has more than 10 dice, every roll with dice
 * has its Destiny Dice (as many dice as its pool), rolls read as the rulebook says, Will Points stay within
 * 0..start, a character taken out never acts, rolls or moves again, and nobody stands off the board or inside
 * solid terrain.
 *
 * The players are random but eager: fast-check's integers choose among the legal commands, preferring attacks
 * and moves towards the enemy, so that fights, charges, disengages, climbs and falls all come up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { abilityOf } from '../../src/rules/character/stats.ts';
import { MAX_AP_PER_ROUND } from '../../src/rules/core/constants.ts';
import { isAce, resultOf, rollDice, seededDice } from '../../src/rules/core/dice.ts';
import type { Command, MatchEvent, MatchSetup } from '../../src/rules/core/types.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { createMatch, type Match, submit } from '../../src/rules/match/match.ts';
import type { Board } from '../../src/rules/space/api.ts';
import { VoxelBoard } from '../../src/rules/space/board.ts';
import { enemiesOf } from '../../src/rules/state/match-state.ts';
import { allCharacters, charactersOnBoard } from '../../src/rules/state/world.ts';

const full = defaultMatchSetup({ controllers: ['ai', 'ai'] });
/** The same gangs cut down to two characters each, so that random games reach later rounds quickly. */
const small: MatchSetup = { ...full, gangs: full.gangs.map((g) => ({ ...g, roster: g.roster.slice(0, 2) })) };
const board = voxels(loadLevel(full.level));

function voxels(b: Board): VoxelBoard {
  if (!(b instanceof VoxelBoard)) throw new TypeError('the Venice level should be a voxel board');
  return b;
}

/** A legal command chosen by the random number `r`: mostly attacks, then moves that close in. */
function eagerPick(m: Match, legal: readonly Command[], r: number): Command {
  const mode = r % 10;
  const k = Math.floor(r / 10);
  const attacks = legal.filter((c) => c.type === 'combat');
  if (attacks.length > 0 && mode < 6) return attacks[k % attacks.length]!;
  const moves = legal.filter((c) => c.type === 'run-climb');
  if (moves.length > 0 && mode < 9) {
    const { Position } = m.world.components;
    const actor = m.ids.get(moves[0]!.actor)!;
    const foes = enemiesOf(m, actor);
    const gap = (c: Command) => {
      if (c.type !== 'run-climb') return 0;
      return Math.min(...foes.map((e) => Math.hypot(c.to[0] - Position.x[e]!, c.to[1] - Position.y[e]!)));
    };
    const closest = [...moves].sort((a, b) => gap(a) - gap(b)).slice(0, 4);
    return closest[k % closest.length]!;
  }
  return legal[k % legal.length]!;
}

const fallenByMatch = new WeakMap<Match, Set<string>>();

/** Characters of `m` taken out so far (read from the casualty events the checks have seen). */
function fallenOf(m: Match): Set<string> {
  let set = fallenByMatch.get(m);
  if (!set) {
    set = new Set();
    fallenByMatch.set(m, set);
  }
  return set;
}

/** Check every invariant after a command; `apByRound` accumulates AP per round and character. */
function checkInvariants(m: Match, events: readonly MatchEvent[], apByRound: Map<string, number>): void {
  const c = m.world.components;
  const fallen = fallenOf(m);
  for (const e of events) {
    // a character taken out never acts, rolls or moves again
    if (e.type === 'action' || e.type === 'roll' || e.type === 'move' || e.type === 'command-ability')
      expect(fallen.has(e.character), `${e.character} acts after it was taken out`).toBe(false);
    if (e.type === 'casualty') fallen.add(e.character);
    if (e.type === 'roll') {
      expect(e.pool).toBeGreaterThanOrEqual(0);
      expect(e.pool).toBeLessThanOrEqual(10);
      expect(e.dice.length).toBeLessThanOrEqual(10);
      // the Destiny Dice is the first of exactly `pool` dice
      expect(e.dice).toHaveLength(e.pool);
      expect(e.dice.every((v) => Number.isInteger(v) && v >= 1 && v <= 10)).toBe(true);
      expect(e.aces).toBe(e.dice.filter((v) => isAce(v, e.aceOn)).length);
      expect(new Set(e.rerolled).size).toBe(e.rerolled.length);
      // the Destiny Dice is never re-rolled unless a rule says so (Vatican Apostate: abilities/unique.ts)
      const destinyRule = e.modifiers.some((x) => x.startsWith('Vatican Apostate'));
      if (!destinyRule) expect(e.rerolled.includes(0)).toBe(false);
      const opposedTarget = e.kind === 'opposed' && e.opposedBy === undefined;
      if (opposedTarget) expect(e.result).toBe(e.aces > 0 ? 'success' : 'fail');
      else expect(e.result).toBe(resultOf(e.dice[0], e.aces));
    }
    if (e.type === 'action') {
      const key = `${e.round}:${e.character}`;
      const used = (apByRound.get(key) ?? 0) + e.ap;
      apByRound.set(key, used);
      expect(used).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
    }
  }
  const onBoard = new Set(charactersOnBoard(m.world));
  for (const e of allCharacters(m.world)) {
    const lp = c.Points.lp[e]!;
    expect(lp).toBeGreaterThanOrEqual(0);
    // never above the start, but through Magic for Blood (magic-abilities.ts)
    if (!abilityOf(m, e, 'Magic for Blood').has) expect(lp).toBeLessThanOrEqual(c.Points.lpStart[e]!);
    expect(onBoard.has(e)).toBe(lp > 0);
    expect(c.Points.apUsed[e]!).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
    expect(c.Points.wp[e]!).toBeGreaterThanOrEqual(0);
    expect(c.Points.wp[e]!).toBeLessThanOrEqual(c.Points.wpStart[e]!);
    if (!onBoard.has(e)) continue;
    const [x, y, z] = [c.Position.x[e]!, c.Position.y[e]!, c.Position.z[e]!];
    const i = Math.floor(x);
    const j = Math.floor(y);
    expect(i >= 0 && i < board.width && j >= 0 && j < board.depth).toBe(true);
    expect([x - i, y - j]).toEqual([0.5, 0.5]);
    // on a surface, or hanging on a wall (Vertical Terrain) during its own turn only (also while a COUNTER
    // interrupts that turn, or as the game ended): a turn never ends there
    if (board.isWallPosition({ i, j, z }))
      expect(m.over || e === m.active || e === m.command.counter?.interrupted).toBe(true);
    else expect(board.surfacesAt(i, j)).toContainEqual({ i, j, z });
    expect(board.isSolid(x, y, z + 0.5)).toBe(false);
  }
}

/** Play `picks.length` commands (or to the end) from a new match; every chosen command must be accepted. */
function randomGame(setup: MatchSetup, seed: number, picks: readonly number[]): Match {
  const m = createMatch(setup, seed, board);
  const apByRound = new Map<string, number>();
  checkInvariants(m, m.log, apByRound);
  for (const r of picks) {
    if (m.over) break;
    const legal = legalCommands(m);
    expect(legal.length).toBeGreaterThan(0);
    const result = submit(m, eagerPick(m, legal, r));
    expect(result.ok).toBe(true);
    if (result.ok) checkInvariants(m, result.events, apByRound);
    // COUNTER offers (one after most actions) are mostly declined at once, without using up a pick, so that
    // games reach later rounds; the Command Point invariants have their own players
    // (command-points-properties.test.ts)
    while (r % 10 < 8 && m.pending?.type === 'choose' && m.pending.purpose === 'counter') {
      const declined = submit(m, legalCommands(m)[0]!);
      expect(declined.ok).toBe(true);
      if (declined.ok) checkInvariants(m, declined.events, apByRound);
    }
  }
  return m;
}

const seed = fc.integer({ min: 0, max: 0x7fffffff });

describe('invariants over random legal play on the Venice board', () => {
  it('hold for the full default gangs from deployment (500 short games)', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (s, picks) => {
        randomGame(full, s, picks);
      }),
      { numRuns: 500 },
    );
  });

  it('hold for two characters a side through several rounds (400 longer games)', () => {
    let sawCombat = 0;
    let sawLaterRounds = 0;
    fc.assert(
      fc.property(seed, fc.array(fc.nat(), { minLength: 20, maxLength: 70 }), (s, picks) => {
        const m = randomGame(small, s, picks);
        if (m.log.some((e) => e.type === 'damage')) sawCombat++;
        if (m.round >= 3) sawLaterRounds++;
      }),
      { numRuns: 400 },
    );
    // the eager players do fight and do live through several rounds
    expect(sawCombat).toBeGreaterThan(40);
    expect(sawLaterRounds).toBeGreaterThan(40);
  });
});

describe('invariants of the dice', () => {
  it('never roll more than 10 dice nor fewer than 0, whatever the pool (300 pools)', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: -30, max: 40 }),
        fc.integer({ min: -5, max: 15 }),
        (s, pool, aceOn) => {
          const roll = rollDice(seededDice(s), 'basic', pool, aceOn);
          expect(roll.dice).toHaveLength(Math.max(0, Math.min(10, pool)));
          if (roll.dice.length > 0) expect(roll.dice[0]!.destiny).toBe(true);
          expect(roll.dice.filter((d) => d.destiny).length).toBe(roll.dice.length > 0 ? 1 : 0);
          if (roll.dice.length === 0) expect(roll.result).toBe('fail');
        },
      ),
      { numRuns: 300 },
    );
  });
});
