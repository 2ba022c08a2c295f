/**
 * What a character gains for taking an enemy out with an attack, printed as unique abilities (HIT_TAKEN hook,
 * character/hooks.ts), each a faction's plug-in entry:
 *
 * - **Renewed Vigour** (Father Baumgartner, The Vatican): it regains all its Will Points.
 * - **Flesh Golem** (The Unholy Union, The Doctors): it heals as many Life Points as its victim started with.
 *
 * Readings: "kills" is a hit of its attack that takes an enemy out (unique-effects.ts `killedFoe`); a heal and a
 * regain never go above the start (as every one of the engine).
 */
import type { HitReport } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { killedFoe } from './unique-effects.ts';

/** Renewed Vigour: the attacker's Will Points back to its start after a kill. */
export function renewedVigour(hit: HitReport): void {
  const { m, attacker } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Renewed Vigour')) return;
  const p = m.world.components.Points;
  const missing = (p.wpStart[attacker] ?? 0) - (p.wp[attacker] ?? 0);
  if (missing > 0) regain(m, attacker, 'will', missing, 'Renewed Vigour');
}

/** Flesh Golem: the attacker heals its victim's starting Life Points after a kill. */
export function fleshGolem(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Flesh Golem')) return;
  heal(m, attacker, m.world.components.Points.lpStart[target] ?? 0, 'Flesh Golem');
}
