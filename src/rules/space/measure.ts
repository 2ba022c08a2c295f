/**
 * Measuring between figures (rulebook "Measuring", "Base Contact"; DESIGN §3.2). A figure is a cylinder:
 * its base disc at (x, y, z) with `radius`, standing `height` tall (inches).
 */
import type { Figure } from './api.ts';

/** Horizontal gap between the edges of two bases (inches; 0 when they touch or overlap). */
export function horizontalGap(a: Figure, b: Figure): number {
  return Math.max(0, Math.hypot(b.x - a.x, b.y - a.y) - a.radius - b.radius);
}

/** Vertical gap between two cylinders (inches; 0 when their height ranges overlap). */
export function verticalGap(a: Figure, b: Figure): number {
  return Math.max(0, b.z - (a.z + a.height), a.z - (b.z + b.height));
}

/**
 * Distance in inches between the closest points of two figures, in 3D (rulebook "Measuring": from the
 * closest part of the bases, horizontally, diagonally or vertically): the hypotenuse of the horizontal gap
 * between the base edges and the vertical gap between the cylinders. 0 when they touch or overlap.
 */
export function distance(a: Figure, b: Figure): number {
  return Math.hypot(horizontalGap(a, b), verticalGap(a, b));
}

/** Largest horizontal gap still counted as base contact: figures stand on 1″ cell centres, so the bases of
 * 8-neighbours (30 mm: 0.23″ apart diagonally) touch, and figures two cells apart (0.82″) do not. */
export const CONTACT_GAP = 0.5;

/**
 * Whether two figures are in base contact (rulebook "Base Contact"): the bases touch (horizontal gap at most
 * {@link CONTACT_GAP}) and there is at most 1″ of vertical distance between the bases.
 */
export function inBaseContact(a: Figure, b: Figure): boolean {
  return horizontalGap(a, b) <= CONTACT_GAP + 1e-9 && Math.abs(a.z - b.z) <= 1 + 1e-9;
}
