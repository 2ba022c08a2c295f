/**
 * The hook points of Cast Spell (rulebook "Magic", "Cast Spell"; state/rule-book.ts): where casting asks the rule
 * book's plug-ins what a spell costs, what happens as it is paid for and once it took effect (Rent-born, Magic for
 * Blood: abilities/unique/magic-abilities.ts).
 */
import type { Spell } from '../../content/spells.ts';
import type { Match } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** The Will Point cost of `spell` for `caster` after a plug-in's change (`cost`: what it costs so far). */
export const SPELL_COST =
  hookPoint<(m: Match, caster: number, spell: Spell, cost: number) => number>('spell cost');

/** `caster` is paying for `spell` (at the cost {@link spellCost} gave): a discount is used up. */
export const SPELL_PAID = hookPoint<(m: Match, caster: number, spell: Spell) => void>('spell paid');

/** A spell of `caster` took effect (after its effect is resolved). */
export const SPELL_TOOK_EFFECT =
  hookPoint<(m: Match, caster: number, spell: Spell) => void>('spell took effect');

/** What `spell` costs `caster` now in Will Points: its printed cost, changed by the {@link SPELL_COST} entries. */
export function spellCost(m: Match, caster: number, spell: Spell): number {
  let cost = spell.wp;
  for (const f of m.book.all(SPELL_COST)) cost = f(m, caster, spell, cost);
  return cost;
}

/**
 * The Mage (X) a character that is no Mage dispels as (Devil Incarnate, Helm of Penitence), or null: the greatest of
 * the entries counts (dispel.ts `dispelLevel`).
 */
export const DISPELS_AS_MAGE = hookPoint<(m: Match, eid: number) => number | null>('dispels as a Mage');

/**
 * Levels added to the Mage (X) of `dispeller` dispelling a spell of `caster`, and the rule's name (Judgement: +1
 * against a Judged caster), or null. Read by dispel.ts `dispelSpec`.
 */
export const DISPEL_LEVEL_BONUS =
  hookPoint<(m: Match, dispeller: number, caster: number) => { levels: number; rule: string } | null>(
    'dispel level bonus',
  );

/** `caster`'s spell has just cost `target` `lost` Life Points through its Damage (Sanguine Sorcery). */
export const SPELL_WOUNDED =
  hookPoint<(m: Match, caster: number, target: number, lost: number) => void>('wounded by a spell');

/**
 * The Action Points `caster`'s Cast Spell of `spell` costs now when a rule changes the 1 (Minor Incantata: a Cantrip
 * for none, once a turn), with the rule and what to note once it is cast; null for the usual cost. The first entry
 * with a cost counts. Read by cast-spell.ts {@link castApOf}.
 */
export const CAST_COST =
  hookPoint<
    (m: Match, caster: number, spell: Spell) => { ap: number; rule: string; cast: (m: Match) => void } | null
  >('Cast Spell cost');

/**
 * Why `caster` may not try `spell` now although it knows it (Arcane Totem: tried once a game, or lost to a failed
 * cast), or null. Read by cast-spell.ts `castProblem` and `castableSpells`.
 */
export const SPELL_BARRED =
  hookPoint<(m: Match, caster: number, spell: Spell) => string | null>('spell barred');

/** Why a rule bars `caster` from trying `spell` now ({@link SPELL_BARRED}), or null. */
export function spellBarred(m: Match, caster: number, spell: Spell): string | null {
  for (const f of m.book.all(SPELL_BARRED)) {
    const why = f(m, caster, spell);
    if (why) return why;
  }
  return null;
}

/** `caster`'s Magic Roll for `spell` was a Fail or a Fumble (Arcane Totem strips another spell). */
export const SPELL_FAILED = hookPoint<(m: Match, caster: number, spell: Spell) => void>('spell failed');
