/**
 * The AI under Secondary (rulebook "Agendas": a gang that achieves no Agenda scores no Victory Points at all; Secure
 * Arms): before its first Agenda it spends its Will Points together toward Will Be Done (src/ai/choices/will-points.ts)
 * and PLANs away the Agendas that wait on the enemy when it holds none it can work toward by itself
 * (src/ai/choices/agendas.ts). In Gang War, without the gate, it does neither.
 */
import { describe, expect, it } from 'vitest';
import { oneKillAway } from '../../../src/ai/agenda-worth.ts';
import { answerPlan, SELF_DRIVEN, SELF_DRIVEN_SHARE } from '../../../src/ai/choices/agendas.ts';
import { answerWillPoints } from '../../../src/ai/choices/will-points.ts';
import type { WillPointsDecision } from '../../../src/rules/core/types.ts';
import { agendaStateOf } from '../../../src/rules/index.ts';
import { newMemo } from '../../../src/rules/scenario/agendas/conditions.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import { arena, CITIZEN } from '../../rules/helpers/arena.ts';
import { planDecision } from '../helpers/plan-decision.ts';

const LEADER = 'the-guild-harbourmaster';

/** Three characters of gang 0 with 2 Will Points each, holding `hand`, in `scenario`. */
function gang(scenario: string, hand: readonly string[]) {
  const a = arena({
    rows: ['..........', '..........', '..........', '..........'],
    scenario,
    figures: {
      boss: { gang: 0, profile: LEADER, at: [0, 0] },
      mook: { gang: 0, profile: CITIZEN, at: [0, 2] },
      lout: { gang: 0, profile: CITIZEN, at: [2, 2] },
      rival: { gang: 1, profile: LEADER, at: [9, 0] },
    },
  });
  for (const name of ['boss', 'mook', 'lout']) a.m.world.components.Points.wp[a.eid(name)] = 2;
  agendaStateOf(a.m).hands[0]!.push(
    ...hand.map((id) => ({ id, status: 'open' as const, achieved: false, memo: newMemo() })),
  );
  return a;
}

/** A climb roll of 8 dice: one more Will Point hardly changes its chance, so it is kept unless an Agenda asks. */
function climb(a: ReturnType<typeof gang>): WillPointsDecision {
  return {
    type: 'will-points',
    gang: a.m.setup.gangs[0]!.id,
    character: a.id('boss'),
    purpose: 'climb',
    kind: 'basic',
    dice: 8,
    aceOn: 7,
    max: 2,
  };
}

describe('Will Points under Secondary', () => {
  it('spends them all toward Will Be Done when the friends’ Will Points could complete it this round', () => {
    const a = gang('secure-arms', ['will-be-done']);
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 2 });
  });

  it('keeps them in Gang War, where no gate holds the score back', () => {
    const a = gang('gang-war', ['will-be-done']);
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 0 });
  });

  it('keeps them once the friends could not reach 6 Will Points this round', () => {
    const a = gang('secure-arms', ['will-be-done']);
    a.m.world.components.Points.wp[a.eid('mook')] = 0;
    a.m.world.components.Points.wp[a.eid('lout')] = 1;
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 0 });
  });

  it('counts only the friends still to take their turn this round', () => {
    const a = gang('secure-arms', ['will-be-done']);
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 2 });
    setTag(a.m.world, a.eid('mook'), a.m.world.components.HadTurn, true);
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 0 });
  });

  it('keeps them once an Agenda opened the gate', () => {
    const a = gang('secure-arms', ['will-be-done', 'hold-ground']);
    agendaStateOf(a.m).hands[0]![1]!.status = 'scored';
    expect(answerWillPoints(a.m, climb(a)).command).toMatchObject({ amount: 0 });
  });
});

describe('PLAN under Secondary', () => {
  const waiting = ['heroic-duel', 'watery-grave'];

  it('reads which Agendas a gang can work toward by itself from their conditions: 10 of the 35', () => {
    expect([...SELF_DRIVEN].sort()).toEqual([
      'approach-by-water',
      'aquatic-attack',
      'following-orders',
      'get-to-ground',
      'high-dive',
      'hold-ground',
      'hold-your-breath',
      'lead-from-the-front',
      'the-gods-guide-us',
      'will-be-done',
    ]);
    expect(SELF_DRIVEN_SHARE).toBeCloseTo(10 / 35, 10);
  });

  it('redraws an Agenda that waits on the enemy when none in hand can be worked toward', () => {
    expect(waiting.some((id) => SELF_DRIVEN.has(id))).toBe(false);
    const a = gang('secure-arms', waiting);
    const r = answerPlan(a.m, planDecision(a.m, a.id('boss'), waiting));
    expect(r.command).toMatchObject({ option: 'redraw:heroic-duel' });
    expect(r.why).toContain('Secondary');
  });

  it('redraws first a card one kill would not achieve (three kills, two disengages), then the first in hand', () => {
    const hand = ['heroic-duel', 'watery-grave', 'one-person-army', 'draw-them-in'];
    const a = gang('secure-arms', hand);
    const cards = agendaStateOf(a.m).hands[0]!;
    expect(cards.map((c) => oneKillAway(a.m, 0, c))).toEqual([true, true, false, false]);
    const r = answerPlan(a.m, planDecision(a.m, a.id('boss'), hand));
    expect(r.command).toMatchObject({ option: 'redraw:one-person-army' });
    expect(r.why).toContain('nor achieve it with one kill');
    // Its progress counts: with two kills by the Leader made, One Person Army is one kill away; with one, not yet.
    cards[2]!.memo.counts[String(a.eid('boss'))] = 1;
    expect(oneKillAway(a.m, 0, cards[2]!)).toBe(false);
    cards[2]!.memo.counts[String(a.eid('boss'))] = 2;
    expect(oneKillAway(a.m, 0, cards[2]!)).toBe(true);
  });

  it('keeps its hand when it holds one it can work toward (Will Be Done)', () => {
    const hand = [...waiting, 'will-be-done'];
    const a = gang('secure-arms', hand);
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), hand)).command).toMatchObject({ option: 'done' });
  });

  it('keeps its hand in Gang War', () => {
    const a = gang('gang-war', waiting);
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), waiting)).command).toMatchObject({
      option: 'done',
    });
  });

  it('keeps its hand in the last round, too late for a new card', () => {
    const a = gang('secure-arms', waiting);
    a.m.round = 5;
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), waiting)).command).toMatchObject({
      option: 'done',
    });
  });

  it('redraws one that waits on the enemy for the Command Point it pays toward Lead from the Front', () => {
    const hand = [...waiting, 'lead-from-the-front'];
    const a = gang('secure-arms', hand);
    const cp = a.m.world.components.Points.cp;
    cp[a.eid('boss')] = 2;
    cp[a.eid('mook')] = 1;
    // (Lead from the Front counts characters that began with Command Points)
    a.m.world.components.Points.cpStart[a.eid('mook')] = 1;
    const r = answerPlan(a.m, planDecision(a.m, a.id('boss'), hand));
    expect(r.command).toMatchObject({ option: 'redraw:heroic-duel' });
    expect(r.why).toContain('Lead From the Front (a step toward it)');
    // With no friend that began with Command Points, Lead from the Front cannot be achieved: it is the card redrawn.
    cp[a.eid('mook')] = 0;
    a.m.world.components.Points.cpStart[a.eid('mook')] = 0;
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), hand)).command).toMatchObject({
      option: 'redraw:lead-from-the-front',
    });
  });

  it('redraws when the one it could work toward needs points the gang no longer holds (Will Be Done: six)', () => {
    const hand = [...waiting, 'will-be-done'];
    const a = gang('secure-arms', hand);
    // three characters with 2 Will Points each: six, Will Be Done can be worked toward
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), hand)).command).toMatchObject({ option: 'done' });
    a.m.world.components.Points.wp[a.eid('lout')] = 1;
    // (Will Be Done is the card redrawn: no kill achieves it, where one would achieve Heroic Duel)
    expect(answerPlan(a.m, planDecision(a.m, a.id('boss'), hand)).command).toMatchObject({
      option: 'redraw:will-be-done',
    });
  });
});
