/**
 * Otherworldly Oddity on the table (rulebook "Magic"; spells/oddity.ts casts it): a terrain piece that, until the
 * caster's next turn begins, its caster's friends move on or in as if Acrobatic (X) and its enemies treat as
 * Impassable. Kept per match beside the ECS (like mist-state.ts); a replay rebuilds it from the commands. A leaf
 * module (types and match-state only), so that run-climb.ts, jump.ts and fly.ts may read it.
 *
 * A node is *on the piece* when its column is one of the piece's cells and its height lies between the piece's
 * base and its top (½″ either way): a roof, a deck, an obstacle's top, a Ruin's floors and wall positions inside it.
 */

import type { Node } from '../space/api.ts';
import type { TerrainPiece } from '../space/pieces.ts';
import { emit, idOf, isOnBoard, type Match } from './match-state.ts';
import { matchTable } from './per-match.ts';

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

const states = matchTable<Oddity[]>();

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
  const o: Oddity = { caster, gang, x, piece: p.id, ...oddityShape(p, width) };
  const s = states.get(m);
  if (s) s.push(o);
  else states.set(m, [o]);
}

/** The Oddities in play now (a caster that left the board takes its Oddity with it). */
export function oddities(m: Match): readonly Oddity[] {
  return (states.get(m) ?? []).filter((o) => isOnBoard(m, o.caster));
}

const covers = (m: Match, o: Oddity, n: Node) =>
  o.cells.has(n.j * m.board.width + n.i) && n.z >= o.low && n.z <= o.high;

/**
 * Whether character `eid` may not enter node `n`: it lies on the piece of an enemy's Otherworldly Oddity, which
 * `eid` treats as Impassable (Run/Climb, Jump and Fly may not end on it or pass through it).
 */
export function oddityClosed(m: Match, eid: number, n: Node): boolean {
  const list = states.get(m);
  if (!list || list.length === 0) return false;
  const gang = m.world.components.Gang.index[eid];
  return oddities(m).some((o) => o.gang !== gang && covers(m, o, n));
}

/**
 * The Acrobatic (X) character `eid` gets moving on or in the piece of a friendly Otherworldly Oddity at any of
 * `nodes` (the highest X when several), or 0.
 */
export function oddityAcrobatic(m: Match, eid: number, nodes: readonly Node[]): number {
  const list = states.get(m);
  if (!list || list.length === 0) return 0;
  const gang = m.world.components.Gang.index[eid];
  let best = 0;
  for (const o of oddities(m))
    if (o.gang === gang && nodes.some((n) => covers(m, o, n))) best = Math.max(best, o.x);
  return best;
}

/** The turn of `eid` begins (rounds.ts `activate`): its Oddities end (an `ability` event each). */
export function endOdditiesAtTurnStart(m: Match, eid: number): void {
  const s = states.get(m);
  if (!s) return;
  for (let k = s.length - 1; k >= 0; k--) {
    const o = s[k]!;
    if (o.caster !== eid && isOnBoard(m, o.caster)) continue;
    s.splice(k, 1);
    if (o.caster === eid)
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: 'Otherworldly Oddity',
        effect: `${o.piece} is ordinary terrain again`,
      });
  }
}
