/**
 * Abilities of The Doctors read as a turn starts or ends, or as a character dies:
 *
 * - **Aetheric Control** (the Doctor of the Mind): its Command Points come back in full as each of its turns starts
 *   (TURN_START).
 * - **Spined Hide** (the Manticore): as its turn ends, each enemy in base contact loses 1 Life Point (TURN_ENDED).
 * - **Unstable Wretch** (the Ghoul): from round 2 on, as its turn ends, every character within 3″ — either side, the
 *   Ghoul too — loses 1 Life Point (TURN_ENDED).
 * - **Death Throes Overload** (the Hollowman): when it is taken out, every friendly Doctor within 6″ of where it stood
 *   regains 2 Will Points (CASUALTY).
 *
 * Readings: "within X″" between bases; the regains never above the start (as every one of the engine).
 */

import { TURN_ENDED } from '../../character/flow-hooks.ts';
import { TURN_START } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { CASUALTY, loseLifePoints } from '../../character/life-points.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, inContact, type Match, profileOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Aetheric Control: its Command Points back to its start. */
export function aethericControl(m: Match, eid: number): void {
  if (!holdsUnique(m, eid, 'Aetheric Control')) return;
  const missing = profileOf(m, eid).cp - (m.world.components.Points.cp[eid] ?? 0);
  if (missing > 0) regain(m, eid, 'command', missing, 'Aetheric Control');
}

/** Spined Hide and Unstable Wretch, as `eid`'s turn ends. */
export function endOfTurnHarm(m: Match, eid: number): void {
  const team = m.world.components.Gang.team;
  if (holdsUnique(m, eid, 'Spined Hide'))
    for (const o of charactersOnBoard(m.world))
      if (team[o] !== team[eid] && inContact(m, eid, o)) loseLifePoints(m, o, 1, 'Spined Hide');
  if (holdsUnique(m, eid, 'Unstable Wretch') && m.round >= 2)
    for (const o of charactersOnBoard(m.world))
      if (o === eid || distanceBetween(m, eid, o) <= 3 + 1e-9) loseLifePoints(m, o, 1, 'Unstable Wretch');
}

/** Death Throes Overload: friendly Doctors within 6″ of the Hollowman that fell regain 2 Will Points. */
export function deathThroes(m: Match, dead: number): void {
  if (!holdsUnique(m, dead, 'Death Throes Overload')) return;
  const team = m.world.components.Gang.team;
  for (const o of charactersOnBoard(m.world))
    if (team[o] === team[dead] && hasKeyword(m, o, 'Doctor') && distanceBetween(m, dead, o) <= 6 + 1e-9)
      regain(m, o, 'will', 2, 'Death Throes Overload');
}

/** These abilities of The Doctors as a plug-in of the rule book. */
export const DOCTOR_TURNS_PLUGIN = plugin('Doctor turns and deaths', (add) => {
  add(TURN_START, aethericControl);
  add(TURN_ENDED, endOfTurnHarm);
  add(CASUALTY, deathThroes);
});
