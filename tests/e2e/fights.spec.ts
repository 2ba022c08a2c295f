/**
 * Fights and command in the real browser (rulebook "Grapple", "Command Points"): in hot-seat a person gives an
 * ORDER by its button (+1 AP), then the gangs close in through the hook until a figure stands in base contact
 * with an enemy; the person opens Grapple, clicks the enemy, looks through the spots and their odds, and
 * throws it. Screenshots go to docs/screenshots/.
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import type { Command } from '../../src/rules/core/types.ts';
import {
  clickFigure,
  closeIn,
  findTile,
  hook,
  pass,
  SHOTS,
  select,
  startHotSeat,
  waitForHuman,
} from './page-hook.ts';

const SEED = Number(process.env.E2E_SEED ?? 11);

/** The first figure of the gang to act with a Grapple on an enemy, and that enemy. */
async function grappleReady(page: Page, s: HookState): Promise<{ actor: string; target: string } | null> {
  const mine = s.characters.filter(
    (c) => c.gang === s.gangToAct && c.onBoard && (s.active ? c.id === s.active : !c.hadTurn),
  );
  for (const c of mine) {
    const actions = (await hook(page, 'actions', c.id)) as Command[];
    const g = actions.find(
      (a) => a.type === 'grapple' && s.characters.find((x) => x.id === a.target)?.gang !== c.gang,
    );
    if (g && g.type === 'grapple') return { actor: c.id, target: g.target };
  }
  return null;
}

test('a person gives an ORDER and throws an enemy with a Grapple, seeing its odds first', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = await startHotSeat(page, SEED);

  // ORDER: the first figure that may receive one gets it by its button; its Action Points grow by one.
  let s = await waitForHuman(page);
  const waiting = s.characters.filter((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn);
  let ordered = false;
  for (const c of waiting) {
    await select(page, c.id);
    const button = page.locator('button[data-action="order"]');
    if ((await button.count()) === 0) continue;
    await expect(button).toHaveAttribute('title', /Command Point/);
    await button.click();
    const dialog = page.locator('.choice-dialog');
    if (await dialog.isVisible()) {
      await expect(dialog).toContainText('Which friend spends a Command Point');
      await dialog.locator('button[data-option]').nth(1).click();
    }
    s = await waitForHuman(page);
    const now = s.characters.find((x) => x.id === c.id)!;
    expect(s.active).toBe(c.id);
    // Every figure has at least 2 AP, and the ORDER gave one more (never beyond 3 in the round).
    expect(now.ap).toBeGreaterThanOrEqual(3);
    await expect(page.locator('.dice-log')).toContainText(`gains 1 AP (${now.ap} AP now)`);
    ordered = true;
    break;
  }
  expect(ordered).toBe(true);

  // Close in until a figure can grapple an enemy.
  let ready: { actor: string; target: string } | null = null;
  for (let k = 0; k < 120 && !ready; k++) {
    s = await waitForHuman(page);
    expect(s.over).toBe(false);
    if (s.pending) {
      await pass(page, s);
      continue;
    }
    ready = await grappleReady(page, s);
    if (!ready) await closeIn(page, s);
  }
  expect(ready).not.toBeNull();
  const { actor, target } = ready!;

  // The Grapple by clicks: the figure, the Grapple button, the enemy, a spot, the odds, Grapple.
  s = await waitForHuman(page);
  if (s.active !== actor) await select(page, actor);
  await page.locator('button[data-action="grapple"]').click();
  await clickFigure(page, target, '.wrestle-panel');
  const panel = page.locator('.wrestle-panel');
  await expect(panel).toContainText('Grapple:');
  for (const key of [
    'critical',
    'success',
    'fail',
    'fumble',
    'water',
    'fall',
    'expected',
    'kill',
    'reversal',
  ])
    await expect(panel.locator(`[data-odds="${key}"]`)).toBeVisible();
  const spots = panel.locator('button[data-spot]');
  expect(await spots.count()).toBeGreaterThan(1);
  await spots.nth(1).click();
  await expect(panel.locator('button[data-spot="1"]')).toHaveClass(/on/);
  // The spots are lit on the board, named by the way they point on screen, and a click on one picks it.
  expect(await spots.nth(0).textContent()).toMatch(/^[→↘↓↙←↖↑↗•] \d+″ · /);
  const other = (await spots.count()) > 2 ? 2 : 0;
  const to = (await spots.nth(other).getAttribute('data-to'))!.split(',').map(Number);
  const onBoard = await findTile(page, [{ i: Math.floor(to[0]!), j: Math.floor(to[1]!), z: to[2]! }]);
  expect(onBoard, 'the Grapple spot shows on the board').not.toBeNull();
  await page.mouse.move(onBoard!.x, onBoard!.y);
  await expect(page.locator('.hover-tip[data-kind="spot"]')).toContainText('Throw toward here');
  await page.mouse.click(onBoard!.x, onBoard!.y);
  await expect(panel.locator(`button[data-spot="${other}"]`)).toHaveClass(/on/);
  await page.screenshot({ path: `${SHOTS}/grapple-preview.png` });
  await panel.getByRole('button', { name: 'Grapple', exact: true }).click();
  await expect(page.locator('.dice-log .roll-title', { hasText: 'Grapple' }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});
