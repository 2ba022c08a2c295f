/**
 * The Command Abilities printed on single Strigoi characters (their profiles' unique abilities; the ABILITY command of
 * rulebook "Action Points, Will Points & Command Points"), built from the shapes of command-ability-forms.ts. The
 * user spends 1 Command Point. Readings: "within X″" between bases; Fear (2) as printed elsewhere, Fear (−2): −2 to
 * the MIND of enemies near it; Natural Camouflage's "once per character": a second Concealment (2) adds nothing;
 * Blood Frenzy's "up to 2 at most": a Vampire whose printed Vampiric Attack is 2 or more gains nothing, the others +1
 * (a Vampire printed without it gains Vampiric Attack (1)).
 */
import type { CommandAbility } from '../../command/command-hooks.ts';
import { type Match, profileOf } from '../../state/match-state.ts';
import {
  aura,
  friends,
  friendsWith,
  otherFriends,
  printedCommandAbilities,
  pulseAll,
  pulseOne,
  R3,
  R6,
  SIGHT,
} from '../unique/command-ability-forms.ts';

/** The Vampiric Attack (X) printed on `eid`'s profile (0 without): Blood Frenzy raises it to 2 at most. */
function printedVampiric(m: Match, eid: number): number {
  const a = profileOf(m, eid).abilities.find((x) => x.name === 'Vampiric Attack');
  return typeof a?.value === 'number' ? a.value : 0;
}

/** Strigoi Command Abilities the engine plays, by name as printed. */
export const STRIGOI_COMMAND_ABILITIES: readonly CommandAbility[] = [
  pulseAll(
    'Ancient Horror',
    'PULSE: other friends within 6″ and in sight have Fear (−2) and First Strike (1) until the round ends.',
    { range: 6, sight: true },
    otherFriends,
    () => ({
      abilities: [
        { name: 'Fear', value: -2 },
        { name: 'First Strike', value: 1 },
      ],
    }),
    'round',
  ),
  pulseOne(
    'Natural Camouflage',
    'PULSE: a friend within 6″ gains Concealment (2) for the rest of the game.',
    R6,
    friends,
    { abilities: [{ name: 'Concealment', value: 2 }] },
    'game',
  ),
  pulseAll(
    'Defensive Lines',
    'PULSE: other friends within 3″ have Universal Shielding (2) until the round ends.',
    R3,
    otherFriends,
    () => ({ abilities: [{ name: 'Universal Shielding', value: 2 }] }),
    'round',
  ),
  pulseAll(
    'Romani Fury',
    'PULSE: every friendly Bride has Expert Offence (3) until the round ends.',
    { range: null, sight: false },
    friendsWith('Bride'),
    () => ({ abilities: [{ name: 'Expert Offence', value: 3 }] }),
    'round',
  ),
  aura(
    'Blood Frenzy',
    'AURA: friendly Vampires in sight raise their Vampiric Attack by 1, to 2 at most, until the round ends.',
    SIGHT,
    (m, user, eid) => friendsWith('Vampire')(m, user, eid) && printedVampiric(m, eid) < 2,
    { abilities: [{ name: 'Vampiric Attack', value: 1 }] },
  ),
];

/** The Strigoi Command Abilities as a plug-in of the rule book. */
export const STRIGOI_COMMAND_ABILITIES_PLUGIN = printedCommandAbilities(
  'Strigoi Command Abilities',
  STRIGOI_COMMAND_ABILITIES,
);
