/**
 * The seven factions of Carnevale: name (as in profiles), Faction (X) keyword, a default gang colour, and
 * the faction Command Ability every gang of that faction may use, described in our own words.
 * Gifted characters are mercenaries: they may join a gang of any faction (rulebook "Building Your Gang").
 */

export interface FactionCommand {
  readonly name: string;
  /** `PULSE Command Ability` or `AURA Command Ability`. */
  readonly type: string;
  readonly text: string;
}

export interface Faction {
  /** As in `Profile.faction`, e.g. `The Guild`. */
  readonly name: string;
  /** The profile keyword, e.g. `Faction (The Guild)`. */
  readonly keyword: string;
  /** Default CSS colour `#rrggbb` for gangs of this faction. */
  readonly colour: string;
  readonly command: FactionCommand;
}

/** The faction whose characters may join any gang. */
export const GIFTED = 'Gifted';

const pulse = (name: string, text: string): FactionCommand => ({ name, type: 'PULSE Command Ability', text });

/** All seven factions, in the catalogue's order. */
export const FACTIONS: readonly Faction[] = [
  {
    name: 'The Guild',
    keyword: 'Faction (The Guild)',
    colour: '#b03a2e',
    command: pulse(
      'Mob Mentality',
      'Put one re-roll into a shared pool for each friendly character the user can see, itself included. Until the end of the round any friendly character may spend them, one per die.',
    ),
  },
  {
    name: 'The Doctors',
    keyword: 'Faction (The Doctors)',
    colour: '#5b6f8f',
    command: pulse(
      'Nexus Link Reconfiguration',
      'Choose two friendly characters within 6″ (the user may be one of them). The first loses all its Will Points; the second regains 2 Will Points for each one lost.',
    ),
  },
  {
    name: 'Patricians',
    keyword: 'Faction (Patricians)',
    colour: '#c9a227',
    command: pulse(
      'Let the Masquerata Begin',
      'The user gains 1 Action Point this turn. A Councillor also rolls a die: on 7+ the Command Point is not spent.',
    ),
  },
  {
    name: 'Rashaar',
    keyword: 'Faction (Rashaar)',
    colour: '#1f8a70',
    command: pulse(
      'Soul Drain',
      'Make a Basic MIND roll: one character in base contact with the user, friend or foe, loses 1 Life Point per Ace, and the user regains that many Will Points.',
    ),
  },
  {
    name: 'Strigoi',
    keyword: 'Faction (Strigoi)',
    colour: '#6d1a36',
    command: pulse(
      'Necrotic Mist',
      'Friendly characters within 6″ count as being in cover until the end of the round.',
    ),
  },
  {
    name: 'The Vatican',
    keyword: 'Faction (The Vatican)',
    colour: '#d9d0b4',
    command: pulse(
      'Heavenly Father Guide Us',
      'The user regains 2 Will Points and every other friendly character within 3″ regains 1.',
    ),
  },
  {
    name: GIFTED,
    keyword: 'Faction (Gifted)',
    colour: '#8e44ad',
    command: pulse(
      "What's My Cue?",
      'Use it at the start of a round, before initiative, in place of the initiative roll: you choose which player takes the first turn.',
    ),
  },
];

/** The faction with this name (`The Guild`, `Rashaar`, …), or undefined. */
export function factionByName(name: string): Faction | undefined {
  return FACTIONS.find((f) => f.name === name);
}
