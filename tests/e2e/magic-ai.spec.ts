/**
 * Magic against the computer (rulebook "Magic", "Dispel"): a person plays The Guild against the computer's Rashaar
 * and only ends turns (seed 2); the computer closes in and its Sirena casts a Blood Rites spell while the Guild's
 * Witch sees her. The person is asked whether to Dispel, dispels by a click, and the log tells the Dispel and what
 * came of the spell. Screenshot: docs/screenshots/dispel-ai.png.
 */
import { expect, test } from '@playwright/test';
import { hook, pass, SHOTS, state, waitForHuman } from './page-hook.ts';

const WITCH = 'guild-witch';

test('the computer casts; the person dispels its spell', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=2&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('details.options summary').click();
  await page.locator('#ask-wp-menu').selectOption('never');
  await page.locator('#ask-cp-menu').selectOption('never');
  await page.locator('#start-options').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');

  let asked = false;
  for (let k = 0; k < 400 && !asked; k++) {
    const s = await waitForHuman(page);
    expect(s.over).toBe(false);
    asked = (await hook(page, 'choice'))?.purpose === 'dispel';
    if (!asked) await pass(page, s);
  }
  expect(asked).toBe(true);
  const dialog = page.locator('.choice-dialog');
  await expect(dialog).toContainText('Dispel the spell?');
  await page.screenshot({ path: `${SHOTS}/dispel-ai.png` });
  await dialog.locator(`button[data-option="${WITCH}"]`).click();
  const log = page.locator('.dice-log');
  await expect(log).toContainText('Witch tries to Dispel', { timeout: 30_000 });
  await expect(log).toContainText(/(takes effect|fails|is fumbled)/, { timeout: 30_000 });
  expect(errors).toEqual([]);
});
