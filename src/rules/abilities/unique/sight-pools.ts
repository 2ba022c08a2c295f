/**
 * Re-rolls put into a gang's pool for any roll (rolls/reroll-pools.ts: spent on any friend's roll until the round
 * ends, one per die, never on the Destiny Dice):
 *
 * - **Soothsaying** (the Seer, Strigoi; PULSE Command Ability): one re-roll for each enemy in the Seer's sight.
 * - **All Eyes On Me** (La Signora, Gifted): as each round starts (once its pools have emptied), one re-roll for each
 *   friendly character in her sight, herself included.
 */
import { ROUND_START } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { CommandAbility } from '../../command/command-hooks.ts';
import { addToAnyRollPool, emptyAnyRollPools } from '../../rolls/reroll-pools.ts';
import { emit, idOf, type Match, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { printedCommandAbilities, sameGang } from './command-ability-forms.ts';

const gangIndex = (m: Match, eid: number) => m.world.components.Gang.index[eid] ?? 0;

/** The enemies in `eid`'s sight (Soothsaying). */
export function enemiesSeen(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world).filter(
    (e) => !sameGang(m, eid, e) && sightBetween(m, eid, e).lineOfSight,
  );
}

/** The friends in `eid`'s sight, itself too (All Eyes On Me). */
export function friendsSeen(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world).filter(
    (e) => sameGang(m, eid, e) && (e === eid || sightBetween(m, eid, e).lineOfSight),
  );
}

/** Soothsaying (see the module comment). */
export const SOOTHSAYING: CommandAbility = {
  name: 'Soothsaying',
  form: 'pulse',
  text: 'PULSE: one re-roll for each enemy in its sight, for any friend’s roll until the round ends (one per die).',
  targetLists: () => [[]],
  problem: (m, user, targets) => {
    if (targets.length > 0) return 'it names no character';
    return enemiesSeen(m, user).length === 0 ? 'no enemy is in its sight' : null;
  },
  resolve(m, user) {
    const n = enemiesSeen(m, user).length;
    const now = addToAnyRollPool(m, gangIndex(m, user), 'Soothsaying', n);
    emit(m, {
      type: 'ability',
      character: idOf(m, user),
      ability: 'Soothsaying',
      effect: `+${n} re-rolls (${now} in the pool)`,
    });
  },
};

/** A new round: the pools for any roll empty, then each La Signora fills hers. */
function allEyesOnMe(m: Match): void {
  emptyAnyRollPools(m);
  for (const s of charactersOnBoard(m.world)) {
    if (!holdsUnique(m, s, 'All Eyes On Me')) continue;
    const n = friendsSeen(m, s).length;
    const now = addToAnyRollPool(m, gangIndex(m, s), 'All Eyes On Me', n);
    emit(m, {
      type: 'ability',
      character: idOf(m, s),
      ability: 'All Eyes On Me',
      effect: `+${n} re-rolls (${now} in the pool)`,
    });
  }
}

/** All Eyes On Me as a plug-in, and Soothsaying as a Command Ability. */
export const SIGHT_POOLS_PLUGIN = plugin('pools of re-rolls for any roll', (add) => {
  add(ROUND_START, allEyesOnMe);
});
export const SOOTHSAYING_PLUGIN = printedCommandAbilities('Soothsaying', [SOOTHSAYING]);
