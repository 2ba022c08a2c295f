/**
 * Aiming a spell (rulebook "Magic", "Cast Spell"): how many characters a spell names for a caster (its Mage (X)),
 * who may be named (side, range, line of sight, and the spell's own conditions), and the lists of characters the
 * engine offers to name. Cast Spell (cast-spell.ts) and the spells that cast others (Cantrip of Justice) read it.
 */
import type { Spell } from '../../content/spells.ts';
import {
  distanceBetween,
  gangOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  sightBetween,
} from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { magicReaches } from './magic-reach.ts';
import type { SpellEffect } from './spells/types.ts';

/** The caster's Mage (X) (0 for Mage (0)); spells known only through a profile's text count 0. */
export function mageLevelOf(m: Match, eid: number): number {
  return profileOf(m, eid).mageLevel ?? 0;
}

/** How many characters a spell may name for this caster. */
export function targetCount(m: Match, eid: number, effect: SpellEffect): number {
  if (effect.aim === 'self' || effect.aim === 'around') return 0;
  return effect.count === 'x' ? mageLevelOf(m, eid) : (effect.count ?? 1);
}

/** Why `target` may not be aimed at by `caster` with `spell` now, or null. */
export function aimProblem(
  m: Match,
  caster: number,
  spell: Spell,
  effect: SpellEffect,
  target: number,
): string | null {
  if (!isOnBoard(m, target)) return `${nameOf(m, target)} is not on the board`;
  if (!magicReaches(m, target)) return `no spell may target ${nameOf(m, target)} (Feline Indifference)`;
  const friend = gangOf(m, target) === gangOf(m, caster);
  if (effect.aim === 'friend' && !friend) return `${spell.name} aims at a friend`;
  if (effect.aim === 'enemy' && friend) return `${spell.name} aims at an enemy`;
  if (target !== caster) {
    if (spell.range !== null && distanceBetween(m, caster, target) > spell.range)
      return `${nameOf(m, target)} is beyond ${spell.range}″`;
    if ((effect.sight ?? true) && !sightBetween(m, caster, target).lineOfSight)
      return `${nameOf(m, caster)} cannot see ${nameOf(m, target)}`;
  }
  return effect.aimProblem?.(m, caster, target) ?? null;
}

/**
 * The lists of characters `eid` may aim `spell` at now: each one it may name alone, and for a spell naming several
 * the most it may name, nearest first; one empty list for a spell that names nobody; none when nobody may be named.
 */
export function aimLists(m: Match, eid: number, spell: Spell, effect: SpellEffect): number[][] {
  const most = targetCount(m, eid, effect);
  if (most === 0) return [[]];
  const candidates = charactersOnBoardNear(m, eid).filter(
    (t) => aimProblem(m, eid, spell, effect, t) === null,
  );
  const lists = candidates.map((t) => [t]);
  if (most > 1 && candidates.length > 1) lists.push(candidates.slice(0, most));
  return lists;
}

/** Characters on the board, nearest to `eid` first (the caster itself first). */
function charactersOnBoardNear(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world)
    .map((e) => ({ e, d: e === eid ? -1 : distanceBetween(m, eid, e) }))
    .sort((a, b) => a.d - b.d || a.e - b.e)
    .map((x) => x.e);
}
