/**
 * Arcane Totem (the Adventuring Noble, Patricians): it knows every Wild Magic spell, its Cantrip too
 * (content/spell-choice.ts `knownSpells`); each costs it 0 Will Points but may be tried only once a game, and every
 * cast that fails (a Fail or a Fumble of the Magic Roll) also strips it of one other spell it may still try, at
 * random.
 *
 * Our readings: a spell is tried once paid for (a Dispel that stops it still spends it); the spell stripped is picked
 * with the match's dice: a d10 per try, read as the place of the spell in the list of those left (known order),
 * rolled again while it is beyond the list.
 */
import type { Spell } from '../../../content/spells.ts';
import { holdsUnique } from '../../character/stats.ts';
import { SPELL_BARRED, SPELL_COST, SPELL_FAILED, SPELL_PAID } from '../../magic/magic-hooks.ts';
import { knownSpellsOf } from '../../state/magic-state.ts';
import { emit, idOf, type Match } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';

export const ARCANE_TOTEM = 'Arcane Totem';

/** The spells each holder has tried, and those it lost (entity → spell ids). */
const totems = matchTable<{ tried: Map<number, Set<string>>; lost: Map<number, Set<string>> }>();

function stateOf(m: Match) {
  return totems.ensure(m, () => ({ tried: new Map(), lost: new Map() }));
}

const noted = (t: Map<number, Set<string>>, eid: number) => {
  let s = t.get(eid);
  if (!s) {
    s = new Set();
    t.set(eid, s);
  }
  return s;
};

/** Why the holder may not try `spell` (tried already, or lost), or null. */
function barred(m: Match, eid: number, spell: Spell): string | null {
  const s = totems.get(m);
  if (!s || !holdsUnique(m, eid, ARCANE_TOTEM)) return null;
  if (s.tried.get(eid)?.has(spell.id))
    return `${spell.name} has been tried already (Arcane Totem: once a game)`;
  if (s.lost.get(eid)?.has(spell.id)) return `${spell.name} was lost to a failed cast (Arcane Totem)`;
  return null;
}

/** The spells the holder may still try (known, neither tried nor lost), in the order it knows them. */
export function totemSpellsLeft(m: Match, eid: number): Spell[] {
  return knownSpellsOf(m, eid).filter((s) => barred(m, eid, s) === null);
}

/** A failed cast strips one other spell left, at random (see the module comment). */
function stripOne(m: Match, eid: number, failed: Spell): void {
  if (!holdsUnique(m, eid, ARCANE_TOTEM)) return;
  const left = totemSpellsLeft(m, eid).filter((s) => s.id !== failed.id);
  if (left.length === 0) return;
  let k = m.dice.d10() - 1;
  while (k >= left.length) k = m.dice.d10() - 1;
  const lost = left[k]!;
  noted(stateOf(m).lost, eid).add(lost.id);
  emit(m, { type: 'ability', character: idOf(m, eid), ability: ARCANE_TOTEM, effect: `loses ${lost.name}` });
}

/** Arcane Totem as a plug-in of the rule book. */
export const ARCANE_TOTEM_PLUGIN = plugin(ARCANE_TOTEM, (add) => {
  add(SPELL_COST, (m, caster, _spell, cost) => (holdsUnique(m, caster, ARCANE_TOTEM) ? 0 : cost));
  add(SPELL_PAID, (m, caster, spell) => {
    if (holdsUnique(m, caster, ARCANE_TOTEM)) noted(stateOf(m).tried, caster).add(spell.id);
  });
  add(SPELL_BARRED, barred);
  add(SPELL_FAILED, stripOne);
});
