/**
 * Spells that change the terrain until the round ends (rulebook "Magic"): Groundsnap (Wild Magic) and Ice Lock
 * (Runes of Sovereignty). Each drops the round Blast marker (space/templates.ts: 3″ across), shows it with an `area`
 * event that stays (its `terrain` says what became of the ground) and changes the terrain under it until the round
 * ends (round-terrain.ts, space/overlays.ts); an `area-cleared` event takes it off as the round ends.
 *
 * Our readings:
 * - Where the marker goes. A cast names characters only (types.ts `CastCommand`), so, as for Abyssal Mist, the
 *   marker is centred under a character named, either side, in the caster's sight within the spell's range:
 *   Groundsnap's on Solid Ground (not Difficult or Unstable Ground, water, Debris, a gondola, a wall or mid-air),
 *   Ice Lock's in the water (Ice Lock's "8″ (in water)"). An empty spot cannot be named.
 * - The spot: the surfaces of the columns whose centre lies under the marker (3 × 3 columns round the one it is
 *   centred on) within 1″ above or below its level (round-terrain.ts `nodesUnderBlast`). Groundsnap makes every one
 *   that is not water Impassable; Ice Lock makes every one of open water (no Debris or gondola on it) Solid Ground.
 * - Beneath / on it: every figure the marker covers (its base overlaps the marker within 1″ of its level:
 *   area-placement.ts `areaPlacement`), either side, the caster too; the character named first, the others in the
 *   order they entered the game.
 * - Groundsnap: each takes X Damage with Penetration 0 (as Summon Vermin; a Protection Roll each, cover from the
 *   caster: life.ts `spellDamage`); then those still standing are shoved clear (round-terrain.ts `shoveClear`).
 * - Ice Lock: each is Stunned, then pushed off the same way.
 */
import type { Weapon } from '../../../content/types.ts';
import { gainStunned } from '../../character/stunned.ts';
import { areaPlacement } from '../../combat/area-placement.ts';
import { areaWeaponOf } from '../../combat/area-weapons.ts';
import { isMidAir } from '../../movement/fly.ts';
import { changeTerrainUntilRoundEnd, nodesUnderBlast } from '../../movement/round-terrain.ts';
import type { Node } from '../../space/api.ts';
import { isWallPosition, VoxelBoard } from '../../space/board.ts';
import type { OverlayKind } from '../../space/overlays.ts';
import { type BlastMarker, blastAt } from '../../space/templates.ts';
import { emit, figureOf, idOf, isOnBoard, type Match, nameOf, nodeOf } from '../../state/match-state.ts';
import { spellDamage } from './life.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** The spell as a Blast weapon, for where its marker lies and whom it covers. */
function blastWeapon(name: string): Weapon {
  return areaWeaponOf(name, 'blast');
}

/**
 * Everyone the marker dropped under `target` by `caster` would cover now (entities, `target` first), for the AI and
 * previews; pure. Ignores whether the cast is legal (cast-spell.ts `castProblem`).
 */
export function terrainSpellCovers(
  m: Match,
  caster: number,
  target: number,
  spell: string,
): readonly number[] {
  return areaPlacement(m, caster, target, blastWeapon(spell)).hit;
}

/** Whether `kind` may be laid on node n of the board now (space/overlays.ts). */
function takes(m: Match, kind: OverlayKind, n: Node): boolean {
  return m.board instanceof VoxelBoard && m.board.overlayProblem(kind, n) === null;
}

/** Whether `target` stands on Solid Ground (a surface, not a wall or mid-air, nor a floating piece's deck). */
function onSolidGround(m: Match, target: number): boolean {
  const n = nodeOf(m, target);
  if (isWallPosition(m.board, n) || isMidAir(m, target)) return false;
  return m.board.surfaceKind(n) === 'solid' && takes(m, 'impassable', n);
}

/**
 * Drop the marker under `target`: the `area` event (staying, with its terrain change); returns the marker, its id and
 * everyone under it (the target first).
 */
function drop(
  ctx: SpellContext,
  target: number,
  terrain: OverlayKind,
): { id: string; blast: BlastMarker; under: readonly number[] } {
  const { m } = ctx;
  const place = areaPlacement(m, ctx.caster, target, blastWeapon(ctx.spell.name));
  const f = figureOf(m, target);
  const blast = blastAt({ x: f.x, y: f.y, z: f.z });
  const id = `blast-${m.log.length + 1}`;
  emit(m, {
    type: 'area',
    character: idOf(m, ctx.caster),
    weapon: ctx.spell.name,
    marker: id,
    shape: place.shape,
    hit: place.hit.map((e) => idOf(m, e)),
    stays: true,
    terrain,
  });
  return { id, blast, under: place.hit };
}

/**
 * Groundsnap: the Blast marker on Solid Ground in sight within 8″; everything at least partly beneath takes X Damage
 * and is shoved clear by the shortest route, and the spot is Impassable until the round ends (see the module
 * comment).
 */
export const GROUNDSNAP: SpellEffect = {
  aim: 'character',
  aimProblem: (m, _caster, target) =>
    onSolidGround(m, target) ? null : `${nameOf(m, target)} is not on Solid Ground`,
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return;
    const { m } = ctx;
    const { id, blast, under } = drop(ctx, t, 'impassable');
    const nodes = nodesUnderBlast(
      m.board,
      blast,
      (n) => m.board.surfaceKind(n) !== 'water' && takes(m, 'impassable', n),
    );
    for (const e of under) if (isOnBoard(m, e) && ctx.x > 0) yield* spellDamage(ctx, e, ctx.x, 0);
    changeTerrainUntilRoundEnd(m, { id, kind: 'impassable', nodes }, blast, under);
  },
};

/**
 * Ice Lock: the Blast marker on water in sight within 8″; the models on it are Stunned and pushed off it by the
 * shortest route, and until the round ends its water is Solid Ground (see the module comment).
 */
export const ICE_LOCK: SpellEffect = {
  aim: 'character',
  aimProblem: (m, _caster, target) =>
    m.board.surfaceKind(nodeOf(m, target)) === 'water' ? null : `${nameOf(m, target)} is not in the water`,
  resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return undefined;
    const { m } = ctx;
    const { id, blast, under } = drop(ctx, t, 'solid');
    const nodes = nodesUnderBlast(
      m.board,
      blast,
      (n) => m.board.surfaceKind(n) === 'water' && takes(m, 'solid', n),
    );
    for (const e of under) if (isOnBoard(m, e)) gainStunned(m, e);
    changeTerrainUntilRoundEnd(m, { id, kind: 'solid', nodes }, blast, under);
    return undefined;
  },
};

export const TERRAIN_SPELLS: Readonly<Record<string, SpellEffect>> = {
  groundsnap: GROUNDSNAP,
  'ice-lock': ICE_LOCK,
};
