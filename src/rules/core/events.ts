/**
 * Events (DESIGN §3.1): every visible change of a match, in order, with the shapes they carry (a roll's dice, an
 * area attack's marker or template). The view animates from them; the AI and the tests read the same events.
 */

import type { PendingDecision } from './pending-decisions.ts';
import type { Point3 } from './point.ts';
import type { RollKind, RollResult } from './roll-types.ts';

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

/** Events (DESIGN §3.1): every visible change. `seq` counts from 1; `round` is the game round (0 in setup). */
export interface EventBase {
  readonly seq: number;
  readonly round: number;
}

export type MatchEvent = EventBase & EventBody;

export type EventBody =
  | { type: 'match-start'; scenario: string; level: string; seed: number; gangs: string[] }
  | { type: 'deploy'; character: string; gang: string; profile: string; x: number; y: number; z: number }
  /** The roll-off of the setup (rulebook "Order of Play"): one D10 per gang, ties re-rolled; `order` best first. */
  | { type: 'roll-off'; rolls: { gang: string; dice: number[] }[]; order: string[] }
  /** Gang War: a gang sets its gondola afloat, its middle cell (i, j) and the way it lies. */
  | { type: 'gondola-placed'; gang: string; gondola: string; i: number; j: number; orientation: string }
  /** A gang takes a Deployment Zone (scenario/zones.ts: its id and words). */
  | { type: 'zone-chosen'; gang: string; zone: string; label: string }
  /** Street Fight: a Defender's character gains Command Points at the start of the game. */
  | { type: 'command-points-gained'; character: string; amount: number; cp: number }
  /**
   * A Primary Objective is set up (state/objective-state.ts): its kinds, its Victory Points, its centre (inches),
   * the gang that holds its claim from the start (or null). A Hidden Objective's value is not said here.
   */
  | {
      type: 'objective-placed';
      objective: string;
      kinds: string[];
      vp: number;
      x: number;
      y: number;
      z: number;
      claimedBy: string | null;
    }
  | { type: 'objective-claimed'; objective: string; gang: string; character: string }
  /** A Hidden Objective is turned over: `value` its number, or null when it is marked without one. */
  | { type: 'objective-revealed'; objective: string; character: string; value: number | null }
  | { type: 'objective-picked-up'; objective: string; character: string }
  /** `from` (a friend handing it over, or a Pickpocket's victim) to `character`. */
  | { type: 'objective-taken'; objective: string; character: string; from: string }
  /** Dropped in base contact with `character`: `why` is `chosen`, `life-points` (3 or more lost), `removed`. */
  | {
      type: 'objective-dropped';
      objective: string;
      character: string;
      why: 'chosen' | 'life-points' | 'removed';
      x: number;
      y: number;
      z: number;
    }
  | { type: 'objective-destroyed'; objective: string; character: string }
  /** At the end of the game: the Victory Points an Objective scores to a gang. */
  | { type: 'objective-scored'; objective: string; gang: string; vp: number }
  /** Street Fight: an Attacker touching the far short edge leaves play and scores. */
  | { type: 'escaped'; character: string; gang: string; vp: number }
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
      /**
       * Dice in the pool and how it was made, each change named by its rule, e.g. ["ATTACK 4", "Stunned −1",
       * "Will Points +1"].
       */
      pool: number;
      modifiers: string[];
      /**
       * How the value needed for an Ace was made, when a rule made it (an Attack Roll: the target's DEXTERITY and
       * the Evasion; a fall after a Controlled Landing), e.g. ["Citizen's DEXTERITY 4", "Handbow: Evasion +1"].
       */
      aceModifiers?: string[];
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
