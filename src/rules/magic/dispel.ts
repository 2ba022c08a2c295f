/**
 * Dispel (rulebook "Magic", "Dispel"): when an enemy casts a spell, a friendly Mage in line of sight of the caster
 * may declare a Dispel. It pays 1 Will Point; the Magic Roll becomes an Opposed Roll with the spell's Difficulty for
 * both sides; the dispeller counts at most its Mage (X) Aces; a dispeller that rolls no Ace may Dispel no more this
 * round; no Dispel from the water without the trait magic-in-water (Water Creature). The trait magic-rerolls (Expert
 * Sorcerer (X)) re-rolls X missed dice of the Dispel.
 *
 * Played as a `choose` decision (`dispel`) for each gang with a Mage that may Dispel, in seating order from the
 * caster's left: `none` (the first option) or the dispelling Mage's id. Our reading: one Dispel per casting; the
 * first gang that declares one dispels.
 */
import type { Spell } from '../../content/spells.ts';
import { statDice } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import { canPayWill } from '../character/will-cost.ts';
import type { ChoiceOption, Command, PendingDecision } from '../core/types.ts';
import type { RollSpec } from '../rolls/roll.ts';
import { dispelBarred } from '../state/magic-state.ts';
import {
  gangOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  nameOf,
  profileOf,
  sightBetween,
} from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { DISPEL_LEVEL_BONUS, DISPELS_AS_MAGE } from './magic-hooks.ts';

/**
 * The Mage (X) `eid` dispels with: its own, else the greatest a rule lets it dispel as (DISPELS_AS_MAGE: Devil
 * Incarnate, Helm of Penitence); null when it may not Dispel at all.
 */
export function dispelLevel(m: Match, eid: number): number | null {
  const own = profileOf(m, eid).mageLevel;
  if (own !== null) return own;
  let best: number | null = null;
  for (const f of m.book.all(DISPELS_AS_MAGE)) {
    const x = f(m, eid);
    if (x !== null && (best === null || x > best)) best = x;
  }
  return best;
}

/** Why `eid` may not Dispel `caster`'s spell now, or null. */
export function dispelProblem(m: Match, eid: number, caster: number): string | null {
  if (dispelLevel(m, eid) === null) return `${nameOf(m, eid)} is not a Mage`;
  if (!isOnBoard(m, eid)) return `${nameOf(m, eid)} is not on the board`;
  if (gangOf(m, eid) === gangOf(m, caster)) return 'a Mage never dispels a friend';
  if (dispelBarred(m, eid)) return `${nameOf(m, eid)} rolled no Ace on a Dispel this round`;
  if (isSwimming(m, eid) && !traitOf(m, eid, 'magic-in-water').has)
    return `${nameOf(m, eid)} is in the water`;
  if (!sightBetween(m, eid, caster).lineOfSight) return `${nameOf(m, eid)} cannot see ${nameOf(m, caster)}`;
  if (!canPayWill(m, eid, 1)) return `${nameOf(m, eid)} has no Will Point to pay`;
  return null;
}

/** The Mages of each gang that may Dispel `caster` now, gangs in seating order from the caster's left. */
export function dispellers(m: Match, caster: number): number[][] {
  const n = m.setup.gangs.length;
  const g0 = m.world.components.Gang.index[caster] ?? 0;
  const out: number[][] = [];
  for (let k = 1; k < n; k++) {
    const g = (g0 + k) % n;
    const mages = charactersOnBoard(m.world).filter(
      (e) => m.world.components.Gang.index[e] === g && dispelProblem(m, e, caster) === null,
    );
    if (mages.length > 0) out.push(mages);
  }
  return out;
}

/** Ask each gang that may Dispel, in turn, until one declares; returns the dispeller, or null. */
export function* askDispel(
  m: Match,
  caster: number,
  spell: Spell,
): Generator<PendingDecision, number | null, Command> {
  for (const mages of dispellers(m, caster)) {
    const options: ChoiceOption[] = [
      { id: 'none', label: `let ${spell.name} be cast` },
      ...mages.map((e) => ({
        id: idOf(m, e),
        label: `${nameOf(m, e)} dispels (1 Will Point, Mage ${dispelLevel(m, e)})`,
        figure: idOf(m, e),
      })),
    ];
    const answer = yield {
      type: 'choose',
      gang: gangOf(m, mages[0]!),
      character: idOf(m, caster),
      purpose: 'dispel',
      options,
    };
    const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : 'none';
    const chosen = mages.find((e) => idOf(m, e) === id);
    if (chosen !== undefined) return chosen;
  }
  return null;
}

/**
 * The dispeller's side of the Opposed Magic Roll against `caster`'s `spell`: MIND dice, Aces on the spell's
 * Difficulty, at most Mage (X) — raised by the {@link DISPEL_LEVEL_BONUS} entries (Judgement).
 */
export function dispelSpec(m: Match, eid: number, spell: Spell, caster: number): RollSpec {
  const bonuses = m.book.all(DISPEL_LEVEL_BONUS).flatMap((f) => f(m, eid, caster) ?? []);
  const spec = magicRollSpec(m, eid, spell, 'dispel', `Dispel ${spell.name}`);
  const levels = bonuses.reduce((sum, b) => sum + b.levels, 0);
  return {
    ...spec,
    modifiers: [...spec.modifiers, ...bonuses.map((b) => `${b.rule}: Mage +${b.levels}`)],
    maxAces: (dispelLevel(m, eid) ?? 0) + levels,
  };
}

/**
 * A Magic Roll of `eid` for `spell` (rulebook "Types of Rolls": MIND dice, Aces on the spell's Difficulty), with
 * the re-rolls of the trait magic-rerolls (Expert Sorcerer (X): X missed dice, for casting and dispelling alike).
 */
export function magicRollSpec(m: Match, eid: number, spell: Spell, purpose: string, label: string): RollSpec {
  const mind = statDice(m, eid, 'mind');
  const es = traitOf(m, eid, 'magic-rerolls');
  return {
    kind: 'magic',
    purpose,
    pool: mind.dice,
    modifiers: [...mind.labels, label],
    aceOn: spell.difficulty,
    ...(es.value > 0 ? { rerolls: es.value, rerollSource: es.source } : {}),
  };
}
