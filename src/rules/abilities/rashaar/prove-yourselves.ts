/**
 * Prove Yourselves to Dagon! (the Demagogue of Rashaar, an AURA Command Ability; unique-command-abilities.ts): until
 * the round ends, a friend that starts a Run/Climb within 6″ of the Demagogue moves 2″ further when that move is a
 * charge. Read at movement-hooks.ts `CHARGE_BONUS` (run-climb-reach.ts `reachOf`, run-climb.ts `resolveRunClimb`).
 *
 * Our reading: the 2 extra inches may only be used by a path that ends in base contact with an enemy the mover was
 * not touching (a charge); any other move keeps its usual MOVE.
 */
import { boonsNow } from '../../character/hooks.ts';
import { CHARGE_BONUS } from '../../movement/movement-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** The ability's name as printed. */
export const PROVE_YOURSELVES = 'Prove Yourselves to Dagon!';

/** Inches a charge adds under the aura. */
export const PROVE_INCHES = 2;

/** Inches `eid` may add to a Run/Climb starting where it stands, if the move is a charge (0 outside the aura). */
export function chargeBonus(m: Match, eid: number): number {
  return boonsNow(m, eid).some((b) => b.source === PROVE_YOURSELVES) ? PROVE_INCHES : 0;
}

/** Prove Yourselves to Dagon! as a plug-in of the rule book: the inches a charge may add (`CHARGE_BONUS`). */
export const PROVE_YOURSELVES_PLUGIN = plugin(PROVE_YOURSELVES, (add) => {
  add(CHARGE_BONUS, chargeBonus);
});
