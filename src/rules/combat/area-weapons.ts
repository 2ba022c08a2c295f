/**
 * The weapons that make area attacks and the reach of the teardrop template (rulebook "Weapon Abilities": Blast,
 * Template), read by Combat's checks and by the area attack itself (area-attack.ts).
 */
import type { Weapon } from '../../content/types.ts';
import { horizontalGap } from '../space/measure.ts';
import { TEMPLATE_LENGTH, type Teardrop, teardropToward, touchesTeardrop } from '../space/templates.ts';
import { figureOf, type Match } from '../state/match-state.ts';

const has = (w: Weapon, name: string) => w.abilities.some((a) => a.name === name);

/** Whether the weapon makes area attacks (Blast or Template). */
export function isAreaWeapon(w: Weapon): boolean {
  return has(w, 'Blast') || has(w, 'Template');
}

/** Whether the weapon lays the teardrop template (and not the round marker). */
export function isTemplateWeapon(w: Weapon): boolean {
  return has(w, 'Template') && !has(w, 'Blast');
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
