/**
 * "Ask me: always / when it matters / never" (src/view/battle/ask-policy.ts) on forced situations: Will Point rolls
 * whose odds move or barely move, COUNTER offers with and without a friend who can strike, PLAN with Agendas that can
 * or cannot still be achieved.
 */
import { describe, expect, it } from 'vitest';
import { counterOpening, planOpening } from '../../../src/ai/index.ts';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import type { ChoiceDecision, PendingDecision, WillPointsDecision } from '../../../src/rules/core/types.ts';
import { agendaStateOf } from '../../../src/rules/index.ts';
import { newMemo } from '../../../src/rules/scenario/agendas/conditions.ts';
import type { AskMode, AskSettings } from '../../../src/view/battle/ask-modes.ts';
import {
  ASK_LIFE_STEP,
  ASK_ODDS_STEP,
  askVerdict,
  willPointSwing,
} from '../../../src/view/battle/ask-policy.ts';
import { planDecision } from '../../ai/helpers/plan-decision.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, moveTo } from '../../rules/helpers/arena.ts';

const name = (id: string) => `<${id}>`;
const modes = (willPoints: AskMode, commandPoints: AskMode): AskSettings => ({ willPoints, commandPoints });

/** A Will Point decision before a roll of `dice` dice needing `aceOn`, up to `max` Will Points. */
function roll(dice: number, aceOn: number, max: number): WillPointsDecision {
  return {
    type: 'will-points',
    gang: 'blue',
    character: 'hero',
    purpose: 'attack',
    kind: 'attack',
    dice,
    aceOn,
    max,
  };
}

/** Red's `mover` acts; blue's chaplain at (6, 2) sees blue's `fighter` at `fighterAt` (a COUNTER is offered). */
function afterRedAction(lp: number, fighterAt: readonly [number, number]): Arena {
  const a = arena({
    rows: ['..........', '..........', '..........'],
    figures: {
      mover: { gang: 0, profile: CITIZEN, at: [2, 0], lp },
      leader: { gang: 1, profile: CHAPLAIN, at: [6, 2] },
      fighter: { gang: 1, profile: CITIZEN, at: fighterAt },
    },
  });
  a.ok(moveTo(a, 'mover', 2, 1));
  return a;
}

function counterOffer(a: Arena): ChoiceDecision {
  const d: PendingDecision | null = a.m.pending;
  if (d?.type !== 'choose' || d.purpose !== 'counter') throw new Error('expected a COUNTER offer');
  return d;
}

describe('Will Points at "when it matters"', () => {
  it('asks about a Frenzied character’s Life Points alone only when they move the odds by 15 points or more', () => {
    const a = arena({
      rows: ['....'],
      figures: {
        foe: { gang: 0, profile: CITIZEN, at: [0, 0] },
        hero: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    // 3 dice needing 7+: one more moves the odds by about 9 points — a Will Point's worth asking, not a Life Point's
    const small = { ...roll(3, 7, 1), fromLife: 1 };
    expect(willPointSwing(small)).toBeGreaterThan(ASK_ODDS_STEP);
    expect(willPointSwing(small)).toBeLessThan(ASK_LIFE_STEP);
    expect(askVerdict(a.m, small, modes('matters', 'matters'), name)).toMatchObject({
      ask: false,
      command: { amount: 0 },
      reason: expect.stringContaining('Kept the Life Points'),
    });
    expect(askVerdict(a.m, roll(3, 7, 1), modes('matters', 'matters'), name)).toEqual({ ask: true });
    // a single die needing 7+: two more nearly double its odds
    expect(askVerdict(a.m, { ...roll(1, 7, 2), fromLife: 2 }, modes('matters', 'matters'), name)).toEqual({
      ask: true,
    });
  });

  it('asks when spending moves the odds by at least the step: 2 dice needing 7+', () => {
    const d = roll(2, 7, 2);
    expect(willPointSwing(d)).toBeGreaterThan(0.2);
    expect(askVerdict(null as never, d, modes('matters', 'matters'), name)).toEqual({ ask: true });
  });

  it('answers 0 unasked when the odds barely move (6 dice needing 4+), and says why in one line', () => {
    const d = roll(6, 4, 2);
    expect(willPointSwing(d)).toBeLessThan(ASK_ODDS_STEP);
    const v = askVerdict(null as never, d, modes('matters', 'always'), name);
    expect(v).toMatchObject({
      ask: false,
      command: { type: 'decide', decision: 'will-points', character: 'hero', amount: 0 },
    });
    if (v.ask) throw new Error('expected an answer');
    expect(v.reason).toMatch(/^Kept the Will Points for <hero>'s attack roll: .*5 points.*Success or better/);
    expect(v.reason).not.toContain('\n');
  });

  it('answers 0 when none can be spent, asks always at "always", never at "never"', () => {
    expect(askVerdict(null as never, roll(1, 7, 0), modes('matters', 'matters'), name).ask).toBe(false);
    expect(askVerdict(null as never, roll(6, 4, 2), modes('always', 'never'), name)).toEqual({ ask: true });
    const never = askVerdict(null as never, roll(1, 7, 2), modes('never', 'always'), name);
    expect(never).toMatchObject({ ask: false, command: { amount: 0 } });
  });
});

describe('COUNTER at "when it matters"', () => {
  it('asks when a friend who could act can strike a wounded enemy', () => {
    const a = afterRedAction(1, [3, 1]);
    const d = counterOffer(a);
    expect(counterOpening(a.m, d)).toMatchObject({ figure: a.id('fighter') });
    expect(counterOpening(a.m, d)?.what).toMatch(/could attack/);
    expect(askVerdict(a.m, d, modes('never', 'matters'), name)).toEqual({ ask: true });
  });

  it('declines unasked when no friend who could act has an enemy in reach', () => {
    const a = afterRedAction(11, [9, 0]);
    const d = counterOffer(a);
    expect(counterOpening(a.m, d)).toBeNull();
    const v = askVerdict(a.m, d, modes('always', 'matters'), name);
    expect(v).toMatchObject({ ask: false, command: { decision: 'choose', option: d.options[0]!.id } });
    if (v.ask) throw new Error('expected an answer');
    expect(v.reason).toMatch(/^Kept the Command Point: no COUNTER/);
  });

  it('is always asked at "always", never at "never", and declined while the computer’s turns are skipped', () => {
    const a = afterRedAction(1, [3, 1]);
    const d = counterOffer(a);
    expect(askVerdict(a.m, d, modes('never', 'always'), name)).toEqual({ ask: true });
    expect(askVerdict(a.m, d, modes('always', 'never'), name).ask).toBe(false);
    const skipped = askVerdict(a.m, d, modes('always', 'always'), name, true);
    expect(skipped).toMatchObject({ ask: false, reason: expect.stringContaining('skipped') });
  });
});

describe('PLAN at "when it matters"', () => {
  function duel() {
    const a = arena({
      rows: ['..........', '..........', '..........', '..........'],
      figures: {
        boss: { gang: 0, profile: 'the-guild-harbourmaster', at: [0, 0] },
        mook: { gang: 0, profile: CITIZEN, at: [0, 2] },
        rival: { gang: 1, profile: 'the-guild-harbourmaster', at: [9, 0] },
        goon: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    agendaStateOf(a.m).hands[0]!.push(
      { id: 'heroic-duel', status: 'open', achieved: false, memo: newMemo() },
      { id: 'inspiring-leadership', status: 'open', achieved: false, memo: newMemo() },
    );
    return a;
  }
  const hand = ['heroic-duel', 'inspiring-leadership'];

  it('keeps the points unasked while every Agenda in hand can still be achieved', () => {
    const a = duel();
    const d = planDecision(a.m, a.id('boss'), hand);
    expect(planOpening(a.m, d)).toBeNull();
    const v = askVerdict(a.m, d, modes('always', 'matters'), name);
    expect(v).toMatchObject({ ask: false, command: { option: 'done' } });
    expect(askVerdict(a.m, d, modes('always', 'always'), name)).toEqual({ ask: true });
  });

  it('asks once an Agenda in hand can no longer be achieved (the enemy Leader is out: Heroic Duel)', () => {
    const a = duel();
    loseLifePoints(a.m, a.eid('rival'), 99, 'test');
    const d = planDecision(a.m, a.id('boss'), hand);
    expect(planOpening(a.m, d)?.what).toContain('Heroic Duel');
    expect(askVerdict(a.m, d, modes('always', 'matters'), name)).toEqual({ ask: true });
    expect(askVerdict(a.m, d, modes('always', 'never'), name)).toMatchObject({ command: { option: 'done' } });
  });
});
