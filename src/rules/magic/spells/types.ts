/**
 * Shapes of spell effects (rulebook "Magic"): one definition per spell, keyed by the spell's id, saying what the
 * spell is aimed at and what it does once cast. The Cast Spell action (cast-spell.ts) checks the aim generically
 * (side, range, line of sight, how many) and calls `resolve` on a Success or a Critical.
 */
import type { Spell } from '../../../content/spells.ts';
import type { Step } from '../../character/ability-types.ts';
import type { CastCommand } from '../../core/types.ts';
import type { Match } from '../../state/match-state.ts';

/** Everything a spell's effect needs to know. */
export interface SpellContext {
  readonly m: Match;
  readonly caster: number;
  readonly spell: Spell;
  /** The caster's Mage (X), +1 after a Critical (rulebook "Cast Spell": "increasing any (X) amounts by +1"). */
  readonly x: number;
  /** Aces of the Magic Roll. */
  readonly aces: number;
  /** The characters aimed at, in the order named. */
  readonly targets: readonly number[];
  /**
   * The caster casts another spell at once, as a Cast Spell without its Action Point (the cost paid, a Dispel
   * offered, its own Magic Roll): the Cantrip of Justice. Checked by the caller.
   */
  cast(cmd: CastCommand): Step;
  /** The effect of spell `id` when the engine plays it (effects.ts), for spells that cast others. */
  spellEffect(id: string): SpellEffect | undefined;
}

/**
 * What a spell is aimed at: `self` (the caster; no target named), `around` (everyone it names within its range of
 * the caster; no target named), or characters named in the command: `friend` (the caster included), `enemy`,
 * `character` (either side).
 */
export type SpellAim = 'self' | 'around' | 'friend' | 'enemy' | 'character';

export interface SpellEffect {
  readonly aim: SpellAim;
  /** How many characters may be named: a number, or `x` (the caster's Mage (X)); default 1. */
  readonly count?: number | 'x';
  /** Whether the targets must be in the caster's line of sight (default true). */
  readonly sight?: boolean;
  /** Why `target` may not be aimed at now, beyond side, range and sight (a Mage only, not Stunned…), or null. */
  aimProblem?(m: Match, caster: number, target: number): string | null;
  /** Play the effect after a Success or a Critical. */
  resolve(ctx: SpellContext): Step | undefined;
}
