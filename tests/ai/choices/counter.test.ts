/**
 * The AI's COUNTER (src/ai/choices/counter.ts): a Command Point is spent when a friend's single action gains
 * enough — here an attack that may take a wounded enemy out — and kept when no friend can strike.
 */
import { describe, expect, it } from 'vitest';
import { COUNTER_MARGIN, strikeGain } from '../../../src/ai/choices/counter.ts';
import { answerChoice } from '../../../src/ai/choices.ts';
import { chooseCommand } from '../../../src/ai/index.ts';
import { NO_COUNTER } from '../../../src/rules/command/command-points.ts';
import type { ChoiceDecision, PendingDecision } from '../../../src/rules/core/types.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, combat, moveTo } from '../../rules/helpers/arena.ts';

function choice(d: PendingDecision | null): ChoiceDecision {
  if (d?.type !== 'choose' || d.purpose !== 'counter') throw new Error('expected a counter decision');
  return d;
}

/** Red's `mover` (with `lp` Life Points) acts; blue's chaplain at (6, 2) sees blue's `fighter` at `fighterAt`. */
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

describe('the AI answers a COUNTER offer', () => {
  it('strikes a wounded enemy in reach, then makes that attack', () => {
    // the fighter at (3, 1) touches the mover once it stands at (2, 1)
    const a = afterRedAction(1, [3, 1]);
    const d = choice(a.m.pending);
    const gain = strikeGain(a.m, a.eid('fighter'))!;
    expect(gain.gain).toBeGreaterThan(COUNTER_MARGIN);
    const answer = answerChoice(a.m, d);
    expect(answer.command).toEqual({
      type: 'decide',
      decision: 'choose',
      character: a.id('mover'),
      option: `${a.id('leader')}>${a.id('fighter')}`,
    });
    expect(answer.why).toMatch(/^COUNTER: attack/);
    a.ok(answer.command);
    // the counter action is the AI's to choose too: the attack
    const next = chooseCommand(a.m, 'blue');
    expect(next.command).toEqual(combat(a, 'fighter', 'mover'));
  });

  it('keeps the point when no friend can strike', () => {
    const a = afterRedAction(11, [9, 0]);
    const d = choice(a.m.pending);
    expect(strikeGain(a.m, a.eid('fighter'))).toBeNull();
    const answer = answerChoice(a.m, d);
    expect(answer.command).toMatchObject({ option: NO_COUNTER });
    expect(answer.why).toBe('keep the Command Point');
  });
});
