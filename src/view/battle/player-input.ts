/**
 * What a person does on the board: select a figure of the gang to act; Run/Climb, Jump, Fly or swim underwater
 * to a lit tile after seeing the path, the rolls and the odds under the pointer; Dive, Hide or Guard; choose a
 * weapon, preview an attack on an enemy and confirm it; Grapple (picking the spot) or Drown a figure in base
 * contact after its preview; use a unique action on a ringed figure or a lit tile; aim a spell at ringed figures and
 * cast it after its preview; receive an ORDER; end the turn. Hovering a figure while one is selected
 * shows the line of sight between them. Every change goes through `BattleSession.submit`; a refusal is shown,
 * never thrown.
 */
import type { Command, Point3 } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { ReachTile } from '../board/reach-overlay.ts';
import type { ActionChoices } from '../hud/action-bar.ts';
import type { ActionButton, Mode } from '../hud/action-list.ts';
import type { Hud } from '../hud/hud.ts';
import { profileCard } from '../hud/profile-card.ts';
import { actionChoices } from './action-choices.ts';
import type { BattleSession, SpellView } from './battle-session.ts';
import { grappleSpotViews } from './grapple-spots-view.ts';
import { jumpView, sightLines } from './hover-views.ts';
import { hoverTile, type ModeTiles, type TileHover, tilesFor } from './move-modes.ts';
import { castCommand, spellAimShape, spellPanelView, spellTargets } from './spell-aim.ts';

/** Modes in which a click on a ringed figure picks the target of the action (a unique action: its target, if any). */
const TARGET_MODES: readonly Mode[] = ['attack', 'grapple', 'drown', 'unique', 'cast'];

/** Page coordinates of the pointer (for the tooltip). */
export interface PagePoint {
  readonly x: number;
  readonly y: number;
}

export class PlayerInput {
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
  /** What the tile under the pointer shows now (null when none), for the hook and tests. */
  hovering: TileHover | null = null;
  private lit: ModeTiles | null = null;
  private hoveredFigure: string | null = null;
  /** Legal actions by character, valid until the match changes. */
  private readonly actionCache = new Map<string, Command[]>();
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  /** True while the board may take orders (a person's turn and nothing animating). */
  private enabled = false;

  constructor(session: BattleSession, view: BoardView, hud: Hud) {
    this.session = session;
    this.view = view;
    this.hud = hud;
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

  /** A click on the board at world point (wx, wy). */
  click(wx: number, wy: number): void {
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
      const tile = this.tileAt(wx, wy);
      const hover = tile ? this.hoverOf(id, tile) : null;
      if (hover) {
        this.order(hover.command);
        return;
      }
    }
    if (this.mode === 'attack') this.setTarget(null);
    else this.inspected = null;
    this.render();
  }

  private tileAt(wx: number, wy: number): ReachTile | null {
    const node = this.view.pickNode(
      wx,
      wy,
      this.tiles.map((t) => t.node),
    );
    return node
      ? (this.tiles.find((t) => t.node.i === node.i && t.node.j === node.j && t.node.z === node.z) ?? null)
      : null;
  }

  /** The pointer is over world point (wx, wy), page point `page`. */
  hover(wx: number, wy: number, page: PagePoint): void {
    const figure = this.view.pickFigure(wx, wy);
    this.hoveredFigure = figure;
    this.view.hoverFigure(figure);
    const id = this.selected;
    // A figure under the pointer: the line of sight from the selected one.
    if (figure && id && figure !== id) {
      this.showTile(null, page);
      const sight = this.session.sight(id, figure);
      const from = this.view.tokens.get(id) ?? null;
      const to = this.view.tokens.get(figure) ?? null;
      this.view.guides.showSight(from, to, sight?.lineOfSight ?? false, sight?.cover ?? false);
      const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
      this.hud.tip.show('sight', sightLines(name(id), name(figure), sight), page.x, page.y);
      this.view.setFocus([id, figure], null);
      return;
    }
    this.view.guides.showSight(null, null);
    if (this.enabled && id && this.lit) {
      const tile = this.tileAt(wx, wy);
      this.showTile(tile, page);
      if (tile) return;
    } else this.showTile(null, page);
    // Over a figure the figure is what the pointer shows, not the tile under it.
    this.view.showHover(figure ? null : this.view.pickNode(wx, wy));
  }

  /** Show what hovering `tile` of the current mode means (null clears it). */
  private showTile(tile: ReachTile | null, page: PagePoint): void {
    const id = this.selected;
    const hover = tile && id ? this.hoverOf(id, tile) : null;
    this.hovering = hover;
    this.view.showHover(tile?.node ?? null);
    this.view.guides.showPath(hover?.path ?? null, hover?.colour);
    this.view.guides.showLeap(
      hover?.leap?.from ?? null,
      hover?.leap?.to ?? null,
      hover?.colour,
      hover?.leap?.arc,
    );
    if (hover) this.hud.tip.show(this.mode, hover.tip, page.x, page.y);
    else this.hud.tip.hide();
    if (this.mode === 'jump' && id) {
      // Keep the last target in the panel while the pointer goes to the panel's switch.
      if (hover?.jump && tile) this.lastJump = { tile, hover };
      this.showJumpPanel();
    }
    this.view.setFocus(
      [id, this.hoveredFigure, this.target].filter((x): x is string => !!x),
      tile?.node ?? null,
    );
  }

  private lastJump: { tile: ReachTile; hover: TileHover } | null = null;
  /** The last tile's preview (paths and jump odds are worked out once per tile, not per pointer move). */
  private hoverMemo: { key: string; hover: TileHover | null } | null = null;

  private hoverOf(id: string, tile: ReachTile): TileHover | null {
    if (!this.lit) return null;
    const key = `${id}|${this.mode}|${this.unique}|${this.controlled}|${this.onward}|${tile.node.i},${tile.node.j},${tile.node.z}`;
    if (this.hoverMemo?.key !== key) {
      this.hoverMemo = {
        key,
        hover: hoverTile(
          this.session,
          id,
          this.mode,
          this.lit,
          tile,
          this.controlled,
          this.onward,
          this.unique,
        ),
      };
    }
    return this.hoverMemo.hover;
  }

  private showJumpPanel(): void {
    const id = this.selected;
    const c = id ? this.session.summary().characters.find((x) => x.id === id) : undefined;
    if (!c || this.mode !== 'jump') {
      this.hud.jump.hide();
      return;
    }
    const last = this.lastJump;
    const redo = () => {
      this.setMode('jump');
      if (last && id && this.lit) {
        const again = hoverTile(this.session, id, 'jump', this.lit, last.tile, this.controlled, this.onward);
        this.lastJump = again ? { tile: last.tile, hover: again } : null;
      }
      this.showJumpPanel();
    };
    this.hud.jump.show(jumpView(c, last, this.controlled, this.onward), {
      controlled: (on) => {
        this.controlled = on;
        redo();
      },
      onward: (on) => {
        this.onward = on;
        redo();
      },
      cancel: () => {
        this.setMode('move');
        this.render();
      },
    });
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
    this.setMode('move');
  }

  private setMode(mode: Mode): void {
    if (mode !== this.mode) this.lastJump = null;
    this.mode = mode;
    const id = this.selected;
    this.lit = id ? tilesFor(this.session, id, mode, this.controlled, this.unique) : null;
    this.hoverMemo = null;
    if (this.lit && this.lit.tiles.length === 0 && mode === 'move') this.lit = null;
    this.view.showReach(this.lit?.tiles ?? null, this.lit?.kind);
    if (!TARGET_MODES.includes(mode)) this.setTarget(null);
    this.hovering = null;
    this.view.guides.showPath(null);
    this.view.guides.showLeap(null, null);
    this.hud.tip.hide();
    if (mode === 'jump') this.showJumpPanel();
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
    const mode = this.mode;
    const ids = this.actionsOf(this.selected).flatMap((c) => {
      if (mode === 'attack') return c.type === 'combat' && c.weapon === this.weapon ? [c.target] : [];
      if (mode === 'grapple' || mode === 'drown') return c.type === mode ? [c.target] : [];
      if (mode === 'unique')
        return c.type === 'unique-action' && c.action === this.unique && c.target ? [c.target] : [];
      return [];
    });
    if (mode === 'cast' && this.spell) ids.push(...spellTargets(this.actionsOf(this.selected), this.spell));
    return [...new Set(ids)];
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
    if (id && this.selected && (this.mode === 'grapple' || this.mode === 'drown')) {
      this.hud.attack.hide();
      this.view.areas.showAim(null);
      this.showWrestle(this.selected, id, this.mode);
      return;
    }
    if (!id || !this.selected || !this.weapon) {
      this.hud.attack.hide();
      this.view.areas.showAim(null);
      return;
    }
    const preview = this.session.attack(this.selected, id, this.weapon);
    if (!preview) return;
    const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    const actor = this.selected;
    const weapon = this.weapon;
    const area = this.session.area(actor, id, weapon);
    this.view.areas.showAim(area?.shape ?? null);
    const hits = area?.hits.map((hit) => ({
      name: name(hit.character),
      friend: hit.friend,
      expectedLpLoss: hit.odds.expectedLpLoss,
      killChance: hit.odds.killChance,
    }));
    this.hud.attack.show(
      {
        attacker: name(actor),
        target: name(id),
        weapon,
        preview,
        ...(area?.shape && hits ? { area: { kind: area.shape.kind, hits } } : {}),
      },
      () => this.order({ type: 'combat', actor, target: id, weapon }),
      () => this.setTarget(null),
    );
    this.render();
  }

  /** The Grapple (with its spots) or Drown preview of `actor` on `target`. */
  private showWrestle(actor: string, target: string, kind: 'grapple' | 'drown'): void {
    const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    const v = { actor: name(actor), target: name(target) };
    const on = {
      confirm: (to: Point3 | null) =>
        this.order(to ? { type: 'grapple', actor, target, to } : { type: 'drown', actor, target }),
      cancel: () => this.setTarget(null),
      point: (to: Point3 | null) =>
        this.view.showHover(to ? this.view.board.nodeAt(to[0], to[1], to[2]) : null),
    };
    if (kind === 'drown') {
      const p = this.session.drown(actor, target);
      if (p) this.hud.wrestle.showDrown(v, p, on);
    } else {
      const spots = grappleSpotViews(this.session, actor, target, this.actionsOf(actor));
      if (spots.length > 0) this.hud.wrestle.showGrapple(v, spots, 0, on);
    }
    this.render();
  }

  /** The spell whose mode is on, as the session knows it. */
  private spellView(): SpellView | null {
    if (!this.selected || !this.spell) return null;
    return this.session.spellsOf(this.selected).find((sp) => sp.id === this.spell) ?? null;
  }

  /** Name (or un-name) figure `id` for the spell: one figure, or up to the spell's most. */
  private aimSpell(id: string): void {
    const sp = this.spellView();
    if (!sp) return;
    const named = this.spellTargets.includes(id);
    if (named) this.spellTargets = this.spellTargets.filter((t) => t !== id);
    else if (sp.most <= 1) this.spellTargets = [id];
    else if (this.spellTargets.length < sp.most) this.spellTargets = [...this.spellTargets, id];
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
    this.hud.attack.hide();
    const targets = this.spellTargets;
    this.view.areas.showAim(spellAimShape(this.session, caster, sp, targets));
    this.hud.spell.show(
      spellPanelView(this.session, caster, sp, targets),
      () => this.order(castCommand(caster, sp, targets)),
      () => {
        this.spell = null;
        this.spellTargets = [];
        this.view.areas.showAim(null);
        this.setMode('move');
        this.render();
      },
    );
  }

  /** Receive an ORDER: at once when one friend can give it, else the person picks the giver. */
  private askOrder(id: string): void {
    const orders = this.session.ordersFor(id);
    const only = orders[0];
    if (orders.length === 1 && only) {
      this.order(only);
      return;
    }
    const name = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    const cp = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.cp ?? 0;
    this.hud.choice.pick(
      {
        options: [
          { id: '', label: 'Cancel' },
          ...orders.map((o) => ({
            id: o.actor,
            label: `${name(o.actor)} (${cp(o.actor)} CP)`,
            figure: o.actor,
          })),
        ],
      },
      'ORDER',
      `Which friend spends a Command Point to give ${name(id)} 1 more Action Point this turn?`,
      (giver) => {
        const cmd = orders.find((o) => o.actor === giver);
        if (cmd) this.order(cmd);
      },
      (o) => this.view.setFocus(o?.figure ? [id, o.figure] : [id], null),
    );
  }

  /** Use the Command Ability `name`: at once when it names nobody or one choice only, else the person picks. */
  private askAbility(id: string, name: string): void {
    const uses = this.actionsOf(id).flatMap((c) => (c.type === 'ability' && c.ability === name ? [c] : []));
    const only = uses[0];
    if (uses.length === 1 && only) {
      this.order(only);
      return;
    }
    const who = (cid: string) => this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
    this.hud.choice.pick(
      {
        options: [
          { id: '', label: 'Cancel' },
          ...uses.map((u, k) => ({
            id: String(k),
            label: u.targets.map(who).join(' → '),
            figure: u.targets[0],
          })),
        ],
      },
      name,
      `Whom does ${who(id)} name? (1 Command Point)`,
      (k) => {
        const cmd = uses[Number(k)];
        if (k !== '' && cmd) this.order(cmd);
      },
      (o) => this.view.setFocus(o?.figure ? [id, o.figure] : [id], null),
    );
  }

  /** Submit a command for the selected character; show the refusal if there is one. */
  order(cmd: Command): void {
    if (!this.enabled) return;
    const r = this.session.submit(cmd);
    if (!r.ok) {
      this.hud.toast.show(`Not allowed: ${r.reason}`);
      return;
    }
    this.enabled = false;
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
    );
  }

  /** A button of the action bar was pressed. */
  private press(key: ActionButton['key'], weapon?: string): void {
    const id = this.selected;
    if (!id) return;
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
        this.askOrder(id);
        return;
      case 'ability':
        if (weapon) this.askAbility(id, weapon);
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
    const card = (id: string | null, role: 'friend' | 'enemy') => {
      const c = id ? s.characters.find((x) => x.id === id) : undefined;
      const profile = id ? this.session.profileOf(id) : null;
      const gang = c ? this.session.gang(c.gang) : undefined;
      if (!c || !profile || !gang || !id) return null;
      return profileCard(c, profile, gang.name, gang.colour, role, this.session.counters(id));
    };
    const inspectedRole = (() => {
      const c = s.characters.find((x) => x.id === this.inspected);
      const mine = s.characters.find((x) => x.id === this.selected);
      return c && mine && c.gang === mine.gang ? 'friend' : 'enemy';
    })();
    this.hud.showCards(
      card(this.selected, 'friend'),
      card(this.target ?? this.inspected, this.target ? 'enemy' : inspectedRole),
    );
    this.hud.actions.show(this.choices(), { press: (key, weapon) => this.press(key, weapon) });
  }
}
