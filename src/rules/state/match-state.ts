/**
 * The live state of a match and the small helpers every rule file uses: emitting events, finding characters,
 * and seeing them as figures in space.
 */
import type { Emitter } from 'mitt';
import { getProfile } from '../../content/index.ts';
import type { Profile } from '../../content/types.ts';
import type { DiceSource } from '../core/dice.ts';
import type {
  Command,
  EventBody,
  EventType,
  MatchEvent,
  MatchSetup,
  PendingDecision,
} from '../core/types.ts';
import type { Board, Figure, Node } from '../space/api.ts';
import { VoxelBoard } from '../space/board.ts';
import { distance, inBaseContact } from '../space/measure.ts';
import { sight } from '../space/sight.ts';
import type { CommandState } from './command-state.ts';
import { mistBetween } from './mist-state.ts';
import { matchTable, shareState } from './per-match.ts';
import type { RuleBook } from './rule-book.ts';
import { charactersOnBoard, hasTag, type World } from './world.ts';

/** Events by type, for the mitt bus (a `type`, as mitt requires). */
export type MatchEvents = { [K in EventType]: Extract<MatchEvent, { type: K }> } & { '*': MatchEvent };

/** A resolution in progress: yields decisions, receives the answering command. */
export type Resolution = Generator<PendingDecision, void, Command>;

/** The state of one match. Change it only through `submit` (src/rules/match/match.ts). */
export interface Match {
  readonly setup: MatchSetup;
  readonly seed: number;
  /** The rule book the match plays by: its abilities and spells as plug-ins (rule-book.ts). */
  readonly book: RuleBook;
  /** The board, the spatial index of the terrain; replaced by one built from the world's gondolas when a gondola
   * moves (rulebook "Row"; terrain-state.ts). */
  board: Board;
  /** Life Points each character lost in the action being resolved (gondola riders fall off at 3). */
  readonly actionLoss: Map<number, number>;
  readonly world: World;
  readonly dice: DiceSource;
  /** Character id → entity. */
  readonly ids: Map<string, number>;
  round: number;
  /** Gang indexes in turn order for this round (initiative winner first, then clockwise). */
  order: number[];
  /** Index into `order` of the gang choosing the next character. */
  turn: number;
  /** Entity of the character whose turn it is, or -1. */
  active: number;
  pending: PendingDecision | null;
  running: Resolution | null;
  over: boolean;
  winner: string | null;
  vp: Record<string, number>;
  readonly log: MatchEvent[];
  readonly commands: Command[];
  readonly bus: Emitter<MatchEvents> | null;
  /** What the active character may still do this turn: a 0 AP Chained Jump (ready after a Jump onto an
   * Obstacle, once per turn); `fresh` until its first action. Reset when a turn begins. */
  turnState: { chainedJumpReady: boolean; chainedJumpUsed: boolean; fresh: boolean };
  /** A sandbox (rules cases): turns are given by hand and rounds never advance on their own. */
  readonly sandbox: boolean;
  /** Command Points: commands used this round, COUNTERs to offer and the one in progress (command-points.ts). */
  readonly command: CommandState;
}

/** Append an event to the log (numbering it) and tell the bus. */
export function emit(m: Match, body: EventBody): MatchEvent {
  const event = { seq: m.log.length + 1, round: m.round, ...body } as MatchEvent;
  m.log.push(event);
  if (m.bus) {
    m.bus.emit(event.type, event as never);
  }
  return event;
}

/** The match id of a character entity. */
export function idOf(m: Match, eid: number): string {
  return m.world.components.Identity.id[eid] ?? `#${eid}`;
}

/**
 * The name a person reads for a character entity: its display name in the match (the roster's, else its profile's,
 * numbered when a gang has two: "Blood Courier 2"), or its match id when it has none. Text for players (log lines,
 * modifiers, choices, why a command is refused) names characters with this, never with {@link idOf}.
 */
export function nameOf(m: Match, eid: number): string {
  return m.world.components.Identity.name[eid] || idOf(m, eid);
}

/**
 * The profiles characters play with where they differ from the one printed (an Apprentice with what it copied from
 * its mentor: content/apprenticeship.ts), by entity; set as the match is made and never changed after.
 */
const playedAs = matchTable<Map<number, Profile>>(shareState);

/** Character `eid` plays with `profile` rather than the profile printed under its id (see {@link profileOf}). */
export function playAs(m: Match, eid: number, profile: Profile): void {
  playedAs.ensure(m, () => new Map()).set(eid, profile);
}

/**
 * The content profile a character entity plays with: the one printed under its id, or the one it was given as the
 * match was made ({@link playAs}: an Apprentice with its copy).
 */
export function profileOf(m: Match, eid: number): Profile {
  return playedAs.get(m)?.get(eid) ?? getProfile(m.world.components.Identity.profile[eid] ?? '');
}

/** The gang id of a character entity. */
export function gangOf(m: Match, eid: number): string {
  return m.setup.gangs[m.world.components.Gang.index[eid] ?? 0]?.id ?? '';
}

/** Whether the entity is on the board. */
export function isOnBoard(m: Match, eid: number): boolean {
  return hasTag(m.world, eid, m.world.components.OnBoard);
}

/** The character seen as a cylinder for measuring and sight (height ≈ base width, at least 1.2″). */
export function figureOf(m: Match, eid: number, at?: { x: number; y: number; z: number }): Figure {
  const { Position, Base } = m.world.components;
  const radius = Base.radius[eid] ?? 0.6;
  return {
    x: at ? at.x : (Position.x[eid] ?? 0),
    y: at ? at.y : (Position.y[eid] ?? 0),
    z: at ? at.z : (Position.z[eid] ?? 0),
    radius,
    height: Math.max(1.2, radius * 2),
  };
}

/** The surface node under a character. */
export function nodeOf(m: Match, eid: number): Node {
  const { Position } = m.world.components;
  return {
    i: Math.floor(Position.x[eid] ?? 0),
    j: Math.floor(Position.y[eid] ?? 0),
    z: Math.round(Position.z[eid] ?? 0),
  };
}

/** Centre of a node as a position. */
export function centreOf(n: Node): { x: number; y: number; z: number } {
  return { x: n.i + 0.5, y: n.j + 0.5, z: n.z };
}

/** Enemies of `eid` on the board (characters of another side), in entity order. */
export function enemiesOf(m: Match, eid: number): number[] {
  const t = m.world.components.Gang.team[eid];
  return charactersOnBoard(m.world).filter((o) => m.world.components.Gang.team[o] !== t);
}

/**
 * The side of gang `g` (an index) in `setup`: the first gang of its side when the scenario makes sides (Street Fight:
 * `GangSetup.side`), else the gang itself — gangs of one side are friends.
 */
export function teamOfGang(setup: MatchSetup, g: number): number {
  const side = setup.gangs[g]?.side;
  return side ? setup.gangs.findIndex((o) => o.side === side) : g;
}

/** Whether two characters are in base contact (rulebook "Base Contact"). */
export function inContact(m: Match, a: number, b: number): boolean {
  return inBaseContact(figureOf(m, a), figureOf(m, b));
}

/** Distance in inches between the closest points of two characters (rulebook "Measuring"). */
export function distanceBetween(m: Match, a: number, b: number): number {
  return inContact(m, a, b) ? 0 : distance(figureOf(m, a), figureOf(m, b));
}

/**
 * Line of sight and cover from `viewer` to `target` (rulebook "Line of Sight", "Cover", "Hide"; the Abyssal Mist spell).
 * `acting`: the viewer is about to act (its own Hidden counter goes as the action begins).
 */
export function sightBetween(
  m: Match,
  viewer: number,
  target: number,
  acting = false,
): { lineOfSight: boolean; cover: boolean } {
  if (inContact(m, viewer, target)) return { lineOfSight: true, cover: false };
  const s = sight(m.board, figureOf(m, viewer), figureOf(m, target));
  const inWater = isSwimming(m, target);
  // Necrotic Mist and Smoke: counts as in cover until the round ends (never in base contact, as above).
  const cover = s.cover || inWater || m.command.coverUntilRoundEnd.has(target);
  // Hidden (rulebook "Hide"): beyond 6″ a Hidden character sees nobody, and is not seen while in cover.
  const { Hidden } = m.world.components;
  // A Hidden character that acts loses its counter as the action begins, so its own sight is not narrowed then.
  if ((!acting && hasTag(m.world, viewer, Hidden)) || (cover && hasTag(m.world, target, Hidden))) {
    if (distance(figureOf(m, viewer), figureOf(m, target)) > HIDDEN_SIGHT)
      return { lineOfSight: false, cover };
  }
  // Abyssal Mist (mist-state.ts): its marker blocks line of sight across it.
  const mist = s.lineOfSight && mistBetween(m, figureOf(m, viewer), figureOf(m, target));
  return { lineOfSight: s.lineOfSight && !mist, cover };
}

/** Beyond this distance (inches) a Hidden character is not seen while in cover, and sees nobody (rulebook "Hide"). */
export const HIDDEN_SIGHT = 6;

/**
 * The board as character `eid` treats it: `m.board` with the terrain changed for its side only laid on it (Blessed
 * Water is Solid Ground to the Baptist's friends, water to everyone else: space/overlays.ts `team`). Every rule of how
 * a character moves, lands, swims or dives reads this board; the board as drawn (`m.board`) is where the terrain is
 * changed.
 */
export function boardFor(m: Match, eid: number): Board {
  const board = m.board;
  return board instanceof VoxelBoard ? board.forTeam(m.world.components.Gang.team[eid] ?? 0) : board;
}

/** Whether the character stands in water (swimming), as it treats the terrain ({@link boardFor}). */
export function isSwimming(m: Match, eid: number): boolean {
  return boardFor(m, eid).surfaceKind(nodeOf(m, eid)) === 'water';
}
