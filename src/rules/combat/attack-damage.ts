/**
 * A character hit by an Attack Roll (rulebook "Attacks & Damage", "Protection Rolls"): its Damage, Protection
 * Roll, the Critical's extra Life Point and the weapon's after-damage effects. Serves Combat (combat.ts) and every
 * character under an area attack (area-attack.ts).
 */
import type { Weapon } from '../../content/types.ts';
import { afterHit } from '../character/hooks.ts';
import { loseLifePoints } from '../character/life-points.ts';
import type { Roll } from '../core/dice.ts';
import { signed } from '../core/modifier-words.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { takeDamage } from '../rolls/damage.ts';
import { emit, idOf, isOnBoard, type Match, nameOf } from '../state/match-state.ts';
import type { AttackPlan } from './attack-plan.ts';
import { HIT_LANDS, HIT_PENETRATION } from './combat-hooks.ts';

/** `plan`'s Protection Roll with the Penetration rules give once the Attack Roll is made ({@link HIT_PENETRATION}). */
function protectionAfter(
  m: Match,
  attacker: number,
  weapon: Weapon,
  plan: AttackPlan,
): AttackPlan['protection'] {
  let spec = plan.protection;
  for (const f of m.book.all(HIT_PENETRATION)) {
    const p = f(m, attacker, weapon);
    if (!p || p.penetration === 0) continue;
    spec = {
      ...spec,
      pool: spec.pool + p.penetration,
      modifiers: [...spec.modifiers, `${p.rule}: Penetration ${signed(p.penetration)}`],
    };
  }
  return spec;
}

/**
 * One character hit by an Attack Roll (rulebook "Attacks & Damage"): a Harmless weapon only carries its effects;
 * otherwise Damage of the Aces + the weapon's Damage + `extraDamage` and the Protection Roll (damage.ts), 1 Life
 * Point more on a Critical, then the after-damage effects. Serves Combat (combat.ts) and each character under an
 * area attack.
 */
export function* hitOne(
  m: Match,
  attacker: number,
  h: number,
  weapon: Weapon,
  plan: AttackPlan,
  reading: Roll,
  extraDamage = 0,
): Generator<PendingDecision, void, Command> {
  const lands = m.book.all(HIT_LANDS);
  let added = 0;
  for (const f of lands)
    added += f(m, attacker, h, weapon, plan.harmless ? 0 : reading.aces + plan.damage + extraDamage);
  if (plan.harmless) {
    yield* afterHit({
      m,
      attacker,
      target: h,
      weapon,
      damage: 0,
      lpLost: 0,
      contact: plan.contact,
      harmless: true,
      critical: reading.result === 'critical',
    });
    return;
  }
  const lpBefore = m.world.components.Points.lp[h] ?? 0;
  const damage = reading.aces + plan.damage + extraDamage + added;
  if (plan.noProtection)
    emit(m, {
      type: 'ability',
      character: idOf(m, attacker),
      ability: plan.noProtection,
      effect: `${nameOf(m, h)} makes no Protection Roll`,
    });
  yield* takeDamage(
    m,
    h,
    damage,
    weapon.name,
    plan.noProtection ? null : protectionAfter(m, attacker, weapon, plan),
    true,
  );
  if (reading.result === 'critical' && isOnBoard(m, h)) loseLifePoints(m, h, 1, 'critical hit');
  const lpLost = lpBefore - (m.world.components.Points.lp[h] ?? 0);
  // After-damage effects of each character hit (Stun, Knockback, Poisoned, Vampiric Attack): abilities/hooks.ts.
  yield* afterHit({
    m,
    attacker,
    target: h,
    weapon,
    damage: Math.max(0, damage),
    lpLost,
    contact: plan.contact,
    harmless: false,
    critical: reading.result === 'critical',
  });
}
