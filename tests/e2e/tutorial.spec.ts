/**
 * The whole tutorial in the real browser, played by what the page shows (docs/tutorial.md): from the menu's Tutorial,
 * each lesson's card is read — Next on a step to read, the button its "Click:" line names (found by role and name), or
 * the pulsing ring on the board (a button named "Lesson: click here …") — until the card says the lesson is done
 * (a screenshot of each), then the next lesson; the last lesson's game is played out with Hint and Take it, or by
 * ending each turn. The automation hook is read only to report (`state().tutorial`), never to find or click.
 * At 1024×640. Then the lesson list shows every lesson done, and a lesson left part-way is offered again after a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import { SHOTS, state, topBarButton } from './page-hook.ts';

test.use({ viewport: { width: 1024, height: 640 } });

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Do what the card asks once; 'done' when it says the lesson is done. */
async function stepOnce(page: Page): Promise<'done' | 'acted' | 'waiting'> {
  const card = page.getByRole('region', { name: 'Lesson' });
  if (await card.getByRole('button', { name: 'Next lesson ›' }).isVisible()) return 'done';
  if (await card.getByText(/^Lesson done/).isVisible()) return 'done';
  const next = card.getByRole('button', { name: 'Next ›' });
  if (await next.isVisible()) {
    const before = (await state(page)).tutorial?.step;
    await next.click();
    await expect.poll(async () => (await state(page)).tutorial?.step).not.toBe(before);
    return 'acted';
  }
  const target = card.locator('.coach-target strong');
  if (await target.isVisible()) {
    const name = (await target.textContent()) ?? '';
    const button =
      name === 'the pulsing ring on the board'
        ? page.getByRole('button', { name: /^Lesson: click here/ })
        : page
            .locator('.hud')
            .getByRole('button', { name: new RegExp(`^${literal(name)}( |$)`) })
            .or(page.locator('.hud').getByRole('checkbox', { name }))
            .first();
    if (await button.isVisible()) {
      const before = (await state(page)).tutorial?.step;
      await button.hover({ timeout: 15_000 });
      await button.click({ timeout: 15_000 });
      // the step goes on once what it asked is done and shown (never click the same thing twice)
      await expect
        .poll(
          async () =>
            (await state(page)).tutorial?.step !== before ||
            (await card.getByText(/^Lesson done/).isVisible()),
          { timeout: 20_000 },
        )
        .toBe(true)
        .catch(() => {});
      return 'acted';
    }
    return 'waiting';
  }
  // No target: the computer plays, or the game is the person's to play out (Hint, then Take it; else end the turn).
  const s = await state(page);
  if (!s.idle || !s.humanToAnswer) return 'waiting';
  // a question the rules ask in the middle of an action (whom a charge strikes, how an Attack of Opportunity
  // strikes…): its first answer
  const question = page.locator('.hud [role="dialog"]:visible').getByRole('button').first();
  if (await question.isVisible()) {
    await question.click();
    return 'acted';
  }
  const hint = page.getByRole('button', { name: /^Hint/ });
  if (await hint.isVisible()) {
    await hint.click();
    const take = page.getByRole('button', { name: 'Take it' });
    await take.waitFor({ state: 'visible', timeout: 20_000 }).catch(() => {});
    if (await take.isVisible()) {
      await take.click();
      return 'acted';
    }
  }
  for (const name of ['End turn', 'Pass (end turn)']) {
    const b = page.locator('.action-bar').getByRole('button', { name, exact: true });
    if ((await b.isVisible()) && (await b.getAttribute('aria-disabled')) !== 'true') {
      await b.click();
      return 'acted';
    }
  }
  return 'waiting';
}

test('the whole tutorial, played by what the page shows', async ({ page }) => {
  test.setTimeout(1_200_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Tutorial' }).click();
  const list = page.getByRole('main', { name: 'Tutorial' });
  await expect(list).toBeVisible();
  const count = await list.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(10);
  await page.screenshot({ path: `${SHOTS}/tutorial-list.png` });
  await list.getByRole('button', { name: /^Lesson 1:/ }).click();

  for (let lesson = 1; lesson <= count; lesson++) {
    await expect.poll(async () => (await state(page)).tutorial?.step ?? -1, { timeout: 30_000 }).toBe(0);
    const id = (await state(page)).tutorial?.lesson;
    // results at once: the computer's turns need not be watched here
    await topBarButton(page, 'Instant');
    let shot = false;
    let outcome: 'done' | 'acted' | 'waiting' = 'waiting';
    for (let k = 0; k < 1500; k++) {
      outcome = await stepOnce(page);
      if (outcome === 'done') break;
      if (!shot && (await state(page)).tutorial?.step === 2) {
        await page.screenshot({ path: `${SHOTS}/tutorial-${lesson}-${id}.png` });
        shot = true;
      }
      await page.waitForTimeout(outcome === 'acted' ? 250 : 150);
    }
    expect(outcome, `lesson ${lesson} (${id}) was not finished`).toBe('done');
    expect((await state(page)).tutorial?.done).toContain(id);
    await page.screenshot({ path: `${SHOTS}/tutorial-${lesson}-${id}-done.png` });
    const card = page.getByRole('region', { name: 'Lesson' });
    if (lesson < count) await card.getByRole('button', { name: 'Next lesson ›' }).click();
    else await card.getByRole('button', { name: 'Lessons' }).click();
  }

  // Every lesson done on the list, kept across a reload.
  await expect(list).toBeVisible();
  await expect(list.locator('.lesson.done')).toHaveCount(count);
  await page.reload();
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page.getByRole('main', { name: 'Tutorial' }).locator('.lesson.done')).toHaveCount(count);
  expect(errors).toEqual([]);
});

test('a lesson left part-way goes on where it was left, and Back goes back a step', async ({ page }) => {
  await page.goto('/?renderer=canvas');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await page.getByRole('button', { name: /^Lesson 1:/ }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step ?? -1, { timeout: 30_000 }).toBe(0);
  // Three steps in: read, select, move (each step waited for before the next click).
  const card = page.getByRole('region', { name: 'Lesson' });
  await card.getByRole('button', { name: 'Next ›' }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step).toBe(1);
  await page.getByRole('button', { name: /^Lesson: click here/ }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step).toBe(2);
  await page.getByRole('button', { name: /^Lesson: click here/ }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step).toBe(3);
  const moved = (await state(page)).commands;
  expect(moved).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Menu');
  await expect(page.getByRole('main', { name: 'Tutorial' })).toBeVisible();
  await page.reload();
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Tutorial' }).click();
  await page.getByRole('button', { name: /^Lesson 1: .*\(go on\)/ }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step).toBe(3);
  expect((await state(page)).commands).toBe(moved);
  // Back across the move: the match is replayed to before it.
  await page.getByRole('region', { name: 'Lesson' }).getByRole('button', { name: '‹ Back' }).click();
  await expect.poll(async () => (await state(page)).tutorial?.step).toBe(2);
  await expect.poll(async () => (await state(page)).commands).toBeLessThan(moved);
});

test.describe('a browser new to the game', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the first match opens on "How to play", closed with Got it and opened again from the top bar', async ({
    page,
  }) => {
    await page.goto('/?renderer=canvas&seed=3');
    await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
    await page.getByRole('button', { name: 'Play Gang War' }).click();
    const card = page.getByRole('dialog', { name: 'How to play' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Destiny Dice');
    await page.screenshot({ path: `${SHOTS}/how-to-play.png` });
    await card.getByRole('button', { name: 'Got it' }).click();
    await expect(card).toBeHidden();
    await topBarButton(page, 'How to play');
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    // Seen: the next match opens on the board.
    await page.reload();
    await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
    await page.getByRole('button', { name: 'Play Gang War' }).click();
    await expect.poll(async () => (await state(page)).scene).toBe('Battle');
    await page.waitForTimeout(500);
    await expect(card).toBeHidden();
  });
});
