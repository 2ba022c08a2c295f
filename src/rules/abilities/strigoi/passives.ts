/**
 * Passive auras printed on Strigoi profiles (their unique abilities), for as long as the holder stands on the board:
 * whom they name, how far they reach, what they give (unique/passives.ts `PassiveAura`). Readings: "in its line of
 * sight" counts the holder's sight; Bodyguard and Companion of a named character are played as printed ones.
 */
import { hasKeyword } from '../../character/keywords.ts';
import type { Match } from '../../state/match-state.ts';
import { sameGang } from '../unique/command-ability-forms.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

const friendlyVampire = (m: Match, holder: number, eid: number) =>
  eid !== holder && sameGang(m, holder, eid) && hasKeyword(m, eid, 'Vampire');

/** Strigoi passive auras the engine plays. */
export const STRIGOI_PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    name: 'Bloodline',
    text: 'Friendly Vampires in its sight have Companion (Noble Strigoi).',
    range: null,
    sight: true,
    names: friendlyVampire,
    boon: { abilities: [{ name: 'Companion', value: 'Noble Strigoi' }] },
  },
  {
    name: 'Master Bloodline',
    text: 'Friendly Vampires in his sight have Bodyguard (Vlad Dracula) and Companion (Vlad Dracula).',
    range: null,
    sight: true,
    names: friendlyVampire,
    boon: {
      abilities: [
        { name: 'Bodyguard', value: 'Vlad Dracula' },
        { name: 'Companion', value: 'Vlad Dracula' },
      ],
    },
  },
];

/** The Strigoi passive auras as a plug-in of the rule book. */
export const STRIGOI_PASSIVES_PLUGIN = passiveAurasPlugin('Strigoi passive auras', STRIGOI_PASSIVE_AURAS);
