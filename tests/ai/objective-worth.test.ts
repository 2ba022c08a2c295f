/**
 * The pieces of the computer's scenario play: how a goal's worth fades with the walking it still needs
 * (objective-worth.ts `reachChance`), the step of the last round (within 3″ of an Objective after its last action,
 * or not), the weights file's checks (weights.ts), and the greedy yardstick's pick-ups and Street Fight run.
 */
import { describe, expect, it } from 'vitest';
import { greedyCommand } from '../../src/ai/greedy-player.ts';
import {
  objectiveStanding,
  objectiveView,
  PATH_SHARE,
  reachChance,
  type Walk,
  walkOf,
} from '../../src/ai/objective-worth.ts';
import { checked } from '../../src/ai/weights.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import {
  asIfAt,
  charactersOnBoard,
  createMatch,
  escapeEdgeX,
  loadLevel,
  type Match,
  objectiveAt,
  objectivesOf,
  SCORING_INCHES,
  scenarioOf,
  submit,
} from '../../src/rules/index.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';

const walk: Walk = { now: 10, total: 40, perTurn: 12 };

/** A match of `scenario` set up by the greedy bot on both sides (the engine's Auto-deploy), at round 1. */
function setUp(scenario: string, seed = 1): Match {
  const setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, deployment: 'players' });
  const m = createMatch(setup, seed, loadLevel(setup.level));
  while (m.pending && m.round < 1) expect(submit(m, greedyCommand(m)).ok).toBe(true);
  return m;
}

describe('how far a goal is worth', () => {
  it('is sure there and within what is left of the turn, nothing beyond the game, and fades between', () => {
    expect(reachChance(0, walk, 0.5)).toBe(1);
    expect(reachChance(10, walk, 0.5)).toBe(1);
    expect(reachChance(41, walk, 0.5)).toBe(0);
    const near = reachChance(12, walk, 0.5);
    const far = reachChance(30, walk, 0.5);
    expect(near).toBeLessThan(1);
    expect(far).toBeGreaterThan(0);
    expect(far).toBeLessThan(near);
    // a faster fading weighs the same inches less
    expect(reachChance(30, walk, 1)).toBeLessThan(far);
  });

  it('in the last round is a step: within 3″ of an Objective after the last action, or nothing', () => {
    const m = setUp('secure-arms');
    m.round = scenarioOf('secure-arms').rounds;
    const eid = charactersOnBoard(m.world)[0]!;
    const o = objectivesOf(m)[0]!;
    const [x, y, z] = objectiveAt(m, o);
    const near = m.board.surfacesAt(Math.floor(x), Math.floor(y)).find((n) => Math.abs(n.z - z) < 1);
    expect(near).toBeDefined();
    const view = objectiveView(m, eid, 0, 0.5)!;
    const there = asIfAt(m, eid, near!, () => objectiveStanding(m, view, eid, 0));
    expect(there?.value).toBeGreaterThan(0);
    expect(there?.label).toMatch(/holds or contests objective-\d at the end/);
    // far from every Objective, with no Action Point left in the last round: nothing
    const far = m.board.surfacesAt(0, 0)[0] ?? m.board.surfacesAt(1, 1)[0]!;
    const spots = objectivesOf(m).map((x) => objectiveAt(m, x));
    const away = spots.every(([ox, oy]) => Math.hypot(ox - far.i, oy - far.j) > SCORING_INCHES + 2);
    if (away) expect(asIfAt(m, eid, far, () => objectiveStanding(m, view, eid, 0))).toBeNull();
  });
});

describe('the weights file', () => {
  it('takes known weights and sides, and refuses an unknown key or a weight below 0, naming it', () => {
    expect(() => checked({ approach: 0.03, behaviours: { objective: 2 } }, 'x')).not.toThrow();
    expect(() => checked({ sides: { attacker: { danger: 0.6 } } }, 'x')).not.toThrow();
    expect(() => checked({ approch: 0.03 }, 'x')).toThrow(/x\.approch: unknown key/);
    expect(() => checked({ behaviours: { fly: 1 } }, 'x')).toThrow(/x\.behaviours\.fly: unknown behaviour/);
    expect(() => checked({ danger: -1 }, 'x')).toThrow(/x\.danger: a number at least 0/);
    expect(() => checked({ sides: { neutral: {} } }, 'x')).toThrow(/x\.sides\.neutral: unknown side/);
  });
});

describe('the greedy yardstick', () => {
  it('picks up an Objective it ends its turn on (Acquisition)', () => {
    const m = setUp('acquisition');
    let answered = false;
    for (let n = 0; n < 3000 && !m.over && !answered; n++) {
      const d = m.pending;
      const cmd = greedyCommand(m);
      if (d?.type === 'choose' && d.purpose === 'objective') {
        expect(cmd.type === 'decide' && cmd.decision === 'choose' && cmd.option).toMatch(/^(pick-up|take):/);
        answered = true;
      }
      expect(submit(m, cmd).ok).toBe(true);
    }
    expect(answered).toBe(true);
  });

  it('runs for the far edge as a Street Fight Attacker', () => {
    const m = setUp('street-fight');
    const c = m.world.components;
    const attacker = m.setup.gangs.findIndex((g) => g.side === 'attacker');
    const edge = escapeEdgeX(m, attacker);
    let moved = 0;
    for (let n = 0; n < 400 && !m.over && moved < 3; n++) {
      const cmd = greedyCommand(m);
      const who = 'actor' in cmd ? m.ids.get(cmd.actor) : undefined;
      if (cmd.type === 'run-climb' && who !== undefined && c.Gang.index[who] === attacker) {
        const before = Math.abs((c.Position.x[who] ?? 0) - edge);
        expect(Math.abs(cmd.to[0] - edge)).toBeLessThan(before);
        moved++;
      }
      expect(submit(m, cmd).ok).toBe(true);
    }
    expect(moved).toBe(3);
  });
});

describe('how far a character can still walk (walkOf)', () => {
  /** A citizen (MOVE 4) on the street above a canal, its enemy far off. */
  function street() {
    return arena({
      rows: ['..........', '~~~~~~~~~~', '..........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
  }

  it('counts MOVE for each Action Point left on dry ground, and whole turns for the rounds after', () => {
    const a = street();
    const w = walkOf(a.m, a.eid('red'), 2, true);
    expect(w.now).toBeCloseTo(2 * 4 * PATH_SHARE, 6);
    const rounds = scenarioOf(a.m.setup.scenario).rounds;
    expect(w.total).toBeCloseTo(w.now + (rounds - 1) * 3 * 4 * PATH_SHARE, 6);
  });

  it('counts the first Run/Climb of a swimmer 2″ short (rulebook "Swimming")', () => {
    const a = street();
    const water = [...a.m.board.surfacesAt(3, 1)].sort((x, y) => y.z - x.z)[0]!;
    expect(a.m.board.surfaceKind(water)).toBe('water');
    const w = asIfAt(a.m, a.eid('red'), water, () => walkOf(a.m, a.eid('red'), 2, true));
    expect(w.now).toBeCloseTo((2 + 4) * PATH_SHARE, 6);
    expect(asIfAt(a.m, a.eid('red'), water, () => walkOf(a.m, a.eid('red'), 0, true)).now).toBe(0);
  });
});
