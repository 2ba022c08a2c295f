/**
 * What the universal Character Abilities let a character do, as traits the rules ask (rulebook "Character
 * Abilities"; character/traits.ts): registered by character.ts's plug-in.
 */
import type { TraitEntry } from '../../character/traits.ts';

/**
 * The traits the universal Character Abilities give (character/traits.ts `CharacterTrait` says what each means and
 * which rule asks), with the number a trait carries where the ability fixes it.
 */
export const CHARACTER_TRAITS: readonly TraitEntry[] = [
  { ability: 'Acrobatic', trait: 'move-dex-rerolls' },
  { ability: 'Aerial Attack', trait: 'lands-charging-unhurt' },
  { ability: 'Brave', trait: 'fearless' },
  { ability: 'Bulky', trait: 'cannot-hide' },
  { ability: 'Engage', trait: 'holds-disengagers' },
  { ability: 'Ethereal', trait: 'moves-through-terrain' },
  { ability: 'Expert Grappler', trait: 'grapple-rerolls' },
  { ability: 'Expert Sorcerer', trait: 'magic-rerolls' },
  { ability: 'Fast Swimmer', trait: 'swim-move-bonus' },
  { ability: 'Flight', trait: 'flies' },
  // Falls deal it 2 Damage less.
  { ability: 'Flight', trait: 'falls-softly', value: 2 },
  { ability: 'Frenzied', trait: 'pays-will-with-life' },
  { ability: 'Infiltration', trait: 'deploys-high' },
  { ability: 'Limited Movement', trait: 'short-swims-and-climbs' },
  { ability: 'Slippery', trait: 'disengages-freely' },
  { ability: 'Water Creature', trait: 'no-swimming-penalty' },
  // Dives up to 8″: each Underwater Counter buys 8″ of swimming instead of 4″.
  { ability: 'Water Creature', trait: 'underwater-inches', value: 8 },
  { ability: 'Water Creature', trait: 'cannot-be-drowned' },
  { ability: 'Water Creature', trait: 'magic-in-water' },
  { ability: 'Water Creature', trait: 'deploys-in-water' },
  { ability: 'Water Creature', trait: 'at-home-in-water' },
  { ability: 'Mage', trait: 'casts-spells' },
];
