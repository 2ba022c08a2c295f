/**
 * The battle: the board in isometric view, the figures, the HUD, a person's orders and the computer's turns.
 * The engine's events (mitt bus) queue into the animator; when nothing animates the scene re-reads the match,
 * lets the player act or the computer move (DESIGN §3.5).
 */
import * as Phaser from 'phaser';
import { readCampaign, writeCampaign } from '../../app/campaign-store.ts';
import { Autosaver, addToHistory, browserKeyStore, type KeyStore } from '../../app/save-store.ts';
import { pageOptions } from '../../app/url-options.ts';
import { type CampaignResult, nextScenario, noteResult, resultOf } from '../../campaign/campaign.ts';
import type { SavedMatch } from '../../campaign/match-record.ts';
import { recordOf, replayRecord, saveOf } from '../../campaign/match-replay.ts';
import type { PlaySettings } from '../../campaign/match-save.ts';
import { getProfile, hasProfile } from '../../content/index.ts';
import { scenarioFile } from '../../content/scenarios.ts';
import {
  type Command,
  cleanCommand,
  hasAgendaRule,
  type MatchEvent,
  type SubmitResult,
  scenarioOf,
} from '../../rules/index.ts';
import { aiRemote } from '../battle/ai-remote.ts';
import { Animator } from '../battle/animator.ts';
import { ASK_DEFAULT } from '../battle/ask-modes.ts';
import { BattleLog } from '../battle/battle-log.ts';
import { BattleSession } from '../battle/battle-session.ts';
import { BattleSetup } from '../battle/battle-setup.ts';
import { boardOf } from '../battle/boards.ts';
import { CameraFollow } from '../battle/camera-follow.ts';
import { fitTable, frameArea, zoneArea } from '../battle/camera-framing.ts';
import { askChoice, askGuard, askWillPoints } from '../battle/decision-dialogs.ts';
import { addToken } from '../battle/figure-tokens.ts';
import { HandOverGate } from '../battle/hand-over-gate.ts';
import { HintView } from '../battle/hint-view.ts';
import { matchResult } from '../battle/match-result.ts';
import { objectiveTip, objectiveViews } from '../battle/objective-views.ts';
import { PlaySpeed } from '../battle/play-speed.ts';
import { PlayerInput } from '../battle/player-input.ts';
import { zoneTints } from '../battle/setup-zones.ts';
import { keepSpeed, keptSpeed, matchKind } from '../battle/speed-memory.ts';
import { SpotChoice } from '../battle/spot-choice.ts';
import { statusLine } from '../battle/status-line.ts';
import { TurnDriver } from '../battle/turn-driver.ts';
import type { UndoOffer } from '../battle/undo-stack.ts';
import { BoardView } from '../board/board-view.ts';
import { CameraControls } from '../camera-controls.ts';
import { agendaRows, agendaSourceOf } from '../hud/agenda-rows.ts';
import { h } from '../hud/dom-builder.ts';
import { howToPlaySeen } from '../hud/how-to-play.ts';
import { Hud } from '../hud/hud.ts';
import type { Names } from '../hud/log-lines.ts';
import { withNames } from '../hud/named-text.ts';
import { notPlayedLine, unplayedOf } from '../hud/not-played.ts';
import { ReplayBar } from '../hud/replay-bar.ts';
import { primaryWords } from '../menu/scenario-words.ts';
import { coachOf } from '../tutorial/battle-coach.ts';
import type { Coach } from '../tutorial/coach.ts';
import type { BattleData, CameraPlace } from './battle-data.ts';

export class Battle extends Phaser.Scene {
  session!: BattleSession;
  view!: BoardView;
  orders!: PlayerInput;
  /** The Hint: what the computer would do for the person now (hint-view.ts). */
  hint!: HintView;
  /** A person's zone choice and deployment at the setup. */
  setup!: BattleSetup;
  /** A person's choice of a spot on the board (Knockback, Grapple throw…). */
  private spots!: SpotChoice;
  /** The camera following the computer's figures. */
  private follow!: CameraFollow;
  private data0!: BattleData;
  private hud!: Hud;
  private animator!: Animator;
  private driver!: TurnDriver;
  private playSpeed!: PlaySpeed;
  private log!: BattleLog;
  private controls!: CameraControls;
  private names!: Names;
  private dirty = true;
  private lastWhy = '';
  private shownWhy = '';
  /** The mode and selection the status line was written for. */
  private shownHint = '';
  private wasIdle = false;
  /** Length of the match log when the Agendas panel was last refreshed. */
  private agendasAt = '';
  /** Who sits at the screen when several people play (hot-seat, co-op), and when the seat changes hands. */
  private gate!: HandOverGate;
  private onBusEvent: ((type: string, e: MatchEvent) => void) | null = null;
  /** The match's save, written after every accepted command (src/app/save-store.ts). */
  private autosaver!: Autosaver;
  private store!: KeyStore;
  /** Watching a replay: its bar, and how long the next step of its play has waited (ms). */
  private replay: { bar: ReplayBar; playing: boolean; waited: number } | null = null;
  /** How many commands the last save held (-1: none written yet). */
  private savedCommands = -1;
  /** The tutorial's coach when the battle is a lesson. */
  coach: Coach | null = null;

  constructor() {
    super('Battle');
  }

  create(data: BattleData): void {
    this.data0 = data;
    this.dirty = true;
    this.lastWhy = '';
    this.agendasAt = '';
    const setup = data.setup;
    const board = boardOf(this.registry, setup.level);
    this.session = new BattleSession(
      setup,
      data.seed,
      board,
      data.difficulty ?? 'normal',
      data.difficulties ?? {},
      data.resumed,
      data.carry,
    );
    // A match continued from its save needs no new save until it moves; one replayed for an undo does at once.
    this.savedCommands = data.resumed && !data.carry ? this.session.match.commands.length : -1;
    this.cameras.main.setBackgroundColor('#1b2430');
    // The engine's board: at a players' setup the gangs' gondolas are not afloat yet.
    this.view = new BoardView(this, this.session.board, zoneTints(this.session));
    for (const c of this.session.summary().characters) addToken(this.session, this.view, c.id);
    this.gate = new HandOverGate(this.session, data.handOver ?? false);
    this.names = {
      // characters may join during the match (Birth, Spawn…): read the latest summary
      character: (id) => this.session.summary().characters.find((c) => c.id === id)?.name ?? id,
      gang: (id) => this.session.gang(id)?.name ?? id,
      // Secret: the computer's Agendas are not named until they score; with several people, nobody's are (the log
      // stays on the screen as the seat changes hands).
      secretAgendas: (id) =>
        hasAgendaRule(this.session.match, 'Secret') &&
        (this.session.gang(id)?.controller === 'ai' || (this.gate.shared && (data.handOver ?? false))),
    };
    // A match one plays and one watched each start at the speed last picked for their kind (speed-memory.ts).
    const kind = matchKind(setup.gangs, data.watch !== undefined);
    const speed = data.speed ?? keptSpeed(kind);
    const ask = data.ask ?? { ...ASK_DEFAULT };
    this.hud = new Hud(
      setup.gangs.map((g) => ({ id: g.id, name: g.name, colour: g.colour, controller: g.controller })),
      speed,
      ask,
      {
        speed: (s) => {
          this.playSpeed.set(s);
          if (!this.coach) keepSpeed(kind, s);
        },
        skip: () => this.playSpeed.start(),
        ask: (change) => {
          Object.assign(this.driver.ask, change);
        },
        rotate: (q) => this.rotate(q),
        zoom: (f) => this.controls.zoomBy(f),
        menu: () => this.leave(),
        undo: () => this.undo(),
        howToPlay: () => this.hud.howToPlay.toggle(),
      },
    );
    this.log = new BattleLog(this.session, this.hud, this.names);
    for (const e of this.session.match.log) this.log.add(e);
    this.refreshAgendas();
    this.animator = new Animator(this, this.view, { played: (e) => this.played(e) }, speed);
    this.driver = new TurnDriver(
      this.session,
      {
        chose: (gang, why) => {
          // The computer's words name characters by their match ids: the status line names them as people do.
          const ids = [...this.session.match.ids.keys()];
          this.lastWhy = `${this.names.gang(gang)}: ${withNames(why, ids, this.names)}`;
          // An answer may change whose move it is without any event to play (a COUNTER declined).
          this.dirty = true;
        },
        answered: (reason) => {
          // What was decided for the person, before the lines of what follows from it.
          this.hud.log.add({ kind: 'line', seq: this.session.match.log.length, text: reason, tone: 'info' });
          this.dirty = true;
        },
        askWillPoints: () => askWillPoints(this.session, this.view, this.hud, () => this.changed()),
        askGuard: () => askGuard(this.session, this.hud, this.names, () => this.changed()),
        askChoice: () => {
          const d = this.session.match.pending;
          if (d?.type === 'choose' && d.purpose === 'deployment-zone') this.setup.chooseZone(d);
          else if (d?.type === 'choose' && d.purpose === 'gondola-spot') this.setup.placeGondola(d);
          else askChoice(this.session, this.view, this.hud, this.names, () => this.changed(), this.spots);
        },
        askDeploy: () => {
          const d = this.session.match.pending;
          if (d?.type === 'deploy') this.setup.deployFigures(d);
        },
        refused: (reason) => this.hud.toast.show(reason),
        over: () => this.gameOver(),
      },
      speed,
      ask,
      pageOptions().aiWorker ? aiRemote() : null,
    );
    // A skip still under way when the last battle was left (for the menu) goes on into this one.
    const unfinished = this.playSpeed?.unfinished ?? null;
    this.playSpeed = new PlaySpeed(
      this.session,
      this.animator,
      this.driver,
      this.hud,
      this.names,
      unfinished,
    );
    this.orders = new PlayerInput(this.session, this.view, this.hud);
    this.hint = new HintView(this, this.session, this.view, this.hud, this.orders, this.names);
    this.setup = new BattleSetup(
      this.session,
      this.view,
      this.hud,
      () => this.changed(),
      (zone) => this.frame(zone),
    );
    this.spots = new SpotChoice(this.session, this.view, this.hud, () => this.changed());
    this.follow = new CameraFollow(this.cameras.main, this.view, () => this.hud.freeArea());
    this.playSpeed.afterSkip = (acted) => {
      if (!this.coach) this.follow.fitAction(acted);
    };
    const followButton = h(
      'button',
      {
        class: 'follow',
        title:
          "Follow the computer's figures as they act (the camera stays put for a few seconds after you move it)",
        'aria-pressed': String(this.follow.on),
        onclick: () => {
          this.follow.set(!this.follow.on);
          followButton.setAttribute('aria-pressed', String(this.follow.on));
          followButton.classList.toggle('on', this.follow.on);
        },
      },
      'Follow',
    );
    followButton.classList.toggle('on', this.follow.on);
    this.hud.top.addControl(followButton);
    this.controls = new CameraControls(this, this);
    // A person's first match in this browser opens on the one-screen "How to play" (not a lesson: its card teaches).
    if (
      !data.tutorial &&
      !data.watch &&
      !howToPlaySeen() &&
      setup.gangs.some((g) => g.controller === 'human')
    )
      this.hud.howToPlay.show();
    this.coach = coachOf({
      scene: this,
      data,
      session: this.session,
      view: this.view,
      orders: this.orders,
      hud: this.hud,
      idle: () => this.idle,
      name: this.names.character,
      click: (wx, wy) => {
        if (!this.setup.click(wx, wy) && !this.spots.click(wx, wy)) this.orders.click(wx, wy);
        this.dirty = true;
      },
      hover: (wx, wy, page) => this.orders.hover(wx, wy, page),
      changed: () => this.changed(),
    });
    this.fitCamera();
    if (data.carry) this.restoreCamera(data.carry.camera);
    else if (data.resumed) this.frameAction();
    this.replay = null;
    if (data.watch) this.startReplay(data.watch.record, data.watch.playing);
    this.store = browserKeyStore();
    this.autosaver = new Autosaver(this.store, (reason) => this.hud.toast.show(reason, 8000));
    // Abilities the engine does not play yet: said once, as a new match starts (not after an undo, nor on a replay).
    if (!data.resumed && !data.watch) this.warnNotPlayed();
    window.addEventListener('beforeunload', this.onBeforeUnload);
    this.onBusEvent = (_type, e) => this.animator.push(e);
    this.session.match.bus?.on('*', this.onBusEvent);
    this.input.on('pointerup', this.onPointerUp, this);
    this.input.keyboard?.on('keydown', this.onKeyDown, this);
    this.input.on('pointermove', this.onPointerMove, this);
    this.input.on(Phaser.Input.Events.GAME_OUT, this.onPointerOut, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.shutdown, this);
  }

  /** Say which abilities of the gangs in the match the engine does not play yet (dice log and a toast), if any. */
  private warnNotPlayed(): void {
    const ids = [...new Set(this.session.summary().characters.map((c) => c.profile))];
    const profiles = ids.filter(hasProfile).map(getProfile);
    const line = notPlayedLine(profiles);
    if (!line) return;
    const n = profiles.reduce((sum, p) => sum + unplayedOf(p).length, 0);
    const text = `${line}: they do nothing in this match.`;
    this.hud.log.add({ kind: 'line', seq: this.session.match.log.length, text, tone: 'warn' });
    this.hud.toast.show(
      `${n} ${n === 1 ? 'ability' : 'abilities'} of these gangs ${n === 1 ? 'is' : 'are'} not played yet and ${n === 1 ? 'does' : 'do'} nothing: the dice log names them.`,
      9000,
      'notice',
    );
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
    this.hint.redraw();
    this.rehover();
  }

  /** Show the whole table in the part of the screen the side panels leave free. */
  private fitCamera(): void {
    // a lesson's small board stands clear of its card, in the room right of the left column
    if (this.coach) {
      const left = this.coach.card.root.parentElement?.getBoundingClientRect().right ?? 0;
      frameArea(this.cameras.main, this.view.bounds, { ...this.hud.freeArea(), left });
      return;
    }
    fitTable(this.cameras.main, this.view.bounds);
  }

  /** Show a Deployment Zone (a person sets up in it), with its tallest buildings, where the panels leave room. */
  private frame(zone: { x0: number; y0: number; x1: number; y1: number }): void {
    frameArea(this.cameras.main, zoneArea(this.view.proj, zone, this.view.maxHeight), this.hud.freeArea());
  }

  private played(e: MatchEvent): void {
    this.dirty = true;
    // A character placed during the match (summon.ts) gets its token as its `deploy` event plays.
    if (e.type === 'deploy') addToken(this.session, this.view, e.character);
    this.setup.played(e);
    this.log.add(e);
    // The camera goes to a computer's figure (any figure in a replay) as it acts; a lesson's small board stays framed
    // beside its card.
    const who = 'character' in e && typeof e.character === 'string' ? e.character : null;
    const gang = who ? this.session.summary().characters.find((c) => c.id === who)?.gang : undefined;
    if (!this.coach && who && gang && (this.replay || this.session.gang(gang)?.controller === 'ai'))
      this.follow.follow(who);
    this.coach?.played(e);
    if (e.type === 'round-start') this.hud.banner.show(`Game round ${e.round}`, 1400);
    // The setup over, the whole table again (the camera framed each person's zone).
    if (e.type === 'round-start' && e.round === 1 && this.session.setup.deployment === 'players')
      this.fitCamera();
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
    if (!this.setup.hover(w.x, w.y, this.pageOf(p)) && !this.spots.hover(w.x, w.y, this.pageOf(p)))
      this.orders.hover(w.x, w.y, this.pageOf(p));
  }

  /** Keys for a Hint and the person's orders (hint-view.ts, player-input.ts), unless a dialog has them. */
  private onKeyDown(e: KeyboardEvent): void {
    if (this.replay || this.hud.choice.open || this.hud.rules.isOpen || this.hud.handOver.open) return;
    // The Hint's keys first (H, and Escape while a Hint shows), then the orders'.
    if (this.hint.keyPressed(e) || this.orders.key(e)) this.dirty = true;
  }

  private onPointerUp(p: Phaser.Input.Pointer): void {
    if (this.controls.dragged || p.button !== 0 || this.replay) return;
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    // A click on the board leaves a Hint unasked-for.
    this.hint.dismiss();
    if (!this.setup.click(w.x, w.y) && !this.spots.click(w.x, w.y)) this.orders.click(w.x, w.y);
    this.dirty = true;
  }

  private onPointerMove(p: Phaser.Input.Pointer): void {
    if (p.isDown) return;
    const w = this.cameras.main.getWorldPoint(p.x, p.y);
    if (this.setup.hover(w.x, w.y, this.pageOf(p)) || this.spots.hover(w.x, w.y, this.pageOf(p))) return;
    this.orders.hover(w.x, w.y, this.pageOf(p));
    // Over an Objective's marker with nothing else to say: what it is and how it scores.
    const id = this.hud.tip.root.hidden ? this.view.objectiveAt(w.x, w.y) : null;
    const o = id ? objectiveViews(this.session.match).find((x) => x.id === id) : undefined;
    if (o) {
      const page = this.pageOf(p);
      const scoring = primaryWords(scenarioFile(this.session.setup.scenario));
      this.hud.tip.show('objective', objectiveTip(this.session.match, o, scoring), page.x, page.y);
    }
  }

  /** The pointer left the canvas (for a panel or outside the page): the tooltip goes. */
  private onPointerOut(): void {
    this.hud.tip.hide();
  }

  override update(time: number, delta: number): void {
    this.controls.update(delta);
    this.follow.update(time);
    this.view.setZoom(this.cameras.main.zoom);
    this.animator.update(delta);
    this.view.areas.drawAuras((id) => {
      const t = this.view.tokens.get(id);
      return t?.container.visible ? { x: t.x, y: t.y, z: t.z, radius: t.baseRadius } : null;
    });
    const idle = this.animator.idle;
    this.playSpeed.endIfDone(idle);
    this.hud.top.setSkippable(
      !this.replay && !this.playSpeed.on && this.session.aiToAnswer && !this.session.match.over,
    );
    const changed = this.dirty;
    if (idle && this.dirty) {
      this.dirty = false;
      for (const dialog of [this.hud.choice, this.hud.will, this.hud.guard])
        dialog.closeIfStale(this.session.match.pending);
      this.setup.refresh();
      this.spots.refresh();
      const due = this.hud.handOver.open ? null : this.gate.due(this.driver.asksPerson());
      if (due) this.handOver(due);
      this.orders.refresh(!this.hud.handOver.open && !this.replay);
      this.rehover();
      const s = this.session.summary();
      const standing: Record<string, number> = {};
      for (const c of s.characters) if (c.onBoard) standing[c.gang] = (standing[c.gang] ?? 0) + 1;
      // Before the end: the Victory Points each gang would take if the game ended now (standing, Agendas scored).
      const scenario = scenarioOf(this.session.setup.scenario);
      const vp = this.session.match.over ? s.vp : scenario.score(this.session.match);
      this.hud.top.update(s.round, scenario.rounds, this.session.gangToAnswer, vp, standing);
      const offer: UndoOffer = this.coach
        ? { why: 'In a lesson, Back on its card goes back a step' }
        : this.undoOffer();
      this.hud.top.setUndo(
        'to' in offer,
        'to' in offer ? 'Take back your last command of this turn' : offer.why,
      );
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
    this.hint.update(idle && !this.replay && !this.hud.handOver.open);
    if (this.replay) {
      this.playReplay(delta, idle);
      return;
    }
    this.coach?.update();
    this.autosave();
    // Behind the hand-over screen nothing is asked: the next person answers once seated.
    this.driver.update(delta, idle && !this.hud.handOver.open);
  }

  /** How the match is being played, as its save keeps it. */
  private playSettings(): PlaySettings {
    const d = this.data0;
    return {
      speed: this.driver.speed,
      ask: { ...this.driver.ask },
      difficulty: d.difficulty ?? 'normal',
      difficulties: { ...(d.difficulties ?? {}) },
      handOver: d.handOver ?? false,
      ...(d.campaign ? { campaign: true } : {}),
    };
  }

  /**
   * Save the match after each accepted command; once it is over, forget the save (nothing is left to continue) and
   * keep it among the finished matches.
   */
  private autosave(): void {
    // a lesson keeps its own progress (src/app/tutorial-store.ts)
    if (this.coach) return;
    const m = this.session.match;
    if (m.commands.length === this.savedCommands) return;
    this.savedCommands = m.commands.length;
    if (!m.over) {
      this.autosaver.save(saveOf(m, this.playSettings(), new Date()));
      return;
    }
    // Over: nothing to continue; the match joins the finished ones, to be watched again or exported.
    const finished = {
      endedAt: new Date().toISOString(),
      vp: { ...m.vp },
      winner: m.winner,
      record: recordOf(m),
    };
    // The campaign's result and the history first, the save forgotten last: a tab closed in between loses nothing.
    const result = this.data0.campaign ? resultOf(m) : null;
    void (result ? this.noteInCampaign(result) : Promise.resolve())
      .then(() => addToHistory(this.store, finished))
      .then(() => this.autosaver.clear())
      .catch(() => {});
  }

  /** Note a campaign match's result in the campaign under way (when it is still that campaign's next scenario). */
  private async noteInCampaign(result: CampaignResult): Promise<void> {
    const found = await readCampaign(this.store);
    if (found.kind !== 'campaign' || nextScenario(found.campaign)?.id !== result.scenario) return;
    await writeCampaign(this.store, noteResult(found.campaign, result));
  }

  /** Whether leaving now would leave a match a person is playing before its end (asked first). */
  private get unfinished(): boolean {
    return (
      !this.replay &&
      !this.coach &&
      !this.session.match.over &&
      this.session.setup.gangs.some((g) => g.controller === 'human')
    );
  }

  /** The Menu button: ask first while a person's match is not over, then go back to the menu. */
  private leave(): void {
    if (this.coach) {
      this.scene.start('Menu', { page: 'tutorial' });
      return;
    }
    if (!this.unfinished) {
      this.scene.start('Menu');
      return;
    }
    const kept = this.autosaver.off
      ? 'Saving is off in this browser: the match will be lost.'
      : 'The match is saved: Continue on the menu picks it up where you left it.';
    this.hud.top.askLeave(kept, () => {
      void this.autosaver.flush().then(() => this.scene.start('Menu'));
    });
  }

  /** Closing or reloading the tab while a person's match is not over: the browser asks first. */
  private readonly onBeforeUnload = (e: BeforeUnloadEvent): void => {
    if (!this.unfinished) return;
    e.preventDefault();
    e.returnValue = '';
  };

  /** What Undo offers now: the person to answer may take back their own last command of this turn. */
  private undoOffer(): UndoOffer {
    if (this.replay) return { why: 'Watching a replay' };
    if (!this.idle || !this.session.humanToAnswer || this.playSpeed.on)
      return { why: 'Nothing of yours to take back now' };
    return this.session.undo.offer(this.session.gangToAnswer);
  }

  /**
   * Take back the person's last command of this turn: the match replayed from its record without it (the dice to
   * come are the same), the camera where it was.
   */
  private undo(): void {
    const offer = this.undoOffer();
    if (!('to' in offer)) {
      this.hud.toast.show(offer.why);
      return;
    }
    const m = this.session.match;
    const r = replayRecord(recordOf(m), {
      board: boardOf(this.registry, this.session.setup.level),
      bus: true,
      commands: offer.to,
    });
    if (!r.ok) {
      this.hud.toast.show(`Undo failed: ${r.reason}`);
      return;
    }
    this.scene.restart({
      ...this.data0,
      speed: this.driver.speed,
      ask: { ...this.driver.ask },
      resumed: r.match,
      carry: {
        undo: this.session.undo.afterUndo(),
        reasons: this.session.reasons,
        camera: this.cameraPlace(),
      },
    } satisfies BattleData);
  }

  /** The match just played, to watch from its start, and its record; undefined when it cannot be set up again. */
  private replayData(): { watch: BattleData; record: SavedMatch } | undefined {
    const record = recordOf(this.session.match);
    const start = replayRecord(record, {
      board: boardOf(this.registry, record.setup.level),
      bus: true,
      commands: 0,
    });
    if (!start.ok) return undefined;
    const watch: BattleData = {
      setup: record.setup,
      seed: record.seed,
      resumed: start.match,
      watch: { record, playing: true },
    };
    return { watch, record };
  }

  /** Watch `record` from the match as it stands (the replay bar in place of the action bar). */
  private startReplay(record: SavedMatch, playing: boolean): void {
    const bar = new ReplayBar(record.commands.length, {
      seek: (at) => this.seekReplay(record, at),
      forward: () => this.stepReplay(record),
      play: (on) => {
        if (!this.replay) return;
        this.replay.playing = on && this.session.match.commands.length < record.commands.length;
        this.replay.waited = 0;
        bar.show(this.session.match.commands.length, this.replay.playing);
      },
    });
    this.replay = { bar, playing, waited: 0 };
    this.hud.showReplay(bar.root);
    bar.show(this.session.match.commands.length, playing);
  }

  /** The replay's next command, played on the board as it was (its events animate). */
  private stepReplay(record: SavedMatch): void {
    const k = this.session.match.commands.length;
    const cmd = record.commands[k];
    if (!cmd || !this.replay) return;
    const r = (!this.replay.playing && this.explained(cmd)) || this.session.submit(cmd);
    if (!r.ok) {
      this.replay.playing = false;
      this.hud.toast.show(`The replay stops: command ${k} was refused (${r.reason})`);
    }
    this.replay.bar.show(this.session.match.commands.length, this.replay.playing);
    this.dirty = true;
  }

  /**
   * A replay stepped by hand: when the computer played the command, ask it again why (it weighs the same position
   * the same way) and submit it with its reasons, so that the dice log offers "Why?" as it did in the match. Null
   * when a person played it, or the computer's choice differs from the record (the easy computer's noise): then the
   * command goes in plainly.
   */
  private explained(cmd: Command): SubmitResult | null {
    const thinking = this.session.aiThink();
    if (!thinking) return null;
    let step = thinking.slices.next();
    while (!step.done) step = thinking.slices.next();
    const same = JSON.stringify(cleanCommand(step.value.command)) === JSON.stringify(cmd);
    return same ? this.session.aiSubmit(thinking.gang, step.value) : null;
  }

  /** While the replay plays: the next command once the board is still, a moment later at slower speeds. */
  private playReplay(delta: number, idle: boolean): void {
    const r = this.replay;
    if (!r?.playing || !idle || this.dirty) return;
    const speed = this.driver.speed;
    r.waited += delta;
    if (r.waited < (speed === 'instant' ? 0 : 300 / speed)) return;
    r.waited = 0;
    const record = this.data0.watch?.record;
    if (!record || this.session.match.commands.length >= record.commands.length) {
      r.playing = false;
      r.bar.show(this.session.match.commands.length, false);
      return;
    }
    this.stepReplay(record);
  }

  /** The replay at command `at`: the match replayed that far, the camera where it was. */
  private seekReplay(record: SavedMatch, at: number): void {
    const to = Math.max(0, Math.min(at, record.commands.length));
    const r = replayRecord(record, {
      board: boardOf(this.registry, record.setup.level),
      bus: true,
      commands: to,
      anyContent: true,
    });
    if (!r.ok) {
      this.hud.toast.show(`The replay cannot go there: ${r.reason}`);
      return;
    }
    this.scene.restart({
      ...this.data0,
      speed: this.driver.speed,
      resumed: r.match,
      watch: { record, playing: false },
      carry: {
        undo: [],
        reasons: [],
        camera: this.cameraPlace(),
      },
    } satisfies BattleData);
  }

  /** Where the camera is now, to be put back after the scene restarts (an undo, a replay's step back). */
  private cameraPlace(): CameraPlace {
    const cam = this.cameras.main;
    return { scrollX: cam.scrollX, scrollY: cam.scrollY, zoom: cam.zoom, rotation: this.view.proj.rotation };
  }

  /** The camera as it was before an undo: the same turn of the board, zoom and place. */
  private restoreCamera(c: CameraPlace): void {
    if (c.rotation !== this.view.proj.rotation) this.view.rotate(c.rotation - this.view.proj.rotation);
    const cam = this.cameras.main;
    cam.setZoom(c.zoom);
    cam.setScroll(c.scrollX, c.scrollY);
  }

  /** A match continued from a save: the camera on the character to act or to answer, where there is one. */
  private frameAction(): void {
    const m = this.session.match;
    const s = this.session.summary();
    const pending = m.pending as { character?: string } | null;
    const id = pending?.character ?? s.active ?? null;
    const c = id ? s.characters.find((x) => x.id === id && x.onBoard) : undefined;
    if (!c) return;
    const p = this.view.proj.project(c.x, c.y, c.z);
    this.cameras.main.centerOn(p.x, p.y);
  }

  /** Whether the computer is thinking now (its time slices run between the frames; the automation hook). */
  get thinking(): boolean {
    return this.driver.isThinking;
  }

  /** Whether the hand-over screen is up, and the gang of the person at the screen (the automation hook). */
  handOverState(): { open: boolean; viewer: string | null } {
    return { open: this.hud.handOver.open, viewer: this.gate.viewer };
  }

  /** Cover the screen until the person playing `gang` takes the seat. */
  private handOver(gang: string): void {
    const g = this.session.gang(gang);
    const secret = hasAgendaRule(this.session.match, 'Secret');
    this.hud.tip.hide();
    this.hud.handOver.show(
      { name: g?.name ?? gang, colour: g?.colour ?? '#888' },
      this.gate.what(),
      secret ? 'The others look away: your Secret Agendas show once you continue.' : '',
      () => {
        this.gate.take(gang);
        this.dirty = true;
      },
    );
    this.refreshAgendas();
  }

  /**
   * Redraw the Agendas panel when the match log has grown or the person at the screen changed since it was last
   * drawn (under Secret, only the cards of the person at the screen show; none behind the hand-over screen).
   */
  private refreshAgendas(): void {
    const m = this.session.match;
    const viewer = this.hud.handOver.open ? null : this.gate.agendaViewer;
    const key = `${m.log.length}|${viewer}`;
    if (key === this.agendasAt) return;
    this.agendasAt = key;
    this.hud.agendas.update(agendaRows(agendaSourceOf(m), viewer));
  }

  private gameOver(): void {
    // a lesson's game ends on its card (coach.ts)
    if (this.coach) return;
    // the next match keeps the speed and the "Ask me" modes as the person left them
    const again = {
      ...this.data0,
      seed: this.data0.seed + 1,
      // Played again outside the campaign (its next scenario is on the campaign page).
      campaign: false,
      speed: this.driver.speed,
      ask: { ...this.driver.ask },
    };
    const board = boardOf(this.registry, this.session.setup.level);
    this.scene.launch('GameOver', {
      ...matchResult(this.session, again, board),
      replay: this.replayData(),
    });
  }

  private shutdown(): void {
    window.removeEventListener('beforeunload', this.onBeforeUnload);
    if (this.onBusEvent) this.session.match.bus?.off('*', this.onBusEvent);
    this.onBusEvent = null;
    this.input.off('pointerup', this.onPointerUp, this);
    this.input.keyboard?.off('keydown', this.onKeyDown, this);
    this.input.off('pointermove', this.onPointerMove, this);
    this.input.off(Phaser.Input.Events.GAME_OUT, this.onPointerOut, this);
    this.controls.dispose();
    this.hint.destroy();
    this.animator.dispose();
    this.coach?.dispose();
    this.coach = null;
    this.hud.dispose();
    this.view.destroy();
    this.scene.stop('GameOver');
  }
}
