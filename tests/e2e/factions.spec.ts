/**
 * A gang of another faction played by clicks: The Doctors, built in the gang builder (its Apprentice Doctor naming the
 * Doctor of the Beasts its mentor and copying his Shock Staff), against the Strigoi's ready-made gang; a round in which
 * the Master of Arcane Security uses its Command Ability (Electrical Stimulation) and the Ethereal Assassin its unique
 * action (Stride Through The Void, naming itself), each from the action bar.
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import { hook, pass, SHOTS, select, state, waitForHuman } from './page-hook.ts';

const MASTER = 'the-doctors-master-of-arcane-security';
const ASSASSIN = 'the-doctors-ethereal-assassin';
const DOCTORS = [
  MASTER,
  ASSASSIN,
  'the-doctors-doctor-of-the-beasts',
  // Apprenticeship: the Doctor of the Beasts (member 3) is named its mentor in the builder
  'the-doctors-apprentice-doctor',
  'the-doctors-rhino',
  'the-doctors-crocodile',
  'the-doctors-gorilla',
  'the-doctors-nurse',
];

/** Pass every turn but `id`'s until `id` may act (its gang chooses, it has not had its turn); its state then. */
async function untilItActs(page: Page, id: string): Promise<HookState> {
  for (let k = 0; k < 60; k++) {
    const s = await waitForHuman(page);
    const me = s.characters.find((c) => c.id === id)!;
    expect(me.onBoard).toBe(true);
    if (!s.pending && !me.hadTurn && (s.active === id || (s.active === null && s.gangToAct === me.gang)))
      return s;
    await pass(page, s);
  }
  throw new Error(`${id} never came to act`);
}

test('a Doctors gang uses a Command Ability, a pick as a turn begins and a unique action by clicks', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas&seed=5&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.click('#build-gang');
  await page.selectOption('#builder-faction', 'The Doctors');
  for (const id of DOCTORS) await page.click(`button[data-add="${id}"]`);
  await expect(page.locator('#gang-check')).toHaveText('The gang follows every gang-building rule.');
  // Apprenticeship: a mentor, then what it copies from him.
  const apprentice = page.locator('li[data-member="the-doctors-apprentice-doctor"]');
  await apprentice.locator('.mentor-choice').selectOption({ label: 'Doctor of the Beasts (member 3)' });
  await apprentice.locator('.copy-choice').selectOption({ label: 'Shock Staff (weapon)' });
  await expect(apprentice.locator('.copy-choice')).toHaveValue('weapon:Shock Staff');
  await expect(page.locator('#gang-check')).toHaveText('The gang follows every gang-building rule.');
  await page.screenshot({ path: `${SHOTS}/factions-apprenticeship.png` });
  await page.selectOption('#opponent', 'ready:strigoi');
  await page.click('#play-built');
  await expect.poll(async () => (await state(page)).scene, { timeout: 60_000 }).toBe('Battle');
  // Every ability of the two gangs is played: no notice of abilities not played yet.
  await expect(page.locator('.dice-log .entry.warn')).toHaveCount(0);

  // The characters of the gang built, by name (their ids are the gang's).
  const mine = (await state(page)).characters.filter((c) => c.gang !== 'strigoi');
  const master = mine.find((c) => c.name === 'Master of Arcane Security')!.id;
  const assassin = mine.find((c) => c.name === 'Ethereal Assassin')!.id;

  // The Command Ability: Electrical Stimulation, +1 ATTACK to friends within 3″ until the round ends.
  await untilItActs(page, master);
  await select(page, master);
  const command = page.getByRole('button', { name: 'Electrical Stimulation', exact: true });
  await expect(command).toBeEnabled();
  await command.click();
  // Its turn begins with Auxiliary Systems' pick, in the dialog: +2 DEXTERITY until the round ends.
  await expect(page.getByRole('heading', { name: 'As its turn begins' })).toBeVisible();
  await page.getByRole('button', { name: 'Auxiliary Systems: +2 DEXTERITY' }).click();
  await expect(page.locator('.dice-log')).toContainText('gains +2 DEXTERITY until the round ends');
  await expect(page.locator('.dice-log')).toContainText('uses Electrical Stimulation (1 Command Point');
  await page.screenshot({ path: `${SHOTS}/factions-command-ability.png` });
  await pass(page, await state(page));

  // The unique action: Stride Through The Void, named on the Assassin itself by a click on it.
  await untilItActs(page, assassin);
  await select(page, assassin);
  const unique = page.getByRole('button', { name: 'Stride Through The Void', exact: true });
  await expect(unique).toBeEnabled();
  await unique.click();
  const at = (await hook(page, 'figureToScreen', assassin))!;
  await page.mouse.click(at.x, at.y);
  await expect(page.locator('.dice-log')).toContainText('gains Ethereal until the end of this turn');
  await page.screenshot({ path: `${SHOTS}/factions-unique-action.png` });
  expect(errors).toEqual([]);
});
