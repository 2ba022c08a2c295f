/**
 * The camera follows the computer's figures: when one of them acts where the screen does not show it well (outside
 * the middle of the part the panels leave free), a short pan brings it there — unless the person moved the camera in
 * the last few seconds, or turned Follow off (the top bar's switch, kept in this browser as `carnevale:follow`).
 * After a Skip the camera takes in every figure that acted. Only the view moves: nothing here touches the match.
 */
import type * as Phaser from 'phaser';
import type { BoardView } from '../board/board-view.ts';
import { type Area, frameArea } from './camera-framing.ts';

const KEY = 'carnevale:follow';

/** After the person moves the camera, it is left alone this long (ms). */
export const QUIET_MS = 4000;

/** A figure within this share of the free area's middle (each way) is shown well enough: no pan. */
export const INNER = 0.6;

/** How long a pan takes (ms). */
const PAN_MS = 450;

/** The part of the page the board shows through (CSS px), as `Hud.freeArea` gives it. */
export interface FreeArea {
  readonly top: number;
  readonly bottom: number;
  readonly right: number;
}

/** Whether the page point (x, y) stands within the middle `inner` share of `free` (page `width` wide). */
export function wellShown(x: number, y: number, free: FreeArea, inner = INNER): boolean {
  const w = free.right;
  const h = free.bottom - free.top;
  const mx = (w * (1 - inner)) / 2;
  const my = (h * (1 - inner)) / 2;
  return x >= mx && x <= w - mx && y >= free.top + my && y <= free.bottom - my;
}

/** Whether Follow is on in this browser (on unless turned off). */
export function followOn(): boolean {
  return typeof localStorage === 'undefined' || localStorage.getItem(KEY) !== 'off';
}

export class CameraFollow {
  private readonly cam: Phaser.Cameras.Scene2D.Camera;
  private readonly view: BoardView;
  private readonly free: () => FreeArea;
  /** The camera as last seen, to tell the person's moves from ours. */
  private seen = { x: 0, y: 0, zoom: 1 };
  /** When (ms, the scene's clock) the person last moved the camera. */
  private personAt = Number.NEGATIVE_INFINITY;
  private now = 0;
  on = followOn();

  constructor(cam: Phaser.Cameras.Scene2D.Camera, view: BoardView, free: () => FreeArea) {
    this.cam = cam;
    this.view = view;
    this.free = free;
    this.remember();
  }

  /** Turn Follow on or off, for this match and the next. */
  set(on: boolean): void {
    this.on = on;
    if (typeof localStorage !== 'undefined') localStorage.setItem(KEY, on ? 'on' : 'off');
  }

  private remember(): void {
    this.seen = { x: this.cam.scrollX, y: this.cam.scrollY, zoom: this.cam.zoom };
  }

  /** Each frame (`now`: the scene's clock, ms): a camera moved by anything but our pan was moved by the person. */
  update(now: number): void {
    this.now = now;
    const moved =
      Math.abs(this.cam.scrollX - this.seen.x) > 0.5 ||
      Math.abs(this.cam.scrollY - this.seen.y) > 0.5 ||
      Math.abs(this.cam.zoom - this.seen.zoom) > 1e-4;
    if (moved && !this.cam.panEffect.isRunning) this.personAt = now;
    this.remember();
  }

  /** The person moved the camera (a button or key the frame check may miss: a turn of the board). */
  touched(): void {
    this.personAt = this.now;
  }

  /** Canvas px per page px, and the canvas's page offset. */
  private pageScale(): { k: number; left: number; top: number } {
    const canvas = this.cam.scene.game.canvas.getBoundingClientRect();
    return { k: this.cam.width / Math.max(1, canvas.width), left: canvas.left, top: canvas.top };
  }

  /** The world point to centre on so that world point (wx, wy) stands in the middle of the free area. */
  private centreFor(wx: number, wy: number): { x: number; y: number } {
    const free = this.free();
    const { k, left, top } = this.pageScale();
    const midX = ((free.right - left) / 2) * k;
    const midY = ((free.top + free.bottom) / 2 - top) * k;
    return {
      x: wx - (midX - this.cam.width / 2) / this.cam.zoom,
      y: wy - (midY - this.cam.height / 2) / this.cam.zoom,
    };
  }

  /** A computer's figure `id` acts: pan to it when it is not shown well and the person left the camera alone. */
  follow(id: string): void {
    if (!this.on || this.now - this.personAt < QUIET_MS) return;
    const t = this.view.tokens.get(id);
    if (!t?.container.visible) return;
    const { k, left, top } = this.pageScale();
    const sx = (t.container.x - this.cam.worldView.x) * this.cam.zoom;
    const sy = (t.container.y - t.extent.height / 2 - this.cam.worldView.y) * this.cam.zoom;
    if (wellShown(left + sx / k, top + sy / k, this.free())) return;
    const c = this.centreFor(t.container.x, t.container.y - t.extent.height / 2);
    this.cam.pan(c.x, c.y, PAN_MS, 'Sine.easeInOut', true);
  }

  /** After a Skip: frame every figure of `ids` that acted (unless Follow is off or the person just moved). */
  fitAction(ids: readonly string[]): void {
    if (!this.on || this.now - this.personAt < QUIET_MS) return;
    const pts = ids.flatMap((id) => {
      const t = this.view.tokens.get(id);
      return t?.container.visible ? [{ x: t.container.x, y: t.container.y - t.extent.height }] : [];
    });
    if (pts.length === 0) return;
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    // Never closer in than most of the view now: the camera takes the action in, it does not dive at one figure.
    const width = Math.max(Math.max(...xs) - Math.min(...xs) + 160, this.cam.worldView.width * 0.8);
    const height = Math.max(Math.max(...ys) - Math.min(...ys) + 160, this.cam.worldView.height * 0.8);
    const area: Area = {
      x: (Math.min(...xs) + Math.max(...xs)) / 2 - width / 2,
      y: (Math.min(...ys) + Math.max(...ys)) / 2 - height / 2,
      width,
      height,
    };
    frameArea(this.cam, area, this.free());
    this.remember();
  }
}
