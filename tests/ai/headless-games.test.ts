import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import { type Player, playOut } from '../../src/ai/play-out.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch } from '../../src/rules/match/match.ts';
import { charactersOnBoard } from '../../src/rules/state/world.ts';

const board = loadLevel('gang-war-venice');

function play(seed: number, kinds: readonly ['ai' | 'random', 'ai' | 'random']) {
  const setup = defaultMatchSetup({ controllers: ['ai', 'ai'] });
  const m = createMatch(setup, seed, board);
  const players: Record<string, Player> = {};
  setup.gangs.forEach((g, k) => {
    players[g.id] =
      kinds[k] === 'random' ? randomPlayer(seed * 31 + k) : (x) => chooseCommand(x, g.id).command;
  });
  return playOut(m, players);
}

describe('headless Gang War games', () => {
  it('20 seeds of AI against AI finish with a sound summary', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const m = play(seed, ['ai', 'ai']);
      expect(m.over).toBe(true);
      expect(m.round).toBeGreaterThanOrEqual(1);
      expect(m.round).toBeLessThanOrEqual(5);
      const last = m.log[m.log.length - 1]!;
      expect(last.type).toBe('game-end');
      // Gang War: 1 VP per character standing, plus what the gang's Agendas scored (agenda events).
      const c = m.world.components;
      const vp = m.setup.gangs.map((g) => m.vp[g.id] ?? -1);
      vp.forEach((v, k) => {
        const standing = charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === k).length;
        const agendas = m.log
          .filter((e) => e.type === 'agenda' && e.change === 'scored' && e.gang === m.setup.gangs[k]!.id)
          .reduce((sum, e) => sum + (e.type === 'agenda' ? e.vp : 0), 0);
        expect(v).toBe(standing + agendas);
      });
      const best = Math.max(...vp);
      const leaders = m.setup.gangs.filter((g) => m.vp[g.id] === best).map((g) => g.id);
      expect(m.winner).toBe(leaders.length === 1 ? leaders[0] : null);
      expect(m.log.map((e) => e.seq)).toEqual(m.log.map((_, k) => k + 1));
    }
    // Twenty whole games of the normal computer: about 40 s on a quiet machine; room for a busy one.
  }, 180_000);

  it('the AI never loses to the random player, and wins most games', () => {
    let wins = 0;
    let losses = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const seat of [0, 1] as const) {
        const m = play(seed, seat === 0 ? ['ai', 'random'] : ['random', 'ai']);
        const ai = m.setup.gangs[seat]!.id;
        if (m.winner === ai) wins++;
        else if (m.winner !== null) losses++;
      }
    }
    expect(losses).toBe(0);
    expect(wins).toBeGreaterThanOrEqual(6);
  });
});
