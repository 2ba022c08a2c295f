/**
 * A campaign in the real browser: started from the menu (another gang each scenario), kept across a reload, its
 * first scenario (Gang War) played to the end, its result on the campaign page with the standings and the chart,
 * exported, abandoned and imported again, and the second scenario (Secure Arms) begun from there (screenshots campaign-start.png, campaign-after-gang-war.png).
 */
import { expect, test } from '@playwright/test';
import { askMe, hook, pass, SHOTS, state } from './page-hook.ts';

test('a campaign goes from Gang War into Secure Arms, kept across a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=5&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('#campaign').click();
  await page.locator('#campaign-rivals').selectOption('each');
  await page.locator('#campaign-start').click();
  await expect(page.locator('#campaign-play')).toHaveText('Play Gang War');
  await expect(page.locator('.campaign-standings')).toContainText('you 0 VP, the computer 0 VP');
  await page.screenshot({ path: `${SHOTS}/campaign-start.png` });

  // Kept across a reload.
  await page.reload();
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.locator('#campaign').click();
  await expect(page.locator('#campaign-play')).toHaveText('Play Gang War');

  // Gang War, the person passing every turn to the end.
  await page.locator('#campaign-play').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  await askMe(page, 'ask-wp', 'never');
  await askMe(page, 'ask-cp', 'never');
  for (let k = 0; k < 400; k++) {
    const s = await state(page);
    if (s.over || s.scene === 'GameOver') break;
    if (s.idle && s.humanToAnswer) await pass(page, s);
    else await page.waitForTimeout(100);
  }
  await expect.poll(async () => (await state(page)).scene, { timeout: 120_000 }).toBe('GameOver');
  const end = await state(page);
  await page.locator('.game-over').getByRole('button', { name: 'Menu' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Menu');

  // The result noted: Gang War done, the standings and the chart, Secure Arms next.
  await page.locator('#campaign').click();
  const gangWar = page.locator('.campaign-scenario[data-scenario="gang-war"]');
  await expect(gangWar).toHaveClass(/done/);
  const [mine, theirs] = Object.keys(end.vp);
  await expect(gangWar.locator('.campaign-state')).toContainText(`${end.vp[mine!]} – ${end.vp[theirs!]}`);
  await expect(page.locator('.campaign-chart .campaign-column')).toHaveCount(1);
  await expect(page.locator('#campaign-play')).toHaveText('Play Secure Arms');
  // Another gang each scenario: the ready-made gang after Rashaar's (Strigoi's) next.
  await expect(page.locator('.campaign-page h2')).toContainText("against The Hospodar's Night Embassy");
  await page.screenshot({ path: `${SHOTS}/campaign-after-gang-war.png` });

  // Exported, abandoned (twice) and imported again: the same campaign.
  const download = page.waitForEvent('download');
  await page.locator('#campaign-export').click();
  const file = await (await download).path();
  await page.locator('#campaign-abandon').click();
  await page.locator('#campaign-abandon').click();
  await expect(page.locator('#campaign-start')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('#campaign-import').click();
  await (await chooser).setFiles(file);
  await expect(page.locator('.campaign-page > .continue-note')).toHaveText('Campaign imported.');
  await expect(page.locator('.campaign-scenario[data-scenario="gang-war"]')).toHaveClass(/done/);

  // Secure Arms takes 100 Ducats: the person picks who plays it (the rule's pick ticked to start with).
  const picker = page.locator('fieldset.campaign-pick');
  await expect(picker.locator('.campaign-pick-note')).toContainText('of 100 Ducats: ready.');
  await picker.locator('#pick-0').uncheck();
  await expect(picker.locator('.campaign-pick-note')).not.toContainText('ready');
  await expect(page.locator('#campaign-play')).toBeDisabled();
  await picker.locator('#pick-0').check();
  await expect(picker.locator('.campaign-pick-note')).toContainText('ready');
  await page.screenshot({ path: `${SHOTS}/campaign-pick.png` });

  // The second scenario begins: Secure Arms, with its six Objectives.
  await page.locator('#campaign-play').click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  await expect.poll(async () => (await hook(page, 'objectives')).length, { timeout: 30_000 }).toBe(6);
  expect(errors).toEqual([]);
});
