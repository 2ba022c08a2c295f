/**
 * Take What is Theirs from the scenario page with the computer in both seats (docs/testing.md): the gangs set up
 * (each Objective by its corner, in its gang's colour), and play goes on at once until a computer's character carries
 * an Objective: its marker leaves the board, its token carries the mark, and the Objective goes where it goes.
 */
import { expect, test } from '@playwright/test';
import { hook, SHOTS, state } from './page-hook.ts';
import { startScenario } from './scenario-steps.ts';

test('the computer carries an Objective in Take What is Theirs', async ({ page }) => {
  test.setTimeout(900_000);
  const errors = await startScenario(page, 'take-what-is-theirs', 2, [{ who: 'normal' }, { who: 'normal' }]);
  // Both gangs' Objectives are set up at their corners, claimed by their gangs.
  await expect.poll(async () => (await hook(page, 'objectives')).length, { timeout: 60_000 }).toBe(2);
  await expect.poll(async () => (await state(page)).round, { timeout: 120_000 }).toBeGreaterThanOrEqual(1);
  const placed = await hook(page, 'objectives');
  expect(placed.every((o) => o.claim !== null && o.shown)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/take-what-is-theirs-start.png` });

  // Watch until a character carries one (the computer picks it up as its turn ends) and its token shows the mark.
  let carrier: string | null = null;
  await expect
    .poll(
      async () => {
        const s = await state(page);
        if (s.over) return 'over';
        const carried = (await hook(page, 'objectives')).find((o) => o.carrier !== null);
        const who = s.characters.find((c) => c.id === carried?.carrier);
        if (!carried || !who?.badges.includes('objective') || carried.shown) return 'not yet';
        if (Math.hypot(carried.at[0] - who.x, carried.at[1] - who.y) > 1e-6)
          return 'not where its carrier is';
        carrier = who.id;
        return 'carried';
      },
      { timeout: 780_000, intervals: [300] },
    )
    .toBe('carried');
  expect(carrier).not.toBeNull();
  await page.screenshot({ path: `${SHOTS}/take-what-is-theirs-carried.png` });
  expect(errors).toEqual([]);
});
