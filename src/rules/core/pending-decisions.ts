/**
 * Pending decisions (DESIGN §3.1): what the engine waits for a gang to decide before it goes on — Will Points
 * before a roll, a guard's Attack of Opportunity, and the choices the rules leave to a player. What may answer
 * each one is in decisions.ts; the answers themselves are commands (commands.ts).
 */

import type { Point3 } from './point.ts';
import type { RollKind } from './roll-types.ts';

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
  /**
   * How many of `max` a Frenzied character pays with its Life Points, those beyond the Will Points it has (rulebook
   * "Frenzied"; never its last Life Point); absent when none.
   */
  readonly fromLife?: number;
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
   * A unique ability's pick as its holder's turn begins (turn-boons.ts): Auxiliary Systems (`protection`, `dex`,
   * `move`: +2 until the round ends), The End is Near (`attack`, `dex`, `move`: +1 for the rest of the game), Split
   * Personalities (`fear`, `slippery`, `vampiric`, `water`: a mask until its next turn begins). The first option is
   * the engine's pick.
   */
  | 'turn-boon'
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
   * Bloodletting (the Thrall), as a friendly Vampire's turn begins within 3″ of one: `none`, or `drink:<id>`, the
   * Thrall it drinks from (+1 Action Point this turn; the Thrall loses 4 Life Points).
   */
  | 'bloodletting'
  /**
   * Protective Bubble (Fadhila): how far it reaches, `1` … `6` inches; each option counts the friends and enemies
   * it would cover now.
   */
  | 'protective-bubble'
  /** Elixir (the Doctor of Poisons): what the friend `character` gains: `acrobatic`, `engage` or `slippery`. */
  | 'elixir'
  /** Deep Dive: `roll` for the Dive, or `pay` 1 Will Point for a Critical. */
  | 'deep-dive'
  /**
   * Volatile Arc Power (the Electron Cannoneer): the character within 3″ of the target that loses as many Life Points;
   * ids the characters', the engine's pick first.
   */
  | 'volatile-arc'
  /**
   * Before deployment, a Mask of the Gifted (Fanged Visage, Take the Oath, Mask of Many Faces, The Mask Makes the
   * Noble, Armourer, Mask of Dagon): who wears it and how, ids `<wearer id>|<option>` (abilities/gifted/masks.ts).
   */
  | 'mask'
  /** Before deployment, Justice Served: the enemy Justice names (ids the enemies'). */
  | 'justice-served'
  /**
   * Before deployment, Carrion (the Stryha Crone): `done`, or the id of a friend that gains Infiltration for the game
   * (asked up to 3 times; abilities/strigoi/carrion.ts).
   */
  | 'carrion'
  /** Before deployment, Lunar Might: `early` (rounds 1 to 3) or `late` (round 4 on). */
  | 'lunar-might'
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
   * Hōfuku Kōgeki (Senshi the Undying), after a Critical on his Undying Deathseeker roll: `none`, `attack:<enemy
   * id>` (a 0 AP Attack of Opportunity on an enemy in base contact) or `charge` (a 0 AP Run/Climb into base
   * contact with an enemy; where is asked next, purpose `ability-charge`).
   */
  | 'hofuku-kogeki'
  /**
   * Extra Agendas drawn (Reflected Reality, Maps and Charts: scenario/agendas/extra-draws.ts): `keep:<agenda id>`, the
   * one card kept of those drawn, or `discard:<agenda id>`, one card discarded (asked once per card).
   */
  | 'agenda-draw'
  /**
   * Dredge (the Ferryman), after it Rowed: `none`, the id of a friendly Water Creature that was beside the gondola and
   * comes along, or `all` (abilities/strigoi/dredge.ts).
   */
  | 'dredge'
  /**
   * Do Try To Keep Up! (the Mounted Venetian Noble), after its Run/Climb: `none`, or the id of a friendly Councillor,
   * Soldier or Animal that was within 3″ and now makes its own Run/Climb (where: `ability-move`).
   */
  | 'keep-up'
  /**
   * All According to Plan (Colombina), as `character`, a character that can see her, is about to roll: `roll`, `ace`
   * (a single Ace instead, her use this round) or `hold` (not asked again this round; abilities/unique/rolls-decided.ts).
   */
  | 'all-according-to-plan'
  /**
   * Probable Statistic (the Doctor of Divine Probabilities), once `character`'s dice are rolled within 6″ of it and in
   * its sight: `none`, `ten` or `one` (its Destiny Dice reads 10 or 1, for 1 Will Point; only those that change the
   * roll are offered), or `hold` (not asked again this round; abilities/unique/rolls-decided.ts).
   */
  | 'probable-statistic'
  /**
   * Everyman (the Pierrot), as a friend within 6″ of a Pierrot is charged: `none`, or the id of a friendly Pierrot
   * touching no enemy that swaps places with it and takes the charge (abilities/gifted/everyman.ts).
   */
  | 'everyman'
  /**
   * Artistic Representation (The Artist), as his turn begins: `none`, or the id of a friend taken out that he brings
   * back in base contact for 1 Will Point (abilities/gifted/artistic-representation.ts).
   */
  | 'artistic-representation'
  /**
   * Power Over Death (the Morgue Doctor), after a friend within 3″ of it was killed: `none`, or the id of the Doctor
   * that spends 1 Command Point on a MIND roll to bring it back (abilities/unique/revivals.ts).
   */
  | 'power-over-death'
  /**
   * Fight Until the Last (the Knight Commander), as a round begins: `none`, or the id of the friend (within 6″, in
   * sight) that stays on the table at 0 Life Points until it has taken its turn this round (1 Command Point).
   */
  | 'fight-until-the-last'
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
  | 'smuggling'
  /**
   * The roll-off's winner, then the next (rulebook "Order of Play", "Deployment Zones"): the id of the Deployment
   * Zone its gang takes, among those left (scenario/setup-phase.ts). The first is the engine's pick.
   */
  | 'deployment-zone'
  /**
   * Gang War (scenario/gondola-setup.ts): where the gang sets its gondola afloat, `i,j,orientation` of its middle
   * cell, each option with `at`; the first is the engine's pick (where the level put it, else nearest the middle).
   */
  | 'gondola-spot'
  /**
   * Street Fight (scenario/setup-phase.ts): the Defender's character with Command Points that gains 3 more; its id.
   * The first is the engine's pick (the one with the most).
   */
  | 'bonus-command-points'
  /**
   * A Primary Objective as the character's turn ends (scenario/objectives.ts; rulebook "Primary Objective"): `none`,
   * `pick-up:<objective id>` (a Mobile Objective in base contact) or `take:<objective id>` (from a friend in base
   * contact carrying it).
   */
  | 'objective';

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

/** Where one figure is set up at deployment: its id and its base centre (a surface node's centre, inches). */
export interface Placement {
  readonly character: string;
  readonly at: Point3;
}

/**
 * A gang sets up its figures in the Deployment Zone it chose (rulebook "Deployment Zones"; scenario/setup-phase.ts):
 * every id of `characters` once, each on a legal spot. `character` is the first of them (the decision is about the
 * gang); `suggested` is the engine's Auto-deploy, the answer when it is declined.
 */
export interface DeployDecision {
  readonly type: 'deploy';
  readonly gang: string;
  readonly character: string;
  /** The zone's id (scenario/zones.ts). */
  readonly zone: string;
  readonly characters: readonly string[];
  readonly suggested: readonly Placement[];
}

export type PendingDecision = WillPointsDecision | GuardDecision | ChoiceDecision | DeployDecision;
