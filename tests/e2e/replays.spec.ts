/**
 * Replays, export and import in the real browser: a recorded game (a golden record) imported from a file joins the
 * finished matches; watched, it steps forward and back with the board and the dice log in step and plays to its end
 * with the recorded score; exported again and imported, it is the same match; a bad file is refused with its reason
 * (screenshots replays-watch.png, replays-list.png).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SHOTS, state } from './page-hook.ts';

const GOLDEN = 'tests/golden/games/random-random-1.json';
const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as {
  seed: number;
  commands: unknown[];
  setup: unknown;
  vp: Record<string, number>;
};

/** Import `file` through the menu's "Import a match…" and return what the menu says became of it. */
async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  const menu = await page.locator('.menu-panel').elementHandle();
  await page.locator('#import-match').click();
  await (await chooser).setFiles(file);
  // The menu is drawn again with what became of the file.
  await expect.poll(() => menu?.evaluate((e) => e.isConnected)).toBe(false);
  const status = page.locator('.finished-status');
  await expect(status).toBeVisible();
  return (await status.textContent()) ?? '';
}

test('a match imported, watched step by step, exported and imported again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('details.finished summary').click();

  // A bad file is refused with its reason; nothing is kept.
  const bad = {
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"carnevale-match","version":7}'),
  };
  expect(await importFile(page, bad)).toContain('written by a newer version of the game (version 7');
  await expect(page.locator('.finished-item')).toHaveCount(0);

  expect(await importFile(page, GOLDEN)).toBe('Imported among the finished matches.');
  await expect(page.locator('.finished-item')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/replays-list.png` });

  // Watched: at the start, then forward and back a command at a time, the board and the log following.
  await page.locator('.finished-item .watch').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  const where = page.locator('.replay-where');
  await expect(where).toHaveText(`Command 0 of ${golden.commands.length}`);
  const forward = page.locator('.replay-forward');
  for (let k = 1; k <= 6; k++) {
    await forward.click();
    await expect(where).toHaveText(`Command ${k} of ${golden.commands.length}`);
  }
  await expect.poll(async () => (await state(page)).commands).toBe(6);
  const entries = await page.locator('.dice-log .entry').count();
  await page.locator('.replay-back').click();
  await expect(where).toHaveText(`Command 5 of ${golden.commands.length}`);
  await expect.poll(async () => (await state(page)).commands).toBe(5);
  expect(await page.locator('.dice-log .entry').count()).toBeLessThanOrEqual(entries);
  await page.screenshot({ path: `${SHOTS}/replays-watch.png` });
  // Nobody gives orders in a replay.
  await expect(page.locator('.top-bar .undo')).toHaveAttribute('aria-disabled', 'true');

  // Played on at once to its end: the score recorded.
  await page.locator('button[data-speed="instant"]').click();
  await page.locator('.replay-play').click();
  await expect(where).toHaveText(`Command ${golden.commands.length} of ${golden.commands.length}`, {
    timeout: 120_000,
  });
  const end = await state(page);
  expect(end.over).toBe(true);
  expect(end.vp).toEqual(golden.vp);
  expect((await state(page)).scene).toBe('Battle');

  // Exported from the list and imported again: the same match.
  await page.locator('.top-bar .menu').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Menu');
  await page.locator('details.finished summary').click();
  const download = page.waitForEvent('download');
  await page.locator('.finished-item .export').first().click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect({ setup: exported.setup, seed: exported.seed, commands: exported.commands }).toEqual({
    setup: golden.setup,
    seed: golden.seed,
    commands: golden.commands,
  });
  expect(
    await importFile(page, { name: 'again.json', mimeType: 'application/json', buffer: readFileSync(file) }),
  ).toBe('Imported among the finished matches.');
  await expect(page.locator('.finished-item')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('a replay of the computer’s match stepped by hand says why it chose each command', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A match the normal computer played against itself, saved by the headless simulator.
  const file = join(tmpdir(), `carnevale-replay-${process.pid}.json`);
  execFileSync('npx', ['tsx', 'tools/sim.ts', '--scenario', 'acquisition', '--seed', '2', '--save', file], {
    stdio: 'ignore',
  });
  await page.goto('/?renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('details.finished summary').click();
  expect(await importFile(page, file)).toBe('Imported among the finished matches.');
  await page.locator('.finished-item .watch').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  const why = page.locator('.dice-log button.why');
  for (let k = 0; k < 30 && (await why.count()) === 0; k++) await page.locator('.replay-forward').click();
  await expect(why.first()).toBeVisible();
  await why.last().click();
  await expect(page.getByRole('dialog', { name: 'Why?' })).toBeVisible();
  expect(errors).toEqual([]);
});
