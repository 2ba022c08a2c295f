/**
 * What the pointer shows over the board while a person gives orders: over a figure, what a click on it does and the
 * line of sight from the selected one; over a lit tile of the mode, the path or the leap, the tooltip of rolls and odds
 * and the command a click there gives (worked out once per tile); in Jump mode, the jump panel with its switches
 * (Controlled Landing, walking on) for the last target pointed at.
 */
import type { BoardView } from '../board/board-view.ts';
import type { ReachTile } from '../board/reach-overlay.ts';
import type { Mode } from '../hud/action-list.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleSession } from './battle-session.ts';
import { sightBetween } from './fight-queries.ts';
import { jumpView, sightLines } from './hover-views.ts';
import { hoverTile, type ModeTiles, type TileHover } from './move-modes.ts';

/** Page coordinates of the pointer (for the tooltip). */
export interface PagePoint {
  readonly x: number;
  readonly y: number;
}

/** What the hover reads of the person's input, and what the jump panel's switches change there. */
export interface HoverHost {
  readonly selected: string | null;
  readonly target: string | null;
  readonly mode: Mode;
  readonly unique: string | null;
  controlled: boolean;
  onward: boolean;
  /** The tiles lit for the mode on, or null. */
  readonly lit: ModeTiles | null;
  /** True while the board may take orders. */
  readonly enabled: boolean;
  setMode(mode: Mode): void;
  render(): void;
  /** What a click on figure `id` does now, in a few words ("select Capodecina"). */
  clickMeaning(id: string): string;
}

export class BoardHover {
  /** What the tile under the pointer shows now (null when none), for the hook and tests. */
  hovering: TileHover | null = null;
  private hoveredFigure: string | null = null;
  private lastJump: { tile: ReachTile; hover: TileHover } | null = null;
  /** The last tile's preview (paths and jump odds are worked out once per tile, not per pointer move). */
  private hoverMemo: { key: string; hover: TileHover | null } | null = null;
  private readonly session: BattleSession;
  private readonly view: BoardView;
  private readonly hud: Hud;
  private readonly input: HoverHost;

  constructor(session: BattleSession, view: BoardView, hud: Hud, input: HoverHost) {
    this.session = session;
    this.view = view;
    this.hud = hud;
    this.input = input;
  }

  /** The mode was set: what was worked out for its tiles goes (the last Jump target too when `changed`). */
  forget(changed: boolean): void {
    if (changed) this.lastJump = null;
    this.hoverMemo = null;
    this.hovering = null;
  }

  /** The lit tile under world point (wx, wy), or null. */
  tileAt(wx: number, wy: number): ReachTile | null {
    const tiles = this.input.lit?.tiles ?? [];
    const node = this.view.pickNode(
      wx,
      wy,
      tiles.map((t) => t.node),
    );
    return node
      ? (tiles.find((t) => t.node.i === node.i && t.node.j === node.j && t.node.z === node.z) ?? null)
      : null;
  }

  /** The lit tile of the mode at column (i, j), height z (inches), or null. */
  litTile(i: number, j: number, z: number): ReachTile | null {
    const tiles = this.input.lit?.tiles ?? [];
    return tiles.find((t) => t.node.i === i && t.node.j === j && Math.abs(t.node.z - z) < 0.5) ?? null;
  }

  /** The pointer is over lit `tile` itself (the tutorial's ring on it), whatever stands in front of it. */
  hoverTile(tile: ReachTile, page: PagePoint): void {
    this.hoveredFigure = null;
    this.showTile(tile, page);
  }

  /** The pointer is over world point (wx, wy), page point `page`. */
  hover(wx: number, wy: number, page: PagePoint): void {
    const figure = this.view.pickFigure(wx, wy);
    this.hoveredFigure = figure;
    this.view.hoverFigure(figure);
    const id = this.input.selected;
    // A figure under the pointer: what a click on it does (never the tile behind it), and the line of sight from
    // the selected one.
    if (figure) {
      this.showTile(null, page);
      const click = `Click: ${this.input.clickMeaning(figure)}`;
      if (id && figure !== id) {
        const sight = sightBetween(this.session, id, figure);
        const from = this.view.tokens.get(id) ?? null;
        const to = this.view.tokens.get(figure) ?? null;
        this.view.guides.showSight(from, to, sight?.lineOfSight ?? false, sight?.cover ?? false);
        const name = (cid: string) =>
          this.session.summary().characters.find((c) => c.id === cid)?.name ?? cid;
        this.hud.tip.show('sight', [...sightLines(name(id), name(figure), sight), click], page.x, page.y);
      } else {
        this.view.guides.showSight(null, null);
        this.hud.tip.show('figure', [click], page.x, page.y);
      }
      this.view.showHover(null);
      this.view.setFocus(
        [id, figure].filter((x): x is string => !!x),
        null,
      );
      return;
    }
    this.view.guides.showSight(null, null);
    if (this.input.enabled && id && this.input.lit) {
      const tile = this.tileAt(wx, wy);
      this.showTile(tile, page);
      if (tile) return;
    } else this.showTile(null, page);
    this.view.showHover(this.view.pickNode(wx, wy));
  }

  /** Show what hovering `tile` of the current mode means (null clears it). */
  private showTile(tile: ReachTile | null, page: PagePoint): void {
    const id = this.input.selected;
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
    if (hover) this.hud.tip.show(this.input.mode, hover.tip, page.x, page.y);
    else this.hud.tip.hide();
    if (this.input.mode === 'jump' && id) {
      // Keep the last target in the panel while the pointer goes to the panel's switch.
      if (hover?.jump && tile) this.lastJump = { tile, hover };
      this.showJumpPanel();
    }
    this.view.setFocus(
      [id, this.hoveredFigure, this.input.target].filter((x): x is string => !!x),
      tile?.node ?? null,
    );
  }

  /** What `tile` of the mode on shows and gives for character `id` (worked out once per tile). */
  hoverOf(id: string, tile: ReachTile): TileHover | null {
    const { lit, mode, unique, controlled, onward } = this.input;
    if (!lit) return null;
    const key = `${id}|${mode}|${unique}|${controlled}|${onward}|${tile.node.i},${tile.node.j},${tile.node.z}`;
    if (this.hoverMemo?.key !== key) {
      this.hoverMemo = {
        key,
        hover: hoverTile(this.session, id, mode, lit, tile, controlled, onward, unique),
      };
    }
    return this.hoverMemo.hover;
  }

  /** The jump panel for the selected character in Jump mode (hidden in any other). */
  showJumpPanel(): void {
    const input = this.input;
    const id = input.selected;
    const c = id ? this.session.summary().characters.find((x) => x.id === id) : undefined;
    if (!c || input.mode !== 'jump') {
      this.hud.jump.hide();
      return;
    }
    const last = this.lastJump;
    const redo = () => {
      input.setMode('jump');
      if (last && id && input.lit) {
        const again = hoverTile(
          this.session,
          id,
          'jump',
          input.lit,
          last.tile,
          input.controlled,
          input.onward,
        );
        this.lastJump = again ? { tile: last.tile, hover: again } : null;
      }
      this.showJumpPanel();
    };
    this.hud.jump.show(jumpView(c, last, input.controlled, input.onward), {
      controlled: (on) => {
        input.controlled = on;
        redo();
      },
      onward: (on) => {
        input.onward = on;
        redo();
      },
      cancel: () => {
        input.setMode('move');
        input.render();
      },
    });
  }
}
