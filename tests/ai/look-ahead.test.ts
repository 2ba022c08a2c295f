import { describe, expect, it } from 'vitest';
import { thinkAbout } from '../../src/ai/index.ts';
import { HARD_LIMITS, lookAhead, positionWorth, TERM_LOOK_AHEAD } from '../../src/ai/look-ahead.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, type Match, submit } from '../../src/rules/match/match.ts';
import { canFork } from '../../src/rules/state/fork.ts';
import { charactersOnBoard } from '../../src/rules/state/world.ts';

const board = loadLevel('gang-war-venice');
function* normal(x: Match, g: string) {
  return (yield* thinkAbout(x, g)).command;
}

/** A Gang War match after `n` random commands, stopped where its acting gang chooses an action. */
function midGame(seed: number, n: number): Match {
  const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board);
  const random = randomPlayer(seed);
  for (let k = 0; k < n; k++) submit(m, random(m));
  while (!(canFork(m) && m.active >= 0)) submit(m, random(m));
  return m;
}

function run<T>(g: Generator<void, T, void>): T {
  for (;;) {
    const s = g.next();
    if (s.done) return s.value;
  }
}

describe('positionWorth', () => {
  it('is the standing score plus a share of Life Points kept, less the best rival', () => {
    const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 1, board);
    const c = m.world.components;
    const count = (g: number) => charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === g).length;
    // everyone whole: each character is 1 VP standing plus `wounds` for its Life Points
    expect(positionWorth(m, 0, 0.4)).toBeCloseTo((count(0) - count(1)) * 1.4, 9);
    // a character of gang 1 at half its Life Points
    const hurt = charactersOnBoard(m.world).find((e) => c.Gang.index[e] === 1)!;
    c.Points.lp[hurt] = (c.Points.lpStart[hurt] ?? 2) / 2;
    expect(positionWorth(m, 0, 0.4)).toBeCloseTo((count(0) - count(1)) * 1.4 + 0.2, 9);
    expect(positionWorth(m, 1, 0.4)).toBeCloseTo(-positionWorth(m, 0, 0.4), 9);
  });
});

describe('lookAhead', () => {
  it('leaves the match as it was, and scores each option looked at by what it found', () => {
    const m = midGame(4, 60);
    const gang = gangToAnswer(m)!;
    const options = candidatesFor(m, m.active);
    const before = { log: m.log.length, commands: m.commands.length, dice: m.dice.state(), vp: { ...m.vp } };
    const lp = [...m.world.components.Points.lp];
    const ahead = run(lookAhead(m, gang, options, 9, normal));
    expect({ log: m.log.length, commands: m.commands.length, dice: m.dice.state(), vp: m.vp }).toEqual(
      before,
    );
    expect([...m.world.components.Points.lp]).toEqual(lp);
    const near = options.filter((o) => o.score >= options[0]!.score - HARD_LIMITS.margin);
    expect(near.length).toBeGreaterThanOrEqual(2);
    const k = Math.min(HARD_LIMITS.options, near.length);
    const looked = ahead.slice(0, k);
    for (const a of looked) {
      expect(a.terms?.[0]?.label).toBe(TERM_LOOK_AHEAD);
      expect(a.terms!.reduce((s, t) => s + t.value, 0)).toBeCloseTo(a.score, 9);
    }
    expect(looked.map((a) => a.score)).toEqual([...looked.map((a) => a.score)].sort((x, y) => y - x));
    // the options not looked at follow as they were
    expect(ahead.slice(k)).toEqual(options.slice(k));
  });

  it('draws the same copies from the same seed', () => {
    const m = midGame(8, 90);
    const gang = gangToAnswer(m)!;
    const options = candidatesFor(m, m.active);
    const scores = (seed: number) => run(lookAhead(m, gang, options, seed, normal)).map((a) => a.score);
    expect(scores(3)).toEqual(scores(3));
  });

  it('takes the first option as it is when there is nothing to compare', () => {
    const m = midGame(5, 30);
    const options = candidatesFor(m, m.active).slice(0, 1);
    expect(run(lookAhead(m, gangToAnswer(m)!, options, 1, normal))).toEqual(options);
  });
});
