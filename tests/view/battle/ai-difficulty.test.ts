/**
 * The menu's "Computer" choice reaches the match: a session plays its computer gangs at the difficulty it was given
 * (battle-session.ts), the same way for the same seed.
 */
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';

/** The computer's first `n` commands in a computer-against-computer match at `difficulty`. */
function firstCommands(difficulty: Difficulty, n: number): string[] {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 21, board, difficulty);
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const step = s.aiStep();
    if (!step?.result.ok) throw new Error('the computer should always move');
    out.push(JSON.stringify(step.choice.command));
  }
  return out;
}

describe('the computer at the difficulty chosen', () => {
  it('plays easy differently from normal, and the same way again for the same seed', () => {
    const normal = firstCommands('normal', 40);
    const easy = firstCommands('easy', 40);
    expect(easy).not.toEqual(normal);
    expect(firstCommands('easy', 40)).toEqual(easy);
    expect(firstCommands('normal', 40)).toEqual(normal);
  });
});
