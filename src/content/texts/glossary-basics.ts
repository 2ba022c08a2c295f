/**
 * Glossary texts, in our own words, for the rulebook's basic terms: the stats and points of a profile, the parts
 * of a weapon line, gang building, the dice and the five kinds of roll (rulebook "Character Profiles", "Weapons",
 * "Building Your Gang", "Dice Rolls", "Types of Rolls"). Each names the rulebook section it comes from. The core
 * rules, Command Points and actions are in glossary-core.ts; counters, terrain, magic and scenarios in
 * glossary-world.ts; glossary.ts puts them together with the ability, spell and Agenda texts.
 */

/** The kinds of glossary entry, in the order the Rules panel groups them. */
export const TERM_KINDS = [
  'stat',
  'points',
  'profile',
  'dice',
  'roll',
  'basics',
  'action',
  'command',
  'counter',
  'terrain',
  'character ability',
  'weapon ability',
  'command ability',
  'magic',
  'spell',
  'scenario',
  'agenda',
] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** One written entry: the term as printed, other words that name it, its kind, our text and its section. */
export interface TermText {
  readonly term: string;
  readonly aliases?: readonly string[];
  readonly kind: TermKind;
  readonly text: string;
  /** The rulebook section, e.g. `Character Profiles` or `Actions — Jump`. */
  readonly section: string;
}

const PROFILES = 'Character Profiles';
const ROLL_RESULTS = 'Dice Rolls — Successes, Failures, Criticals & Fumbles';
const POINTS = 'Action Points, Will Points & Command Points';

export const BASIC_TERMS: readonly TermText[] = [
  // Stats
  {
    term: 'MOVE',
    kind: 'stat',
    section: PROFILES,
    text: 'How far the character gets with one Run/Climb: one inch per point. Starting a move in water takes 2″ off it.',
  },
  {
    term: 'DEXTERITY',
    aliases: ['DEX'],
    kind: 'stat',
    section: PROFILES,
    text: 'Agility. It is the number of dice for climbing, jumping, falling and disengaging, and the score an attacker must reach on each die to hit this character.',
  },
  {
    term: 'ATTACK',
    kind: 'stat',
    section: PROFILES,
    text: 'Fighting skill, with any weapon: the number of dice rolled for a Combat action, a Grapple or a Drown.',
  },
  {
    term: 'PROTECTION',
    aliases: ['PROT'],
    kind: 'stat',
    section: PROFILES,
    text: 'Armour and toughness: the number of dice rolled to shrug off Damage. Each Ace (7+) takes 1 Damage away.',
  },
  {
    term: 'MIND',
    kind: 'stat',
    section: PROFILES,
    text: 'Willpower and wits: the number of dice for casting spells, for Dispel and for rolls some abilities call for, such as against Fear.',
  },
  // Points
  {
    term: 'Action Points',
    aliases: ['AP', 'Action Point'],
    kind: 'points',
    section: POINTS,
    text: 'What the character spends to act in its turn; most actions cost 1. They come back every round, but no character uses more than 3 in a round, and those left at the end of its turn are lost.',
  },
  {
    term: 'Life Points',
    aliases: ['LP', 'Life Point'],
    kind: 'points',
    section: PROFILES,
    text: 'How much harm the character can take: each point of Damage costs one. At 0 it is a casualty and leaves the game.',
  },
  {
    term: 'Will Points',
    aliases: ['WP', 'Will Point'],
    kind: 'points',
    section: POINTS,
    text: 'A small store of grit for the whole game: spend up to 2 before a roll for one extra die each, or pay for spells, Dispel and Controlled Landing. Few things give them back.',
  },
  {
    term: 'Command Points',
    aliases: ['CP', 'Command Point'],
    kind: 'points',
    section: POINTS,
    text: 'Leadership for the whole game, rarely regained: spent on PLAN, ORDER, COUNTER and Command Abilities, each at most once a round per character. The gang’s remaining points also roll for initiative.',
  },
  // Profile and gang
  {
    term: 'Base size',
    aliases: ['base', 'Size', 'mm'],
    kind: 'profile',
    section: PROFILES,
    text: 'The diameter of the figure’s round base, in millimetres. Distances are measured between the closest edges of bases, and a larger base helps in Grapple, Drown and disengaging.',
  },
  {
    term: 'Keywords',
    aliases: ['Keyword'],
    kind: 'profile',
    section: PROFILES,
    text: 'Labels such as Doctor, Trade or Monster. They do nothing alone, but abilities and gang rules name them.',
  },
  {
    term: 'Weapon',
    aliases: ['Weapons'],
    kind: 'profile',
    section: 'Weapons',
    text: 'Each Combat action uses one weapon of the profile, or Unarmed. Its line gives its range, Evasion, Damage, Penetration and abilities; weapons joined by “OR” are a choice made before the game.',
  },
  {
    term: 'Range',
    kind: 'profile',
    section: 'Weapons',
    text: 'How far away, in inches, a weapon can reach its target. A range of 0″ (“contact”) means base contact only. There is no separate ranged or melee combat.',
  },
  {
    term: 'Evasion',
    kind: 'profile',
    section: 'Weapons',
    text: 'A weapon’s accuracy, added to the target’s DEXTERITY for the Attack Roll: plus makes hitting harder (a pistol), minus easier (a rapier).',
  },
  {
    term: 'Damage',
    kind: 'profile',
    section: 'Weapons; Attacks & Damage',
    text: 'Harm that the Protection Roll may reduce; each point left costs 1 Life Point. A weapon’s Damage number is added to a successful or Critical hit only.',
  },
  {
    term: 'Penetration',
    kind: 'profile',
    section: 'Weapons',
    text: 'How well a weapon cuts through armour: added to the target’s PROTECTION for the Protection Roll, so minus is better for the attacker.',
  },
  {
    term: 'Unarmed',
    kind: 'profile',
    section: 'Weapons',
    text: 'Every character can fight bare-handed: range base contact, Penetration +1 (easy on armour).',
  },
  {
    term: 'Leader',
    kind: 'profile',
    section: 'Building Your Gang',
    text: 'Every gang has exactly one character with the Leader keyword.',
  },
  {
    term: 'Hero',
    kind: 'profile',
    section: 'Building Your Gang',
    text: 'A gang may not have more Heroes than Henchmen.',
  },
  {
    term: 'Henchman',
    aliases: ['Henchmen'],
    kind: 'profile',
    section: 'Building Your Gang',
    text: 'The rank and file of a gang; every Hero needs at least one Henchman beside it.',
  },
  {
    term: 'Ducats',
    aliases: ['Ducat'],
    kind: 'profile',
    section: 'Building Your Gang — Ducats',
    text: 'The money a gang is built with: each character and piece of Equipment costs some, up to the limit agreed or set by the scenario.',
  },
  {
    term: 'Unique',
    kind: 'profile',
    section: 'Building Your Gang',
    text: 'A character with this keyword appears at most once in a gang.',
  },
  {
    term: 'Faction',
    kind: 'profile',
    section: 'Building Your Gang',
    text: 'The side a character belongs to, such as The Guild or Rashaar. Everyone in a gang shares one Faction.',
  },
  // Dice
  {
    term: 'Dice',
    aliases: ['D10', 'die'],
    kind: 'dice',
    section: 'Dice Rolls',
    text: 'Every roll uses ten-sided dice: one per point of the stat rolled, after modifiers, never more than 10.',
  },
  {
    term: 'Ace',
    aliases: ['Aces', 'Aces on'],
    kind: 'dice',
    section: 'Dice Rolls',
    text: 'A die that scores: it shows at least the number the roll needs (most often 7). A 10 is always an Ace and a 1 never is. One Ace makes a roll a Success.',
  },
  {
    term: 'Destiny Dice',
    kind: 'dice',
    section: 'Dice Rolls',
    text: 'One die of every roll, in its own colour. It counts like the others, but a 10 on it can make a Critical and a 1 a Fumble. It may not be re-rolled.',
  },
  {
    term: 'Re-roll',
    aliases: ['re-rolled', 're-rolls'],
    kind: 'dice',
    section: 'Dice Rolls',
    text: 'Some abilities let you roll dice again; a die is re-rolled at most once and the new score stands. The Destiny Dice is never re-rolled unless a rule says so.',
  },
  {
    term: 'Success',
    kind: 'dice',
    section: ROLL_RESULTS,
    text: 'A roll with at least one Ace. The roll’s table says what it does, often more for each Ace.',
  },
  {
    term: 'Fail',
    kind: 'dice',
    section: ROLL_RESULTS,
    text: 'A roll with no Ace at all.',
  },
  {
    term: 'Critical',
    kind: 'dice',
    section: ROLL_RESULTS,
    text: 'The best result: the Destiny Dice shows 10 and at least one other die is an Ace. Each table gives it an extra effect.',
  },
  {
    term: 'Fumble',
    kind: 'dice',
    section: ROLL_RESULTS,
    text: 'The worst result: the Destiny Dice shows 1 and no die is an Ace. Each table gives it a penalty.',
  },
  // Rolls
  {
    term: 'Basic Roll',
    kind: 'roll',
    section: 'Types of Rolls',
    text: 'One character rolls one of its stats, needing 7+ for an Ace unless a rule says otherwise.',
  },
  {
    term: 'Opposed Roll',
    kind: 'roll',
    section: 'Types of Rolls',
    text: 'Two characters roll the same stat. The one resisting rolls first; each of its Aces takes a die away from the other, whose roll is then read as a Basic Roll.',
  },
  {
    term: 'Attack Roll',
    kind: 'roll',
    section: 'Types of Rolls',
    text: 'ATTACK dice for a Combat action; each die that reaches the target’s DEXTERITY (with the weapon’s Evasion) is an Ace.',
  },
  {
    term: 'Magic Roll',
    kind: 'roll',
    section: 'Types of Rolls',
    text: 'MIND dice for casting a spell; each die that reaches the spell’s Difficulty is an Ace.',
  },
  {
    term: 'Protection Roll',
    kind: 'roll',
    section: 'Types of Rolls',
    text: 'PROTECTION dice (with the weapon’s Penetration) rolled against Damage: each Ace on 7+ takes 1 Damage away; a Critical adds an Ace, a Fumble adds 1 Damage. Nothing protects against losing Life Points directly.',
  },
];
