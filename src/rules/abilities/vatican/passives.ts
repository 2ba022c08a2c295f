/**
 * Passive auras printed on Vatican profiles (unique/passives.ts `PassiveAura`), for as long as the holder stands on
 * the board. Readings: "in its line of sight" counts the holder's sight; "Vatican characters" are those of the
 * faction's keyword; "any Companion ability" is one printed on the character's profile.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { type Match, profileOf } from '../../state/match-state.ts';
import { sameGang } from '../unique/command-ability-forms.ts';
import { type PassiveAura, passiveAurasPlugin } from '../unique/passives.ts';

const otherFriend = (m: Match, holder: number, eid: number) => eid !== holder && sameGang(m, holder, eid);

/** Vatican passive auras the engine plays. */
export const VATICAN_PASSIVE_AURAS: readonly PassiveAura[] = [
  {
    // Its Stun and Poisoned part: unique/deaths-and-turn-ends.ts.
    name: 'Burn With The Fire of Charity',
    text: 'Friends within 6″ are spared their own Full Plate.',
    range: 6,
    names: (m, holder, eid) => sameGang(m, holder, eid),
    boon: { loses: ['Full Plate'] },
  },
  {
    name: 'Patriarch Bishop',
    text: 'Friendly Vatican characters in his sight have Companion (Leader).',
    range: null,
    sight: true,
    names: (m, holder, eid) => otherFriend(m, holder, eid) && hasKeyword(m, eid, 'Faction (The Vatican)'),
    boon: { abilities: [{ name: 'Companion', value: 'Leader' }] },
  },
  {
    name: 'Righteous Zeal',
    text: 'Friends in its sight are Brave.',
    range: null,
    sight: true,
    names: otherFriend,
    boon: { abilities: [{ name: 'Brave', value: null }] },
  },
  {
    name: 'Burning Aura',
    text: 'Other friends within 3″ have Penetration −2 on their weapons.',
    range: 3,
    names: otherFriend,
    boon: { penetration: -2 },
  },
  {
    name: "Living Proof of God's Majesty",
    text: 'Friends with a Companion ability also have Companion (Cherubim).',
    range: null,
    names: (m, holder, eid) =>
      otherFriend(m, holder, eid) && profileOf(m, eid).abilities.some((a) => a.name === 'Companion'),
    boon: { abilities: [{ name: 'Companion', value: 'Cherubim' }] },
  },
];

/** The Vatican passive auras as a plug-in of the rule book. */
export const VATICAN_PASSIVES_PLUGIN = passiveAurasPlugin('Vatican passive auras', VATICAN_PASSIVE_AURAS);
