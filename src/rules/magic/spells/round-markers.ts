/**
 * Spell markers that stay on the board until the round ends and act then (rulebook "Magic"): Aqua Curitiva and
 * Abyssal Mist (which also blocks line of sight meanwhile: mist-state.ts). Entities of the match's world
 * (state/markers.ts); a replay lays them again from the commands. rounds.ts `endRound` calls
 * {@link endRoundSpellMarkers} as the round ends: each marker acts, then is taken away (an `area-cleared` event).
 */

import { heal } from '../../character/heal.ts';
import { gainStunned } from '../../character/stunned.ts';
import type { Point3 } from '../../core/types.ts';
import { blastAt, underBlast } from '../../space/templates.ts';
import { layMarker, markerCentre, markersOf, removeMarker } from '../../state/markers.ts';
import { emit, figureOf, idOf, isOnBoard, type Match, nameOf, nodeOf } from '../../state/match-state.ts';
import { addMist, takeMistAway } from '../../state/mist-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { reachedByMagic } from '../magic-reach.ts';
import { spellArea } from '../spell-area.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** An Aqua Curitiva marker waiting for the round to end. */
interface SpellMarker {
  readonly id: string;
  readonly centre: Point3;
  /** The caster's gang (an index): its friends heal, the others are Stunned. */
  readonly gang: number;
  /** Life Points its friends heal. */
  readonly heal: number;
  readonly spell: string;
}

function spellMarker(m: Match, eid: number): SpellMarker {
  const { Marker } = m.world.components;
  return {
    id: Marker.id[eid]!,
    centre: markerCentre(m.world, eid),
    gang: Marker.gang[eid]!,
    heal: Marker.x[eid]!,
    spell: Marker.source[eid]!,
  };
}

/** The Aqua Curitiva markers on the board now, in the order they were laid (Abyssal Mist's: mist-state.ts). */
export function spellMarkers(m: Match): readonly { id: string; centre: Point3; spell: string }[] {
  return markersOf(m.world, 'aqua').map((e) => spellMarker(m, e));
}

/** Take every Aqua Curitiva marker away; returns them in the order they were laid. */
function takeSpellMarkersAway(m: Match): SpellMarker[] {
  return markersOf(m.world, 'aqua').map((e) => {
    const marker = spellMarker(m, e);
    removeMarker(m.world, e);
    return marker;
  });
}

const under = (m: Match, centre: Point3) => {
  const b = blastAt({ x: centre[0], y: centre[1], z: centre[2] });
  return reachedByMagic(m, charactersOnBoard(m.world)).filter(
    (e) => isOnBoard(m, e) && underBlast(b, figureOf(m, e)),
  );
};

/**
 * The round ends: under each Aqua Curitiva marker, the caster's friends heal X + 2 Life Points and everyone else is
 * Stunned; everyone under an Abyssal Mist marker is Stunned; then the markers are taken away.
 */
export function endRoundSpellMarkers(m: Match): void {
  for (const mk of takeSpellMarkersAway(m)) {
    for (const e of under(m, mk.centre)) {
      if (m.world.components.Gang.index[e] === mk.gang) heal(m, e, mk.heal, mk.spell);
      else gainStunned(m, e);
    }
    emit(m, { type: 'area-cleared', marker: mk.id });
  }
  for (const mk of takeMistAway(m)) {
    for (const e of under(m, mk.centre)) gainStunned(m, e);
    emit(m, { type: 'area-cleared', marker: mk.id });
  }
}

/**
 * Lay a staying Blast marker centred under `target` for `ctx`'s spell (spell-area.ts): its `area` event; returns its
 * id and centre.
 */
function layStaying(ctx: SpellContext, target: number): { id: string; centre: Point3; radius: number } {
  const { m } = ctx;
  const f = figureOf(m, target);
  const place = spellArea(m, ctx.caster, ctx.spell.id, target);
  const shape =
    place?.shape.kind === 'blast'
      ? place.shape
      : {
          kind: 'blast' as const,
          centre: [f.x, f.y, f.z] as Point3,
          radius: blastAt({ x: f.x, y: f.y, z: f.z }).radius,
        };
  const id = `blast-${m.log.length + 1}`;
  emit(m, {
    type: 'area',
    character: idOf(m, ctx.caster),
    weapon: ctx.spell.name,
    marker: id,
    shape,
    hit: (place?.hit ?? [target]).map((e) => idOf(m, e)),
    stays: true,
  });
  return { id, centre: shape.centre, radius: shape.radius };
}

/**
 * Aqua Curitiva: a Blast marker goes under a friend in sight within 6″ and stays where it was put; when the round
 * ends, the caster's friends under it heal X + 2 Life Points and enemies under it are Stunned, then it is taken
 * away. Our reading: X is the caster's as the spell was cast (a Critical's +1 included); who is under the marker is
 * read when the round ends, whoever they are.
 */
export const AQUA_CURITIVA: SpellEffect = {
  aim: 'friend',
  resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return undefined;
    const { id, centre, radius } = layStaying(ctx, t);
    layMarker(ctx.m, 'aqua', {
      id,
      centre,
      radius,
      owner: ctx.caster,
      gang: ctx.m.world.components.Gang.index[ctx.caster] ?? 0,
      source: ctx.spell.name,
      x: ctx.x + 2,
    });
    return undefined;
  },
};

/**
 * Abyssal Mist: a Blast marker on Solid Ground in sight within 12″ blocks line of sight (mist-state.ts) until the
 * round ends; then everyone on it is Stunned and it is taken away. Our reading: as a cast names characters only, the
 * marker is centred under a character in sight within 12″ (either side) standing on Solid Ground.
 */
export const ABYSSAL_MIST: SpellEffect = {
  aim: 'character',
  aimProblem: (m, _caster, target) =>
    m.board.surfaceKind(nodeOf(m, target)) === 'solid' ? null : `${nameOf(m, target)} is not on Solid Ground`,
  resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return undefined;
    const { id, centre, radius } = layStaying(ctx, t);
    const gang = ctx.m.world.components.Gang.index[ctx.caster] ?? 0;
    addMist(ctx.m, { id, centre, radius }, { caster: ctx.caster, gang, spell: ctx.spell.name });
    return undefined;
  },
};
