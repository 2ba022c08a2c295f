/**
 * The effect of every spell the engine plays, by spell id (rulebook "Magic"; spell data in src/content/spells.ts).
 * A spell without an entry here cannot be cast yet: Cast Spell refuses it, naming the spell.
 */
import { placeNewcomer } from '../../movement/newcomers.ts';
import { BOON_SPELLS } from './boons.ts';
import { FATE_SPELLS } from './fate.ts';
import { JUSTICE } from './justice.ts';
import { DEVIL, LIFE_SPELLS } from './life.ts';
import { MADNESS } from './madness.ts';
import { MARKER_SPELLS } from './markers.ts';
import { MOVE_SPELLS } from './moves.ts';
import { OTHERWORLDLY_ODDITY } from './oddity.ts';
import { ABYSSAL_MIST, AQUA_CURITIVA } from './round-markers.ts';
import { TERRAIN_SPELLS } from './terrain.ts';
import type { SpellEffect } from './types.ts';
import { WAVES_OF_FORCE } from './waves.ts';

/** The Painted Protector Creative Creation places (the Gifted's Maria Fioritura). */
export const PAINTED_PROTECTOR = 'gifted-painted-protector';

/**
 * Creative Creation (Maria Fioritura's own spell): a Painted Protector joins her gang within 3″ of her and may act
 * this round (movement/newcomers.ts; where: a `summon-spot` decision). Our reading: with no free spot within 3″ nothing comes.
 */
const CREATIVE_CREATION: SpellEffect = {
  aim: 'self',
  *resolve(ctx) {
    yield* placeNewcomer(ctx.m, ctx.caster, PAINTED_PROTECTOR, 3, ctx.spell.name);
  },
};

let effects: ReadonlyMap<string, SpellEffect> | undefined;

/** The table, built on first use. */
function table(): ReadonlyMap<string, SpellEffect> {
  effects ??= new Map(
    Object.entries({
      ...BOON_SPELLS,
      ...LIFE_SPELLS,
      'cantrip-of-the-devil': DEVIL,
      ...FATE_SPELLS,
      ...MARKER_SPELLS,
      ...MOVE_SPELLS,
      ...TERRAIN_SPELLS,
      'aqua-curitiva': AQUA_CURITIVA,
      'abyssal-mist': ABYSSAL_MIST,
      'otherworldly-oddity': OTHERWORLDLY_ODDITY,
      'creative-creation': CREATIVE_CREATION,
      'cantrip-of-justice': JUSTICE,
      madness: MADNESS,
      'waves-of-force': WAVES_OF_FORCE,
    }),
  );
  return effects;
}

/** The effect of spell `id`, or undefined when the engine does not play it yet. */
export function spellEffect(id: string): SpellEffect | undefined {
  return table().get(id);
}

/** Ids of every spell the engine plays. */
export function playedSpells(): readonly string[] {
  return [...table().keys()];
}
