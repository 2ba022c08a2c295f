/**
 * Deployment Zones on the table (rulebook "Deployment Zones"): a rectangle along an edge, or the part of one within
 * a radius of a board corner.
 */
import type { DeploymentZone } from './api.ts';

/** Whether the point (x, y) (inches) lies in `zone`. */
export function inZone(zone: DeploymentZone, x: number, y: number): boolean {
  if (x < zone.x0 || x >= zone.x1 || y < zone.y0 || y >= zone.y1) return false;
  const c = zone.corner;
  return !c || Math.hypot(x - c.x, y - c.y) <= c.r;
}
