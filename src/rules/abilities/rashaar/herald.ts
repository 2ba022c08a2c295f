/**
 * Herald of an Old God (the Voice of Dagon, Rashaar): after it spends a Command Point on an ORDER or a COUNTER it
 * rolls one die (roll purpose `herald`); on 7+ the point is not spent (a `regain` event). Read at command-hooks.ts
 * `COMMAND_POINT_SPENT`.
 */
import { abilityOf } from '../../character/stats.ts';
import { COMMAND_POINT_SPENT } from '../../command/command-hooks.ts';
import { oneDieKeepsCommandPoint } from '../../command/command-points.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** The ability's name as printed. */
export const HERALD_OF_AN_OLD_GOD = 'Herald of an Old God';

/** One die, 7+: the Command Point `giver` has just spent on an ORDER or a COUNTER comes back. */
function heraldOfAnOldGod(m: Match, giver: number): void {
  if (!abilityOf(m, giver, HERALD_OF_AN_OLD_GOD).has) return;
  oneDieKeepsCommandPoint(m, giver, 'herald', HERALD_OF_AN_OLD_GOD, ['one die, 7+', HERALD_OF_AN_OLD_GOD]);
}

/** Herald of an Old God as a plug-in of the rule book. */
export const HERALD_PLUGIN = plugin(HERALD_OF_AN_OLD_GOD, (add) => {
  add(COMMAND_POINT_SPENT, heraldOfAnOldGod);
});
