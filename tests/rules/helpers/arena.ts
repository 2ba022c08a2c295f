/**
 * A tiny match on a text board for rules cases: figures placed by hand, forced dice, and short ways to give
 * commands and read events.
 *
 * ```ts
 * const a = arena({
 *   rows: ['......', '......'],
 *   figures: { attacker: { gang: 0, profile: CITIZEN, at: [1, 0] }, target: { gang: 1, profile: CITIZEN, at: [2, 0] } },
 * });
 * const r = a.submit(combat(a, 'attacker', 'target'), 5, 2, 2, 2, 3, 4); // queue dice, then submit
 * ```
 *
 * Gangs are `red`, `blue`, `green`, `gold` (index 0..3). Figures get 0 Will Points (and starting Will Points)
 * unless `wp` / `wpStart` is given, so no Will Point decision interrupts a roll. Round 1 starts with gang `first` (default 0) choosing; its initiative
 * is forced (Command Points are set aside for that one roll) and the dice it used are not left in the queue.
 */
import { expect } from 'vitest';
import { getProfile } from '../../../src/content/index.ts';
import { declineOf } from '../../../src/rules/core/decisions.ts';
import type { DiceSource } from '../../../src/rules/core/dice.ts';
import type {
  Command,
  EventType,
  GangSetup,
  MatchEvent,
  MatchSetup,
  PendingDecision,
  Point3,
} from '../../../src/rules/core/types.ts';
import { createMatch, type Match, type SubmitResult, submit } from '../../../src/rules/match/match.ts';
import { startRound } from '../../../src/rules/match/rounds.ts';
import { summarise } from '../../../src/rules/read/summary.ts';
import { type AsciiExtras, boardFromAscii } from '../../../src/rules/space/ascii.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { charactersOnBoard } from '../../../src/rules/state/world.ts';
import { type DiceQueue, diceQueue } from './dice-queue.ts';

/** Profiles with no ability the engine plays, handy as plain fighters. */
export const CITIZEN = 'the-guild-citizen'; // 30 mm, M4 D4 A3 P3, LP 11, Improvised Weapon 0″ (Damage 0, Penetration 0)
export const RECRUITER = 'the-guild-recruiter'; // 30 mm, M4 D4 A3 P3, LP 12, CP 2, Handbow 15″ (Penetration −1)
export const ESCORT = 'the-guild-escort'; // 40 mm, M4 D4 A3 P3, LP 13, Sword 0″ (Damage +1)
export const CHAPLAIN = 'the-vatican-conventual-chaplain'; // 30 mm, CP 4, Sword 0″ (Damage +1)

export const GANG_IDS = ['red', 'blue', 'green', 'gold'] as const;

type Stat = 'move' | 'dex' | 'attack' | 'protection' | 'mind';

/** One figure of the arena. */
export interface FigureSpec {
  /** Gang index 0..3. */
  readonly gang: number;
  readonly profile: string;
  /** Column (i, j), and the surface height z; without z the highest surface of the column. */
  readonly at: readonly [number, number] | readonly [number, number, number];
  /** Will Points (default 0). */
  readonly wp?: number;
  /**
   * Starting Will Points, the most that may be replenished (default: `wp`, so that nothing, Companion included,
   * gives a plain fighter Will Points that would interrupt its rolls).
   */
  readonly wpStart?: number;
  /** Life Points now (the starting value stays the profile's). */
  readonly lp?: number;
  /** Command Points (default: the profile's). */
  readonly cp?: number;
  /** Action Points per turn (default: the profile's). */
  readonly apMax?: number;
  /** Printed stats to replace. */
  readonly stats?: Partial<Record<Stat, number>>;
}

export interface ArenaOptions {
  /** The board as text rows (legend of `boardFromAscii`). */
  readonly rows: readonly string[];
  readonly extras?: AsciiExtras;
  /** Figures by a local name used in the test; gangs list them in this order. */
  readonly figures: Readonly<Record<string, FigureSpec>>;
  /** Deal the scenario's Agendas (default false: the arena tests other rules). */
  readonly agendas?: boolean;
  /** Dice for the Agenda deck (forced draws), when `agendas` is true. */
  readonly agendaDice?: DiceSource;
  /** Gang choosing first in round 1, or null to leave the match before its first round. Default 0. */
  readonly first?: number | null;
  /** How many gangs (default: enough for the figures, at least 2). */
  readonly gangs?: number;
  /** The scenario the match plays (default `gang-war`): its Objective rules, special rules and scoring. */
  readonly scenario?: string;
  /** Each gang's side, by gang index, for a scenario that has sides (Street Fight). */
  readonly sides?: readonly ('attacker' | 'defender')[];
  /**
   * Leave `opportunity-kind` decisions to the test. By default `submit` answers them at once with their first
   * option (Combat, when a weapon reaches) and leaves its `decision` event out of the events it returns (it
   * stays in the match's log), so tests written before Grapple and Drown read as they did.
   */
  readonly askOpportunityKind?: boolean;
  /**
   * Leave to the test the Will Point decisions of a Frenzied character that could only pay with Life Points (rulebook
   * "Frenzied"). By default `submit` answers them 0 at once, as for `askOpportunityKind`, so that a Frenzied figure
   * with no Will Points rolls as a plain fighter does.
   */
  readonly askFrenziedLife?: boolean;
  /**
   * Leave the `prey-upon` decisions of round 1 (a Blood Matron naming her Prey) to the test. By default the arena
   * answers them `none` as round 1 starts, so tests written before Prey Upon read as they did.
   */
  readonly askPrey?: boolean;
  /**
   * Leave the choices made before deployment (a Mask, Justice Served, Lunar Might) pending for the test (default:
   * each answered with its first option, the engine's pick).
   */
  readonly askBeforeDeployment?: boolean;
}

export interface Arena {
  readonly m: Match;
  readonly board: VoxelBoard;
  readonly dice: DiceQueue;
  /** Match id of a figure. */
  id(name: string): string;
  /** Entity of a figure. */
  eid(name: string): number;
  /** Queue `dice`, then submit `cmd` through the engine's one door. */
  submit(cmd: Command, ...dice: number[]): SubmitResult;
  /** Like `submit`, but throws when the command is refused; returns the events. */
  ok(cmd: Command, ...dice: number[]): MatchEvent[];
  /** Life Points, Will Points and Action Points of a figure now. */
  lp(name: string): number;
  wp(name: string): number;
  ap(name: string): number;
  /** Position [x, y, z] of a figure (inches). */
  at(name: string): Point3;
  onBoard(name: string): boolean;
}

/** Build the arena (see the module comment). @throws Error for a column without a surface. */
export function arena(o: ArenaOptions): Arena {
  const board = boardFromAscii(o.rows, o.extras);
  const names = Object.keys(o.figures);
  const specs = names.map((n) => o.figures[n]!);
  const gangCount = o.gangs ?? Math.max(2, ...specs.map((s) => s.gang + 1));
  const gangs: GangSetup[] = Array.from({ length: gangCount }, (_, g) => ({
    id: GANG_IDS[g]!,
    name: `${GANG_IDS[g]} gang`,
    faction: 'The Guild',
    colour: '#808080',
    controller: 'human',
    roster: specs.filter((s) => s.gang === g).map((s) => ({ profile: s.profile })),
    ...(o.sides?.[g] ? { side: o.sides[g] } : {}),
  }));
  const setup: MatchSetup = { scenario: o.scenario ?? 'gang-war', level: 'test', gangs };
  const dice = diceQueue();
  const m = createMatch(setup, 1, board, {
    dice,
    skipDeployment: true,
    agendas: o.agendas ?? false,
    ...(o.agendaDice ? { agendaDice: o.agendaDice } : {}),
  });
  // Entities are added gang by gang, in roster order: the same order as `ordered` below.
  const ordered = Array.from({ length: gangCount }, (_, g) =>
    names.filter((n) => o.figures[n]!.gang === g),
  ).flat();
  const eids = [...m.ids.values()];
  const eidOf = new Map(ordered.map((n, k) => [n, eids[k]!]));
  const c = m.world.components;
  for (const name of names) {
    const s = o.figures[name]!;
    const e = eidOf.get(name)!;
    const [i, j, z] = s.at;
    const surfaces = board.surfacesAt(i, j);
    // a surface, or a wall position (hanging on Vertical Terrain)
    const node =
      z === undefined
        ? surfaces[surfaces.length - 1]
        : (surfaces.find((n) => n.z === z) ?? (board.isWallPosition({ i, j, z }) ? { i, j, z } : undefined));
    if (!node) throw new Error(`arena: no surface for ${name} at (${s.at.join(', ')})`);
    c.Position.x[e] = i + 0.5;
    c.Position.y[e] = j + 0.5;
    c.Position.z[e] = node.z;
    c.Points.wp[e] = s.wp ?? 0;
    c.Points.wpStart[e] = s.wpStart ?? s.wp ?? 0;
    if (s.lp !== undefined) c.Points.lp[e] = s.lp;
    if (s.cp !== undefined) c.Points.cp[e] = s.cp;
    if (s.apMax !== undefined) c.Points.apMax[e] = s.apMax;
    for (const [stat, v] of Object.entries(s.stats ?? {})) c.Stats[stat as Stat][e] = v;
  }
  if (o.first !== null) startWith(m, dice, o.first ?? 0, o.askBeforeDeployment ?? false);
  while (!o.askPrey && m.pending?.type === 'choose' && m.pending.purpose === 'prey-upon') {
    const r = submit(m, {
      type: 'decide',
      decision: 'choose',
      character: m.pending.character,
      option: 'none',
    });
    if (!r.ok) throw new Error(`arena: ${r.reason}`);
  }
  const eid = (name: string) => {
    const e = eidOf.get(name);
    if (e === undefined) throw new Error(`arena: no figure "${name}"`);
    return e;
  };
  /** The decisions `submit` answers by itself (see {@link ArenaOptions}). */
  const answeredAtOnce = (d: PendingDecision): boolean =>
    (!o.askOpportunityKind && d.type === 'choose' && d.purpose === 'opportunity-kind') ||
    (!o.askFrenziedLife && d.type === 'will-points' && d.fromLife === d.max);
  const a: Arena = {
    m,
    board,
    dice,
    id: (name) => m.world.components.Identity.id[eid(name)]!,
    eid,
    submit(cmd, ...values) {
      dice.queue(...values);
      const r = submit(m, cmd);
      if (!r.ok) return r;
      const events = [...r.events];
      while (m.pending && answeredAtOnce(m.pending)) {
        const next = submit(m, declineOf(m.pending));
        if (!next.ok) break;
        events.push(...next.events);
      }
      return { ok: true, events: events.filter((e) => e.type !== 'decision' || !answeredAtOnce(e.decision)) };
    },
    ok(cmd, ...values) {
      const r = a.submit(cmd, ...values);
      if (!r.ok) throw new Error(`refused: ${r.reason}`);
      return r.events;
    },
    lp: (name) => c.Points.lp[eid(name)]!,
    wp: (name) => c.Points.wp[eid(name)]!,
    ap: (name) => c.Points.ap[eid(name)]!,
    at: (name) => [c.Position.x[eid(name)]!, c.Position.y[eid(name)]!, c.Position.z[eid(name)]!],
    onBoard: (name) => charactersOnBoard(m.world).includes(eid(name)),
  };
  return a;
}

/**
 * Start round 1 with gang `first` winning the initiative: with every Command Point set aside, each gang with
 * figures rolls one die; `first` gets a 10 and the others a 1.
 */
/** The purposes of the choices made before deployment (abilities/gifted/masks.ts). */
const BEFORE_DEPLOYMENT_PURPOSES: readonly string[] = ['mask', 'justice-served', 'lunar-might'];

function startWith(m: Match, dice: DiceQueue, first: number, ask: boolean): void {
  const c = m.world.components;
  const all = charactersOnBoard(m.world);
  const cp = all.map((e) => c.Points.cp[e] ?? 0);
  for (const e of all) c.Points.cp[e] = 0;
  const alive = new Set(all.map((e) => c.Gang.index[e]!));
  const before = dice.remaining();
  for (let g = 0; g < m.setup.gangs.length; g++) if (alive.has(g)) dice.queue(g === first ? 10 : 1);
  startRound(m);
  // a choice before deployment (a Mask, Lunar Might…) waits first: answered here with the engine's pick, or left to
  // the test (`ask`: the initiative dice stay queued, the Command Points as the test set them)
  while (m.pending?.type === 'choose' && BEFORE_DEPLOYMENT_PURPOSES.includes(m.pending.purpose)) {
    if (ask) {
      all.forEach((e, k) => {
        c.Points.cp[e] = (c.Points.cp[e] ?? 0) + cp[k]!;
      });
      return;
    }
    const r = submit(m, {
      type: 'decide',
      decision: 'choose',
      character: m.pending.character,
      option: m.pending.options[0]!.id,
    });
    if (!r.ok) throw new Error(`arena: ${r.reason}`);
  }
  // Command Points as set (a Mask may have added some while they were set aside)
  all.forEach((e, k) => {
    c.Points.cp[e] = (c.Points.cp[e] ?? 0) + cp[k]!;
  });
  if (dice.remaining() !== before || m.order[0] !== first)
    throw new Error('arena: the forced initiative failed');
}

/** A Combat command of `actor` against `target` (weapon default: the actor's first profile weapon). */
export function combat(a: Arena, actor: string, target: string, weapon?: string): Command {
  const profile = a.m.world.components.Identity.profile[a.eid(actor)]!;
  return {
    type: 'combat',
    actor: a.id(actor),
    target: a.id(target),
    weapon: weapon ?? firstWeapon(profile),
  };
}

function firstWeapon(profile: string): string {
  return getProfile(profile).weapons[0]?.name ?? 'Unarmed';
}

/** A Run/Climb of `actor` to column (i, j) at height z (default 0). */
export function moveTo(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'run-climb', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

/** End the turn of `actor`. */
export function endTurn(a: Arena, actor: string): Command {
  return { type: 'end-turn', actor: a.id(actor) };
}

/** The events of one type, narrowed. */
export function ofType<T extends EventType>(
  events: readonly MatchEvent[],
  type: T,
): Extract<MatchEvent, { type: T }>[] {
  return events.filter((e): e is Extract<MatchEvent, { type: T }> => e.type === type);
}

/** The types of the events in order, for checking the order of a resolution. */
export function typesOf(events: readonly MatchEvent[]): EventType[] {
  return events.map((e) => e.type);
}

/**
 * Submit a command the rules must refuse, and check that it changed nothing: no event, no recorded command,
 * the same state, no die rolled; the reason matches `reason`.
 */
export function refused(a: Arena, cmd: Parameters<Arena['submit']>[0], reason: RegExp): void {
  const log = a.m.log.length;
  const commands = a.m.commands.length;
  const before = JSON.stringify(summarise(a.m));
  const rolled = a.dice.rolled.length;
  const r = a.submit(cmd);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toMatch(reason);
  expect(a.m.log.length).toBe(log);
  expect(a.m.commands.length).toBe(commands);
  expect(JSON.stringify(summarise(a.m))).toBe(before);
  expect(a.dice.rolled).toHaveLength(rolled);
}
