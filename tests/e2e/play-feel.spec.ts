/**
 * Play feel, as a person meets it (issue "Play feel"): the menu, the builder and the battle at 800×450, 1024×640,
 * 1400×860 and 1920×1080 with nothing covered or clipped and the top bar on one row; at 1024×640 every control of the
 * top bar clicked (on the bar or under More); over the board, a barrel top is not offered as a destination, a figure
 * says what a click on it does, a move that charges names the enemy and the odds, and a Knockback's spot is chosen
 * by clicking the board. Screenshots go to test-results/screenshots/play-feel-*.png.
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import {
  closeIn,
  findTile,
  hook,
  SHOTS,
  select,
  startHotSeat,
  state,
  topBarButton,
  visibleTile,
  waitForHuman,
} from './page-hook.ts';

const SIZES = [
  { width: 800, height: 450 },
  { width: 1024, height: 640 },
  { width: 1400, height: 860 },
  { width: 1920, height: 1080 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box | null> {
  const l = page.locator(selector).first();
  return (await l.isVisible()) ? await l.boundingBox() : null;
}

/** The battle's panels: the top bar on one row, the columns below it and above the bottom panels, all on screen. */
async function battleFits(page: Page, size: { width: number; height: number }): Promise<void> {
  const bar = (await box(page, '.top-bar'))!;
  expect(bar.height, 'the top bar keeps to one row').toBeLessThan(48);
  expect(await page.locator('.top-bar').evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
  const bottom = await box(page, '.bottom .action-bar, .bottom .deploy-panel');
  for (const column of ['.left-column > .panel', '.right-column > .panel']) {
    const c = await box(page, column);
    if (!c) continue;
    expect(c.y, `${column} stands below the top bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
    if (bottom)
      expect(c.y + c.height, `${column} ends above the bottom panels`).toBeLessThanOrEqual(bottom.y + 1);
    expect(c.x + c.width).toBeLessThanOrEqual(size.width);
  }
  if (bottom) expect(bottom.y + bottom.height).toBeLessThanOrEqual(size.height);
}

for (const size of SIZES) {
  test(`menu, builder and battle fit ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/?renderer=canvas&seed=5');
    await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
    await page.screenshot({ path: `${SHOTS}/play-feel-menu-${size.width}.png` });
    // The menu's options open and its start button can be reached (the page scrolls where it must).
    await page.locator('details.options summary').click();
    const start = page.locator('#start-options');
    await start.scrollIntoViewIfNeeded();
    await expect(start).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/play-feel-menu-options-${size.width}.png` });

    // The builder: its list of characters shows with Add buttons.
    await page.reload();
    await expect.poll(async () => (await state(page)).scene, { timeout: 30_000 }).toBe('Menu');
    await page.getByRole('button', { name: 'Build a gang' }).first().click();
    const add = page.getByRole('button', { name: /^Add/ }).first();
    await add.scrollIntoViewIfNeeded();
    await expect(add).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/play-feel-builder-${size.width}.png` });

    // The battle, once the figures are set up and the first turn waits for a person.
    await startHotSeat(page, 5, 4);
    await waitForHuman(page);
    await battleFits(page, size);
    await page.screenshot({ path: `${SHOTS}/play-feel-battle-${size.width}.png` });
    expect(errors).toEqual([]);
  });
}

test.describe('at 1024×640', () => {
  test.use({ viewport: { width: 1024, height: 640 } });

  test('every control of the top bar answers a click, on the bar or under More', async ({ page }) => {
    const errors = await startHotSeat(page, 5, 4);
    await waitForHuman(page);
    for (const speed of ['1×', '2×', '4×', 'Instant']) {
      await topBarButton(page, speed);
      await expect(page.locator('.top-bar button.speed.on')).toHaveText(speed);
    }
    const rotation = async () => (await hook(page, 'preview'))?.rotation;
    const before = await rotation();
    await topBarButton(page, 'Turn right');
    await expect.poll(rotation).not.toBe(before);
    await topBarButton(page, 'Turn left');
    await expect.poll(rotation).toBe(before);
    for (const zoom of ['Zoom in', 'Zoom out']) await topBarButton(page, zoom);
    for (const ask of ['#ask-wp', '#ask-cp']) {
      if (!(await page.locator(ask).isVisible())) await topBarButton(page, 'More controls');
      await page.locator(ask).selectOption('always');
      await expect(page.locator(ask)).toHaveValue('always');
      await page.keyboard.press('Escape');
    }
    await topBarButton(page, 'How to play');
    await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
    await page.keyboard.press('Escape');
    await topBarButton(page, 'Rules');
    await expect(page.getByRole('dialog', { name: 'Rules' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Undo and Skip say why they are greyed; Menu asks before leaving.
    await expect(page.locator('.top-bar button.undo')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.top-bar button.skip')).toBeDisabled();
    await topBarButton(page, 'Menu');
    await expect(page.getByRole('dialog', { name: 'Leave the match?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay' }).click();

    // The keyboard: a number selects a figure of the gang to act, Escape steps back to no selection; Tab reaches
    // the action bar before the dice log.
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    const s = await state(page);
    const mine = s.characters.filter((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn);
    await page.keyboard.press('2');
    await expect.poll(async () => (await hook(page, 'preview'))?.selected).toBe(mine[1]!.id);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await hook(page, 'preview'))?.selected).toBeNull();
    const order = await page.evaluate(() => {
      const bar = document.querySelector('.action-bar');
      const log = document.querySelector('.dice-log');
      return bar && log ? bar.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order, 'the action bar comes before the dice log').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the board offers only what a click does: no barrel tops, figures say "select", charges say whom', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const errors = await startHotSeat(page, 5, 'instant');
    let s = await waitForHuman(page);

    // A barrel top within reach of a figure of the gang to act is not lit, and pointing at it offers nothing.
    const barrels = (await hook(page, 'board'))!.smallObstacles;
    expect(barrels.length).toBeGreaterThan(0);
    let pointed = false;
    for (const c of s.characters.filter((x) => x.gang === s.gangToAct && x.onBoard && !x.hadTurn)) {
      // Barrels beside the figure's lit reach: the Run/Climb would pass over them.
      const reach = await hook(page, 'reach', c.id);
      const near = barrels.filter((n) =>
        reach.some((t) => Math.abs(t.i - n.i) <= 1 && Math.abs(t.j - n.j) <= 1),
      );
      if (near.length === 0) continue;
      await select(page, c.id);
      for (const n of near) {
        const p = await visibleTile(page, n);
        if (!p) continue;
        await page.mouse.move(p.x, p.y);
        await page.waitForTimeout(100);
        const preview = (await hook(page, 'preview'))!;
        expect(preview.tiles.some((t) => t.i === n.i && t.j === n.j && t.z === n.z)).toBe(false);
        // Whatever the pointer offers there (a lit tile behind the barrel, or nothing), it is not the barrel's top.
        const to = (preview.hovering?.command as { to?: readonly number[] } | undefined)?.to;
        if (to) expect([Math.floor(to[0]!), Math.floor(to[1]!), to[2]]).not.toEqual([n.i, n.j, n.z]);
        else await expect(page.locator('.hover-tip[data-kind="move"]')).toBeHidden();
        pointed = true;
        await page.screenshot({ path: `${SHOTS}/play-feel-barrel.png` });
        break;
      }
      if (pointed) break;
    }
    expect(pointed, 'a barrel top near a figure was pointed at').toBe(true);

    // A figure of the gang to act says a click selects it.
    s = await state(page);
    const other = s.characters.find(
      (x) => x.gang === s.gangToAct && x.onBoard && !x.hadTurn && x.id !== s.active,
    );
    if (other) {
      const p = (await hook(page, 'figureToScreen', other.id))!;
      await page.mouse.move(p.x, p.y);
      const tip = page.locator('.hover-tip').filter({ hasText: 'Click:' });
      await expect(tip).toBeVisible();
      await expect(tip).toContainText(/Click: (select|.* is selected)/);
    }

    // Close in until a lit tile of a figure's Run/Climb touches an enemy: its tooltip names the charge and its odds.
    const chargeTile = async (now: HookState) => {
      for (const c of now.characters.filter(
        (x) => x.gang === now.gangToAct && x.onBoard && (now.active ? x.id === now.active : !x.hadTurn),
      )) {
        const enemies = now.characters.filter((e) => e.gang !== c.gang && e.onBoard);
        const reach = await hook(page, 'reach', c.id);
        const touching = reach.filter((t) =>
          enemies.some((e) => Math.hypot(t.i + 0.5 - e.x, t.j + 0.5 - e.y) < 1.25 && Math.abs(t.z - e.z) < 1),
        );
        if (touching.length > 0) return { id: c.id, tiles: touching };
      }
      return null;
    };
    let charge: Awaited<ReturnType<typeof chargeTile>> = null;
    for (let k = 0; k < 80 && !charge; k++) {
      s = await waitForHuman(page);
      expect(s.over).toBe(false);
      if (!s.pending) charge = await chargeTile(s);
      if (!charge) await closeIn(page, s, { stay: async (after) => (await chargeTile(after)) !== null });
    }
    expect(charge).not.toBeNull();
    s = await waitForHuman(page);
    if (s.active !== charge!.id) await select(page, charge!.id);
    const spot = await findTile(page, charge!.tiles);
    expect(spot).not.toBeNull();
    await page.mouse.move(spot!.x, spot!.y);
    const tip = page.locator('.hover-tip[data-kind="move"]');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Charge:');
    await expect(tip).toContainText(/Attack of Opportunity first.*% to hit/);
    await page.screenshot({ path: `${SHOTS}/play-feel-charge.png` });
    expect(errors).toEqual([]);
  });

  test('a Knockback is sent where a click on the board says', async ({ page }) => {
    test.setTimeout(600_000);
    const errors = await startHotSeat(page, 9, 'instant');
    const whaler = (now: HookState) => now.characters.find((c) => /whaler/.test(c.id) && c.onBoard);
    let asked: { purpose: string; spots: ({ id: string; at: readonly number[] } | null)[] } | null = null;
    for (let k = 0; k < 160 && !asked; k++) {
      const s = await waitForHuman(page);
      expect(s.over).toBe(false);
      const w = whaler(s);
      expect(w, 'the Whaler stands').toBeDefined();
      const choice = await hook(page, 'choice');
      if (choice?.purpose === 'knockback-direction') {
        asked = choice;
        break;
      }
      if (s.pending) {
        const legal = await hook(page, 'legal');
        const answer = legal.find((c) => c.type === 'decide')!;
        await hook(page, 'submit', answer);
        continue;
      }
      // The Whaler shoots its lance when an enemy stands in range; else the gangs close in, the Whaler first.
      const shot =
        s.gangToAct === w!.gang && (s.active === w!.id || (!s.active && !w!.hadTurn))
          ? (await hook(page, 'actions', w!.id)).find(
              (c) => c.type === 'combat' && c.weapon === 'Whaling Lance',
            )
          : undefined;
      if (shot) await hook(page, 'submit', shot);
      else
        await closeIn(page, s, {
          prefer: w!.id,
          dry: true,
          // The Whaler keeps walking while it has Action Points, to shoot as soon as an enemy is in range.
          stay: async (after) =>
            after.active === w!.id && (after.characters.find((c) => c.id === w!.id)?.ap ?? 0) > 0,
        });
    }
    expect(asked, 'the Whaler hooked an enemy').not.toBeNull();
    const s = await waitForHuman(page);
    const target = s.characters.find((c) =>
      asked!.spots.some(
        (o) => o && Math.hypot(o.at[0]! - c.x, o.at[1]! - c.y) < 2.5 && c.gang !== whaler(s)!.gang,
      ),
    );
    expect(target).toBeDefined();
    // The dialog names the ways by arrows, not compass points, and the spots are lit on the board.
    const dialog = page.locator('.choice-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(N|NE|E|SE|S|SW|W|NW)$/ })).toHaveCount(0);
    let clicked: readonly number[] | null = null;
    for (const o of asked!.spots) {
      if (!o) continue;
      const tile = { i: Math.floor(o.at[0]!), j: Math.floor(o.at[1]!), z: o.at[2]! };
      if (Math.hypot(tile.i + 0.5 - target!.x, tile.j + 0.5 - target!.y) < 1) continue;
      const p = await visibleTile(page, tile);
      if (!p) continue;
      await page.mouse.move(p.x, p.y);
      const tip = page.locator('.hover-tip[data-kind="spot"]');
      await expect(tip).toBeVisible();
      await expect(tip).toContainText('ends here');
      await page.screenshot({ path: `${SHOTS}/play-feel-knockback.png` });
      await page.mouse.click(p.x, p.y);
      clicked = o.at;
      break;
    }
    expect(clicked, 'a lit spot was clicked').not.toBeNull();
    await expect
      .poll(async () => (await hook(page, 'choice'))?.purpose ?? null)
      .not.toBe('knockback-direction');
    await expect
      .poll(async () => {
        const t = (await state(page)).characters.find((c) => c.id === target!.id)!;
        return Math.hypot(t.x - clicked![0]!, t.y - clicked![1]!) < 0.75;
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
