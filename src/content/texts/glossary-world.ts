/**
 * Glossary texts, in our own words, for the counters, the terrain (rulebook "Terrain"), magic ("Magic") and scenarios
 * ("Campaigns & Scenarios"): what each does in a sentence or three, with the section it comes from.
 */
import type { TermText } from './glossary-basics.ts';

const T = 'Terrain — ';
const S = 'Campaigns & Scenarios — ';

export const WORLD_TERMS: readonly TermText[] = [
  // Counters
  {
    term: 'Stunned',
    aliases: ['Stunned counter', 'Stuns'],
    kind: 'counter',
    section: 'Special Rules — Weapon Abilities (Stun)',
    text: 'MOVE, ATTACK, DEXTERITY and MIND are 1 lower (never below 1) until the end of the character’s next turn. Starting a turn in water while Stunned costs 2 Life Points. Only one at a time.',
  },
  {
    term: 'Hidden',
    aliases: ['Hidden counter'],
    kind: 'counter',
    section: 'Actions — Hide',
    text: 'Enemies more than 6″ away cannot see this character while it is in cover from them, and it sees no one farther than 6″. Lost as soon as it moves or acts.',
  },
  {
    term: 'Guard counter',
    aliases: ['on Guard'],
    kind: 'counter',
    section: 'Actions — Guard',
    text: 'When an enemy in sight runs, climbs or jumps, give up the counter for an Attack of Opportunity at the end of that move (first, if the move ends in base contact). Lost as soon as the character moves or acts.',
  },
  {
    term: 'Underwater Counter',
    aliases: ['Underwater Counters', 'Swim underwater'],
    kind: 'counter',
    section: 'Actions — Dive',
    text: 'Each gives +2 PROTECTION; all are lost at the next action. At the start of its turn the character may give them up to swim 4″ per counter through water (8″ for a Water Creature).',
  },
  // Terrain
  {
    term: 'Solid Ground',
    kind: 'terrain',
    section: `${T}Solid Ground`,
    text: 'Streets, roofs, stairs, balconies: any flat enough place to stand, with no penalty. A turn must end on it, or the character falls.',
  },
  {
    term: 'Difficult Ground',
    kind: 'terrain',
    section: `${T}Difficult Ground`,
    text: 'Rough ground such as rubble or flooded streets: crossing it with a Run/Climb takes a Basic DEXTERITY Roll, and it can be climbed like a wall.',
  },
  {
    term: 'Unstable Ground',
    kind: 'terrain',
    section: `${T}Unstable Ground`,
    text: 'Rafts, planks, gondolas, carts. When someone jumps or falls onto it, everyone else on it makes a Basic DEXTERITY Roll or is shaken toward the edge, maybe off it.',
  },
  {
    term: 'Water',
    aliases: ['in water'],
    kind: 'terrain',
    section: `${T}Water`,
    text: 'Canals and other deep water: characters in it are swimming (see Swimming), a fall into it costs 2 Life Points less, and only Aquatic weapons work from it.',
  },
  {
    term: 'Canal',
    aliases: ['Canals'],
    kind: 'terrain',
    section: `${T}Canals`,
    text: 'Water between walls. A bank up to 1″ high is crossed freely; a higher one cannot be climbed out of except at a Water Access.',
  },
  {
    term: 'Water Access',
    kind: 'terrain',
    section: `${T}Water Access`,
    text: 'Steps, jetties or ladders out of the water: leaving the water by one costs no MOVE for swimming, and it climbs walls higher than 1″.',
  },
  {
    term: 'Landing Spot',
    aliases: ['Landing Spots', 'landing'],
    kind: 'terrain',
    section: `${T}Landing Spots`,
    text: 'What a fall lands on changes the distance counted: Soft -4″, Water -2″, Solid Ground as measured, Difficult Ground +2″, Dangerous +4″.',
  },
  {
    term: 'Impassable',
    aliases: ['Impassable Terrain'],
    kind: 'terrain',
    section: `${T}Impassable Terrain`,
    text: 'Solid buildings, fire and the like: nobody moves through it, and houses cannot be entered.',
  },
  {
    term: 'Vertical Terrain',
    aliases: ['wall', 'walls'],
    kind: 'terrain',
    section: `${T}Vertical Terrain`,
    text: 'Walls and building sides over 1″ tall: they cannot be walked through, but can be climbed with a Run/Climb and a DEXTERITY roll.',
  },
  {
    term: 'Ropes & Ladders',
    aliases: ['ladder', 'ladders', 'rope'],
    kind: 'terrain',
    section: `${T}Ropes & Ladders`,
    text: 'Climbing up or down a rope or ladder during a Run/Climb needs no roll.',
  },
  {
    term: 'Ruins',
    kind: 'terrain',
    section: `${T}Ruins`,
    text: 'Broken buildings: doors and windows are passed freely, and one may move between floors anywhere as if climbing a wall.',
  },
  {
    term: 'Obstacle',
    aliases: ['Obstacles', 'Small Obstacle', 'Large Obstacle'],
    kind: 'terrain',
    section: `${T}Obstacles & Debris`,
    text: 'Scenery up to 3″ tall that is not ground: barrels, fences, fountains. Jumping onto one allows a Chained Jump. A turn may not end on a Small one (too narrow); a Large one is stood on like ground.',
  },
  {
    term: 'Debris',
    kind: 'terrain',
    section: `${T}Obstacles & Debris`,
    text: 'Floating wreckage: swimmers pass through it and may climb onto it, but nobody ends a turn on it. Jumping onto it allows a Chained Jump.',
  },
  {
    term: 'Barricade',
    aliases: ['Barricades', 'Light Barricade', 'Heavy Barricade'],
    kind: 'terrain',
    section: `${T}Barricades`,
    text: 'A character touching one is in cover from attackers beyond it: +1 PROTECTION behind a Light one, +2 behind a Heavy one. Crossing one an enemy stands behind is a disengage test.',
  },
  {
    term: 'Gondola',
    aliases: ['Gondolas'],
    kind: 'terrain',
    section: `${T}Gondolas`,
    text: 'A boat that is Unstable Ground and a Large Obstacle on the water, with room for two small bases or one 40mm one. Its riders can Row; one who loses 3 or more Life Points in an action falls into the water.',
  },
  // Magic
  {
    term: 'Cast Spell',
    aliases: ['Cast', 'Cast:'],
    kind: 'magic',
    section: 'Magic — Cast Spell',
    text: 'For 1 AP and the spell’s Will Points, a Mage makes a Magic Roll. A Fail or Fumble ends its casting for the turn (a Fumble also Stuns and costs a Will Point); a Critical raises the spell’s X by 1 and returns a Will Point.',
  },
  {
    term: 'Dispel',
    kind: 'magic',
    section: 'Magic — Dispel',
    text: 'When an enemy casts, a Mage in sight of the caster may pay 1 Will Point to make it an Opposed Roll, counting at most its Mage (X) Aces. With no Ace it may not Dispel again that round.',
  },
  {
    term: 'Discipline',
    aliases: ['Disciplines'],
    kind: 'magic',
    section: 'Magic — Disciplines',
    text: 'One of the five schools of magic (Divinity, Blood Rites, Fateweaving, Runes of Sovereignty, Wild Magic). A Mage picks all its spells from one before the game.',
  },
  {
    term: 'Cantrip',
    kind: 'magic',
    section: 'Magic — Disciplines',
    text: 'The small spell every Discipline has. A Mage always knows its Discipline’s Cantrip, on top of its other spells.',
  },
  {
    term: 'Difficulty',
    kind: 'magic',
    section: 'Magic — Spells',
    text: 'The score each die of a spell’s Magic Roll must reach to be an Ace.',
  },
  // Scenarios
  {
    term: 'Scenario',
    aliases: ['Scenarios'],
    kind: 'scenario',
    section: 'Campaigns & Scenarios',
    text: 'The rules of one game: the gangs and their Ducats, the board, where everyone deploys, what wins, the special rules and how many rounds it lasts.',
  },
  {
    term: 'Victory Points',
    aliases: ['VP'],
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'What wins the game: scored for Objectives and Agendas as the scenario says. The gang with the most at the end wins.',
  },
  {
    term: 'Primary Objective',
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'The main goal of a scenario, often Objectives to hold or take, worth most of its Victory Points.',
  },
  {
    term: 'Objective',
    aliases: ['Objectives'],
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'A 30mm marker. Unless the scenario says otherwise, at the end a gang scores it with a character within 3″ and no enemy within 3″.',
  },
  {
    term: 'Claimable',
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'An Objective claimed by a character ending its turn touching it, with no enemy touching either; it scores for the claiming gang wherever its characters are.',
  },
  {
    term: 'Destructible',
    aliases: ['Destroy'],
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'An Objective that a character who began its turn touching it may remove from the game for 1 AP.',
  },
  {
    term: 'Hidden Objective',
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'An Objective placed face down; a character ending its turn touching it, with no enemy touching, turns it over to see what it is.',
  },
  {
    term: 'Mobile',
    aliases: ['Mobile Objective', 'Drop the Objective', 'Drop it after the move'],
    kind: 'scenario',
    section: `${S}Primary Objective`,
    text: 'An Objective that can be picked up by ending a turn touching it. Its carrier may only Run/Climb, may put it down after any action, and drops it on losing 3 or more Life Points at once.',
  },
  {
    term: 'Agenda',
    aliases: ['Agendas'],
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'A secondary goal drawn from a deck, checked at the end of each round and worth the Victory Points the scenario gives it.',
  },
  {
    term: 'Cycle',
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'Scenario rule: an Agenda that scores is replaced by a new one at once.',
  },
  {
    term: 'Double',
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'Scenario rule: an Agenda achieved may be kept in play instead of scored; achieved again, it scores double, otherwise nothing.',
  },
  {
    term: 'Secret',
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'Scenario rule: each gang keeps its Agendas hidden until they score.',
  },
  {
    term: 'Secondary',
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'Scenario rule: a gang scores no Victory Points at all unless it achieves at least one Agenda.',
  },
  {
    term: 'Total',
    kind: 'scenario',
    section: `${S}Agendas`,
    text: 'Scenario rule: a gang’s Agendas score only if it achieves every one of them.',
  },
  {
    term: 'Deployment Zone',
    aliases: ['Deployment Zones'],
    kind: 'scenario',
    section: `${S}Deployment Zones`,
    text: 'The area of the board where a gang sets up before the first round, no more than 3″ above or below ground and at least 4″ from enemies.',
  },
  {
    term: 'Duration',
    kind: 'scenario',
    section: `${S}Duration`,
    text: 'How many rounds the scenario lasts; the game ends after the last turn of the last round.',
  },
];
