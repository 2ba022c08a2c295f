/**
 * Prove Yourselves to Dagon! (the Demagogue of Rashaar, an AURA Command Ability; unique-command-abilities.ts): until
 * the round ends, a friend that starts a Run/Climb within 6″ of the Demagogue moves 2″ further when that move is a
 * charge. Read by run-climb.ts (`reachOf`, `resolveRunClimb`).
 *
 * Our reading: the 2 extra inches may only be used by a path that ends in base contact with an enemy the mover was
 * not touching (a charge); any other move keeps its usual MOVE.
 */
import { boonsNow } from '../../character/hooks.ts';
import { enemiesTouching } from '../../combat/charging.ts';
import { type Node, nodeKey, type Reach } from '../../space/api.ts';
import type { Match } from '../../state/match-state.ts';

/** The ability's name as printed. */
export const PROVE_YOURSELVES = 'Prove Yourselves to Dagon!';

/** Inches a charge adds under the aura. */
export const PROVE_INCHES = 2;

/** Inches `eid` may add to a Run/Climb starting where it stands, if the move is a charge (0 outside the aura). */
export function chargeBonus(m: Match, eid: number): number {
  return boonsNow(m, eid).some((b) => b.source === PROVE_YOURSELVES) ? PROVE_INCHES : 0;
}

/** Whether `eid` standing at `n` touches an enemy not in `touching` (a move ending there is a charge). */
function charges(m: Match, eid: number, n: Node, touching: readonly number[]): boolean {
  return enemiesTouching(m, eid, n).some((e) => !touching.includes(e));
}

/**
 * The reach of a Run/Climb under the aura: every node of `plain` (the usual MOVE), and the nodes of `wide` (MOVE
 * + 2″) where the move ends in a charge.
 */
export function withChargeBonus(
  m: Match,
  eid: number,
  plain: Reach,
  wide: Reach,
  touching: readonly number[],
): Reach {
  const have = new Set(plain.nodes.map((x) => nodeKey(x.node)));
  const extra = wide.nodes.filter((x) => !have.has(nodeKey(x.node)) && charges(m, eid, x.node, touching));
  if (extra.length === 0) return plain;
  const extraKeys = new Set(extra.map((x) => nodeKey(x.node)));
  return {
    from: plain.from,
    nodes: [...plain.nodes, ...extra],
    path: (to) => (extraKeys.has(nodeKey(to)) ? wide.path(to) : plain.path(to)),
  };
}

/** Inches the aura adds to a Run/Climb of `eid` from where it stands to `end` (touching `touching` at the start). */
export function chargeBonusTo(m: Match, eid: number, end: Node, touching: readonly number[]): number {
  const bonus = chargeBonus(m, eid);
  return bonus > 0 && charges(m, eid, end, touching) ? bonus : 0;
}
