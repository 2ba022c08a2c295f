/**
 * The gang builder in the real browser: a person builds a legal 150-Ducat gang of The Guild, sees an illegal
 * step refused with its reason, saves, reloads the page, finds the gang, loads it and plays Gang War with it
 * against the computer; the battle shows its figures. A damaged save is listed with its reason and left alone.
 * Screenshot: docs/screenshots/gang-builder.png.
 */
import { expect, type Page, test } from '@playwright/test';
import { SHOTS, state } from './page-hook.ts';

const GUILD_150 = [
  'the-guild-capodecina',
  'the-guild-ebenezer-chummage',
  'the-guild-black-lamp',
  'the-guild-whaler',
  'the-guild-very-loud-ostrich',
  'the-guild-blood-courier',
  'the-guild-blood-courier',
  'the-guild-shipwright',
  'the-guild-escort',
  'the-guild-escort',
];

async function openBuilder(page: Page): Promise<void> {
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.click('#build-gang');
  await expect(page.locator('#builder')).toBeVisible();
}

/** Put a value that this game cannot read into the builder's IndexedDB store, as an old version would have. */
async function plantBrokenSave(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('carnevale');
        open.onupgradeneeded = () => open.result.createObjectStore('rosters');
        open.onsuccess = () => {
          const tx = open.result.transaction('rosters', 'readwrite');
          tx.objectStore('rosters').put({ name: 'Old gang', members: ['capodecina'] }, 'old-gang');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

test('build a Guild gang, save it, reload, and play Gang War with it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=7&speed=4');
  await openBuilder(page);

  await page.selectOption('#builder-faction', 'The Guild');
  await page.selectOption('#gang-ducats', '150');
  await page.fill('#gang-name', 'The Salt Lane Crew');
  await expect(page.locator('#play-built')).toBeDisabled();
  await expect(page.locator('#play-reason')).toHaveText('The gang has no characters yet.');

  // A Fisherman's "OR" weapons: chosen in the sheet, then he leaves again.
  await page.click('button[data-add="the-guild-fisherman"]');
  const weapon = page.locator('li[data-member="the-guild-fisherman"] select.weapon-choice');
  await expect(weapon).toHaveValue('Pole Spear & Net');
  await weapon.selectOption('Harpoon Gun');
  await expect(weapon).toHaveValue('Harpoon Gun');
  await page.click('li[data-member="the-guild-fisherman"] button.remove');
  await expect(page.locator('.members li')).toHaveCount(0);

  for (const id of GUILD_150.slice(0, 2)) await page.click(`button[data-add="${id}"]`);
  // Chummage is a Hero with no Henchman yet: the live check says so, naming him, and play stays disabled.
  await expect(page.locator('#gang-check')).toContainText('1 Hero (Ebenezer Chummage) but only 0 Henchmen');
  await expect(page.locator('#play-built')).toBeDisabled();
  await expect(page.locator('#play-reason')).toContainText('Heroes may not outnumber Henchmen');

  // A second Leader is refused, with the reason.
  await page.click('button[data-add="the-guild-madame"]');
  await expect(page.locator('#builder-refusal')).toHaveText(
    'Madame cannot join: The gang has 2 Leaders (Capodecina, Madame); it must have exactly one.',
  );
  await expect(page.locator('.members li')).toHaveCount(2);

  for (const id of GUILD_150.slice(2)) await page.click(`button[data-add="${id}"]`);
  await expect(page.locator('#gang-cost')).toContainText('150 / 150 Ducats');
  await expect(page.locator('#gang-check')).toHaveText('The gang follows every gang-building rule.');
  await expect(page.locator('#play-built')).toBeEnabled();

  // Over the limit: even the cheapest Equipment is refused.
  await page.click('details.equipment summary');
  await page.click('input[data-equipment="Flashbang Grenade"]');
  await expect(page.locator('#builder-refusal')).toContainText('151 Ducats, 1 over its limit of 150');
  await expect(page.locator('input[data-equipment="Flashbang Grenade"]')).not.toBeChecked();

  await plantBrokenSave(page);
  await page.click('#save-gang');
  await expect(page.locator('#builder-status')).toHaveText('Saved "The Salt Lane Crew".');
  await expect(page.locator('li[data-saved="the-salt-lane-crew"]')).toContainText('150/150 Ducats');
  await expect(page.locator('#builder-refusal')).toHaveCount(0);
  await page.locator('details.equipment').evaluate((d) => {
    (d as HTMLDetailsElement).open = false;
  });
  await page.locator('.catalogue-scroll').evaluate((el) => el.scrollTo(0, 0));
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/gang-builder.png` });

  await page.reload();
  await openBuilder(page);
  const saved = page.locator('li[data-saved="the-salt-lane-crew"]');
  await expect(saved).toContainText('The Salt Lane Crew');
  await expect(page.locator('li[data-broken="old-gang"]')).toContainText(
    'Saved gang "old-gang" is outdated: it has no version number',
  );
  await saved.locator('button.rename').click();
  await saved.locator('input').fill('The Salt Lane Crew II');
  await saved.locator('button[type="submit"]').click();
  await expect(saved).toContainText('The Salt Lane Crew II');
  const broken = page.locator('li[data-broken="old-gang"]');
  await broken.locator('button.delete').click();
  await broken.locator('button.delete').click();
  await expect(broken).toHaveCount(0);
  await saved.locator('button.load').click();
  await expect(page.locator('#gang-name')).toHaveValue('The Salt Lane Crew II');
  await expect(page.locator('.members li')).toHaveCount(10);
  await page.selectOption('#opponent', 'ready:rashaar');
  await page.click('#play-built');

  await expect.poll(async () => (await state(page)).scene, { timeout: 60_000 }).toBe('Battle');
  await expect.poll(async () => (await state(page)).characters.length, { timeout: 30_000 }).toBe(19);
  const s = await state(page);
  const mine = s.characters.filter((c) => c.gang === 'the-salt-lane-crew');
  expect(mine).toHaveLength(10);
  expect(mine.every((c) => c.onBoard)).toBe(true);
  expect(s.characters.filter((c) => c.gang === 'rashaar')).toHaveLength(9);
  expect(errors).toEqual([]);
});

test('the builder says which abilities are not played yet, beside the character and under the gang', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=7');
  await openBuilder(page);
  await page.selectOption('#builder-faction', 'Strigoi');
  const servant = page.locator('tr', { has: page.locator('button[data-add="strigoi-highborn-servant"]') });
  await expect(servant.locator('.not-played')).toContainText(/^\d+ not played yet$/);
  await expect(servant.locator('.not-played')).toHaveAttribute('title', /Not played yet: .*Bankroll/);
  // A Guild row says nothing: every ability of The Guild is played.
  await page.selectOption('#builder-faction', 'The Guild');
  await expect(page.locator('.catalogue tr', { hasText: 'Capodecina' }).locator('.not-played')).toHaveCount(
    0,
  );
  await page.selectOption('#builder-faction', 'Strigoi');
  await page.click('button[data-add="strigoi-highborn-servant"]');
  await expect(page.locator('#gang-not-played')).toContainText('Not played yet: ');
  await expect(page.locator('#gang-not-played')).toContainText(
    'Bankroll (Highborn Servant, waits for Equipment effects)',
  );
  await page.screenshot({ path: `${SHOTS}/builder-not-played.png` });
  expect(errors).toEqual([]);
});
