/**
 * Abilities of The Doctors read after a hit (HIT_TAKEN):
 *
 * - **Locomotive Nexus Link** (The Being): after each of its hits, as many friends with Nexus within 6″ of it as the
 *   Damage the hit dealt (before the Protection Roll) each regain 1 Will Point — the nearest first (our reading: the
 *   card leaves the choice open; the nearest lose least by it). Read per hit, as the Damage is.
 * - **Plague-infused Anatomy** (the Plague Doctor): an enemy that takes out a friend of the Plague Doctor it is in
 *   base contact with, either of them within 6″ of the Plague Doctor, is Stunned.
 *
 * - **Pain Suppression**, **Corpse** (unique/damage-rules.ts), **Poison Burst** and **Purifying Ungents**
 *   (unique/deaths-and-turn-ends.ts) are added here too.
 *
 * Readings: "within X″" between bases; regains never above the start.
 */
import type { HitReport } from '../../character/ability-types.ts';
import { TURN_ENDED } from '../../character/flow-hooks.ts';
import { HIT_TAKEN } from '../../character/hooks.ts';
import { CASUALTY, LIFE_LOST } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import { ATTACK_MADE } from '../../combat/combat-hooks.ts';
import { DAMAGE_TAKEN } from '../../rolls/roll-hooks.ts';
import { distanceBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { WEAPON_EFFECT_SHRUGGED } from '../common/poison.ts';
import { corpse, painSuppression } from '../unique/damage-rules.ts';
import { poisonBurst, purifyingUngents } from '../unique/deaths-and-turn-ends.ts';
import { voltaicShield } from '../unique/hit-rules.ts';
import { killedFoe } from '../unique/unique-effects.ts';
import { bloodNexus } from '../unique/will-rules.ts';

/** Locomotive Nexus Link after a hit of The Being's. */
export function locomotiveNexus(hit: HitReport): void {
  const { m, attacker } = hit;
  if (hit.damage <= 0 || !holdsUnique(m, attacker, 'Locomotive Nexus Link')) return;
  const team = m.world.components.Gang.team;
  const nexus = charactersOnBoard(m.world)
    .filter(
      (o) =>
        o !== attacker &&
        team[o] === team[attacker] &&
        (abilityOf(m, o, 'Nexus').has || holdsUnique(m, o, 'Nexus')) &&
        distanceBetween(m, attacker, o) <= 6 + 1e-9,
    )
    .sort((a, b) => distanceBetween(m, attacker, a) - distanceBetween(m, attacker, b) || a - b);
  for (const o of nexus.slice(0, hit.damage)) regain(m, o, 'will', 1, 'Locomotive Nexus Link');
}

/** Plague-infused Anatomy after an enemy's kill of a Plague Doctor's friend in base contact. */
export function plagueAnatomy(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit) || !hit.contact) return;
  const team = m.world.components.Gang.team;
  const doctor = charactersOnBoard(m.world).some(
    (d) =>
      team[d] === team[target] &&
      holdsUnique(m, d, 'Plague-infused Anatomy') &&
      (distanceBetween(m, d, target) <= 6 + 1e-9 || distanceBetween(m, d, attacker) <= 6 + 1e-9),
  );
  if (doctor) gainStunned(m, attacker);
}

/** These abilities of The Doctors as a plug-in of the rule book. */
export const DOCTOR_HITS_PLUGIN = plugin('Doctor hits', (add) => {
  add(HIT_TAKEN, locomotiveNexus);
  add(HIT_TAKEN, plagueAnatomy);
  add(DAMAGE_TAKEN, painSuppression);
  add(DAMAGE_TAKEN, corpse);
  add(CASUALTY, poisonBurst);
  add(WEAPON_EFFECT_SHRUGGED, purifyingUngents.shrug);
  add(TURN_ENDED, purifyingUngents.washAway);
  add(LIFE_LOST, bloodNexus);
  add(ATTACK_MADE, voltaicShield);
});
