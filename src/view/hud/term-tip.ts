/**
 * The glossary popover of the HUD: any element marked `data-term="<term>"` (see `termAttrs`) explains itself on
 * hover and on keyboard focus — the term, our short text and "Rulebook: <section>" (content/glossary.ts) — in a
 * small popover beside it (role="tooltip", linked by aria-describedby). One delegated listener per event on the
 * HUD's root; Escape hides it; it never takes clicks (pointer-events: none) and stays on the screen. A card or a
 * side column gets it beside the whole panel, the previews and the action bar above the whole panel, so that it
 * covers the board rather than what may be clicked next.
 */
import { lookupTerm, type Term } from '../../content/index.ts';
import { h, replace } from './dom-builder.ts';
import './glossary.css';

/** The id of the popover element (what aria-describedby names). */
export const TERM_TIP_ID = 'term-tip';

/**
 * Attributes that mark an element as a glossary term, for `h()`: `data-term` (looked up by `lookupTerm`),
 * `data-term-of` (a profile id, for a character's own ability), `data-term-note` (an extra line, e.g. "3 now, 4
 * printed"), and tabindex 0 unless `focusable` is false (a button is focusable already).
 */
export function termAttrs(
  term: string,
  opts: { readonly of?: string; readonly note?: string; readonly focusable?: boolean } = {},
): Record<string, string | undefined> {
  return {
    'data-term': term,
    'data-term-of': opts.of,
    'data-term-note': opts.note,
    tabindex: opts.focusable === false ? undefined : '0',
  };
}

const GAP = 8;

export class TermTip {
  readonly root: HTMLElement;
  private anchor: HTMLElement | null = null;
  private readonly scope: HTMLElement;
  private readonly listeners: readonly [string, (e: Event) => void][];

  /** Watch every `[data-term]` element inside `scope` (the popover is appended to it). */
  constructor(scope: HTMLElement) {
    this.scope = scope;
    this.root = h('div', { class: 'term-tip', id: TERM_TIP_ID, role: 'tooltip', hidden: true });
    scope.append(this.root);
    const enter = (e: Event) => {
      const el = this.termOf(e.target);
      // (a panel rebuilt under the pointer takes its term away without a mouseout)
      if (!el && this.anchor && !this.anchor.isConnected) this.hide();
      if (el && el !== this.anchor) this.show(el);
    };
    const leave = (e: Event) => {
      const next = (e as FocusEvent | MouseEvent).relatedTarget;
      if (this.anchor && !(next instanceof Node && this.anchor.contains(next))) this.hide();
    };
    this.listeners = [
      ['mouseover', enter],
      ['focusin', enter],
      ['mouseout', leave],
      ['focusout', leave],
      [
        'keydown',
        (e) => {
          if ((e as KeyboardEvent).key === 'Escape' && this.anchor) this.hide();
        },
      ],
    ];
    for (const [type, f] of this.listeners) scope.addEventListener(type, f);
  }

  /** The term element `target` is in, if any (inside the scope). */
  private termOf(target: EventTarget | null): HTMLElement | null {
    if (!(target instanceof Element)) return null;
    const el = target.closest<HTMLElement>('[data-term]');
    return el && this.scope.contains(el) ? el : null;
  }

  /** Show the entry of `el`'s term beside it (nothing when the glossary does not know the term). */
  show(el: HTMLElement): void {
    const term = lookupTerm(el.dataset.term ?? '', el.dataset.termOf);
    if (!term) return;
    this.hide();
    this.anchor = el;
    this.fill(term, el.dataset.termNote);
    const described = el.getAttribute('aria-describedby');
    if (!described?.split(' ').includes(TERM_TIP_ID))
      el.setAttribute('aria-describedby', described ? `${described} ${TERM_TIP_ID}` : TERM_TIP_ID);
    this.root.hidden = false;
    this.place(el);
  }

  hide(): void {
    const el = this.anchor;
    this.anchor = null;
    this.root.hidden = true;
    if (!el) return;
    const rest = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== TERM_TIP_ID);
    if (rest.length) el.setAttribute('aria-describedby', rest.join(' '));
    else el.removeAttribute('aria-describedby');
  }

  /** The term shown now (tests), or null. */
  get showing(): string | null {
    return this.anchor ? (this.anchor.dataset.term ?? null) : null;
  }

  dispose(): void {
    for (const [type, f] of this.listeners) this.scope.removeEventListener(type, f);
    this.hide();
    this.root.remove();
  }

  private fill(t: Term, note: string | undefined): void {
    this.root.dataset.term = t.term;
    replace(
      this.root,
      h('b', { class: 'term-name' }, t.term),
      t.detail ? h('span', { class: 'term-detail' }, ` · ${t.detail}`) : null,
      h('p', { class: 'term-text' }, t.text),
      note ? h('p', { class: 'term-note' }, note) : null,
      h('p', { class: 'term-section' }, `Rulebook: ${t.section}`),
    );
  }

  /**
   * Beside the panel of `el` when the panel stands at a side of the screen (a profile card, the dice log), else above
   * the panel (above `el`, or below it, when there is no room), always inside the window.
   */
  private place(el: HTMLElement): void {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const a = el.getBoundingClientRect();
    const panel = (el.closest('.card, .panel') ?? el).getBoundingClientRect();
    const tip = this.root.getBoundingClientRect();
    // (not over the top bar, whose buttons stay in reach)
    const topClear = this.scope.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;
    let left: number;
    let top: number;
    if (panel.right + GAP + tip.width <= width && panel.right < width * 0.45) {
      left = panel.right + GAP;
      top = a.top;
    } else if (panel.left - GAP - tip.width >= 0 && panel.left > width * 0.55) {
      left = panel.left - GAP - tip.width;
      top = a.top;
    } else {
      // Over the board above the panel when there is room, else just above the term, else below it.
      left = a.left + a.width / 2 - tip.width / 2;
      const over = panel.top - GAP - tip.height;
      top =
        over >= topClear ? over : a.top - GAP - tip.height >= 0 ? a.top - GAP - tip.height : a.bottom + GAP;
    }
    this.root.style.left = `${Math.round(Math.max(4, Math.min(left, width - tip.width - 4)))}px`;
    this.root.style.top = `${Math.round(Math.max(4, Math.min(top, height - tip.height - 4)))}px`;
  }
}
