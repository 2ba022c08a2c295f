/**
 * The board modes that ring figures to pick instead of lighting tiles (an attack with the chosen weapon, Grapple,
 * Drown, a unique action on a figure, a spell), and which figures the selected character may pick in each, read
 * from its legal commands.
 */
import type { Command } from '../../rules/index.ts';
import type { Mode } from '../hud/action-list.ts';
import { spellTargets } from './spell-aim.ts';

/** Modes in which a click on a ringed figure picks the target of the action (a unique action: its target, if any). */
export const TARGET_MODES: readonly Mode[] = ['attack', 'grapple', 'drown', 'unique', 'cast'];

/** What is chosen for the mode on: the weapon, the unique action and the spell (null when none). */
export interface ModeChoice {
  readonly mode: Mode;
  readonly weapon: string | null;
  readonly unique: string | null;
  readonly spell: string | null;
}

/**
 * Figures a character whose legal commands are `actions` may pick in the mode on: enemies for the weapon, figures
 * to wrestle, the target of the unique action, those the spell may name.
 */
export function modeTargets(
  actions: readonly Command[],
  { mode, weapon, unique, spell }: ModeChoice,
): string[] {
  const ids = actions.flatMap((c) => {
    if (mode === 'attack') return c.type === 'combat' && c.weapon === weapon ? [c.target] : [];
    if (mode === 'grapple' || mode === 'drown') return c.type === mode ? [c.target] : [];
    if (mode === 'unique')
      return c.type === 'unique-action' && c.action === unique && c.target ? [c.target] : [];
    return [];
  });
  if (mode === 'cast' && spell) ids.push(...spellTargets(actions, spell));
  return [...new Set(ids)];
}
