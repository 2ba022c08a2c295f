/**
 * The AI's ORDER (src/ai/choices/order.ts): 1 more Action Point is worth about one more attack; the ORDER is
 * given when that beats keeping the Command Point.
 */
import { describe, expect, it } from 'vitest';
import { CHARGE_SHARE, extraApWorth, ORDER_MARGIN } from '../../../src/ai/choices/order.ts';
import { chooseCommand } from '../../../src/ai/index.ts';
import type { Candidate } from '../../../src/ai/types.ts';
import { agendaStateOf } from '../../../src/rules/index.ts';
import { newMemo } from '../../../src/rules/scenario/agendas/conditions.ts';
import { arena, CHAPLAIN, CITIZEN } from '../../rules/helpers/arena.ts';

const candidate = (
  type: 'combat' | 'run-climb' | 'end-turn',
  score: number,
  why: string = type,
): Candidate => {
  const actor = 'a';
  const command =
    type === 'combat'
      ? { type, actor, target: 'b', weapon: 'Sword' }
      : type === 'run-climb'
        ? { type, actor, to: [0.5, 0.5, 0] as const }
        : { type, actor };
  return { command, score, why };
};

describe('what 1 more Action Point is worth', () => {
  it('is the gain of the best attack over holding, or a share of a charge', () => {
    const hold = candidate('end-turn', -0.2);
    expect(extraApWorth([candidate('combat', 0.3), hold])).toBeCloseTo(0.5, 12);
    expect(extraApWorth([candidate('run-climb', 0.8, 'charge b'), hold])).toBeCloseTo(CHARGE_SHARE, 12);
    expect(extraApWorth([candidate('run-climb', 0.8, 'move'), hold])).toBe(0);
  });
});

describe('the AI gives an ORDER', () => {
  it('to a fighter next to a wounded enemy, from the leader in sight', () => {
    // the leader stands too far to charge: the fighter's attack is the best option of the gang
    const a = arena({
      rows: ['............', '............', '............'],
      figures: {
        leader: { gang: 0, profile: CHAPLAIN, at: [0, 0] },
        fighter: { gang: 0, profile: CITIZEN, at: [10, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 1], lp: 2 },
      },
    });
    const choice = chooseCommand(a.m, 'red');
    expect(choice.command).toEqual({ type: 'order', actor: a.id('leader'), target: a.id('fighter') });
    expect(choice.why).toMatch(/ORDERs/);
    a.ok(choice.command);
    expect(a.ap('fighter')).toBe(3);
    // the ORDER is given once: next the fighter acts
    const next = chooseCommand(a.m, 'red').command;
    expect(next.type).not.toBe('order');
    expect(next).toMatchObject({ actor: a.id('fighter') });
  });

  it('not when no enemy is in reach', () => {
    const a = arena({
      rows: ['....................', '....................'],
      figures: {
        leader: { gang: 0, profile: CHAPLAIN, at: [0, 0] },
        fighter: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [19, 1] },
      },
    });
    expect(chooseCommand(a.m, 'red').command.type).not.toBe('order');
    expect(ORDER_MARGIN).toBeGreaterThan(0);
  });

  it('for Lead from the Front when nothing else buys it: each Command Point still to spend is a step', () => {
    const at = (cp: number) => {
      const a = arena({
        rows: ['....................', '....................'],
        figures: {
          leader: { gang: 0, profile: CHAPLAIN, at: [0, 0], cp },
          fighter: { gang: 0, profile: CITIZEN, at: [1, 1], cp: 1 },
          blue: { gang: 1, profile: CITIZEN, at: [19, 1] },
        },
      });
      // (Lead from the Front counts characters that began with Command Points)
      for (const f of ['leader', 'fighter']) a.m.world.components.Points.cpStart[a.eid(f)] = cp;
      agendaStateOf(a.m).hands[0]!.push({
        id: 'lead-from-the-front',
        status: 'open',
        achieved: false,
        memo: newMemo(),
      });
      return a;
    };
    // 2 Command Points: after the ORDER 1 is left, then the fighter's 1: 1 VP × ½ × ½ reaches the margin.
    const two = at(2);
    const choice = chooseCommand(two.m, 'red');
    expect(choice.command).toMatchObject({ type: 'order', actor: two.id('leader') });
    expect(choice.why).toContain('an Agenda step');
    // 4: three steps of its own are left, an eighth of it with the fighter's: kept.
    expect(chooseCommand(at(4).m, 'red').command.type).not.toBe('order');
  });
});
