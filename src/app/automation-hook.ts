/**
 * The automation hook `window.__carnevale` (docs/testing.md): a small, documented door for browser tests to read the
 * state of the game and to find figures and tiles on screen (its shapes in hook-types.ts). It is installed as the page
 * loads and answers outside a battle from here; the members that read a battle come with the battle's part
 * (battle-hook.ts, fetched on demand: src/view/scenes/battle-part.ts), which joins them through {@link joinBattleHook}.
 */
import type * as Phaser from 'phaser';
import { errorShown } from './error-overlay.ts';
import type { CarnevaleHook, HookState } from './hook-types.ts';
import { TEST_HOOKS } from './test-hooks.ts';

/** The key of the top active scene. */
export function activeScene(game: Phaser.Game): string {
  const scenes = game.scene.getScenes(true);
  return scenes[scenes.length - 1]?.scene.key ?? '';
}

/** What `state()` says outside a battle: the scene, the error overlay, and empty match fields. */
export function stateOutsideBattle(game: Phaser.Game): HookState {
  return {
    scene: activeScene(game),
    round: 0,
    commands: 0,
    over: false,
    winner: null,
    vp: {},
    gangToAct: null,
    active: null,
    pending: null,
    idle: false,
    thinking: false,
    humanToAnswer: false,
    characters: [],
    error: errorShown(),
    tutorial: null,
  };
}

/** Every member as it answers with no battle loaded. */
function outsideBattle(game: Phaser.Game): CarnevaleHook {
  return {
    state: () => stateOutsideBattle(game),
    legal: () => [],
    submit: () => ({
      ok: false,
      reason: TEST_HOOKS
        ? 'no battle is running'
        : 'submit is for browser tests: build with VITE_TEST_HOOKS=1',
    }),
    tileToScreen: () => null,
    figureToScreen: () => null,
    screenToTile: () => null,
    figureAt: () => null,
    actions: () => [],
    reach: () => [],
    jumps: () => [],
    counters: () => [],
    sight: () => null,
    board: () => null,
    preview: () => null,
    gondolas: () => [],
    choice: () => null,
    objectives: () => [],
    deployment: () => null,
    handOver: () => ({ open: false, viewer: null }),
    hint: () => null,
  };
}

/** The members for each game once the battle's part joined them. */
const joined = new WeakMap<Phaser.Game, CarnevaleHook>();

/** Join the members that read a battle (battle-hook.ts) to `game`'s hook: they answer from now on. */
export function joinBattleHook(game: Phaser.Game, members: CarnevaleHook): void {
  joined.set(game, members);
}

/** Install `window.__carnevale` for `game`: each member answers through the battle's members once joined. */
export function installAutomationHook(game: Phaser.Game): void {
  const outside = outsideBattle(game);
  const hook = {} as Record<keyof CarnevaleHook, unknown>;
  for (const key of Object.keys(outside) as (keyof CarnevaleHook)[]) {
    hook[key] = (...args: unknown[]) =>
      ((joined.get(game) ?? outside)[key] as (...a: unknown[]) => unknown)(...args);
  }
  (window as unknown as { __carnevale: CarnevaleHook }).__carnevale = hook as unknown as CarnevaleHook;
}
