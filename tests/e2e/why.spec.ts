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
