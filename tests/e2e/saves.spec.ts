/**
 * What a player keeps, in the real browser: a person plays a few commands of Gang War, reloads the page (the
 * browser asks first), and Continue on the menu takes the match on from the same round, turn, pending decision and
 * figures; Undo takes back a Run/Climb and refuses once a die was rolled; the Menu button asks before leaving, and
 * the save is still there afterwards (screenshots saves-continue.png, saves-undo-refused.png, saves-leave.png).
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import { askMe, hook, SHOTS, state, waitForHuman } from './page-hook.ts';

/** The commands of the save the page has written (IndexedDB `carnevale-saves`), or -1 when none. */
function savedCommands(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const open = indexedDB.open('carnevale-saves');
        open.onerror = () => done(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('saves')) return done(-1);
          const store = db.transaction('saves').objectStore('saves');
          const current = store.get('autosave:current');
          current.onsuccess = () => {
            if (current.result === undefined) return done(-1);
            const slot = store.get(current.result as string);
            slot.onsuccess = () =>
              done((slot.result as { record: { commands: unknown[] } }).record.commands.length);
          };
        };
      }),
  );
}

/** What must be the same after Continue: the match's place and every figure. */
const place = (s: HookState) => ({
  round: s.round,
  commands: s.commands,
  gangToAct: s.gangToAct,
  active: s.active,
  pending: s.pending,
  vp: s.vp,
  characters: s.characters,
});

test('a reload keeps the match: Continue goes on from the same place', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto('/?renderer=canvas&seed=21&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  // A fresh browser has nothing to continue.
  await expect(page.locator('#continue')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play Gang War' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');

  // A few commands of the person's: a figure activated and moved.
  let s = await waitForHuman(page);
  // Questions first (a COUNTER offer, an Agenda kept or drawn again): the first answer, until a figure may act.
  for (let k = 0; k < 20 && s.pending; k++) {
    const answer = (await hook(page, 'legal')).find((c) => c.type === 'decide');
    expect((await hook(page, 'submit', answer!)).ok).toBe(true);
    s = await waitForHuman(page);
  }
  const legal = await hook(page, 'legal');
  const activate = legal.find((c) => c.type === 'activate');
  expect(activate).toBeTruthy();
  expect((await hook(page, 'submit', activate!)).ok).toBe(true);
  s = await waitForHuman(page);
  const mover = s.active!;
  const activated = s.commands;
  const stood = s.characters.find((c) => c.id === mover)!;
  // "Ask me" about Will Points always from now on: the save of the next command keeps it.
  await expect(page.locator('#ask-wp')).toHaveValue('matters');
  await askMe(page, 'ask-wp', 'always');
  const run = (await hook(page, 'legal')).find((c) => c.type === 'run-climb');
  expect(run).toBeTruthy();
  expect((await hook(page, 'submit', run!)).ok).toBe(true);
  s = await waitForHuman(page);
  expect(s.round).toBe(1);
  expect(s.active).toBe(activate!.type === 'activate' ? activate!.actor : null);
  await expect.poll(() => savedCommands(page), { timeout: 10_000 }).toBe(s.commands);
  const before = place(s);

  // Reloading mid-match: the browser asks first (accepted here), and the menu offers the match back.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  const resume = page.locator('#continue');
  await expect(resume).toBeVisible();
  await expect(page.locator('.continue-title')).toContainText('Gang War, round 1: ');
  await page.screenshot({ path: `${SHOTS}/saves-continue.png` });
  await resume.click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');
  s = await waitForHuman(page);
  expect(place(s)).toEqual(before);
  await expect(page.locator('#ask-wp')).toHaveValue('always');
  await expect(page.locator('#ask-cp')).toHaveValue('matters');
  // The dice log is back: it lists the deployment and the move.
  await expect(page.locator('.dice-log .entry').first()).toBeAttached();
  expect(await page.locator('.dice-log .entry').count()).toBeGreaterThan(3);

  // Undo takes back the Run/Climb (the figure stands where it stood, its Action Point back), even after the reload.
  const undo = page.locator('.top-bar .undo');
  await expect(undo).toHaveAttribute('aria-disabled', 'false');
  await undo.click();
  // (with it, the computer's declining of the COUNTER it was offered after the move: it is offered again later)
  await expect.poll(async () => (await state(page)).commands).toBe(activated);
  s = await waitForHuman(page);
  const back = s.characters.find((c) => c.id === mover)!;
  expect([back.x, back.y, back.z, back.ap]).toEqual([stood.x, stood.y, stood.z, stood.ap]);
  expect(s.active).toBe(mover);

  // A Jump rolls a die: what is done stands, and Undo says so.
  const jump = (await hook(page, 'legal')).find((c) => c.type === 'jump' && c.actor === mover);
  expect(jump).toBeTruthy();
  expect((await hook(page, 'submit', jump!)).ok).toBe(true);
  s = await waitForHuman(page);
  // Asked whether to spend Will Points on the roll: none, as a person answers it.
  if (s.pending === 'will-points') {
    await page.getByRole('button', { name: /^None/ }).click();
    s = await waitForHuman(page);
  }
  expect(s.pending).toBeNull();
  expect(s.commands).toBeGreaterThan(activated);
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(undo).toHaveAttribute('title', /A die was rolled/);
  await undo.hover();
  await page.screenshot({ path: `${SHOTS}/saves-undo-refused.png` });
  await undo.dispatchEvent('click');
  expect((await state(page)).commands).toBe(s.commands);

  // The Menu button asks before leaving an unfinished match; Stay keeps the battle.
  await page.locator('.top-bar .menu').click();
  const ask = page.getByRole('dialog', { name: 'Leave the match?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('The match is saved');
  await page.screenshot({ path: `${SHOTS}/saves-leave.png` });
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toBeHidden();
  expect((await state(page)).scene).toBe('Battle');

  // Leave: the menu, with the match still there to continue.
  await page.locator('.top-bar .menu').click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Menu');
  await expect(page.locator('#continue')).toBeVisible();
  expect(errors).toEqual([]);
});
