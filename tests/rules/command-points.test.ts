/**
 * Command Points: ORDER and COUNTER (rulebook "Action Points, Will Points & Command Points"), each once per
 * character per round, and the 3 AP a character may use in a round, COUNTER included.
 *
 * The arenas are open ground; `#` is a 3″ Impassable block that cuts line of sight. Citizens have 2 AP, 0 CP and
 * an Improvised Weapon (Attack Roll 3 dice, Aces on 4+ against DEXTERITY 4; Protection 3 dice on 7+); the
 * Conventual Chaplain has 4 CP.
 */
import { describe, expect, it } from 'vitest';
import { NO_COUNTER } from '../../src/rules/command/command-points.ts';
import type { ChoiceDecision, Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { submit } from '../../src/rules/match/match.ts';
import { nameOf } from '../../src/rules/state/match-state.ts';
import {
  type Arena,
  arena,
  CHAPLAIN,
  CITIZEN,
  combat,
  endTurn,
  moveTo,
  ofType,
  RECRUITER,
  refused,
} from './helpers/arena.ts';

const activate = (a: Arena, name: string): Command => ({ type: 'activate', actor: a.id(name) });
const order = (a: Arena, giver: string, target: string): Command => ({
  type: 'order',
  actor: a.id(giver),
  target: a.id(target),
});
const choose = (a: Arena, option: string): Command => ({
  type: 'decide',
  decision: 'choose',
  character: (a.m.pending as ChoiceDecision).character,
  option,
});
const counterPick = (a: Arena, giver: string, actor: string) => `${a.id(giver)}>${a.id(actor)}`;
const cp = (a: Arena, name: string) => a.m.world.components.Points.cp[a.eid(name)]!;
const apUsed = (a: Arena, name: string) => a.m.world.components.Points.apUsed[a.eid(name)]!;
/** The mover strikes at the fighter and misses (Attack Roll 2-2-2). */
const miss = (a: Arena) => a.ok(combat(a, 'mover', 'fighter'), 2, 2, 2);

/**
 * Red (choosing first): a chaplain and two citizens; blue: one citizen, no Command Point in blue. `leader`: another
 * profile for the giver (the Chaplain's Psychic Communion lets it command without line of sight).
 */
function orderArena(rows = ['........', '........', '........'], leader = CHAPLAIN) {
  return arena({
    rows,
    figures: {
      leader: { gang: 0, profile: leader, at: [0, 0] },
      red1: { gang: 0, profile: CITIZEN, at: [0, 2] },
      red2: { gang: 0, profile: CITIZEN, at: [2, 2] },
      blue: { gang: 1, profile: CITIZEN, at: [7, 0] },
    },
  });
}

describe('ORDER', () => {
  it('gives the ordered character 1 more Action Point for its turn, for 1 Command Point of the giver', () => {
    const a = orderArena();
    a.ok(activate(a, 'red1'));
    expect(legalCommands(a.m)).toContainEqual(order(a, 'leader', 'red1'));
    const events = a.ok(order(a, 'leader', 'red1'));
    expect(ofType(events, 'command-point')).toEqual([
      expect.objectContaining({
        character: a.id('leader'),
        command: 'order',
        target: a.id('red1'),
        cp: 3,
        ap: 3,
      }),
    ]);
    expect(a.ap('red1')).toBe(3);
    expect(cp(a, 'leader')).toBe(3);
    // three actions in the turn, then it ends
    a.ok(moveTo(a, 'red1', 1, 2));
    a.ok(moveTo(a, 'red1', 1, 1));
    expect(a.m.active).toBe(a.eid('red1'));
    a.ok(moveTo(a, 'red1', 2, 1));
    expect(apUsed(a, 'red1')).toBe(3);
    expect(a.m.active).toBe(-1);
  });

  it('may name a waiting character: it starts that character turn', () => {
    const a = orderArena();
    const events = a.ok(order(a, 'leader', 'red2'));
    expect(events.map((e) => e.type)).toEqual(['turn-start', 'command-point']);
    expect(a.m.active).toBe(a.eid('red2'));
    expect(a.ap('red2')).toBe(3);
  });

  it('is given only at the start of the turn', () => {
    const a = orderArena();
    a.ok(moveTo(a, 'red1', 1, 2));
    expect(legalCommands(a.m).some((c) => c.type === 'order')).toBe(false);
    refused(a, order(a, 'leader', 'red1'), /start of the turn/);
  });

  it('needs the ordered character in the giver line of sight', () => {
    // the block at column 0–1 of row 1 stands between the leader (0,0) and red1 (0,2)
    const a = orderArena(['........', '##......', '........'], RECRUITER);
    a.ok(activate(a, 'red1'));
    expect(legalCommands(a.m).some((c) => c.type === 'order')).toBe(false);
    refused(a, order(a, 'leader', 'red1'), /line of sight/);
  });

  it('needs a Command Point, a different friendly giver, and a friend to order', () => {
    const a = orderArena();
    a.m.world.components.Points.cp[a.eid('red2')] = 0;
    a.ok(activate(a, 'red1'));
    refused(a, order(a, 'red2', 'red1'), /no Command Point/);
    refused(a, order(a, 'red1', 'red1'), /itself/);
    refused(a, order(a, 'blue', 'red1'), /not a friend/);
    refused(a, order(a, 'leader', 'red2'), new RegExp(`it is ${nameOf(a.m, a.eid('red1'))}'s turn`));
  });

  it('never gives more than 3 AP in the round', () => {
    const a = arena({
      rows: ['........', '........'],
      figures: {
        leader: { gang: 0, profile: CHAPLAIN, at: [0, 0] },
        quick: { gang: 0, profile: CITIZEN, at: [1, 1], apMax: 3 },
        blue: { gang: 1, profile: CITIZEN, at: [7, 0] },
      },
    });
    a.ok(activate(a, 'quick'));
    expect(a.ap('quick')).toBe(3);
    refused(a, order(a, 'leader', 'quick'), /more than 3 AP/);
  });

  it('is given once per round by each character, and again the next round', () => {
    const a = orderArena();
    a.ok(order(a, 'leader', 'red1'));
    a.ok(endTurn(a, 'red1'));
    a.ok(endTurn(a, 'blue'));
    a.ok(activate(a, 'red2'));
    refused(a, order(a, 'leader', 'red2'), /ORDER this round/);
    a.ok(endTurn(a, 'red2'));
    // the last turn of the round; blue has no Command Point, so red takes the initiative without a roll
    a.ok(endTurn(a, 'leader'));
    expect(a.m.round).toBe(2);
    const events = a.ok(order(a, 'leader', 'red2'));
    expect(ofType(events, 'command-point')[0]).toMatchObject({ cp: 2, ap: 3 });
  });
});

/**
 * Red acts first: its `mover` stands in base contact with blue's `fighter`, and strikes at it (dice 2-2-2: a
 * miss). Blue has a chaplain (4 CP) in sight of the fighter. The fighter has 3 AP (`apMax`) to show the COUNTER
 * counting toward its 3 AP.
 */
function counterArena(
  options: { leaderCp?: number; rows?: string[]; redLeader?: boolean; leader?: string } = {},
) {
  return arena({
    rows: options.rows ?? ['........', '........', '........'],
    figures: {
      mover: { gang: 0, profile: CITIZEN, at: [2, 0] },
      ...(options.redLeader ? { redLeader: { gang: 0, profile: CHAPLAIN, at: [0, 1] } } : {}),
      leader: { gang: 1, profile: options.leader ?? CHAPLAIN, at: [6, 2], cp: options.leaderCp ?? 4 },
      fighter: { gang: 1, profile: CITIZEN, at: [3, 0], apMax: 3 },
    },
  });
}

describe('COUNTER', () => {
  it('is offered to the other gang after an enemy action, with a friend in sight of a giver', () => {
    const a = counterArena();
    const events = miss(a);
    const d = a.m.pending;
    expect(d).toMatchObject({
      type: 'choose',
      purpose: 'counter',
      gang: 'blue',
      character: a.id('mover'),
    });
    expect((d as ChoiceDecision).options.map((o) => o.id)).toEqual([
      NO_COUNTER,
      counterPick(a, 'leader', 'fighter'),
    ]);
    expect((d as ChoiceDecision).options[1]!.figure).toBe(a.id('fighter'));
    // the attack is complete before the question
    expect(events.map((e) => e.type).slice(-2)).toEqual(['roll', 'decision']);
  });

  it('the counter action resolves at once, then the interrupted turn goes on', () => {
    const a = counterArena();
    miss(a);
    const started = a.ok(choose(a, counterPick(a, 'leader', 'fighter')));
    expect(ofType(started, 'command-point')).toEqual([
      expect.objectContaining({
        character: a.id('leader'),
        command: 'counter',
        target: a.id('fighter'),
        cp: 3,
        ap: 1,
      }),
    ]);
    expect(a.m.active).toBe(a.eid('fighter'));
    expect(a.ap('fighter')).toBe(1);
    // only the fighter acts now; Dive (2 AP) and the mover's commands are out
    const legal = legalCommands(a.m);
    expect(legal.every((c) => 'actor' in c && c.actor === a.id('fighter'))).toBe(true);
    expect(legal).toContainEqual(combat(a, 'fighter', 'mover'));
    refused(a, moveTo(a, 'mover', 2, 1), new RegExp(`it is ${nameOf(a.m, a.eid('fighter'))}'s turn`));
    // the counter attack: 1 Ace, 1 Damage, Protection saves none
    const struck = a.ok(combat(a, 'fighter', 'mover'), 4, 2, 2, 2, 2, 2);
    expect(ofType(struck, 'action')).toEqual([
      expect.objectContaining({ character: a.id('fighter'), action: 'combat', ap: 1 }),
    ]);
    expect(a.lp('mover')).toBe(10);
    expect(a.m.active).toBe(a.eid('mover'));
    expect(a.ap('mover')).toBe(1);
    expect(a.ap('fighter')).toBe(0);
    expect(apUsed(a, 'fighter')).toBe(1);
    expect(a.m.pending).toBeNull();
    // the leader has COUNTERed this round: after the mover's next action nobody is asked
    miss(a);
    expect(a.m.pending).toBeNull();
    expect(a.m.active).toBe(-1);
    // the fighter's own turn: 3 AP less the one its COUNTER used
    const turn = a.ok(activate(a, 'fighter'));
    expect(ofType(turn, 'turn-start')[0]!.ap).toBe(2);
  });

  it('declining spends nothing and the turn goes on', () => {
    const a = counterArena();
    miss(a);
    const events = a.ok(choose(a, NO_COUNTER));
    expect(ofType(events, 'command-point')).toEqual([]);
    expect(cp(a, 'leader')).toBe(4);
    expect(a.m.active).toBe(a.eid('mover'));
    expect(a.ap('mover')).toBe(1);
    // asked again after the next action: the leader still may COUNTER
    miss(a);
    expect(a.m.pending).toMatchObject({ purpose: 'counter' });
  });

  it('a refused answer changes nothing', () => {
    const a = counterArena();
    miss(a);
    refused(a, choose(a, `${a.id('fighter')}>${a.id('leader')}`), /no option/);
    refused(a, moveTo(a, 'fighter', 3, 1), /waiting for a choose decision/);
    expect(cp(a, 'leader')).toBe(4);
  });

  it('the counter actor may pass with end-turn: the point is spent, no AP used', () => {
    const a = counterArena();
    miss(a);
    a.ok(choose(a, counterPick(a, 'leader', 'fighter')));
    const events = a.ok(endTurn(a, 'fighter'));
    expect(ofType(events, 'turn-end')).toEqual([]);
    expect(cp(a, 'leader')).toBe(3);
    expect(apUsed(a, 'fighter')).toBe(0);
    expect(a.m.active).toBe(a.eid('mover'));
  });

  it('is not offered without a Command Point', () => {
    const a = counterArena({ leaderCp: 0 });
    miss(a);
    expect(a.m.pending).toBeNull();
    expect(a.m.active).toBe(a.eid('mover'));
  });

  it('is not offered without line of sight between giver and actor', () => {
    // a block between the leader (6,2) and the fighter (3,0); not the Chaplain, whose Psychic Communion sees past it
    const a = counterArena({ rows: ['........', '...####.', '........'], leader: RECRUITER });
    miss(a);
    expect(a.m.pending).toBeNull();
  });

  it('is not offered to a character that used its 3 AP this round', () => {
    const a = counterArena();
    a.m.world.components.Points.apUsed[a.eid('fighter')] = 3;
    miss(a);
    // the leader may not COUNTER with itself, and the fighter has no AP left in the round
    expect(a.m.pending).toBeNull();
  });

  it('an action made in a COUNTER is not COUNTERed in turn', () => {
    const a = counterArena({ redLeader: true });
    miss(a);
    a.ok(choose(a, counterPick(a, 'leader', 'fighter')));
    a.ok(combat(a, 'fighter', 'mover'), 2, 2, 2);
    // red (with its own chaplain in sight of the mover) is not asked
    expect(a.m.pending).toBeNull();
    expect(a.m.active).toBe(a.eid('mover'));
  });

  it('a COUNTER actor left hanging on a wall falls when its action ends', () => {
    const a = arena({
      rows: ['......', '..5...', '......'],
      figures: {
        mover: { gang: 0, profile: CITIZEN, at: [5, 2] },
        leader: { gang: 1, profile: CHAPLAIN, at: [0, 2] },
        fighter: { gang: 1, profile: CITIZEN, at: [1, 1] },
      },
    });
    a.ok(moveTo(a, 'mover', 5, 0));
    a.ok(choose(a, counterPick(a, 'leader', 'fighter')));
    // the climb roll 7-2-2-2 succeeds; the MOVE left stops it 3″ up the wall; the 3″ fall roll 2-2-2-2 fails
    const events = a.ok(moveTo(a, 'fighter', 1, 1, 3), 7, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'fall')).toEqual([
      expect.objectContaining({ character: a.id('fighter'), from: 3 }),
    ]);
    expect(ofType(events, 'turn-end')).toEqual([]);
    expect(a.at('fighter')[2]).toBe(0);
    expect(a.lp('fighter')).toBe(8);
    expect(a.m.active).toBe(a.eid('mover'));
    expect(a.ap('mover')).toBe(1);
  });

  it('replays: a match with an ORDER and a COUNTER gives the same events again', () => {
    const a = counterArena({ redLeader: true });
    const before = a.dice.rolled.length;
    a.ok(order(a, 'redLeader', 'mover'));
    miss(a);
    a.ok(choose(a, counterPick(a, 'leader', 'fighter')));
    a.ok(combat(a, 'fighter', 'mover'), 4, 2, 2, 2, 2, 2);
    miss(a);
    expect(a.ap('mover')).toBe(1);
    const b = counterArena({ redLeader: true });
    b.dice.queue(...a.dice.rolled.slice(before));
    for (const c of a.m.commands) expect(submit(b.m, c).ok).toBe(true);
    expect(b.m.log).toEqual(a.m.log);
  });
});
