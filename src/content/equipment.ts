/**
 * Equipment (rulebook "Building Your Gang": "You can further customise your gang with Equipment"): the pieces a
 * gang may buy with its Ducats, each at most once per gang. Costs follow the community data extract
 * (`shared/data/carnevale-data.json` → `equipment`, BattleScribe's value where sources disagree); the effects
 * are described in our own words. The engine plays the Gondola (rules/bought-gondolas.ts); the other pieces count
 * for Ducats only so far.
 */

/** One piece of Equipment: its name, its cost in Ducats and what it does, in a sentence. */
export interface Equipment {
  readonly name: string;
  /** Ducats. */
  readonly cost: number;
  readonly text: string;
}

/** Every piece of Equipment, cheapest first. */
export const EQUIPMENT: readonly Equipment[] = [
  { name: 'Flashbang Grenade', cost: 1, text: 'Once a game, one disengage is a Critical with no roll.' },
  { name: 'Bottled Courage', cost: 2, text: 'Once a game, re-roll a single die other than a Destiny Dice.' },
  { name: 'Climbing Tools', cost: 2, text: 'Once a game, one Run/Climb is a Critical with no roll.' },
  { name: 'Limewater Rebreather', cost: 2, text: 'Once a game, one Dive is a Critical with no roll.' },
  {
    name: 'Lantern',
    cost: 2,
    text: 'Once a game, at the start of a round, light up a friend: for the round nobody within 6″ of it has cover or stays Hidden.',
  },
  { name: 'Parachute', cost: 3, text: 'Once a game, a Falling character counts its Destiny Dice as a 10.' },
  {
    name: 'Explosive Barrel',
    cost: 3,
    text: 'A barrel set up outside the enemy Deployment Zone that blows up (Blast) when destroyed.',
  },
  {
    name: 'Gondola',
    cost: 4,
    text: 'A Gondola afloat in your Deployment Zone, for two small or one large rider, moved by the Row action.',
  },
  {
    name: 'Intercepted Documents',
    cost: 4,
    text: 'Before deployment, one friendly character gains Infiltration.',
  },
  {
    name: 'Carnevale Mask',
    cost: 5,
    text: 'Once a game, hand the mask to a free friend as an enemy starts its turn: no attack can harm the wearer during that turn.',
  },
  { name: 'Poison', cost: 5, text: 'Once a game, one weapon counts as Poisoned for one Combat action.' },
  {
    name: 'Leather Undershirt',
    cost: 10,
    text: 'Once a game, when a friend takes Damage, roll a die and take that much off before its Protection Roll.',
  },
  {
    name: 'Boat',
    cost: 11,
    text: 'A Boat set up outside the enemy Deployment Zone; its crew can sail it and everyone aboard up to 12″ along the water.',
  },
];

/** The piece of Equipment with this name (exact spelling, e.g. `Lantern`), or undefined. */
export function equipmentByName(name: string): Equipment | undefined {
  return EQUIPMENT.find((e) => e.name === name);
}
