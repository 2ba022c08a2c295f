/**
 * Where a spell's Blast marker or teardrop template lies and whom it covers (rulebook "Magic"; "Blast" and
 * "Template" in "Weapon Abilities"; space/templates.ts for the shapes and sizes, inches). One home for the geometry
 * of area spells: the spells lay their marker with {@link spellArea} (spells/markers.ts, spells/round-markers.ts)
 * and the targeting preview shows {@link spellAreaPreview}, so the preview and the effect cannot disagree.
 *
 * - Summon Vermin, Aqua Curitiva, Abyssal Mist: the round Blast marker centred over (under) the character aimed at;
 *   it covers everyone whose base it overlaps within 1″ of its level, the caster too.
 * - Kraken's Breath: the teardrop from the caster (its narrow tip touching the caster's base) along the line to the
 *   character aimed at; it touches everyone it overlaps within 1″ of its height, never the caster.
 *
 * Not here: Boiling Veins (its marker is laid only if the target dies of the spell, so nothing is known before the
 * roll).
 */
import { type AreaPlacement, areaPlacement } from '../combat/area-placement.ts';
import { areaWeaponOf } from '../combat/area-weapons.ts';
import type { AreaShape } from '../core/types.ts';
import { isOnBoard, type Match } from '../state/match-state.ts';
import { reachedByMagic } from './magic-reach.ts';

/** The spells that lay the Blast marker (`blast`) or the template (`template`) as they are cast, by spell id. */
export const SPELL_AREAS: Readonly<Record<string, AreaShape['kind']>> = {
  'summon-vermin': 'blast',
  'krakens-breath': 'template',
  'aqua-curitiva': 'blast',
  'abyssal-mist': 'blast',
  // Groundsnap and Ice Lock (spells/terrain.ts): the marker centred under the character named, as Abyssal Mist's.
  groundsnap: 'blast',
  'ice-lock': 'blast',
};

/**
 * Where spell `spellId` cast by `caster` on `target` (entities) lays its marker or template, and every character on
 * the board under it that magic reaches (magic-reach.ts; entities, `target` first, the others in the order they
 * entered the game); null for a spell that lays none, or a character off the board. Pure: nothing changes.
 */
export function spellArea(m: Match, caster: number, spellId: string, target: number): AreaPlacement | null {
  const kind = SPELL_AREAS[spellId];
  if (!kind || !isOnBoard(m, caster) || !isOnBoard(m, target)) return null;
  // The spell as an area weapon of range 0″ (how area-attack.ts `areaPlacement` reads it).
  const place = areaPlacement(m, caster, target, areaWeaponOf(spellId, kind));
  return place && { ...place, hit: reachedByMagic(m, place.hit) };
}

/** One character under a spell's marker or template, as the preview lists it. */
export interface SpellAreaHit {
  readonly character: number;
  /** Of the caster's own gang (the caster included). */
  readonly friend: boolean;
}

/** The targeting preview of an area spell: where its marker or template would lie, and whom it covers. */
export interface SpellAreaPreview {
  readonly shape: AreaPlacement['shape'];
  readonly hits: readonly SpellAreaHit[];
}

/**
 * The targeting preview of `caster` casting `spellId` on `targets` (entities, as named in the Cast Spell command):
 * the marker or template (an `AreaShape`, inches) and everyone under it, friend or foe, the target first; null when
 * the spell lays no marker as it is cast or no target is named yet. Whether the cast is legal is cast-spell.ts
 * `castProblem`'s answer, not this one's.
 */
export function spellAreaPreview(
  m: Match,
  caster: number,
  spellId: string,
  targets: readonly number[],
): SpellAreaPreview | null {
  const t = targets[0];
  const place = t === undefined ? null : spellArea(m, caster, spellId, t);
  if (!place) return null;
  const team = m.world.components.Gang.team;
  return {
    shape: place.shape,
    hits: place.hit.map((e) => ({ character: e, friend: team[e] === team[caster] })),
  };
}
