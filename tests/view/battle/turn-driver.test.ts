import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { agendaStateOf, loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import type { AskSettings } from '../../../src/view/battle/ask-modes.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { type DriverHooks, TurnDriver } from '../../../src/view/battle/turn-driver.ts';

/** A person (The Guild, first in seating) against the computer; the match waits on the person's PLAN. */
function session(): BattleSession {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'ai'] }), 11, board);
  const d = s.match.pending;
  if (d?.type !== 'choose' || d.purpose !== 'plan' || !s.humanToAnswer)
    throw new Error('expected the person to be asked for a PLAN');
  return s;
}

/** A driver whose hooks count their calls. */
function driver(s: BattleSession, ask: AskSettings) {
  const calls = { askChoice: 0, askDeploy: 0, answered: [] as string[], refused: [] as string[] };
  const hooks: DriverHooks = {
    chose: () => {},
    askWillPoints: () => {},
    askGuard: () => {},
    askDeploy: () => {
      calls.askDeploy++;
    },
    askChoice: () => {
      calls.askChoice++;
    },
    answered: (reason) => calls.answered.push(reason),
    refused: (reason) => calls.refused.push(reason),
    over: () => {},
  };
  return { driver: new TurnDriver(s, hooks, 'instant', ask), calls };
}

describe('TurnDriver', () => {
  it('declines PLAN unasked when Command Points are never asked about: the Agendas stay, no Command Point is spent', () => {
    const s = session();
    const guild = s.setup.gangs[0]!.id;
    const hand = agendaStateOf(s.match).hands[0]!.map((c) => c.id);
    const before = s.match.log.length;
    const cp = () =>
      s
        .summary()
        .characters.filter((c) => c.gang === guild)
        .map((c) => c.cp);
    const cpBefore = cp();
    expect(cpBefore.some((n) => n > 0)).toBe(true);
    const { driver: d, calls } = driver(s, { willPoints: 'always', commandPoints: 'never' });
    d.update(16, true);
    expect(calls).toEqual({
      askChoice: 0,
      askDeploy: 0,
      answered: ['Kept the Command Points: no PLAN (Ask me: never)'],
      refused: [],
    });
    // The person's PLAN is over: nothing discarded or drawn, and the computer's gang is asked next.
    expect(agendaStateOf(s.match).hands[0]!.map((c) => c.id)).toEqual(hand);
    expect(s.match.log.slice(before).filter((e) => e.type === 'agenda' && e.gang === guild)).toEqual([]);
    expect(s.gangToAnswer).not.toBe(guild);
    expect(cp()).toEqual(cpBefore);
  });

  it('opens the dialog for a PLAN at "always", and waits for the answer', () => {
    const s = session();
    const pending = s.match.pending;
    const { driver: d, calls } = driver(s, { willPoints: 'never', commandPoints: 'always' });
    d.update(16, true);
    expect(calls).toEqual({ askChoice: 1, askDeploy: 0, answered: [], refused: [] });
    expect(s.match.pending).toBe(pending);
    expect(d.asksPerson()).toBe(true);
  });

  it('at "when it matters" keeps the points of the first PLAN unasked (every Agenda can still be achieved)', () => {
    const s = session();
    const { driver: d, calls } = driver(s, { willPoints: 'matters', commandPoints: 'matters' });
    expect(d.asksPerson()).toBe(false);
    d.update(16, true);
    expect(calls.askChoice).toBe(0);
    expect(calls.answered).toEqual([
      'Kept the Command Points: no PLAN, as every Agenda in hand can still be achieved',
    ]);
  });
});

describe('TurnDriver at the setup', () => {
  it('asks the person to choose a zone, then to set the figures up, while the computer answers its own', () => {
    const board = loadLevel('gang-war-venice') as VoxelBoard;
    const setup = defaultMatchSetup({ controllers: ['human', 'human'], deployment: 'players' });
    const s = new BattleSession(setup, 4, board);
    const { driver: d, calls } = driver(s, { willPoints: 'never', commandPoints: 'never' });
    // Gang War: first each gang sets its gondola afloat (where the board puts it).
    for (let p = s.match.pending; p?.type === 'choose' && p.purpose === 'gondola-spot'; p = s.match.pending)
      s.submit({ type: 'decide', decision: 'choose', character: p.character, option: p.options[0]!.id });
    const first = s.match.pending;
    expect(first?.type === 'choose' && first.purpose).toBe('deployment-zone');
    d.update(16, true);
    expect(calls.askChoice).toBe(1);
    if (first?.type !== 'choose') throw new Error('expected a zone choice');
    s.submit({
      type: 'decide',
      decision: 'choose',
      character: first.character,
      option: first.options[0]!.id,
    });
    expect(s.match.pending?.type).toBe('deploy');
    d.update(16, true);
    expect(calls.askDeploy).toBe(1);
  });
});
