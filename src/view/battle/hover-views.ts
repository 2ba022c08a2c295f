/**
 * What the HUD shows for what is under the pointer: the lines of the line-of-sight tooltip, and the content of
 * the jump panel for the last Jump target pointed at (rulebook "Jump", "Controlled Landing"). Pure: numbers
 * and names in, text and view models out.
 */

import type { ReachTile } from '../board/reach-overlay.ts';
import type { JumpView } from '../hud/jump-panel.ts';
import type { TileHover } from './move-modes.ts';

/** Tooltip lines for `viewer` looking at `target`. */
export function sightLines(
  viewer: string,
  target: string,
  sight: { lineOfSight: boolean; cover: boolean } | null,
): string[] {
  const seen = sight?.lineOfSight ?? false;
  return [
    `${viewer} → ${target}`,
    seen ? 'In line of sight' : 'Out of line of sight',
    ...(seen ? [sight?.cover ? 'In cover' : 'Not in cover'] : []),
  ];
}

/** The jump panel for a jumper (name, height z, Will Points) and the last target pointed at, if any. */
export function jumpView(
  jumper: { readonly name: string; readonly z: number; readonly wp: number },
  last: { readonly tile: ReachTile; readonly hover: TileHover } | null,
  controlled: boolean,
  onward = false,
): JumpView {
  const to = last?.hover.leap?.to;
  return {
    name: jumper.name,
    wp: jumper.wp,
    controlled,
    onward,
    target:
      last?.hover.jump && to
        ? { distance: last.tile.cost, rise: to[2] - jumper.z, preview: last.hover.jump }
        : null,
  };
}
