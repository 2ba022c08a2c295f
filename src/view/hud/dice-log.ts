/**
 * The dice log panel: every roll with every die (the Destiny Dice in its own colour, Aces highlighted,
 * re-rolled dice marked), the value needed, the result and the modifiers, and plain lines for the rest. The kind
 * of roll, the Destiny Dice, the Aces needed and the result are marked for the glossary popover (term-tip.ts).
 * Its title folds it to a tab that counts the lines come since; the fold is kept for the next match (folds.ts).
 */
import { h } from './dom-builder.ts';
import { isFolded, keepFolded } from './folds.ts';
import { type LogEntry, type RollEntry, resultWord } from './log-lines.ts';
import { termAttrs } from './term-tip.ts';

const MAX_ENTRIES = 400;

function rollNode(e: RollEntry): HTMLElement {
  const dice = e.dice.map((d) => {
    const cls = ['die', d.destiny ? 'destiny' : '', d.ace ? 'ace' : '', d.rerolled ? 'rerolled' : '']
      .filter(Boolean)
      .join(' ');
    const said = `${d.value}${d.ace ? ' — Ace' : ''}${d.rerolled ? ' (re-rolled)' : ''}`;
    return d.destiny
      ? h('span', { class: cls, ...termAttrs('Destiny Dice', { note: `This roll: ${said}` }) }, d.value)
      : h('span', { class: cls, title: `die ${said}` }, d.value);
  });
  const who = e.title.startsWith(e.rollName) ? e.title.slice(e.rollName.length) : ` — ${e.title}`;
  const result = resultWord(e.result);
  return h(
    'div',
    { class: `entry roll ${e.result}`, 'data-seq': e.seq },
    h('div', { class: 'roll-title' }, h('span', termAttrs(e.rollName), e.rollName), who),
    h(
      'div',
      { class: 'roll-dice' },
      ...(dice.length ? dice : [h('span', { class: 'nodice' }, 'no dice')]),
      h('span', { class: 'need', ...termAttrs('Ace') }, `Aces on ${e.aceOn}+`),
      h(
        'span',
        { class: `result ${e.result}`, ...termAttrs(result) },
        `${result} (${e.aces} Ace${e.aces === 1 ? '' : 's'})`,
      ),
    ),
    e.modifiers ? h('div', { class: 'roll-mods' }, e.modifiers) : null,
    e.aceModifiers ? h('div', { class: 'roll-mods' }, `Aces on ${e.aceOn}+: ${e.aceModifiers}`) : null,
    e.opposed ? h('div', { class: 'roll-mods' }, e.opposed) : null,
  );
}

export class DiceLog {
  readonly root: HTMLElement;
  private readonly list: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly body: HTMLElement;
  /** Lines added while folded (shown on the tab). */
  private unseen = 0;

  constructor() {
    this.list = h('div', { class: 'log-list', role: 'log', 'aria-live': 'polite' });
    this.toggle = h('button', {
      class: 'log-toggle',
      'aria-controls': 'dice-log-body',
      title: 'Show or hide the dice log',
      onclick: () => {
        this.setOpen(this.body.hidden);
        keepFolded('dice-log', !this.open);
      },
    });
    this.body = h(
      'div',
      { class: 'log-body', id: 'dice-log-body' },
      h(
        'div',
        { class: 'legend' },
        h('span', termAttrs('Destiny Dice'), h('span', { class: 'die destiny' }, 'D'), ' Destiny Dice'),
        ' ',
        h('span', termAttrs('Ace'), h('span', { class: 'die ace' }, 'A'), ' Ace'),
        ' ',
        h('span', termAttrs('Re-roll'), h('span', { class: 'die rerolled' }, 'R'), ' re-rolled'),
      ),
      this.list,
    );
    this.root = h(
      'section',
      { class: 'panel dice-log', 'aria-label': 'Dice log' },
      h('h2', {}, this.toggle),
      this.body,
    );
    this.setOpen(!isFolded('dice-log', typeof window === 'undefined' ? Infinity : window.innerWidth));
  }

  /** Whether the entries show (else the panel is a tab with its title and how many lines came since). */
  get open(): boolean {
    return !this.body.hidden;
  }

  setOpen(open: boolean): void {
    this.body.hidden = !open;
    this.root.classList.toggle('folded', !open);
    if (open) {
      this.unseen = 0;
      this.list.scrollTop = this.list.scrollHeight;
    }
    this.drawToggle();
  }

  private drawToggle(): void {
    const open = this.open;
    this.toggle.setAttribute('aria-expanded', String(open));
    this.toggle.textContent = `${open ? '▾' : '▸'} Dice log${!open && this.unseen > 0 ? ` (${this.unseen} new)` : ''}`;
  }

  /** Add an entry; `why`: it is the first line of a computer's command, with a "Why?" button that calls it. */
  add(entry: LogEntry, why?: () => void): void {
    const node =
      entry.kind === 'roll'
        ? rollNode(entry)
        : h('div', { class: `entry line ${entry.tone}`, 'data-seq': entry.seq }, entry.text);
    if (why) {
      const button = h(
        'button',
        { class: 'why', 'data-why': entry.seq, title: 'Why did the computer do this?', onclick: () => why() },
        'Why?',
      );
      (entry.kind === 'roll' ? (node.firstElementChild as HTMLElement) : node).append(button);
    }
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 30;
    this.list.append(node);
    while (this.list.childElementCount > MAX_ENTRIES) this.list.firstElementChild?.remove();
    if (atBottom) this.list.scrollTop = this.list.scrollHeight;
    if (!this.open) {
      this.unseen++;
      this.drawToggle();
    }
  }
}
