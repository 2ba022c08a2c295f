/**
 * Passive abilities printed on Gifted profiles that change the holder itself (unique/passives.ts `PassiveAura`):
 * **Till Death Do Us Part** (the Innamorati): at 5 Life Points or fewer it has +2 ATTACK and Mindless. And one that
 * changes the enemies near it: **Annoying Tune** (Coviello): enemies within 3″ have −1 DEXTERITY (its re-roll:
 * unique/target-rerolls.ts). And **Troupe Leader** (Il Capitano): friendly Commedia dell'Arte characters have
 * Companion (Il Capitano) while he is on the table.
 */

import type { AbilityDef } from '../../character/ability-types.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { CASUALTY } from '../../character/life-points.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { COMMAND_IGNORED, COMMAND_PROBLEM, commandIgnored } from '../../command/command-hooks.ts';
import { type Match, nameOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { workOfArt } from '../unique/deaths-and-turn-ends.ts';
import { holdersNear } from '../unique/holders.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

/** Life Points at or under which Till Death Do Us Part wakes. */
export const TILL_DEATH_LP = 5;

const lowOnLife = (m: Match, holder: number, eid: number) =>
  eid === holder && (m.world.components.Points.lp[eid] ?? 0) <= TILL_DEATH_LP;

/** Gifted passives the engine plays. */
export const GIFTED_PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    name: 'Till Death Do Us Part',
    text: 'At 5 Life Points or fewer it has +2 ATTACK and is Mindless.',
    range: null,
    names: lowOnLife,
    boon: { stats: { attack: 2 }, abilities: [{ name: 'Mindless', value: null }] },
  },
  {
    name: 'Annoying Tune',
    text: 'Enemies within 3″ have −1 DEXTERITY.',
    range: 3,
    names: (m, holder, eid) => m.world.components.Gang.team[holder] !== m.world.components.Gang.team[eid],
    boon: { stats: { dex: -1 } },
  },
  {
    // Companion's own rule then gives them his MIND while they see him, lower or not, and its Will Point back.
    name: 'Troupe Leader',
    text: "Friendly Commedia dell'Arte characters have Companion (Il Capitano) while he is on the table.",
    range: null,
    names: (m, holder, eid) =>
      eid !== holder &&
      m.world.components.Gang.team[holder] === m.world.components.Gang.team[eid] &&
      hasKeyword(m, eid, "Commedia dell'Arte"),
    boon: { abilities: [{ name: 'Companion', value: 'Il Capitano' }] },
  },
];

/** The Gifted passives as a plug-in of the rule book. */
export const GIFTED_PASSIVES_PLUGIN = passiveAurasPlugin('Gifted passives', GIFTED_PASSIVE_AURAS);

/** Work of Art as its Painted Protector falls (unique/deaths-and-turn-ends.ts). */
export const WORK_OF_ART_PLUGIN = plugin('Work of Art', (add) => add(CASUALTY, workOfArt));

/** Bored to Inaction: how near Il Dottore a character gets nothing from Commands (inches). */
export const BORED_INCHES = 3;

/**
 * Bored to Inaction (Il Dottore): characters within 3″ of him, friend or foe, get nothing from Commands or Command
 * Abilities — no ORDER or COUNTER may be given them, and the shapes of the Command Abilities leave them out
 * (command-ability-forms.ts: an AURA while they stay near him). He still benefits himself. Not read by the Command
 * Abilities with a shape of their own (the moves of commanded-moves.ts, the re-roll pools, Judgement…).
 */
export function boredToInaction(m: Match, eid: number): string | null {
  const near = holdersNear(m, eid, 'Bored to Inaction', BORED_INCHES, 'any').some((d) => d !== eid);
  return near ? 'Bored to Inaction' : null;
}

/** Bored to Inaction as a plug-in of the rule book. */
export const BORED_PLUGIN = plugin('Bored to Inaction', (add) => {
  add(COMMAND_IGNORED, boredToInaction);
  add(COMMAND_PROBLEM, (m, _giver, target) => {
    const rule = commandIgnored(m, target);
    return rule ? `${nameOf(m, target)} gets nothing from Commands (${rule})` : null;
  });
});

/**
 * Supernatural (the Black Spectre): a character hit by its Spectral Touch makes its Protection Roll with MIND in place
 * of PROTECTION, and re-rolls the Aces of that roll (never the Destiny Dice) when it failed its Basic MIND roll
 * against the Spectre's Fear (combat/attack-plan.ts `protectionWithMind`, `fearedRerollsAces`).
 */
export const SUPERNATURAL: AbilityDef = {
  name: 'Supernatural',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  attack: (ctx) => (ctx.weapon.name === 'Spectral Touch' ? { protectionWithMind: true } : null),
};

/** Supernatural as an entry of the registry. */
export const SUPERNATURAL_PLUGIN = plugin('Supernatural', (add) => add(ABILITY_DEFS, SUPERNATURAL));
