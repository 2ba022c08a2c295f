/**
 * Otherworldly Oddity (rulebook "Magic", Fateweaving): a terrain piece no more than 6″ across, with no enemy on
 * it, in sight within 12″: until the caster's next turn begins, the caster's friends moving on or in it do so as if
 * Acrobatic (X) and its enemies treat it as Impassable (oddity-state.ts; read by run-climb.ts, jump.ts, fly.ts).
 *
 * Our readings:
 * - A cast names characters only, so the spell is aimed at a friend (the caster included) standing on or in the
 *   piece, in sight within 12″; the piece is the one under that friend's base centre. "Unoccupied" reads: no enemy
 *   stands on or in it (the friend named and other friends may).
 * - "Footprint 6″ or smaller": the piece's bounding rectangle is at most 6″ along each side.
 * - Pieces that may be chosen: buildings, Obstacles, bridges, Barricades and Ruins; not Impassable blocks (they
 *   are already), Ropes & Ladders or Water Access (parts of a wall), nor gondolas and Debris (they drift).
 * - Acrobatic (X): X is the caster's Mage (X) as cast (a Critical's +1 included); a friend with a higher Acrobatic
 *   keeps its own. It serves a climb or Difficult Ground roll of a Run/Climb step starting or ending on the piece,
 *   and a Jump from it or toward it.
 * - Impassable to enemies: a Run/Climb may not pass through or end on it, a Jump may not be aimed at it nor land on
 *   it, a Fly may not end on it. Enemies already on it when it is cast cannot be (the aim forbids it).
 */

import { VoxelBoard } from '../../space/board.ts';
import type { TerrainPiece } from '../../space/pieces.ts';
import { emit, enemiesOf, idOf, type Match, nameOf, nodeOf } from '../../state/match-state.ts';
import { addOddity, nodeOnPiece } from '../../state/oddity-state.ts';
import type { SpellEffect } from './types.ts';

/** Widest a piece may be, along either side of its footprint (inches). */
export const ODDITY_MAX_FOOTPRINT = 6;

const KINDS = new Set(['building', 'obstacle', 'small-obstacle', 'bridge', 'barricade', 'ruin']);

/** The terrain piece character `eid` stands on or in, that an Oddity may be laid on, or null. */
export function oddityPieceUnder(m: Match, eid: number): TerrainPiece | null {
  if (!(m.board instanceof VoxelBoard)) return null;
  const n = nodeOf(m, eid);
  const width = m.board.width;
  return m.board.pieces.find((p) => KINDS.has(p.kind) && nodeOnPiece(p, width, n)) ?? null;
}

/** A terrain piece in the words of the rulebook's terrain chapter: "the building", "the Small Obstacle". */
function pieceWords(p: TerrainPiece): string {
  const words: Record<string, string> = {
    building: 'the building',
    obstacle: 'the Obstacle',
    'small-obstacle': 'the Small Obstacle',
    bridge: 'the bridge',
    barricade: 'the Barricade',
    ruin: 'the Ruins',
  };
  return words[p.kind] ?? 'the terrain piece';
}

function aimProblem(m: Match, caster: number, target: number): string | null {
  const p = oddityPieceUnder(m, target);
  if (!p) return `${nameOf(m, target)} stands on no terrain piece the spell can change`;
  const { x0, y0, x1, y1 } = p.bounds;
  if (Math.max(x1 - x0, y1 - y0) > ODDITY_MAX_FOOTPRINT + 1e-9)
    return `${pieceWords(p)} ${nameOf(m, target)} stands on is more than ${ODDITY_MAX_FOOTPRINT}″ across`;
  const width = m.board.width;
  const enemy = enemiesOf(m, caster).find((e) => nodeOnPiece(p, width, nodeOf(m, e)));
  return enemy === undefined ? null : `${nameOf(m, enemy)}, an enemy, is on ${pieceWords(p)}`;
}

/** Otherworldly Oddity: see the module comment. */
export const OTHERWORLDLY_ODDITY: SpellEffect = {
  aim: 'friend',
  aimProblem,
  resolve(ctx) {
    const t = ctx.targets[0];
    const p = t === undefined ? null : oddityPieceUnder(ctx.m, t);
    if (t === undefined || !p) return undefined;
    const gang = ctx.m.world.components.Gang.index[ctx.caster] ?? 0;
    addOddity(ctx.m, p, ctx.m.board.width, ctx.caster, gang, ctx.x);
    emit(ctx.m, {
      type: 'ability',
      character: idOf(ctx.m, ctx.caster),
      ability: ctx.spell.name,
      effect: `until its next turn, friends move on ${pieceWords(p)} ${nameOf(ctx.m, t)} stands on as if Acrobatic (${ctx.x}) and enemies cannot enter it`,
    });
    return undefined;
  },
};
