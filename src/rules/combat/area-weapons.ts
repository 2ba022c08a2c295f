/**
 * The weapons that make area attacks and the reach of the teardrop template (rulebook "Weapon Abilities": Blast,
 * Template), read by Combat's checks and by the area attack itself (area-attack.ts).
 *
 * The one file outside the abilities that reads Weapon Abilities by name (tests/architecture.test.ts lets it):
 * area-attack.ts asks {@link isAreaWeapon} and {@link isTemplateWeapon} with no rule book at hand. The spells that
 * act as area weapons make theirs with {@link areaWeaponOf}.
 */
import type { Weapon } from '../../content/types.ts';
import type { AreaShape } from '../core/types.ts';
import { horizontalGap } from '../space/measure.ts';
import { TEMPLATE_LENGTH, type Teardrop, teardropToward, touchesTeardrop } from '../space/templates.ts';
import { figureOf, type Match } from '../state/match-state.ts';

/** The Weapon Abilities that make a weapon's attacks area attacks, as printed. */
const BLAST = 'Blast';
const TEMPLATE = 'Template';

const has = (w: Weapon, name: string) => w.abilities.some((a) => a.name === name);

/**
 * A weapon of range 0″ named `name` laying the round Blast marker (`blast`) or the teardrop template
 * (`template`): a spell acting as an area weapon, for where its marker lies and whom it covers.
 */
export function areaWeaponOf(name: string, kind: AreaShape['kind']): Weapon {
  const ability = kind === 'blast' ? BLAST : TEMPLATE;
  return {
    name,
    range: 0,
    evasion: 0,
    damage: 0,
    penetration: 0,
    abilities: [{ name: ability, value: null }],
  };
}

/** Whether the weapon makes area attacks (Blast or Template). */
export function isAreaWeapon(w: Weapon): boolean {
  return has(w, BLAST) || has(w, TEMPLATE);
}

/** Whether the weapon lays the teardrop template (and not the round marker). */
export function isTemplateWeapon(w: Weapon): boolean {
  return has(w, TEMPLATE) && !has(w, BLAST);
}

export function templateOf(m: Match, attacker: number, target: number, weapon: Weapon): Teardrop {
  const a = figureOf(m, attacker);
  const t = figureOf(m, target);
  const offset =
    weapon.range > 0 ? Math.min(weapon.range, Math.max(0, horizontalGap(a, t) - TEMPLATE_LENGTH / 2)) : 0;
  return teardropToward(a, t, offset);
}

/** Whether the teardrop laid from `attacker` toward `target` touches it (the reach of a Template weapon). */
export function templateReaches(m: Match, attacker: number, target: number, weapon: Weapon): boolean {
  return touchesTeardrop(templateOf(m, attacker, target, weapon), figureOf(m, target));
}
