/**
 * What a figure is at a glance, read from its profile: the class its token's icon shows, and the Leader's mark.
 * One class per figure, the first that applies:
 * - `mage`: a Mage of any level (rulebook "Magic": a profile with a Mage level) — a swirl of magic;
 * - `monster`: MONSTER or HYDRA keyword — fangs;
 * - `beast`: ANIMAL, FERAL or DOG keyword — a wolf's head;
 * - `construct`: CONSTRUCT keyword — gears;
 * - `shooter`: a weapon reaching 6″ or more (rulebook "Weapons": range) — a musket;
 * - `fighter`: everyone else, who fights in base contact — the icon of its weapon ({@link FIGHTER_ICONS}: a blade's
 *   crossed swords, a dagger, a mace, an axe, a trident, claws, fire, a fist).
 * A Leader (rulebook "Gang Building": the gang's Leader) also wears a crown over the icon.
 */
import type { Profile } from '../../content/index.ts';

export type FigureClass = 'mage' | 'monster' | 'beast' | 'construct' | 'shooter' | 'fighter';

/** The Game Icons name (assets/icons/<name>.svg) of each class and of the Leader's mark. */
export const CLASS_ICONS: Readonly<Record<FigureClass | 'leader', string>> = {
  mage: 'magic-swirl',
  monster: 'fangs',
  beast: 'wolf-head',
  construct: 'gears',
  shooter: 'musket',
  fighter: 'crossed-swords',
  leader: 'crown',
};

/**
 * A fighter's icon says what it fights with: its first weapon for base contact, by a word of the weapon's name
 * (first match wins); a blade, or a weapon no word names, shows the crossed swords.
 */
export const FIGHTER_ICONS: readonly { readonly words: RegExp; readonly icon: string }[] = [
  {
    words: /dagger|knife|knives|stiletto|razor|needle|scalpel|coustille|tools|meathook/i,
    icon: 'plain-dagger',
  },
  { words: /mace|club|hammer|gavel|pestle|staff|oar|weights|brand/i, icon: 'flanged-mace' },
  { words: /axe|halberd|beheader/i, icon: 'battle-axe' },
  { words: /spear|trident|harpoon|stake|pole/i, icon: 'trident' },
  { words: /claw|talon|fang|jaw|teeth|maw|tentacle/i, icon: 'claws' },
  { words: /fire|burner|flame/i, icon: 'fire-breath' },
  { words: /unarmed|fist|hands|kick|whip|touch|trumpet|voice|paintbrush|improvised/i, icon: 'fist' },
];

/** Every icon file the tokens may show (for the icon build and its test). */
export const ALL_ICONS: readonly string[] = [
  ...new Set([...Object.values(CLASS_ICONS), ...FIGHTER_ICONS.map((f) => f.icon)]),
];

/** The icon of `profile`'s token: its class's, or for a fighter the icon of its first contact weapon. */
export function figureIcon(profile: ClassedProfile): string {
  const cls = figureClass(profile);
  if (cls !== 'fighter') return CLASS_ICONS[cls];
  const weapon =
    profile.weapons.find((w) => w.range < SHOOTER_RANGE && w.name !== 'Unarmed') ?? profile.weapons[0];
  return FIGHTER_ICONS.find((f) => weapon && f.words.test(weapon.name))?.icon ?? CLASS_ICONS.fighter;
}

/** Words for each class, for tooltips and the docs. */
export const CLASS_WORDS: Readonly<Record<FigureClass, string>> = {
  mage: 'Mage',
  monster: 'Monster',
  beast: 'beast',
  construct: 'Construct',
  shooter: 'shooter',
  fighter: 'fighter',
};

/** A weapon reaching this far or more (inches) makes a shooter. */
export const SHOOTER_RANGE = 6;

/** The part of a profile the class is read from. */
export type ClassedProfile = Pick<Profile, 'roles' | 'keywords' | 'mageLevel' | 'weapons'>;

/** The class of `profile` (see the module's list). */
export function figureClass(profile: ClassedProfile): FigureClass {
  const has = (...k: string[]) => profile.keywords.some((w) => k.includes(w));
  if (profile.mageLevel !== null) return 'mage';
  if (has('Monster', 'Hydra')) return 'monster';
  if (has('Animal', 'Feral', 'Dog')) return 'beast';
  if (has('Construct')) return 'construct';
  if (profile.weapons.some((w) => w.range >= SHOOTER_RANGE)) return 'shooter';
  return 'fighter';
}

/** Whether `profile` is a Leader (the crown on its token). */
export function isLeader(profile: ClassedProfile): boolean {
  return profile.roles.includes('Leader') || profile.keywords.includes('Leader');
}
