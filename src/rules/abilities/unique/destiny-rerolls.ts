/**
 * Unique abilities that let re-rolls take the Destiny Dice too (rulebook "Dice Rolls": never the Destiny Dice unless
 * a rule says so), as entries of rolls/roll-hooks.ts `DESTINY_IN_REROLLS`: a missed Destiny Dice is then re-rolled
 * first among the missed dice (core/dice.ts `rerollMisses`).
 *
 * - **Destined For Victory** (the Knight Commander, The Vatican): while he is on the table, friendly Hospitallers
 *   (he too) count the Destiny Dice among the dice their re-rolls may take — every re-roll of their own rolls
 *   (Expert Offence, Expert Protection, Fear's…).
 * - **Martial Elite** (the Janissary Chorbaji, Patricians): friendly Ottomans within 6″ of him (he too) may spend
 *   their Expert Offence re-rolls on the Destiny Dice as well.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { holdsUnique } from '../../character/stats.ts';
import { DESTINY_IN_REROLLS } from '../../rolls/roll-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { sameGang } from './command-ability-forms.ts';
import { holdersNear } from './holders.ts';

/** Martial Elite: how near the Chorbaji (inches). */
export const MARTIAL_ELITE_INCHES = 6;

/** Destined For Victory: a friendly Hospitaller while a friendly Knight Commander is on the table. */
function destinedForVictory(m: Match, eid: number): string | null {
  if (!hasKeyword(m, eid, 'Hospitaller')) return null;
  const commander = charactersOnBoard(m.world).some(
    (k) => sameGang(m, k, eid) && holdsUnique(m, k, 'Destined For Victory'),
  );
  return commander ? 'Destined For Victory' : null;
}

/** Martial Elite: a friendly Ottoman within 6″ of a Chorbaji, re-rolling with Expert Offence. */
function martialElite(m: Match, eid: number, source: string): string | null {
  if (!source.includes('Expert Offence') || !hasKeyword(m, eid, 'Ottoman')) return null;
  return holdersNear(m, eid, 'Martial Elite', MARTIAL_ELITE_INCHES, 'friend').length > 0
    ? 'Martial Elite'
    : null;
}

/** Destined For Victory and Martial Elite as a plug-in of the rule book. */
export const DESTINY_REROLLS_PLUGIN = plugin('re-rolls of the Destiny Dice', (add) => {
  add(DESTINY_IN_REROLLS, destinedForVictory);
  add(DESTINY_IN_REROLLS, martialElite);
});
