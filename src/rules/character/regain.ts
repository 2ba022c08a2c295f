/**
 * Points given back (rulebook "Action Points, Will Points & Command Points"): Will and Command Points regained by
 * abilities, spells, Command Abilities and a Critical Magic Roll, never above the starting value (our reading: the
 * rulebook says so for Fortune's Favour).
 */
import { emit, idOf, type Match, profileOf } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** `eid` has regained `amount` Will or Command Points through `cause` (Heavenly Vision adds 1 more). */
export const REGAINED =
  hookPoint<(m: Match, eid: number, points: 'will' | 'command', amount: number, cause: string) => void>(
    'regained',
  );

/**
 * Give back `amount` Will or Command Points to `eid` (never above its starting value: the profile's for Command
 * Points) with a `regain` event; returns how many.
 */
export function regain(
  m: Match,
  eid: number,
  points: 'will' | 'command',
  amount: number,
  cause: string,
): number {
  const p = m.world.components.Points;
  const now = points === 'will' ? p.wp : p.cp;
  const cap = points === 'will' ? (p.wpStart[eid] ?? 0) : profileOf(m, eid).cp;
  const before = now[eid] ?? 0;
  const after = Math.max(before, Math.min(cap, before + amount));
  if (after === before) return 0;
  now[eid] = after;
  emit(m, { type: 'regain', character: idOf(m, eid), points, amount: after - before, after, cause });
  for (const f of m.book.all(REGAINED)) f(m, eid, points, after - before, cause);
  return after - before;
}
