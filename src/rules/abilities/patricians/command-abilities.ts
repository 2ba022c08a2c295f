/**
 * The Command Abilities printed on single Patrician characters (their profiles' unique abilities; the ABILITY command
 * of rulebook "Action Points, Will Points & Command Points"), built from the shapes of command-ability-forms.ts. The
 * user spends 1 Command Point. Readings: "within X″" between bases; a stat that "drops to 1" or "becomes 1" is lowered
 * by what it is above 1 as the ability is used (a later change still counts); Barbary Discipline's 2″ are read as
 * Prove Yourselves to Dagon!'s (rashaar/prove-yourselves.ts): only for a Run/Climb that ends in a charge; We Trained
 * For This names friends whose profile prints Fast Swimmer, which the aura's Fast Swimmer (2) adds to.
 */
import { boonsNow } from '../../character/hooks.ts';
import { statOf } from '../../character/stats.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { CHARGE_BONUS } from '../../movement/movement-hooks.ts';
import { type Match, profileOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import {
  aura,
  friends,
  friendsWith,
  itself,
  otherFriends,
  printedCommandAbilities,
  pulseAll,
  pulseOne,
  R3,
  R6,
  SIGHT,
} from '../unique/command-ability-forms.ts';

/** Patrician Command Abilities the engine plays, by name as printed. */
export const PATRICIAN_COMMAND_ABILITIES: readonly CommandAbility[] = [
  pulseAll(
    'Take Arms',
    'PULSE: friendly Soldiers within 3″ have +1 ATTACK until the round ends.',
    R3,
    friendsWith('Soldier'),
    () => ({ stats: { attack: 1 } }),
    'round',
  ),
  pulseAll(
    'Aim, Fire!',
    'PULSE: friendly Soldiers in sight have Expert Marksman (1) until the round ends.',
    SIGHT,
    friendsWith('Soldier'),
    () => ({ abilities: [{ name: 'Expert Marksman', value: 1 }] }),
    'round',
  ),
  pulseAll(
    'Coordinated Attack',
    'PULSE: friendly Ottomans within 3″, this character too, have First Strike (2) until the round ends.',
    R3,
    friendsWith('Ottoman'),
    () => ({ abilities: [{ name: 'First Strike', value: 2 }] }),
    'round',
  ),
  pulseAll(
    'Venetian Drive',
    'PULSE: this character has First Strike (2) until the round ends, but its PROTECTION falls to 1.',
    R3,
    itself,
    (m, e) => ({
      abilities: [{ name: 'First Strike', value: 2 }],
      stats: { protection: 1 - statOf(m, e, 'protection') },
    }),
    'round',
  ),
  pulseAll(
    'The Monster Behind the Mask',
    'PULSE: this character has +1 MOVE, DEXTERITY and ATTACK until the round ends, but its MIND becomes 1.',
    R3,
    itself,
    (m, e) => ({ stats: { move: 1, dex: 1, attack: 1, mind: 1 - statOf(m, e, 'mind') } }),
    'round',
  ),
  pulseAll(
    'Sadism',
    'PULSE: this character loses 1 Life Point and has +2 ATTACK until the round ends.',
    R3,
    itself,
    () => ({ stats: { attack: 2 } }),
    'round',
    1,
  ),
  aura(
    'Take Aim!',
    'AURA: friendly Soldiers within 6″ have Expert Marksman (1) and Expert Offence (1) until the round ends.',
    R6,
    friendsWith('Soldier'),
    {
      abilities: [
        { name: 'Expert Marksman', value: 1 },
        { name: 'Expert Offence', value: 1 },
      ],
    },
  ),
  pulseOne(
    "There's Coin in it for You",
    'PULSE: a friendly Henchman within 6″ and in sight has First Strike (2) until the round ends.',
    { range: 6, sight: true },
    friendsWith('Henchman'),
    { abilities: [{ name: 'First Strike', value: 2 }] },
    'round',
  ),
  aura(
    'The Other, Other White Meat',
    'AURA: other friends in its sight have Flesheater while they stay in its sight, until the round ends.',
    SIGHT,
    otherFriends,
    { words: 'Flesheater: 1 Will Point back after a hit in base contact that takes a Life Point' },
  ),
  aura(
    'Barbary Discipline',
    'AURA: until the round ends, a friend starting a Run/Climb within 6″ moves 2″ further when the move is a charge.',
    R6,
    friends,
    { words: '2″ more for a charge' },
  ),
  aura(
    'We Trained For This',
    'AURA: friends within 6″ with Fast Swimmer add 2 to it until the round ends.',
    R6,
    (m, user, e) => friends(m, user, e) && profileOf(m, e).abilities.some((a) => a.name === 'Fast Swimmer'),
    { abilities: [{ name: 'Fast Swimmer', value: 2 }] },
  ),
];

/** Inches a charge adds under Barbary Discipline. */
export const BARBARY_INCHES = 2;

/** Inches `eid` may add to a Run/Climb that is a charge under Barbary Discipline (0 outside it). */
export function barbaryCharge(m: Match, eid: number): number {
  return boonsNow(m, eid).some((b) => b.source === 'Barbary Discipline') ? BARBARY_INCHES : 0;
}

const PRINTED = printedCommandAbilities('Patrician Command Abilities', PATRICIAN_COMMAND_ABILITIES);

/** The Patrician Command Abilities as a plug-in of the rule book, with Barbary Discipline's charge bonus. */
export const PATRICIAN_COMMAND_ABILITIES_PLUGIN = plugin('Patrician Command Abilities', (add) => {
  PRINTED.install(add);
  add(CHARGE_BONUS, barbaryCharge);
});
