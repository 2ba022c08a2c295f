/**
 * Blessed Water (the Baptist; rulebook "Special Rules": a unique action, 1 AP), registered by
 * {@link BLESSED_WATER_PLUGIN}: the Blast marker is put over water within 8″ of the Baptist and in its sight, and stays
 * until the round ends. The Baptist's friends treat the water under it as Solid Ground; enemies treat it as water; a
 * Water Creature at least partly on it can be Drowned.
 *
 * Our reading:
 * - The spot named is the marker's centre: a surface of open water (no Debris, no gondola) on the board as drawn,
 *   within 8″ of the Baptist's base and in its line of sight (as a Fly names its point: movement/fly.ts).
 * - The water under the marker (space/templates.ts: the columns whose centres it covers, within 1″ of its level) is
 *   Solid Ground for the Baptist's team only: an overlay with a `team` (space/overlays.ts), read by every rule of how
 *   a character moves, lands, swims or dives through state/match-state.ts `boardFor`. A friend swimming there stands
 *   on Solid Ground at once (a friend under water there loses its Underwater Counters, as one that leaves the water);
 *   an enemy there goes on swimming. Nobody is moved. When the round ends the marker comes off with the other
 *   terrain changes (movement/round-terrain.ts `endRoundTerrain`).
 * - "Water Creatures at least partly on it can be Drowned": a Water Creature in water whose base overlaps a Blessed
 *   Water marker (space/templates.ts `underBlast`) may be the target of a Drown, whoever blessed the water
 *   (combat/combat-hooks.ts `DROWNED_ALL_THE_SAME`). A friend of the Baptist on the marker stands on Solid Ground,
 *   so it is no target of a Drown there.
 * - It may be used more than once a turn, each use a marker of its own.
 */

import { traitOf } from '../../character/traits.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { DROWNED_ALL_THE_SAME } from '../../combat/combat-hooks.ts';
import type { Point3 } from '../../core/types.ts';
import { leaveWater } from '../../movement/dive.ts';
import { nodesUnderBlast, roundTerrain } from '../../movement/round-terrain.ts';
import { type Node, nodeKey } from '../../space/api.ts';
import { VoxelBoard } from '../../space/board.ts';
import { distance } from '../../space/measure.ts';
import { sight } from '../../space/sight.ts';
import { type BlastMarker, blastAt, underBlast } from '../../space/templates.ts';
import {
  centreOf,
  emit,
  figureOf,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  nameOf,
  nodeOf,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { spreadPick } from '../guild/spots.ts';

/** The name as printed. */
export const BLESSED_WATER = 'Blessed Water';
/** How far from the Baptist the marker's centre may be put (inches). */
export const BLESSED_WATER_RANGE = 8;

/** How many spots of open water the legal commands list at most (see `listedSpots`). */
export const LISTED_WATER = 12;
/** How far apart those spots are at least (inches). */
export const LISTED_APART = 2;

/** A Blessed Water marker on the board: the marker, and the team (`Gang.team`) that walks on it. */
export interface BlessedWaterMarker {
  readonly blast: BlastMarker;
  readonly team: number;
}

/** The markers laid, by their id (the overlay's id); those whose overlay is still on the board are in force. */
const laid = matchTable<Map<string, BlessedWaterMarker>>();

/** The Blessed Water markers on the board now. */
export function blessedWaterMarkers(m: Match): BlessedWaterMarker[] {
  const markers = laid.get(m);
  if (!markers) return [];
  return roundTerrain(m).flatMap((o) => {
    const marker = markers.get(o.id);
    return marker ? [marker] : [];
  });
}

const team = (m: Match, eid: number) => m.world.components.Gang.team[eid] ?? 0;

/** Whether node n is open water on the board as drawn, where a Blessed Water overlay may lie. */
function openWater(m: Match, n: Node): boolean {
  const board = m.board;
  return (
    board instanceof VoxelBoard &&
    board.surfaceKind(n) === 'water' &&
    board.overlayProblem('solid', n) === null
  );
}

/** Why `eid` may not put the marker centred on node `n` (see the module comment), or null. */
export function blessedWaterProblem(m: Match, eid: number, n: Node | null): string | null {
  if (!n || !openWater(m, n)) return 'Blessed Water is put over open water';
  const from = figureOf(m, eid);
  const mark = { ...centreOf(n), radius: 0, height: 1 };
  if (distance(from, mark) > BLESSED_WATER_RANGE + 1e-9)
    return `the water is farther than ${BLESSED_WATER_RANGE}″ from ${nameOf(m, eid)}`;
  if (!sight(m.board, from, mark).lineOfSight) return `the water is out of ${nameOf(m, eid)}'s sight`;
  return null;
}

/** The open water spots `eid` may bless now, row by row. */
export function blessedWaterSpots(m: Match, eid: number): Node[] {
  const f = figureOf(m, eid);
  const r = BLESSED_WATER_RANGE + f.radius;
  const out: Node[] = [];
  for (let j = Math.floor(f.y - r); j <= Math.floor(f.y + r); j++)
    for (let i = Math.floor(f.x - r); i <= Math.floor(f.x + r); i++)
      for (const n of m.board.surfacesAt(i, j)) if (blessedWaterProblem(m, eid, n) === null) out.push(n);
  return out;
}

/**
 * The swimmers Blessed Water would help `eid`'s gang with now: its friends (itself too) without Water Creature, who
 * would stand on Solid Ground, and the enemy Water Creatures in base contact with a friend, who could then be Drowned.
 */
function blessable(m: Match, eid: number): { friends: number[]; creatures: number[] } {
  const mine = charactersOnBoard(m.world).filter((o) => team(m, o) === team(m, eid));
  const friends: number[] = [];
  const creatures: number[] = [];
  for (const o of charactersOnBoard(m.world)) {
    if (!isSwimming(m, o)) continue;
    const creature = traitOf(m, o, 'cannot-be-drowned').has;
    if (team(m, o) === team(m, eid)) {
      if (!creature) friends.push(o);
    } else if (creature && mine.some((f) => inContact(m, f, o))) creatures.push(o);
  }
  return { friends, creatures };
}

/**
 * The spots listed among the legal commands (any legal spot is accepted): under each swimmer Blessed Water would help
 * ({@link blessable}) when the Baptist may bless the water there, then up to {@link LISTED_WATER} more at least
 * {@link LISTED_APART} apart, nearest the enemy first (a person sees them lit; the marker is 3″ across, so they cover
 * the water in reach).
 */
function listedSpots(m: Match, eid: number): Node[] {
  const spots = blessedWaterSpots(m, eid);
  const allowed = new Set(spots.map(nodeKey));
  const out: Node[] = [];
  const add = (n: Node) => {
    if (allowed.has(nodeKey(n)) && !out.some((o) => nodeKey(o) === nodeKey(n))) out.push(n);
  };
  const { friends, creatures } = blessable(m, eid);
  for (const o of [...friends, ...creatures]) add(nodeOf(m, o));
  for (const n of spreadPick(m, eid, spots, LISTED_APART, LISTED_WATER)) add(n);
  return out;
}

/**
 * What a marker of `eid` centred on node `n` would change now ({@link blessable}): the friends swimming on the water
 * under it, who would stand on Solid Ground, and the enemy Water Creatures at least partly under it, who could be
 * Drowned.
 */
export function blessedWaterGain(m: Match, eid: number, n: Node): { lifted: number[]; drownable: number[] } {
  const blast = blastAt(centreOf(n));
  const under = new Set(nodesUnderBlast(m.board, blast, (x) => openWater(m, x)).map(nodeKey));
  const { friends, creatures } = blessable(m, eid);
  return {
    lifted: friends.filter((o) => under.has(nodeKey(nodeOf(m, o)))),
    drownable: creatures.filter((o) => underBlast(blast, figureOf(m, o))),
  };
}

/** Blessed Water as a unique action. */
export const BLESSED_WATER_ACTION: UniqueActionDef = {
  name: BLESSED_WATER,
  aim: 'spot',
  ap: 1,
  wp: 0,
  oncePerTurn: false,
  problem(m, eid, { to }) {
    if (!to) return 'Blessed Water names the water the marker is put over';
    return blessedWaterProblem(m, eid, m.board.nodeAt(to[0], to[1], to[2]));
  },
  options: (m, eid) => listedSpots(m, eid).map((n) => ({ to: [n.i + 0.5, n.j + 0.5, n.z] as Point3 })),
  *resolve(m, eid, { to }) {
    const board = m.board;
    if (!to || !(board instanceof VoxelBoard)) return;
    const blast = blastAt(centreOf(to));
    const id = `blessed-water-${m.log.length + 1}`;
    const friends = team(m, eid);
    const nodes = nodesUnderBlast(board, blast, (n) => openWater(m, n));
    emit(m, {
      type: 'area',
      character: idOf(m, eid),
      weapon: BLESSED_WATER,
      marker: id,
      shape: {
        kind: 'blast',
        centre: [blast.centre.x, blast.centre.y, blast.centre.z],
        radius: blast.radius,
      },
      // Those at least partly under it, to be read in the log: nobody is hit.
      hit: charactersOnBoard(m.world)
        .filter((o) => underBlast(blast, figureOf(m, o)))
        .map((o) => idOf(m, o)),
      stays: true,
    });
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: BLESSED_WATER,
      effect: `the water under the marker is Solid Ground to ${nameOf(m, eid)}'s friends and water to the enemy until the round ends`,
    });
    m.board = board.withOverlays([...board.overlays, { id, kind: 'solid', nodes, team: friends }]);
    laid.ensure(m, () => new Map()).set(id, { blast, team: friends });
    for (const o of charactersOnBoard(m.world))
      if (team(m, o) === friends && isOnBoard(m, o)) leaveWater(m, o);
  },
};

/**
 * Whether `target`'s base is at least partly on a Blessed Water marker (see the module comment): a Water Creature there
 * can be Drowned.
 */
export function onBlessedWater(m: Match, target: number): boolean {
  const f = figureOf(m, target);
  return blessedWaterMarkers(m).some((b) => underBlast(b.blast, f));
}

/** Blessed Water as a plug-in of the rule book. */
export const BLESSED_WATER_PLUGIN = plugin('Blessed Water', (add) => {
  add(UNIQUE_ACTIONS, BLESSED_WATER_ACTION);
  add(DROWNED_ALL_THE_SAME, (m, _attacker, target) => onBlessedWater(m, target));
});
