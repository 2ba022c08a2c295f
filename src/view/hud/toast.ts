/**
 * Short messages over the board: a refused command ("no Action Points left"), a round banner. Each fades by
 * itself; nothing here blocks play.
 */
import { h } from './dom-builder.ts';

export class Toast {
  readonly root: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(className = 'toast') {
    this.root = h('div', { class: className, role: 'alert', hidden: true });
  }

  /** Show `text` for `ms` milliseconds. */
  show(text: string, ms = 2600): void {
    this.root.textContent = text;
    this.root.hidden = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.root.hidden = true;
      this.timer = null;
    }, ms);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
