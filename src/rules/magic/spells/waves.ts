/**
 * Waves of Force (Runes of Sovereignty, 1 WP, Difficulty 8; rulebook "Magic", the spell text in
 * src/content/texts/spells.ts): a line from a point of water within 6″ of the caster to a second point within 6″ of
 * the first (both seen by the caster); when it crosses no Impassable terrain, every character it touches, up to 3″
 * above the first point, suffers a Grapple whose roll is the spell's: moved 2″ + 1″ per Ace of the Magic Roll
 * (grapple-move.ts, falls and water included; a Critical Magic Roll also Stuns, as a Grapple's Critical).
 *
 * Our readings:
 * - The Cast Spell command names characters only, so the caster names the character the wave is aimed at (either
 *   side, in sight within the spell's 6″): the line runs from the water point nearest that character (a water
 *   column's centre within 6″ of the caster that the caster sees, the nearer to the caster on a tie) to the
 *   character's base centre, which must lie within 6″ of it, no more than 3″ above it.
 * - A base touches the line when the line passes over it (in plan); characters 1″ or more below the first point
 *   (divers) are not touched. Friends and the caster itself are touched as anyone else.
 * - There is no Opposed Roll: the spell's roll is the Grapple's. The characters are moved one by one, nearest the
 *   first point first; for each the caster's player picks where among the places the move reaches (a
 *   `spell-option` decision, ids `i,j,z`; grapple-spots.ts `grappleSpotOptions`). The engine's pick, listed first:
 *   for an enemy the place that costs it most (a fall, then water, then the farthest), for a friend the place
 *   that costs it least.
 */

import { gainStunned } from '../../character/stunned.ts';
import { carry } from '../../combat/grapple.ts';
import { GRAPPLE_INCHES, grappleSpots } from '../../combat/grapple-move.ts';
import { grappleEndLoss, grappleSpotOptions } from '../../combat/grapple-spots.ts';
import { VoxelBoard } from '../../space/board.ts';
import { F_IMPASSABLE } from '../../space/grid.ts';
import { distance } from '../../space/measure.ts';
import { sight } from '../../space/sight.ts';
import {
  boardFor,
  emit,
  figureOf,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { reachedByMagic } from '../magic-reach.ts';
import { askSpellOption } from './option.ts';
import type { SpellEffect } from './types.ts';

/** How far the first point may be from the caster, and the second from the first (inches). */
export const WAVES_INCHES = 6;
/** How high above the first point the line touches characters (inches). */
export const WAVES_HEIGHT = 3;

/** A point on the table (inches). */
export interface WavePoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The line of a Waves of Force: from a point of water to a second point. */
export interface WaveLine {
  readonly from: WavePoint;
  readonly to: WavePoint;
}

const pointFigure = (p: WavePoint, height = 1) => ({ ...p, radius: 0, height });

/** Whether `caster` sees the point `p` (a small figure standing there). */
function sees(m: Match, caster: number, p: WavePoint): boolean {
  return sight(m.board, figureOf(m, caster), { ...p, radius: 0.1, height: 1 }).lineOfSight;
}

/** Whether the segment from `a` to `b` (in plan) crosses an Impassable column (rulebook "Impassable Terrain"). */
export function crossesImpassable(m: Match, a: WavePoint, b: WavePoint): boolean {
  const board = m.board;
  if (!(board instanceof VoxelBoard)) return false;
  const g = board.grid;
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.05));
  for (let k = 0; k <= steps; k++) {
    const i = Math.floor(a.x + ((b.x - a.x) * k) / steps);
    const j = Math.floor(a.y + ((b.y - a.y) * k) / steps);
    if (i < 0 || j < 0 || i >= g.width || j >= g.depth) continue;
    if ((g.colFlags[j * g.width + i]! & F_IMPASSABLE) !== 0) return true;
  }
  return false;
}

/** Points of water (column centres, at the water's surface) within 6″ of `caster`, seen or not. */
function waterWithin(m: Match, caster: number): WavePoint[] {
  const me = figureOf(m, caster);
  const out: WavePoint[] = [];
  const r = Math.ceil(WAVES_INCHES + me.radius) + 1;
  for (let j = Math.floor(me.y) - r; j <= Math.floor(me.y) + r; j++) {
    for (let i = Math.floor(me.x) - r; i <= Math.floor(me.x) + r; i++) {
      for (const n of m.board.surfacesAt(i, j)) {
        if (m.board.surfaceKind(n) !== 'water') continue;
        const p = { x: i + 0.5, y: j + 0.5, z: n.z };
        if (distance(me, pointFigure(p, 0)) <= WAVES_INCHES + 1e-9) out.push(p);
      }
    }
  }
  return out;
}

/** Points of water (column centres, at the water's surface) within 6″ of `caster` that it sees. */
export function waterPoints(m: Match, caster: number): WavePoint[] {
  return waterWithin(m, caster).filter((p) => sees(m, caster, p));
}

/**
 * The line of a Waves of Force `caster` aims at `target` (see the module comment), or null when there is none:
 * no water point it sees within 6″ with the target's base centre within 6″ of it, no more than 3″ above it, and
 * no Impassable terrain between. The costly checks (Impassable, sight) are made nearest point first, until one
 * passes.
 */
export function waveLine(m: Match, caster: number, target: number): WaveLine | null {
  const t = figureOf(m, target);
  const me = figureOf(m, caster);
  const to = { x: t.x, y: t.y, z: t.z };
  const across = (p: WavePoint) => Math.hypot(p.x - to.x, p.y - to.y);
  const fromCaster = (p: WavePoint) => Math.hypot(p.x - me.x, p.y - me.y);
  const from = waterWithin(m, caster)
    .filter((p) => across(p) <= WAVES_INCHES + 1e-9 && to.z <= p.z + WAVES_HEIGHT + 1e-9 && to.z > p.z - 1)
    .sort((a, b) => across(a) - across(b) || fromCaster(a) - fromCaster(b) || a.y - b.y || a.x - b.x)
    .find((p) => !crossesImpassable(m, p, to) && sees(m, caster, p));
  return from ? { from, to } : null;
}

/** How far along the line (0..1) the point nearest to (x, y) lies, and the distance to it in plan (inches). */
function nearestOnLine(line: WaveLine, x: number, y: number): { s: number; gap: number } {
  const dx = line.to.x - line.from.x;
  const dy = line.to.y - line.from.y;
  const len2 = dx * dx + dy * dy;
  const s =
    len2 < 1e-12 ? 0 : Math.max(0, Math.min(1, ((x - line.from.x) * dx + (y - line.from.y) * dy) / len2));
  return { s, gap: Math.hypot(line.from.x + dx * s - x, line.from.y + dy * s - y) };
}

/** The characters `line` touches (see the module comment) that magic reaches, nearest the first point first. */
export function touchedBy(m: Match, line: WaveLine): number[] {
  const z0 = line.from.z;
  return reachedByMagic(m, charactersOnBoard(m.world))
    .filter((e) => isOnBoard(m, e))
    .map((e) => {
      const f = figureOf(m, e);
      return { e, f, at: nearestOnLine(line, f.x, f.y) };
    })
    .filter(({ f, at }) => at.gap <= f.radius + 1e-9 && f.z > z0 - 1 && f.z <= z0 + WAVES_HEIGHT + 1e-9)
    .sort((a, b) => a.at.s - b.at.s || a.e - b.e)
    .map(({ e }) => e);
}

export const WAVES_OF_FORCE: SpellEffect = {
  aim: 'character',
  aimProblem: (m, caster, target) =>
    waveLine(m, caster, target) === null
      ? `no wave reaches ${nameOf(m, target)} from water within ${WAVES_INCHES}″ of ${nameOf(m, caster)}`
      : null,
  *resolve(ctx) {
    const { m, caster } = ctx;
    const target = ctx.targets[0];
    if (target === undefined) return;
    const line = waveLine(m, caster, target);
    if (!line) return;
    const critical = ctx.x > (profileOf(m, caster).mageLevel ?? 0);
    const inches = GRAPPLE_INCHES + ctx.aces;
    for (const t of touchedBy(m, line)) {
      if (!isOnBoard(m, t)) continue;
      emit(m, {
        type: 'ability',
        character: idOf(m, t),
        ability: ctx.spell.name,
        effect: 'is struck by the wave',
      });
      const options = grappleSpotOptions(m, t, t, grappleSpots(m, t, t, inches));
      if (options.length > 0) {
        const friend = gangOf(m, t) === gangOf(m, caster);
        // a friend: the least harm first (no fall, then no water, then the shortest move)
        const harm = (o: (typeof options)[number]) =>
          grappleEndLoss(m, t, o.spot.end) * 100 +
          (boardFor(m, t).surfaceKind(o.spot.end.node) === 'water' ? 10 : 0) +
          o.spot.end.inches;
        const least = options.reduce((b, o) => (harm(o) < harm(b) - 1e-9 ? o : b));
        const ordered = friend ? [least, ...options.filter((o) => o !== least)] : options;
        const pick = yield* askSpellOption(
          ctx,
          ordered.map((o) => o.option),
        );
        const chosen = ordered.find((o) => o.option.id === pick) ?? ordered[0]!;
        yield* carry(m, t, chosen.spot.end);
      }
      if (critical && isOnBoard(m, t)) gainStunned(m, t);
    }
  },
};
