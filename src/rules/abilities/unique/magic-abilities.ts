/**
 * Unique abilities that change casting (rulebook "Magic"; the profiles of The Guild and Rashaar):
 *
 * - **Magic for Blood** (the Bloodletter): each Cast Spell that takes effect heals it 2 Life Points, even above its
 *   starting Life Points;
 * - **Rent-born** (the Magi-Rashaar): once a round, one friendly Mage (the Magi-Rashaar too) pays 1 Will Point less
 *   for a spell, never below 0. Our reading, as the rulebook leaves the moment to the player: the discount goes to
 *   the first spell of the round, cast by a Mage of the gang, that costs Will Points, and each Magi-Rashaar on the
 *   board gives one discount a round.
 * - **Thirsty** (the Starspawn, Gifted): each Cast Spell that takes effect, by any character of either side, gives
 *   every Starspawn on the board 1 Will Point back (never above its start).
 */
import type { Spell } from '../../../content/spells.ts';
import { regain } from '../../character/regain.ts';
import { abilityOf, holdsUnique } from '../../character/stats.ts';
import { SPELL_COST, SPELL_PAID, SPELL_TOOK_EFFECT } from '../../magic/magic-hooks.ts';
import { emit, idOf, isOnBoard, type Match, nameOf } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { cartomancy } from './will-rules.ts';

/** Life Points Magic for Blood heals after a spell takes effect. */
export const MAGIC_FOR_BLOOD_LP = 2;

const rentUsed = matchTable<Map<number, number>>();

/** The friends of `caster` whose Rent-born is unused this round. */
function rentGivers(m: Match, caster: number): number[] {
  const used = rentUsed.get(m);
  const gang = m.world.components.Gang.index[caster];
  return charactersOnBoard(m.world).filter(
    (e) =>
      m.world.components.Gang.index[e] === gang &&
      abilityOf(m, e, 'Rent-born').has &&
      used?.get(e) !== m.round,
  );
}

/** What `spell` costs `caster` with Rent-born's discount, from `cost` (magic-hooks.ts `SPELL_COST`). */
function rentBornCost(m: Match, caster: number, spell: Spell, cost: number): number {
  return spell.wp > 0 && rentGivers(m, caster).length > 0 ? cost - 1 : cost;
}

/** The spell is being paid for: use a Rent-born discount when one applies (an `ability` event). */
function useRentBorn(m: Match, caster: number, spell: Spell): void {
  if (spell.wp <= 0) return;
  const giver = rentGivers(m, caster)[0];
  if (giver === undefined) return;
  let used = rentUsed.get(m);
  if (!used) {
    used = new Map();
    rentUsed.set(m, used);
  }
  used.set(giver, m.round);
  emit(m, {
    type: 'ability',
    character: idOf(m, giver),
    ability: 'Rent-born',
    effect: `${spell.name} costs ${nameOf(m, caster)} 1 Will Point less`,
  });
}

/** A spell of `caster` took effect: Magic for Blood heals it 2 Life Points, even above its start. */
function magicForBlood(m: Match, caster: number): void {
  if (!isOnBoard(m, caster) || !abilityOf(m, caster, 'Magic for Blood').has) return;
  const p = m.world.components.Points;
  const before = p.lp[caster] ?? 0;
  p.lp[caster] = before + MAGIC_FOR_BLOOD_LP;
  emit(m, {
    type: 'life-points',
    character: idOf(m, caster),
    lpBefore: before,
    lpAfter: before + MAGIC_FOR_BLOOD_LP,
    cause: 'Magic for Blood',
  });
}

/** A spell took effect: every Starspawn on the board regains 1 Will Point (Thirsty). */
export function thirsty(m: Match, _caster: number): void {
  for (const e of charactersOnBoard(m.world))
    if (holdsUnique(m, e, 'Thirsty')) regain(m, e, 'will', 1, 'Thirsty');
}

/** Rent-born, Magic for Blood, Thirsty and Cartomancy (will-rules.ts) as a plug-in of the rule book. */
export const MAGIC_ABILITIES_PLUGIN = plugin('magic abilities', (add) => {
  add(SPELL_COST, rentBornCost);
  add(SPELL_PAID, useRentBorn);
  add(SPELL_TOOK_EFFECT, magicForBlood);
  add(SPELL_TOOK_EFFECT, thirsty);
  add(SPELL_TOOK_EFFECT, cartomancy);
});
