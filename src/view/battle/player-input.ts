/**
 * What a person does on the board: select a figure of the gang to act; Run/Climb, Jump, Fly or swim underwater
 * to a lit tile after seeing the path, the rolls and the odds under the pointer (board-hover.ts); Dive, Hide or
 * Guard; choose a weapon, preview an attack on an enemy and confirm it; Grapple (picking the spot) or Drown a figure
 * in base contact after its preview (target-previews.ts); use a unique action on a ringed figure or a lit tile; aim
 * a spell at ringed figures and cast it after its preview; receive an ORDER or use a Command Ability
 * (command-pickers.ts); end the turn. Hovering a figure while one is selected shows the line of sight between them.
 * Every change goes through `BattleSession.submit`; a refusal is shown, never thrown.
 */
import type { Command } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { ReachTile } from '../board/reach-overlay.ts';
import type { ActionChoices } from '../hud/action-bar.ts';
import type { ActionButton, Mode } from '../hud/action-list.ts';
import type { Hud } from '../hud/hud.ts';
import { actionChoices } from './action-choices.ts';
import type { BattleSession } from './battle-session.ts';
import { BoardHover, type HoverHost, type PagePoint } from './board-hover.ts';
import { askAbility, askOrder } from './command-pickers.ts';
import { type ModeTiles, type TileHover, tilesFor } from './move-modes.ts';
import { selectionCards } from './selection-cards.ts';
import { nameForSpell } from './spell-aim.ts';
import { type SpellView, spellsOf } from './spell-queries.ts';
import { modeTargets, TARGET_MODES } from './target-modes.ts';
import {
  type GrappleSpots,
  type PreviewPlace,
  showAttackPreview,
  showSpellPreview,
  showWrestlePreview,
} from './target-previews.ts';

export class PlayerInput implements HoverHost {
  selected: string | null = null;
  inspected: string | null = null;
  mode: Mode = 'none';
  weapon: string | null = null;
  /** The unique action whose mode is on (Blood Rights, Fade to the Shadow…), or null. */
  unique: string | null = null;
  /** The spell whose mode is on (by id), and the characters named for it so far. */
  spell: string | null = null;
  spellTargets: string[] = [];
  target: string | null = null;
  /** Controlled Landing chosen for the next Jump (1 Will Point). */
  controlled = false;
  /** Jumps walk on past the point with the inches left over. */
  onward = false;
  /** The next Run/Climb of the selected carrier drops its Objective where it ends (`thenDrop`). */
  dropAfterMove = false;
  /** The tiles lit for the mode on, or null. */
  lit: ModeTiles | null = null;
  /** True while the board may take orders (a person's turn and nothing animating). */
  enabled = false;
  /** Legal actions by character, valid until the match changes. */
  private readonly actionCache = new Map<string, Command[]>();
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  /** What the pointer shows over the board. */
  private readonly pointer: BoardHover;
  /** Where the previews of an action on a figure show. */
  private readonly place: PreviewPlace;
  /** The Grapple preview open: its spots, lit on the board, and the one picked. */
  private grapple: (GrappleSpots & { chosen: number }) | null = null;

  constructor(session: BattleSession, view: BoardView, hud: Hud) {
    this.session = session;
    this.view = view;
    this.hud = hud;
    this.pointer = new BoardHover(session, view, hud, this);
    this.place = { session, view, hud };
  }

  /** Re-read the match after events have played: whose turn, what the selection may do. */
  refresh(enabled: boolean): void {
    this.actionCache.clear();
    this.enabled = enabled && this.session.humanToAnswer && !this.session.match.pending;
    const s = this.session.summary();
    if (this.enabled && s.active && this.session.canAct(s.active)) {
      if (this.selected !== s.active) this.select(s.active);
    }
    if (this.selected && (!this.enabled || !this.session.canAct(this.selected))) {
      if (!this.enabled) this.setMode('none');
      else this.selected = null;
    }
    if (this.enabled && this.selected && this.mode === 'none') this.setMode('move');
    else if (this.enabled && this.selected) this.setMode(this.mode);
    this.render();
  }

  /** The tiles lit now. */
  get tiles(): readonly ReachTile[] {
    return this.lit?.tiles ?? [];
  }

  /** What the tile under the pointer shows now (null when none), for the hook and tests. */
  get hovering(): TileHover | null {
    return this.pointer.hovering;
  }

  /** A click on the board at world point (wx, wy). */
  click(wx: number, wy: number): void {
    // A Grapple preview open: a click on one of its lit spots picks it (the panel shows its odds).
    const spot = this.grappleSpotAt(wx, wy);
    if (spot !== null && this.grapple) {
      this.grapple.chosen = spot;
      this.grapple.pick(spot);
      this.lightGrapple();
      return;
    }
    // Where counters overlap, a click on the one already chosen goes to the next one behind it.
    const under = this.view.figuresAt(wx, wy);
    const chosen = [this.selected, this.inspected, this.target];
    const figure = under.length > 1 && chosen.includes(under[0]!) ? under[1]! : under[0];
    if (figure) {
      this.clickFigure(figure);
      return;
    }
    const id = this.selected;
    if (this.enabled && id && this.lit) {
      const tile = this.pointer.tileAt(wx, wy);
      const hover = tile ? this.pointer.hoverOf(id, tile) : null;
      if (hover) {
        this.order(hover.command);
        return;
      }
    }
    if (this.mode === 'attack') this.setTarget(null);
    else this.inspected = null;
    this.render();
  }

  /**
   * A click on the lit tile at column (i, j), height z (inches) itself — the tutorial's ring over it — whatever figure
   * stands in front of it on the screen. Nothing happens when the tile is not lit.
   */
  clickTile(i: number, j: number, z: number): void {
    const id = this.selected;
    const tile = this.enabled && id ? this.pointer.litTile(i, j, z) : null;
    const hover = tile && id ? this.pointer.hoverOf(id, tile) : null;
    if (hover) this.order(hover.command);
  }

  /** The pointer is over the lit tile at (i, j, z) itself (the tutorial's ring): its path and odds show. */
  hoverTile(i: number, j: number, z: number, page: PagePoint): void {
    const tile = this.pointer.litTile(i, j, z);
    if (tile) this.pointer.hoverTile(tile, page);
  }

  /** The pointer is over world point (wx, wy), page point `page`. */
  hover(wx: number, wy: number, page: PagePoint): void {
    const spot = this.grappleSpotAt(wx, wy);
    const view = spot === null ? null : this.grapple?.spots[spot];
    if (view) {
      this.view.showHover(this.view.board.nodeAt(view.to[0], view.to[1], view.to[2]));
      const odds = view.preview;
      this.hud.tip.show(
        'spot',
        [
          `Throw toward here: ${view.label}`,
          `Expected Life Points lost ${odds.expectedLpLoss.toFixed(2)} · ends in water ${Math.round(odds.waterChance * 100)} %`,
          spot === this.grapple?.chosen
            ? 'Picked: Grapple in the panel throws here'
            : 'Click: pick this spot',
        ],
        page.x,
        page.y,
      );
      return;
    }
    this.pointer.hover(wx, wy, page);
  }

  /** The index of the Grapple spot lit at world point (wx, wy), or null (no Grapple preview open, or none there). */
  private grappleSpotAt(wx: number, wy: number): number | null {
    const g = this.grapple;
    if (!g || this.mode !== 'grapple') return null;
    const nodes = g.spots.map((s) => this.view.board.nodeAt(s.to[0], s.to[1], s.to[2]));
    const node = this.view.pickNode(
      wx,
      wy,
      nodes.filter((n) => n !== null),
    );
    const k = node ? nodes.indexOf(node) : -1;
    return k >= 0 ? k : null;
  }

  /** Light the spots of the Grapple preview open on the board, the one picked brighter. */
  private lightGrapple(): void {
    const g = this.grapple;
    if (!g) return;
    this.view.showReach(
      g.spots.flatMap((s, k) => {
        const node = this.view.board.nodeAt(s.to[0], s.to[1], s.to[2]);
        if (!node) return [];
        const kind = k === g.chosen ? ('zone-on' as const) : ('zone' as const);
        return [{ node, cost: 0, rolls: 0, chance: 1, kind }];
      }),
      'zone',
    );
  }

  /** What a click on figure `id` does now, in a few words (the figure's tooltip; follows {@link clickFigure}). */
  clickMeaning(id: string): string {
    const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    if (this.enabled && TARGET_MODES.includes(this.mode) && this.targets().includes(id)) {
      if (this.mode === 'unique' && this.unique) return `${this.unique} on ${name(id)}`;
      if (this.mode === 'cast') return `aim the spell at ${name(id)}`;
      return `aim at ${name(id)} and see the odds`;
    }
    if (this.enabled && this.session.canAct(id))
      return id === this.selected
        ? `${name(id)} is selected (click again to start over)`
        : `select ${name(id)}`;
    return this.inspected === id ? 'put its profile card away' : `show the profile card of ${name(id)}`;
  }

  private clickFigure(id: string): void {
    if (this.enabled && TARGET_MODES.includes(this.mode) && this.targets().includes(id)) {
      // A unique action on a figure (Blood Rights, Transfusion) has no preview: the click gives it.
      const actor = this.selected;
      if (this.mode === 'unique' && actor && this.unique) {
        this.order({ type: 'unique-action', actor, action: this.unique, target: id });
        return;
      }
      if (this.mode === 'cast') {
        this.aimSpell(id);
        return;
      }
      this.setTarget(id);
      return;
    }
    if (this.enabled && this.session.canAct(id)) {
      this.select(id);
      this.render();
      return;
    }
    this.inspected = id === this.selected ? null : id;
    this.render();
  }

  /**
   * A key pressed over the battle (not while typing in a field): 1–9 select the person's figures that may act, in
   * the order of the gang; Escape steps back — the target, then the mode, then the selection; Enter confirms the
   * preview open (the attack, the Grapple, the spell). True when the key was taken.
   */
  key(e: KeyboardEvent): boolean {
    const t = e.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement)
      return false;
    // A key pressed in a dialog or a panel that takes keys (the Hint, a question) is that dialog's.
    if (t instanceof Element && t.closest('[role="dialog"], [role="group"]')) return false;
    if (e.ctrlKey || e.metaKey || e.altKey || !this.enabled) return false;
    if (/^[1-9]$/.test(e.key)) {
      const mine = this.session
        .summary()
        .characters.filter((c) => c.onBoard && this.session.canAct(c.id))
        .map((c) => c.id);
      const id = mine[Number(e.key) - 1];
      if (id) this.choose(id);
      return id !== undefined;
    }
    if (e.key === 'Escape') {
      // Escape on a term of the glossary closes its tip (term-tip.ts), and nothing else.
      if (t instanceof Element && t.closest('[data-term]')) return false;
      if (this.target) this.setTarget(null);
      else if (this.mode !== 'move' && this.mode !== 'none' && this.selected) this.setMode('move');
      else if (this.selected) {
        this.selected = null;
        this.setMode('none');
      } else return false;
      this.render();
      return true;
    }
    if (e.key === 'Enter') {
      const confirm = this.hud.root.querySelector<HTMLButtonElement>(
        '.right-column .panel:not([hidden]) button.confirm:not(:disabled)',
      );
      // A focused button takes Enter itself.
      if (!confirm || t instanceof HTMLButtonElement) return false;
      confirm.click();
      return true;
    }
    return false;
  }

  /** Select figure `id` (as a click on it does) when it may act now; a Hint selects the figure it is for. */
  choose(id: string): void {
    if (!this.enabled || !this.session.canAct(id)) return;
    if (this.selected !== id) this.select(id);
    this.render();
  }

  private select(id: string): void {
    this.selected = id;
    this.inspected = null;
    this.target = null;
    this.weapon = null;
    this.unique = null;
    this.spell = null;
    this.spellTargets = [];
    this.controlled = false;
    this.onward = false;
    this.dropAfterMove = false;
    this.setMode('move');
  }

  /** Turn board mode `mode` on for the selected character: its tiles lit, its panels shown, the others put away. */
  setMode(mode: Mode): void {
    this.pointer.forget(mode !== this.mode);
    this.mode = mode;
    const id = this.selected;
    this.lit = id ? tilesFor(this.session, id, mode, this.controlled, this.unique) : null;
    if (this.lit && this.lit.tiles.length === 0 && mode === 'move') this.lit = null;
    this.view.showReach(this.lit?.tiles ?? null, this.lit?.kind);
    if (!TARGET_MODES.includes(mode)) this.setTarget(null);
    else if (mode === 'grapple') this.lightGrapple();
    this.view.guides.showPath(null);
    this.view.guides.showLeap(null, null);
    this.hud.tip.hide();
    if (mode === 'jump') this.pointer.showJumpPanel();
    else this.hud.jump.hide();
    if (mode === 'cast') this.showSpell();
    else this.hud.spell.hide();
    this.view.setFocus(id ? [id] : [], null);
  }

  private actionsOf(id: string): Command[] {
    let list = this.actionCache.get(id);
    if (!list) {
      list = this.session.actionsOf(id);
      this.actionCache.set(id, list);
    }
    return list;
  }

  /** Figures the selected character may pick in the mode on: enemies for the weapon, figures to wrestle. */
  private targets(): string[] {
    if (!this.selected) return [];
    return modeTargets(this.actionsOf(this.selected), this);
  }

  private setTarget(id: string | null): void {
    this.target = id;
    for (const t of this.view.tokens.values()) {
      const ring =
        t.id === id
          ? 'target'
          : TARGET_MODES.includes(this.mode) && this.targets().includes(t.id)
            ? 'target'
            : 'none';
      if (t.id !== this.selected) t.setRing(ring);
    }
    this.hud.wrestle.hide();
    if (this.grapple) {
      // The Grapple's spots give the board back to the mode's own tiles.
      this.grapple = null;
      this.view.showReach(this.lit?.tiles ?? null, this.lit?.kind);
    }
    const actor = this.selected;
    const on = { order: (cmd: Command) => this.order(cmd), cancel: () => this.setTarget(null) };
    if (id && actor && (this.mode === 'grapple' || this.mode === 'drown')) {
      this.hud.attack.hide();
      this.view.areas.showAim(null);
      const picked = (k: number) => {
        if (!this.grapple) return;
        this.grapple.chosen = k;
        this.lightGrapple();
      };
      const spots = showWrestlePreview(this.place, actor, id, this.mode, this.actionsOf(actor), {
        ...on,
        picked,
      });
      if (spots) {
        this.grapple = { ...spots, chosen: 0 };
        this.lightGrapple();
      }
      this.render();
      return;
    }
    if (!id || !actor || !this.weapon) {
      this.hud.attack.hide();
      this.view.areas.showAim(null);
      return;
    }
    if (showAttackPreview(this.place, actor, id, this.weapon, on)) this.render();
  }

  /** The spell whose mode is on, as the session knows it. */
  private spellView(): SpellView | null {
    if (!this.selected || !this.spell) return null;
    return spellsOf(this.session, this.selected).find((sp) => sp.id === this.spell) ?? null;
  }

  /** Name (or un-name) figure `id` for the spell: one figure, or up to the spell's most. */
  private aimSpell(id: string): void {
    const sp = this.spellView();
    if (!sp) return;
    this.spellTargets = nameForSpell(this.spellTargets, sp, id);
    this.showSpell();
    this.render();
  }

  /** The spell panel and the ring of its range, for the characters named so far. */
  private showSpell(): void {
    const sp = this.spellView();
    const caster = this.selected;
    if (!sp || !caster) {
      this.hud.spell.hide();
      return;
    }
    showSpellPreview(this.place, caster, sp, this.spellTargets, {
      order: (cmd) => this.order(cmd),
      cancel: () => {
        this.spell = null;
        this.spellTargets = [];
        this.view.areas.showAim(null);
        this.setMode('move');
        this.render();
      },
    });
  }

  /** Submit a command for the selected character; show the refusal if there is one. */
  order(cmd: Command): void {
    if (!this.enabled) return;
    const drop = cmd.type === 'run-climb' && this.dropAfterMove;
    const r = this.session.submit(drop ? { ...cmd, thenDrop: true } : cmd);
    if (!r.ok) {
      this.hud.toast.show(`Not allowed: ${r.reason}`);
      return;
    }
    this.enabled = false;
    if (drop) this.dropAfterMove = false;
    this.actionCache.clear();
    this.setMode('none');
    this.render();
  }

  private choices(): ActionChoices | null {
    const id = this.selected;
    if (!this.enabled || !id) return null;
    return actionChoices(
      this.session,
      id,
      this.actionsOf(id),
      this.mode,
      this.weapon,
      this.unique,
      this.spell,
      this.dropAfterMove,
    );
  }

  /** A button of the action bar was pressed. */
  private press(key: ActionButton['key'], weapon?: string): void {
    const id = this.selected;
    if (!id) return;
    const order = (cmd: Command) => this.order(cmd);
    switch (key) {
      case 'move':
      case 'jump':
      case 'fly':
      case 'swim':
      case 'row':
        this.setMode(this.mode === key ? 'none' : key);
        this.render();
        return;
      case 'weapon':
        this.weapon = weapon ?? null;
        this.setMode('attack');
        this.setTarget(null);
        this.render();
        return;
      case 'grapple':
      case 'drown':
        this.setMode(this.mode === key ? 'none' : key);
        this.setTarget(null);
        this.render();
        return;
      case 'order':
        askOrder(this.session, this.view, this.hud, id, order);
        return;
      case 'ability':
        if (weapon) askAbility(this.session, this.view, this.hud, id, weapon, this.actionsOf(id), order);
        return;
      case 'unique': {
        // Its figures are ringed (Blood Rights, Transfusion) or its spots lit (Fade to the Shadow, Rope Arrow).
        const again = this.mode === 'unique' && this.unique === weapon;
        this.unique = again ? null : (weapon ?? null);
        this.setMode(again ? 'none' : 'unique');
        this.setTarget(null);
        this.render();
        return;
      }
      case 'cast': {
        // Its figures are ringed and its range drawn; the spell panel shows the odds and casts.
        const again = this.mode === 'cast' && this.spell === weapon;
        this.spell = again ? null : (weapon ?? null);
        this.spellTargets = [];
        this.setTarget(null);
        this.setMode(again ? 'none' : 'cast');
        this.render();
        return;
      }
      case 'dive':
      case 'hide':
      case 'guard':
        this.order({ type: key, actor: id });
        return;
      case 'drop-objective':
        this.order({ type: 'drop-objective', actor: id });
        return;
      case 'drop-after-move':
        this.dropAfterMove = !this.dropAfterMove;
        this.render();
        return;
      case 'destroy-objective':
        if (weapon) this.order({ type: 'destroy-objective', actor: id, objective: weapon });
        return;
      case 'end-turn':
        this.order({ type: 'end-turn', actor: id });
        return;
    }
  }

  /** Redraw cards, rings and the action bar from the current selection. */
  render(): void {
    const s = this.session.summary();
    for (const t of this.view.tokens.values()) {
      if (t.id === this.selected) t.setRing('selected');
      else if (t.id === s.active) t.setRing('active');
      else if (t.id === this.target || (TARGET_MODES.includes(this.mode) && this.targets().includes(t.id)))
        t.setRing('target');
      else if (t.id === this.inspected) t.setRing('inspect');
      else t.setRing('none');
    }
    this.hud.showCards(...selectionCards(this.session, s, this.selected, this.target, this.inspected));
    this.hud.actions.show(this.choices(), { press: (key, weapon) => this.press(key, weapon) });
  }
}
