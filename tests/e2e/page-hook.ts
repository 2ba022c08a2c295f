/**
 * Helpers shared by the browser tests: read the automation hook (`window.__carnevale`, docs/testing.md), wait
 * for the game to wait for a person, and click figures and tiles on the canvas as a person would.
 */
import { expect, type Page } from '@playwright/test';
import type { CarnevaleHook, HookState } from '../../src/app/hook-types.ts';

/**
 * Where the walk-throughs write their screenshots: `test-results/screenshots` (untracked), or the folder named by
 * `SCREENSHOTS` (`npm run screenshots` sets it to `docs/screenshots` to refresh the pictures the docs show).
 */
export const SHOTS = process.env.SCREENSHOTS ?? 'test-results/screenshots';

type Win = { __carnevale: CarnevaleHook };

/** The hook's state; while a page is still loading (no hook yet, or navigating) a blank state with scene ''. */
export async function state(page: Page): Promise<HookState> {
  const blank: HookState = {
    scene: '',
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
    error: false,
    tutorial: null,
  };
  try {
    return (
      (await page.evaluate(() => (window as unknown as Partial<Win>).__carnevale?.state() ?? null)) ?? blank
    );
  } catch {
    return blank;
  }
}

/** Call a method of the automation hook in the page (no eval: the page's CSP forbids it). */
export function hook<K extends keyof CarnevaleHook>(
  page: Page,
  method: K,
  ...args: Parameters<CarnevaleHook[K]>
): Promise<ReturnType<CarnevaleHook[K]>> {
  return page.evaluate(
    ([m, a]) => {
      const h = (window as unknown as Win).__carnevale as unknown as Record<
        string,
        (...x: unknown[]) => unknown
      >;
      return h[m]!(...a);
    },
    [method, args] as [string, unknown[]],
  ) as Promise<ReturnType<CarnevaleHook[K]>>;
}

/** Wait until the game waits for a person (nothing animating) or is over. */
export async function waitForHuman(page: Page, timeout = 120_000): Promise<HookState> {
  await expect
    .poll(
      async () => {
        const s = await state(page);
        return s.over || (s.idle && s.humanToAnswer);
      },
      { timeout, intervals: [150] },
    )
    .toBe(true);
  return state(page);
}

/** Whether a page point shows the game canvas (not a panel over it). */
export async function onCanvas(page: Page, p: { x: number; y: number }): Promise<boolean> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', [
    p.x,
    p.y,
  ] as const);
}

/** Drag the board so that page point p comes near the middle of the screen. */
export async function dragTowardsMiddle(page: Page, p: { x: number; y: number }): Promise<void> {
  const view = page.viewportSize()!;
  const c = { x: view.width / 2 - 100, y: view.height / 2 - 60 };
  const d = { x: c.x - p.x, y: c.y - p.y };
  const a = { x: c.x - d.x / 2, y: c.y - d.y / 2 };
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + d.x, a.y + d.y, { steps: 10 });
  await page.mouse.up();
}

/**
 * Click a figure's counter as a person would: drag the board if a panel covers it, and turn the board when
 * another counter hides it, until `shown` (what the click should bring up) is visible.
 */
export async function clickFigure(page: Page, id: string, shown: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    let p = await hook(page, 'figureToScreen', id);
    expect(p).not.toBeNull();
    if (!(await onCanvas(page, p!))) {
      await dragTowardsMiddle(page, p!);
      p = await hook(page, 'figureToScreen', id);
    }
    if (await onCanvas(page, p!)) {
      await page.mouse.click(p!.x, p!.y);
      if (await page.locator(shown).isVisible()) return;
    }
    // Another counter stands in front: turn the board a quarter and look again.
    await dragTowardsMiddle(page, p!);
    await page.keyboard.press('e');
  }
  await expect(page.locator(shown)).toBeVisible();
}

/**
 * Press the top bar's control named `name` (its accessible name) as a person would: on the bar, or under "More
 * controls" (⋯) when the window is too narrow for the bar to hold it.
 */
export async function topBarButton(page: Page, name: string | RegExp): Promise<void> {
  const bar = page.locator('.top-bar');
  const control = bar.getByRole('button', { name, exact: typeof name === 'string' });
  if (!(await control.isVisible())) {
    await bar.getByRole('button', { name: 'More controls' }).click();
    await expect(bar.getByRole('group', { name: 'More controls' })).toBeVisible();
  }
  await control.click();
}

/**
 * Set the top bar's "Ask me" select `id` (`ask-wp` or `ask-cp`) to `value` as a person would: on the bar, or under
 * "More controls" when the window is too narrow for the bar to hold it (the panel is closed again after).
 */
export async function askMe(page: Page, id: 'ask-wp' | 'ask-cp', value: string): Promise<void> {
  const select = page.locator(`#${id}`);
  const more = !(await select.isVisible());
  if (more) await page.locator('.top-bar').getByRole('button', { name: 'More controls' }).click();
  await select.selectOption(value);
  if (more) await page.keyboard.press('Escape');
}

/** A tile (surface node) of the board. */
export interface Tile {
  readonly i: number;
  readonly j: number;
  readonly z: number;
}

/**
 * The page point of the centre of `tile` when its top is the one painted there, on the canvas and no figure's
 * counter is over it; null when it is hidden (behind a building, a panel or a figure).
 */
export async function visibleTile(page: Page, tile: Tile): Promise<{ x: number; y: number } | null> {
  const c = await hook(page, 'tileToScreen', tile.i + 0.5, tile.j + 0.5, tile.z);
  const e = await hook(page, 'tileToScreen', tile.i + 0.9, tile.j + 0.5, tile.z);
  if (!c || !e) return null;
  // Points inside the tile's diamond: its centre first, then toward its corners.
  const dx = e.x - c.x;
  const dy = e.y - c.y;
  for (const [fx, fy] of [
    [0, 0],
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const p = { x: c.x + fx * dx - fy * dy * 2, y: c.y + fx * dy + fy * dx * 0.5 };
    const under = await hook(page, 'screenToTile', p.x, p.y);
    if (!under || under.i !== tile.i || under.j !== tile.j || under.z !== tile.z) continue;
    if (await hook(page, 'figureAt', p.x, p.y)) continue;
    if (await onCanvas(page, p)) return p;
  }
  return null;
}

/**
 * The first of `tiles` a person can point at; when none is, drag the board toward the first and then turn it
 * a quarter at a time, up to a full turn. Null when none shows in any view.
 */
export async function findTile(
  page: Page,
  tiles: readonly Tile[],
): Promise<{ x: number; y: number; tile: Tile } | null> {
  for (let turn = 0; turn < 5; turn++) {
    for (const tile of tiles) {
      const p = await visibleTile(page, tile);
      if (p) return { ...p, tile };
    }
    const first = tiles[0];
    const p = first ? await hook(page, 'tileToScreen', first.i + 0.5, first.j + 0.5, first.z) : null;
    if (p && turn === 0) await dragTowardsMiddle(page, p);
    else await page.keyboard.press('e');
  }
  return null;
}

/** Zoom the board in by `steps` wheel notches (out when negative) about page point p, which stays put. */
export async function zoomAt(page: Page, p: { x: number; y: number }, steps: number): Promise<void> {
  await page.mouse.move(p.x, p.y);
  for (let k = 0; k < Math.abs(steps); k++) {
    await page.mouse.wheel(0, steps > 0 ? -100 : 100);
    await page.waitForTimeout(60);
  }
}

/** Hover a tile, check the preview names the command a click would give, then click it. */
export async function hoverAndClick(
  page: Page,
  p: { x: number; y: number; tile: Tile },
  kind: string,
): Promise<void> {
  await page.mouse.move(p.x, p.y);
  const figure = await hook(page, 'figureAt', p.x, p.y);
  expect(figure, `no figure over tile ${JSON.stringify(p)}`).toBeNull();
  await expect(page.locator(`.hover-tip[data-kind="${kind}"]`)).toBeVisible();
  const preview = (await hook(page, 'preview'))!;
  expect(preview.hovering).not.toBeNull();
  const to = (preview.hovering!.command as { to?: readonly number[] }).to!;
  expect([Math.floor(to[0]!), Math.floor(to[1]!), to[2]]).toEqual([p.tile.i, p.tile.j, p.tile.z]);
  await page.mouse.click(p.x, p.y);
}

/** Bring figure `id` to the middle of the free part of the screen (as a person drags the board). */
export async function centreOn(page: Page, id: string): Promise<void> {
  const p = await hook(page, 'figureToScreen', id);
  if (p) await dragTowardsMiddle(page, p);
}

/** Select `id` by clicking its counter (its card shows). */
export async function select(page: Page, id: string): Promise<void> {
  const s = await state(page);
  if (s.active === id) return;
  await clickFigure(page, id, `.card[data-character="${id}"]`);
}

/**
 * Decline a decision waiting for a person by clicking its dialog as a person would: no Will Points, Hold for a
 * guard, the first option ("no COUNTER", the decliner's pick) of a choice. Returns the decision's kind, or null
 * when none waits for a person.
 */
export async function declineByClick(page: Page): Promise<string | null> {
  const s = await state(page);
  if (!s.pending || !s.humanToAnswer) return null;
  if (s.pending === 'will-points') await page.locator('.will-dialog button[data-wp="0"]').click();
  else if (s.pending === 'guard-attack') await page.locator('button[data-guard="hold"]').click();
  else if (s.pending === 'choose') await page.locator('.choice-dialog button[data-option]').first().click();
  else throw new Error(`no dialog for decision ${s.pending}`);
  return s.pending;
}

/** End the turn of whoever must act now through the hook (the other gang, figures not in the story). */
export async function pass(page: Page, s: HookState): Promise<void> {
  const legal = await hook(page, 'legal');
  // A decision waits (a COUNTER offer, a guard, Will Points): decline it — no counter, hold, no points.
  const answers = legal.filter((c) => c.type === 'decide');
  if (answers.length > 0) {
    const decline = answers.find((c) => 'accept' in c && c.accept === false) ?? answers[0]!;
    expect((await hook(page, 'submit', decline)).ok).toBe(true);
    return;
  }
  const actor = s.active ?? legal.find((c) => c.type === 'activate')?.actor;
  expect(actor).toBeTruthy();
  const r = await hook(page, 'submit', { type: 'end-turn', actor: actor! });
  expect(r.ok).toBe(true);
}

/**
 * Open the game at `seed` (`speed`: the animation speed) in the Canvas renderer, start a hot-seat Gang War from the
 * menu's options with "Ask me: never" for both (no Will Point or COUNTER questions), and wait for the battle.
 * Returns the page errors seen from then on (a test ends by expecting none).
 */
export async function startHotSeat(
  page: Page,
  seed: number,
  speed: 'instant' | 4 = 'instant',
): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/?renderer=canvas&seed=${seed}&speed=${speed}`);
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('details.options summary').click();
  await page.locator('#mode').selectOption('hot-seat');
  await page.locator('#ask-wp-menu').selectOption('never');
  await page.locator('#ask-cp-menu').selectOption('never');
  await page.locator('#start-options').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  return errors;
}

/** Horizontal distance between two points (inches). */
export function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** What {@link closeIn} may be told. */
export interface CloseInOptions {
  /** The figure to move when it may act (else the figure nearest an enemy). */
  readonly prefer?: string;
  /** Keep the preferred figure out of the water (a Black Powder weapon is useless after a turn begun there). */
  readonly dry?: boolean;
  /** Called after the move: true leaves the turn open (the figure may now do what the test waits for). */
  readonly stay?: (after: HookState) => Promise<boolean>;
}

/**
 * Walk a figure of the gang to act towards the nearest enemy through the hook (a sure Run/Climb to the reachable
 * spot nearest an enemy, when nearer than where it stands), then end its turn; with no figure to act, pass.
 */
export async function closeIn(page: Page, s: HookState, o: CloseInOptions = {}): Promise<void> {
  const enemies = s.characters.filter((c) => c.gang !== s.gangToAct && c.onBoard);
  const near = (p: { x: number; y: number }) =>
    Math.min(...enemies.map((e) => Math.hypot(p.x - e.x, p.y - e.y)));
  const mine = s.characters
    .filter((c) => c.gang === s.gangToAct && c.onBoard && (s.active ? c.id === s.active : !c.hadTurn))
    .sort((a, b) => Number(b.id === o.prefer) - Number(a.id === o.prefer) || near(a) - near(b));
  const actor = mine[0];
  if (!actor) return pass(page, s);
  const dry = o.dry === true && actor.id === o.prefer;
  const reach = await hook(page, 'reach', actor.id);
  const best = reach
    .filter((r) => r.chance === 1 && (!dry || r.z >= 0))
    .sort((a, b) => near({ x: a.i + 0.5, y: a.j + 0.5 }) - near({ x: b.i + 0.5, y: b.j + 0.5 }))[0];
  if (best && near({ x: best.i + 0.5, y: best.j + 0.5 }) < near(actor)) {
    await hook(page, 'submit', {
      type: 'run-climb',
      actor: actor.id,
      to: [best.i + 0.5, best.j + 0.5, best.z],
    });
    const after = await waitForHuman(page);
    if (after.active !== actor.id || after.pending) return;
    if (o.stay && (await o.stay(after))) return;
  }
  await hook(page, 'submit', { type: 'end-turn', actor: actor.id });
}

/**
 * Close in (see {@link closeIn}, `o` as there) turn after turn until `find` gives something for the gang to act —
 * a target, say — declining decisions on the way; fails the test when the game ends first or after `turns` turns.
 */
export async function closeInUntil<T>(
  page: Page,
  find: (s: HookState) => Promise<T | null>,
  o: Omit<CloseInOptions, 'stay'> = {},
  turns = 160,
): Promise<T> {
  for (let k = 0; k < turns; k++) {
    const s = await waitForHuman(page);
    expect(s.over).toBe(false);
    if (s.pending) {
      await pass(page, s);
      continue;
    }
    const found = await find(s);
    if (found !== null) return found;
    await closeIn(page, s, { ...o, stay: async (after) => (await find(after)) !== null });
  }
  throw new Error(`nothing found after ${turns} turns`);
}
