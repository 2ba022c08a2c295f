/**
 * Frenzied on rolls (rulebook "Frenzied": Life Points used as Will Points, here added to a roll; rolls/roll.ts
 * `askWillPoints`) and Stigmata (the Inquisitor; src/rules/abilities/vatican/stigmata.ts): each Life Point paid as a
 * Will Point re-rolls one die of the action, the Destiny Dice included, and gives Hands of God Penetration −3.
 */
import { describe, expect, it } from 'vitest';
import { answerWillPoints } from '../../src/ai/choices/will-points.ts';
import type { WillPointsDecision } from '../../src/rules/core/types.ts';
import { arena, CITIZEN, combat, ofType } from './helpers/arena.ts';

const INQUISITOR = 'the-vatican-inquisitor'; // Frenzied, ATTACK 3, 13 Life Points, Hands of God (Penetration +1)
const GETHSEMANE = 'the-vatican-gethsemane'; // Frenzied, 0 Will Points, no Stigmata
const OPEN = Array.from({ length: 6 }, () => '..........');

const scene = (profile: string, wp = 0, lp?: number) =>
  arena({
    rows: OPEN,
    askFrenziedLife: true,
    figures: {
      inquisitor: { gang: 0, profile, at: [2, 2], wp, ...(lp ? { lp } : {}) },
      target: { gang: 1, profile: CITIZEN, at: [3, 2] },
    },
  });

const willPending = (a: ReturnType<typeof scene>): WillPointsDecision => {
  const d = a.m.pending;
  if (d?.type !== 'will-points') throw new Error(`no Will Points decision: ${JSON.stringify(d)}`);
  return d;
};

const spend = (a: ReturnType<typeof scene>, amount: number, ...dice: number[]) =>
  a.ok({ type: 'decide', decision: 'will-points', character: a.id('inquisitor'), amount }, ...dice);

describe('Frenzied on rolls', () => {
  it('a Frenzied character with no Will Points may add dice with its Life Points, never its last', () => {
    const a = scene(INQUISITOR, 0);
    a.submit(combat(a, 'inquisitor', 'target'));
    expect(willPending(a)).toMatchObject({ max: 2, fromLife: 2 });
    const low = scene(INQUISITOR, 0, 2);
    low.submit(combat(low, 'inquisitor', 'target'));
    expect(willPending(low)).toMatchObject({ max: 1, fromLife: 1 });
    const none = scene(INQUISITOR, 0, 1);
    none.submit(combat(none, 'inquisitor', 'target'), 2, 2, 2);
    expect(none.m.pending).toBeNull();
  });

  it('Will Points are spent first, then Life Points', () => {
    const a = scene(INQUISITOR, 1);
    a.submit(combat(a, 'inquisitor', 'target'));
    expect(willPending(a)).toMatchObject({ max: 2, fromLife: 1 });
    // 5 dice: the Destiny Dice and one more missed; Stigmata re-rolls one of them (the Destiny Dice first)
    spend(a, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(a.wp('inquisitor')).toBe(0);
    expect(a.lp('inquisitor')).toBe(12);
    expect(ofType(a.m.log, 'life-points').find((e) => e.character === a.id('inquisitor'))).toMatchObject({
      cause: 'Frenzied',
    });
  });
});

describe('Stigmata (the Inquisitor)', () => {
  it('each Life Point paid re-rolls a die, the Destiny Dice first; Hands of God gains Penetration −3', () => {
    const a = scene(INQUISITOR, 0);
    a.submit(combat(a, 'inquisitor', 'target'));
    // 5 dice, all missed: two re-rolled (the Destiny Dice and the next), then the Citizen's Protection Roll
    spend(a, 2, 2, 2, 2, 2, 2, 10, 8, 2, 2, 2);
    expect(a.lp('inquisitor')).toBe(11);
    const [attack, save] = ofType(a.m.log, 'roll');
    expect(attack).toMatchObject({ dice: [10, 8, 2, 2, 2], rerolled: [0, 1], aces: 2, result: 'critical' });
    expect(attack!.modifiers).toContain('Stigmata: re-roll 2');
    expect(save!.modifiers).toContain('Stigmata: Penetration −3');
    // PROTECTION 3, Hands of God +1, Stigmata −3: a single die
    expect(save).toMatchObject({ kind: 'protection', pool: 1 });
  });

  it('no Life Point paid: no re-roll and no Penetration', () => {
    const a = scene(INQUISITOR, 2);
    a.submit(combat(a, 'inquisitor', 'target'));
    spend(a, 1, 2, 2, 2, 8, 2, 2, 2, 2);
    const [attack, save] = ofType(a.m.log, 'roll');
    expect(attack).toMatchObject({ dice: [2, 2, 2, 8], rerolled: [] });
    expect(a.lp('inquisitor')).toBe(13);
    expect(save).toMatchObject({ pool: 4 });
    expect(save!.modifiers.some((x) => x.startsWith('Stigmata'))).toBe(false);
  });

  it('the computer pays Life Points for Stigmata while it keeps more than half of them; never for a bare die', () => {
    const a = scene(INQUISITOR, 0);
    a.submit(combat(a, 'inquisitor', 'target'));
    // 3 dice with Aces on 4+ hardly need a fourth, but the first Life Point brings Penetration −3 and a re-roll
    expect(answerWillPoints(a.m, willPending(a)).command).toMatchObject({ amount: 1 });
    const hurt = scene(INQUISITOR, 0, 7);
    hurt.submit(combat(hurt, 'inquisitor', 'target'));
    expect(answerWillPoints(hurt.m, willPending(hurt)).command).toMatchObject({ amount: 0 });
    const brute = scene(GETHSEMANE, 0);
    // (Primitive: its MIND roll first, passed)
    brute.submit(combat(brute, 'inquisitor', 'target'), 8, 8, 8, 8, 8);
    expect(answerWillPoints(brute.m, willPending(brute)).command).toMatchObject({ amount: 0 });
  });
});
