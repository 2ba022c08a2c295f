/**
 * "Why?" in the real browser: against the computer, the person only ends turns; each of the computer's commands
 * has a "Why?" button on its first dice-log line, and a click opens the panel with what it chose, the
 * considerations as bars and the options it weighed (screenshot why.png).
 */
import { expect, test } from '@playwright/test';
import { pass, SHOTS, state, waitForHuman } from './page-hook.ts';

test('a person asks the computer why it made a move', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=11&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Play Gang War' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');

  // The person only ends its turns (and keeps its Agendas) until the computer has moved a character.
  const withOptions = page.locator('.dice-log button.why');
  for (let k = 0; k < 30 && (await withOptions.count()) < 3; k++) {
    const s = await waitForHuman(page);
    if (s.over) break;
    await pass(page, s);
  }
  await expect(withOptions.first()).toBeVisible();
  // The latest explained command that weighed options against each other.
  const panel = page.locator('.why-panel');
  let opened = false;
  for (let k = (await withOptions.count()) - 1; k >= 0 && !opened; k--) {
    await withOptions.nth(k).click();
    await expect(panel).toBeVisible();
    opened = (await panel.locator('.why-option').count()) > 1;
    if (!opened) await panel.getByRole('button', { name: 'Close' }).click();
  }
  expect(opened).toBe(true);
  await expect(panel).toContainText('Chose:');
  await expect(panel.locator('.why-term').first()).toBeVisible();
  await expect(panel.locator('.why-option[data-chosen="yes"]')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/why.png` });
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  expect(errors).toEqual([]);
});

test('the hard computer shows what it found looking ahead', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=11&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('summary', { hasText: 'Options' }).click();
  await page.locator('#difficulty').selectOption('hard');
  await page.locator('#start-options').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');

  // The person ends its turns until one of the computer's choices was weighed by looking ahead.
  const panel = page.locator('.why-panel');
  const withOptions = page.locator('.dice-log button.why');
  let seen = false;
  let looked = 0;
  for (let k = 0; k < 30 && !seen; k++) {
    const s = await waitForHuman(page);
    if (s.over) break;
    const n = await withOptions.count();
    for (; looked < n && !seen; looked++) {
      await withOptions.nth(looked).click();
      await expect(panel).toBeVisible();
      seen = (await panel.getByText(/looking ahead/).count()) > 0;
      if (!seen) await panel.getByRole('button', { name: 'Close' }).click();
    }
    if (!seen) await pass(page, s);
  }
  expect(seen).toBe(true);
  await expect(panel.locator('.why-option')).not.toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/why-hard.png` });
  expect(errors).toEqual([]);
});
