/**
 * Agendas in the real browser (rulebook "Agendas", PLAN): a person starts Gang War from the menu's options, asked
 * about Command Points always; each gang's three Agendas are in the Agendas panel; as round 1 begins the person is
 * offered PLAN, each answer saying what it does, redraws one Agenda for a Command Point (the panel and the dice log
 * show the new card), keeps the rest, and play goes on. Screenshot agendas.png.
 */
import { expect, test } from '@playwright/test';
import { SHOTS, state, waitForHuman } from './page-hook.ts';

test('a person sees the Agendas and redraws one with PLAN', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=11&speed=4');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  // (at "when it matters", the default, a first PLAN with every Agenda still within reach is not asked)
  await page.locator('details.options summary').click();
  await page.locator('#ask-cp-menu').selectOption('always');
  await page.locator('#start-options').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  const s = await waitForHuman(page);
  expect(s.round).toBe(1);
  expect(s.pending).toBe('choose');

  const panel = page
    .getByRole('complementary', { name: 'Agendas' })
    .or(page.locator('[aria-label="Agendas"]'));
  await expect(panel.first()).toBeVisible();
  const mine = page.locator('.agenda-gang[data-gang="guild"] .agenda-card');
  await expect(mine).toHaveCount(3);
  await expect(page.locator('.agenda-gang .agenda-card')).toHaveCount(6);
  const before = await mine.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-agenda')));

  const dialog = page.locator('.choice-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-label', 'PLAN?');
  await expect(dialog.locator('button[data-option="done"] .does')).toHaveText(
    'Keep your Agendas and the Command Point',
  );
  const redraw = dialog.locator('button[data-option^="redraw:"]').first();
  await expect(redraw.locator('.does')).toContainText('draw another');
  const dropped = (await redraw.getAttribute('data-option'))!.slice('redraw:'.length);
  expect(before).toContain(dropped);
  await page.screenshot({ path: `${SHOTS}/agendas.png` });
  await redraw.click();

  // The card is gone from the panel, a new one is in its place, and the dice log tells the PLAN.
  await expect(
    page.locator(`.agenda-gang[data-gang="guild"] .agenda-card[data-agenda="${dropped}"]`),
  ).toHaveCount(0);
  await expect(mine).toHaveCount(3);
  await expect(page.locator('.dice-log')).toContainText('PLAN');

  // Another character may pay for another PLAN: keep the Agendas now; play goes on to the first turn.
  for (let k = 0; k < 4; k++) {
    const now = await waitForHuman(page);
    if (now.pending !== 'choose' || (await dialog.getAttribute('aria-label')) !== 'PLAN?') break;
    await dialog.locator('button[data-option="done"]').click();
  }
  const after = await waitForHuman(page);
  expect(after.round).toBe(1);
  expect(errors).toEqual([]);
});
