/**
 * Spells that lay the Blast marker or the teardrop template and harm everyone under it (rulebook "Magic"; "Blast"
 * and "Template" in "Weapon Abilities" for where they lie and whom they touch: area-placement.ts `areaPlacement`,
 * space/templates.ts): Summon Vermin and Kraken's Breath. The marker or template is shown with an `area` event
 * (named after the spell) and taken off at once. Damage is read as in life.ts `spellDamage`: each character's own
 * Protection Roll with the spell's Penetration.
 */
import { templateReaches } from '../../combat/area-attack.ts';
import { areaWeaponOf } from '../../combat/area-weapons.ts';
import { emit, idOf, isOnBoard, type Match, nameOf } from '../../state/match-state.ts';
import { spellArea } from '../spell-area.ts';
import { spellDamage } from './life.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** Lay the spell's marker or template on `target` (spell-area.ts), emit the `area` event; returns whom it touches. */
function lay(ctx: SpellContext, target: number): readonly number[] {
  const { m } = ctx;
  const place = spellArea(m, ctx.caster, ctx.spell.id, target);
  if (!place) return [];
  emit(m, {
    type: 'area',
    character: idOf(m, ctx.caster),
    weapon: ctx.spell.name,
    marker: `${place.shape.kind}-${m.log.length + 1}`,
    shape: place.shape,
    hit: place.hit.map((e) => idOf(m, e)),
    stays: false,
  });
  return place.hit;
}

/**
 * Summon Vermin: the Blast marker over an enemy in sight within 12″; the enemy takes Damage equal to the Aces of
 * the Magic Roll plus X, everyone else under the marker (friend or foe, the caster too) takes X − 1 Damage. Our
 * reading: Penetration 0.
 */
const SUMMON_VERMIN: SpellEffect = {
  aim: 'enemy',
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return;
    const [first, ...others] = lay(ctx, t);
    if (first !== undefined && ctx.aces + ctx.x > 0) yield* spellDamage(ctx, first, ctx.aces + ctx.x, 0);
    for (const e of others)
      if (isOnBoard(ctx.m, e) && ctx.x - 1 > 0) yield* spellDamage(ctx, e, ctx.x - 1, 0);
  },
};

const reachesWithTemplate = (m: Match, caster: number, target: number) =>
  templateReaches(m, caster, target, areaWeaponOf("Kraken's Breath", 'template'))
    ? null
    : `the teardrop from ${nameOf(m, caster)} does not reach ${nameOf(m, target)}`;

/**
 * Kraken's Breath: the teardrop template from the caster (its narrow tip touching the caster's base); everyone it
 * touches, friend or foe, takes X + 2 Damage with Penetration −X. Our reading: it is aimed at an enemy in sight that
 * the template reaches, and lies along the line from the caster to it (as a Template weapon's).
 */
const KRAKENS_BREATH: SpellEffect = {
  aim: 'enemy',
  aimProblem: reachesWithTemplate,
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return;
    for (const e of lay(ctx, t)) if (isOnBoard(ctx.m, e)) yield* spellDamage(ctx, e, ctx.x + 2, -ctx.x);
  },
};

export const MARKER_SPELLS: Readonly<Record<string, SpellEffect>> = {
  'summon-vermin': SUMMON_VERMIN,
  'krakens-breath': KRAKENS_BREATH,
};
