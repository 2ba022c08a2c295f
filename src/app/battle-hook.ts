/**
 * The automation hook's members once the battle is loaded (automation-hook.ts installs `window.__carnevale`; this
 * part comes with the battle, src/view/scenes/battle-part.ts): the state of the match, and figures and tiles found on
 * screen (the shapes in hook-types.ts, the screen geometry in hook-screen.ts). Orders given through `submit` go through
 * the engine's one door like any click; `submit` answers only in a build made for tests (test-hooks.ts).
 */
import type * as Phaser from 'phaser';
import { gondolas, mustMoveOff } from '../rules/index.ts';
import { sightBetween } from '../view/battle/fight-queries.ts';
import { jumpOdds, moveTargets, runReach } from '../view/battle/move-queries.ts';
import { objectiveViews } from '../view/battle/objective-views.ts';
import { counterBadges, NO_COUNTERS } from '../view/board/token-counters.ts';
import { activeScene, stateOutsideBattle } from './automation-hook.ts';
import { errorShown } from './error-overlay.ts';
import { battleOf, figureAtPage, pageOfFigure, pageOfPoint, tileAtPage } from './hook-screen.ts';
import type { CarnevaleHook } from './hook-types.ts';
import { TEST_HOOKS } from './test-hooks.ts';

/** The hook's members for `game`, battle included (outside a battle they answer as automation-hook.ts's do). */
export function battleHook(game: Phaser.Game): CarnevaleHook {
  return {
    state() {
      const b = battleOf(game);
      if (!b) return stateOutsideBattle(game);
      const s = b.session.summary();
      return {
        scene: activeScene(game),
        round: s.round,
        commands: b.session.match.commands.length,
        over: s.over,
        winner: s.winner,
        vp: s.vp,
        gangToAct: s.gangToAct,
        active: s.active,
        pending: b.session.match.pending?.type ?? null,
        idle: b.idle,
        thinking: b.thinking,
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
        tutorial: b.coach?.state ?? null,
      };
    },
    legal() {
      return battleOf(game)?.session.legal() ?? [];
    },
    submit(cmd) {
      if (!TEST_HOOKS)
        return { ok: false, reason: 'submit is for browser tests: build with VITE_TEST_HOOKS=1' };
      const b = battleOf(game);
      if (!b) return { ok: false, reason: 'no battle is running' };
      const r = b.session.submit(cmd);
      b.changed();
      return r.ok ? { ok: true } : { ok: false, reason: r.reason };
    },
    tileToScreen(x, y, z) {
      return pageOfPoint(game, x, y, z);
    },
    figureToScreen(id) {
      return pageOfFigure(game, id);
    },
    screenToTile(px, py) {
      return tileAtPage(game, px, py);
    },
    figureAt(px, py) {
      return figureAtPage(game, px, py);
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
      const smallObstacles = tops.flatMap((row, j) =>
        row.flatMap((_, i) =>
          board
            .surfacesAt(i, j)
            .filter((n) => mustMoveOff(board, n) === 'small')
            .map((n) => ({ i: n.i, j: n.j, z: n.z })),
        ),
      );
      return { width: board.width, depth: board.depth, tops, smallObstacles };
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
      return d?.type === 'choose'
        ? {
            purpose: d.purpose,
            options: d.options.map((o) => o.id),
            spots: d.options.map((o) => (o.at ? { id: o.id, at: [...o.at] } : null)),
          }
        : null;
    },
    objectives() {
      const b = battleOf(game);
      if (!b) return [];
      return objectiveViews(b.session.match).map((o) => ({
        id: o.id,
        kinds: [...o.kinds],
        at: [o.at[0], o.at[1], o.at[2]] as const,
        carrier: o.carrier,
        claim: o.claim,
        faceDown: o.faceDown,
        shown: b.view.objectives.get(o.id)?.container.visible ?? false,
      }));
    },
    deployment() {
      return battleOf(game)?.setup.deployment() ?? null;
    },
    handOver() {
      const b = battleOf(game);
      return b ? b.handOverState() : { open: false, viewer: null };
    },
    hint() {
      return battleOf(game)?.hint.state() ?? null;
    },
  };
}
