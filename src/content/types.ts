/**
 * Catalogue shapes: character profiles, weapons and abilities, referenced by id from the engine.
 * Numbers are as printed on the profile cards (rulebook "Character Profiles"); distances in inches,
 * base sizes in mm diameter.
 */
import type { Discipline } from './disciplines.ts';

/** An ability as printed on a profile: name and its (X), a number, a keyword/name, or null. */
export interface AbilityRef {
  readonly name: string;
  readonly value: number | string | null;
}

/** A weapon line (rulebook "Weapons"). Range 0 means base contact only. */
export interface Weapon {
  readonly name: string;
  /** Inches; 0 = base contact. */
  readonly range: number;
  /** Modifies the target's DEXTERITY for the Attack Roll (signed). */
  readonly evasion: number;
  /** Extra Damage on a Success or Critical (signed). */
  readonly damage: number;
  /** Modifies the target's PROTECTION for the Protection Roll (signed). */
  readonly penetration: number;
  readonly abilities: readonly AbilityRef[];
  /** Weapons sharing an option group are alternatives ("OR") chosen before the game. */
  readonly optionGroup?: string;
}

/** A unique ability or Command Ability of one profile, described in our own words. */
export interface UniqueAbility {
  readonly name: string;
  /** e.g. `Passive`, `PULSE Command Ability`, `AURA Command Ability`, `Action (1 AP)`. */
  readonly type: string;
  readonly text: string;
}

export type Role = 'Leader' | 'Hero' | 'Henchman';

/** A character profile. `id` is the content id kept from the data file, e.g. `the-guild-capodecina`. */
export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly roles: readonly Role[];
  readonly unique: boolean;
  readonly cost: number;
  /** Base diameter, mm. */
  readonly baseMm: number;
  /** MOVE in inches. */
  readonly move: number;
  readonly dex: number;
  readonly attack: number;
  readonly protection: number;
  readonly mind: number;
  readonly ap: number;
  readonly lp: number;
  readonly wp: number;
  readonly cp: number;
  readonly keywords: readonly string[];
  readonly abilities: readonly AbilityRef[];
  readonly weapons: readonly Weapon[];
  readonly uniqueAbilities: readonly UniqueAbility[];
  readonly mageLevel: number | null;
  readonly expertSorcerer: number | null;
  readonly disciplines: readonly string[];
  /**
   * Set on profiles that are never bought on their own but come with another profile (its id), free of
   * Ducats: e.g. the four Tentacles of `rashaar-emissary-of-mother-hydra`.
   */
  readonly attachedTo?: string;
}

/**
 * The spells picked for one Mage before the game: its Discipline and spell ids (its Cantrip is not listed). The
 * rules of the choice are in spell-choice.ts.
 */
export interface SpellChoice {
  readonly discipline: Discipline;
  readonly spells: readonly string[];
}

/**
 * What an Apprentice copies (apprenticeship.ts) from its mentor: a Character Ability, a unique ability or a weapon, by
 * name.
 */
export interface ApprenticeCopy {
  readonly kind: 'ability' | 'unique' | 'weapon';
  readonly name: string;
}

/** An Apprentice's mentor (its index in the roster, 0-based) and what it copies. */
export interface Apprenticeship {
  readonly mentor: number;
  readonly copy: ApprenticeCopy;
}

/** One member of a gang file: a profile id and an optional display name (same shape as the engine's `RosterEntry`). */
export interface GangMember {
  readonly profile: string;
  readonly name?: string;
  /** A Mage's spells, picked before the game (spell-choice.ts). */
  readonly spells?: SpellChoice;
  /** An Apprentice's mentor and what it copies (apprenticeship.ts). */
  readonly apprenticeship?: Apprenticeship;
}

/** A ready-made or saved gang (rulebook "Building Your Gang"), as stored in `src/content/gangs/*.json`. */
export interface GangFile {
  /** Short stable id, e.g. `guild`. */
  readonly id: string;
  readonly name: string;
  /** Faction name as in profiles, e.g. `The Guild`. */
  readonly faction: string;
  /** CSS colour `#rrggbb` for tokens and panels. */
  readonly colour: string;
  /** The Ducat limit the gang was built for. */
  readonly ducats: number;
  readonly members: readonly GangMember[];
}

/** The weapon every character may use (rulebook "Weapons": Unarmed 0″, Penetration +1). */
export const UNARMED: Weapon = {
  name: 'Unarmed',
  range: 0,
  evasion: 0,
  damage: 0,
  penetration: 1,
  abilities: [],
};
