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

  /**
   * Show `text` for `ms` milliseconds, as a refusal (`error`, red: the default) or a notice that refuses nothing
   * (`notice`, amber: the abilities not played yet).
   */
  show(text: string, ms = 2600, tone: 'error' | 'notice' = 'error'): void {
    this.root.textContent = text;
    this.root.dataset.tone = tone;
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
