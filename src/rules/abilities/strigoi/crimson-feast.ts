/**
 * Crimson Feast (the Strigoi Sluger): when its attack takes an enemy out, it makes a Basic MIND roll (Aces on 7+);
 * each Ace heals 1 Life Point on every other friendly Vampire within 3″ of it (HIT_TAKEN). Reading: the roll asks no
 * Will Points (it is made in the middle of the attack, as Living Vessel's); heals never above the start.
 */
import type { HitReport } from '../../character/ability-types.ts';
import { heal } from '../../character/heal.ts';
import { HIT_TAKEN } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { holdsUnique } from '../../character/stats.ts';
import { rollUnasked } from '../../rolls/roll.ts';
import { distanceBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { killedFoe } from '../unique/unique-effects.ts';

/** Crimson Feast after a hit of the Sluger's. */
export function crimsonFeast(hit: HitReport): void {
  const { m, attacker } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Crimson Feast')) return;
  const roll = rollUnasked(m, attacker, 'mind', 'crimson-feast', 'Crimson Feast');
  if (roll.aces <= 0) return;
  const team = m.world.components.Gang.team;
  for (const o of charactersOnBoard(m.world))
    if (
      o !== attacker &&
      team[o] === team[attacker] &&
      hasKeyword(m, o, 'Vampire') &&
      distanceBetween(m, attacker, o) <= 3 + 1e-9
    )
      heal(m, o, roll.aces, 'Crimson Feast');
}

/** Crimson Feast as a plug-in of the rule book. */
export const CRIMSON_FEAST_PLUGIN = plugin('Crimson Feast', (add) => {
  add(HIT_TAKEN, crimsonFeast);
});
