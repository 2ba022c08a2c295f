/**
 * The Hint in the battle: the Hint button (and key H) while a person is to act in their turn; the computer works the
 * Hint out in time slices (hint.ts); then the board draws it — the figure selected, the path or the line of its move,
 * the line to the figure it aims at (ringed), an area attack's marker — in the Hint's own colour, and the panel
 * (hint-panel.ts) says it in words with the odds and why. **Take it** gives the command through the same door as a
 * person's click (player-input.ts `order`); Dismiss, Escape, a click on the board, another selection or another mode
 * put it away, as does any change of the match.
 */
import type * as Phaser from 'phaser';
import type { BoardView } from '../board/board-view.ts';
import { GuideLayer } from '../board/guide-layer.ts';
import { HintPanel } from '../hud/hint-panel.ts';
import type { Hud } from '../hud/hud.ts';
import type { Names } from '../hud/log-lines.ts';
import { whyRows } from '../hud/why-rows.ts';
import type { BattleSession } from './battle-session.ts';
import { sightBetween } from './fight-queries.ts';
import { type Hint, HintCoach, hintOffered } from './hint.ts';
import { commandWords, type HintDrawing, hintDrawing } from './hint-preview.ts';
import type { PlayerInput } from './player-input.ts';

/** The colour of what the Hint draws on the board (apart from the person's own previews, drawn in white). */
const HINT_COLOUR = 0x6fd3ff;

/** What the automation hook reports of the Hint (hook-types.ts `HookHint`). */
export interface HintState {
  readonly thinking: boolean;
  readonly command: Hint['choice']['command'] | null;
  readonly actor: string | null;
  readonly asked: string | null;
  readonly difficulty: string | null;
  readonly why: string | null;
  readonly drawn: { path: boolean; leap: boolean; target: string | null; aim: boolean };
}

export class HintView {
  private readonly coach: HintCoach;
  private readonly panel: HintPanel;
  private readonly guides: GuideLayer;
  private readonly scene: Phaser.Scene;
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly orders: PlayerInput;
  private readonly names: Names;
  private readonly hud: Hud;
  /** What the board draws of the Hint shown, or null. */
  private drawn: HintDrawing | null = null;
  /** The selection and mode when the Hint was asked or drawn: another one puts it away. */
  private shownKey = '';

  constructor(
    scene: Phaser.Scene,
    session: BattleSession,
    view: BoardView,
    hud: Hud,
    orders: PlayerInput,
    names: Names,
  ) {
    this.scene = scene;
    this.session = session;
    this.view = view;
    this.orders = orders;
    this.names = names;
    this.hud = hud;
    this.coach = new HintCoach(session);
    this.panel = new HintPanel({
      ask: () => this.ask(),
      take: () => this.take(),
      dismiss: () => this.dismiss(),
    });
    // The button at the right of the action bar's status line; the panel over the dice log, leaving the board free.
    hud.actions.root.prepend(this.panel.button);
    hud.log.root.after(this.panel.root);
    this.guides = new GuideLayer(scene, view.proj);
  }

  /** Whether a Hint may be asked now (the button shows). */
  private offered = false;

  /**
   * Call every frame: `open` = the board takes a person's orders (nothing animating, no hand-over screen, no replay).
   * Offers the button, thinks on, and puts the Hint away once it no longer fits the board.
   */
  update(open: boolean): void {
    this.offered = open && this.orders.enabled && hintOffered(this.session);
    this.panel.offer(this.offered);
    const any = this.coach.busy || this.coach.hint !== null;
    if (!any) return;
    if (!this.offered || this.coach.stale() || this.key() !== this.shownKey) {
      this.dismiss();
      return;
    }
    if (this.coach.busy) {
      const hint = this.coach.think();
      if (hint) this.draw(hint);
      return;
    }
    // The person's own redraw of the rings (a selection, a hover) leaves the target ringed.
    const target = this.drawn?.target;
    if (target) this.view.tokens.get(target)?.setRing('target');
  }

  /** Ask for a Hint (the button, or H): for the selected figure when it may act, else for the gang. */
  ask(): void {
    if (!this.offered || this.coach.busy) return;
    this.clearBoard();
    if (!this.coach.ask(this.orders.selected)) return;
    this.shownKey = this.key();
    this.panel.thinking();
  }

  /** Take the Hint: its command, given as a person's click gives it. */
  take(): void {
    const hint = this.coach.hint;
    if (!hint || this.coach.stale()) return;
    const cmd = hint.choice.command;
    this.dismiss();
    this.orders.order(cmd);
  }

  /** Put the Hint away (Dismiss, Escape, a click elsewhere). */
  dismiss(): void {
    const had = this.coach.busy || this.coach.hint !== null;
    this.coach.clear();
    this.panel.hide();
    if (had) this.clearBoard();
  }

  /** Redraw after the board turned. */
  redraw(): void {
    this.guides.setProjection(this.view.proj);
  }

  /** What the hook reports: null when no Hint is asked or shown. */
  state(): HintState | null {
    const hint = this.coach.hint;
    if (!hint && !this.coach.busy) return null;
    const d = this.drawn;
    return {
      thinking: this.coach.busy,
      command: hint?.choice.command ?? null,
      actor: hint?.actor ?? null,
      asked: hint?.asked ?? null,
      difficulty: hint?.difficulty ?? null,
      why: hint?.choice.why ?? null,
      drawn: {
        path: this.guides.state.path,
        leap: this.guides.state.leap,
        target: d?.target ?? null,
        aim: d?.aim !== null && d?.aim !== undefined,
      },
    };
  }

  destroy(): void {
    this.guides.destroy();
    this.panel.button.remove();
    this.panel.root.remove();
  }

  /** The selection, mode and match the Hint was asked for. */
  private key(): string {
    return `${this.orders.selected}|${this.orders.mode}|${this.session.match.log.length}`;
  }

  /** Draw `hint` on the board and in the panel. */
  private draw(hint: Hint): void {
    const s = this.session;
    const cmd = hint.choice.command;
    const d = hintDrawing(s, cmd);
    if (d.actor) this.orders.choose(d.actor);
    this.drawn = d;
    this.guides.showPath(d.path, HINT_COLOUR);
    this.guides.showLeap(d.leap?.from ?? null, d.leap?.to ?? null, HINT_COLOUR, d.leap?.arc ?? false);
    if (d.actor && d.target && d.target !== d.actor) {
      const sight = sightBetween(s, d.actor, d.target);
      this.guides.showSight(
        this.view.tokens.get(d.actor) ?? null,
        this.view.tokens.get(d.target) ?? null,
        sight?.lineOfSight ?? false,
        sight?.cover ?? false,
      );
      this.view.tokens.get(d.target)?.setRing('target');
    }
    if (d.aim) this.view.areas.showAim(d.aim);
    this.view.setFocus(
      [d.actor, d.target].filter((x): x is string => !!x),
      null,
    );
    const ids = [...s.match.ids.keys()];
    const why = whyRows({ gang: hint.gang, choice: hint.choice, first: 0, last: 0 }, ids, this.names);
    this.panel.show({ command: commandWords(s, cmd), difficulty: hint.difficulty, odds: d.odds, why });
    this.bringIntoView(d);
    this.shownKey = this.key();
  }

  /**
   * When the figure, the end of its move or its target is off the part of the screen the panels leave free, pan the
   * camera (same zoom) so that their middle is in the middle of that room.
   */
  private bringIntoView(d: HintDrawing): void {
    const s = this.session.summary();
    const at = (id: string | null) => {
      const c = id ? s.characters.find((x) => x.id === id) : undefined;
      return c ? this.view.proj.project(c.x, c.y, c.z) : null;
    };
    const end = d.path?.at(-1) ?? d.leap?.to ?? null;
    const points = [
      at(d.actor),
      at(d.target),
      end ? this.view.proj.project(end[0], end[1], end[2]) : null,
    ].filter((p): p is { x: number; y: number } => p !== null);
    if (points.length === 0) return;
    const cam = this.scene.cameras.main;
    const free = this.hud.freeArea();
    // The panel stands over the dice log: the room ends left of it.
    const right = Math.min(free.right, this.panel.root.getBoundingClientRect().left || free.right);
    const room = { left: 20, top: free.top + 20, right: right - 20, bottom: free.bottom - 20 };
    const onScreen = (p: { x: number; y: number }) => ({
      x: (p.x - cam.worldView.x) * cam.zoom,
      y: (p.y - cam.worldView.y) * cam.zoom,
    });
    const inside = points
      .map(onScreen)
      .every((q) => q.x >= room.left && q.x <= room.right && q.y >= room.top && q.y <= room.bottom);
    if (inside) return;
    const mid = {
      x: points.reduce((a, p) => a + p.x, 0) / points.length,
      y: points.reduce((a, p) => a + p.y, 0) / points.length,
    };
    const centre = { x: (room.left + room.right) / 2, y: (room.top + room.bottom) / 2 };
    cam.centerOn(
      mid.x + (cam.width / 2 - centre.x) / cam.zoom,
      mid.y + (cam.height / 2 - centre.y) / cam.zoom,
    );
  }

  /** Take what the Hint drew off the board. */
  private clearBoard(): void {
    const d = this.drawn;
    this.drawn = null;
    this.guides.clear();
    if (d?.aim) this.view.areas.showAim(null);
    if (d?.target) this.orders.render();
  }

  /**
   * A key over the battle (the scene hands it here first): H asks for a Hint, Escape puts one away. True when the key
   * was taken (then the orders' keys leave it alone: the selection stays).
   */
  keyPressed(e: KeyboardEvent): boolean {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement)
      return false;
    if ((e.key === 'h' || e.key === 'H') && !e.ctrlKey && !e.metaKey && !e.altKey) {
      this.ask();
      return true;
    }
    if (e.key === 'Escape' && (this.coach.busy || this.coach.hint)) {
      this.dismiss();
      return true;
    }
    return false;
  }
}
