/**
 * The board on screen: ground layer, raised blocks, roof height labels, figure tokens, the lit tiles and lines
 * of the previews, all in one isometric projection that can be turned in 90° steps. Buildings that hide the
 * selected or hovered figure (or the tile under the pointer) fade (DESIGN §3.5). Owns no game state: the battle
 * scene tells it where figures are and what to highlight.
 */
import type * as Phaser from 'phaser';
import type { Node, VoxelBoard } from '../../rules/index.ts';
import { IsoProjection } from '../iso/projection.ts';
import { AreaLayer } from './area-layer.ts';
import { drawBlocks } from './block-layer.ts';
import { figuresUnder, nodeUnder, topSurfaces } from './board-picking.ts';
import { DEPTH } from './depths.ts';
import { FigureToken, type TokenLook } from './figure-token.ts';
import { tracePath } from './graphics-path.ts';
import { type EdgeMark, paintGround, type ZoneTint } from './ground-layer.ts';
import { GuideLayer } from './guide-layer.ts';
import { type ObjectiveLook, ObjectiveMarker } from './objective-marker.ts';
import { type BlockColumn, hiddenByColumns, type Silhouette, silhouettes, underDeck } from './occlusion.ts';
import { coveringFocus, refade } from './piece-fading.ts';
import { drawPieces } from './piece-layer.ts';
import { ReachOverlay, type ReachTile } from './reach-overlay.ts';
import type { TileKind } from './reach-style.ts';
import { drawRoofLabels } from './roof-labels.ts';

const GROUND_KEY = 'board-ground';

export class BoardView {
  readonly scene: Phaser.Scene;
  board: VoxelBoard;
  proj: IsoProjection;
  readonly tokens = new Map<string, FigureToken>();
  /** The Objectives' markers, by Objective id. */
  readonly objectives = new Map<string, ObjectiveMarker>();
  readonly guides: GuideLayer;
  /** Blast markers and templates laid, and the one being aimed. */
  readonly areas: AreaLayer;
  private zones: readonly ZoneTint[];
  private edges: readonly EdgeMark[] = [];
  private terrain: Phaser.GameObjects.GameObject[] = [];
  private readonly reach: ReachOverlay;
  private readonly hover: Phaser.GameObjects.Graphics;
  private hovered: Node | null = null;
  private reachTiles: readonly ReachTile[] | null = null;
  private reachKind: TileKind = 'reach';
  private labelScale = 1;
  private hoveredFigure: string | null = null;
  private byPiece = new Map<string, Phaser.GameObjects.GameObject[]>();
  private columns: BlockColumn[] = [];
  private shapes: Silhouette[] = [];
  private focus: { figures: readonly string[]; tile: Node | null } = { figures: [], tile: null };
  private faded = new Set<string>();

  constructor(scene: Phaser.Scene, board: VoxelBoard, zones: readonly ZoneTint[]) {
    this.scene = scene;
    this.board = board;
    this.zones = zones;
    this.proj = new IsoProjection(board.width, board.depth, 0);
    this.reach = new ReachOverlay(scene);
    this.hover = scene.add.graphics();
    this.guides = new GuideLayer(scene, this.proj);
    this.areas = new AreaLayer(scene, this.proj);
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

  /** Show `board` instead of the current one (a gondola moved) and redraw. */
  setBoard(board: VoxelBoard): void {
    this.board = board;
    this.tops = null;
    this.build();
  }

  /**
   * Tint `zones` on the ground instead of the zones shown so far (a gang took its Deployment Zone), mark `edges`
   * (Street Fight's escape edge), and redraw.
   */
  setZones(zones: readonly ZoneTint[], edges: readonly EdgeMark[] = this.edges): void {
    this.zones = zones;
    this.edges = edges;
    this.build();
  }

  /** Turn the view by quarter turns (positive: clockwise) and redraw. */
  rotate(quarterTurns: number): void {
    this.proj = this.proj.turned(quarterTurns);
    this.build();
  }

  private build(): void {
    for (const o of this.terrain) o.destroy();
    const at = paintGround(this.scene, GROUND_KEY, this.board, this.proj, this.zones, this.edges);
    const ground = this.scene.add.image(at.x, at.y, GROUND_KEY).setOrigin(0, 0).setDepth(DEPTH.ground);
    const blocks = drawBlocks(this.scene, this.board, this.proj);
    const pieces = drawPieces(this.scene, this.board, this.proj);
    const labels = drawRoofLabels(this.scene, this.board, this.proj);
    const edgeLabels = this.edges.map((e) => {
      const p = this.proj.project(e.x, this.board.depth / 2, 0);
      return this.scene.add
        .text(p.x, p.y - 8, 'Escape edge', {
          fontFamily: 'system-ui, sans-serif',
          fontSize: '14px',
          fontStyle: 'bold',
          color: '#ffffff',
          stroke: '#1a1410',
          strokeThickness: 4,
        })
        .setOrigin(0.5, 1)
        .setDepth(DEPTH.ghost - 1);
    });
    this.terrain = [
      ground,
      ...blocks.objects,
      ...pieces.objects,
      ...labels.map((l) => l.text),
      ...edgeLabels,
    ];
    this.byPiece = new Map<string, Phaser.GameObjects.GameObject[]>(blocks.byPiece);
    for (const [k, v] of pieces.byPiece) this.byPiece.set(k, [...(this.byPiece.get(k) ?? []), ...v]);
    for (const l of labels) this.byPiece.set(l.key, [...(this.byPiece.get(l.key) ?? []), l.text]);
    this.columns = [...blocks.columns, ...pieces.columns];
    this.shapes = silhouettes(this.proj, this.columns);
    this.faded = new Set();
    for (const t of this.tokens.values()) t.place(this.proj, t.x, t.y, t.z);
    for (const o of this.objectives.values()) o.place(this.proj, o.x, o.y, o.z);
    this.showReach(this.reachTiles, this.reachKind);
    this.showHover(this.hovered);
    this.guides.setProjection(this.proj);
    this.areas.setProjection(this.proj);
    this.applyFocus();
  }

  /** Add a figure token at board point (x, y, z). */
  addToken(look: TokenLook, x: number, y: number, z: number): FigureToken {
    const token = new FigureToken(this.scene, look);
    token.under = (tx, ty, tz) => underDeck(this.board, tx, ty, tz);
    token.hidden = (tx, ty, tz) => this.hidden(tx, ty, tz);
    token.setLabelScale(this.labelScale);
    token.place(this.proj, x, y, z);
    this.tokens.set(look.id, token);
    return token;
  }

  /** Show Objective `id` at board point (x, y, z) with `look` (its marker made on first use). */
  showObjective(id: string, look: ObjectiveLook, x: number, y: number, z: number): ObjectiveMarker {
    let marker = this.objectives.get(id);
    if (!marker) {
      marker = new ObjectiveMarker(this.scene, id, look);
      marker.setLabelScale(this.labelScale);
      this.objectives.set(id, marker);
    }
    marker.setLook(look);
    marker.place(this.proj, x, y, z);
    marker.setVisible(true);
    return marker;
  }

  /** Keep figure emblems and labels readable: scale them by 1/zoom (within 1…2.2). */
  setZoom(zoom: number): void {
    const scale = Math.max(1, Math.min(2.2, 1 / zoom));
    if (Math.abs(scale - this.labelScale) >= 0.01) {
      this.labelScale = scale;
      for (const t of this.tokens.values()) t.setLabelScale(scale);
      for (const o of this.objectives.values()) o.setLabelScale(scale);
    }
  }

  /** The figure under the pointer (its name shows), or null. */
  hoverFigure(id: string | null): void {
    if (id === this.hoveredFigure) return;
    if (this.hoveredFigure) this.tokens.get(this.hoveredFigure)?.setHovered(false);
    this.hoveredFigure = id;
    if (id) this.tokens.get(id)?.setHovered(true);
  }

  /**
   * Whether a raised column in front of the board point (x, y, z) covers it on screen: a column k rows nearer
   * the viewer covers it when it rises more than about 1.6·k″ above it.
   */
  hidden(x: number, y: number, z: number): boolean {
    return hiddenByColumns(this.board, this.proj, x, y, z);
  }

  /**
   * Fade the pieces that hide any of `figures` (ids) or the tile `tile` on screen; the rest show at full
   * strength. Kept across turns of the board.
   */
  setFocus(figures: readonly string[], tile: Node | null): void {
    this.focus = { figures, tile };
    this.applyFocus();
  }

  /** The figures in focus now (ids). */
  get focusFigures(): readonly string[] {
    return this.focus.figures;
  }

  /** Keys of the pieces faded now (`p<index>`), for tests. */
  get fadedPieces(): string[] {
    return [...this.faded].sort();
  }

  private applyFocus(): void {
    const keys = coveringFocus(this.board, this.proj, this.shapes, this.tokens, this.focus);
    refade(this.byPiece, this.faded, keys);
    this.faded = keys;
  }

  /** Light the tiles of a movement preview (null clears them). */
  showReach(tiles: readonly ReachTile[] | null, kind: TileKind = 'reach'): void {
    this.reachTiles = tiles;
    this.reachKind = kind;
    this.reach.show(this.proj, tiles, kind);
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

  /** The Objective whose marker is under world point (wx, wy), or null. */
  objectiveAt(wx: number, wy: number): string | null {
    for (const [id, marker] of this.objectives) if (marker.hits(wx, wy)) return id;
    return null;
  }

  /** The figure under world point (wx, wy) painted in front; null when none. */
  pickFigure(wx: number, wy: number): string | null {
    return this.figuresAt(wx, wy)[0] ?? null;
  }

  /** Every figure under world point (wx, wy), the one painted in front first. */
  figuresAt(wx: number, wy: number): string[] {
    return figuresUnder(this.tokens, wx, wy);
  }

  /**
   * The surface node whose top is under world point (wx, wy): among `candidates` (default: the top surface
   * of every column), the one painted there — the visible top when it is a candidate, else the candidate
   * painted last (a lit tile under a bridge or behind a faded building).
   */
  pickNode(wx: number, wy: number, candidates?: readonly Node[]): Node | null {
    return nodeUnder(this.proj, this.topNodes(), wx, wy, candidates);
  }

  /** The top surface of every column (kept until the board changes). */
  private tops: Node[] | null = null;

  private topNodes(): Node[] {
    this.tops ??= topSurfaces(this.board);
    return this.tops;
  }

  destroy(): void {
    for (const o of this.terrain) o.destroy();
    for (const t of this.tokens.values()) t.destroy();
    this.tokens.clear();
    for (const o of this.objectives.values()) o.destroy();
    this.objectives.clear();
    this.reach.destroy();
    this.guides.destroy();
    this.areas.destroy();
    this.hover.destroy();
    if (this.scene.textures.exists(GROUND_KEY)) this.scene.textures.remove(GROUND_KEY);
  }
}
