/**
 * Spells that heal, harm, give points or Stun (rulebook "Magic"; "Attacks & Damage" for Damage, which a Protection
 * Roll reduces, and Life Points lost outright, which it does not). Damage from a spell is read like a weapon's: the
 * target's Protection Roll with the spell's Penetration, cover from the caster and its own abilities (our reading).
 */

import type { Weapon } from '../../../content/types.ts';
import { heal } from '../../character/heal.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { gainStunned } from '../../character/stunned.ts';
import { planAttack } from '../../combat/combat.ts';
import { protectedLoss } from '../../combat/combat-odds.ts';
import type { Command, PendingDecision } from '../../core/types.ts';
import { takeDamage } from '../../rolls/damage.ts';
import { blastAt, underBlast } from '../../space/templates.ts';
import {
  distanceBetween,
  emit,
  figureOf,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  profileOf,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { SPELL_WOUNDED } from '../magic-hooks.ts';
import { reachedByMagic } from '../magic-reach.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** The spell as a weapon, for the Protection Roll against its Damage. */
function spellWeapon(ctx: SpellContext, penetration: number): Weapon {
  return {
    name: ctx.spell.name,
    range: ctx.spell.range ?? 0,
    evasion: 0,
    damage: 0,
    penetration,
    abilities: [],
  };
}

/**
 * The chance of each number of Life Points `target` would lose to `damage` of a spell with `penetration` from
 * `caster` (its Protection Roll as it stands; Will Points left out): a map Life Points → chance.
 */
export function spellDamageOdds(
  m: Match,
  caster: number,
  target: number,
  spellName: string,
  damage: number,
  penetration: number,
): Map<number, number> {
  const weapon: Weapon = { name: spellName, range: 0, evasion: 0, damage: 0, penetration, abilities: [] };
  const plan = planAttack(m, caster, target, weapon);
  return protectedLoss(damage, plan.protection.pool, plan.protection.rerolls ?? 0);
}

/** `target` takes `damage` from the spell with `penetration`; returns the Life Points lost. */
export function* spellDamage(
  ctx: SpellContext,
  target: number,
  damage: number,
  penetration: number,
): Generator<PendingDecision, number, Command> {
  const plan = planAttack(ctx.m, ctx.caster, target, spellWeapon(ctx, penetration));
  const lost = yield* takeDamage(ctx.m, target, damage, ctx.spell.name, plan.protection);
  if (lost > 0) for (const f of ctx.m.book.all(SPELL_WOUNDED)) f(ctx.m, ctx.caster, target, lost);
  return lost;
}

/** The enemies of `eid` on the board that magic reaches (magic-reach.ts). */
const enemiesOf = (m: Match, eid: number) =>
  reachedByMagic(m, charactersOnBoard(m.world)).filter((e) => gangOf(m, e) !== gangOf(m, eid));

/** Mother Hydra's Claws: `total` shared as evenly as can be among `slots` places (the first ones get the rest). */
export function shareEvenly(total: number, slots: number): number[] {
  if (slots <= 0) return [];
  const base = Math.floor(total / slots);
  return Array.from({ length: slots }, (_, i) => base + (i < total % slots ? 1 : 0));
}

export const LIFE_SPELLS: Readonly<Record<string, SpellEffect>> = {
  'cantrip-of-the-sun': {
    aim: 'friend',
    resolve(ctx) {
      for (const t of ctx.targets) {
        heal(ctx.m, t, 1, ctx.spell.name);
        regain(ctx.m, t, 'will', 1, ctx.spell.name);
      }
      return undefined;
    },
  },
  healing: {
    aim: 'friend',
    resolve(ctx) {
      for (const t of ctx.targets) heal(ctx.m, t, ctx.x, ctx.spell.name);
      return undefined;
    },
  },
  rejuvenation: {
    // Our reading of "split however you like": the pool goes to the characters in the order named, each healed
    // up to its starting Life Points before the next.
    aim: 'character',
    count: 10,
    resolve(ctx) {
      let pool = ctx.aces + ctx.x;
      for (const t of ctx.targets) pool -= heal(ctx.m, t, pool, ctx.spell.name);
      return undefined;
    },
  },
  'fiery-rhetoric': {
    aim: 'friend',
    resolve(ctx) {
      const p = ctx.m.world.components.Points;
      for (const t of ctx.targets) {
        p.cp[t] = (p.cp[t] ?? 0) + 1;
        emit(ctx.m, {
          type: 'regain',
          character: idOf(ctx.m, t),
          points: 'command',
          amount: 1,
          after: p.cp[t] ?? 0,
          cause: ctx.spell.name,
        });
      }
      return undefined;
    },
  },
  'holy-light': {
    aim: 'around',
    resolve(ctx) {
      const inches = ctx.spell.range ?? 6;
      for (const e of enemiesOf(ctx.m, ctx.caster)) {
        if (profileOf(ctx.m, e).mageLevel === null || distanceBetween(ctx.m, ctx.caster, e) > inches)
          continue;
        gainStunned(ctx.m, e);
        loseLifePoints(ctx.m, e, ctx.x, ctx.spell.name);
      }
      return undefined;
    },
  },
  'dagonite-baptism': {
    aim: 'enemy',
    resolve(ctx) {
      for (const t of ctx.targets) loseLifePoints(ctx.m, t, ctx.aces + 1, ctx.spell.name);
      return undefined;
    },
  },
  'mother-hydras-claws': {
    aim: 'character',
    count: 'x',
    resolve(ctx) {
      const shares = shareEvenly(ctx.aces + ctx.x, ctx.x);
      shares.forEach((lp, i) => {
        const who = ctx.targets[i] ?? ctx.caster;
        if (lp > 0 && isOnBoard(ctx.m, who)) loseLifePoints(ctx.m, who, lp, ctx.spell.name);
      });
      return undefined;
    },
  },
  'blood-drain': {
    aim: 'enemy',
    *resolve(ctx) {
      const t = ctx.targets[0];
      if (t === undefined) return;
      const lost = yield* spellDamage(ctx, t, ctx.x, -4);
      if (lost < 1) return;
      const gang = gangOf(ctx.m, ctx.caster);
      for (const f of reachedByMagic(ctx.m, charactersOnBoard(ctx.m.world)))
        if (gangOf(ctx.m, f) === gang && distanceBetween(ctx.m, f, t) <= 6)
          heal(ctx.m, f, ctx.x, ctx.spell.name);
    },
  },
  'boiling-veins': {
    aim: 'enemy',
    *resolve(ctx) {
      const t = ctx.targets[0];
      if (t === undefined) return;
      const where = figureOf(ctx.m, t);
      yield* spellDamage(ctx, t, Math.max(0, ctx.aces - ctx.x), -ctx.x);
      if (isOnBoard(ctx.m, t)) return;
      // it burst: the Blast marker on where it stood
      const b = blastAt({ x: where.x, y: where.y, z: where.z });
      for (const e of reachedByMagic(ctx.m, charactersOnBoard(ctx.m.world)))
        if (underBlast(b, figureOf(ctx.m, e))) loseLifePoints(ctx.m, e, ctx.aces, ctx.spell.name);
    },
  },
};

/**
 * Cantrip of the Devil: the caster's player picks (a `choose` decision, `spell-option`): the enemy loses 1 Life
 * Point, or takes 2 Damage with Penetration −2. The engine's pick, listed first: the Damage when its expected loss
 * is above 1.
 */
export const DEVIL: SpellEffect = {
  aim: 'enemy',
  *resolve(ctx) {
    const t = ctx.targets[0];
    if (t === undefined) return;
    const plan = planAttack(ctx.m, ctx.caster, t, spellWeapon(ctx, -2));
    let expected = 0;
    for (const [lp, p] of protectedLoss(2, plan.protection.pool, plan.protection.rerolls ?? 0))
      expected += lp * p;
    const options = [
      { id: 'lose', label: 'it loses 1 Life Point' },
      { id: 'damage', label: `it takes 2 Damage, Penetration −2 (about ${expected.toFixed(1)} Life Points)` },
    ];
    if (expected > 1) options.reverse();
    const answer = yield {
      type: 'choose',
      gang: gangOf(ctx.m, ctx.caster),
      character: idOf(ctx.m, ctx.caster),
      purpose: 'spell-option',
      options,
    };
    const pick = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
    if (pick === 'damage') yield* spellDamage(ctx, t, 2, -2);
    else loseLifePoints(ctx.m, t, 1, ctx.spell.name);
  },
};
