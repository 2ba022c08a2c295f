/**
 * Unstable Ground shaken (rulebook "Unstable Ground"; tables.md): when a character jumps or falls onto Unstable
 * Ground (even if the fall kills it), every other character on that piece makes a Basic DEXTERITY Roll (−1 when
 * the newcomer's base is larger). Success: nothing. Fail: moved 2″ toward the nearest edge — over it, it falls.
 * Critical: its controller may move it up to 2″ (the engine leaves it where it is). Fumble: moved off the nearest
 * edge; it falls.
 */
import { moveTo } from './counters.ts';
import { fall } from './falling.ts';
import { isOnBoard, type Match, nodeOf, statOf } from './match-state.ts';
import { makeRoll } from './roll.ts';
import { type Node, nodeKey } from './space/api.ts';
import { shakeMove, unstablePiece } from './space/unstable.ts';
import type { Command, PendingDecision } from './types.ts';
import { charactersOnBoard } from './world.ts';

/** Shake the piece of Unstable Ground under node `landing` after `newcomer` came down on it. */
export function* shakeUnstable(
  m: Match,
  newcomer: number,
  landing: Node,
): Generator<PendingDecision, void, Command> {
  if (m.board.surfaceKind(landing) !== 'unstable') return;
  const piece = unstablePiece(m.board, landing);
  const keys = new Set(piece.map(nodeKey));
  const mm = m.world.components.Base.mm;
  const others = charactersOnBoard(m.world).filter((e) => e !== newcomer && keys.has(nodeKey(nodeOf(m, e))));
  for (const e of others) {
    if (!isOnBoard(m, e)) continue;
    const larger = (mm[newcomer] ?? 0) > (mm[e] ?? 0);
    const dex = Math.max(0, statOf(m, e, 'dex') - (larger ? 1 : 0));
    const roll = yield* makeRoll(m, e, {
      kind: 'basic',
      purpose: 'unstable-ground',
      pool: dex,
      modifiers: [`DEXTERITY ${statOf(m, e, 'dex')}`, ...(larger ? ['larger base landing −1'] : [])],
      aceOn: 7,
    });
    if (roll.result !== 'fail' && roll.result !== 'fumble') continue;
    const from = nodeOf(m, e);
    const moved = shakeMove(m.board, piece, from, roll.result === 'fail' ? 2 : 'off');
    if (!moved.node) continue;
    if (moved.off) yield* fall(m, e, from.z, moved.node);
    else moveTo(m, e, moved.node);
  }
}
