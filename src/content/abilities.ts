/**
 * Glossary of the universal Character Abilities and Weapon Abilities (rulebook "Special Rules"), in our own
 * short words, for profile cards and tooltips. Keys are the bare names as printed on profiles, without the
 * (X); in the texts, X stands for the number or keyword in brackets on the profile. Unless a text says
 * otherwise, several instances of the same ability stack up to 3.
 */

export type AbilityKind = 'character' | 'weapon';

export interface GlossaryEntry {
  readonly kind: AbilityKind;
  /** Player-facing explanation, one or two sentences. */
  readonly text: string;
  /** True when the ability takes an (X): a number or a name/keyword. */
  readonly takesX: boolean;
}

const c = (text: string, takesX = false): GlossaryEntry => ({ kind: 'character', text, takesX });
const w = (text: string, takesX = false): GlossaryEntry => ({ kind: 'weapon', text, takesX });

/** Every glossary entry by bare name (e.g. `Expert Offence`, `Reload`). */
export const ABILITY_GLOSSARY: Readonly<Record<string, GlossaryEntry>> = {
  Acrobatic: c('Re-roll up to X dice on DEXTERITY rolls made while moving with Run/Climb or Jump.', true),
  'Aerial Attack': c('Loses no Life Points for falling when the fall is part of a charge from above.'),
  Berserk: c('Starting a turn with 5 Life Points or fewer gives +1 Action Point and +1 ATTACK.'),
  'Boat Crew': c(
    'May be set up on a Boat and regains 1 Will Point at the start of each turn spent aboard. While such a character is on a Boat, Cast Off costs 1 Command Point and the Boat may go up to 18″.',
  ),
  Bodyguard: c(
    'X is a name or keyword. When an enemy charges an X, this character, if not in base contact with an enemy, may at once Run/Climb to charge that enemy, striking its Attack of Opportunity first.',
    true,
  ),
  Brave: c('Always passes the Basic MIND roll caused by Fear.'),
  Brawler: c('ATTACK changes by X while in base contact with two or more enemies.', true),
  Bulky: c('Gains nothing from cover and may not Hide.'),
  Companion: c(
    'X is a name or keyword. Seeing another X at the start of its turn regains 1 Will Point; while it sees one, it uses the highest MIND among the X it sees instead of its own.',
    true,
  ),
  Concealment: c('PROTECTION changes by X while in cover.', true),
  Engage: c(
    'An enemy disengaging from it always suffers its Attack of Opportunity, unless that enemy is Slippery (then both roll as usual).',
  ),
  Ethereal: c('Moves through any terrain, but may not stop or act while inside Impassable terrain.'),
  'Expert Grappler': c('Re-roll up to X dice when making or resisting a Grapple or Drown action.', true),
  'Expert Marksman': c('Re-roll up to X dice on Combat actions against a target not in base contact.', true),
  'Expert Offence': c('Re-roll up to X dice on Combat actions against a target in base contact.', true),
  'Expert Protection': c('Re-roll up to X dice on Protection Rolls.', true),
  'Expert Sorcerer': c('Re-roll up to X dice when casting or dispelling, and knows X more spells.', true),
  'Fast Swimmer': c('A Run/Climb that starts in water gets X extra inches of MOVE.', true),
  Fear: c(
    'Before its Combat action, the target makes a Basic MIND roll with MIND changed by X (at least 1). With no Ace, this character may re-roll its failed attack dice.',
    true,
  ),
  'First Strike': c('ATTACK changes by X for the Attack of Opportunity made when it charges.', true),
  Flight: c(
    'Instead of Run/Climb it may fly straight to any point within its MOVE, with no DEXTERITY roll. Ending a turn in mid-air means a fall; falls deal it 2 less Damage.',
  ),
  Frenzied: c('May pay Will Point costs with its Life Points instead.'),
  'Full Plate': c('Entering water gives it a Stunned counter, kept until it ends a turn out of the water.'),
  Hunter: c('Its weapons (not Unarmed) get Penetration -3 against enemies on a larger base.'),
  Infiltration: c(
    'May be deployed more than 3″ above or below ground level (in water only if its rules allow).',
  ),
  'Limited Movement': c(
    'Moves at most 2″ per action in water and climbs or descends at most 2″ per Run/Climb; may still Jump. Cannot carry Mobile Objectives.',
  ),
  Mage: c(
    'Casts spells: knows X spells of its chosen Discipline plus that Discipline’s Cantrip. X also sets the strength of those spells.',
    true,
  ),
  Mindless: c(
    'May carry, reveal, claim or destroy Objectives, but does not count when Objectives are scored. Still scores kills and Agendas.',
  ),
  Nexus: c('Doctor characters within 6″ that can see it may spend its Will Points.'),
  Object: c(
    'A piece of scenery with a profile: it never takes a turn, and rolls it must make score no Aces.',
  ),
  Parry: c('When attacked by an enemy in base contact, make the attacker re-roll up to X attack dice.', true),
  Pickpocket: c(
    'After a successful disengage, the enemy loses 1 Will Point and hands over any Mobile Objective it carries; then this character or a friend within 3″ regains 1 Will Point.',
  ),
  Primitive: c('Makes a Basic MIND roll at the start of its turn; with no Ace it becomes Stunned.'),
  Slippery: c(
    'Always gets away when disengaging, so never suffers that Attack of Opportunity, unless the enemy has Engage (then both roll as usual).',
  ),
  'Universal Shielding': c(
    'PROTECTION never drops below X after modifiers, but never rises above its printed value this way. May stack beyond 3.',
    true,
  ),
  'Vampiric Attack': c(
    'Heals X Life Points whenever its Combat action against a target in base contact makes that target lose Life Points.',
    true,
  ),
  'Water Creature': c(
    'Uses its full MOVE in water, may Dive up to 8″, cannot be Drowned, and may be set up in water.',
  ),
  Aquatic: w('Works even when its wielder is in water.'),
  'Black Powder': w(
    'Cannot be used by a character that started its turn in water. A Fumble on the Attack Roll costs the attacker 1 Life Point.',
  ),
  Blast: w(
    'Centre the round blast marker on the target; one Attack Roll hits every character under it, friend or foe.',
  ),
  Harmless: w('Deals no Damage, but otherwise attacks as usual.'),
  Knockback: w(
    'A character that takes Damage from it is pushed 2″ straight away from the attacker; this push never provokes Attacks of Opportunity.',
  ),
  Poisoned: w(
    'A character that loses Life Points to it rolls a die: on 1–6 it loses more (3 on a 30mm base, 4 on 40mm, 5 on 50mm, 6 on 60mm or larger); on 7+ it shrugs the poison off.',
  ),
  Reload: w(
    'Usable for at most X Combat actions per round. While in base contact with an enemy, spent uses do not come back until the attacker starts a turn out of base contact.',
    true,
  ),
  Smoke: w(
    'Characters hit count as being in cover until the end of the round and gain a Hidden counter (everyone under the marker, with Blast).',
  ),
  Stun: w(
    'A character that takes Damage from it gets a Stunned counter: -1 MOVE, ATTACK, DEXTERITY and MIND (at least 1) until the end of its next turn. Starting a turn in water while Stunned costs 2 Life Points.',
  ),
  Template: w(
    'Lay the teardrop template along the line to the target, narrow end within range; one Attack Roll hits every character it touches, friend or foe.',
  ),
  'Two-Handed': w('Evasion +1 when used for an Attack of Opportunity.'),
};

const byLowerName = new Map(
  Object.entries(ABILITY_GLOSSARY).map(([name, entry]) => [name.toLowerCase(), entry]),
);

/** The bare ability name: `Reload (2)` → `Reload`, `Expert Offence (X)` → `Expert Offence`. */
export function bareAbilityName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** The glossary entry for an ability name (with or without its (X), any letter case), or undefined. */
export function glossaryEntry(name: string): GlossaryEntry | undefined {
  return byLowerName.get(bareAbilityName(name).toLowerCase());
}

/**
 * Player-facing text for a Character or Weapon Ability (rulebook "Special Rules"), looked up by name with
 * or without its (X) (`Reload (2)`, `Two-handed`, `Expert Offence`). Returns '' for a name the glossary
 * does not know, so a card can fall back to showing the name only.
 */
export function abilityText(name: string): string {
  return glossaryEntry(name)?.text ?? '';
}
