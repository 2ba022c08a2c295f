/**
 * The battle: the board in isometric view, the figures, the HUD, a person's orders and the computer's turns.
 * The engine's events (mitt bus) queue into the animator; when nothing animates the scene re-reads the match,
 * lets the player act or the computer move (DESIGN §3.5).
 */
import * as Phaser from 'phaser';
import { fortuneOf, hasAgendaRule, type MatchEvent, scenarioOf } from '../../rules/index.ts';
import { Animator, type Speed } from '../battle/animator.ts';
import { BattleSession } from '../battle/battle-session.ts';
import { boardOf } from '../battle/boards.ts';
import { PlayerInput } from '../battle/player-input.ts';
import { statusLine } from '../battle/status-line.ts';
import { TurnDriver } from '../battle/turn-driver.ts';
import { BoardView } from '../board/board-view.ts';
import { countersFrom } from '../board/token-counters.ts';
import { CameraControls } from '../camera-controls.ts';
import { agendaRows, agendaSourceOf, agendaSummary } from '../hud/agenda-rows.ts';
import { Hud } from '../hud/hud.ts';
import { logEntry, type Names } from '../hud/log-lines.ts';
import { skipSummary } from '../hud/skip-summary.ts';
import { whyRows } from '../hud/why-rows.ts';
import { fromCss } from '../iso/palette.ts';
import type { BattleData } from './battle-data.ts';
import type { GameOverData } from './game-over-data.ts';

export class Battle extends Phaser.Scene {
  session!: BattleSession;
  view!: BoardView;
  orders!: PlayerInput;
  private data0!: BattleData;
  private hud!: Hud;
  private animator!: Animator;
  private driver!: TurnDriver;
  private controls!: CameraControls;
  private names!: Names;
  private dirty = true;
  private lastWhy = '';
  private shownWhy = '';
  /** The mode and selection the status line was written for. */
  private shownHint = '';
  private wasIdle = false;
  /** Length of the match log when the Agendas panel was last refreshed. */
  private agendasAt = -1;
  private onBusEvent: ((type: string, e: MatchEvent) => void) | null = null;

  constructor() {
    super('Battle');
  }

  create(data: BattleData): void {
    this.data0 = data;
    this.dirty = true;
    this.lastWhy = '';
    this.agendasAt = -1;
    const setup = data.setup;
    const board = boardOf(this.registry, setup.level);
    this.session = new BattleSession(setup, data.seed, board, data.difficulty ?? 'normal');
    this.cameras.main.setBackgroundColor('#1b2430');
    const zones = setup.gangs.flatMap((g, k) => {
      const z = board.deploymentZones[k];
      return z ? [{ ...z, colour: fromCss(g.colour) }] : [];
    });
    this.view = new BoardView(this, board, zones);
    for (const c of this.session.summary().characters) this.addToken(c.id);
    this.names = {
      // characters may join during the match (Birth, Spawn…): read the latest summary
      character: (id) => this.session.summary().characters.find((c) => c.id === id)?.name ?? id,
      gang: (id) => this.session.gang(id)?.name ?? id,
      // Secret: the computer's Agendas are not named until they score.
      secretAgendas: (id) =>
        this.session.gang(id)?.controller === 'ai' && hasAgendaRule(this.session.match, 'Secret'),
    };
    const speed = data.speed ?? 1;
    const ask = data.ask ?? { neverAskWillPoints: false, neverOfferCounter: false };
    this.hud = new Hud(
      setup.gangs.map((g) => ({ id: g.id, name: g.name, colour: g.colour, controller: g.controller })),
      speed,
      ask,
      {
        speed: (s) => {
          if (this.skipping) this.skipping.speed = s;
          else {
            this.animator.speed = s;
            this.driver.speed = s;
          }
        },
        skip: () => this.startSkip(),
        ask: (change) => {
          Object.assign(this.driver.ask, change);
        },
        rotate: (q) => this.rotate(q),
        zoom: (f) => this.controls.zoomBy(f),
        menu: () => this.scene.start('Menu'),
      },
    );
    for (const e of this.session.match.log) this.logEvent(e);
    this.refreshAgendas();
    this.animator = new Animator(this, this.view, { played: (e) => this.played(e) }, speed);
    this.driver = new TurnDriver(
      this.session,
      {
        chose: (gang, why) => {
          this.lastWhy = `${this.names.gang(gang)}: ${why}`;
          // An answer may change whose move it is without any event to play (a COUNTER declined).
          this.dirty = true;
        },
        answered: () => {
          this.dirty = true;
        },
        askWillPoints: () => this.askWillPoints(),
        askGuard: () => this.askGuard(),
        askChoice: () => this.askChoice(),
        refused: (reason) => this.hud.toast.show(reason),
        over: () => this.gameOver(),
      },
      speed,
      ask,
    );
    this.orders = new PlayerInput(this.session, this.view, this.hud);
    this.controls = new CameraControls(this, this);
    this.fitCamera();
    this.onBusEvent = (_type, e) => this.animator.push(e);
    this.session.match.bus?.on('*', this.onBusEvent);
    this.input.on('pointerup', this.onPointerUp, this);
    this.input.on('pointermove', this.onPointerMove, this);
    this.input.on(Phaser.Input.Events.GAME_OUT, this.onPointerOut, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.shutdown, this);
  }

  /** Nothing is queued or animating. */
  get idle(): boolean {
    return this.animator?.idle ?? false;
  }

  /** The match changed outside the scene's own input (automation hook): re-read it when idle. */
  changed(): void {
    this.dirty = true;
  }

  /** Turn the board, keeping the board point at the centre of the screen in view. */
  rotate(quarterTurns: number): void {
    const cam = this.cameras.main;
    const mid = cam.getWorldPoint(cam.width / 2, cam.height / 2);
    const at = this.view.proj.unproject(mid.x, mid.y, 0);
    this.view.rotate(quarterTurns);
    const p = this.view.proj.project(at.x, at.y, 0);
    cam.centerOn(p.x, p.y);
    // Lit tiles, lines and faded buildings follow the board; what is under the pointer changed.
    this.orders.render();
    this.rehover();
  }

  /** Show the whole table in the part of the screen the side panels leave free. */
  private fitCamera(): void {
    const cam = this.cameras.main;
    const b = this.view.bounds;
    const right = cam.width > 900 ? 320 : 0;
    const free = { width: cam.width - right, height: cam.height - 150 };
    const zoom = Math.max(0.3, Math.min(1.5, Math.min(free.width / (b.width + 40), free.height / b.height)));
    cam.setZoom(zoom);
    // Centre the table in the free area: shift the view right by half the panel, and down past the top bar.
    cam.centerOn(b.x + b.width / 2 + right / 2 / zoom, b.y + b.height / 2 - 20 / zoom);
  }

  private logEvent(e: MatchEvent): void {
    const entry = logEntry(e, this.names);
    if (!entry) return;
    // The first line of each of the computer's commands gets a "Why?" button (why-panel.ts).
    const reason = this.session.reasonFor(e.seq);
    if (!reason || this.explained.has(reason)) {
      this.hud.log.add(entry);
      return;
    }
    this.explained.add(reason);
    const ids = [...this.session.match.ids.keys()];
    this.hud.log.add(entry, () => this.hud.why.show(whyRows(reason, ids, this.names)));
  }

  /** Skipping the computer's turns: the speed to go back to, and the log length when the skip began. */
  private skipping: { speed: Speed; from: number } | null = null;

  /** Skip: the computer's turns play at once (no pause, no animation) until a person must answer. */
  private startSkip(): void {
    if (this.skipping || !this.session.aiToAnswer) return;
    this.skipping = { speed: this.driver.speed, from: this.session.match.log.length };
    this.animator.speed = 'instant';
    this.driver.speed = 'instant';
    this.driver.skipping = true;
    this.hud.top.setSkippable(false);
  }

  /**
   * The skip ends once a person must answer (what the driver declines unasked aside) or the game is over: the speed
   * comes back and the summary shows.
   */
  private endSkipIfDone(idle: boolean): void {
    const s = this.skipping;
    const pending = this.session.match.pending;
    // what the driver declines for the person unasked (a COUNTER offer during a skip) does not end the skip
    const unasked = pending?.type === 'choose' && this.driver.declinedUnasked(pending) !== undefined;
    if (!s || !idle || this.session.aiToAnswer || (unasked && !this.session.match.over)) return;
    this.skipping = null;
    this.driver.skipping = false;
    this.animator.speed = s.speed;
    this.driver.speed = s.speed;
    this.hud.top.setSpeed(s.speed);
    this.hud.skipped.show(skipSummary(this.session.match.log.slice(s.from), this.names));
  }

  /** The computer's commands whose first log line has its "Why?" button. */
  private readonly explained = new WeakSet<object>();

  /** Add the token of character `id` (from the match summary), unless it has one. */
  private addToken(id: string): void {
    const c = this.session.summary().characters.find((x) => x.id === id);
    if (!c || this.view.tokens.has(id)) return;
    const gang = this.session.gang(c.gang);
    const look = {
      id: c.id,
      name: c.name,
      colour: fromCss(gang?.colour ?? '#888'),
      baseMm: c.baseMm,
      lp: c.lp,
      lpStart: c.lpStart,
    };
    this.view.addToken(look, c.x, c.y, c.z);
  }

  private played(e: MatchEvent): void {
    this.dirty = true;
    // A character placed during the match (summon.ts) gets its token as its `deploy` event plays.
    if (e.type === 'deploy') this.addToken(e.character);
    this.logEvent(e);
    if (e.type === 'round-start') this.hud.banner.show(`Game round ${e.round}`, 1400);
  }

  private askWillPoints(): void {
    const d = this.session.match.pending;
    if (d?.type !== 'will-points' || this.hud.will.open) return;
    const c = this.session.summary().characters.find((x) => x.id === d.character);
    this.hud.will.show(d, c?.name ?? d.character, c?.wp ?? 0, (amount) => {
      const r = this.session.submit({
        type: 'decide',
        decision: 'will-points',
        character: d.character,
        amount,
      });
      if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
      this.dirty = true;
    });
  }

  private askGuard(): void {
    const d = this.session.match.pending;
    if (d?.type !== 'guard-attack' || this.hud.guard.open) return;
    this.hud.guard.show(d, this.names.character(d.character), this.names.character(d.target), (strike) => {
      const r = this.session.submit({
        type: 'decide',
        decision: 'guard-attack',
        character: d.character,
        accept: strike,
      });
      if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
      this.dirty = true;
    });
  }

  private askChoice(): void {
    const d = this.session.match.pending;
    if (d?.type !== 'choose' || this.hud.choice.open) return;
    if (d.purpose === 'charge-target') {
      // The engine asks before it reports the move: show the charger where it stands now, among its enemies.
      const c = this.session.summary().characters.find((x) => x.id === d.character);
      if (c) this.view.tokens.get(c.id)?.place(this.view.proj, c.x, c.y, c.z);
    }
    this.hud.choice.show(
      d,
      this.names.character(d.character),
      (option) => {
        const r = this.session.submit({ type: 'decide', decision: 'choose', character: d.character, option });
        if (!r.ok) this.hud.toast.show(`Not allowed: ${r.reason}`);
        this.dirty = true;
      },
      (o) => {
        // Show the option on the board: its spot outlined, its figure in focus.
        const at = o?.at;
        this.view.showHover(at ? this.view.board.nodeAt(at[0], at[1], at[2]) : null);
        this.view.setFocus(o?.figure ? [o.figure] : [], null);
        for (const t of this.view.tokens.values()) t.setRing(t.id === o?.figure ? 'target' : 'none');
      },
    );
  }

  /** Page coordinates (CSS px) of a point of the game canvas. */
  private pageOf(p: Phaser.Input.Pointer): { x: number; y: number } {
    const rect = this.game.canvas.getBoundingClientRect();
    const k = rect.width / this.scale.width;
    return { x: rect.left + p.x * k, y: rect.top + p.y * k };
  }

  /** Hover again where the pointer is (after the board turned or the match changed). */
  private rehover(): void {
    const p = this.input.activePointer;
    if (!p || p.isDown) return;
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    this.orders.hover(w.x, w.y, this.pageOf(p));
  }

  private onPointerUp(p: Phaser.Input.Pointer): void {
    if (this.controls.dragged || p.button !== 0) return;
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    this.orders.click(w.x, w.y);
    this.dirty = true;
  }

  private onPointerMove(p: Phaser.Input.Pointer): void {
    if (p.isDown) return;
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    this.orders.hover(w.x, w.y, this.pageOf(p));
  }

  /** The pointer left the canvas (for a panel or outside the page): the tooltip goes. */
  private onPointerOut(): void {
    this.hud.tip.hide();
  }

  private syncTokens(): void {
    const s = this.session.summary();
    for (const c of s.characters) {
      const t = this.view.tokens.get(c.id);
      if (!t) continue;
      t.setVisible(c.onBoard);
      if (c.onBoard) {
        t.container.setAlpha(1);
        t.place(this.view.proj, c.x, c.y, c.z);
      }
      t.setLp(c.lp);
      t.setCounters(countersFrom(this.session.counters(c.id)));
      t.setDim(c.hadTurn && s.active !== c.id);
    }
  }

  override update(_time: number, delta: number): void {
    this.controls.update(delta);
    this.view.setZoom(this.cameras.main.zoom);
    this.animator.update(delta);
    this.view.areas.drawAuras((id) => {
      const t = this.view.tokens.get(id);
      return t?.container.visible ? { x: t.x, y: t.y, z: t.z, radius: t.baseRadius } : null;
    });
    const idle = this.animator.idle;
    this.endSkipIfDone(idle);
    this.hud.top.setSkippable(!this.skipping && this.session.aiToAnswer && !this.session.match.over);
    const changed = this.dirty;
    if (idle && this.dirty) {
      this.dirty = false;
      this.hud.choice.closeIfStale(this.session.match.pending);
      this.syncTokens();
      this.orders.refresh(true);
      this.rehover();
      const s = this.session.summary();
      const standing: Record<string, number> = {};
      for (const c of s.characters) if (c.onBoard) standing[c.gang] = (standing[c.gang] ?? 0) + 1;
      // Before the end: the Victory Points each gang would take if the game ended now (standing, Agendas scored).
      const scenario = scenarioOf(this.session.setup.scenario);
      const vp = this.session.match.over ? s.vp : scenario.score(this.session.match);
      this.hud.top.update(s.round, scenario.rounds, this.session.gangToAnswer, vp, standing);
      this.refreshAgendas();
    }
    const hint = `${this.orders.mode}|${this.orders.selected}`;
    if (idle !== this.wasIdle || changed || this.lastWhy !== this.shownWhy || hint !== this.shownHint) {
      this.wasIdle = idle;
      this.shownWhy = this.lastWhy;
      this.shownHint = hint;
      this.hud.actions.setStatus(
        statusLine(this.session, idle, this.orders.selected, this.lastWhy, this.orders.mode),
      );
    }
    this.driver.update(delta, idle);
  }

  /** Redraw the Agendas panel when the match log has grown since it was last drawn. */
  private refreshAgendas(): void {
    const m = this.session.match;
    if (m.log.length === this.agendasAt) return;
    this.agendasAt = m.log.length;
    this.hud.agendas.update(agendaRows(agendaSourceOf(m)));
  }

  private gameOver(): void {
    const m = this.session.match;
    const data: GameOverData = {
      vp: { ...m.vp },
      agendas: agendaSummary(agendaSourceOf(m)),
      winner: m.winner,
      fortune: fortuneOf(m).holder,
      gangs: this.session.setup.gangs.map((g) => ({
        id: g.id,
        name: g.name,
        colour: g.colour,
        controller: g.controller,
      })),
      // the next match keeps the speed and the "Never ask" switches as the person left them
      again: {
        ...this.data0,
        seed: this.data0.seed + 1,
        speed: this.driver.speed,
        ask: { ...this.driver.ask },
      },
    };
    this.scene.launch('GameOver', data);
  }

  private shutdown(): void {
    if (this.onBusEvent) this.session.match.bus?.off('*', this.onBusEvent);
    this.onBusEvent = null;
    this.input.off('pointerup', this.onPointerUp, this);
    this.input.off('pointermove', this.onPointerMove, this);
    this.input.off(Phaser.Input.Events.GAME_OUT, this.onPointerOut, this);
    this.controls.dispose();
    this.animator.dispose();
    this.hud.dispose();
    this.view.destroy();
    this.scene.stop('GameOver');
  }
}
