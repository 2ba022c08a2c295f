/**
 * Glossary texts, in our own words, for the core rules (line of sight, cover, base contact, Damage, Attacks of
 * Opportunity, charging, rounds and turns), the four uses of Command Points and the actions every character may take
 * (rulebook "The Basics", "Action Points, Will Points & Command Points", "Actions"), each with its section.
 */
import type { TermText } from './glossary-basics.ts';

export const CORE_TERMS: readonly TermText[] = [
  // Core rules
  {
    term: 'Line of sight',
    aliases: ['sight', 'in sight'],
    kind: 'basics',
    section: 'Line of Sight',
    text: 'One character sees another if any part of one’s body can see any part of the other’s. Most attacks, spells and Command Points need it.',
  },
  {
    term: 'Cover',
    aliases: ['in cover'],
    kind: 'basics',
    section: 'Cover',
    text: 'A target at least a quarter hidden from its attacker is in cover: +1 PROTECTION. Never in base contact with the attacker; always while swimming and not in base contact.',
  },
  {
    term: 'Base contact',
    aliases: ['contact'],
    kind: 'basics',
    section: 'Base Contact',
    text: 'Two figures whose bases touch (at most 1″ apart in height). Needed for 0″ weapons, Grapple and Drown; moving into it is a charge, moving out a disengage.',
  },
  {
    term: 'Measuring',
    aliases: ['inch', 'inches'],
    kind: 'basics',
    section: 'Measuring',
    text: 'Distances are in inches, between the closest points of two bases, across, up or down. Anything up to 1″ high is ignored for measuring, moving and sight.',
  },
  {
    term: 'Attack of Opportunity',
    aliases: ['Attacks of Opportunity'],
    kind: 'basics',
    section: 'Attacks of Opportunity',
    text: 'A free action (0 AP) the rules hand out, for example to a character that charges or to an enemy a disengage fails against: a Combat, Grapple or Drown made at once.',
  },
  {
    term: 'Charging',
    aliases: ['charge', 'charges'],
    kind: 'basics',
    section: 'Charging & Disengaging',
    text: 'Moving into base contact with an enemy: the mover strikes an Attack of Opportunity and its move ends. From 3″ or more above the enemy, the weapon gains Penetration -5 for that strike.',
  },
  {
    term: 'Disengaging',
    aliases: ['disengage', 'disengages'],
    kind: 'basics',
    section: 'Charging & Disengaging',
    text: 'Moving out of base contact with enemies: an Opposed DEXTERITY Roll against one of them. Fail and that enemy strikes first (not a Grapple); a Fumble also keeps you in place.',
  },
  {
    term: 'Casualty',
    aliases: ['taken out', 'killed'],
    kind: 'basics',
    section: 'Character Profiles; Attacks & Damage',
    text: 'A character at 0 Life Points is removed from the game: taken out, whether or not it is really dead.',
  },
  {
    term: 'Game round',
    aliases: ['round', 'rounds'],
    kind: 'basics',
    section: 'Rounds & Turns',
    text: 'The game is played in rounds; in each, every character takes one turn, the gangs choosing in turn from the initiative winner on. Effects “until the end of the round” end when the last turn does.',
  },
  {
    term: 'Character turn',
    aliases: ['turn', 'End turn', 'Pass (end turn)', 'activation'],
    kind: 'basics',
    section: 'Rounds & Turns',
    text: 'One character’s go: it spends its Action Points on actions, in any order, and may stop whenever it likes. Points not spent are lost.',
  },
  {
    term: 'Initiative',
    kind: 'basics',
    section: 'Rounds & Turns — Initiative',
    text: 'Who picks the first character of a round: each gang rolls as many dice as one of its characters has Command Points left (the most, here), and the most 7+ wins; a gang with none loses.',
  },
  {
    term: 'Fortune’s Favour',
    aliases: ["Fortune's Favour"],
    kind: 'basics',
    section: 'Fortune’s Favour',
    text: 'A reward for a daring feat: the character who pulls it off regains a Will Point, and the token passes to its gang until someone else earns it.',
  },
  // Command Points
  {
    term: 'PLAN',
    kind: 'command',
    section: 'Command Points — PLAN',
    text: 'At the start of a round, a character spends 1 Command Point to throw away one of its gang’s Agendas and draw a new one.',
  },
  {
    term: 'ORDER',
    aliases: ['ORDER +1 AP'],
    kind: 'command',
    section: 'Command Points — ORDER',
    text: 'Before a character’s first action, a friend who sees it spends 1 Command Point to give it 1 extra Action Point for the turn (never past 3 in a round).',
  },
  {
    term: 'COUNTER',
    kind: 'command',
    section: 'Command Points — COUNTER',
    text: 'After an enemy’s action, a character spends 1 Command Point so that a friend it sees acts at once, out of turn, with 1 Action Point taken from its 3 for the round.',
  },
  {
    term: 'ABILITY',
    kind: 'command',
    section: 'Command Points — ABILITY',
    text: 'In its turn, outside another action, a character spends 1 Command Point on a Command Ability it has; one Command Ability per turn.',
  },
  {
    term: 'Command Ability',
    aliases: ['Command Abilities'],
    kind: 'command',
    section: 'Command Points — ABILITY',
    text: 'A power printed on a profile or a faction’s rules, used with ABILITY for 1 Command Point. It is either an AURA or a PULSE.',
  },
  {
    term: 'AURA',
    kind: 'command',
    section: 'Command Points — ABILITY',
    text: 'A Command Ability that helps whoever is within its range, for as long as they stay in it (often until the round ends). An action begun in range keeps it to the end of that action.',
  },
  {
    term: 'PULSE',
    kind: 'command',
    section: 'Command Points — ABILITY',
    text: 'A Command Ability that works once, at once, on the characters in range when it is used; moving away later does not undo it.',
  },
  // Actions
  {
    term: 'Run/Climb',
    aliases: ['Run', 'Climb', 'climbing', 'Move/Climb'],
    kind: 'action',
    section: 'Actions — Run/Climb',
    text: 'For 1 AP, move up to MOVE inches. Climbing a wall or crossing Difficult Ground takes a Basic DEXTERITY Roll: a Fail stops the move, a Fumble is a fall, a Critical adds 2″.',
  },
  {
    term: 'Jump',
    aliases: ['Jumps', 'jumping'],
    kind: 'action',
    section: 'Actions — Jump',
    text: 'For 1 AP, leap straight toward a point in sight no more than 3″ above the base. A DEXTERITY roll sets the distance: 2″ plus 1″ per Ace (4″ plus 1″ per Ace on a Critical). Not ending on solid ground is a fall.',
  },
  {
    term: 'Chained Jump',
    aliases: ['Chained Jumps'],
    kind: 'action',
    section: 'Actions — Chained Jumps',
    text: 'Once a turn, a Jump that lands on an Obstacle or Debris may be followed at once by another Jump for 0 AP.',
  },
  {
    term: 'Controlled Landing',
    aliases: ['Controlled Landing (1 WP)'],
    kind: 'action',
    section: 'Actions — Controlled Landing',
    text: 'Pay 1 Will Point before a Jump’s roll: if the jump ends in a fall, the falling roll scores Aces on 5+ instead of 7+.',
  },
  {
    term: 'Falling',
    aliases: ['fall', 'falls'],
    kind: 'action',
    section: 'Actions — Falling',
    text: 'A character not on solid ground drops straight down. A fall of more than 1″ costs a Life Point per inch, less 1 per Ace of a Basic DEXTERITY Roll (Critical: 2 more); a Fumble also Stuns. Water takes 2 off.',
  },
  {
    term: 'Swimming',
    aliases: ['swim', 'swims'],
    kind: 'action',
    section: 'Actions — Swimming',
    text: 'A character in water is swimming: a move that starts in water has 2″ less MOVE, it may only fight with Aquatic weapons, and it counts as in cover unless in base contact.',
  },
  {
    term: 'Dive',
    kind: 'action',
    section: 'Actions — Dive',
    text: 'For 2 AP, in water: a Basic DEXTERITY Roll for Underwater Counters (1, or 2 on a Critical). A Fumble costs 1 Life Point.',
  },
  {
    term: 'Hide',
    kind: 'action',
    section: 'Actions — Hide',
    text: 'For 1 AP, out of water and out of base contact with enemies: take a Hidden counter; the turn ends.',
  },
  {
    term: 'Guard',
    kind: 'action',
    section: 'Actions — Guard',
    text: 'For 1 AP, out of water and out of base contact with enemies: take a Guard counter; the turn ends.',
  },
  {
    term: 'Combat',
    aliases: ['Combat action', 'Attack:'],
    kind: 'action',
    section: 'Actions — Combat',
    text: 'For 1 AP, attack an enemy in sight and in the weapon’s range with an Attack Roll. Each Ace is 1 Damage (plus the weapon’s); a Critical adds a lost Life Point; on a Fumble you lose 1 and the target strikes back.',
  },
  {
    term: 'Grapple',
    kind: 'action',
    section: 'Actions — Grapple',
    text: 'For 1 AP, an Opposed ATTACK Roll on 7+ against a figure in base contact (+1 ATTACK for the larger base). Win and you move it 2″ plus 1″ per Ace, off a roof or into a canal if you like; a Critical also Stuns it; a Fumble turns it on you.',
  },
  {
    term: 'Drown',
    kind: 'action',
    section: 'Actions — Drown',
    text: 'For 1 AP, an Opposed ATTACK Roll against an enemy in water and in base contact, with no Protection Roll: it loses 2 Life Points plus 1 per Ace (4 plus 1 per Ace on a Critical); on a Fumble you lose 2.',
  },
  {
    term: 'Row',
    kind: 'action',
    section: 'Terrain — Gondolas (Row)',
    text: 'For 1 AP, aboard a gondola: a Basic DEXTERITY Roll moves it and everyone on it 2″ plus 1″ per Ace (4″ plus 1″ per Ace on a Critical, 2″ on a Fail). On a Fumble everyone aboard goes into the water.',
  },
];
