/**
 * Steps the scenario walk-throughs share: start a scenario from the menu's scenario page with its seats, set figures
 * up by hand in the battle, answer the setup, move a gang's figures toward a goal through the hook, and take the
 * turns of the story.
 */
import { expect, type Page } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import { declineByClick, hook, state, visibleTile, waitForHuman } from './page-hook.ts';

/** One seat of the scenario page: who plays it (`human`, `easy`, `normal`, `hard`) and its side (Street Fight). */
export interface SeatSpec {
  readonly who: 'human' | 'easy' | 'normal' | 'hard';
  readonly side?: 'attacker' | 'defender';
}

/**
 * Open the game at `seed` (Canvas renderer, animations at once, Ask me: never for both), open the scenario page,
 * pick `scenario`, seat `seats` (adding seats as needed; `screens` keeps or drops the hand-over screen) and start.
 * Returns the page errors seen from then on.
 */
export async function startScenario(
  page: Page,
  scenario: string,
  seed: number,
  seats: readonly SeatSpec[],
  screens = true,
): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/?renderer=canvas&seed=${seed}&speed=instant`);
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('details.options summary').click();
  await page.locator('#ask-wp-menu').selectOption('never');
  await page.locator('#ask-cp-menu').selectOption('never');
  await page.locator('#scenarios').click();
  await page.locator(`[data-scenario="${scenario}"]`).click();
  while ((await page.locator('.seat').count()) < seats.length) await page.locator('#add-seat').click();
  for (const [k, s] of seats.entries()) {
    await page.locator(`.seat[data-seat="${k}"] .seat-who`).selectOption(s.who);
    if (s.side) await page.locator(`.seat[data-seat="${k}"] .seat-side`).selectOption(s.side);
  }
  if ((await page.locator('#hand-over').isVisible()) && !screens) await page.locator('#hand-over').uncheck();
  await expect(page.locator('#start-scenario')).toBeEnabled();
  await page.locator('#start-scenario').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  return errors;
}

/** Click through a hand-over screen if one covers the board; true when there was one. */
export async function passHandOver(page: Page): Promise<boolean> {
  if (!(await hook(page, 'handOver')).open) return false;
  await page.locator('#hand-over-continue').click();
  await expect.poll(async () => (await hook(page, 'handOver')).open).toBe(false);
  return true;
}

/** Place the figure to place now by clicking a lit tile of its zone; returns its id. */
export async function placeByClick(page: Page): Promise<string> {
  const d = (await hook(page, 'deployment'))!;
  const id = d.current!;
  for (const tile of d.lit) {
    const p = await visibleTile(page, tile);
    if (!p) continue;
    await page.mouse.move(p.x, p.y);
    await expect(page.locator('.hover-tip[data-kind="deploy"]')).toBeVisible();
    await page.mouse.click(p.x, p.y);
    await expect.poll(async () => (await hook(page, 'deployment'))?.placed ?? []).toContain(id);
    return id;
  }
  throw new Error(`no lit tile in view for ${id}`);
}

/** The person's setup decisions through their dialogs: the zone (the first offered), the gondola, Auto-deploy. */
export async function answerSetupByClicks(page: Page): Promise<HookState> {
  for (;;) {
    const s = await waitForHuman(page);
    if (s.round > 0 || s.over) return s;
    if (await passHandOver(page)) continue;
    if (s.pending === 'deploy') {
      await page.locator('#deploy-auto').click();
      await page.locator('#deploy-done').click();
    } else if (s.pending === 'choose') {
      await page.locator('.choice-dialog button[data-option]').first().click();
    } else throw new Error(`unexpected setup decision ${s.pending}`);
  }
}

/** Distance on the table between two points (inches, level only). */
export const flat = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

/**
 * Move `actor` by sure Run/Climbs (through the hook) to the reachable spot that scores lowest by `cost`, while that is
 * lower than where it stands and it has Action Points; returns the state after.
 */
export async function walk(
  page: Page,
  actor: string,
  cost: (p: { x: number; y: number; z: number }) => number,
): Promise<HookState> {
  let s = await state(page);
  for (let step = 0; step < 3; step++) {
    const me = s.characters.find((c) => c.id === actor)!;
    if (!me.onBoard || (s.active === actor && me.ap < 1) || s.pending) break;
    const reach = await hook(page, 'reach', actor);
    const best = reach
      .filter((r) => r.chance === 1)
      .map((r) => ({ r, c: cost({ x: r.i + 0.5, y: r.j + 0.5, z: r.z }) }))
      .sort((a, b) => a.c - b.c)[0];
    if (!best || best.c >= cost(me) - 0.01) break;
    const r = await hook(page, 'submit', {
      type: 'run-climb',
      actor,
      to: [best.r.i + 0.5, best.r.j + 0.5, best.r.z],
    });
    if (!r.ok) break;
    s = await waitForHuman(page);
    if (s.over || s.active !== actor) break;
  }
  return s;
}

/** Decline a decision waiting for the person by a click in its dialog, after a hand-over if one is due. */
export async function declinePending(page: Page): Promise<void> {
  await passHandOver(page);
  await declineByClick(page);
}

/**
 * Steps from each column of the board to the nearest of `goal` columns, over the tops (`board().tops`): a step to a
 * neighbour whose top is within 1″ costs 1, into water (a top below 0) 3; columns reached no way are Infinity.
 */
export function stepsTo(
  tops: readonly (readonly number[])[],
  goal: (i: number, j: number) => boolean,
): number[][] {
  const depth = tops.length;
  const width = tops[0]?.length ?? 0;
  const dist = tops.map((row) => row.map(() => Number.POSITIVE_INFINITY));
  const queue: [number, number][] = [];
  for (let j = 0; j < depth; j++)
    for (let i = 0; i < width; i++)
      if (goal(i, j)) {
        dist[j]![i] = 0;
        queue.push([i, j]);
      }
  // Dijkstra with small integer costs: a plain queue re-visited until nothing improves.
  while (queue.length > 0) {
    const [i, j] = queue.shift()!;
    for (const [di, dj] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const ni = i + di;
      const nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= width || nj >= depth) continue;
      const here = tops[j]![i]!;
      const there = tops[nj]![ni]!;
      if (Math.abs(here - there) > 1 && !(here < 0 || there < 0)) continue;
      const step = there < 0 ? 3 : 1;
      if (dist[j]![i]! + step < dist[nj]![ni]!) {
        dist[nj]![ni] = dist[j]![i]! + step;
        queue.push([ni, nj]);
      }
    }
  }
  return dist;
}
