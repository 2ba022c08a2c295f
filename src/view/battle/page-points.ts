/**
 * Page coordinates (CSS px) of points of the battle's world (px before the camera): where a DOM element over the
 * canvas must stand to sit on a board point (the tutorial's pulse, the automation hook's clicks).
 */
import type * as Phaser from 'phaser';

/** World px → page px through the scene's main camera. */
export function pageOfWorld(scene: Phaser.Scene, wx: number, wy: number): { x: number; y: number } {
  const cam = scene.cameras.main;
  const canvas = scene.game.canvas;
  const rect = canvas.getBoundingClientRect();
  const k = rect.width / scene.game.scale.width;
  const sx = (wx - cam.worldView.x) * cam.zoom + cam.x;
  const sy = (wy - cam.worldView.y) * cam.zoom + cam.y;
  return { x: rect.left + sx * k, y: rect.top + sy * k };
}

/** Page px → world px through the scene's main camera. */
export function worldOfPage(scene: Phaser.Scene, px: number, py: number): { x: number; y: number } {
  const rect = scene.game.canvas.getBoundingClientRect();
  const k = rect.width / scene.game.scale.width;
  const w = scene.cameras.main.getWorldPoint((px - rect.left) / k, (py - rect.top) / k);
  return { x: w.x, y: w.y };
}
