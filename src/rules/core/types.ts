/**
 * The public shapes of the rules engine: the match record, commands, pending decisions and events.
 *
 * A match is fully described by `{ setup, seed, commands }` (DESIGN §3.1): replaying the commands on a
 * new match built from the same setup and seed produces the same events, byte for byte.
 * Every field is plain JSON so that records, logs and saves can be written and read as they are.
 */

import type { SpellChoice } from '../../content/spell-choice.ts';

/** Who answers for a gang: a person at this machine, or the computer. */
export type Controller = 'human' | 'ai';

/** One member of a gang roster: a content profile id (e.g. `the-guild-capodecina`). */
export interface RosterEntry {
  readonly profile: string;
  /** Optional display name; defaults to the profile's name. */
  readonly name?: string;
  /**
   * The weapon chosen before the game in each "OR" option group of the profile (`Weapon.optionGroup` → weapon
   * name; rulebook "Character Profiles"). The others of the group are not carried. A group with no choice here
   * keeps all its weapons (ready-made gangs, rules cases).
   */
  readonly weapons?: Readonly<Record<string, string>>;
  /**
   * A Mage's spells picked before the game (rulebook "Magic"): its Discipline and spell ids, its Cantrip left out
   * (content/spell-choice.ts). Without it a Mage gets its first Discipline's first spells.
   */
  readonly spells?: SpellChoice;
}

/** A gang as it enters a match (rulebook "Building Your Gang"). */
export interface GangSetup {
  /** Short stable id, e.g. `guild`. */
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  /** CSS colour for tokens and panels, e.g. `#c0392b`. */
  readonly colour: string;
  readonly controller: Controller;
  readonly roster: readonly RosterEntry[];
  /** Equipment bought with the gang's Ducats, by name (a name once per piece; several Gondolas with Scullers). */
  readonly equipment?: readonly string[];
}

/** Everything needed to start a match, besides the seed. */
export interface MatchSetup {
  /** Scenario id, e.g. `gang-war`. */
  readonly scenario: string;
  /** Level id: the file name under `levels/` without `.json`, e.g. `gang-war-venice`. */
  readonly level: string;
  /** Two to four gangs, in seating (clockwise) order. Gang i deploys in the level's zone i. */
  readonly gangs: readonly GangSetup[];
}

/** The record that replays a match: setup, seed and every accepted command in order. */
export interface MatchRecord {
  readonly setup: MatchSetup;
  readonly seed: number;
  readonly commands: readonly Command[];
}

/** A position on the table in inches: [x, y, z] (x east, y south, z up). */
export type Point3 = readonly [number, number, number];

/** Give the active gang's chosen character its turn (also implied by its first action). */
export interface ActivateCommand {
  readonly type: 'activate';
  readonly actor: string;
}

/** Run/Climb (1 AP, rulebook "Run/Climb"): move along the cheapest path to `to` (a surface node centre). */
export interface RunClimbCommand {
  readonly type: 'run-climb';
  readonly actor: string;
  readonly to: Point3;
}

/**
 * Jump (1 AP, rulebook "Jump"): leap toward the point `to` (in line of sight, no more than 3″ above the
 * character's base). `controlledLanding` spends 1 Will Point so that a fall scores Aces on 5+. `onward`: when
 * the roll goes beyond the point and the jump lands there, walk the spare inches on horizontally along the same
 * line as on a Run/Climb (see jump-onward.ts); without it the jump stops at the point.
 */
export interface JumpCommand {
  readonly type: 'jump';
  readonly actor: string;
  readonly to: Point3;
  readonly controlledLanding?: boolean;
  readonly onward?: boolean;
}

/** Combat (1 AP, rulebook "Combat"): attack `target` with the weapon named `weapon` (or `Unarmed`). */
export interface CombatCommand {
  readonly type: 'combat';
  readonly actor: string;
  readonly target: string;
  readonly weapon: string;
}

/**
 * Grapple (1 AP, rulebook "Grapple"): move `target` (in base contact, friend or enemy) toward the spot `to`
 * (inches; at least 2″ from the target, no more than 1″ above its base). The roll decides how far: 2″ + up to 1″
 * per Ace, stopping at the spot (grapple.ts).
 */
export interface GrappleCommand {
  readonly type: 'grapple';
  readonly actor: string;
  readonly target: string;
  readonly to: Point3;
}

/** Drown (1 AP, rulebook "Drown"): an enemy in base contact and in water loses Life Points, no Protection Roll. */
export interface DrownCommand {
  readonly type: 'drown';
  readonly actor: string;
  readonly target: string;
}

/** End the actor's turn; unspent AP are lost (rulebook "Action Points"). */
export interface EndTurnCommand {
  readonly type: 'end-turn';
  readonly actor: string;
}

/** Answer to the pending decision `will-points`: spend `amount` (0..max) Will Points on the coming roll. */
export interface WillPointsAnswer {
  readonly type: 'decide';
  readonly decision: 'will-points';
  readonly character: string;
  readonly amount: number;
}

/** Answer to the pending decision `guard-attack`: the guard makes its Attack of Opportunity, or keeps the counter. */
export interface GuardAnswer {
  readonly type: 'decide';
  readonly decision: 'guard-attack';
  readonly character: string;
  readonly accept: boolean;
}

/** Fly (1 AP, rulebook "Flight"): instead of a Run/Climb, straight to a point within MOVE, with no roll. */
export interface FlyCommand {
  readonly type: 'fly';
  readonly actor: string;
  readonly to: Point3;
}

/** Row (1 AP, rulebook "Row"): a rider moves its gondola toward the point `to`. */
export interface RowCommand {
  readonly type: 'row';
  readonly actor: string;
  readonly to: Point3;
}

/** Dive (2 AP, rulebook "Dive"): in water, for Underwater Counters. */
export interface DiveCommand {
  readonly type: 'dive';
  readonly actor: string;
}

/** Hide or Guard (1 AP, rulebook "Hide", "Guard"): gain the counter and end the turn. */
export interface StanceCommand {
  readonly type: 'hide' | 'guard';
  readonly actor: string;
}

/** At the start of its turn, a character with Underwater Counters gives them up to swim 4″ (8″) each, 0 AP. */
export interface UnderwaterMoveCommand {
  readonly type: 'underwater-move';
  readonly actor: string;
  readonly to: Point3;
}

/**
 * ORDER (rulebook "Command Points"): at the very start of `target`'s turn (before its first action), the friendly
 * character `actor` spends 1 Command Point to give it 1 more Action Point for that turn (never beyond 3 AP used in
 * the round). Names a waiting character of the gang choosing: it gets its turn first (see command-points.ts).
 */
export interface OrderCommand {
  readonly type: 'order';
  readonly actor: string;
  readonly target: string;
}

/**
 * ABILITY (rulebook "Command Points"): 1 Command Point of `actor` for its Command Ability `ability` (by name),
 * naming `targets` (character ids, in the order the ability names them; [] when it names none). See
 * command-abilities.ts.
 */
export interface AbilityCommand {
  readonly type: 'ability';
  readonly actor: string;
  readonly ability: string;
  readonly targets: readonly string[];
}

/**
 * A unique action printed on a profile (src/rules/abilities/guild/unique-actions.ts), by its name `action`: Blood Rights
 * and Transfusion name a `target` (a character id); Fade to the Shadow and Rope Arrow name the spot `to` (a surface
 * node's centre, or the whole-inch height of a wall position for Rope Arrow).
 */
export interface UniqueActionCommand {
  readonly type: 'unique-action';
  readonly actor: string;
  readonly action: string;
  readonly target?: string;
  readonly to?: Point3;
}

/**
 * Cast Spell, 1 AP (rulebook "Magic"; cast-spell.ts): the spell's id (src/content/spells.ts) and the characters it
 * is aimed at, by match id (none for a spell on the caster or around it).
 */
export interface CastCommand {
  readonly type: 'cast';
  readonly actor: string;
  readonly spell: string;
  readonly targets?: readonly string[];
}

/** Answer to a pending `choose` decision: the `id` of one of its options. */
export interface ChoiceAnswer {
  readonly type: 'decide';
  readonly decision: 'choose';
  readonly character: string;
  readonly option: string;
}

export type Command =
  | ChoiceAnswer
  | OrderCommand
  | AbilityCommand
  | UniqueActionCommand
  | CastCommand
  | ActivateCommand
  | RowCommand
  | FlyCommand
  | DiveCommand
  | StanceCommand
  | UnderwaterMoveCommand
  | GuardAnswer
  | RunClimbCommand
  | JumpCommand
  | CombatCommand
  | GrappleCommand
  | DrownCommand
  | EndTurnCommand
  | WillPointsAnswer;
export type ActionCommand =
  | RunClimbCommand
  | RowCommand
  | FlyCommand
  | JumpCommand
  | CombatCommand
  | GrappleCommand
  | DrownCommand
  | DiveCommand
  | StanceCommand
  | UnderwaterMoveCommand
  | UniqueActionCommand
  | CastCommand;
export type DecisionAnswer = WillPointsAnswer | GuardAnswer | ChoiceAnswer;

/** The kinds of roll (rulebook "Types of Rolls"). */
export type RollKind = 'basic' | 'opposed' | 'attack' | 'magic' | 'protection';
/** The four results of a roll (rulebook "Successes, Failures, Criticals & Fumbles"). */
export type RollResult = 'success' | 'fail' | 'critical' | 'fumble';

/** A decision the engine waits for before it goes on; owned by one gang. */
export interface WillPointsDecision {
  readonly type: 'will-points';
  readonly gang: string;
  readonly character: string;
  /** What the roll is for, e.g. `attack`, `protection`, `climb`. */
  readonly purpose: string;
  readonly kind: RollKind;
  /** Dice in the pool before Will Points, and the value needed for an Ace. */
  readonly dice: number;
  readonly aceOn: number;
  /** Will Points that may be spent: min(2, WP left, 10 - dice). */
  readonly max: number;
}

/** A guard may make its Attack of Opportunity against `target`, which just moved in its sight (rulebook "Guard"). */
export interface GuardDecision {
  readonly type: 'guard-attack';
  readonly gang: string;
  readonly character: string;
  readonly target: string;
}

/** What a `choose` decision is about, and whose rule gives the choice to whom. */
export type ChoicePurpose =
  /** The opposing player picks which of its characters in base contact tests a disengage ("Charging & Disengaging"). */
  | 'disengage-opponent'
  /** The charging player picks the enemy its Attack of Opportunity strikes ("Charging & Disengaging"). */
  | 'charge-target'
  /** A Critical on shaken Unstable Ground: its controller may move the character up to 2″ ("Unstable Ground"). */
  | 'unstable-shift'
  /**
   * The attacker's side picks the kind of its Attack of Opportunity ("Attacks of Opportunity"): options among
   * `combat`, `grapple`, `drown`, in that order, those possible only (no Grapple after a failed disengage).
   */
  | 'opportunity-kind'
  /**
   * Where a Grapple picked after its roll moves its target (an Attack of Opportunity made as a Grapple, or the
   * target's Grapple after a Fumble): ids `i,j,z` of where the target ends; the first is the engine's pick.
   */
  | 'grapple-spot'
  /**
   * COUNTER ("Command Points"): after the enemy `character` completed an action in its turn, a gang may spend
   * 1 Command Point of one character so that another, in its line of sight, makes one 1 AP action at once.
   * Options: `none`, then `<giver id>><actor id>` (the option's `figure` is the one that acts).
   */
  | 'counter'
  /**
   * Victory Rush (the Death Duelist's unique ability): after a kill with a Combat action its side picks the reward:
   * `ap` (+1 Action Point, offered only in its own turn within 3 AP), `heal` (4 Life Points), `wp` (2 Will Points).
   */
  | 'victory-rush'
  /**
   * Bodyguard (X) (bodyguard.ts): an enemy just charged a friend; the gang may send one bodyguard to intercept.
   * Options: `none`, then `<bodyguard id>@i,j,z` (where it would end, in base contact with the charger).
   */
  | 'bodyguard'
  /**
   * Pickpocket (pickpocket.ts): after a successful disengage, who regains the Will Point(s): the pickpocket or a
   * friend within 3″. Options: the characters' ids; the first is the engine's pick (the most Will Points missing).
   */
  | 'pickpocket'
  /**
   * Toot Toot Toot... Charge! (ability-moves.ts): where the friend `character` charges with its Run/Climb; ids
   * `i,j,z` of where it ends, the cheapest first.
   */
  | 'ability-charge'
  /**
   * Communicative Dance and the Cantrip of the Chariot (ability-moves.ts `moveWithoutCharge`): where the friend
   * `character` makes its Run/Climb: `stay`, or `i,j,z`, the farthest spot toward a compass point (no charge).
   */
  | 'ability-move'
  /**
   * A Bounty Worth Taking (bounty.ts), at the start of a friendly turn: `keep`, or a perk bought for 1 coin from
   * Mira O'Shea's purse: `aerial-attack`, `acrobatic`, `fast-swimmer`, `first-strike`, `wp`, `cp`.
   */
  | 'bounty'
  /**
   * Get Over Here (the Whaler's unique ability): where the Whaling Lance's Knockback pushes: `away` (the usual push)
   * or a compass point `N`, `NE` … `NW`, each option with `at`, where the target would end.
   */
  | 'knockback-direction'
  /**
   * What's My Cue? (the Gifted's Command Ability), before the initiative roll: `roll` (roll as usual), or
   * `first:<gang id>`, the gang that takes the first turn (1 Command Point of the Gifted `character`).
   */
  | 'whats-my-cue'
  /**
   * Blood for Magic (the Bloodletter's unique ability), at the start of its turn: how many Life Points (`0`..`3`)
   * become as many Will Points; never so many that it would be taken out, nor Will Points above its start.
   */
  | 'blood-for-magic'
  /**
   * Gifts of Dried Meats (Ebenezer Chummage), at the end of his turn: `none`, or `feed:<id>`, a hurt friend in base
   * contact who eats one of his Dried Meats (2 Life Points back).
   */
  | 'dried-meats'
  /**
   * Feast For Dagon (the Rashaar Slave), at the end of its turn: `none`, or `feast:<id>`, a hurt friendly Monster in
   * base contact that heals 5 Life Points while the Slave is removed as a casualty.
   */
  | 'feast-for-dagon'
  /**
   * Prey Upon (the Blood Matron), as the first round starts: the enemy id named as her Prey (the most valuable
   * first), or `none`.
   */
  | 'prey-upon'
  /**
   * Uncoordinated Assault (the Ostrich Chariot?!), after its Combat action: `<enemy id>|<weapon name>`, a free
   * Attack of Opportunity with a weapon it did not just use (the engine's pick first), or `none`.
   */
  | 'uncoordinated-assault'
  /**
   * Writhe Inside (the Infant Kraken), after its attack cost an enemy Life Points: `stay`, or `lodge` (it is
   * removed as a casualty and the enemy counts as Stunned for the rest of the game).
   */
  | 'writhe-inside'
  /**
   * Where a new character is placed (Birth, Spawn: movement/newcomers.ts): ids `i,j,z`, each option with `at`; the first is
   * the engine's pick, the free spot nearest the character whose rule places it.
   */
  | 'summon-spot'
  /**
   * A choice a spell leaves to its caster's player (cast-spell.ts, spells/option.ts): Cantrip of the Devil (`lose`
   * 1 Life Point or `damage` 2 at Penetration −2), Blessing of the Sky and Curse of the Rent (how X points are
   * shared: `attack:2`, `attack:1,dex:1`…), Marksman's Fortune (`up` / `down`), Gateway (where the character is set
   * down: `i,j,z`). The first option is the engine's pick.
   */
  | 'spell-option'
  /**
   * Dispel (dispel.ts): an enemy Mage is casting; `none`, or the id of a friendly Mage in sight of the caster who
   * pays 1 Will Point and makes the Magic Roll an Opposed Roll.
   */
  | 'dispel'
  /**
   * PLAN as a round starts (agendas/agendas.ts): `done`, or `redraw:<agenda id>` (1 Command Point of `character`,
   * the gang's character with the most that has not used PLAN this round).
   */
  | 'plan'
  /** Double (agendas/agendas.ts): an Agenda achieved this round, `score:<id>` now or `keep:<id>` in play. */
  | 'agenda-double'
  /** Smuggling (the Smuggler): which friend (an id) regains 1 Command Point for the Agenda achieved. */
  | 'smuggling';

/** One option of a `choose` decision: a figure, a spot, or both. */
export interface ChoiceOption {
  /** Stable within the decision; the answer names it. */
  readonly id: string;
  /** Short words for the player, e.g. "Blood Courier 2" or "stay". */
  readonly label: string;
  /** The character the option names, if any. */
  readonly figure?: string;
  /** The spot the option names (base centre and z, inches), if any. */
  readonly at?: Point3;
  /**
   * Options with the same group are one pick in two steps for a person: first the group (its words, e.g.
   * "Escort acts"), then `detail` among the group's options (e.g. "Command Point of Black Lamp").
   */
  readonly group?: string;
  /** The option's words within its group. */
  readonly detail?: string;
}

/**
 * A choice among options the rules leave to a player. `character` is the figure the choice is about (the one
 * acting or shaken); `gang` answers. Declining takes `options[0]`, which is always a legal, neutral pick.
 */
export interface ChoiceDecision {
  readonly type: 'choose';
  readonly gang: string;
  readonly character: string;
  readonly purpose: ChoicePurpose;
  readonly options: readonly ChoiceOption[];
}

export type PendingDecision = WillPointsDecision | GuardDecision | ChoiceDecision;

/**
 * Where an area attack lies on the table (inches), for drawing it: the round blast marker (a disc of `radius`
 * centred on `centre`, whose z is the level it covers, ±1″), or the teardrop template (its narrow tip at `apex`,
 * pointing along the unit vector `axis` [dx, dy], `length` long, `narrowWidth` and `wideWidth` across its two
 * rounded ends; its height rises by `slope` inches per inch along the axis).
 */
export type AreaShape =
  | { readonly kind: 'blast'; readonly centre: Point3; readonly radius: number }
  | {
      readonly kind: 'template';
      readonly apex: Point3;
      readonly axis: readonly [number, number];
      readonly length: number;
      readonly narrowWidth: number;
      readonly wideWidth: number;
      readonly slope: number;
    };

/** Why a command was refused. The match is unchanged. */
export interface Rejection {
  readonly ok: false;
  readonly reason: string;
}

/** Events (DESIGN §3.1): every visible change. `seq` counts from 1; `round` is the game round (0 in setup). */
export interface EventBase {
  readonly seq: number;
  readonly round: number;
}

export type MatchEvent = EventBase & EventBody;

/** One die of a roll as rolled, after any re-roll. */
export interface RolledDie {
  readonly value: number;
  readonly destiny: boolean;
  readonly ace: boolean;
  readonly rerolled: boolean;
}

export type EventBody =
  | { type: 'match-start'; scenario: string; level: string; seed: number; gangs: string[] }
  | { type: 'deploy'; character: string; gang: string; profile: string; x: number; y: number; z: number }
  | { type: 'round-start' }
  | {
      type: 'initiative';
      rolls: { gang: string; character: string | null; dice: number[]; aces: number }[];
      winner: string;
      order: string[];
    }
  | { type: 'turn-start'; character: string; gang: string; ap: number }
  | { type: 'turn-end'; character: string; gang: string }
  | { type: 'action'; character: string; action: string; ap: number }
  | {
      type: 'roll';
      kind: RollKind;
      character: string;
      purpose: string;
      /** Values rolled, the Destiny Dice first, after re-rolls. */
      dice: number[];
      /** Index of re-rolled dice in `dice`. */
      rerolled: number[];
      aceOn: number;
      aces: number;
      result: RollResult;
      /** Dice in the pool and how it was made, e.g. ["ATTACK 4", "Will Points +1", "Stunned −1"]. */
      pool: number;
      modifiers: string[];
      /** For an opposed roll: Aces of the target's roll that removed dice from this one. */
      opposedBy?: { character: string; dice: number[]; aces: number };
    }
  | { type: 'will-points'; character: string; amount: number; wpBefore: number; wpAfter: number }
  | { type: 'move'; character: string; path: Point3[]; inches: number; charge: string | null }
  | { type: 'fall'; character: string; from: number; to: number; inches: number }
  | { type: 'counter'; character: string; counter: string; gained: boolean }
  | { type: 'gondola'; gondola: string; i: number; j: number; orientation: string; inches: number }
  | {
      type: 'jump';
      character: string;
      from: Point3;
      to: Point3;
      /** Inches the roll allowed, and where the jump ended (the landing, or the point it fell from). */
      inches: number;
      end: Point3;
      landed: boolean;
      /** The Jump was declared a Controlled Landing (1 Will Point). */
      controlledLanding?: boolean;
    }
  | { type: 'damage'; character: string; source: string; damage: number }
  | { type: 'life-points'; character: string; lpBefore: number; lpAfter: number; cause: string }
  | { type: 'attack-of-opportunity'; character: string; target: string; reason: string }
  /** A Character or Weapon Ability acted outside a roll (abilities/): e.g. Berserk, Companion, Knockback. */
  | { type: 'ability'; character: string; ability: string; effect: string }
  | { type: 'casualty'; character: string; gang: string }
  /** Fortune's Favour goes to `gang` for `feat` by `character`, which replenished `wp` Will Points (fortune.ts). */
  | { type: 'fortune'; character: string; gang: string; from: string | null; feat: string; wp: number }
  | {
      type: 'command-point';
      /** Who spends the Command Point, and its Command Points left. */
      character: string;
      command: 'order' | 'counter';
      /** Who gains the Action Point, and the Action Points it has now (for its turn, or for the COUNTER). */
      target: string;
      cp: number;
      ap: number;
    }
  /**
   * A Command Ability was used (command-abilities.ts): who, which, its form, whom it names, Command Points left,
   * and its reach in inches (null: none, or line of sight only); an AURA's reach lasts until the round ends.
   */
  | {
      type: 'command-ability';
      character: string;
      ability: string;
      form: 'pulse' | 'aura';
      targets: string[];
      cp: number;
      range: number | null;
    }
  /**
   * A unique action (unique-actions.ts): `character` uses `action` on `target` (a character id) or toward `to`
   * (where it ends), paying `ap` Action Points and `wp` Will Points.
   */
  | {
      type: 'unique-action';
      character: string;
      action: string;
      target: string | null;
      to: Point3 | null;
      ap: number;
      wp: number;
    }
  /** Points given back by a rule (`cause`): `amount` gained, `after` the new value. */
  | {
      type: 'regain';
      character: string;
      points: 'will' | 'action' | 'command';
      amount: number;
      after: number;
      cause: string;
    }
  | { type: 'decision'; decision: PendingDecision }
  /**
   * An area attack lays its marker or template (area-attack.ts): `character` attacks with `weapon`; `hit` lists
   * every character under it, the declared target first; `stays`: the marker stays on the board until the
   * round ends (Smoke with Blast), under the id `marker`, until an `area-cleared` event names it. `terrain`: the
   * terrain under the marker is changed until then (round-terrain.ts): `impassable` (Groundsnap), water made
   * `solid` ground (Ice Lock), or ground counting as `water` (Dimensional Pool).
   */
  | {
      type: 'area';
      character: string;
      weapon: string;
      marker: string;
      shape: AreaShape;
      hit: string[];
      stays: boolean;
      terrain?: 'impassable' | 'solid' | 'water';
    }
  /** How the one Attack Roll of an area attack reads for `character` (its own DEXTERITY + Evasion: `aceOn`). */
  | {
      type: 'area-reading';
      character: string;
      attacker: string;
      aceOn: number;
      aces: number;
      result: RollResult;
    }
  /**
   * A marker that stayed on the board is taken off (as the round ends, or as the next one starts), and any terrain
   * change it made with it.
   */
  | { type: 'area-cleared'; marker: string }
  | { type: 'round-end' }
  /** A Cast Spell begins (the Will Point cost follows, then a Dispel or the Magic Roll). */
  | { type: 'cast'; character: string; spell: string; targets: string[] }
  /** An enemy Mage dispels it: the Magic Roll becomes an Opposed Roll. */
  | { type: 'dispel'; character: string; caster: string; spell: string }
  /** The Magic Roll read on the Cast Spell table; `x` is the (X) the spell takes effect with. */
  | { type: 'spell'; character: string; spell: string; result: RollResult; x: number }
  /**
   * An Agenda card of `gang` (agendas/agendas.ts): `drawn` (as the match is set up, by PLAN or by Cycle),
   * `discarded` by PLAN (`character` paid the Command Point), `kept` in play under Double, `scored` for `vp`
   * Victory Points, or `lost` (kept and not achieved again by the end).
   */
  | {
      type: 'agenda';
      gang: string;
      agenda: string;
      change: 'drawn' | 'discarded' | 'kept' | 'scored' | 'lost';
      cause: 'deal' | 'plan' | 'cycle' | 'round-end' | 'game-end';
      vp: number;
      character: string | null;
    }
  | { type: 'game-end'; vp: Record<string, number>; winner: string | null };

export type EventType = EventBody['type'];
