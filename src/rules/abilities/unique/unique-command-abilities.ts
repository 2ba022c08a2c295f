/**
 * The Command Abilities printed on single characters of The Guild and Rashaar (their profiles' unique abilities;
 * the ABILITY command of rulebook "Action Points, Will Points & Command Points"): the user spends 1 Command Point
 * and the ability acts. Each is data built from three shapes:
 *
 * - **AURA**: from its use until the round ends, every character it names gets the boon while within range (and in
 *   the user's line of sight where the card says so) — abilities/grants.ts `addAura`;
 * - **PULSE on everyone in range**: those in range as it is used get the boon (until the round ends, the end of
 *   a turn, or for the game), some losing Life Points first;
 * - **PULSE on one character**: the user names one character in range, which gets the boon.
 *
 * The boon is abilities gained (Expert Protection (3), Brave…) or stat changes (+1 ATTACK, −2 MIND), played by the
 * ability registry like printed ones. Readings: "within X″" is measured between bases; "friendly characters"
 * includes the user unless the card says "other"; "until the end of its next turn" ends as that character's next
 * turn ends — the turn after this one when it is acting now.
 */
import { getProfile } from '../../../content/index.ts';
import { COMMAND_ABILITIES, type CommandAbility } from '../../command/command-hooks.ts';
import { placeNewcomer, summonSpots } from '../../movement/newcomers.ts';
import { distanceBetween, type Match, profileOf, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { statelyRansom } from '../guild/bounty.ts';
import { communicativeDance, tootToot } from './ability-moves.ts';
import {
  aura,
  enemies,
  friends,
  friendsWith,
  keyword,
  otherFriends,
  pulseAll,
  pulseOne,
  R3,
  R6,
  SIGHT,
  sameGang,
} from './command-ability-forms.ts';

/** Inches from the Paartul Matriarch within which Birth places its Crybaby. */
export const BIRTH_INCHES = 6;
const CRYBABY = 'rashaar-crybaby';

/**
 * Birth (the Paartul Matriarch), PULSE: a new Crybaby is placed within 6″ of her (measured between the bases) — a
 * normal friendly character that may activate this round (movement/newcomers.ts). Where: a `summon-spot` decision among a few
 * free spots, the nearest first. Refused when no spot within 6″ is free.
 */
const birth: CommandAbility = {
  name: 'Birth',
  form: 'pulse',
  text: 'Place a new Crybaby within 6″ of this character; it joins the gang and may act this round.',
  range: BIRTH_INCHES,
  targetLists: () => [[]],
  problem: (m, user, targets) => {
    if (targets.length > 0) return 'it names no character';
    return summonSpots(m, getProfile(CRYBABY), user, BIRTH_INCHES).length === 0
      ? 'no free spot within 6″ for a Crybaby'
      : null;
  },
  *resolve(m, user) {
    yield* placeNewcomer(m, user, CRYBABY, BIRTH_INCHES, 'Birth');
  },
};

/** The unique Command Abilities the engine plays, by name as printed on the profiles. */
export const UNIQUE_COMMAND_ABILITIES: readonly CommandAbility[] = [
  // The Guild
  aura(
    'Toughen Up',
    'AURA: friends within 6″ have Expert Protection (3) until the round ends.',
    R6,
    friends,
    {
      abilities: [{ name: 'Expert Protection', value: 3 }],
    },
  ),
  aura(
    'Start the Horrorshow!',
    'AURA: friendly End of Days characters in sight have +1 ATTACK until the round ends.',
    SIGHT,
    friendsWith('End of Days'),
    { stats: { attack: 1 } },
  ),
  aura(
    "Strike When They're Vulnerable",
    'AURA: other friendly House of Virtue characters in sight have Penetration −2 on their weapons until the round ends.',
    SIGHT,
    friendsWith('House of Virtue', true),
    { penetration: -2 },
  ),
  aura(
    'Full Tilt!',
    'AURA: friendly End of Days characters in sight have +1 MOVE until the round ends.',
    SIGHT,
    friendsWith('End of Days'),
    { stats: { move: 1 } },
  ),
  aura('Intimidation', 'AURA: friends within 3″ have First Strike (1) until the round ends.', R3, friends, {
    abilities: [{ name: 'First Strike', value: 1 }],
  }),
  aura(
    'Rally to the Light!',
    'AURA: friends in sight have Companion (Black Lamp) and Brave until the round ends.',
    SIGHT,
    friends,
    {
      abilities: [
        { name: 'Companion', value: 'Black Lamp' },
        { name: 'Brave', value: null },
      ],
    },
  ),
  aura(
    'Fancy a Tipple?',
    'AURA: friends within 3″ are Brave and have First Strike (1) until the round ends.',
    R3,
    friends,
    {
      abilities: [
        { name: 'Brave', value: null },
        { name: 'First Strike', value: 1 },
      ],
    },
  ),
  pulseOne(
    "Don't Let Them Take You!",
    'PULSE: another friend within 3″ and in sight gains Parry (2) for the rest of the game.',
    { range: 3, sight: true },
    otherFriends,
    { abilities: [{ name: 'Parry', value: 2 }] },
    'game',
  ),
  pulseOne(
    'Bring it Down!',
    'PULSE: a friend within 6″ gains Hunter for the rest of the game.',
    R6,
    friends,
    { abilities: [{ name: 'Hunter', value: null }] },
    'game',
  ),
  pulseOne(
    'Get to the Roof',
    'PULSE: a friendly Henchman within 6″ gains Acrobatic (3) for the rest of the game.',
    R6,
    friendsWith('Henchman'),
    { abilities: [{ name: 'Acrobatic', value: 3 }] },
    'game',
  ),
  pulseAll(
    'Hearty Fish Soup',
    'PULSE: friendly Trade characters within 6″ are Brave and have Expert Protection (1) until this character’s next turn is over.',
    R6,
    friendsWith('Trade'),
    () => ({
      abilities: [
        { name: 'Brave', value: null },
        { name: 'Expert Protection', value: 1 },
      ],
    }),
    'user-next-turn',
  ),
  pulseOne(
    'Fight For The Guild!',
    'PULSE: a friendly Trade character in sight: for the rest of the game its Companion gives back 2 Will Points, not 1.',
    SIGHT,
    friendsWith('Trade'),
    { words: 'a Companion that gives back 2 Will Points' },
    'game',
  ),
  aura(
    'Extortion',
    'AURA: friendly Henchmen within 6″ have Bodyguard (Hero) until the round ends: a charge on a friendly Hero may be intercepted.',
    R6,
    friendsWith('Henchman'),
    { abilities: [{ name: 'Bodyguard', value: 'Hero' }] },
  ),
  tootToot(),
  communicativeDance(),
  statelyRansom(),
  pulseOne(
    'Thieves Guild Training',
    'PULSE: a friend within 6″ gains Pickpocket for the rest of the game.',
    R6,
    friends,
    { abilities: [{ name: 'Pickpocket', value: null }] },
    'game',
  ),
  // Rashaar
  aura(
    'Prove Yourselves to Dagon!',
    'AURA: until the round ends, a friend starting a Run/Climb within 6″ moves 2″ further when the move is a charge.',
    R6,
    friends,
    { words: '2″ more for a charge' },
  ),
  aura(
    'Gift of the Elder Gods',
    'Friendly Henchmen have +1 ATTACK until the round ends while within 6″ and in sight of another friendly Monster.',
    { range: null, sight: false },
    (m, user, e) =>
      sameGang(m, user, e) &&
      keyword(m, e, 'Henchman') &&
      charactersOnBoard(m.world).some(
        (o) =>
          o !== e &&
          sameGang(m, user, o) &&
          keyword(m, o, 'Monster') &&
          distanceBetween(m, o, e) <= 6 &&
          sightBetween(m, o, e).lineOfSight,
      ),
    { stats: { attack: 1 } },
  ),
  pulseOne(
    'Fury of Dagon',
    'PULSE: a friend within 6″ and in sight has First Strike (2) until the end of its next turn.',
    { range: 6, sight: true },
    friends,
    { abilities: [{ name: 'First Strike', value: 2 }] },
    'target-next-turn',
  ),
  pulseAll(
    'Shield to the Enlightened',
    'PULSE: friends within 3″ have Universal Shielding (3) until the round ends; Feral friends also Expert Protection (1).',
    R3,
    friends,
    (m, e) => ({
      abilities: [
        { name: 'Universal Shielding', value: 3 },
        ...(keyword(m, e, 'Feral') ? [{ name: 'Expert Protection', value: 1 }] : []),
      ],
    }),
    'round',
  ),
  aura(
    'Hide of The Deep',
    'AURA: friends within 3″ have Expert Protection (2) until the round ends.',
    R3,
    friends,
    {
      abilities: [{ name: 'Expert Protection', value: 2 }],
    },
  ),
  pulseAll(
    "Hydra's Gifts",
    'PULSE: every other character within 2″, friend or enemy, loses 2 Life Points and has +2 DEXTERITY until the round ends.',
    { range: 2, sight: false },
    (_m, user, e) => e !== user,
    () => ({ stats: { dex: 2 } }),
    'round',
    2,
  ),
  aura(
    'Blessing of Dagon',
    'AURA: friends within 6″ have Expert Offence (2) until the round ends.',
    R6,
    friends,
    {
      abilities: [{ name: 'Expert Offence', value: 2 }],
    },
  ),
  aura(
    'Bolster Your Faith',
    'AURA: friends within 3″ have +1 PROTECTION until the round ends.',
    R3,
    friends,
    {
      stats: { protection: 1 },
    },
  ),
  aura('Hypnotic Song', 'AURA: enemies within 6″ have −2 MIND until the round ends.', R6, enemies, {
    stats: { mind: -2 },
  }),
  pulseAll(
    'Fanaticism For Dagon',
    'PULSE: other friends within 3″ in sight each lose 1 Life Point and are Frenzied until the round ends.',
    { range: 3, sight: true },
    otherFriends,
    () => ({ abilities: [{ name: 'Frenzied', value: null }] }),
    'round',
    1,
  ),
  birth,
];

const byName = new Map(UNIQUE_COMMAND_ABILITIES.map((a) => [a.name, a]));

/** The unique Command Abilities printed on `eid`'s profile that the engine plays. */
export function uniqueCommandAbilitiesOf(m: Match, eid: number): CommandAbility[] {
  return profileOf(m, eid).uniqueAbilities.flatMap((u) => {
    const a = byName.get(u.name);
    return a && /Command Ability/i.test(u.type) ? [a] : [];
  });
}

/** The Command Abilities printed on profiles as a plug-in of the rule book. */
export const UNIQUE_COMMAND_ABILITIES_PLUGIN = plugin('unique Command Abilities', (add) => {
  add(COMMAND_ABILITIES, uniqueCommandAbilitiesOf);
});
