/**
 * A small tooltip that follows the pointer over the board: the cost, rolls and chance of the hovered tile of a
 * movement preview, or what the selected figure sees of the hovered one. DOM text (DESIGN §3.5: crisp and
 * readable at any zoom); it never takes clicks.
 */
import { h, replace } from './dom-builder.ts';

export class HoverTip {
  readonly root: HTMLElement;
  private key = '';

  constructor() {
    this.root = h('div', { class: 'hover-tip', role: 'tooltip', hidden: true });
  }

  /** Show `lines` (the first one bold) near page point (x, y); `kind` is set as `data-kind` for tests. */
  show(kind: string, lines: readonly string[], x: number, y: number): void {
    const key = `${kind}|${lines.join('|')}`;
    if (key !== this.key) {
      this.key = key;
      this.root.dataset.kind = kind;
      replace(this.root, ...lines.map((l, k) => h(k === 0 ? 'b' : 'div', {}, l)));
    }
    const room = typeof window === 'undefined' ? 1e9 : window.innerWidth;
    const left = x + 18 + 240 > room ? x - 18 - 240 : x + 18;
    this.root.style.left = `${Math.max(4, left)}px`;
    this.root.style.top = `${Math.max(4, y + 14)}px`;
    this.root.hidden = false;
  }

  hide(): void {
    if (this.root.hidden) return;
    this.key = '';
    this.root.hidden = true;
  }
}
