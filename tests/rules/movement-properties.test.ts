/**
 * Movement invariants over random legal play (DESIGN §4, fast-check) on a small board made to move on: roofs,
 * a ladder, Obstacles, Difficult, Soft and Dangerous ground, a canal and a high-walled canal with Water Access.
 * The random players favour jumps, dives, hides, guards and the free swim (all taken from `legalCommands`), and
 * now and then order a Run/Climb up to 2″ beyond MOVE, which only a Critical on the way lets them finish.
 *
 * After every accepted command:
 * - nobody stands inside solid terrain or off the board, and everybody stands on a surface node;
 * - no Run/Climb moves farther than its MOVE allows (the move event's path, measured step by step, against
 *   the budget of the character when the command was given, +2″ for each Critical on the way, the swimming
 *   penalty given back when it leaves the water by Water Access), nor the free swim farther than its counters
 *   allow;
 * - every path goes from column to neighbouring column;
 * - no jump ends farther from where it started than the roll allowed, plus the 1″ shift onto solid ground;
 * - falls never raise Life Points, and cost no more than the fall's distance after the landing spot;
 * - Underwater Counters are held only by swimmers; Hidden and Guard counters never by swimmers;
 * - no character uses more than 3 AP in a round.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../src/rules/character/stats.ts';
import { GRAPPLE_INCHES } from '../../src/rules/combat/grapple-move.ts';
import { MAX_AP_PER_ROUND } from '../../src/rules/core/constants.ts';
import type { Command, MatchEvent, MatchSetup, Point3 } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { createMatch, type Match, submit } from '../../src/rules/match/match.ts';
import { startRound } from '../../src/rules/match/rounds.ts';
import { underwaterInches } from '../../src/rules/movement/dive.ts';
import { fallLoss } from '../../src/rules/movement/falling.ts';
import { JUMP_SHIFT } from '../../src/rules/movement/jump-landing.ts';
import { CRITICAL_EXTRA } from '../../src/rules/movement/run-climb.ts';
import { moveBudget, reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import { type LandingSpot, nodeKey } from '../../src/rules/space/api.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import { idOf, isSwimming } from '../../src/rules/state/match-state.ts';
import { charactersOnBoard, hasTag } from '../../src/rules/state/world.ts';

const ROWS = [
  '..33....o.....22',
  '..33..o...o...22',
  '.....dd....s....',
  '~~~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~~~',
  '....x.....o.....',
  '==============..',
  '==============..',
  '..44....1..o..4.',
  '..44.........#4.',
];
const WATER_ACCESS: readonly (readonly [number, number])[] = [
  [5, 6],
  [9, 7],
];
const board = boardFromAscii(ROWS, { ladders: [[1, 0]], waterAccess: WATER_ACCESS });

/** Whether a path leaves the water through a Water Access column (rulebook "Water Access": no −2″ then). */
function leavesByWaterAccess(path: readonly Point3[]): boolean {
  const wet = (p: Point3) =>
    board.surfaceKind({ i: Math.floor(p[0]), j: Math.floor(p[1]), z: p[2] }) === 'water';
  const access = (p: Point3) =>
    WATER_ACCESS.some(([i, j]) => i === Math.floor(p[0]) && j === Math.floor(p[1]));
  // climbing out passes wall positions: judge from the water to the first surface after them
  const surfaces = path.filter(
    (p) => !board.isWallPosition({ i: Math.floor(p[0]), j: Math.floor(p[1]), z: Math.round(p[2]) }),
  );
  for (let k = 1; k < surfaces.length; k++) {
    const a = surfaces[k - 1]!;
    const b = surfaces[k]!;
    if (wet(a) && !wet(b)) return access(a) || access(b);
  }
  return false;
}

const setup: MatchSetup = {
  scenario: 'gang-war',
  level: 'movement-test',
  gangs: [
    {
      id: 'red',
      name: 'Red',
      faction: 'The Guild',
      colour: '#aa0000',
      controller: 'ai',
      roster: [
        { profile: 'the-guild-citizen' },
        { profile: 'the-guild-prince-of-thieves' },
        { profile: 'the-guild-mariner' },
      ],
    },
    {
      id: 'blue',
      name: 'Blue',
      faction: 'The Guild',
      colour: '#0000aa',
      controller: 'ai',
      roster: [
        { profile: 'strigoi-aquatic-strigoi' },
        { profile: 'strigoi-hulking-moroi' },
        { profile: 'the-guild-recruiter' },
      ],
    },
  ],
};

/** Where each character starts: [i, j, z] (some in water, some on roofs); the swimmers hold an Underwater
 * Counter from a Dive made before, so that the free swim comes up in the first round. */
const START: readonly (readonly [number, number, number])[] = [
  [0, 2, 0],
  [2, 0, 3],
  [1, 3, -1],
  [13, 4, -1],
  [15, 2, 0],
  [14, 0, 2],
];

function newMatch(seed: number): Match {
  const m = createMatch(setup, seed, board, { skipDeployment: true });
  const { Position, Counters } = m.world.components;
  [...m.ids.values()].forEach((e, k) => {
    const [i, j, z] = START[k]!;
    Position.x[e] = i + 0.5;
    Position.y[e] = j + 0.5;
    Position.z[e] = z;
    if (z < 0) Counters.underwater[e] = 1;
  });
  startRound(m);
  return m;
}

/** A legal command chosen by `r`, favouring the moves under test. */
function pick(legal: readonly Command[], r: number): Command {
  const k = Math.floor(r / 10);
  const of = (...types: Command['type'][]) => legal.filter((c) => types.includes(c.type));
  const choose = (cs: readonly Command[]) => (cs.length > 0 ? cs[k % cs.length] : undefined);
  const mode = r % 10;
  // the free swim is only offered at the start of a turn: take it when it is there; strike when guarding
  const swims = of('underwater-move');
  if (swims.length > 0 && mode < 8) return swims[k % swims.length]!;
  const strike = legal.find((c) => c.type === 'decide' && c.decision === 'guard-attack' && c.accept);
  if (strike && mode < 8) return strike;
  const wanted =
    mode <= 2
      ? choose(of('jump'))
      : mode === 3
        ? choose(of('dive', 'underwater-move'))
        : mode === 4
          ? choose(of('hide', 'guard'))
          : mode === 5
            ? choose(of('combat'))
            : mode <= 8
              ? choose(of('run-climb'))
              : choose(of('end-turn'));
  return wanted ?? legal[k % legal.length]!;
}

/** Length of a path the way the rulebook measures a move: along the ground, climbs by their height. */
function flatLength(path: readonly Point3[]): number {
  let inches = 0;
  for (let k = 1; k < path.length; k++) {
    inches += Math.hypot(path[k - 1]![0] - path[k]![0], path[k - 1]![1] - path[k]![1]);
  }
  return inches;
}

function pathLength(path: readonly Point3[]): number {
  let inches = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]!;
    const b = path[k]!;
    const dz = Math.abs(a[2] - b[2]);
    // a climbing step (more than 1″, or to or from a wall position) counts its height
    const wall = (p: Point3) =>
      board.isWallPosition({ i: Math.floor(p[0]), j: Math.floor(p[1]), z: Math.round(p[2]) });
    inches += Math.hypot(a[0] - b[0], a[1] - b[1]) + (dz > 1 || wall(a) || wall(b) ? dz : 0);
  }
  return inches;
}

interface Seen {
  laterRounds: number;
  beyondMove: number;
  pastMove: number;
  jumps: number;
  falls: number;
  dives: number;
  swims: number;
  stances: number;
  guardAttacks: number;
}

/** What a game remembers between commands (a resolution may stop for a decision between a fall and its roll). */
interface Memory {
  /** The limits set when a move was ordered: MOVE for a Run/Climb, the counters' inches for the free swim. */
  readonly budgets: Map<string, number>;
  /** Inches the move's Criticals added since it was ordered (climbing, Difficult Ground, disengaging: +2″). */
  readonly extra: Map<string, number>;
  /** The last fall: its distance and landing spot. */
  lastFall: { inches: number; spot: LandingSpot } | null;
  /** Whether the move being resolved is a Grapple's or a Knockback's (at most 2″ + 10 Aces, measured flat). */
  grappling: boolean;
}

function check(m: Match, cmd: Command, events: readonly MatchEvent[], memory: Memory, seen: Seen): void {
  const c = m.world.components;
  const budgets = memory.budgets;
  for (const e of events) {
    if (e.type === 'action') memory.grappling = e.action === 'grapple';
    // a Knockback pushes straight across the table like a Grapple's move (knockback.ts)
    if (e.type === 'ability' && e.ability === 'Knockback') memory.grappling = true;
    if (e.type === 'move') {
      // a Grapple moves its target straight across the table: its inches are measured flat (rulebook "Grapple")
      const length = memory.grappling ? flatLength(e.path) : pathLength(e.path);
      expect(Math.abs(length - e.inches), JSON.stringify(e)).toBeLessThan(0.01);
      const budget = memory.grappling ? GRAPPLE_INCHES + 10 : budgets.get(e.character);
      expect(budget, `a move of ${e.character} without a budget`).toBeDefined();
      // a swimmer leaving the water by Water Access has its full MOVE (the 2″ of swimming given back)
      const access = leavesByWaterAccess(e.path) ? SWIM_PENALTY : 0;
      expect(length, JSON.stringify(e)).toBeLessThanOrEqual(
        budget! + access + (memory.extra.get(e.character) ?? 0) + 1e-6,
      );
      if (length > budget! + 1e-6) seen.pastMove++;
      for (let k = 1; k < e.path.length; k++) {
        const a = e.path[k - 1]!;
        const b = e.path[k]!;
        expect(Math.abs(Math.floor(a[0]) - Math.floor(b[0]))).toBeLessThanOrEqual(1);
        expect(Math.abs(Math.floor(a[1]) - Math.floor(b[1]))).toBeLessThanOrEqual(1);
      }
    }
    if (e.type === 'roll' && e.result === 'critical' && CRITICAL_ADDS.includes(e.purpose)) {
      memory.extra.set(e.character, (memory.extra.get(e.character) ?? 0) + CRITICAL_EXTRA);
    }
    if (e.type === 'jump') {
      seen.jumps++;
      const gone = Math.hypot(e.end[0] - e.from[0], e.end[1] - e.from[1]);
      // the landing is snapped to the centre of its column: at most √½″ from the point reached
      expect(gone).toBeLessThanOrEqual(e.inches + JUMP_SHIFT + Math.SQRT1_2 + 1e-6);
      if (e.landed) expect(e.end[2]).toBeLessThanOrEqual(e.from[2] + 3 + 1e-6);
    }
    if (e.type === 'fall') {
      seen.falls++;
      expect(e.to).toBeLessThanOrEqual(e.from);
      const eid = m.ids.get(e.character)!;
      const at = { i: Math.floor(c.Position.x[eid]!), j: Math.floor(c.Position.y[eid]!), z: e.to };
      memory.lastFall = { inches: e.inches, spot: m.board.landingSpot(at) };
    }
    if (e.type === 'life-points') {
      // Life Points come back only through abilities and spells (abilities/heal.ts), never above the start but
      // with Magic for Blood (magic-abilities.ts); a fall never gives any
      const who = m.ids.get(e.character)!;
      if (e.lpAfter > e.lpBefore && e.cause !== 'Magic for Blood')
        expect(e.lpAfter).toBeLessThanOrEqual(c.Points.lpStart[who]!);
      if (e.cause === 'fall') {
        const fall = memory.lastFall;
        expect(fall).not.toBeNull();
        expect(e.lpBefore - e.lpAfter).toBeLessThanOrEqual(fallLoss(fall!.inches, fall!.spot));
      }
    }
    if (e.type === 'action' && e.action === 'dive') seen.dives++;
    if (e.type === 'action' && (e.action === 'hide' || e.action === 'guard')) seen.stances++;
    if (e.type === 'attack-of-opportunity' && e.reason === 'guard') seen.guardAttacks++;
  }
  if (cmd.type === 'underwater-move') seen.swims++;
  for (const e of charactersOnBoard(m.world)) {
    const [x, y, z] = [c.Position.x[e]!, c.Position.y[e]!, c.Position.z[e]!];
    const i = Math.floor(x);
    const j = Math.floor(y);
    expect(i >= 0 && i < board.width && j >= 0 && j < board.depth).toBe(true);
    expect([x - i, y - j]).toEqual([0.5, 0.5]);
    // on a surface, or hanging on a wall (Vertical Terrain) during its own turn only (also while a COUNTER
    // interrupts that turn, or as the game ended): a turn never ends there
    if (board.isWallPosition({ i, j, z }))
      expect(m.over || e === m.active || e === m.command.counter?.interrupted).toBe(true);
    else expect(board.surfacesAt(i, j)).toContainEqual({ i, j, z });
    expect(board.isSolid(x, y, z + 0.5)).toBe(false);
    const swimming = isSwimming(m, e);
    if ((c.Counters.underwater[e] ?? 0) > 0) expect(swimming).toBe(true);
    if (hasTag(m.world, e, c.Hidden) || hasTag(m.world, e, c.Guarding)) expect(swimming).toBe(false);
    expect(c.Points.apUsed[e]!).toBeLessThanOrEqual(MAX_AP_PER_ROUND);
    if (!abilityOf(m, e, 'Magic for Blood').has)
      expect(c.Points.lp[e]!).toBeLessThanOrEqual(c.Points.lpStart[e]!);
  }
}

/** Inches of MOVE a swimmer loses (rulebook "Swimming"). */
const SWIM_PENALTY = 2;

/** Rolls whose Critical adds 2″ to a Run/Climb (tables.md "Run/Climb", "Disengaging"). */
const CRITICAL_ADDS = ['climb', 'difficult-ground', 'disengage'];

/** The budget of the move a command may make, noted before it is submitted. */
function noteBudget(m: Match, cmd: Command, memory: Memory): void {
  if (cmd.type !== 'run-climb' && cmd.type !== 'underwater-move') return;
  const eid = m.ids.get(cmd.actor)!;
  memory.budgets.set(cmd.actor, cmd.type === 'run-climb' ? moveBudget(m, eid) : underwaterInches(m, eid));
  memory.extra.set(cmd.actor, 0);
}

/**
 * A Run/Climb of the active character toward a node up to 2″ beyond its MOVE (reached only after a Critical on
 * the way; refused when the way needs no roll), chosen by `r`; undefined when there is none.
 */
function beyondMove(m: Match, r: number): Command | undefined {
  if (m.pending || m.active < 0) return undefined;
  const near = new Set(reachOf(m, m.active).nodes.map((n) => nodeKey(n.node)));
  const far = reachOf(m, m.active, CRITICAL_EXTRA).nodes.filter(
    (n) => !near.has(nodeKey(n.node)) && n.rolls > 0,
  );
  const n = far[Math.floor(r / 10) % Math.max(1, far.length)]?.node;
  const actor = idOf(m, m.active);
  return n ? { type: 'run-climb', actor, to: [n.i + 0.5, n.j + 0.5, n.z] } : undefined;
}

function play(seed: number, picks: readonly number[], seen: Seen): void {
  const m = newMatch(seed);
  const memory: Memory = { budgets: new Map(), extra: new Map(), lastFall: null, grappling: false };
  for (const r of picks) {
    if (m.over) break;
    const far = r % 10 === 7 || r % 10 === 8 ? beyondMove(m, r) : undefined;
    if (far) {
      const log = m.log.length;
      noteBudget(m, far, memory);
      const tried = submit(m, far);
      if (tried.ok) {
        seen.beyondMove++;
        check(m, far, tried.events, memory, seen);
        continue;
      }
      expect(m.log.length).toBe(log);
    }
    const legal = legalCommands(m);
    expect(legal.length).toBeGreaterThan(0);
    const cmd = pick(legal, r);
    noteBudget(m, cmd, memory);
    const result = submit(m, cmd);
    expect(result.ok, result.ok ? '' : `${cmd.type} refused: ${result.reason}`).toBe(true);
    if (result.ok) check(m, cmd, result.events, memory, seen);
  }
  if (m.round >= 2) seen.laterRounds++;
}

describe('movement invariants over random legal play with jumps, dives, hides and guards', () => {
  it('hold over 300 games of 30 to 100 commands', () => {
    const seen: Seen = {
      laterRounds: 0,
      beyondMove: 0,
      pastMove: 0,
      jumps: 0,
      falls: 0,
      dives: 0,
      swims: 0,
      stances: 0,
      guardAttacks: 0,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 100 }),
        (seed, picks) => play(seed, picks, seen),
      ),
      { numRuns: 300 },
    );
    // the random players did try every kind of move under test
    expect(seen.laterRounds).toBeGreaterThan(100);
    expect(seen.beyondMove).toBeGreaterThan(200);
    expect(seen.pastMove).toBeGreaterThan(10);
    expect(seen.jumps).toBeGreaterThan(500);
    expect(seen.falls).toBeGreaterThan(100);
    expect(seen.dives).toBeGreaterThan(40);
    expect(seen.swims).toBeGreaterThan(100);
    expect(seen.stances).toBeGreaterThan(100);
    expect(seen.guardAttacks).toBeGreaterThan(10);
  });
});
