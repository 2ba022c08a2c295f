/**
 * Unstable Ground shaken (rulebook "Unstable Ground"; tables.md): when a character jumps or falls onto Unstable
 * Ground (even if the fall kills it), every other character on that piece makes a Basic DEXTERITY Roll (−1 when
 * the newcomer's base is larger), in entity order.
 * - Success: nothing.
 * - Fail: moved 2″ straight toward the nearest edge. When that passes the edge it ends 2″ along the line, beyond
 *   the piece, and falls from the piece's height (falling.ts: landing spots, water −2″…).
 * - Critical: its controller may move it up to 2″ in any direction: a `choose` decision (purpose
 *   `unstable-shift`) to its gang, `stay` first, then up to 8 spots (see {@link shiftOptions}). A spot off the
 *   piece lower than it means a fall.
 * - Fumble: moved off the nearest edge (to the middle of the column beyond it); it falls.
 *
 * Being moved ignores other figures on the way; where it ends must be free (a gondola's deck must have room:
 * gondola-riders.ts). A forced move that would end on another figure on the piece stops short of it; one that
 * ends beyond the piece next to a figure already there is put beside it. A character moved off a piece
 * onto another piece of Unstable Ground does not shake that one (it was moved, not jumping or falling onto it
 * on purpose) — our reading.
 */
import { moveTo } from '../character/counters.ts';
import { statDice } from '../character/stats.ts';
import type { ChoiceOption, Command, PendingDecision, Point3 } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { gondolaAt } from '../space/gondolas.ts';
import { type ShiftSpot, shakeMove, shiftSpots, unstablePiece } from '../space/unstable.ts';
import { emit, gangOf, idOf, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { fall } from './falling.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { freeSpotBeside, occupied } from './occupied.ts';

/** Inches a Fail moves a shaken character, and how far a Critical lets its controller move it. */
export const SHAKE_INCHES = 2;
/** Most spots offered after a Critical, besides staying put. */
export const SHIFT_OPTIONS = 8;

/** Shake the piece of Unstable Ground under node `landing` after `newcomer` came down on it. */
export function* shakeUnstable(
  m: Match,
  newcomer: number,
  landing: Node,
): Generator<PendingDecision, void, Command> {
  if (m.board.surfaceKind(landing) !== 'unstable') return;
  const piece = unstablePiece(m.board, landing);
  const keys = new Set(piece.map(nodeKey));
  const mm = m.world.components.Base.mm;
  const others = charactersOnBoard(m.world).filter((e) => e !== newcomer && keys.has(nodeKey(nodeOf(m, e))));
  for (const e of others) {
    if (!isOnBoard(m, e) || !keys.has(nodeKey(nodeOf(m, e)))) continue;
    const larger = (mm[newcomer] ?? 0) > (mm[e] ?? 0);
    const dex = statDice(m, e, 'dex');
    const roll = yield* makeRoll(m, e, {
      kind: 'basic',
      purpose: 'unstable-ground',
      pool: dex.dice - (larger ? 1 : 0),
      modifiers: [...dex.labels, ...(larger ? ['larger base landing −1'] : [])],
      aceOn: 7,
    });
    if (roll.result === 'success') continue;
    if (roll.result === 'critical') yield* criticalShift(m, e, piece);
    else yield* forcedShake(m, e, piece, roll.result === 'fail' ? SHAKE_INCHES : 'off');
  }
}

/** Fail or Fumble: the move toward the nearest edge, and the fall when it goes over. */
function* forcedShake(
  m: Match,
  e: number,
  piece: readonly Node[],
  inches: number | 'off',
): Generator<PendingDecision, void, Command> {
  const from = nodeOf(m, e);
  let end = shakeMove(m.board, piece, from, inches);
  // A figure standing on the piece where it would end: it stops short of it, 1″ at a time.
  while (!end.off && end.node && end.inches > 1e-9 && occupied(m, e, end.node)) {
    end = shakeMove(m.board, piece, from, Math.max(0, end.inches - 1));
  }
  if (!end.node) return;
  if (!end.off) {
    if (nodeKey(end.node) !== nodeKey(from)) slide(m, e, from, end.node, from.z);
    return;
  }
  const landing = restingSpot(m, e, end.node);
  if (landing) yield* offThePiece(m, e, from, landing);
}

/**
 * Where a figure moved off a piece comes down in the column of `below` (the highest surface it may stand on
 * there): that surface when free — past a gondola's deck with no room for it, into the water — else the first
 * free surface at the same height in a neighbouring column (as a falling figure does: falling.ts `fallLanding`).
 */
function restingSpot(m: Match, e: number, below: Node): Node | null {
  const column = m.board.surfacesAt(below.i, below.j).filter((n) => n.z <= below.z);
  const spot = [...column].reverse().find((n) => !gondolaRoomFor(m, e, n)) ?? below;
  return freeSpotBeside(m, spot, (n) => occupied(m, e, n));
}

/** A Critical: ask the controller where the character goes (or let it stay), then move it there. */
function* criticalShift(
  m: Match,
  e: number,
  piece: readonly Node[],
): Generator<PendingDecision, void, Command> {
  const from = nodeOf(m, e);
  const options = shiftOptions(m, e, piece);
  if (options.length < 2) return;
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, e),
    character: idOf(m, e),
    purpose: 'unstable-shift',
    options: options.map((o) => o.option),
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'stay';
  const pick = options.find((o) => o.option.id === id)?.spot;
  if (!pick) return;
  if (pick.onPiece) slide(m, e, from, pick.node, from.z);
  else yield* offThePiece(m, e, from, pick.node);
}

/** Off the piece onto `landing`: the slide over, then a fall when `landing` is lower than the piece. */
function* offThePiece(
  m: Match,
  e: number,
  from: Node,
  landing: Node,
): Generator<PendingDecision, void, Command> {
  if (landing.z >= from.z) {
    slide(m, e, from, landing, landing.z);
    return;
  }
  slide(m, e, from, landing, from.z);
  yield* fall(m, e, from.z, landing);
}

/**
 * Move the character from `from` to the column of `to` at height `z`, with a `move` event whose path goes
 * straight there, one point per column crossed.
 */
function slide(m: Match, e: number, from: Node, to: Node, z: number): void {
  moveTo(m, e, to);
  const di = to.i - from.i;
  const dj = to.j - from.j;
  const steps = Math.max(1, Math.abs(di), Math.abs(dj));
  const path: Point3[] = [];
  for (let k = 0; k <= steps; k++) {
    path.push([from.i + 0.5 + (di * k) / steps, from.j + 0.5 + (dj * k) / steps, k === steps ? z : from.z]);
  }
  emit(m, {
    type: 'move',
    character: idOf(m, e),
    path,
    inches: Math.round(Math.hypot(di, dj) * 100) / 100,
    charge: null,
  });
}

/** One option of the Critical's choice, with the spot it names (none for `stay`). */
export interface ShiftOption {
  readonly option: ChoiceOption;
  readonly spot: ShiftSpot | null;
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** The compass point of a move of (di, dj) columns (north is −y). */
function compass(di: number, dj: number): string {
  const angle = Math.atan2(di, -dj);
  const k = Math.round(angle / (Math.PI / 4));
  return COMPASS[(k + 8) % 8]!;
}

function sameWay(a: ShiftSpot, b: ShiftSpot): boolean {
  return compass(a.di, a.dj) === compass(b.di, b.dj);
}

/** What a spot is, in a few words for the label, and how meaningful it is to offer (lower first). */
function describe(m: Match, from: Node, s: ShiftSpot): { words: string; rank: number } {
  const drop = from.z - s.node.z;
  const kind = m.board.surfaceKind(s.node);
  if (s.onPiece)
    return { words: gondolaAt(m.board, s.node) ? 'on the gondola' : 'on the Unstable Ground', rank: 1 };
  if (drop > 1) return { words: `over the edge, a ${drop}″ fall`, rank: 4 };
  if (kind === 'water') return { words: 'into the water', rank: 3 };
  if (gondolaAt(m.board, s.node)) return { words: 'onto another gondola', rank: 2 };
  if (kind === 'unstable') return { words: 'onto other Unstable Ground', rank: 2 };
  if (kind === 'difficult') return { words: 'onto Difficult Ground', rank: 0 };
  return { words: 'onto solid ground', rank: 0 };
}

/**
 * The options of a Critical on shaken Unstable Ground for character `e` on `piece` (rulebook "Unstable
 * Ground": its controller may move it up to 2″ in any direction). First `stay`; then up to
 * {@link SHIFT_OPTIONS} free spots of {@link shiftSpots}: for each of the 8 compass points the farthest spot
 * that way, and the nearer spot too when it is a different kind of place (still on the piece where the
 * farther one is in the water…). When more are found, solid ground off the piece goes first, then spots on
 * the piece, other Unstable Ground, water, and falls last. Labels say how far, which way and onto what, e.g.
 * "2″ north-east, onto solid ground"; `at` is the base centre and height (inches).
 */
export function shiftOptions(m: Match, e: number, piece: readonly Node[]): ShiftOption[] {
  const from = nodeOf(m, e);
  const free = shiftSpots(m.board, piece, from, SHAKE_INCHES).filter((s) => !occupied(m, e, s.node));
  const byWay = new Map<string, { spot: ShiftSpot; words: string; rank: number }[]>();
  for (const spot of free) {
    const way = compass(spot.di, spot.dj);
    const list = byWay.get(way) ?? [];
    list.push({ spot, ...describe(m, from, spot) });
    byWay.set(way, list);
  }
  // Per compass point the farthest spot, and a nearer one when it is another kind of place.
  const picked: { spot: ShiftSpot; words: string; rank: number }[] = [];
  for (const list of byWay.values()) {
    for (const x of list.sort((a, b) => b.spot.distance - a.spot.distance)) {
      if (!picked.some((p) => p.words === x.words && sameWay(p.spot, x.spot))) picked.push(x);
    }
  }
  const order = (s: ShiftSpot) => COMPASS.indexOf(compass(s.di, s.dj));
  const chosen = picked
    .sort((a, b) => a.rank - b.rank || b.spot.distance - a.spot.distance || order(a.spot) - order(b.spot))
    .slice(0, SHIFT_OPTIONS)
    .sort((a, b) => order(a.spot) - order(b.spot) || a.spot.distance - b.spot.distance);
  const stay: ShiftOption = {
    option: { id: 'stay', label: 'stay', at: [from.i + 0.5, from.j + 0.5, from.z] },
    spot: null,
  };
  return [
    stay,
    ...chosen.map(({ spot, words }) => {
      const inches = Math.round(spot.distance * 10) / 10;
      const way = compass(spot.di, spot.dj);
      return {
        option: {
          id: `${spot.node.i},${spot.node.j},${spot.node.z}`,
          label: `${inches}″ ${way}, ${words}`,
          at: [spot.node.i + 0.5, spot.node.j + 0.5, spot.node.z] as const,
        },
        spot,
      };
    }),
  ];
}
