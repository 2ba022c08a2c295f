/**
 * The match as a whole (DESIGN §3.1): determinism, replays, the one door that refuses without changing
 * anything, deployment (rulebook "Deployment Zones") and the setup checks.
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import { type Player, playOut } from '../../src/ai/play-out.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import type { Command, MatchEvent, MatchSetup } from '../../src/rules/core/types.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { createMatch, gangToAnswer, type Match, replay, submit } from '../../src/rules/match/match.ts';
import { summarise } from '../../src/rules/read/summary.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import { ofType } from './helpers/arena.ts';

const setup = defaultMatchSetup({ controllers: ['ai', 'ai'] });
const board = loadLevel(setup.level);

const aiPlayers = (s: MatchSetup): Record<string, Player> =>
  Object.fromEntries(s.gangs.map((g) => [g.id, (m: Match) => chooseCommand(m, g.id).command]));

function aiGame(seed: number): Match {
  return playOut(createMatch(setup, seed, board), aiPlayers(setup));
}

describe('determinism', () => {
  const first = aiGame(42);

  it('plays a whole AI-vs-AI game to its end', () => {
    expect(first.over).toBe(true);
    expect(first.log.at(-1)!.type).toBe('game-end');
    expect(first.log.some((e) => e.type === 'roll')).toBe(true);
  });

  it('gives identical event logs for the same seed', () => {
    const second = aiGame(42);
    expect(JSON.stringify(second.log)).toBe(JSON.stringify(first.log));
    expect(second.commands).toEqual(first.commands);
  });

  it('gives another game for another seed', () => {
    expect(JSON.stringify(aiGame(43).log)).not.toBe(JSON.stringify(first.log));
  });

  it('replays {setup, seed, commands} into the same log and state', () => {
    const record = JSON.parse(JSON.stringify({ setup, seed: 42, commands: first.commands }));
    const again = replay(record, board);
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(first.log));
    expect(summarise(again)).toEqual(summarise(first));
    expect(again.dice.state()).toEqual(first.dice.state());
  });

  it('numbers the events from 1 and keeps them in round order', () => {
    first.log.forEach((e, k) => {
      expect(e.seq).toBe(k + 1);
    });
    for (let k = 1; k < first.log.length; k++) {
      expect(first.log[k]!.round).toBeGreaterThanOrEqual(first.log[k - 1]!.round);
    }
  });

  it('tells the event bus every event of the log', () => {
    const m = createMatch(setup, 5, board, { bus: true });
    const heard: MatchEvent[] = [];
    m.bus!.on('*', (_type, e) => heard.push(e as MatchEvent));
    for (let k = 0; k < 30 && !m.over; k++) {
      const r = submit(m, chooseCommand(m, gangToAnswer(m)!).command);
      expect(r.ok).toBe(true);
    }
    expect(heard.length).toBeGreaterThan(0);
    expect(heard).toEqual(m.log.slice(m.log.length - heard.length));
  });

  it('refuses on replay a command the match would refuse, naming it', () => {
    const bad: Command = { type: 'end-turn', actor: 'nobody' };
    expect(() => replay({ setup, seed: 42, commands: [bad] }, board)).toThrow(/command 0 \(end-turn\)/);
  });
});

describe('a refused command', () => {
  /** Submit `cmd` and check that nothing at all changed. */
  function expectNoChange(m: Match, cmd: Command): string {
    const log = m.log.length;
    const commands = m.commands.length;
    const summary = JSON.stringify(summarise(m));
    const dice = JSON.stringify(m.dice.state());
    const pending = JSON.stringify(m.pending);
    const r = submit(m, cmd);
    expect(r.ok).toBe(false);
    expect(m.log.length).toBe(log);
    expect(m.commands.length).toBe(commands);
    expect(JSON.stringify(summarise(m))).toBe(summary);
    expect(JSON.stringify(m.dice.state())).toBe(dice);
    expect(JSON.stringify(m.pending)).toBe(pending);
    return r.ok ? '' : r.reason;
  }

  it('leaves the log, the state and the dice unchanged', () => {
    const m = createMatch(setup, 7, board);
    const mine = gangToAnswer(m)!;
    const theirs = setup.gangs.find((g) => g.id !== mine)!.id;
    const idsOf = (gang: string) =>
      summarise(m)
        .characters.filter((c) => c.gang === gang)
        .map((c) => c.id);
    const me = idsOf(mine)[0]!;
    const enemy = idsOf(theirs)[0]!;
    const reasons = [
      expectNoChange(m, { type: 'activate', actor: 'nobody' }),
      expectNoChange(m, { type: 'activate', actor: enemy }),
      expectNoChange(m, { type: 'end-turn', actor: enemy }),
      expectNoChange(m, { type: 'decide', decision: 'will-points', character: me, amount: 1 }),
      expectNoChange(m, { type: 'combat', actor: me, target: enemy, weapon: 'Unarmed' }),
      expectNoChange(m, { type: 'combat', actor: me, target: enemy, weapon: 'No Such Weapon' }),
      expectNoChange(m, { type: 'run-climb', actor: me, to: [35.5, 35.5, 0] }),
      expectNoChange(m, { type: 'run-climb', actor: me, to: [Number.NaN, 0, 0] }),
      expectNoChange(m, { type: 'jump', actor: me } as unknown as Command),
    ];
    expect(reasons.every((r) => r.length > 0)).toBe(true);
    // and the match goes on as if nothing had been asked
    const fresh = createMatch(setup, 7, board);
    const cmd = legalCommands(fresh)[0]!;
    expect(submit(m, cmd)).toEqual(submit(fresh, cmd));
  });

  it('leaves a pending decision waiting', () => {
    const m = createMatch(setup, 11, board);
    // play the AI until some roll asks for Will Points
    for (let k = 0; k < 2000 && m.pending?.type !== 'will-points' && !m.over; k++) {
      submit(m, chooseCommand(m, gangToAnswer(m)!).command);
    }
    expect(m.pending).not.toBeNull();
    const d = m.pending!;
    if (d.type !== 'will-points') throw new Error('expected a Will Point decision');
    expectNoChange(m, { type: 'decide', decision: 'will-points', character: d.character, amount: d.max + 1 });
    expectNoChange(m, { type: 'decide', decision: 'will-points', character: 'someone-else', amount: 0 });
    expectNoChange(m, { type: 'end-turn', actor: d.character });
    expect(submit(m, { type: 'decide', decision: 'will-points', character: d.character, amount: 0 }).ok).toBe(
      true,
    );
  });

  it('is refused once the game is over', () => {
    const m = aiGame(3);
    expect(expectNoChange(m, { type: 'end-turn', actor: summarise(m).characters[0]!.id })).toBe(
      'the game is over',
    );
    expect(legalCommands(m)).toEqual([]);
  });
});

describe('legal commands', () => {
  it('are all accepted', () => {
    const m = createMatch(setup, 9, board);
    for (let step = 0; step < 60 && !m.over; step++) {
      const legal = legalCommands(m);
      expect(legal.length).toBeGreaterThan(0);
      // every legal command is accepted by a fresh replay of the match so far
      for (const cmd of [legal[0]!, legal[Math.floor(legal.length / 2)]!, legal.at(-1)!]) {
        const probe = replay({ setup, seed: 9, commands: m.commands }, board);
        expect(submit(probe, cmd).ok).toBe(true);
      }
      expect(submit(m, legal[step % legal.length]!).ok).toBe(true);
    }
  });
});

describe('deployment', () => {
  const m = createMatch(setup, 1, board);
  const deploys = ofType(m.log, 'deploy');

  it('puts every character of gang i in deployment zone i, on solid ground within 3″ of ground level', () => {
    expect(deploys).toHaveLength(setup.gangs.reduce((s, g) => s + g.roster.length, 0));
    for (const d of deploys) {
      const gi = setup.gangs.findIndex((g) => g.id === d.gang);
      const zone = board.deploymentZones[gi]!;
      expect(d.x).toBeGreaterThanOrEqual(zone.x0);
      expect(d.x).toBeLessThan(zone.x1);
      expect(d.y).toBeGreaterThanOrEqual(zone.y0);
      expect(d.y).toBeLessThan(zone.y1);
      expect(Math.abs(d.z)).toBeLessThanOrEqual(3);
      const node = { i: Math.floor(d.x), j: Math.floor(d.y), z: d.z };
      expect(board.surfacesAt(node.i, node.j)).toContainEqual(node);
      expect(board.surfaceKind(node)).toBe('solid');
    }
  });

  it('keeps friends 2″ apart and enemies more than 4″ apart', () => {
    for (const a of deploys) {
      for (const b of deploys) {
        if (a === b) continue;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (a.gang === b.gang) expect(d).toBeGreaterThanOrEqual(2);
        else expect(d).toBeGreaterThan(4);
      }
    }
  });

  it('deals three Agendas to each gang, then starts round 1 with PLAN and its initiative', () => {
    expect(m.log.slice(0, 1).map((e) => e.type)).toEqual(['match-start']);
    const dealt = ofType(m.log, 'agenda');
    expect(dealt.map((e) => e.gang)).toEqual(m.setup.gangs.flatMap((g) => [g.id, g.id, g.id]));
    expect(ofType(m.log, 'round-start')).toHaveLength(1);
    expect(m.round).toBe(1);
    // PLAN is asked of each gang before the initiative roll; keeping the Agendas rolls it.
    expect(ofType(m.log, 'initiative')).toHaveLength(0);
    while (m.pending?.type === 'choose' && m.pending.purpose === 'plan') {
      const r = submit(m, {
        type: 'decide',
        decision: 'choose',
        character: m.pending.character,
        option: 'done',
      });
      expect(r.ok).toBe(true);
    }
    expect(ofType(m.log, 'initiative')).toHaveLength(1);
  });

  it('refuses a zone too small for the gang', () => {
    const tiny = boardFromAscii(['....', '....'], {
      zones: [
        { id: '0', x0: 0, y0: 0, x1: 1, y1: 1 },
        { id: '1', x0: 3, y0: 1, x1: 4, y1: 2 },
      ],
    });
    expect(() => createMatch(setup, 1, tiny)).toThrow(/holds only 1 of 9 figures/);
  });
});

describe('the setup', () => {
  it('refuses an unknown scenario, profile, or a number of gangs outside 2..4', () => {
    expect(() => createMatch({ ...setup, scenario: 'tea-party' }, 1, board)).toThrow(
      /unknown scenario "tea-party"/,
    );
    expect(() => createMatch({ ...setup, gangs: setup.gangs.slice(0, 1) }, 1, board)).toThrow(/2 to 4 gangs/);
    const five = [0, 1, 2, 3, 4].map((k) => ({ ...setup.gangs[0]!, id: `g${k}` }));
    expect(() => createMatch({ ...setup, gangs: five }, 1, board)).toThrow(/2 to 4 gangs/);
    const odd = { ...setup.gangs[0]!, roster: [{ profile: 'the-guild-nobody' }] };
    expect(() => createMatch({ ...setup, gangs: [odd, setup.gangs[1]!] }, 1, board)).toThrow(
      /the-guild-nobody/,
    );
  });

  it('gives each character a distinct id', () => {
    const ids = summarise(createMatch(setup, 1, board)).characters.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
