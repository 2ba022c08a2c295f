/**
 * What the action bar's tooltips say (rulebook "Run/Climb", "Jump", "Flight", "Dive", "Hide", "Guard", "Grapple",
 * "Drown", "Command Points"; the unique actions printed on profiles): what each action does and costs in our own
 * words, what to click for it, and why a button is not available when it is not.
 */
/** What each unique action does and costs, in our own words, and what to click for it. */
export const UNIQUE_TIPS: Readonly<Record<string, { readonly tip: string; readonly why: string }>> = {
  'Blood Rights': {
    tip:
      'Blood Rights (1 AP): drain a character within 3″, friend or foe: it loses 1 Life Point and you regain ' +
      '1 Will Point (never above your starting Will Points). Click a ringed figure.',
    why: 'no Action Points left, or nobody within 3″',
  },
  Transfusion: {
    tip:
      'Transfusion (1 Will Point, no AP, once a turn): a hurt friend in base contact heals 1 Life Point, or an ' +
      'enemy in base contact loses 1; if that takes the enemy out, 2 Will Points come back. Click a ringed figure.',
    why: 'no Will Point, used this turn, or nobody in base contact to help or hurt',
  },
  'Fade to the Shadow': {
    tip:
      'Fade to the Shadow (2 AP): from beside a building or wall, vanish and step out at street level beside ' +
      'another one, at least 6″ from every enemy. No roll. Click a lit tile.',
    why: 'needs 2 Action Points and a building or wall within 1″, and somewhere 6″ clear of the enemy',
  },
  'Rope Arrow': {
    tip:
      'Rope Arrow (2 AP): shoot a line to a point on a wall or roof edge within 12″ and at least 1″ lower, and ' +
      'slide down to it. No roll. Click a lit tile.',
    why: 'needs 2 Action Points and a lower wall or roof edge within 12″ with a clear line',
  },
};

/** What each action of the bar does and costs, in our own words, and what to click for it. */
export const ACTION_TIPS = {
  move:
    'Run/Climb (1 AP): move up to MOVE inches. Climbing a wall or crossing Difficult Ground needs a DEXTERITY ' +
    'roll (tiles with a die); a failed roll stops the move. Point at a tile for the path, click to go.',
  jump:
    'Jump (1 AP): leap straight toward a point no more than 3″ above your base. A DEXTERITY roll sets how ' +
    'far you get; coming down short of solid ground is a fall. Point at a tile for the odds, click to jump.',
  fly: 'Fly (1 AP): instead of a Run/Climb, go straight to a point within MOVE, over anything, with no roll.',
  swim:
    'Swim underwater (0 AP, first thing in the turn): give up every Underwater Counter to swim 4″ per ' +
    'counter (8″ for a Water Creature) through water. Click a lit water tile.',
  row:
    'Row (1 AP, on a gondola): a DEXTERITY roll moves the gondola and everyone aboard toward a point: 2″ on a ' +
    'Fail, 2″ + 1″ per Ace, 4″ + 1″ per Ace on a Critical. On a Fumble everyone aboard goes into the water.',
  dive:
    'Dive (2 AP, in water only): a DEXTERITY roll for Underwater Counters, each worth +2 PROTECTION until ' +
    'you make another action; a Fumble costs 1 Life Point.',
  hide:
    'Hide (1 AP, ends the turn): take a Hidden counter. Enemies more than 6″ away cannot see you while you ' +
    'are in cover from them, and you see no one farther than 6″. Moving or acting removes it.',
  guard:
    'Guard (1 AP, ends the turn): take a Guard counter. When an enemy runs, climbs or jumps where you can ' +
    'see it, you may give up the counter to strike it. Moving or acting removes it.',
  grapple:
    'Grapple (1 AP, base contact): an Opposed ATTACK Roll on 7+ (a larger base +1 die). Win and you move the ' +
    'other figure 2″ + 1″ per Ace toward a spot you pick: off a roof it falls, into a canal it swims. A ' +
    'Critical also Stuns it; a Fumble lets it grapple you instead. Pick a figure, then the spot.',
  drown:
    'Drown (1 AP, an enemy in base contact in the water): an Opposed ATTACK Roll on 7+, no Protection Roll. ' +
    'It loses 2 Life Points + 1 per Ace (4 + 1 per Ace on a Critical); on a Fumble you lose 2.',
  order:
    'ORDER (1 Command Point of a friend who can see this character): +1 Action Point this turn, never beyond ' +
    '3 in the round. Only before the first action of the turn.',
  endTurn: 'End the turn: Action Points not spent are lost.',
  dropObjective:
    'Put the Objective down in base contact (free, right after one of its actions). While it carries one, a ' +
    'character may only Run/Climb; it drops it anyway if it loses 3 or more Life Points in one action.',
  dropAfterMove:
    'Put the Objective down where the next Run/Climb ends (free). The last Action Point ends the turn with its ' +
    'move, so this is how the Objective is dropped after it. Press again to keep carrying it.',
  destroyObjective:
    'Destroy the Objective (1 AP): a character that began its turn in base contact with a Destructible Objective ' +
    'removes it from the game',
} as const;

/** A button's tooltip: `tip`, and when the button is not enabled, why not (`reason`). */
export function tipOrWhyNot(enabled: boolean, tip: string, reason: string): string {
  return enabled ? tip : `${tip}\nNot now: ${reason}.`;
}
