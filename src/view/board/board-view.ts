/**
 * The board on screen: ground layer, raised blocks, roof height labels, figure tokens and highlights, all in
 * one isometric projection that can be turned in 90° steps. Owns no game state: the battle scene tells it
 * where figures are and what to highlight.
 */
import type * as Phaser from 'phaser';
import type { Node } from '../../rules/space/api.ts';
import type { VoxelBoard } from '../../rules/space/board.ts';
import { IsoProjection, LIFT, TILE_H } from '../iso/projection.ts';
import { drawBlocks } from './block-layer.ts';
import { DEPTH } from './depths.ts';
import { FigureToken, type TokenLook } from './figure-token.ts';
import { tracePath } from './graphics-path.ts';
import { paintGround, type ZoneTint } from './ground-layer.ts';
import { ReachOverlay, type ReachTile } from './reach-overlay.ts';

const GROUND_KEY = 'board-ground';

export class BoardView {
  readonly scene: Phaser.Scene;
  readonly board: VoxelBoard;
  proj: IsoProjection;
  readonly tokens = new Map<string, FigureToken>();
  private readonly zones: readonly ZoneTint[];
  private terrain: Phaser.GameObjects.GameObject[] = [];
  private readonly reach: ReachOverlay;
  private readonly hover: Phaser.GameObjects.Graphics;
  private hovered: Node | null = null;
  private reachTiles: readonly ReachTile[] | null = null;
  private labelScale = 1;
  private allNames = true;
  private hoveredFigure: string | null = null;

  constructor(scene: Phaser.Scene, board: VoxelBoard, zones: readonly ZoneTint[]) {
    this.scene = scene;
    this.board = board;
    this.zones = zones;
    this.proj = new IsoProjection(board.width, board.depth, 0);
    this.reach = new ReachOverlay(scene);
    this.hover = scene.add.graphics();
    this.build();
  }

  /** Highest top on the board, inches. */
  get maxHeight(): number {
    return Math.max(0, ...this.board.pieces.map((p) => p.height));
  }

  /** Screen rectangle of the whole table (world px). */
  get bounds(): { x: number; y: number; width: number; height: number } {
    return this.proj.bounds(this.maxHeight + 2);
  }

  /** Turn the view by quarter turns (positive: clockwise) and redraw. */
  rotate(quarterTurns: number): void {
    this.proj = this.proj.turned(quarterTurns);
    this.build();
  }

  private build(): void {
    for (const o of this.terrain) o.destroy();
    const at = paintGround(this.scene, GROUND_KEY, this.board, this.proj, this.zones);
    const ground = this.scene.add.image(at.x, at.y, GROUND_KEY).setOrigin(0, 0).setDepth(DEPTH.ground);
    this.terrain = [ground, ...drawBlocks(this.scene, this.board, this.proj), ...this.roofLabels()];
    for (const t of this.tokens.values()) t.place(this.proj, t.x, t.y, t.z);
    this.showReach(this.reachTiles);
    this.showHover(this.hovered);
  }

  private roofLabels(): Phaser.GameObjects.Text[] {
    const out: Phaser.GameObjects.Text[] = [];
    for (const piece of this.board.pieces) {
      if (piece.kind !== 'building') continue;
      let best = piece.cells[0]!;
      for (const c of piece.cells) {
        if (this.proj.cellDiagonal(c[0], c[1]) > this.proj.cellDiagonal(best[0], best[1])) best = c;
      }
      const p = this.proj.project(best[0] + 0.5, best[1] + 0.5, piece.height);
      const text = this.scene.add
        .text(p.x, p.y, `${piece.height}″`, {
          fontFamily: 'system-ui, sans-serif',
          fontSize: '12px',
          color: '#3b2416',
          fontStyle: 'bold',
        })
        .setOrigin(0.5, 0.5)
        .setAlpha(0.75)
        .setDepth(DEPTH.label(this.proj.cellDiagonal(best[0], best[1])));
      out.push(text);
    }
    return out;
  }

  /** Add a figure token at board point (x, y, z). */
  addToken(look: TokenLook, x: number, y: number, z: number): FigureToken {
    const token = new FigureToken(this.scene, look);
    token.under = (tx, ty, tz) => {
      const c = this.board.column(Math.floor(tx), Math.floor(ty));
      return !!c && c.deck !== null && tz < c.deck - 0.5;
    };
    token.hidden = (tx, ty, tz) => this.hidden(tx, ty, tz);
    token.setLabelScale(this.labelScale);
    token.place(this.proj, x, y, z);
    this.tokens.set(look.id, token);
    return token;
  }

  /** Keep figure labels readable: scale them by 1/zoom (within 1…2). */
  setZoom(zoom: number): void {
    const scale = Math.max(1, Math.min(1.6, 1 / zoom));
    if (Math.abs(scale - this.labelScale) >= 0.01) {
      this.labelScale = scale;
      for (const t of this.tokens.values()) t.setLabelScale(scale);
    }
    this.allNames = zoom >= 0.7;
    for (const t of this.tokens.values()) t.setNames(this.allNames, t.id === this.hoveredFigure);
  }

  /** The figure under the pointer (its name shows), or null. */
  hoverFigure(id: string | null): void {
    this.hoveredFigure = id;
  }

  /**
   * Whether a raised column in front of the board point (x, y, z) covers it on screen: a column k rows nearer
   * the viewer covers it when it rises more than about 1.6·k″ above it.
   */
  hidden(x: number, y: number, z: number): boolean {
    const { cu, cv } = this.proj.viewCell(Math.floor(x), Math.floor(y));
    const [cols, rows] = this.proj.viewSize;
    for (let k = 1; k <= 16; k++) {
      for (const [a, b] of [
        [k, k],
        [k, k - 1],
        [k - 1, k],
      ] as const) {
        const u = cu + a;
        const v = cv + b;
        if (u >= cols || v >= rows) continue;
        const { i, j } = this.proj.boardCell(u, v);
        const rise = this.board.topHeight(i, j) - z;
        if (rise * LIFT > ((a + b) * TILE_H) / 2 - TILE_H / 4) return true;
      }
    }
    return false;
  }

  /** Tint the reach of a Run/Climb (null clears it). */
  showReach(tiles: readonly ReachTile[] | null): void {
    this.reachTiles = tiles;
    this.reach.show(this.proj, tiles);
  }

  /** Outline the surface node under the pointer (null clears it). */
  showHover(node: Node | null): void {
    this.hovered = node;
    const g = this.hover.clear();
    if (!node) return;
    const pts = this.proj.cellTop(node.i, node.j, node.z);
    g.setDepth(DEPTH.highlight(this.proj.cellDiagonal(node.i, node.j)) + 0.5);
    g.lineStyle(2.5, 0xffffff, 0.95);
    tracePath(g, pts);
    g.strokePath();
  }

  /** The figure under world point (wx, wy) painted in front; null when none. */
  pickFigure(wx: number, wy: number): string | null {
    return this.figuresAt(wx, wy)[0] ?? null;
  }

  /** Every figure under world point (wx, wy), the one painted in front first. */
  figuresAt(wx: number, wy: number): string[] {
    return [...this.tokens.values()]
      .filter((t) => t.hits(wx, wy))
      .sort((a, b) => b.container.depth - a.container.depth)
      .map((t) => t.id);
  }

  /**
   * The surface node whose top is under world point (wx, wy): among `candidates` (default: the top surface
   * of every column), the one painted last.
   */
  pickNode(wx: number, wy: number, candidates?: readonly Node[]): Node | null {
    const list = candidates ?? this.topNodes();
    let best: Node | null = null;
    let bestKey = Number.NEGATIVE_INFINITY;
    for (const n of list) {
      const { x, y } = this.proj.unproject(wx, wy, n.z);
      if (Math.floor(x) !== n.i || Math.floor(y) !== n.j) continue;
      const key = this.proj.cellDiagonal(n.i, n.j) * 100 + n.z;
      if (key > bestKey) {
        best = n;
        bestKey = key;
      }
    }
    return best;
  }

  private topNodes(): Node[] {
    const out: Node[] = [];
    for (let j = 0; j < this.board.depth; j++) {
      for (let i = 0; i < this.board.width; i++) {
        const s = this.board.surfacesAt(i, j);
        const top = s[s.length - 1];
        if (top) out.push(top);
      }
    }
    return out;
  }

  destroy(): void {
    for (const o of this.terrain) o.destroy();
    for (const t of this.tokens.values()) t.destroy();
    this.tokens.clear();
    this.reach.destroy();
    this.hover.destroy();
    if (this.scene.textures.exists(GROUND_KEY)) this.scene.textures.remove(GROUND_KEY);
  }
}
