/**
 * The Hint in the real browser, on a small screen (1024×640): against the computer, a person selects a figure,
 * asks for a Hint with the key H and puts it away with Escape, asks again with the Hint button, sees the suggested
 * command drawn on the board (its path or line, or its target) and its reasons in the panel, and takes it with one
 * click: the match takes that very command for that figure (screenshot hint.png).
 */
import { expect, test } from '@playwright/test';
import type { HookHint } from '../../src/app/hook-types.ts';
import { declineByClick, hook, SHOTS, select, state, waitForHuman } from './page-hook.ts';

test('a person asks for a Hint, sees it drawn with its reasons, and takes it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto('/?renderer=canvas&seed=11&speed=instant');
  await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
  await page.getByRole('button', { name: 'Play Gang War' }).click();
  await expect.poll(async () => (await state(page)).scene).toBe('Battle');

  // The person's turn, questions declined (PLAN, COUNTER, Will Points) by clicking their dialogs.
  let s = await waitForHuman(page);
  for (let k = 0; k < 20 && s.pending; k++) {
    await declineByClick(page);
    s = await waitForHuman(page);
  }
  expect(s.pending).toBeNull();
  const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  await expect(hintButton).toBeVisible();

  // A figure of the person's that may act, selected by clicking it.
  const mine = s.characters.filter((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn);
  let figure: string | undefined;
  for (const c of mine) if ((await hook(page, 'actions', c.id)).length > 0) figure ??= c.id;
  expect(figure).toBeDefined();
  const id = figure!;
  await select(page, id);

  // H asks; Escape puts it away.
  const panel = page.getByRole('dialog', { name: 'Hint' });
  await page.keyboard.press('h');
  await expect(panel.getByRole('button', { name: 'Take it' })).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await hook(page, 'hint')).toBeNull();

  // The button asks again: the suggestion for the selected figure, drawn on the board, with its reasons.
  await hintButton.click();
  const take = panel.getByRole('button', { name: 'Take it' });
  await expect(take).toBeVisible({ timeout: 60_000 });
  const hint = (await hook(page, 'hint')) as HookHint;
  expect(hint.thinking).toBe(false);
  expect(hint.asked).toBe(id);
  const cmd = hint.command!;
  const target = 'target' in cmd ? cmd.target : null;
  const moves = 'to' in cmd && cmd.to !== undefined;
  // Its own action, or an ORDER a friend gives it before it acts.
  expect(cmd.type === 'order' ? cmd.target : hint.actor).toBe(id);
  expect(moves || target !== null).toBe(true);
  if (moves) expect(hint.drawn.path || hint.drawn.leap).toBe(true);
  if (target) expect(hint.drawn.target).toBe(target);
  expect((await hook(page, 'preview'))!.selected).toBe(hint.actor);
  await expect(panel.getByText('Because:')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'What it weighed' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Against the best other options' })).toBeVisible();
  if (moves) await expect(panel.getByRole('list', { name: 'Odds' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/hint.png` });

  // Take it: the match takes that command, for that figure.
  const before = await state(page);
  const was = before.characters.find((c) => c.id === hint.actor)!;
  await take.click();
  await expect(panel).toBeHidden();
  await expect.poll(async () => (await state(page)).commands).toBeGreaterThan(before.commands);
  // The figure has its turn from that command on (or had it, when the command ended it), and a move moved it
  // (unless a roll on the way failed at the first step).
  await expect
    .poll(async () => {
      const after = await state(page);
      const c = after.characters.find((x) => x.id === hint.actor)!;
      return after.active === hint.actor || c.hadTurn;
    })
    .toBe(true);
  // A Will Point question before a roll on the way: none spent, and the move goes on.
  let after = await waitForHuman(page);
  for (let k = 0; k < 10 && after.pending === 'will-points'; k++) {
    await declineByClick(page);
    after = await waitForHuman(page);
  }
  const now = after.characters.find((c) => c.id === hint.actor)!;
  if (cmd.type === 'run-climb' || cmd.type === 'jump')
    expect([now.x, now.y, now.z]).not.toEqual([was.x, was.y, was.z]);
  expect(await hook(page, 'hint')).toBeNull();
  expect(errors).toEqual([]);
});
