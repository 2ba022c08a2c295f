import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { AiHost, type ThinkReply, type ThinkRequest } from '../../../src/view/battle/ai-host.ts';
import { AiRemote, type WorkerLink } from '../../../src/view/battle/ai-remote.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { type DriverHooks, TurnDriver } from '../../../src/view/battle/turn-driver.ts';

const board = () => loadLevel('gang-war-venice') as VoxelBoard;

/** The computer against itself, `steps` commands in. */
function session(steps: number, seed = 5): BattleSession {
  const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board());
  for (let k = 0; k < steps; k++) s.aiStep();
  return s;
}

/** A request for the gang to answer `s`, with its commands from `from` on. */
function request(s: BattleSession, id: number, from: number, name = 'm1'): ThinkRequest {
  const gang = s.gangToAnswer!;
  return {
    id,
    session: name,
    setup: s.setup,
    seed: s.seed,
    from,
    commands: s.match.commands.slice(from),
    gang,
    difficulty: s.difficultyOf(gang),
  };
}

/** A worker link served by a host in this thread; replies wait until `flush`, as a worker's come later. */
function link(host = new AiHost(() => board())) {
  const queue: ThinkRequest[] = [];
  let reply: (r: ThinkReply) => void = () => {};
  let fail: (reason: string) => void = () => {};
  const posted: ThinkRequest[] = [];
  const l: WorkerLink = {
    post: (r) => {
      posted.push(r);
      queue.push(r);
    },
    listen: (r, f) => {
      reply = r;
      fail = f;
    },
  };
  const flush = () => {
    while (queue.length > 0) reply(host.think(queue.shift()!));
  };
  return { link: l, posted, flush, fail: (reason: string) => fail(reason) };
}

describe('AiHost: the computer thinks on its copy of the match', () => {
  it('chooses on the copy what it chooses on the page, kept in step by the new commands only', async () => {
    const host = new AiHost(() => board());
    const s = session(6);
    const first = await host.think(request(s, 1, 0));
    const onPage = chooseCommand(s.match, s.gangToAnswer!, { difficulty: 'normal', seed: s.seed });
    expect(first).toEqual({
      id: 1,
      ok: true,
      commands: s.match.commands.length,
      at: s.match.log.length,
      choice: onPage,
    });
    const sent = s.match.commands.length;
    for (let k = 0; k < 5; k++) s.aiStep();
    const next = await host.think(request(s, 2, sent));
    expect(next.ok && next.commands).toBe(s.match.commands.length);
    expect(next.ok && next.choice).toEqual(
      chooseCommand(s.match, s.gangToAnswer!, { difficulty: 'normal', seed: s.seed }),
    );
  });

  it('asks for every command again when it lacks some, or serves another match', async () => {
    const host = new AiHost(() => board());
    const s = session(4);
    expect(await host.think(request(s, 1, 2))).toEqual({
      id: 1,
      ok: false,
      resync: true,
      reason: 'the copy misses commands',
    });
    expect((await host.think(request(s, 2, 0, 'a'))).ok).toBe(true);
    const other = await host.think(request(s, 3, s.match.commands.length, 'b'));
    expect(other.ok === false && other.resync).toBe(true);
  });

  it('names the command its copy refuses, and starts anew after it', async () => {
    const host = new AiHost(() => board());
    const s = session(3);
    const bad = { ...request(s, 1, 0), commands: [...s.match.commands, s.match.commands[0]!] };
    const r = await host.think(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.resync).toBe(false);
    expect(r.reason).toMatch(new RegExp(`^command ${s.match.commands.length} was refused on the copy: `));
    expect((await host.think(request(s, 2, s.match.commands.length))).ok).toBe(false);
    expect((await host.think(request(s, 3, 0))).ok).toBe(true);
  });
});

describe('AiRemote: the page asks the worker', () => {
  it('sends only the commands the worker lacks, and fills the thought in when the reply comes', async () => {
    const w = link();
    const remote = new AiRemote(w.link);
    const s = session(4);
    const t = remote.ask(s, s.gangToAnswer!);
    expect(t.choice).toBeNull();
    await w.flush();
    expect(t.choice).toEqual(chooseCommand(s.match, s.gangToAnswer!, { seed: s.seed }));
    s.aiStep();
    const t2 = remote.ask(s, s.gangToAnswer!);
    await w.flush();
    expect(w.posted.map((r) => [r.from, r.commands.length])).toEqual([
      [0, 4],
      [4, 1],
    ]);
    expect(t2.failed).toBeNull();
    expect(t2.choice).toEqual(chooseCommand(s.match, s.gangToAnswer!, { seed: s.seed }));
  });

  it('sends every command again to a worker that served another match meanwhile', async () => {
    const w = link();
    const remote = new AiRemote(w.link);
    const a = session(3, 5);
    const b = session(2, 6);
    remote.ask(a, a.gangToAnswer!);
    remote.ask(b, b.gangToAnswer!);
    await w.flush();
    a.aiStep();
    const t = remote.ask(a, a.gangToAnswer!);
    await w.flush();
    expect(w.posted.slice(2).map((r) => [r.session, r.from])).toEqual([
      ['match-1', 3],
      ['match-1', 0],
    ]);
    expect(t.choice).toEqual(chooseCommand(a.match, a.gangToAnswer!, { seed: a.seed }));
  });

  it('fails every thought when the worker fails, and later ones at once', () => {
    const w = link();
    const remote = new AiRemote(w.link);
    const s = session(2);
    const t = remote.ask(s, s.gangToAnswer!);
    w.fail('it could not start');
    expect(t.failed).toBe('the worker failed: it could not start');
    expect(remote.ask(s, s.gangToAnswer!).failed).toBe('the worker failed: it could not start');
    expect(w.posted).toHaveLength(1);
  });
});

describe('TurnDriver with the worker', () => {
  const hooks = (chose: string[]): DriverHooks => ({
    chose: (_gang, why) => chose.push(why),
    askWillPoints: () => {},
    askGuard: () => {},
    askChoice: () => {},
    askDeploy: () => {},
    answered: () => {},
    refused: (reason) => {
      throw new Error(reason);
    },
    over: () => {},
  });
  const ask = { willPoints: 'never', commandPoints: 'never' } as const;

  it("waits for the worker's choice, thinking, and submits it when it comes", async () => {
    const w = link();
    const s = session(2);
    const chose: string[] = [];
    const d = new TurnDriver(s, hooks(chose), 'instant', ask, new AiRemote(w.link));
    const expected = chooseCommand(s.match, s.gangToAnswer!, { seed: s.seed });
    const before = s.match.commands.length;
    d.update(16, true);
    expect(d.isThinking).toBe(true);
    d.update(16, true);
    expect(s.match.commands.length).toBe(before);
    await w.flush();
    d.update(16, true);
    expect(d.isThinking).toBe(false);
    expect(chose).toEqual([expected.why]);
    expect(s.match.commands.at(-1)).toEqual(expected.command);
  });

  it('thinks on the page when the worker fails', () => {
    const w = link();
    const s = session(2);
    const chose: string[] = [];
    const d = new TurnDriver(s, hooks(chose), 'instant', ask, new AiRemote(w.link));
    const expected = chooseCommand(s.match, s.gangToAnswer!, { seed: s.seed });
    d.update(16, true);
    w.fail('out of memory');
    for (let k = 0; k < 200 && chose.length === 0; k++) d.update(16, true);
    expect(chose).toEqual([expected.why]);
  });
});
