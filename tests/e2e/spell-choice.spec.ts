/**
 * Picking a Mage's spells in the gang builder (rulebook "Magic": spells are chosen before the game): a person adds
 * the Guild's Witch, switches her Discipline to Wild Magic, drops a spell and picks another, and is refused a third
 * with the reason. Screenshot: docs/screenshots/spell-choice.png.
 */
import { expect, test } from '@playwright/test';
import { SHOTS, state } from './page-hook.ts';

test('a person picks the spells of a Mage in the gang builder', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=7');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.click('#build-gang');
  await expect(page.locator('#builder')).toBeVisible();
  await page.selectOption('#builder-faction', 'The Guild');
  await page.click('button[data-add="the-guild-witch"]');

  const witch = page.locator('li[data-member="the-guild-witch"]');
  const spell = (id: string) => witch.locator(`input[data-spell="${id}"]`);
  await expect(witch.locator('select.discipline-choice')).toHaveValue('Blood Rites');
  await expect(witch).toContainText('Cantrip: Cantrip of the Devil (always known)');
  await witch.locator('select.discipline-choice').selectOption('Wild Magic');
  await expect(witch).toContainText('Cantrip: Cantrip of Justice (always known)');
  await expect(spell('healing')).toBeChecked();
  await expect(spell('they-sleep-underwater')).toBeChecked();
  await expect(witch.locator('.count')).toHaveText('Spells: 2 of 2');

  // a third spell is refused, with the reason; swapping one is fine
  await spell('sunder-armour').click();
  await expect(page.locator('#builder-refusal')).toHaveText(
    'Witch knows 2 spells besides its Cantrip, not 3.',
  );
  await expect(spell('sunder-armour')).not.toBeChecked();
  await spell('they-sleep-underwater').click();
  await spell('sunder-armour').click();
  await expect(spell('sunder-armour')).toBeChecked();
  await expect(spell('they-sleep-underwater')).not.toBeChecked();
  await expect(spell('healing')).toBeChecked();
  await expect(spell('healing').locator('..')).toHaveAttribute('title', /Difficulty 5, 6″/);
  await expect(page.locator('#gang-check')).not.toContainText('spell');
  await page.screenshot({ path: `${SHOTS}/spell-choice.png` });
  expect(errors).toEqual([]);
});
