/**
 * The battle HUD: DOM panels over the canvas (DESIGN §3.5: crisp, selectable, accessible) — top bar, the
 * Agendas and the profile cards in a column on the left, action bar, the setup panel, attack, spell and jump
 * previews, Will Point and guard dialogs, hover tip, dice log and messages, the Rules panel and the glossary popover of
 * every marked term. Created by the battle scene and removed with it.
 */
import { uiLayer } from '../../app/ui-layer.ts';
import type { Speed } from '../battle/animator.ts';
import type { AskSettings } from '../battle/ask-modes.ts';
import { ActionBar } from './action-bar.ts';
import { AgendaPanel } from './agenda-panel.ts';
import { AttackPanel } from './attack-panel.ts';
import { ChoiceDialog } from './choice-dialog.ts';
import { DeployPanel } from './deploy-panel.ts';
import { DiceLog } from './dice-log.ts';
import { h, replace } from './dom-builder.ts';
import { WrestlePanel } from './grapple-panel.ts';
import { GuardDialog } from './guard-dialog.ts';
import { HandOver } from './hand-over.ts';
import { HoverTip } from './hover-tip.ts';
import { HowToPlay } from './how-to-play.ts';
import { JumpPanel } from './jump-panel.ts';
import { RulesPanel } from './rules-panel.ts';
import { SkipPanel } from './skip-panel.ts';
import { SpellPanel } from './spell-panel.ts';
import { TermTip } from './term-tip.ts';
import { Toast } from './toast.ts';
import { type GangBadge, TopBar, type TopBarHandlers } from './top-bar.ts';
import { WhyPanel } from './why-panel.ts';
import { WillDialog } from './will-dialog.ts';

export class Hud {
  readonly root: HTMLElement;
  readonly top: TopBar;
  readonly log = new DiceLog();
  readonly agendas = new AgendaPanel();
  readonly actions = new ActionBar();
  readonly deploy = new DeployPanel();
  readonly attack = new AttackPanel();
  readonly wrestle = new WrestlePanel();
  readonly spell = new SpellPanel();
  readonly will = new WillDialog();
  readonly guard = new GuardDialog();
  readonly choice = new ChoiceDialog();
  readonly why = new WhyPanel();
  readonly skipped = new SkipPanel();
  readonly jump = new JumpPanel();
  readonly tip = new HoverTip();
  readonly toast = new Toast('toast');
  readonly banner = new Toast('banner');
  readonly handOver = new HandOver();
  readonly howToPlay = new HowToPlay();
  /** The rules glossary: the top bar's Rules button, or ? or F1. */
  readonly rules = new RulesPanel();
  /** The glossary popover of every `[data-term]` of the HUD. */
  readonly terms: TermTip;
  private readonly cards: HTMLElement;
  private readonly help: HTMLElement;

  constructor(gangs: readonly GangBadge[], speed: Speed, ask: AskSettings, on: TopBarHandlers) {
    this.top = new TopBar(gangs, speed, ask, on);
    this.cards = h('aside', { class: 'cards', 'aria-label': 'Profile cards' });
    this.help = h(
      'div',
      { class: 'help' },
      'Click a figure of yours to select it · point at a lit tile for its path and odds · point at a figure for line of sight · drag or WASD/arrows to pan · wheel or +/− to zoom · Q/E to turn the board',
    );
    this.root = h(
      'div',
      { class: 'hud' },
      this.top.root,
      h('div', { class: 'left-column' }, this.agendas.root, this.cards),
      // Before the right column in the page's order: Tab reaches the action bar before the dice log.
      h('div', { class: 'bottom' }, this.deploy.root, this.actions.root, this.help),
      // The previews of an attack, a Grapple, a spell or a Jump stand over the dice log, out of the board's middle.
      h(
        'div',
        { class: 'right-column' },
        this.attack.root,
        this.wrestle.root,
        this.spell.root,
        this.jump.root,
        this.log.root,
      ),
      this.will.root,
      this.guard.root,
      this.choice.root,
      this.why.root,
      this.skipped.root,
      this.tip.root,
      this.toast.root,
      this.banner.root,
      this.handOver.root,
      this.howToPlay.root,
      this.rules.root,
    );
    this.terms = new TermTip(this.root);
    this.top.addControl(
      h(
        'button',
        {
          class: 'rules',
          title: 'The rules: every term explained, with a search (? or F1)',
          'aria-haspopup': 'dialog',
          onclick: () => this.rules.toggle(),
        },
        'Rules',
      ),
    );
    window.addEventListener('keydown', this.onRulesKey);
    uiLayer().append(this.root);
    // The side columns stand between the top bar and the panels at the bottom, however many rows either takes.
    const bottom = this.root.querySelector('.bottom');
    const measure = () => {
      this.top.fit();
      this.root.style.setProperty(
        '--top-bar',
        `${Math.round(this.top.root.getBoundingClientRect().height)}px`,
      );
      const b = bottom?.getBoundingClientRect();
      if (b && b.height > 0)
        this.root.style.setProperty('--bottom', `${Math.round(window.innerHeight - b.top)}px`);
    };
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      this.topWatch = new ResizeObserver(measure);
      this.topWatch.observe(this.top.root);
      if (bottom) this.topWatch.observe(bottom);
    }
  }

  private topWatch: ResizeObserver | null = null;

  /** ? or F1 opens and closes the Rules panel (not while typing in a field); Escape closes it. */
  private readonly onRulesKey = (e: KeyboardEvent): void => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
    if (e.key === 'F1' || (e.key === '?' && !typing)) {
      e.preventDefault();
      this.rules.toggle();
    } else if (e.key === 'Escape' && this.rules.isOpen) this.rules.close();
  };

  /**
   * The part of the page the board shows through (CSS px): below the top bar, above the panels at the bottom, left of
   * the dice log when it stands open beside the board.
   */
  freeArea(): { top: number; bottom: number; right: number } {
    const bottom = this.root.querySelector('.bottom')?.getBoundingClientRect();
    const top = this.top.root.getBoundingClientRect();
    const column = this.root.querySelector('.right-column')?.getBoundingClientRect();
    const height = typeof window === 'undefined' ? 0 : window.innerHeight;
    const width = typeof window === 'undefined' ? 0 : window.innerWidth;
    // A dice log folded to its tab leaves the side free; open (or under a preview) it stands beside the board.
    const beside = column && column.width > 0 && column.left > width / 2 && column.height > height / 3;
    return {
      top: top.bottom,
      bottom: bottom && bottom.height > 0 ? bottom.top : height,
      right: beside ? column.left : width,
    };
  }

  /** Watching a replay: `bar` in place of the action bar (nobody gives orders). */
  showReplay(bar: HTMLElement): void {
    this.actions.root.hidden = true;
    this.help.hidden = true;
    this.root.querySelector('.bottom')?.prepend(bar);
  }

  /** A tutorial lesson's card, at the top of the left column. */
  showCoach(card: HTMLElement): void {
    this.root.querySelector('.left-column')?.prepend(card);
  }

  /** Show up to two profile cards (the selected character first). */
  showCards(...cards: (HTMLElement | null)[]): void {
    replace(this.cards, ...cards);
  }

  dispose(): void {
    this.topWatch?.disconnect();
    this.top.dispose();
    window.removeEventListener('keydown', this.onRulesKey);
    this.terms.dispose();
    this.toast.dispose();
    this.banner.dispose();
    this.root.remove();
  }
}
