/**
 * Spells that give or take abilities and stats for a while (rulebook "Magic"; the spells of Divinity, Fateweaving,
 * Runes of Sovereignty, Wild Magic and Blood Rites that do so), played as grants (abilities/grants.ts) with the same
 * words in the log as a PULSE's.
 */

import { give, type Lasting } from '../../character/give.ts';
import type { Boon } from '../../character/grants.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import { distanceBetween, emit, idOf, type Match } from '../../state/match-state.ts';
import { charactersOnBoard, hasTag, setTag } from '../../state/world.ts';
import { reachedByMagic } from '../magic-reach.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** A spell giving each target `boon(x)` for `lasting`. */
function boonSpell(
  aim: SpellEffect['aim'],
  lasting: Lasting,
  boon: (x: number) => Boon,
  count?: SpellEffect['count'],
): SpellEffect {
  return {
    aim,
    ...(count === undefined ? {} : { count }),
    resolve(ctx) {
      for (const t of ctx.targets) give(ctx.m, ctx.caster, t, ctx.spell.name, boon(ctx.x), lasting);
      return undefined;
    },
  };
}

const friendsAround = (m: Match, caster: number, inches: number): number[] => {
  const gang = m.world.components.Gang.index[caster];
  return reachedByMagic(m, charactersOnBoard(m.world)).filter(
    (e) =>
      m.world.components.Gang.index[e] === gang && (e === caster || distanceBetween(m, caster, e) <= inches),
  );
};

/**
 * Renewed Vigour: each target sheds its Stunned counter and gets no new one this round. Our reading: that is
 * Thick Skull for the round; a Writhe Inside lodged in it (Stunned for the game) is not shed.
 */
function renewedVigour(ctx: SpellContext): undefined {
  const { m } = ctx;
  const c = m.world.components;
  for (const t of ctx.targets) {
    if (hasTag(m.world, t, c.Stunned) && !memoryOf(m).stunnedForGame.has(t)) {
      setTag(m.world, t, c.Stunned, false);
      setTag(m.world, t, c.StunnedThisTurn, false);
      emit(m, { type: 'counter', character: idOf(m, t), counter: 'stunned', gained: false });
    }
    const boon = { abilities: [{ name: 'Thick Skull', value: null }], words: 'cannot be Stunned' };
    give(m, ctx.caster, t, ctx.spell.name, boon, 'round');
  }
  return undefined;
}

export const BOON_SPELLS: Readonly<Record<string, SpellEffect>> = {
  'protection-of-the-eye': boonSpell('friend', 'target-next-turn', (x) => ({
    abilities: [{ name: 'Universal Shielding', value: x + 3 }],
  })),
  'eldritch-armour': boonSpell('friend', 'target-next-turn', (x) => ({ stats: { protection: x } })),
  'glimpse-of-glory': boonSpell('friend', 'target-next-turn', (x) => ({
    abilities: [
      { name: 'Parry', value: x },
      { name: 'Expert Offence', value: x },
      { name: 'Expert Marksman', value: x },
      { name: 'Expert Protection', value: x },
    ],
  })),
  'walk-between-worlds': boonSpell('friend', 'target-next-turn', () => ({
    abilities: [
      { name: 'Ethereal', value: null },
      { name: 'Slippery', value: null },
      { name: 'Flight', value: null },
    ],
  })),
  'they-sleep-underwater': boonSpell(
    'friend',
    'round',
    (x) => ({ abilities: [{ name: 'Fast Swimmer', value: x }] }),
    'x',
  ),
  'sunder-armour': boonSpell('enemy', 'round', (x) => ({ stats: { protection: -(3 + x) } })),
  'defender-of-destiny': {
    aim: 'around',
    resolve(ctx) {
      for (const f of friendsAround(ctx.m, ctx.caster, ctx.spell.range ?? 6))
        give(
          ctx.m,
          ctx.caster,
          f,
          ctx.spell.name,
          {
            abilities: [
              { name: 'Parry', value: ctx.x },
              { name: 'Expert Protection', value: ctx.x },
            ],
          },
          'round',
        );
      return undefined;
    },
  },
  bloodlust: {
    aim: 'character',
    resolve(ctx) {
      for (const t of ctx.targets) {
        loseLifePoints(ctx.m, t, 1, ctx.spell.name);
        give(ctx.m, ctx.caster, t, ctx.spell.name, { stats: { attack: ctx.x } }, 'target-next-turn');
      }
      return undefined;
    },
  },
  'renewed-vigour': { aim: 'friend', count: 'x', resolve: renewedVigour },
};
