/**
 * Living Tide (the Thalassic Messenger, The Vatican): it re-rolls its missed dice, never the Destiny Dice, on its
 * Drown and Dive rolls (unique/reroll-rules.ts). Vampire Hunter (Thomas Thieme) re-rolls Attack Rolls against a
 * target with no Will Points left (unique/target-rerolls.ts).
 *
 * Relics of Malta (the Reliquary Page): once during each of its own turns, a friendly character within 6″ of a Page
 * and in its sight (the Page too) re-rolls one die, never the Destiny Dice. Our reading, as re-rolls ask nobody: the
 * first roll of that turn it helps takes it — one missed die of a fight roll (an Attack, Protection, Grapple or Drown
 * roll, where each Ace counts), or of any other roll only when it has no Ace.
 */
import { holdsUnique } from '../../character/stats.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import { ATTACK_REROLL, RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { distanceBetween, type Match, sightBetween } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { missesRerolled } from '../unique/reroll-rules.ts';
import { vampireHunter } from '../unique/target-rerolls.ts';

/** Relics of Malta: how near the Page (inches, in its sight). */
export const RELICS_INCHES = 6;

/** Relics of Malta used: the character → the round of the turn it used it in. */
const relicsUsed = matchTable<Map<number, number>>();

const FIGHT_ROLLS = new Set(['attack', 'attack-of-opportunity', 'protection', 'grapple', 'drown']);

/** Relics of Malta (see the module comment). */
export function relicsOfMalta(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  const none = { roll, label: null };
  if (m.active !== eid || relicsUsed.get(m)?.get(eid) === m.round) return none;
  if (!FIGHT_ROLLS.has(purpose) && roll.aces > 0) return none;
  const missed = roll.dice.findIndex((d, i) => i > 0 && !d.ace && !d.rerolled);
  if (missed < 0) return none;
  const team = m.world.components.Gang.team;
  const page = charactersOnBoard(m.world).some(
    (p) =>
      team[p] === team[eid] &&
      holdsUnique(m, p, 'Relics of Malta') &&
      (p === eid ||
        (distanceBetween(m, p, eid) <= RELICS_INCHES + 1e-9 && sightBetween(m, p, eid).lineOfSight)),
  );
  if (!page) return none;
  const t = relicsUsed.ensure(m, () => new Map());
  t.set(eid, m.round);
  return { roll: reroll(m.dice, roll, [missed]), label: 'Relics of Malta: re-roll 1' };
}

/** The Vatican re-rolls as a plug-in of the rule book. */
export const VATICAN_REROLLS_PLUGIN = plugin('Vatican re-rolls', (add) => {
  add(RULE_REROLL, relicsOfMalta);
  add(RULE_REROLL, missesRerolled('Living Tide', ['drown', 'dive']));
  add(ATTACK_REROLL, vampireHunter);
});
