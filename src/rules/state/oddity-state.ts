/**
 * Otherworldly Oddity on the table (rulebook "Magic"; spells/oddity.ts casts it): a terrain piece that, until the
 * caster's next turn begins, its caster's friends move on or in as if Acrobatic (X) and its enemies treat as
 * Impassable. An entity of the match's world (markers.ts: a `Marker` with `OnPiece`, the piece's cells and heights);
 * a replay lays it again from the commands. In the state layer, so that run-climb.ts, jump.ts and fly.ts may read
 * it.
 *
 * A node is *on the piece* when its column is one of the piece's cells and its height lies between the piece's
 * base and its top (½″ either way): a roof, a deck, an obstacle's top, a Ruin's floors and wall positions inside it.
 */

import type { Point3 } from '../core/types.ts';
import type { Node } from '../space/api.ts';
import type { TerrainPiece } from '../space/pieces.ts';
import { layMarker, markersOf, removeMarker } from './markers.ts';
import { emit, idOf, isOnBoard, type Match } from './match-state.ts';
import { withComponent } from './world.ts';

/** One Otherworldly Oddity in play. */
export interface Oddity {
  readonly caster: number;
  /** The caster's gang (an index): its friends. */
  readonly gang: number;
  /** The caster's Mage (X) as cast (a Critical's +1 included): the friends' Acrobatic (X). */
  readonly x: number;
  readonly piece: string;
  /** Cells `j * width + i` of the piece. */
  readonly cells: ReadonlySet<number>;
  /** Heights (inches) between which a node of those cells is on the piece. */
  readonly low: number;
  readonly high: number;
}

/** Whether node `n` of a board `width` columns wide is on piece `p` (see the module comment). */
export function nodeOnPiece(p: TerrainPiece, width: number, n: Node): boolean {
  const o = oddityShape(p, width);
  return o.cells.has(n.j * width + n.i) && n.z >= o.low && n.z <= o.high;
}

function oddityShape(p: TerrainPiece, width: number): Pick<Oddity, 'cells' | 'low' | 'high'> {
  const low = (p.kind === 'bridge' ? p.height : p.base) - 0.5;
  return { cells: new Set(p.cells.map(([i, j]) => j * width + i)), low, high: p.height + 0.5 };
}

/** Lay an Oddity on piece `p` (a board `width` columns wide) for `caster` of `gang` with Mage (X) `x`. */
export function addOddity(
  m: Match,
  p: TerrainPiece,
  width: number,
  caster: number,
  gang: number,
  x: number,
): void {
  const { OnPiece } = m.world.components;
  const { cells, low, high } = oddityShape(p, width);
  const { x0, y0, x1, y1 } = p.bounds;
  // Its centre: the middle of the piece's footprint, on its top.
  const centre: Point3 = [(x0 + x1) / 2, (y0 + y1) / 2, p.height];
  const spec = { id: '', centre, radius: 0, owner: caster, gang, source: 'Otherworldly Oddity', x };
  const eid = layMarker(m, 'oddity', spec, [OnPiece]);
  OnPiece.piece[eid] = p.id;
  OnPiece.cells[eid] = cells;
  OnPiece.low[eid] = low;
  OnPiece.high[eid] = high;
}

function oddity(m: Match, eid: number): Oddity {
  const { Marker, OnPiece } = m.world.components;
  return {
    caster: Marker.owner[eid]!,
    gang: Marker.gang[eid]!,
    x: Marker.x[eid]!,
    piece: OnPiece.piece[eid]!,
    cells: OnPiece.cells[eid]!,
    low: OnPiece.low[eid]!,
    high: OnPiece.high[eid]!,
  };
}

/** The Oddities in play now, in the order cast (a caster that left the board takes its Oddity with it). */
export function oddities(m: Match): readonly Oddity[] {
  const { Marker } = m.world.components;
  return markersOf(m.world, 'oddity')
    .filter((e) => isOnBoard(m, Marker.owner[e]!))
    .map((e) => oddity(m, e));
}

/** Whether node `n` is on the piece of Oddity entity `o`. */
function covers(m: Match, o: number, n: Node): boolean {
  const { OnPiece } = m.world.components;
  return (
    OnPiece.cells[o]!.has(n.j * m.board.width + n.i) && n.z >= OnPiece.low[o]! && n.z <= OnPiece.high[o]!
  );
}

/**
 * Whether character `eid` may not enter node `n`: it lies on the piece of an enemy's Otherworldly Oddity, which
 * `eid` treats as Impassable (Run/Climb, Jump and Fly may not end on it or pass through it).
 */
export function oddityClosed(m: Match, eid: number, n: Node): boolean {
  if (m.world.counts.oddity === 0) return false;
  const { Marker, Gang, OddityMarker } = m.world.components;
  const list = withComponent(m.world, OddityMarker);
  const gang = Gang.index[eid];
  for (const o of list)
    if (Marker.gang[o] !== gang && isOnBoard(m, Marker.owner[o]!) && covers(m, o, n)) return true;
  return false;
}

/**
 * The Acrobatic (X) character `eid` gets moving on or in the piece of a friendly Otherworldly Oddity at any of
 * `nodes` (the highest X when several), or 0.
 */
export function oddityAcrobatic(m: Match, eid: number, nodes: readonly Node[]): number {
  if (m.world.counts.oddity === 0) return 0;
  const { Marker, Gang, OddityMarker } = m.world.components;
  const list = withComponent(m.world, OddityMarker);
  const gang = Gang.index[eid];
  let best = 0;
  for (const o of list)
    if (Marker.gang[o] === gang && isOnBoard(m, Marker.owner[o]!) && nodes.some((n) => covers(m, o, n)))
      best = Math.max(best, Marker.x[o]!);
  return best;
}

/** The turn of `eid` begins (rounds.ts `activate`): its Oddities end (an `ability` event each, the last cast first). */
export function endOdditiesAtTurnStart(m: Match, eid: number): void {
  if (m.world.counts.oddity === 0) return;
  const { Marker, OnPiece } = m.world.components;
  for (const o of markersOf(m.world, 'oddity').reverse()) {
    const caster = Marker.owner[o]!;
    if (caster !== eid && isOnBoard(m, caster)) continue;
    const piece = OnPiece.piece[o]!;
    removeMarker(m.world, o);
    if (caster === eid)
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Otherworldly Oddity',
        effect: `${piece} is ordinary terrain again`,
      });
  }
}
