/**
 * Dead Weights (the Sinker; src/rules/abilities/strigoi/dead-weights.ts): it is not set up with its gang; as round 2
 * begins its gang sets it in water anywhere at least 3″ from every enemy in the water, and it then takes its turns.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { sinkerSpots } from '../../src/rules/abilities/strigoi/dead-weights.ts';
import type { MatchSetup } from '../../src/rules/core/types.ts';
import { createMatch } from '../../src/rules/index.ts';
import { submit } from '../../src/rules/match/match.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import { figureOf } from '../../src/rules/state/match-state.ts';
import { charactersOnBoard } from '../../src/rules/state/world.ts';
import { arena, CITIZEN, ofType } from './helpers/arena.ts';
import { diceQueue } from './helpers/dice-queue.ts';

const SINKER = 'strigoi-sinker';
const ROWS = [
  '..............',
  '..............',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '..............',
  '..............',
];
const board = boardFromAscii(ROWS, {
  zones: [
    { id: 'north', x0: 0, y0: 0, x1: 14, y1: 2 },
    { id: 'south', x0: 0, y0: 5, x1: 14, y1: 7 },
  ],
});

const setup: MatchSetup = {
  scenario: 'gang-war',
  level: 'test',
  gangs: [
    {
      id: 'red',
      name: 'red gang',
      faction: 'Strigoi',
      colour: '#800',
      controller: 'human',
      roster: [{ profile: SINKER }, { profile: CITIZEN }],
    },
    {
      id: 'blue',
      name: 'blue gang',
      faction: 'The Guild',
      colour: '#008',
      controller: 'human',
      roster: [{ profile: CITIZEN }],
    },
  ],
};

describe('Dead Weights (the Sinker)', () => {
  it('is not set up with its gang, and is set in the water as round 2 begins; then it takes its turns', () => {
    // round 1's initiative: one die each (no Command Points)
    const dice = diceQueue(10, 1);
    const m = createMatch(setup, 1, board, { dice, agendas: false });
    const sinker = m.ids.get('red-sinker')!;
    expect(charactersOnBoard(m.world)).not.toContain(sinker);
    expect(ofType(m.log, 'deploy').map((e) => e.character)).not.toContain('red-sinker');
    expect(m.round).toBe(1);
    const ok = (cmd: Parameters<typeof submit>[1]) => {
      const r = submit(m, cmd);
      if (!r.ok) throw new Error(r.reason);
    };
    // round 1: the Sinker has no turn
    ok({ type: 'end-turn', actor: 'red-citizen' });
    dice.queue(10, 1);
    ok({ type: 'end-turn', actor: 'blue-citizen' });
    expect(m.round).toBe(2);
    const d = m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'summon-spot', character: 'red-sinker', gang: 'red' });
    if (d?.type !== 'choose') throw new Error('no choice');
    // every spot offered is in the water; the first is nearest the middle of the board
    for (const o of d.options) expect(board.surfaceKind(board.nodeAt(...o.at!)!)).toBe('water');
    expect(d.options[0]!.at).toEqual([6.5, 3.5, board.nodeAt(6.5, 3.5, -1)!.z]);
    expect(d.options.map((o) => o.id)).toContain((answerChoice(m, d).command as { option: string }).option);
    ok({ type: 'decide', decision: 'choose', character: 'red-sinker', option: d.options[0]!.id });
    expect(charactersOnBoard(m.world)).toContain(sinker);
    expect(ofType(m.log, 'ability').at(-1)).toMatchObject({
      ability: 'Dead Weights',
      effect: 'rises from the canal',
    });
    // then the initiative of round 2, and the Sinker takes a turn
    expect(ofType(m.log, 'initiative')).toHaveLength(2);
    ok({ type: 'end-turn', actor: 'red-sinker' });
    expect(ofType(m.log, 'turn-start').some((e) => e.character === 'red-sinker')).toBe(true);
  });

  it('never within 3″ of an enemy in the water', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        sinker: { gang: 0, profile: SINKER, at: [1, 0] },
        swimmer: { gang: 1, profile: CITIZEN, at: [7, 3] },
      },
    });
    const spots = sinkerSpots(a.m, a.eid('sinker'));
    expect(spots.length).toBeGreaterThan(0);
    const f = figureOf(a.m, a.eid('swimmer'));
    for (const n of spots) {
      const gap = Math.hypot(n.i + 0.5 - f.x, n.j + 0.5 - f.y) - 2 * f.radius;
      expect(gap).toBeGreaterThanOrEqual(3 - 1e-9);
    }
    // the spot beside the swimmer is not offered
    expect(spots.some((n) => n.i === 8 && n.j === 3)).toBe(false);
  });
});
