/**
 * The Command Abilities printed on single characters of The Vatican (their profiles' unique abilities; the ABILITY
 * command of rulebook "Action Points, Will Points & Command Points"), built from the shapes of
 * command-ability-forms.ts. The user spends 1 Command Point. Readings: "within X″" between bases; Put it Through the
 * Heart!'s "one weapon": every weapon of the friend named (a character fights with one at a time).
 */
import type { AbilityDef } from '../../character/ability-types.ts';
import { boonsNow } from '../../character/hooks.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import {
  aura,
  enemies,
  friends,
  otherFriends,
  printedCommandAbilities,
  pulseAll,
  pulseOne,
  R3,
  R6,
} from '../unique/command-ability-forms.ts';

/** Vatican Command Abilities the engine plays, by name as printed. */
export const VATICAN_COMMAND_ABILITIES: readonly CommandAbility[] = [
  aura(
    'For the Glory of God',
    'AURA: friends within 3″ have Expert Offence (2) until the round ends.',
    R3,
    friends,
    { abilities: [{ name: 'Expert Offence', value: 2 }] },
  ),
  aura(
    'He Will Strengthen You and Protect You',
    'AURA: friends within 3″ have Universal Shielding (3) until the round ends.',
    R3,
    friends,
    { abilities: [{ name: 'Universal Shielding', value: 3 }] },
  ),
  aura(
    'Look With Satisfaction Upon My Enemies',
    'AURA: friends within 3″ have Parry (2) until the round ends.',
    R3,
    friends,
    { abilities: [{ name: 'Parry', value: 2 }] },
  ),
  pulseAll(
    'Hasten Your Steps, The Unfaithful Must Be Cleansed',
    'PULSE: other friends within 3″ have +1 MOVE until the round ends.',
    R3,
    otherFriends,
    () => ({ stats: { move: 1 } }),
    'round',
  ),
  pulseOne(
    'Put it Through the Heart!',
    'PULSE: a friend within 12″ and in sight has Penetration −4 on its weapons until the round ends.',
    { range: 12, sight: true },
    friends,
    { penetration: -4 },
    'round',
  ),
  pulseOne(
    'Fear the Lord',
    'PULSE: an enemy within 6″: until the round ends, whoever makes a Combat action against it gains Fear (−2).',
    R6,
    enemies,
    {
      abilities: [{ name: 'Fear the Lord', value: null }],
      words: 'the mark of Fear the Lord (its attackers gain Fear (−2))',
    },
    'round',
  ),
];

/**
 * The mark Fear the Lord leaves on the enemy it names: an Attack Roll against it comes with Fear (−2) (the attacker's
 * own Fear added to it, as Fear stacks: character/hooks.ts `attackRollEffects`). Only the mark given by the PULSE
 * counts: the Exorcist's own printed Fear the Lord marks nobody.
 */
export const FEARED: AbilityDef = {
  name: 'Fear the Lord',
  kind: 'character',
  stacking: 'to-3',
  played: true,
  defend: (ctx) =>
    boonsNow(ctx.m, ctx.target).some((b) => b.source === 'Fear the Lord') ? { fear: FEAR_THE_LORD } : null,
};

/** The Fear (X) Fear the Lord gives the attackers. */
export const FEAR_THE_LORD = -2;

/** The Vatican Command Abilities as a plug-in of the rule book, and Fear the Lord's mark. */
export const VATICAN_COMMAND_ABILITIES_PLUGIN = printedCommandAbilities(
  'Vatican Command Abilities',
  VATICAN_COMMAND_ABILITIES,
);

/** Fear the Lord's mark as an entry of the registry. */
export const FEARED_PLUGIN = plugin('Fear the Lord', (add) => add(ABILITY_DEFS, FEARED));
