/**
 * Fortune's Favour made digital (rulebook "Fortune's Favour"). On the table a player's opponent awards it for a
 * dashing feat; here the engine recognises a fixed list of feats in the events of each action:
 *
 * - **leaps a canal**: a Jump that lands on solid ground after passing over water;
 * - **charges from above**: an Attack of Opportunity of a charge begun 3″ or more above the enemy;
 * - **fells a larger foe**: an attack that takes out an enemy on a larger base than the attacker's;
 * - **scales a wall**: one Run/Climb that ends 5″ or more above where it began;
 * - **throws a foe into a canal**: a Grapple that moves an enemy into water.
 *
 * The first feat of the game gives Fortune's Favour to the gang whose character did it; after that, only a feat
 * of a gang that does not hold it passes it on (the holder awards it to another player, never to itself). The
 * character that performed the feat replenishes 1 Will Point, never above its starting Will Points. One feat
 * counts per action. The match keeps who holds it; the end screen tells who held it at the end.
 */

import type { MatchEvent } from '../core/types.ts';
import { boardFor, emit, gangOf, type Match } from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';

/** The feats the engine recognises (see the file's docstring). */
export type Feat =
  | 'leaps a canal'
  | 'charges from above'
  | 'fells a larger foe'
  | 'scales a wall'
  | 'throws a foe into a canal';

/** Where Fortune's Favour is: the gang holding it (null before the first feat), and the log read so far. */
export interface FortuneState {
  holder: string | null;
  /** Events of the log already looked at (index into `m.log`). */
  seen: number;
}

/** Fortune's Favour of each match, kept in its world. */
const fortunes = matchTable<FortuneState>();

/** Fortune's Favour in match `m`: who holds it (a gang id, or null) and how much of the log was looked at. */
export function fortuneOf(m: Match): FortuneState {
  let f = fortunes.get(m);
  if (!f) {
    f = { holder: null, seen: 0 };
    fortunes.set(m, f);
  }
  return f;
}

/** Inches a single Run/Climb must rise to count as scaling a wall. */
export const SCALE_RISE = 5;

/** Whether the straight line from `a` to `b` (inches) passes over a column whose top is water. */
function overWater(m: Match, a: readonly number[], b: readonly number[]): boolean {
  const length = Math.hypot(b[0]! - a[0]!, b[1]! - a[1]!);
  const steps = Math.max(1, Math.ceil(length / 0.25));
  for (let k = 1; k < steps; k++) {
    const x = a[0]! + ((b[0]! - a[0]!) * k) / steps;
    const y = a[1]! + ((b[1]! - a[1]!) * k) / steps;
    if (m.board.topHeight(Math.floor(x), Math.floor(y)) < 0) return true;
  }
  return false;
}

/** Whether `target` (a character id), an enemy of `grappler`, was moved by its Grapple to `end`, on water (or falling into it). */
export function thrownIntoWater(m: Match, grappler: string, target: string, end: readonly number[]): boolean {
  const a = m.ids.get(grappler);
  const t = m.ids.get(target);
  if (a === undefined || t === undefined || gangOf(m, a) === gangOf(m, t)) return false;
  const i = Math.floor(end[0]!);
  const j = Math.floor(end[1]!);
  // Water as the target treats it (Blessed Water is Solid Ground to the Baptist's friends: match-state.ts `boardFor`).
  const board = boardFor(m, t);
  const below = board.surfacesAt(i, j).filter((n) => n.z <= Math.round(end[2]!));
  const landing = below[below.length - 1];
  return landing !== undefined && board.surfaceKind(landing) === 'water';
}

/** The feat in `events` (of one action) and who did it, or null. */
export function featOf(m: Match, events: readonly MatchEvent[]): { character: string; feat: Feat } | null {
  let attacker: string | null = null;
  let grappler: string | null = null;
  const base = m.world.components.Base.mm;
  for (const e of events) {
    switch (e.type) {
      case 'action':
        grappler = e.action === 'grapple' ? e.character : null;
        break;
      case 'jump':
        if (e.landed && overWater(m, e.from, e.end)) return { character: e.character, feat: 'leaps a canal' };
        break;
      case 'attack-of-opportunity':
        if (e.reason === 'charging from above') return { character: e.character, feat: 'charges from above' };
        break;
      case 'roll':
        if (e.purpose === 'attack' || e.purpose === 'attack-of-opportunity') attacker = e.character;
        break;
      case 'move': {
        const first = e.path[0];
        const last = e.path[e.path.length - 1];
        if (first && last && last[2] - first[2] >= SCALE_RISE)
          return { character: e.character, feat: 'scales a wall' };
        if (grappler && last && e.character !== grappler && thrownIntoWater(m, grappler, e.character, last))
          return { character: grappler, feat: 'throws a foe into a canal' };
        break;
      }
      case 'casualty': {
        if (attacker === null || attacker === e.character) break;
        const a = m.ids.get(attacker);
        const t = m.ids.get(e.character);
        if (a === undefined || t === undefined || gangOf(m, a) === gangOf(m, t)) break;
        if ((base[t] ?? 0) > (base[a] ?? 0)) return { character: attacker, feat: 'fells a larger foe' };
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/**
 * After an action: look at the events since the last call for a feat, and award Fortune's Favour (emitting a
 * `fortune` event) when it goes to a gang that does not hold it. Call once per resolved action.
 */
export function awardFortune(m: Match): void {
  const events = m.log.slice(fortuneOf(m).seen);
  fortuneOf(m).seen = m.log.length;
  const found = featOf(m, events);
  if (!found) return;
  const eid = m.ids.get(found.character);
  if (eid === undefined) return;
  const gang = gangOf(m, eid);
  if (fortuneOf(m).holder === gang) return;
  const from = fortuneOf(m).holder;
  fortuneOf(m).holder = gang;
  const p = m.world.components.Points;
  const before = p.wp[eid] ?? 0;
  const after = Math.max(before, Math.min(before + 1, p.wpStart[eid] ?? before));
  p.wp[eid] = after;
  emit(m, {
    type: 'fortune',
    character: found.character,
    gang,
    from,
    feat: found.feat,
    wp: after - before,
  });
}
