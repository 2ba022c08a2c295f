/**
 * The Blood Crone's three unique abilities (rulebook "Magic", "Special Rules"):
 *
 * - **Clairvoyancy** (AURA Command Ability): until the round ends, each friendly character within 6″ of her (she
 *   too) re-rolls a single die of each of its rolls, never the Destiny Dice. Our reading, as re-rolls ask nobody: one
 *   missed die of a fight roll (an Attack, Protection, Grapple or Drown roll, where each Ace counts), or of any other
 *   roll only when it has no Ace (rolls/roll-hooks.ts `RULE_REROLL`).
 * - **Major Arcana**: she knows the Cantrip of every Discipline (content/spell-choice.ts `knownSpells`).
 * - **Minor Incantata**: once a turn, one of her Cantrips costs her no Action Point to cast (magic/magic-hooks.ts
 *   `CAST_COST`); every other rule of casting stands. Our reading: the first Cantrip she casts in a turn.
 */
import { hasBoonFrom } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { Roll } from '../../core/dice.ts';
import { CAST_COST } from '../../magic/magic-hooks.ts';
import { rerollOneMissed } from '../../rolls/reroll-pools.ts';
import { RULE_REROLL } from '../../rolls/roll-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { aura, friends, printedCommandAbilities, R6 } from '../unique/command-ability-forms.ts';

/** Clairvoyancy (see the module comment). */
export const CLAIRVOYANCY = aura(
  'Clairvoyancy',
  'AURA: until the round ends, friends within 6″ re-roll one die of each of their rolls, never the Destiny Dice.',
  R6,
  friends,
  { words: 'one die of each roll re-rolled' },
);

/** Clairvoyancy: one die of `eid`'s roll re-rolled while the aura reaches it. */
function clairvoyancy(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  if (!hasBoonFrom(m, eid, 'Clairvoyancy')) return { roll, label: null };
  const after = rerollOneMissed(m, roll, purpose);
  return after ? { roll: after, label: 'Clairvoyancy: re-roll 1' } : { roll, label: null };
}

/** Minor Incantata used: the Crone → the round of the turn she used it in. */
const incantata = matchTable<Map<number, number>>();

/** Minor Incantata: her first Cantrip of a turn costs no Action Point. */
function minorIncantata(m: Match, caster: number, spell: { readonly cantrip: boolean }) {
  if (!spell.cantrip || !holdsUnique(m, caster, 'Minor Incantata')) return null;
  if (incantata.get(m)?.get(caster) === m.round) return null;
  return {
    ap: 0,
    rule: 'Minor Incantata',
    cast: (mm: Match) => {
      incantata.ensure(mm, () => new Map()).set(caster, mm.round);
    },
  };
}

/** The Blood Crone's abilities as plug-ins of the rule book. */
export const BLOOD_CRONE_PLUGIN = plugin('the Blood Crone', (add) => {
  add(RULE_REROLL, clairvoyancy);
  add(CAST_COST, minorIncantata);
});
export const CLAIRVOYANCY_PLUGIN = printedCommandAbilities('Clairvoyancy', [CLAIRVOYANCY]);
