/**
 * The tutorial's coach joined to a battle scene (coach.ts): the board's points on the page, clicks through its ring,
 * Back and the next lesson as new battles, the lesson list on the menu, the progress kept in the browser.
 */
import type * as Phaser from 'phaser';
import { browserKeyStore } from '../../app/save-store.ts';
import { writeTutorial } from '../../app/tutorial-store.ts';
import { findLesson } from '../../content/tutorial/lessons.ts';
import type { BattleSession } from '../battle/battle-session.ts';
import { pageOfWorld, worldOfPage } from '../battle/page-points.ts';
import type { PlayerInput } from '../battle/player-input.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { BattleData } from '../scenes/battle-data.ts';
import { Coach } from './coach.ts';
import { lessonBattle } from './lesson-battle.ts';

/** What the coach is given of the scene. */
export interface CoachParts {
  readonly scene: Phaser.Scene;
  readonly data: BattleData;
  readonly session: BattleSession;
  readonly view: BoardView;
  readonly orders: PlayerInput;
  readonly hud: Hud;
  idle(): boolean;
  name(id: string): string;
  /** The match changed by the person: the scene re-reads it. */
  changed(): void;
  /** The scene's click and pointer handling at a world point (px). */
  click(wx: number, wy: number): void;
  hover(wx: number, wy: number, page: { x: number; y: number }): void;
}

/**
 * The coach of the battle's lesson, or null when the battle is no lesson; its card joins the HUD and it checks the
 * person's commands (BattleSession `check`).
 * @throws Error when the lesson named is not one of the tutorial's.
 */
export function coachOf(p: CoachParts): Coach | null {
  const t = p.data.tutorial;
  if (!t) return null;
  const lesson = findLesson(t.lesson);
  if (!lesson) throw new Error(`no tutorial lesson "${t.lesson}"`);
  const store = browserKeyStore();
  const coach = new Coach(
    lesson,
    t.progress,
    t.place,
    {
      session: p.session,
      selected: () => p.orders.selected,
      mode: () => p.orders.mode,
      aimedAt: () => [...(p.orders.target ? [p.orders.target] : []), ...p.orders.spellTargets],
      controlledLanding: () => p.orders.controlled,
      idle: p.idle,
      pageOfPoint: (x, y, z) => {
        const w = p.view.proj.project(x, y, z);
        return pageOfWorld(p.scene, w.x, w.y);
      },
      pageOfFigure: (id) => {
        const tok = p.view.tokens.get(id);
        if (!tok?.container.visible) return null;
        return pageOfWorld(p.scene, tok.container.x, tok.container.y - tok.extent.height / 2);
      },
      clickAt: (x, y) => {
        const w = worldOfPage(p.scene, x, y);
        p.click(w.x, w.y);
      },
      hoverAt: (x, y) => {
        const w = worldOfPage(p.scene, x, y);
        p.hover(w.x, w.y, { x, y });
      },
      clickTile: (x, y, z) => {
        p.orders.clickTile(Math.floor(x), Math.floor(y), z);
        p.changed();
      },
      hoverTile: (x, y, z, page) => p.orders.hoverTile(Math.floor(x), Math.floor(y), z, page),
      name: p.name,
      restart: (place) => p.scene.scene.restart(lessonBattle(lesson, coach.progressNow, place)),
      startLesson: (id) => {
        const next = findLesson(id);
        if (next) p.scene.scene.start('Battle', lessonBattle(next, coach.progressNow, null));
      },
      lessonList: () => p.scene.scene.start('Menu', { page: 'tutorial' }),
      keep: (progress) => void writeTutorial(store, progress).catch(() => {}),
    },
    p.hud.root,
  );
  p.hud.showCoach(coach.card.root);
  p.hud.agendas.off = !lesson.agendas;
  p.hud.agendas.root.hidden ||= p.hud.agendas.off;
  p.session.check = (cmd) => coach.check(cmd);
  return coach;
}
