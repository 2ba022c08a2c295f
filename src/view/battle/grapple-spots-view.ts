/**
 * The spots a person may throw a grappled figure toward (rulebook "Grapple"), read from the engine's legal
 * Grapple commands, each with its exact preview and a few words: the compass point seen from the target and
 * what happens there. The most harmful spot (expected Life Points lost, then water) comes first.
 */
import type { Command } from '../../rules/index.ts';
import type { GrappleSpotView } from '../hud/grapple-panel.ts';
import type { BattleSession } from './battle-session.ts';
import { grappleOdds } from './fight-queries.ts';

const COMPASS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'] as const;

/** Compass point of the step (dx, dy) on the board (y grows to the south). */
export function compassOf(dx: number, dy: number): string {
  const k = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return COMPASS[(k + 8) % 8]!;
}

/** The Grapple spots of `actor` on `target` among its legal `actions`, previewed and labelled. */
export function grappleSpotViews(
  session: BattleSession,
  actor: string,
  target: string,
  actions: readonly Command[],
): GrappleSpotView[] {
  const t = session.summary().characters.find((c) => c.id === target);
  if (!t) return [];
  const out: GrappleSpotView[] = [];
  for (const c of actions) {
    if (c.type !== 'grapple' || c.target !== target) continue;
    const preview = grappleOdds(session, actor, target, c.to);
    if (!preview) continue;
    const where =
      preview.fallChance > 0
        ? 'over the edge'
        : preview.waterChance > 0
          ? 'into the water'
          : 'onto the ground';
    const inches = Math.hypot(c.to[0] - t.x, c.to[1] - t.y);
    out.push({
      to: c.to,
      label: `${compassOf(c.to[0] - t.x, c.to[1] - t.y)} ${inches.toFixed(0)}″ · ${where}`,
      preview,
    });
  }
  return out.sort(
    (a, b) =>
      b.preview.expectedLpLoss - a.preview.expectedLpLoss || b.preview.waterChance - a.preview.waterChance,
  );
}
