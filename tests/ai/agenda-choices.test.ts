/**
 * The AI's Agenda decisions (src/ai/choices/agendas.ts) on small positions: PLAN redraws only an Agenda that can no
 * longer be achieved; Double keeps a condition on the board with rounds to go, and scores the rest.
 */
import { describe, expect, it } from 'vitest';
import { answerDouble, answerPlan } from '../../src/ai/choices/agendas.ts';
import { loseLifePoints } from '../../src/rules/character/life-points.ts';
import type { ChoiceDecision } from '../../src/rules/core/types.ts';
import { agendaStateOf } from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';
import { planDecision } from './helpers/plan-decision.ts';

const ROWS = ['..........', '..........', '..........', '..........'];
const LEADER = 'the-guild-harbourmaster';

function duel() {
  const a = arena({
    rows: ROWS,
    figures: {
      boss: { gang: 0, profile: LEADER, at: [0, 0] },
      mook: { gang: 0, profile: CITIZEN, at: [0, 2] },
      rival: { gang: 1, profile: LEADER, at: [9, 0] },
      goon: { gang: 1, profile: CITIZEN, at: [9, 2] },
    },
  });
  agendaStateOf(a.m).hands[0]!.push(
    { id: 'heroic-duel', status: 'open', achieved: false, memo: newMemo() },
    { id: 'inspiring-leadership', status: 'open', achieved: false, memo: newMemo() },
  );
  return a;
}

describe('the AI at PLAN', () => {
  it('keeps Agendas that can still be achieved', () => {
    const a = duel();
    const r = answerPlan(a.m, planDecision(a.m, a.id('boss'), ['heroic-duel', 'inspiring-leadership']));
    expect(r.command).toMatchObject({ option: 'done' });
  });

  it('redraws Heroic Duel once the enemy Leader is taken out', () => {
    const a = duel();
    loseLifePoints(a.m, a.eid('rival'), 99, 'test');
    const r = answerPlan(a.m, planDecision(a.m, a.id('boss'), ['heroic-duel', 'inspiring-leadership']));
    expect(r.command).toMatchObject({ option: 'redraw:heroic-duel' });
    expect(r.why).toContain('Heroic Duel');
  });
});

describe('the AI at Double', () => {
  function doubleDecision(a: ReturnType<typeof duel>, id: string): ChoiceDecision {
    return {
      type: 'choose',
      gang: a.m.setup.gangs[0]!.id,
      character: a.id('boss'),
      purpose: 'agenda-double',
      options: [
        { id: `score:${id}`, label: 'score' },
        { id: `keep:${id}`, label: 'keep' },
      ],
    };
  }

  it('keeps a condition on the board with rounds to go (Inspiring Leadership, round 1 of 5)', () => {
    const a = duel();
    expect(answerDouble(a.m, doubleDecision(a, 'inspiring-leadership')).command).toMatchObject({
      option: 'keep:inspiring-leadership',
    });
  });

  it('scores it in the fourth round, with one round left', () => {
    const a = duel();
    a.m.round = 4;
    expect(answerDouble(a.m, doubleDecision(a, 'inspiring-leadership')).command).toMatchObject({
      option: 'score:inspiring-leadership',
    });
  });

  it('scores a kill at once (Heroic Duel)', () => {
    const a = duel();
    expect(answerDouble(a.m, doubleDecision(a, 'heroic-duel')).command).toMatchObject({
      option: 'score:heroic-duel',
    });
  });
});
