/**
 * Camera controls of the battle: drag with the mouse (or arrow keys / WASD) to pan, the wheel or +/- to zoom,
 * Q/E to turn the board a quarter turn. A press that moves less than a few pixels stays a click.
 */
import type * as Phaser from 'phaser';

const PAN_SPEED = 700; // world px per second at zoom 1
const MIN_ZOOM = 0.3;
const MAX_ZOOM = 2.5;
const DRAG_THRESHOLD = 6;

/** What the controls need from the scene. */
export interface CameraHost {
  /** Turn the board by quarter turns; the camera keeps looking at the same board point. */
  rotate(quarterTurns: number): void;
}

export class CameraControls {
  private readonly scene: Phaser.Scene;
  private readonly cam: Phaser.Cameras.Scene2D.Camera;
  private readonly host: CameraHost;
  private readonly keys: Record<string, Phaser.Input.Keyboard.Key>;
  private drag: { x: number; y: number; sx: number; sy: number; moved: boolean } | null = null;

  constructor(scene: Phaser.Scene, host: CameraHost) {
    this.scene = scene;
    this.cam = scene.cameras.main;
    this.host = host;
    const kb = scene.input.keyboard;
    this.keys = (kb?.addKeys('W,A,S,D,UP,DOWN,LEFT,RIGHT', false) ?? {}) as Record<
      string,
      Phaser.Input.Keyboard.Key
    >;
    kb?.on('keydown', this.onKey, this);
    scene.input.on('pointerdown', this.onDown, this);
    scene.input.on('pointermove', this.onMove, this);
    scene.input.on('pointerup', this.onUp, this);
    scene.input.on('wheel', this.onWheel, this);
  }

  /** Whether the current or last press became a drag (then it is not a click). */
  get dragged(): boolean {
    return this.drag?.moved ?? false;
  }

  /** Zoom by a factor, keeping the screen point (px, py) fixed (default: the centre). */
  zoomBy(factor: number, px?: number, py?: number): void {
    const cam = this.cam;
    const x = px ?? cam.width / 2;
    const y = py ?? cam.height / 2;
    const z0 = cam.zoom;
    const z1 = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, z0 * factor));
    // The camera zooms about its centre: keep the world point under (x, y) where it is.
    cam.scrollX += (x - cam.width / 2) * (1 / z0 - 1 / z1);
    cam.scrollY += (y - cam.height / 2) * (1 / z0 - 1 / z1);
    cam.setZoom(z1);
  }

  update(deltaMs: number): void {
    const k = this.keys;
    const down = (...names: string[]) => names.some((n) => k[n]?.isDown);
    const step = (PAN_SPEED * deltaMs) / 1000 / this.cam.zoom;
    if (down('A', 'LEFT')) this.cam.scrollX -= step;
    if (down('D', 'RIGHT')) this.cam.scrollX += step;
    if (down('W', 'UP')) this.cam.scrollY -= step;
    if (down('S', 'DOWN')) this.cam.scrollY += step;
  }

  private onKey(e: KeyboardEvent): void {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === '+' || e.key === '=') this.zoomBy(1.2);
    else if (e.key === '-' || e.key === '_') this.zoomBy(1 / 1.2);
    else if (e.key === 'q' || e.key === 'Q') this.host.rotate(-1);
    else if (e.key === 'e' || e.key === 'E') this.host.rotate(1);
  }

  private onDown(p: Phaser.Input.Pointer): void {
    this.drag = { x: p.x, y: p.y, sx: this.cam.scrollX, sy: this.cam.scrollY, moved: false };
  }

  private onMove(p: Phaser.Input.Pointer): void {
    const d = this.drag;
    if (!d || !p.isDown) return;
    if (!d.moved && Math.hypot(p.x - d.x, p.y - d.y) < DRAG_THRESHOLD) return;
    d.moved = true;
    this.cam.scrollX = d.sx - (p.x - d.x) / this.cam.zoom;
    this.cam.scrollY = d.sy - (p.y - d.y) / this.cam.zoom;
  }

  private onUp(): void {
    // Keep `moved` until the next press so click handlers running after this one can read it.
    if (this.drag) this.drag = { ...this.drag };
  }

  private onWheel(p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number): void {
    this.zoomBy(dy > 0 ? 1 / 1.12 : 1.12, p.x, p.y);
  }

  dispose(): void {
    const kb = this.scene.input.keyboard;
    kb?.off('keydown', this.onKey, this);
    this.scene.input.off('pointerdown', this.onDown, this);
    this.scene.input.off('pointermove', this.onMove, this);
    this.scene.input.off('pointerup', this.onUp, this);
    this.scene.input.off('wheel', this.onWheel, this);
  }
}
