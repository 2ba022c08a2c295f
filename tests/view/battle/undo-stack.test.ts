/**
 * Honest undo (src/view/battle/undo-stack.ts, src/view/battle/battle-session.ts): a person takes back their own
 * commands of the turn, last first, until a die was rolled or something hidden was shown; another gang's command that
 * did anything, or a turn's end, closes the turn; a match continued from its commands may still be taken back.
 */
import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import type { MatchEvent, VoxelBoard } from '../../../src/rules/index.ts';
import { loadLevel } from '../../../src/rules/index.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { UndoStack } from '../../../src/view/battle/undo-stack.ts';

const ev = (type: string, extra: object = {}) =>
  ({ seq: 0, round: 1, type, ...extra }) as unknown as MatchEvent;

describe('the undo stack', () => {
  it('takes back a person’s commands last first', () => {
    const u = new UndoStack();
    u.accepted(4, 'guild', true, [ev('turn-start')], false);
    u.accepted(5, 'guild', true, [ev('action'), ev('move')], false);
    expect(u.offer('guild')).toEqual({ to: 5 });
    expect(new UndoStack(u.afterUndo()).offer('guild')).toEqual({ to: 4 });
    expect(u.offer('rashaar')).toEqual({ why: 'Nothing of yours to take back in this turn' });
  });

  it('refuses once a die was rolled, a card drawn or a Hidden Objective shown', () => {
    const said = (events: MatchEvent[], dice = false) => {
      const u = new UndoStack();
      u.accepted(0, 'guild', true, events, dice);
      return u.offer('guild');
    };
    expect(said([ev('roll')])).toEqual({ why: 'A die was rolled: what is done stands' });
    expect(said([ev('move')], true)).toEqual({ why: 'A die was rolled: what is done stands' });
    expect(said([ev('agenda')])).toEqual({ why: 'An Agenda card was drawn or shown: what is done stands' });
    expect(said([ev('objective-revealed')])).toEqual({
      why: 'A Hidden Objective was shown: what is done stands',
    });
  });

  it('closes the turn at its end or when another gang does anything, not when it only declines', () => {
    const u = new UndoStack();
    u.accepted(0, 'guild', true, [ev('move')], false);
    u.accepted(1, 'rashaar', false, [], false);
    expect(u.offer('guild')).toEqual({ to: 0 });
    u.accepted(2, 'rashaar', false, [ev('counter')], false);
    expect(u.size).toBe(0);
    u.accepted(3, 'guild', true, [ev('move'), ev('turn-end')], false);
    expect(u.size).toBe(0);
  });
});

describe('a battle session', () => {
  const setup = defaultMatchSetup({ controllers: ['human', 'ai'] });
  const board = loadLevel(setup.level) as VoxelBoard;

  it('offers the person’s move of this turn back, and again after the match is replayed from its commands', () => {
    const s = new BattleSession(setup, 21, board);
    for (let k = 0; k < 40 && (s.aiToAnswer || s.match.pending); k++) {
      if (s.aiToAnswer) s.aiStep();
      else expect(s.submit(s.legal().find((c) => c.type === 'decide')!).ok).toBe(true);
    }
    expect(s.submit(s.legal().find((c) => c.type === 'activate')!).ok).toBe(true);
    const activated = s.match.commands.length;
    const run = s.legal().find((c) => c.type === 'run-climb')!;
    expect(s.submit(run).ok).toBe(true);
    while (s.aiToAnswer) s.aiStep();
    expect(s.undo.offer(s.gangToAnswer)).toEqual({ to: activated });
    const again = new BattleSession(setup, 21, board, 'normal', {}, [...s.match.commands]);
    expect(again.match.log).toEqual(s.match.log);
    expect(again.undo.offer(again.gangToAnswer)).toEqual({ to: activated });
  });
});
