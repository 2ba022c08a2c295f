/**
 * The game's factory (the Phaser template's `StartGame(parent)`): one Phaser.Game in the element `parent`,
 * filling it, with the scenes Boot → Preloader → Menu; Battle (+ GameOver) join when the menu first starts a battle
 * (their part of the game is fetched on demand: scenes/battle-part.ts). The renderer follows
 * `?renderer=canvas|webgl` (default: WebGL when available, else Canvas).
 */
import * as Phaser from 'phaser';
import { pageOptions, type RendererChoice } from '../app/url-options.ts';
import { Boot } from './scenes/Boot.ts';
import { Menu } from './scenes/Menu.ts';
import { Preloader } from './scenes/Preloader.ts';

function rendererType(choice: RendererChoice): number {
  if (choice === 'canvas') return Phaser.CANVAS;
  if (choice === 'webgl') return Phaser.WEBGL;
  return Phaser.AUTO;
}

/** Start the game inside the element with id `parent` (or the element itself). */
export function StartGame(parent: string | HTMLElement): Phaser.Game {
  return new Phaser.Game({
    type: rendererType(pageOptions().renderer),
    parent,
    backgroundColor: '#101820',
    scale: { mode: Phaser.Scale.RESIZE, width: '100%', height: '100%' },
    disableContextMenu: true,
    banner: false,
    scene: [Boot, Preloader, Menu],
  });
}
