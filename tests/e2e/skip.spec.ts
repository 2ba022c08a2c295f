/**
 * Skipping the computer's turns in the real browser: at 1× the person ends a turn; while the computer is to act the
 * top bar's Skip plays its turns at once, and a summary lists what its characters did (screenshot skip.png); the
 * speed chosen before comes back.
 */
import { expect, test } from '@playwright/test';
import { pass, SHOTS, state } from './page-hook.ts';

test('a person skips the computer’s turns to a summary', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=11&speed=1');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Play Gang War' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  const skip = page.locator('.top-bar button.skip');

  // End the person's turns (keeping the Agendas, declining offers) until the computer takes a character's turn.
  const computersTurn = async () => {
    const s = await state(page);
    return !s.pending && s.gangToAct === 'rashaar' && !(await skip.isDisabled());
  };
  for (let k = 0; k < 40 && !(await computersTurn()); k++) {
    const s = await state(page);
    if (s.idle && s.humanToAnswer) await pass(page, s);
    else await page.waitForTimeout(50);
  }
  expect(await computersTurn()).toBe(true);
  await skip.click();
  const summary = page.getByRole('dialog', { name: 'While you skipped' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary.locator('li').first()).toContainText(':');
  await expect(summary).not.toContainText('Nothing happened');
  const s = await state(page);
  expect(s.over || s.humanToAnswer).toBe(true);
  await expect(page.locator('.top-bar button[data-speed="1"]')).toHaveClass(/on/);
  await page.screenshot({ path: `${SHOTS}/skip.png` });
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
  expect(errors).toEqual([]);
});
