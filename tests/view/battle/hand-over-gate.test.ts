import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel, type VoxelBoard } from '../../../src/rules/index.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { HandOverGate } from '../../../src/view/battle/hand-over-gate.ts';

const board = loadLevel('gang-war-venice') as VoxelBoard;

/** Two people at one machine, setting Gang War up by hand. */
function hotSeat(): BattleSession {
  return new BattleSession(
    defaultMatchSetup({ controllers: ['human', 'human'], deployment: 'players' }),
    4,
    board,
  );
}

/** Answer the pending decision with its first option (or the engine's suggestion) for whoever must answer. */
function answer(s: BattleSession): void {
  const d = s.match.pending!;
  if (d.type === 'choose')
    s.submit({ type: 'decide', decision: 'choose', character: d.character, option: d.options[0]!.id });
  else if (d.type === 'deploy')
    s.submit({ type: 'decide', decision: 'deploy', character: d.character, placements: d.suggested });
  else throw new Error(`unexpected ${d.type}`);
}

describe('HandOverGate', () => {
  it('seats the first person without a screen, then asks for one whenever the person to answer changes', () => {
    const s = hotSeat();
    const gate = new HandOverGate(s, true);
    const first = s.gangToAnswer!;
    expect(gate.due(true)).toBeNull();
    expect(gate.viewer).toBe(first);
    while (s.gangToAnswer === first) answer(s);
    const next = s.gangToAnswer!;
    expect(gate.due(true)).toBe(next);
    expect(gate.what()).toMatch(/gondola|Deployment Zone|figures/);
    gate.take(next);
    expect(gate.due(true)).toBeNull();
    expect(gate.agendaViewer).toBe(next);
  });

  it('never screens when one person plays every side, nor for a question a switch answers', () => {
    const s = hotSeat();
    const open = new HandOverGate(s, false);
    const first = s.gangToAnswer!;
    open.due(true);
    while (s.gangToAnswer === first) answer(s);
    expect(open.due(true)).toBeNull();
    expect(open.agendaViewer).toBeUndefined();
    const screened = new HandOverGate(s, true);
    screened.take(first);
    expect(screened.due(false)).toBeNull();
  });

  it('with one person, that person always sits at the screen', () => {
    const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'human'] }), 4, board);
    const gate = new HandOverGate(s, true);
    expect(gate.shared).toBe(false);
    expect(gate.viewer).toBe(s.setup.gangs[1]!.id);
  });
});
