/**
 * The Command Abilities printed on single Gifted characters (their profiles' unique abilities; the ABILITY command of
 * rulebook "Action Points, Will Points & Command Points"). The user spends 1 Command Point.
 *
 * - **Search of Satisfaction** (La Signora, PULSE): she regains 1 Will Point for each other character, friend or foe,
 *   within 3″ of her (between bases), never above her starting Will Points (as every regain of the engine).
 */
import { regain } from '../../character/regain.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { distanceBetween, type Match } from '../../state/match-state.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities } from '../unique/command-ability-forms.ts';

/** Search of Satisfaction: how near the characters she counts stand (inches). */
export const SATISFACTION_INCHES = 3;

/** The other characters within 3″ of `user`, either side. */
function around(m: Match, user: number): number[] {
  return charactersOnBoard(m.world).filter(
    (e) => e !== user && distanceBetween(m, user, e) <= SATISFACTION_INCHES + 1e-9,
  );
}

/** Gifted Command Abilities the engine plays, by name as printed. */
export const GIFTED_COMMAND_ABILITIES: readonly CommandAbility[] = [
  {
    name: 'Search of Satisfaction',
    form: 'pulse',
    text: 'PULSE: she regains 1 Will Point for each other character, friend or foe, within 3″ of her.',
    range: SATISFACTION_INCHES,
    targetLists: () => [[]],
    problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no character' : null),
    resolve(m, user) {
      const n = around(m, user).length;
      if (n > 0) regain(m, user, 'will', n, 'Search of Satisfaction');
    },
  },
];

/** The Gifted Command Abilities as a plug-in of the rule book. */
export const GIFTED_COMMAND_ABILITIES_PLUGIN = printedCommandAbilities(
  'Gifted Command Abilities',
  GIFTED_COMMAND_ABILITIES,
);
