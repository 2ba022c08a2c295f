/**
 * A whole match in the real browser (DESIGN §4): a person starts Gang War from the menu, selects a figure on
 * the canvas, moves it by clicking a lit tile, attacks an enemy through the attack preview; then the computer
 * plays a whole match against itself to the end screen. Screenshots go to docs/screenshots/.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import type { Command } from '../../src/rules/core/types.ts';
import {
  askMe,
  clickFigure,
  closeIn,
  declineByClick,
  dist,
  hook,
  onCanvas,
  SHOTS,
  state,
  waitForHuman,
} from './page-hook.ts';

/** Seed of the person's match (`E2E_SEED=n` tries another). */
const SEED = Number(process.env.E2E_SEED ?? 11);

let willShot = false;

/** Answer a pending Will Point decision by clicking "None" in the dialog (the first one is photographed). */
async function answerWillPoints(page: Page): Promise<void> {
  const s = await state(page);
  if (s.pending === 'will-points' && s.humanToAnswer) {
    const dialog = page.locator('.will-dialog');
    // At "when it matters" a question whose answer cannot change the odds is answered unasked once the board is
    // idle: the dialog comes only for the others.
    const asked = await expect
      .poll(async () => (await dialog.isVisible()) || (await state(page)).pending !== 'will-points', {
        timeout: 15_000,
      })
      .toBe(true)
      .then(() => dialog.isVisible());
    if (!asked) return;
    await expect(dialog.locator('button[data-wp]').first()).toContainText('Success or Critical');
    await expect(dialog.locator('button[data-wp="0"] .wp-does')).toHaveText('Keep them for a later roll');
    if (!willShot) {
      willShot = true;
      await page.screenshot({ path: `${SHOTS}/will-points.png` });
    }
    await dialog.locator('button[data-wp="0"]').click();
  }
}

let counterShot = false;

/**
 * Decline what waits for the person; the first COUNTER offer is looked at closely first: its options come in
 * two steps (who acts, then whose Command Point), with a way back (photographed).
 */
async function decline(page: Page): Promise<string | null> {
  const s = await state(page);
  if (s.pending === 'choose' && s.humanToAnswer && !counterShot) {
    const dialog = page.locator('.choice-dialog');
    await expect(dialog).toBeVisible();
    if ((await dialog.getAttribute('aria-label')) === 'COUNTER?') {
      counterShot = true;
      await expect(dialog.locator('button[data-option="none"]')).toBeInViewport();
      const group = dialog.locator('button[data-group]').first();
      if ((await group.count()) > 0) {
        await group.click();
        await expect(dialog).toContainText('whose Command Point?');
        await expect(dialog.locator('button[data-option]').first()).toContainText('Command Point of');
        await page.screenshot({ path: `${SHOTS}/counter.png` });
        await dialog.locator('button[data-back]').click();
      }
    }
  }
  return declineByClick(page);
}

/** Guild figures that may act now and have an attack available, with the attack. */
async function attackReady(page: Page, s: HookState): Promise<{ actor: string; cmd: Command } | null> {
  for (const c of s.characters.filter((x) => x.gang === 'guild' && x.onBoard)) {
    const actions = await hook(page, 'actions', c.id);
    const attack = actions.find((a) => a.type === 'combat');
    if (attack) return { actor: c.id, cmd: attack };
  }
  return null;
}

test('a person plays Gang War: select, move, attack', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/?renderer=canvas&seed=${SEED}&speed=4`);
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await expect(page.getByRole('button', { name: 'Play Gang War' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu.png` });

  await page.getByRole('button', { name: 'Play Gang War' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  // "Ask me: when it matters" for both: the first PLAN (every Agenda still within reach) is kept unasked, and the
  // dice log says so.
  await expect(page.locator('#ask-wp')).toHaveValue('matters');
  await expect(page.locator('#ask-cp')).toHaveValue('matters');
  await expect(page.locator('.dice-log')).toContainText('Kept the Command Points: no PLAN');
  let s = await waitForHuman(page);
  // The computer may have acted first: decline the COUNTER it offers the person.
  while (await decline(page)) s = await waitForHuman(page);
  expect(s.round).toBe(1);
  await page.screenshot({ path: `${SHOTS}/battle.png` });

  // Select a friendly figure by clicking its token on the canvas.
  const enemies = s.characters.filter((c) => c.gang !== 'guild');
  const near = (p: { x: number; y: number }) => Math.min(...enemies.map((e) => dist(p, e)));
  const mine = s.characters.filter((c) => c.gang === 'guild' && !c.hadTurn).sort((a, b) => near(a) - near(b));
  const actor = mine[0]!;
  await clickFigure(page, actor.id, `.card[data-character="${actor.id}"]`);
  await expect(page.locator('button[data-action="move"]')).toHaveClass(/on/);

  // Move it by clicking a lit tile of its reach: a sure one, towards the enemy, whose top is visible.
  const reach = await hook(page, 'reach', actor.id);
  expect(reach.length).toBeGreaterThan(0);
  const tiles = reach
    .filter((r) => r.chance === 1)
    .sort((a, b) => near({ x: a.i + 0.5, y: a.j + 0.5 }) - near({ x: b.i + 0.5, y: b.j + 0.5 }));
  let target: { x: number; y: number; tile: (typeof tiles)[number] } | null = null;
  for (const tile of tiles) {
    const p = await hook(page, 'tileToScreen', tile.i + 0.5, tile.j + 0.5, tile.z);
    if (!p) continue;
    const under = await hook(page, 'screenToTile', p.x, p.y);
    const occupied = s.characters.some((c) => Math.floor(c.x) === tile.i && Math.floor(c.y) === tile.j);
    const free = under && under.i === tile.i && under.j === tile.j && under.z === tile.z && !occupied;
    if (free && (await onCanvas(page, p))) {
      target = { ...p, tile };
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.mouse.move(target!.x, target!.y);
  await page.screenshot({ path: `${SHOTS}/reach-preview.png` });
  await page.mouse.click(target!.x, target!.y);
  await expect
    .poll(async () => {
      const c = (await state(page)).characters.find((x) => x.id === actor.id)!;
      return [Math.floor(c.x), Math.floor(c.y)];
    })
    .toEqual([target!.tile.i, target!.tile.j]);
  await expect(page.locator('.dice-log')).toContainText('moves');
  s = await waitForHuman(page);
  if (s.active === actor.id) await page.locator('button[data-action="end-turn"]').click();

  // Bring the gangs together (orders through the hook; the computer plays its own turns) until an attack is on.
  let ready: { actor: string; cmd: Command } | null = null;
  for (let k = 0; k < 80 && !ready; k++) {
    s = await waitForHuman(page);
    expect(s.over).toBe(false);
    if (s.pending) {
      if (s.pending === 'will-points') await answerWillPoints(page);
      else await decline(page);
      continue;
    }
    ready = await attackReady(page, s);
    if (!ready) await closeIn(page, s);
  }
  expect(ready).not.toBeNull();
  const attack = ready!.cmd as Extract<Command, { type: 'combat' }>;

  // The attack itself by clicks: the attacker, the weapon, the target, the preview, Confirm.
  s = await waitForHuman(page);
  if (s.active !== attack.actor)
    await clickFigure(page, attack.actor, `.card[data-character="${attack.actor}"]`);
  await expect(page.locator(`.card[data-character="${attack.actor}"]`)).toBeVisible();
  await page.locator(`button[data-weapon="${attack.weapon}"]`).click();
  await clickFigure(page, attack.target, `.card.enemy[data-character="${attack.target}"]`);
  const panel = page.locator('.attack-panel');
  await expect(panel).toBeVisible();
  for (const key of ['success', 'critical', 'fail', 'fumble', 'expected', 'kill']) {
    await expect(panel.locator(`[data-odds="${key}"]`)).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/attack-preview.png` });
  const before = (await state(page)).characters.find((c) => c.id === attack.target)!.lp;
  await panel.getByRole('button', { name: 'Attack' }).click();
  // Answer Will Point questions until the attack is resolved.
  await expect
    .poll(
      async () => {
        await answerWillPoints(page);
        return page.locator('.dice-log .roll-title', { hasText: 'Attack Roll' }).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.locator('.dice-log .die.destiny').first()).toBeVisible();
  const after = (await state(page)).characters.find((c) => c.id === attack.target)!.lp;
  expect(after).toBeLessThanOrEqual(before);

  // Back to the menu (asked first: the match is not over, and kept to continue): the battle's panels go with it.
  await page.locator('.top-bar').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Leave the match?' }).getByRole('button', { name: 'Leave' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Menu');
  await expect(page.locator('.hud')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play Gang War' })).toBeVisible();
  await expect(page.locator('#continue')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the computer plays a whole match to the end screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?autoplay=ai&seed=3&renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Battle');
  // Watch a few moves at the autoplay pace, then ask for the results at once.
  await expect(page.locator('.dice-log .entry.turn').first()).toBeVisible({ timeout: 30_000 });
  // (the computer's own match starts with "Ask me: never" for both: ask about Will Points when it matters)
  await expect(page.locator('#ask-wp')).toHaveValue('never');
  await askMe(page, 'ask-wp', 'matters');
  await page.locator('button[data-speed="instant"]').click();
  await expect
    .poll(async () => (await state(page)).scene, { timeout: 200_000, intervals: [1000] })
    .toBe('GameOver');
  const s = await state(page);
  expect(s.over).toBe(true);
  const panel = page.locator('.game-over');
  await expect(panel).toBeVisible();
  for (const [gang, vp] of Object.entries(s.vp)) {
    await expect(panel.locator(`tr[data-gang="${gang}"] .vp-value`)).toHaveText(String(vp));
  }
  // The Victory Points round by round (a line per gang, ending on the final score) and who took out whom.
  const gangs = Object.keys(s.vp);
  await expect(panel.locator('.vp-chart polyline')).toHaveCount(gangs.length);
  const words = await panel.locator('.vp-chart').getAttribute('aria-label');
  expect(words).toMatch(/^Victory Points at Round 1, .*End: /);
  await expect(panel.locator('.taken-out li').first()).toContainText(/^Round \d+: /);
  await expect(panel.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Watch the replay' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/end-screen.png` });

  // The same seed played headless in Node ends in the same state, figure for figure.
  const finalFile = join(tmpdir(), `carnevale-final-${process.pid}.json`);
  // (the menu's default match is set up by the engine in the board's zones: the simulator is told the same)
  execFileSync(
    'npx',
    ['tsx', 'tools/sim.ts', '--seed', '3', '--deployment', 'level-zones', '--final', finalFile],
    { stdio: 'ignore' },
  );
  const node = JSON.parse(readFileSync(finalFile, 'utf8')) as {
    winner: string | null;
    vp: Record<string, number>;
    round: number;
    characters: { id: string; gang: string; lp: number; x: number; y: number; z: number }[];
  };
  expect({ winner: s.winner, vp: s.vp, round: s.round }).toEqual({
    winner: node.winner,
    vp: node.vp,
    round: node.round,
  });
  const pick = (c: { id: string; gang: string; lp: number; x: number; y: number; z: number }) => ({
    id: c.id,
    gang: c.gang,
    lp: c.lp,
    x: c.x,
    y: c.y,
    z: c.z,
  });
  expect(s.characters.map(pick)).toEqual(node.characters.map(pick));

  // "Play again" keeps the speed and the "Ask me" modes as they were left.
  await panel.getByRole('button', { name: 'Play again' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  await expect(page.locator('#ask-wp')).toHaveValue('matters');
  await expect(page.locator('#ask-cp')).toHaveValue('never');
  await expect(page.locator('button[data-speed="instant"]')).toHaveClass(/on/);
  expect(errors).toEqual([]);
});

test('an error opens the overlay with a way back to the menu', async ({ page }) => {
  await page.goto('/?renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a test error');
    });
  });
  const overlay = page.getByRole('alertdialog', { name: 'Something went wrong' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('a test error');
  expect((await state(page)).error).toBe(true);
  await overlay.getByRole('button', { name: 'Back to the menu' }).click();
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
