/**
 * Strigoi abilities read as a turn starts or at a kill:
 *
 * - **Sisters of Gélô** (Miriam): at the start of each of her turns she regains 1 Command Point if she sees another
 *   friendly Bride (TURN_START).
 * - **Devourer of Will** (the Moon Eater): when its attack takes an enemy out, it gains as many Will Points as that
 *   enemy started with — above its own start too, as the card says (HIT_TAKEN).
 * - **Decapitation** (Radu Basarab): a Beheader hit with more Aces than the target's Life Points leaves it at 0
 *   (unique/hit-rules.ts; TAKEN_OUT_OUTRIGHT).
 */

import type { HitReport } from '../../character/ability-types.ts';
import { HIT_TAKEN, TURN_START } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { TAKEN_OUT_OUTRIGHT } from '../../combat/combat-hooks.ts';
import { emit, idOf, type Match, nameOf, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { decapitation } from '../unique/hit-rules.ts';
import { killedFoe } from '../unique/unique-effects.ts';

/** Sisters of Gélô: 1 Command Point back when she sees another friendly Bride as her turn starts. */
export function sistersOfGelo(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Sisters of Gélô')) return;
  const team = m.world.components.Gang.team;
  const sister = charactersOnBoard(m.world).some(
    (o) =>
      o !== eid && team[o] === team[eid] && hasKeyword(m, o, 'Bride') && sightBetween(m, eid, o).lineOfSight,
  );
  if (sister) regain(m, eid, 'command', 1, 'Sisters of Gélô');
}

/** Devourer of Will: the Will Points its victim started with, added after a kill. */
export function devourerOfWill(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (!killedFoe(hit) || !holdsUnique(m, attacker, 'Devourer of Will')) return;
  const p = m.world.components.Points;
  const gained = p.wpStart[target] ?? 0;
  if (gained <= 0) return;
  p.wp[attacker] = (p.wp[attacker] ?? 0) + gained;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Devourer of Will',
    effect: `gains ${gained} Will Points from ${nameOf(m, target)} (${p.wp[attacker]} now)`,
  });
}

/** These Strigoi abilities as a plug-in of the rule book. */
export const STRIGOI_TURNS_PLUGIN = plugin('Strigoi turns and kills', (add) => {
  add(TURN_START, sistersOfGelo);
  add(HIT_TAKEN, devourerOfWill);
  add(TAKEN_OUT_OUTRIGHT, decapitation);
});
