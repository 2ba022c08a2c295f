/**
 * Traits (rulebook "Character Abilities", "Weapon Abilities", "Special Rules"): what a rule needs to know about a
 * character or a weapon — "cannot Hide", "may Fly", "re-rolls X dice of a Grapple" — asked by the rule that needs
 * it, never by an ability's name. Each ability says which traits it gives at the {@link TRAITS} hook point of the
 * rule book (its plug-in's file: abilities/common/character.ts, abilities/common/weapon.ts, abilities/unique/…),
 * with its (X) or a fixed number where the rule reads one.
 *
 * A character has a trait while it holds an ability that gives it: printed on its profile, or given by a grant,
 * an aura or a passive aura (hooks.ts `abilitiesOf`; taken away by a grant that takes the ability). A few rules
 * read only what a profile prints (deployment, the keywords Pirate's Retinue takes): {@link printedTraitOf}.
 */
import type { AbilityRef, Profile, Weapon } from '../../content/types.ts';
import type { Match } from '../state/match-state.ts';
import { hookPoint, type RuleBook } from '../state/rule-book.ts';
import type { AbilityInstance } from './ability-types.ts';
import { abilitiesOf } from './hooks.ts';
import { abilityKey, weaponAbilities } from './registry.ts';

/**
 * What a character's abilities may let it do, or forbid it, each named after the rule that asks (the file that
 * asks in brackets). Where a value is read, it is the ability's (X) unless the trait's entry fixes it.
 */
export type CharacterTrait =
  // Moving (movement/)
  /** A Run/Climb that starts in water loses no MOVE (run-climb-reach.ts `swimPenalty`). */
  | 'no-swimming-penalty'
  /** Value: extra inches of MOVE for a Run/Climb that starts in water (run-climb-reach.ts `moveBudget`). */
  | 'swim-move-bonus'
  /** Moves in a straight line through any terrain, with no rolls (run-climb-reach.ts). */
  | 'moves-through-terrain'
  /** At most 2″ in one action in water, and at most 2″ up or down in one Run/Climb (movement-abilities.ts). */
  | 'short-swims-and-climbs'
  /** Value: missed dice re-rolled on the DEXTERITY rolls of a move (movement-abilities.ts `acrobaticOf`). */
  | 'move-dex-rerolls'
  /** A Success or a Critical on its Jump roll carries it further (read/preview.ts; movement/jump.ts). */
  | 'jumps-farther'
  /** Its climb rolls count at least one Ace (run-climb.ts). */
  | 'climb-counts-an-ace'
  /** A Fumble on its Run/Climb DEXTERITY rolls counts as a Fail (run-climb.ts). */
  | 'move-fumble-is-fail'
  /** A fall that ends a charge from above costs it no Life Points (jump.ts, falling.ts). */
  | 'lands-charging-unhurt'
  /** May Fly instead of a Run/Climb (fly.ts). */
  | 'flies'
  /** Value: Damage a fall deals it less (falling.ts). */
  | 'falls-softly'
  /** Can never Dive (dive.ts). */
  | 'cannot-dive'
  /** Value: inches of the free swim one Underwater Counter buys, instead of 4 (dive.ts `underwaterInches`). */
  | 'underwater-inches'
  /** An enemy disengaging from it always suffers its Attack of Opportunity (charging.ts). */
  | 'holds-disengagers'
  /** Always gets away when it disengages (charging.ts). */
  | 'disengages-freely'
  /** May not Hide (hide.ts). */
  | 'cannot-hide'
  // Fighting (combat/)
  /** Value: missed dice re-rolled making or resisting a Grapple or a Drown (grapple.ts `grappleDice`). */
  | 'grapple-rerolls'
  /** Value: ATTACK dice added when it makes a Drown (grapple.ts `grappleDice`). */
  | 'drown-attack-bonus'
  /** Re-rolls every missed die when it makes a Drown (grapple.ts `grappleDice`). */
  | 'drown-rerolls-all'
  /** Value: ATTACK dice added when it makes a Grapple on a character with a larger base (grapple.ts `grappleDice`). */
  | 'grapple-bonus-on-larger'
  /** Loses twice the Life Points a Drown takes (drown.ts). */
  | 'drown-loss-doubled'
  /** Its Vampiric Attack heals it above its starting Life Points (abilities/common/character.ts). */
  | 'vampiric-above-start'
  /** May Drown an enemy that is not in water (drown.ts). */
  | 'drowns-out-of-water'
  /** Cannot be the target of a Drown (drown.ts). */
  | 'cannot-be-drowned'
  /** Characters it Grapples are moved as if they had Ethereal: through terrain (grapple-move.ts). */
  | 'drags-through-terrain'
  // Magic (magic/)
  /** May Cast Spell and Dispel while in water (cast-spell.ts, dispel.ts). */
  | 'magic-in-water'
  /** Value: missed dice re-rolled on its Magic Rolls, casting and dispelling (dispel.ts `magicRollSpec`). */
  | 'magic-rerolls'
  // Rolls, counters and points (character/, rolls/)
  /** Never receives a Stunned counter (stunned.ts). */
  | 'never-stunned'
  /** Always passes the Basic MIND roll of Fear (rolls/fear.ts). */
  | 'fearless'
  /** May pay Will Point costs with its Life Points (will-cost.ts). */
  | 'pays-will-with-life'
  /** While it is on the board, its friends lose the Trade, End of Days and House of Virtue keywords (keywords.ts). */
  | 'friends-lose-keywords'
  // Rowing, deployment and Agendas (movement/, scenario/)
  /** Re-rolls its failed dice when it Rows (row.ts `scullerRerolls`). */
  | 'row-rerolls-failed'
  /** May be set up (or placed during the game) in water (scenario/deploy.ts, movement/newcomers.ts). */
  | 'deploys-in-water'
  /** May be set up more than 3″ above or below ground level (scenario/deploy.ts). */
  | 'deploys-high'
  /** May be set up anywhere at ground level, 6″ from enemies, instead of in its zone (scenario/deploy-anywhere.ts). */
  | 'deploys-anywhere'
  /** Each Agenda its gang achieves gives a friend near it a Command Point back (scenario/agendas/agendas.ts). */
  | 'agenda-command-points'
  /** Lives in the water: its swims do not count toward Approach by Water (scenario/agendas/move-agendas.ts). */
  | 'at-home-in-water'
  /** A spellcaster: the Agendas about casting and dispelling are possible for its gang (point-agendas.ts). */
  | 'casts-spells'
  /** Counts for no Victory Points, on the board or taken out (scenario/primary.ts, scenario/street-fight.ts). */
  | 'worth-no-victory-points'
  /** Every other character's base counts as bigger than its own, for Hunter, Grapple and Drown (traits.ts `largerBase`). */
  | 'smallest-base'
  /** Spells cannot target it and magic has no effect on it (magic/magic-reach.ts). */
  | 'untouched-by-magic'
  /** While on the board, its gang draws this many more Agendas with each draw, then discards as many (scenario/agendas/extra-draws.ts). */
  | 'agenda-extra-draw'
  /** Each PLAN it pays for draws this many more Agendas, then discards as many (scenario/agendas/extra-draws.ts). */
  | 'plan-extra-draws'
  /** Not set up with its gang: it comes as round 2 begins (scenario/deploy.ts `setsUpLater`; Dead Weights). */
  | 'sets-up-after-round-1';

/** What a weapon's abilities mean to the rules that ask (the file that asks in brackets). */
export type WeaponTrait =
  /** May be used by a character in water (combat/attack-plan.ts, magic/spells/madness.ts). */
  | 'usable-in-water'
  /** Its uses are counted and come back (magic/spells/fate.ts: Marksman's Fortune). */
  | 'limited-uses'
  /** A character it hits is in cover and Hidden until the round ends (combat/combat.ts, combat/smoke.ts). */
  | 'smokes';

export type Trait = CharacterTrait | WeaponTrait;

/**
 * One ability giving one trait: `ability` is its name as printed (any letter case, without its (X)); `value`, when
 * set, is the number the trait carries instead of the ability's (X) (Gusher: +2 ATTACK on a Drown).
 */
export interface TraitEntry {
  readonly ability: string;
  readonly trait: Trait;
  readonly value?: number;
}

/** The hook point where abilities say which traits they give (state/rule-book.ts). */
export const TRAITS = hookPoint<TraitEntry>('traits');

/**
 * A trait as a character or a weapon has it now: `value` is the sum over the abilities that give it (each one's
 * (X), stacked, or the entry's fixed number; 0 without), `source` their names as the log prints them ('' without).
 */
export interface TraitNow {
  readonly has: boolean;
  readonly value: number;
  readonly source: string;
}

const WITHOUT: TraitNow = Object.freeze({ has: false, value: 0, source: '' });

/** Per rule book: each trait's entries by the lower-case key of the ability giving it (books never change). */
const giversByBook = new WeakMap<RuleBook, Map<Trait, Map<string, TraitEntry>>>();

function giversOf(book: RuleBook, trait: Trait): ReadonlyMap<string, TraitEntry> | undefined {
  let byTrait = giversByBook.get(book);
  if (!byTrait) {
    byTrait = new Map();
    for (const e of book.all(TRAITS)) {
      let givers = byTrait.get(e.trait);
      if (!givers) {
        givers = new Map();
        byTrait.set(e.trait, givers);
      }
      givers.set(abilityKey(e.ability), e);
    }
    giversByBook.set(book, byTrait);
  }
  return byTrait.get(trait);
}

function fromInstances(list: readonly AbilityInstance[], givers: ReadonlyMap<string, TraitEntry>): TraitNow {
  let value = 0;
  let source = '';
  for (const a of list) {
    const e = givers.get(abilityKey(a.def.name));
    if (!e) continue;
    value += e.value ?? a.value;
    source = source === '' ? a.def.name : `${source}, ${a.def.name}`;
  }
  return source === '' ? WITHOUT : { has: true, value, source };
}

/**
 * Whether character `eid` has `trait` now, and its value: through every Character Ability it holds now (printed,
 * or given by a grant, an aura or a passive aura), as {@link TRAITS} says.
 */
export function traitOf(m: Match, eid: number, trait: CharacterTrait): TraitNow {
  const givers = giversOf(m.book, trait);
  return givers ? fromInstances(abilitiesOf(m, eid), givers) : WITHOUT;
}

/** Whether `weapon` has `trait` through its Weapon Abilities (the weapon line's (X) as the value). */
export function weaponTraitOf(book: RuleBook, weapon: Weapon, trait: WeaponTrait): TraitNow {
  const givers = giversOf(book, trait);
  return givers ? fromInstances(weaponAbilities(book, weapon), givers) : WITHOUT;
}

/** The (X) of a printed ability: its number, or the number in `Name (2)`; a keyword or none counts 0. */
function printedNumber(ref: AbilityRef): number {
  if (typeof ref.value === 'number') return ref.value;
  const inName = /\((-?\d+)\)\s*$/.exec(ref.name);
  return inName ? Number(inName[1]) : 0;
}

/**
 * Whether `profile` prints an ability that gives `trait` (a Character Ability or a unique ability; grants and
 * auras do not count), its value (each printed (X), not stacked, or the entry's number) and the names. For the
 * rules that read the profile before or beside the match: deployment, the characters holding Pirate's Retinue.
 */
export function printedTraitOf(book: RuleBook, profile: Profile, trait: CharacterTrait): TraitNow {
  const givers = giversOf(book, trait);
  if (!givers) return WITHOUT;
  let value = 0;
  let source = '';
  const refs: readonly AbilityRef[] = [
    ...profile.abilities,
    ...profile.uniqueAbilities.map((u) => ({ name: u.name, value: null })),
  ];
  for (const ref of refs) {
    const e = givers.get(abilityKey(ref.name));
    if (!e) continue;
    value += e.value ?? printedNumber(ref);
    source = source === '' ? e.ability : `${source}, ${e.ability}`;
  }
  return source === '' ? WITHOUT : { has: true, value, source };
}

/**
 * The names of the abilities that give `trait` in `book`, joined by ", " as the log prints them ('' when none
 * does): the label of an effect whose giver is not at hand (a Smoke weapon named only by its name, Acrobatic lent
 * by an Otherworldly Oddity).
 */
export function traitLabel(book: RuleBook, trait: Trait): string {
  return [...(giversOf(book, trait)?.values() ?? [])].map((e) => e.ability).join(', ');
}

/**
 * Whether `a`'s base counts as larger than `b`'s (Grapple, Drown, Hunter): by their size in mm, unless one of them
 * has the trait smallest-base (Diminutive: every other base counts as bigger than its own).
 */
export function largerBase(m: Match, a: number, b: number): boolean {
  const aSmall = traitOf(m, a, 'smallest-base').has;
  const bSmall = traitOf(m, b, 'smallest-base').has;
  if (aSmall !== bSmall) return bSmall;
  const mm = m.world.components.Base.mm;
  return (mm[a] ?? 0) > (mm[b] ?? 0);
}
