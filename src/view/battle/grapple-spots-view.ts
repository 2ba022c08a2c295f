/**
 * The spots a person may throw a grappled figure toward (rulebook "Grapple"), read from the engine's legal
 * Grapple commands, each with its exact preview and a few words: the way it points on screen from the target (the
 * board turns and has no compass), how far, and what happens there. The most harmful spot (expected Life Points
 * lost, then water) comes first.
 */
import type { Command, Point3 } from '../../rules/index.ts';
import type { GrappleSpotView } from '../hud/grapple-panel.ts';
import type { BattleSession } from './battle-session.ts';
import { grappleOdds } from './fight-queries.ts';

/**
 * The Grapple spots of `actor` on `target` among its legal `actions`, previewed and labelled; `arrow` gives the
 * screen arrow from one board point to another (spot-choice.ts `screenArrowOn`).
 */
export function grappleSpotViews(
  session: BattleSession,
  actor: string,
  target: string,
  actions: readonly Command[],
  arrow: (from: Point3, to: Point3) => string,
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
      label: `${arrow([t.x, t.y, t.z], c.to)} ${inches.toFixed(0)}″ · ${where}`,
      preview,
    });
  }
  return out.sort(
    (a, b) =>
      b.preview.expectedLpLoss - a.preview.expectedLpLoss || b.preview.waterChance - a.preview.waterChance,
  );
}
