/**
 * Where the battle camera looks: the whole table in the part of the screen the side panels leave free, or one area
 * of it (a Deployment Zone a person sets up in, with its tallest buildings) in the room the panels leave.
 */
import type * as Phaser from 'phaser';
import type { IsoProjection } from '../iso/projection.ts';

/** A rectangle of world pixels. */
export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Zoom and centre `cam` on the table's `bounds`, leaving room for the dice log on wide screens and the bars. */
export function fitTable(cam: Phaser.Cameras.Scene2D.Camera, bounds: Area): void {
  const right = cam.width > 900 ? 320 : 0;
  const free = { width: cam.width - right, height: cam.height - 150 };
  const zoom = Math.max(
    0.3,
    Math.min(1.5, Math.min(free.width / (bounds.width + 40), free.height / bounds.height)),
  );
  cam.setZoom(zoom);
  // Centre the table in the free area: shift the view right by half the panel, and down past the top bar.
  cam.centerOn(bounds.x + bounds.width / 2 + right / 2 / zoom, bounds.y + bounds.height / 2 - 20 / zoom);
}

/** The screen area of a board rectangle (inches) from street level up to `top` inches. */
export function zoneArea(
  proj: IsoProjection,
  zone: { x0: number; y0: number; x1: number; y1: number },
  top: number,
): Area {
  const pts = [zone.x0, zone.x1].flatMap((x) =>
    [zone.y0, zone.y1].flatMap((y) => [proj.project(x, y, 0), proj.project(x, y, top)]),
  );
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Zoom and centre `cam` on `area` in the room `free` leaves (page px: below `top`, above `bottom`, right of `left`
 * (default 0), left of `right`; the canvas fills the page).
 */
export function frameArea(
  cam: Phaser.Cameras.Scene2D.Camera,
  area: Area,
  free: { top: number; bottom: number; right: number; left?: number },
): void {
  const left = free.left ?? 0;
  const room = {
    width: Math.max(200, free.right - left - 20),
    height: Math.max(150, free.bottom - free.top - 20),
  };
  const zoom = Math.max(0.3, Math.min(1.2, room.width / area.width, room.height / area.height));
  cam.setZoom(zoom);
  // The area's middle goes to the middle of the room the panels leave.
  const mid = { x: (left + free.right) / 2, y: (free.top + free.bottom) / 2 };
  cam.centerOn(
    area.x + area.width / 2 + (cam.width / 2 - mid.x) / zoom,
    area.y + area.height / 2 + (cam.height / 2 - mid.y) / zoom,
  );
}
