/**
 * The automation hook `window.__carnevale` (docs/testing.md): a small, documented door for browser tests to
 * read the state of the game and to find figures and tiles on screen. Orders given through `submit` go
 * through the engine's one door like any click.
 */
import type * as Phaser from 'phaser';
import { type Command, gondolas } from '../rules/index.ts';
import { sightBetween } from '../view/battle/fight-queries.ts';
import { jumpOdds, moveTargets, runReach } from '../view/battle/move-queries.ts';
import { counterBadges, NO_COUNTERS } from '../view/board/token-counters.ts';
import type { Battle } from '../view/scenes/Battle.ts';
import { errorShown } from './error-overlay.ts';

/** One character as the hook reports it (inches; `onBoard` false once taken out). */
export interface HookCharacter {
  readonly id: string;
  readonly name: string;
  readonly gang: string;
  readonly lp: number;
  /** Action Points left this turn (0 outside its turn), and Command Points. */
  readonly ap: number;
  readonly cp: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly onBoard: boolean;
  readonly hadTurn: boolean;
  /** Counters the engine says the character holds (`stunned`, `hidden`, `guard`, `underwater` ×n). */
  readonly counters: string[];
  /** Counter badges its token shows now (`stunned`, `hidden`, `guard`, `underwater`). */
  readonly badges: string[];
}

/** What `state()` returns. Outside a battle the match fields are empty. */
export interface HookState {
  readonly scene: string;
  readonly round: number;
  readonly over: boolean;
  readonly winner: string | null;
  readonly vp: Record<string, number>;
  readonly gangToAct: string | null;
  readonly active: string | null;
  readonly pending: string | null;
  /** Nothing is animating and the engine waits for a person or the computer. */
  readonly idle: boolean;
  readonly humanToAnswer: boolean;
  readonly characters: readonly HookCharacter[];
  readonly error: boolean;
}

/** What the board previews now (`preview()`): for tests that check a preview shows before a click. */
export interface HookPreview {
  /** The board mode: `none`, `move`, `jump`, `fly`, `swim`, `row`, `attack`. */
  readonly mode: string;
  readonly selected: string | null;
  /** Lit tiles of the mode, with cost (inches), rolls on the way and chance. */
  readonly tiles: { i: number; j: number; z: number; cost: number; rolls: number; chance: number }[];
  /** The lit tile under the pointer: the tooltip's lines and the command a click gives; null when none. */
  readonly hovering: { tip: string[]; command: Command } | null;
  /** Lines on the board: a path, a jump or flight line, the line of sight (seen, cover). */
  readonly guides: { path: boolean; leap: boolean; sight: { seen: boolean; cover: boolean } | null };
  /**
   * Area attacks drawn: markers laid (ids; `staying`: Smoke's until the round ends), whether an aim shows, and the
   * AURA rings drawn (`<ability>@<user id>`).
   */
  readonly areas: { laid: string[]; staying: string[]; aim: boolean; auras: string[] };
  /** Figures in focus: the selected one, the one under the pointer, the target. */
  readonly focus: string[];
  /** Pieces faded because they hide the figure or tile in focus (`p<index of the piece>`). */
  readonly faded: string[];
  /** Quarter turns of the board (0–3). */
  readonly rotation: number;
}

/** One Jump target with its exact odds (rulebook "Jump", "Falling"). */
export interface HookJump {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly land: number;
  readonly reach: number;
  readonly fallLp: number;
  readonly kill: number;
}

export interface CarnevaleHook {
  state(): HookState;
  legal(): Command[];
  submit(cmd: Command): { ok: boolean; reason?: string };
  /** Page coordinates (CSS px) of board point (x, y, z) in inches; null outside a battle. */
  tileToScreen(x: number, y: number, z: number): { x: number; y: number } | null;
  /** Page coordinates of the middle of a figure's token (a good place to click it). */
  figureToScreen(id: string): { x: number; y: number } | null;
  /** The top surface node under page point (px, py), or null. */
  screenToTile(px: number, py: number): { i: number; j: number; z: number } | null;
  /** The figure a click at page point (px, py) would pick (the front-most counter there), or null. */
  figureAt(px: number, py: number): string | null;
  /** The actions character `id` may take now (moves, attacks, end of turn); [] when it may not act. */
  actions(id: string): Command[];
  /** Run/Climb destinations of a character now (nodes with cost and chance). */
  reach(id: string): { i: number; j: number; z: number; cost: number; chance: number }[];
  /** Jump targets of a character now, with the odds (no Controlled Landing). */
  jumps(id: string): HookJump[];
  /** The counters a character holds (`stunned`, `hidden`, `guard`, one `underwater` per counter). */
  counters(id: string): string[];
  /** Whether `viewer` sees `target` and whether the target is in cover from it; null outside a battle. */
  sight(viewer: string, target: string): { lineOfSight: boolean; cover: boolean } | null;
  /** The board: size and the top height of every column (`tops[j][i]`, inches; below 0 is water). */
  board(): { width: number; depth: number; tops: number[][] } | null;
  /** What the board previews now; null outside a battle. */
  preview(): HookPreview | null;
  /** The gondolas where they are now: id, the gang that set it up (zone index), deck cells and deck height. */
  gondolas(): { id: string; gang: number | null; cells: [number, number][]; deck: number }[];
  /** What the choice dialog offers now (a `choose` decision): purpose and option ids; null when none. */
  choice(): { purpose: string; options: string[] } | null;
}

function activeScene(game: Phaser.Game): string {
  const scenes = game.scene.getScenes(true);
  return scenes[scenes.length - 1]?.scene.key ?? '';
}

function battleOf(game: Phaser.Game): Battle | null {
  const s = game.scene.getScene('Battle') as Battle | null;
  return s?.scene.isActive() && s.session ? s : null;
}

/** World px → page px through the battle camera. */
function toPage(game: Phaser.Game, b: Battle, wx: number, wy: number): { x: number; y: number } {
  const cam = b.cameras.main;
  const rect = game.canvas.getBoundingClientRect();
  const k = rect.width / game.scale.width;
  const sx = (wx - cam.worldView.x) * cam.zoom + cam.x;
  const sy = (wy - cam.worldView.y) * cam.zoom + cam.y;
  return { x: rect.left + sx * k, y: rect.top + sy * k };
}

/** Install `window.__carnevale` for `game`. */
export function installAutomationHook(game: Phaser.Game): void {
  const hook: CarnevaleHook = {
    state() {
      const b = battleOf(game);
      const scene = activeScene(game);
      if (!b) {
        return {
          scene,
          round: 0,
          over: false,
          winner: null,
          vp: {},
          gangToAct: null,
          active: null,
          pending: null,
          idle: false,
          humanToAnswer: false,
          characters: [],
          error: errorShown(),
        };
      }
      const s = b.session.summary();
      return {
        scene,
        round: s.round,
        over: s.over,
        winner: s.winner,
        vp: s.vp,
        gangToAct: s.gangToAct,
        active: s.active,
        pending: b.session.match.pending?.type ?? null,
        idle: b.idle,
        humanToAnswer: b.session.humanToAnswer,
        characters: s.characters.map((c) => ({
          id: c.id,
          name: c.name,
          gang: c.gang,
          lp: c.lp,
          ap: c.ap,
          cp: c.cp,
          x: c.x,
          y: c.y,
          z: c.z,
          onBoard: c.onBoard,
          hadTurn: c.hadTurn,
          counters: b.session.counters(c.id),
          badges: counterBadges(b.view.tokens.get(c.id)?.counters ?? NO_COUNTERS).map((x) => x.name),
        })),
        error: errorShown(),
      };
    },
    legal() {
      return battleOf(game)?.session.legal() ?? [];
    },
    submit(cmd) {
      const b = battleOf(game);
      if (!b) return { ok: false, reason: 'no battle is running' };
      const r = b.session.submit(cmd);
      b.changed();
      return r.ok ? { ok: true } : { ok: false, reason: r.reason };
    },
    tileToScreen(x, y, z) {
      const b = battleOf(game);
      if (!b) return null;
      const p = b.view.proj.project(x, y, z);
      return toPage(game, b, p.x, p.y);
    },
    figureToScreen(id) {
      const b = battleOf(game);
      const t = b?.view.tokens.get(id);
      if (!b || !t) return null;
      // The first point of the counter (head, body, base) where no other figure stands in front of it.
      const { rx, ry, height } = t.extent;
      const x = t.container.x;
      const y = t.container.y;
      const spots = [
        [0, -height / 2],
        [0, -height + 2],
        [-rx * 0.5, -height / 2],
        [rx * 0.5, -height / 2],
        [0, ry * 0.5],
        [-rx * 0.7, 0],
        [rx * 0.7, 0],
      ] as const;
      const free = spots.find(([dx, dy]) => b.view.pickFigure(x + dx, y + dy) === id) ?? spots[0];
      return toPage(game, b, x + free[0], y + free[1]);
    },
    screenToTile(px, py) {
      const b = battleOf(game);
      if (!b) return null;
      const rect = game.canvas.getBoundingClientRect();
      const k = rect.width / game.scale.width;
      const w = b.cameras.main.getWorldPoint((px - rect.left) / k, (py - rect.top) / k);
      const n = b.view.pickNode(w.x, w.y);
      return n ? { i: n.i, j: n.j, z: n.z } : null;
    },
    figureAt(px, py) {
      const b = battleOf(game);
      if (!b) return null;
      const rect = game.canvas.getBoundingClientRect();
      const k = rect.width / game.scale.width;
      const w = b.cameras.main.getWorldPoint((px - rect.left) / k, (py - rect.top) / k);
      return b.view.pickFigure(w.x, w.y);
    },
    actions(id) {
      return battleOf(game)?.session.actionsOf(id) ?? [];
    },
    reach(id) {
      const b = battleOf(game);
      if (!b) return [];
      return runReach(b.session, id).map((r) => ({ ...r.node, cost: r.cost, chance: r.chance }));
    },
    jumps(id) {
      const b = battleOf(game);
      if (!b) return [];
      return moveTargets(b.session, id, 'jump').flatMap((to) => {
        const p = jumpOdds(b.session, id, to, false);
        if (!p || p.problem) return [];
        return [
          {
            x: to[0],
            y: to[1],
            z: to[2],
            land: p.landChance,
            reach: p.reachChance,
            fallLp: p.expectedFallLp,
            kill: p.killChance,
          },
        ];
      });
    },
    counters(id) {
      return battleOf(game)?.session.counters(id) ?? [];
    },
    sight(viewer, target) {
      const b = battleOf(game);
      return b ? sightBetween(b.session, viewer, target) : null;
    },
    board() {
      const b = battleOf(game);
      if (!b) return null;
      const board = b.session.board;
      const tops = Array.from({ length: board.depth }, (_, j) =>
        Array.from({ length: board.width }, (_, i) => board.topHeight(i, j)),
      );
      return { width: board.width, depth: board.depth, tops };
    },
    preview() {
      const b = battleOf(game);
      if (!b) return null;
      const o = b.orders;
      return {
        mode: o.mode,
        selected: o.selected,
        tiles: o.tiles.map((t) => ({
          ...t.node,
          cost: t.cost,
          rolls: t.rolls,
          chance: t.chance,
        })),
        hovering: o.hovering ? { tip: [...o.hovering.tip], command: o.hovering.command } : null,
        guides: b.view.guides.state,
        areas: b.view.areas.state,
        focus: [...b.view.focusFigures],
        faded: b.view.fadedPieces,
        rotation: b.view.proj.rotation,
      };
    },
    gondolas() {
      const b = battleOf(game);
      if (!b) return [];
      return gondolas(b.session.board).map((g) => ({
        id: g.id,
        gang: g.gang ?? null,
        cells: g.cells.map(([i, j]) => [i, j] as [number, number]),
        deck: g.deck,
      }));
    },
    choice() {
      const d = battleOf(game)?.session.match.pending;
      return d?.type === 'choose' ? { purpose: d.purpose, options: d.options.map((o) => o.id) } : null;
    },
  };
  (window as unknown as { __carnevale: CarnevaleHook }).__carnevale = hook;
}
