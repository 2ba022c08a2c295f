/**
 * Looking ahead without changing the game: evaluate something as if a character stood elsewhere. The position
 * is always put back, even when `fn` throws; no event is emitted and no die is rolled. Used by the AI and the
 * previews to ask "what could I do from there?".
 */

import type { Node } from '../space/api.ts';
import type { Match } from './match-state.ts';

/** Run `fn` with character `eid` standing at node `n`, then restore it. */
export function asIfAt<T>(m: Match, eid: number, n: Node, fn: () => T): T {
  const { Position } = m.world.components;
  const x = Position.x[eid] ?? 0;
  const y = Position.y[eid] ?? 0;
  const z = Position.z[eid] ?? 0;
  Position.x[eid] = n.i + 0.5;
  Position.y[eid] = n.j + 0.5;
  Position.z[eid] = n.z;
  try {
    return fn();
  } finally {
    Position.x[eid] = x;
    Position.y[eid] = y;
    Position.z[eid] = z;
  }
}

/**
 * Run `fn` with `eid`'s printed `stat` changed by `delta` (a spell's −3 PROTECTION, say), then restore it. Abilities
 * and grants apply on top, as they would to a grant of the same change (character/stats.ts `statOf`).
 */
export function asIfStat<T>(
  m: Match,
  eid: number,
  stat: 'move' | 'dex' | 'attack' | 'protection' | 'mind',
  delta: number,
  fn: () => T,
): T {
  const stats = m.world.components.Stats[stat];
  const was = stats[eid] ?? 0;
  stats[eid] = was + delta;
  try {
    return fn();
  } finally {
    stats[eid] = was;
  }
}
