/**
 * The loading screen: a progress bar while the menu's image and the figures' class icons load, then the menu. The boards, the gangs and the
 * tutorial's lessons are read and checked when a page first needs them (the battle, the builder, the tutorial are
 * fetched on demand: docs/performance.md "First load"); a broken file stops there with the file and field named (the
 * error overlay shows it), never a blank page.
 */
import * as Phaser from 'phaser';
import maskUrl from '../../../assets/mask.svg?no-inline';

/** The figures' class icons (figure-class.ts), by file: each loads as texture `icon-<name>`. */
const ICONS = import.meta.glob<string>('../../../assets/icons/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

export class Preloader extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Rectangle;
  private label!: Phaser.GameObjects.Text;
  private barWidth = 0;

  constructor() {
    super('Preloader');
  }

  init(): void {
    const { width, height } = this.scale;
    this.barWidth = Math.min(480, width - 80);
    const x = width / 2 - this.barWidth / 2;
    const y = height / 2;
    this.add
      .text(width / 2, y - 60, 'Carnevale', {
        fontFamily: 'Georgia, serif',
        fontSize: '40px',
        color: '#f3e6c4',
      })
      .setOrigin(0.5);
    this.add
      .rectangle(x - 4, y - 4, this.barWidth + 8, 24, 0x000000, 0)
      .setOrigin(0, 0)
      .setStrokeStyle(2, 0xd8b27a);
    this.bar = this.add.rectangle(x, y, 1, 16, 0xd8b27a).setOrigin(0, 0);
    this.label = this.add
      .text(width / 2, y + 40, 'Loading…', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '14px',
        color: '#c8bca4',
      })
      .setOrigin(0.5);
    const onProgress = (p: number) => this.progress(p, 'Loading images…');
    this.load.on(Phaser.Loader.Events.PROGRESS, onProgress);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () =>
      this.load.off(Phaser.Loader.Events.PROGRESS, onProgress),
    );
  }

  preload(): void {
    this.load.svg('mask', maskUrl, { width: 256, height: 160 });
    for (const [file, url] of Object.entries(ICONS)) {
      const name = file.slice(file.lastIndexOf('/') + 1, -'.svg'.length);
      this.load.svg(`icon-${name}`, url, { width: 64, height: 64 });
    }
  }

  create(): void {
    this.progress(1, 'Ready');
    this.scene.start('Menu');
  }

  private progress(p: number, text: string): void {
    this.bar.width = Math.max(1, this.barWidth * Math.min(1, p));
    this.label.setText(text);
  }
}
