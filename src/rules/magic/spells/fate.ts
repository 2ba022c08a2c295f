/**
 * Fateweaving spells that bend stats, weapons and dice (rulebook "Magic"; the spell texts in
 * src/content/texts/spells.ts): Blessing of the Sky, Curse of the Rent, Marksman's Fortune, Fate's Bounty and the
 * Cantrip of the Stars. Choices left to the caster's player are `spell-option` decisions (option.ts), the engine's
 * pick first.
 */

import type { StatName } from '../../character/ability-types.ts';
import { give } from '../../character/give.ts';
import { grantStateOf } from '../../character/grants.ts';
import { weaponTraitOf } from '../../character/traits.ts';
import { weaponsOf } from '../../combat/combat.ts';
import { addToOwnPool, holdDestinyReroll } from '../../rolls/reroll-pools.ts';
import { emit, gangOf, idOf, type Match, nameOf, profileOf } from '../../state/match-state.ts';
import { reloadShift, shiftReload } from '../../state/reload-state.ts';
import { askSpellOption } from './option.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** The stats Blessing of the Sky and Curse of the Rent share their X points among. */
export const FATE_STATS = ['attack', 'dex', 'mind'] as const;
type FateStat = (typeof FATE_STATS)[number];

const WORD: Record<FateStat, string> = { attack: 'ATTACK', dex: 'DEXTERITY', mind: 'MIND' };

/**
 * The stat a character uses most, where a Blessing helps and a Curse hurts most (the engine's pick). Our reading:
 * MIND for a Mage (Mage (1) or more: it casts with it), ATTACK for everyone else.
 */
export function favouriteStat(m: Match, eid: number): FateStat {
  return (profileOf(m, eid).mageLevel ?? 0) > 0 ? 'mind' : 'attack';
}

/**
 * Every way to share `x` points among ATTACK, DEXTERITY and MIND, as option ids (`attack:2`, `attack:1,dex:1`…, the
 * stats in that order, zero parts left out), all on `first` first.
 */
export function statSplits(x: number, first: FateStat): string[] {
  if (x <= 0) return [];
  const order: FateStat[] = [first, ...FATE_STATS.filter((s) => s !== first)];
  const out: string[] = [];
  for (let a = x; a >= 0; a--)
    for (let b = x - a; b >= 0; b--) {
      const share: Record<FateStat, number> = { attack: 0, dex: 0, mind: 0 };
      share[order[0]!] = a;
      share[order[1]!] = b;
      share[order[2]!] = x - a - b;
      out.push(
        FATE_STATS.filter((s) => share[s] > 0)
          .map((s) => `${s}:${share[s]}`)
          .join(','),
      );
    }
  return out;
}

/** The stat changes an option id of {@link statSplits} names, with `sign` (+1 Blessing, −1 Curse). */
export function splitStats(id: string, sign: 1 | -1): Partial<Record<StatName, number>> {
  const out: Partial<Record<StatName, number>> = {};
  for (const part of id.split(',')) {
    const [stat, n] = part.split(':');
    if (stat && FATE_STATS.includes(stat as FateStat)) out[stat as FateStat] = sign * Number(n);
  }
  return out;
}

const splitLabel = (id: string, sign: 1 | -1) =>
  Object.entries(splitStats(id, sign))
    .map(([s, v]) => `${v > 0 ? '+' : '−'}${Math.abs(v)} ${WORD[s as FateStat]}`)
    .join(', ');

/**
 * Blessing of the Sky (+) / Curse of the Rent (−): the target's ATTACK, DEXTERITY and MIND change by X points
 * shared among them as the caster's player picks, until the end of the target's next turn. Only one Blessing (one
 * Curse) at a time: our reading, a new one replaces the old one on that character, whoever cast it.
 */
function fateSplit(aim: 'friend' | 'enemy', sign: 1 | -1): SpellEffect {
  return {
    aim,
    *resolve(ctx) {
      const t = ctx.targets[0];
      if (t === undefined) return;
      const ids = statSplits(ctx.x, favouriteStat(ctx.m, t));
      if (ids.length === 0) return;
      const pick = yield* askSpellOption(
        ctx,
        ids.map((id) => ({ id, label: splitLabel(id, sign), figure: idOf(ctx.m, t) })),
      );
      const s = grantStateOf(ctx.m);
      s.grants = s.grants.filter((g) => !(g.holder === t && g.source === ctx.spell.name));
      give(ctx.m, ctx.caster, t, ctx.spell.name, { stats: splitStats(pick, sign) }, 'target-next-turn');
    },
  };
}

/** Whether `eid` carries a weapon whose uses are counted (the trait limited-uses: Reload (X)). */
const hasReloadWeapon = (m: Match, eid: number) =>
  weaponsOf(m, eid).some((w) => weaponTraitOf(m.book, w, 'limited-uses').has);

/**
 * Marksman's Fortune: until the round ends the (X) of the character's Reload (X) weapons goes up or down by 1, as
 * the caster's player picks (`up` / `down`; the engine's pick first: up for a friend, down for an enemy). Our
 * reading: it is aimed only at a character with a Reload weapon (on any other it would do nothing), and X never
 * drops below 1 (abilities/reload.ts `reloadAllowance`).
 */
const MARKSMANS_FORTUNE: SpellEffect = {
  aim: 'character',
  aimProblem: (m, _caster, target) =>
    hasReloadWeapon(m, target) ? null : `${nameOf(m, target)} has no Reload weapon`,
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return;
    const options = [
      { id: 'up', label: 'Reload (X) raised by 1', figure: idOf(ctx.m, t) },
      { id: 'down', label: 'Reload (X) lowered by 1', figure: idOf(ctx.m, t) },
    ];
    if (gangOf(ctx.m, t) !== gangOf(ctx.m, ctx.caster)) options.reverse();
    const pick = yield* askSpellOption(ctx, options);
    shiftReload(ctx.m, t, pick === 'up' ? 1 : -1);
    const shift = reloadShift(ctx.m, t);
    emit(ctx.m, {
      type: 'ability',
      character: idOf(ctx.m, t),
      ability: ctx.spell.name,
      effect: `its Reload (X) weapons have X ${pick === 'up' ? 'raised' : 'lowered'} by 1 until the round ends (${shift >= 0 ? '+' : '−'}${Math.abs(shift)} in all)`,
    });
  },
};

/**
 * Fate's Bounty: the caster gains re-rolls equal to the Aces of the Magic Roll plus X, for any dice but a Destiny
 * Dice, until its next turn begins: its own pool of abilities/reroll-pools.ts, spent automatically on its own missed
 * dice (our reading, as re-rolls ask nobody here; see that module for which rolls).
 */
const FATES_BOUNTY: SpellEffect = {
  aim: 'self',
  resolve(ctx: SpellContext) {
    const n = ctx.aces + ctx.x;
    const now = addToOwnPool(ctx.m, ctx.caster, n);
    emit(ctx.m, {
      type: 'ability',
      character: idOf(ctx.m, ctx.caster),
      ability: ctx.spell.name,
      effect: `gains ${n} re-roll${n === 1 ? '' : 's'} until its next turn begins (${now} now)`,
    });
    return undefined;
  },
};

/**
 * Cantrip of the Stars: until the caster's next turn begins, one Destiny Dice of its gang may be re-rolled once.
 * Our reading (abilities/reroll-pools.ts): spent automatically on the first Fumble rolled by any character of the
 * caster's gang, the caster included.
 */
const CANTRIP_OF_THE_STARS: SpellEffect = {
  aim: 'self',
  resolve(ctx: SpellContext) {
    holdDestinyReroll(ctx.m, ctx.caster);
    emit(ctx.m, {
      type: 'ability',
      character: idOf(ctx.m, ctx.caster),
      ability: ctx.spell.name,
      effect: 'its gang may re-roll the Destiny Dice of one Fumble until its next turn begins',
    });
    return undefined;
  },
};

export const FATE_SPELLS: Readonly<Record<string, SpellEffect>> = {
  'blessing-of-the-sky': fateSplit('friend', 1),
  'curse-of-the-rent': fateSplit('enemy', -1),
  'marksmans-fortune': MARKSMANS_FORTUNE,
  'fates-bounty': FATES_BOUNTY,
  'cantrip-of-the-stars': CANTRIP_OF_THE_STARS,
};
