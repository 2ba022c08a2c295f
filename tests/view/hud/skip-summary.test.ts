/** The summary after skipping the computer's turns (skip-summary.ts), from the events a real match played. */
import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import type { MatchEvent } from '../../../src/rules/core/types.ts';
import { loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import type { Names } from '../../../src/view/hud/log-lines.ts';
import { skipSummary } from '../../../src/view/hud/skip-summary.ts';

const names: Names = { character: (id) => `«${id}»`, gang: (id) => `Gang ${id}` };

function ev(body: Record<string, unknown>, seq = 1, round = 1): MatchEvent {
  return { seq, round, ...body } as MatchEvent;
}

describe('the summary of skipped turns', () => {
  it('counts each character’s actions by kind, Life Points lost, casualties and rounds ended', () => {
    const lines = skipSummary(
      [
        ev({ type: 'action', character: 'a', action: 'run-climb', ap: 1 }),
        ev({ type: 'action', character: 'a', action: 'run-climb', ap: 1 }),
        ev({ type: 'action', character: 'a', action: 'combat', ap: 1 }),
        ev({ type: 'action', character: 'b', action: 'chained-jump', ap: 0 }),
        ev({ type: 'life-points', character: 'c', lpBefore: 9, lpAfter: 4, cause: 'damage' }),
        ev({ type: 'life-points', character: 'c', lpBefore: 4, lpAfter: 0, cause: 'damage' }),
        ev({ type: 'casualty', character: 'c', gang: 'x' }),
        ev({ type: 'round-end' }, 9, 2),
      ],
      names,
    );
    expect(lines).toEqual([
      '«a»: 2 × Run/Climb, attack',
      'Life Points lost: «c» 9',
      'Taken out: «c»',
      'Game round 2 ended',
    ]);
  });

  it('sums up a computer-against-computer stretch of a real match, and says so when nothing happened', () => {
    const board = loadLevel('gang-war-venice') as VoxelBoard;
    const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 8, board);
    const from = s.match.log.length;
    for (let k = 0; k < 60; k++) s.aiStep();
    const lines = skipSummary(s.match.log.slice(from), names);
    const acted = new Set(
      s.match.log.slice(from).flatMap((e) => (e.type === 'action' && e.ap > 0 ? [e.character] : [])),
    );
    expect(acted.size).toBeGreaterThan(0);
    for (const who of acted) expect(lines.some((l) => l.startsWith(`«${who}»:`))).toBe(true);
    expect(skipSummary([], names)).toEqual(['Nothing happened: no character acted.']);
  });
});
