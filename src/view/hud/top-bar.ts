/**
 * The top bar: game round, the gang to act, Victory Points, playback speed, "Ask me" (how often a person is asked
 * about Will Points, and about Command Point offers: COUNTER and PLAN), view buttons (turn, zoom) and the way back
 * to the menu. It keeps to one row whatever the window's width: what does not fit moves, least used first, under the
 * "More" button (⋯), and comes back when the window widens ({@link TopBar.fit}).
 */
import type { Speed } from '../battle/animator.ts';
import type { AskSettings } from '../battle/ask-modes.ts';
import { askSelect } from './ask-select.ts';
import { h, replace } from './dom-builder.ts';

/** The gangs as the bar shows them. */
export interface GangBadge {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
  readonly controller: 'human' | 'ai';
}

export interface TopBarHandlers {
  speed(s: Speed): void;
  /** Play the computer's turns at once, until a person must answer, then sum them up. */
  skip(): void;
  /** How often a person is asked about one kind of question changed. */
  ask(change: Partial<AskSettings>): void;
  rotate(quarterTurns: number): void;
  zoom(factor: number): void;
  menu(): void;
  /** Take back the person's last command of this turn (when offered). */
  undo(): void;
  /** Open or close the "How to play" card. */
  howToPlay(): void;
}

const SPEEDS: readonly Speed[] = [1, 2, 4, 'instant'];

export class TopBar {
  readonly root: HTMLElement;
  private readonly round: HTMLElement;
  private readonly vp: HTMLElement;
  private readonly speedButtons: HTMLButtonElement[];
  private readonly skipButton: HTMLButtonElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly gangs: readonly GangBadge[];
  private readonly menuButton: HTMLButtonElement;
  /** The question under the Menu button before a match not over is left. */
  private readonly leaveAsk: HTMLElement;
  /** "More" (⋯) and the panel under it holding what did not fit on the row. */
  private readonly moreButton: HTMLButtonElement;
  private readonly morePanel: HTMLElement;
  /** What may leave the row, in the order it leaves (each kept in its slot on the row when it fits). */
  private readonly movable: { readonly item: HTMLElement; readonly slot: HTMLElement }[] = [];

  constructor(gangs: readonly GangBadge[], speed: Speed, ask: AskSettings, on: TopBarHandlers) {
    this.gangs = gangs;
    this.menuButton = h('button', { class: 'menu', onclick: on.menu }, 'Menu');
    this.leaveAsk = h('div', {
      class: 'leave-ask',
      role: 'dialog',
      'aria-label': 'Leave the match?',
      hidden: true,
    });
    this.round = h('span', { class: 'round' });
    this.vp = h('span', {
      class: 'vp',
      'aria-label': 'Victory Points',
      title: 'Victory Points if the game ended now',
    });
    this.speedButtons = SPEEDS.map((s) =>
      h(
        'button',
        {
          class: 'speed',
          'data-speed': String(s),
          title: s === 'instant' ? 'Show results at once' : `Animations at ${s}×`,
          onclick: () => {
            this.setSpeed(s);
            on.speed(s);
          },
        },
        s === 'instant' ? 'Instant' : `${s}×`,
      ),
    );
    this.skipButton = h(
      'button',
      {
        class: 'skip',
        title: "Skip the computer's turns: play them at once and sum them up",
        disabled: true,
        onclick: () => on.skip(),
      },
      'Skip »',
    );
    this.undoButton = h(
      'button',
      {
        class: 'undo',
        // aria-disabled rather than disabled: the tooltip saying why it is greyed still shows on hover.
        'aria-disabled': 'true',
        title: 'Nothing of yours to take back in this turn',
        onclick: () => {
          if (this.undoButton.getAttribute('aria-disabled') !== 'true') on.undo();
        },
      },
      '↶ Undo',
    );
    this.moreButton = h(
      'button',
      {
        class: 'more',
        title: 'More controls: what does not fit on the bar',
        'aria-label': 'More controls',
        'aria-haspopup': 'true',
        'aria-expanded': 'false',
        hidden: true,
        onclick: () => this.setMoreOpen(this.morePanel.hidden),
      },
      '⋯',
    );
    this.morePanel = h('div', {
      class: 'more-panel',
      role: 'group',
      'aria-label': 'More controls',
      hidden: true,
      onkeydown: (e: Event) => {
        if ((e as KeyboardEvent).key === 'Escape') {
          this.setMoreOpen(false);
          this.moreButton.focus();
        }
      },
    });
    const wp = askSelect('ask-wp', ask.willPoints, (mode) => on.ask({ willPoints: mode }));
    const cp = askSelect('ask-cp', ask.commandPoints, (mode) => on.ask({ commandPoints: mode }));
    const speed_ = h('span', { class: 'group', role: 'group', 'aria-label': 'Speed' }, ...this.speedButtons);
    const asks = h(
      'span',
      { class: 'group asks', role: 'group', 'aria-label': 'Ask me' },
      'Ask me:',
      h(
        'label',
        {
          for: 'ask-wp',
          title:
            'Will Points before a roll: always; when it matters (spending could change the odds by 5 points or ' +
            'more); or never (none spent)',
        },
        'WP ',
        wp,
      ),
      h(
        'label',
        {
          for: 'ask-cp',
          title:
            'Command Points — COUNTER after an enemy action, PLAN as a round starts: always; when it matters (a ' +
            'friend has an attack or charge worth it, an Agenda can no longer be achieved); or never (kept)',
        },
        'CP ',
        cp,
      ),
    );
    const view = h(
      'span',
      { class: 'group view', role: 'group', 'aria-label': 'View' },
      h(
        'button',
        { title: 'Turn the board left (Q)', 'aria-label': 'Turn left', onclick: () => on.rotate(-1) },
        '⟲',
      ),
      h(
        'button',
        { title: 'Turn the board right (E)', 'aria-label': 'Turn right', onclick: () => on.rotate(1) },
        '⟳',
      ),
      h(
        'button',
        { title: 'Zoom in (+ or wheel)', 'aria-label': 'Zoom in', onclick: () => on.zoom(1.2) },
        '+',
      ),
      h(
        'button',
        { title: 'Zoom out (− or wheel)', 'aria-label': 'Zoom out', onclick: () => on.zoom(1 / 1.2) },
        '−',
      ),
    );
    const how = h(
      'button',
      {
        class: 'how',
        title: 'How to play: the game on one screen',
        'aria-label': 'How to play',
        onclick: () => on.howToPlay(),
      },
      '?',
    );
    this.root = h(
      'header',
      { class: 'panel top-bar' },
      this.round,
      this.vp,
      this.slotFor(speed_),
      this.skipButton,
      this.undoButton,
      this.slotFor(asks),
      this.slotFor(view),
      this.slotFor(how),
      h('span', { class: 'spacer' }),
      this.moreButton,
      this.menuButton,
      this.leaveAsk,
      this.morePanel,
    );
    // Least used first: the asks, the view buttons, How to play (then the controls added after: Rules, Follow).
    this.movable.sort((a, b) => order(a.item) - order(b.item));
    function order(item: HTMLElement): number {
      return [asks, view, how, speed_].indexOf(item);
    }
    this.speedGroup = speed_;
    document.addEventListener('pointerdown', this.onOutside, true);
    this.setSpeed(speed);
  }

  /** `item` in a slot of the row that keeps its place while it is under "More". */
  private slotFor(item: HTMLElement): HTMLElement {
    const slot = h('span', { class: 'slot' }, item);
    this.movable.push({ item, slot });
    return slot;
  }

  /** The speed buttons: the last to move under "More", after the gangs' lines are shortened. */
  private speedGroup: HTMLElement | null = null;

  /**
   * Put a control on the row just before Menu (the HUD's Rules button, the battle's Follow); it moves under "More"
   * after How to play and before the speed buttons.
   */
  addControl(item: HTMLElement): void {
    const slot = h('span', { class: 'slot' }, item);
    this.moreButton.before(slot);
    this.movable.push({ item, slot });
  }

  /**
   * Keep the bar to one row: put every control back on the row, then move them one by one under "More" — the asks,
   * the view buttons, How to play, Rules, Follow — then shorten the gangs' lines (no "(computer)" or "standing"), move
   * the speed buttons, and at the last drop the gang names beside the colours, until the row fits the bar's width. Called when the bar's width or words change.
   */
  fit(): void {
    for (const m of this.movable) if (m.item.parentElement !== m.slot) m.slot.append(m.item);
    this.root.classList.remove('compact', 'tight');
    const fits = () => this.root.scrollWidth <= this.root.clientWidth + 1;
    let moved = 0;
    const move = (m: { item: HTMLElement }) => () => {
      this.morePanel.append(m.item);
      moved++;
    };
    const speed = this.movable.filter((m) => m.item === this.speedGroup);
    const steps: (() => void)[] = [
      ...this.movable.filter((m) => m.item !== this.speedGroup).map(move),
      () => this.root.classList.add('compact'),
      ...speed.map(move),
      () => this.root.classList.add('tight'),
    ];
    this.moreButton.hidden = false;
    for (const step of steps) {
      if (fits()) break;
      step();
    }
    this.moreButton.hidden = moved === 0;
    if (moved === 0) this.setMoreOpen(false);
  }

  private setMoreOpen(open: boolean): void {
    this.morePanel.hidden = !open;
    this.moreButton.setAttribute('aria-expanded', String(open));
  }

  /** A press outside "More" and its panel closes the panel. */
  private readonly onOutside = (e: Event): void => {
    if (this.morePanel.hidden) return;
    const t = e.target as Node | null;
    if (t && (this.morePanel.contains(t) || this.moreButton.contains(t))) return;
    this.setMoreOpen(false);
  };

  dispose(): void {
    document.removeEventListener('pointerdown', this.onOutside, true);
  }

  /**
   * Ask under the Menu button whether to leave the match, saying what is kept (`kept`); `leave` goes. Stay, Escape
   * or a second press of Menu closes the question.
   */
  askLeave(kept: string, leave: () => void): void {
    if (!this.leaveAsk.hidden) {
      this.closeLeave();
      return;
    }
    const stay = h('button', { class: 'stay', onclick: () => this.closeLeave() }, 'Stay');
    replace(
      this.leaveAsk,
      h('p', {}, 'Leave this match for the menu?'),
      h('p', { class: 'kept' }, kept),
      h('div', { class: 'buttons' }, h('button', { class: 'primary leave', onclick: leave }, 'Leave'), stay),
    );
    this.leaveAsk.hidden = false;
    this.leaveAsk.onkeydown = (e) => {
      if (e.key === 'Escape') this.closeLeave();
    };
    stay.focus();
  }

  /** Whether the question before leaving is up. */
  get asking(): boolean {
    return !this.leaveAsk.hidden;
  }

  private closeLeave(): void {
    this.leaveAsk.hidden = true;
    this.menuButton.focus();
  }

  /** Offer Undo (`title`: what it takes back), or grey it with the reason as its tooltip. */
  setUndo(enabled: boolean, title: string): void {
    const off = enabled ? 'false' : 'true';
    if (this.undoButton.getAttribute('aria-disabled') !== off)
      this.undoButton.setAttribute('aria-disabled', off);
    if (this.undoButton.title !== title) this.undoButton.title = title;
  }

  /** Whether Skip is offered (the computer is to act and not already being skipped). */
  setSkippable(on: boolean): void {
    this.skipButton.disabled = !on;
  }

  setSpeed(s: Speed): void {
    for (const b of this.speedButtons) b.classList.toggle('on', b.dataset.speed === String(s));
  }

  /** Refresh the round, the gang to act, the Victory Points and how many characters each gang has standing. */
  update(
    round: number,
    rounds: number,
    toAct: string | null,
    vp: Record<string, number>,
    standing: Record<string, number>,
  ): void {
    const acting = this.gangs.find((g) => g.id === toAct);
    const words = JSON.stringify([round, toAct, vp, standing]);
    if (words === this.words) return;
    this.words = words;
    replace(
      this.round,
      round === 0 ? 'Setting up' : `Round ${round} of ${rounds}`,
      acting
        ? h(
            'span',
            { class: 'to-act', style: `border-color:${acting.colour}` },
            acting.name,
            acting.controller === 'ai' ? h('span', { class: 'long' }, ' (computer)') : null,
            ' to act',
          )
        : null,
    );
    replace(
      this.vp,
      ...this.gangs.map((g) =>
        h(
          'span',
          { class: 'vp-gang', 'data-gang': g.id },
          h('span', { class: 'swatch', style: `background:${g.colour}`, title: g.name }),
          h('span', { class: 'name' }, `${g.name} `),
          h('b', {}, `${vp[g.id] ?? 0} VP`),
          h(
            'small',
            { class: 'long', title: `${g.name}: characters still on the board` },
            ` ${standing[g.id] ?? 0} standing`,
          ),
        ),
      ),
    );
    if (this.root.isConnected) this.fit();
  }

  /** The round, gang to act and Victory Points last drawn, as text. */
  private words = '';
}
