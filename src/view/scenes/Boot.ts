/**
 * The first scene: sets the page background and hands over to the loading screen at once (nothing to load
 * before the progress bar can be drawn).
 */
import * as Phaser from 'phaser';

export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create(): void {
    this.cameras.main.setBackgroundColor('#101820');
    this.scene.start('Preloader');
  }
}
