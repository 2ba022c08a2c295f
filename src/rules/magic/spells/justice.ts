/**
 * Cantrip of Justice (Wild Magic's Cantrip; rulebook "Magic"): the caster at once casts, for no Action Point but its
 * Will Point cost, a spell known by another Mage it can see, friend or foe. Played as a `spell-option` decision among
 * those spells, each with the characters it would be aimed at (`<spell id>|<ids>`), or `none`; the spell picked is
 * then cast as any other (the cost paid, a Dispel offered, its own Magic Roll and table). Our readings: a spell the
 * caster has cast this turn, one it cannot pay for and one the engine does not play yet are not offered; the engine's
 * pick is the first spell offered (nearest Mage first), `none` last.
 */
import { getSpell } from '../../../content/spells.ts';
import { canPayWill } from '../../character/will-cost.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { castThisTurn, knownSpellsOf } from '../../state/magic-state.ts';
import {
  distanceBetween,
  idOf,
  isOnBoard,
  type Match,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { aimLists } from '../aim.ts';
import { spellCost } from '../magic-hooks.ts';
import { askSpellOption } from './option.ts';
import type { SpellContext, SpellEffect } from './types.ts';

/** How many ways to aim one borrowed spell are offered at most. */
const AIMS_PER_SPELL = 3;

/** The spells other Mages `caster` sees know, nearest Mage first, each once (Cantrips of Justice left out). */
function borrowable(m: Match, caster: number): string[] {
  const mages = charactersOnBoard(m.world)
    .filter((e) => e !== caster && profileOf(m, e).mageLevel !== null && isOnBoard(m, e))
    .filter((e) => sightBetween(m, caster, e).lineOfSight)
    .sort((a, b) => distanceBetween(m, caster, a) - distanceBetween(m, caster, b) || a - b);
  const ids: string[] = [];
  for (const e of mages)
    for (const s of knownSpellsOf(m, e))
      if (s.id !== 'cantrip-of-justice' && !ids.includes(s.id)) ids.push(s.id);
  return ids;
}

/** The options of the decision: each spell with each way to aim it, then `none`. */
export function justiceOptions(ctx: SpellContext): ChoiceOption[] {
  const { m, caster } = ctx;
  const out: ChoiceOption[] = [];
  for (const id of borrowable(m, caster)) {
    const effect = ctx.spellEffect(id);
    const spell = getSpell(id);
    if (!effect || castThisTurn(m, caster, id) || !canPayWill(m, caster, spellCost(m, caster, spell)))
      continue;
    for (const list of aimLists(m, caster, spell, effect).slice(0, AIMS_PER_SPELL)) {
      const names = list.map((t) => idOf(m, t));
      out.push({
        id: `${id}|${names.join(',')}`,
        label: `${spell.name}${names.length ? ` on ${names.join(', ')}` : ''}`,
        ...(list[0] !== undefined ? { figure: idOf(m, list[0]) } : {}),
      });
    }
  }
  return [...out, { id: 'none', label: 'cast nothing' }];
}

export const JUSTICE: SpellEffect = {
  aim: 'self',
  *resolve(ctx) {
    const pick = yield* askSpellOption(ctx, justiceOptions(ctx));
    if (pick === 'none') return;
    const [spell = '', names = ''] = pick.split('|');
    const targets = names ? names.split(',') : [];
    yield* ctx.cast({
      type: 'cast',
      actor: idOf(ctx.m, ctx.caster),
      spell,
      ...(targets.length ? { targets } : {}),
    });
  },
};
