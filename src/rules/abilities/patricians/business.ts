/**
 * Business or Pleasure? (the Foreign Dignitary, Patricians): a friendly Councillor with no Command Point left that
 * starts its turn within 6″ of the Dignitary and in its sight regains 1 Command Point (TURN_START). Reading: several
 * Dignitaries give 1, not 1 each.
 */
import { TURN_START } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, type Match, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** A Councillor's turn starts: 1 Command Point back near a Dignitary, when it has none left. */
export function businessOrPleasure(m: Match, eid: number): void {
  if ((m.world.components.Points.cp[eid] ?? 0) > 0 || !hasKeyword(m, eid, 'Councillor')) return;
  const team = m.world.components.Gang.team;
  const near = charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      team[h] === team[eid] &&
      holdsUnique(m, h, 'Business or Pleasure?') &&
      distanceBetween(m, h, eid) <= 6 + 1e-9 &&
      sightBetween(m, h, eid).lineOfSight,
  );
  if (near) regain(m, eid, 'command', 1, 'Business or Pleasure?');
}

/** Business or Pleasure? as a plug-in of the rule book. */
export const BUSINESS_PLUGIN = plugin('Business or Pleasure?', (add) => {
  add(TURN_START, businessOrPleasure);
});
