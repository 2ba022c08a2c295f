/**
 * The setup as the rulebook orders it ("Order of Play" → Setup, "Deployment Zones"; src/rules/scenario/setup-phase.ts)
 * when the players set up (`MatchSetup.deployment: 'players'`): the roll-off, the Deployment Zones chosen in its
 * order, each gang's `deploy` answer checked, Take What is Theirs' corner Objectives, Street Fight's Command Points,
 * and the record that replays it all. Dice are forced where a roll is checked.
 */
import { describe, expect, it } from 'vitest';
import { scenarioFile, scenarioFileIds } from '../../src/content/scenarios.ts';
import { declineOf } from '../../src/rules/core/decisions.ts';
import type {
  Command,
  DeployDecision,
  GangSetup,
  MatchSetup,
  Placement,
} from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { createMatch, type Match, replay, submit } from '../../src/rules/match/match.ts';
import { placementsProblem } from '../../src/rules/scenario/setup-phase.ts';
import type { Board } from '../../src/rules/space/api.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import type { VoxelBoard } from '../../src/rules/space/board.ts';
import { inZone } from '../../src/rules/space/zones.ts';
import { charactersOnBoard } from '../../src/rules/state/world.ts';
import { CHAPLAIN, CITIZEN, ofType, RECRUITER } from './helpers/arena.ts';
import { type DiceQueue, diceQueue } from './helpers/dice-queue.ts';

/** An open board of `width` × `depth` inches. */
const open = (width: number, depth: number) =>
  boardFromAscii(Array.from({ length: depth }, () => '.'.repeat(width)));

const gang = (id: string, profiles: string[], side?: 'attacker' | 'defender'): GangSetup => ({
  id,
  name: id,
  faction: 'The Guild',
  colour: '#808080',
  controller: 'human',
  roster: profiles.map((profile) => ({ profile })),
  ...(side ? { side } : {}),
});

const setupOf = (scenario: string, gangs: GangSetup[]): MatchSetup => ({
  scenario,
  level: 'test',
  gangs,
  deployment: 'players',
});

/** A match set up by its players, with forced dice. */
function playersMatch(setup: MatchSetup, board: Board, ...dice: number[]): { m: Match; dice: DiceQueue } {
  const queue = diceQueue(...dice);
  return { m: createMatch(setup, 1, board, { dice: queue, agendas: false }), dice: queue };
}

/** Submit `cmd`; throws with the reason when it is refused. */
function ok(m: Match, cmd: Command) {
  const r = submit(m, cmd);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r.events;
}

/** The pending `deploy` decision. */
function deployDecision(m: Match): DeployDecision {
  if (m.pending?.type !== 'deploy') throw new Error(`no deploy decision (${m.pending?.type ?? 'none'})`);
  return m.pending;
}

/** The answer that sets up the pending `deploy` decision's figures at `placements`. */
const deployAt = (m: Match, placements: Placement[]): Command => ({
  type: 'decide',
  decision: 'deploy',
  character: deployDecision(m).character,
  placements,
});

/** The answer `option` to the pending `choose` decision. */
function choose(m: Match, option: string): Command {
  if (m.pending?.type !== 'choose') throw new Error('no choose decision');
  return { type: 'decide', decision: 'choose', character: m.pending.character, option };
}

describe('the roll-off (rulebook "Order of Play")', () => {
  it('one D10 a gang, ties re-rolled among the tied; the winner chooses its Deployment Zone first', () => {
    const gangs = [gang('red', [CITIZEN]), gang('blue', [CITIZEN]), gang('green', [CITIZEN])];
    // red and blue tie on 5 above green's 2: they roll again, 4 and 9
    const { m, dice } = playersMatch(setupOf('gang-war', gangs), open(36, 36), 5, 5, 2, 4, 9);
    expect(dice.remaining()).toBe(0);
    expect(ofType(m.log, 'roll-off')).toEqual([
      expect.objectContaining({
        rolls: [
          { gang: 'red', dice: [5, 4] },
          { gang: 'blue', dice: [5, 9] },
          { gang: 'green', dice: [2] },
        ],
        order: ['blue', 'red', 'green'],
      }),
    ]);
    expect(m.pending).toMatchObject({ type: 'choose', purpose: 'deployment-zone', gang: 'blue' });
    const offered = m.pending?.type === 'choose' ? m.pending.options.map((o) => o.id) : [];
    expect(offered).toEqual(['west', 'east', 'north']);
    // the characters are off the board until they are set up
    expect(charactersOnBoard(m.world)).toEqual([]);
  });
});

describe('Deployment Zones and deploying by the players', () => {
  /** Gang War for two, blue winning the roll-off (3-3, then 2-8). */
  const twoPlayers = () =>
    playersMatch(
      setupOf('gang-war', [gang('red', [CITIZEN, CITIZEN]), gang('blue', [CITIZEN, CITIZEN])]),
      open(36, 36),
      3,
      3,
      2,
      8,
    );

  it('the winner takes a zone; the other gets the one left without being asked', () => {
    const { m, dice } = twoPlayers();
    expect(ofType(m.log, 'roll-off')[0]!.order).toEqual(['blue', 'red']);
    const chosen = ok(m, choose(m, 'east'));
    expect(ofType(chosen, 'zone-chosen')).toEqual([
      expect.objectContaining({ gang: 'blue', zone: 'east', label: 'East edge' }),
    ]);
    expect(deployDecision(m)).toMatchObject({
      gang: 'blue',
      zone: 'east',
      characters: ['blue-citizen', 'blue-citizen-2'],
    });
    const events = ok(m, declineOf(m.pending!));
    expect(ofType(events, 'deploy').map((d) => d.character)).toEqual(['blue-citizen', 'blue-citizen-2']);
    expect(ofType(events, 'zone-chosen')).toEqual([
      expect.objectContaining({ gang: 'red', zone: 'west', label: 'West edge' }),
    ]);
    expect(ofType(events, 'decision').map((d) => d.decision.type)).toEqual(['deploy']);
    expect(deployDecision(m)).toMatchObject({ gang: 'red', zone: 'west' });
    // the first round's initiative after the last gang is set up (nobody has Command Points: one die each)
    dice.queue(10, 1);
    const last = ok(m, declineOf(m.pending!));
    expect(ofType(last, 'round-start')).toHaveLength(1);
    expect(m.round).toBe(1);
  });

  it('Auto-deploy (declining) sets every figure on a legal spot of its zone', () => {
    const { m } = twoPlayers();
    ok(m, choose(m, 'west'));
    const d = deployDecision(m);
    expect(d.suggested.map((p) => p.character)).toEqual(d.characters);
    expect(placementsProblem(m, 1, { id: 'west', x0: 0, y0: 0, x1: 8, y1: 36 }, d.suggested)).toBeNull();
    ok(m, declineOf(m.pending!));
    for (const id of d.characters) {
      const e = m.ids.get(id)!;
      const { x, y } = { x: m.world.components.Position.x[e]!, y: m.world.components.Position.y[e]! };
      expect(inZone({ id: 'west', x0: 0, y0: 0, x1: 8, y1: 36 }, x, y)).toBe(true);
      expect(charactersOnBoard(m.world)).toContain(e);
    }
  });

  it('a placement on an illegal spot is refused with a reason naming the figure, and nothing changes', () => {
    const { m } = twoPlayers();
    ok(m, choose(m, 'east'));
    const before = { log: m.log.length, commands: m.commands.length, pending: m.pending };
    const refusedWith = (placements: Placement[], reason: RegExp) => {
      const r = submit(m, deployAt(m, placements));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(reason);
      expect(m.log.length).toBe(before.log);
      expect(m.commands.length).toBe(before.commands);
      expect(m.pending).toBe(before.pending);
      expect(charactersOnBoard(m.world)).toEqual([]);
    };
    const good: Placement = { character: 'blue-citizen', at: [33.5, 10.5, 0] };
    // in the other zone
    refusedWith([good, { character: 'blue-citizen-2', at: [2.5, 10.5, 0] }], /^blue-citizen-2: /);
    // not a column's centre
    refusedWith([good, { character: 'blue-citizen-2', at: [33.2, 12.5, 0] }], /^blue-citizen-2: .*centre/);
    // on the same spot as the first
    refusedWith([good, { character: 'blue-citizen-2', at: [33.5, 10.5, 0] }], /^blue-citizen-2: .*overlap/);
    // a figure left out, or one of the other gang
    refusedWith([good], /blue-citizen-2 is not set up/);
    refusedWith(
      [
        good,
        { character: 'blue-citizen-2', at: [33.5, 12.5, 0] },
        { character: 'red-citizen', at: [33.5, 14.5, 0] },
      ],
      /red-citizen is not one of the figures to set up here/,
    );
    // a legal answer is taken
    const events = ok(m, deployAt(m, [good, { character: 'blue-citizen-2', at: [33.5, 12.5, 0] }]));
    expect(ofType(events, 'deploy')).toEqual([
      expect.objectContaining({ character: 'blue-citizen', x: 33.5, y: 10.5, z: 0 }),
      expect.objectContaining({ character: 'blue-citizen-2', x: 33.5, y: 12.5, z: 0 }),
    ]);
  });

  it('Take What is Theirs: each gang’s Objective is set up 12″ diagonally from its zone corner, claimed by it', () => {
    const { m } = playersMatch(
      setupOf('take-what-is-theirs', [gang('red', [CITIZEN]), gang('blue', [CITIZEN])]),
      open(36, 36),
      9,
      2,
    );
    const events = ok(m, choose(m, 'south-east'));
    expect(ofType(events, 'objective-placed')).toEqual([
      expect.objectContaining({
        kinds: ['claimable', 'mobile'],
        vp: 3,
        x: 27.5,
        y: 27.5,
        claimedBy: 'red',
      }),
    ]);
    const more = ok(m, declineOf(m.pending!));
    expect(ofType(more, 'objective-placed')).toEqual([
      expect.objectContaining({ x: 8.5, y: 8.5, claimedBy: 'blue' }),
    ]);
  });
});

describe('Gang War: a gondola per gang', () => {
  it('each gang in the roll-off’s order sets one afloat where the water is open; then the zones are chosen', () => {
    // a canal three cells wide across the middle of the board
    const rows = Array.from({ length: 36 }, (_, j) => (j >= 16 && j <= 18 ? '~' : '.').repeat(36));
    const setup = setupOf('gang-war', [gang('red', [CITIZEN]), gang('blue', [CITIZEN])]);
    const { m } = playersMatch(setup, boardFromAscii(rows), 9, 2);
    expect(m.pending).toMatchObject({ type: 'choose', purpose: 'gondola-spot', gang: 'red' });
    const redSpots = m.pending?.type === 'choose' ? m.pending.options.map((o) => o.id) : [];
    expect(redSpots).toContain('18,16,west-east');
    const placed = ok(m, choose(m, '18,16,west-east'));
    expect(ofType(placed, 'gondola-placed')).toEqual([
      expect.objectContaining({ gang: 'red', i: 18, j: 16, orientation: 'west-east' }),
    ]);
    expect((m.board as VoxelBoard).gondolaSpecs).toContainEqual(
      expect.objectContaining({ i: 18, j: 16, gang: 0 }),
    );
    // blue is offered no spot that would overlap red's gondola (cells 17 to 19 of row 16)
    expect(m.pending).toMatchObject({ type: 'choose', purpose: 'gondola-spot', gang: 'blue' });
    const blueSpots = m.pending?.type === 'choose' ? m.pending.options.map((o) => o.id) : [];
    for (const taken of ['16,16,west-east', '18,16,west-east', '20,16,west-east'])
      expect(blueSpots).not.toContain(taken);
    expect(blueSpots).toContain('22,16,west-east');
    const second = ok(m, choose(m, blueSpots[0]!));
    expect(ofType(second, 'gondola-placed')).toEqual([expect.objectContaining({ gang: 'blue' })]);
    expect(m.pending).toMatchObject({ type: 'choose', purpose: 'deployment-zone', gang: 'red' });
  });
});

describe('Street Fight: the Defender’s 3 Command Points', () => {
  it('the Defender picks one of its characters with Command Points; it gains 3', () => {
    const setup = setupOf('street-fight', [
      gang('red', [CITIZEN], 'attacker'),
      gang('blue', [RECRUITER, CHAPLAIN], 'defender'),
    ]);
    const { m } = playersMatch(setup, open(48, 24), 2, 9);
    // one zone a side: nobody chooses; blue sets up first, then red
    expect(deployDecision(m)).toMatchObject({ gang: 'blue', zone: 'east' });
    ok(m, declineOf(m.pending!));
    expect(deployDecision(m)).toMatchObject({ gang: 'red', zone: 'west' });
    ok(m, declineOf(m.pending!));
    expect(m.pending).toMatchObject({ type: 'choose', purpose: 'bonus-command-points', gang: 'blue' });
    const options = m.pending?.type === 'choose' ? m.pending.options.map((o) => o.id) : [];
    // the most Command Points first (the Chaplain's 4, the Recruiter's 2)
    expect(options).toEqual(['blue-conventual-chaplain', 'blue-recruiter']);
    const events = ok(m, choose(m, 'blue-recruiter'));
    expect(ofType(events, 'command-points-gained')).toEqual([
      expect.objectContaining({ character: 'blue-recruiter', amount: 3, cp: 5 }),
    ]);
    const recruiter = m.ids.get('blue-recruiter')!;
    expect(m.world.components.Points.cp[recruiter]).toBe(5);
    expect(m.world.components.Points.cpStart[recruiter]).toBe(5);
    expect(m.world.components.Points.cp[m.ids.get('blue-conventual-chaplain')!]).toBe(4);
    // only the Defender is asked: the game goes on to its first round
    expect(m.round).toBe(1);
  });
});

describe('Acquisition: no Leader required', () => {
  it('is the one scenario whose file does not require a Leader', () => {
    expect(scenarioFileIds().filter((id) => !scenarioFile(id).leaderRequired)).toEqual(['acquisition']);
  });

  it('a match of two gangs without a Leader is set up with its two Objectives and plays', () => {
    const setup = setupOf('acquisition', [gang('red', [CITIZEN, CITIZEN]), gang('blue', [CITIZEN])]);
    const board = Object.assign(open(24, 24), {
      objectiveSpots: [
        { scenario: 'acquisition', x: 12.5, y: 6.5, z: 0 },
        { scenario: 'acquisition', x: 12.5, y: 17.5, z: 0 },
      ],
    });
    const { m, dice } = playersMatch(setup, board, 8, 3);
    expect(ofType(m.log, 'objective-placed')).toEqual([
      expect.objectContaining({ kinds: ['mobile'], vp: 2, x: 12.5, y: 6.5 }),
      expect.objectContaining({ kinds: ['mobile'], vp: 2, x: 12.5, y: 17.5 }),
    ]);
    ok(m, choose(m, 'north-west'));
    ok(m, declineOf(m.pending!));
    dice.queue(10, 1);
    ok(m, declineOf(m.pending!));
    expect(m.round).toBe(1);
    expect(charactersOnBoard(m.world)).toHaveLength(3);
    expect(legalCommands(m).length).toBeGreaterThan(0);
  });
});

describe('the record replays the setup', () => {
  it('a match set up by its players replays identically from its setup, seed and commands', () => {
    const setup = setupOf('take-what-is-theirs', [
      gang('red', [CITIZEN, CITIZEN]),
      gang('blue', [CITIZEN, RECRUITER]),
    ]);
    const board = open(36, 36);
    const m = createMatch(setup, 7, board, { agendas: false });
    // the setup's decisions: the last zone offered, Auto-deploy; then a few turns
    for (let k = 0; k < 12 && !m.over; k++) {
      if (m.pending?.type === 'choose' && m.pending.purpose === 'deployment-zone') {
        const options = m.pending.options;
        ok(m, choose(m, options[options.length - 1]!.id));
      } else if (m.pending) ok(m, declineOf(m.pending));
      else ok(m, legalCommands(m).find((c) => c.type === 'end-turn' || c.type === 'activate')!);
    }
    expect(m.round).toBeGreaterThanOrEqual(1);
    expect(ofType(m.log, 'roll-off')).toHaveLength(1);
    expect(ofType(m.log, 'deploy')).toHaveLength(4);
    const again = replay({ setup, seed: 7, commands: m.commands }, board, { agendas: false });
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(m.log));
  });
});
