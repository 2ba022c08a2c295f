/**
 * Magic in the real browser (rulebook "Magic"): in hot-seat the gangs close in through the hook until Rashaar's
 * Sirena, a Mage, sees the Guild's Witch at the Witch's turn. The person presses "Cast: Healing", sees the spell
 * panel (cost, chance of each row of the table, the chance it still works if the Sirena dispels) and the ring of
 * the spell's range, clicks a ringed friend and casts. Rashaar's player is asked
 * whether to Dispel, and the Sirena dispels by a click; the log tells the Dispel and what came of the spell.
 * Screenshots: docs/screenshots/spell-preview.png, dispel.png.
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { clickFigure, closeInUntil, hook, SHOTS, select, startHotSeat, waitForHuman } from './page-hook.ts';

const SEED = Number(process.env.E2E_SEED ?? 5);
const WITCH = 'guild-witch';
const SIRENA = 'rashaar-sirena';
const SPELL = 'healing';

/** A friend (herself last) the Witch may cast Healing on now while the Sirena sees her, if any. */
async function castTarget(page: Page, s: HookState): Promise<string | null> {
  const me = s.characters.find((c) => c.id === WITCH);
  const sirena = s.characters.find((c) => c.id === SIRENA);
  if (!me?.onBoard || !sirena?.onBoard || me.gang !== s.gangToAct) return null;
  if (s.active ? s.active !== me.id : me.hadTurn) return null;
  const sight = await hook(page, 'sight', SIRENA, WITCH);
  if (!sight?.lineOfSight) return null;
  const actions = (await hook(page, 'actions', me.id)) as Command[];
  const named = actions.flatMap((a) => (a.type === 'cast' && a.spell === SPELL ? (a.targets ?? []) : []));
  return named.find((t) => t !== WITCH) ?? named[0] ?? null;
}

test('a person casts a spell after its preview, and the other side dispels it', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await startHotSeat(page, SEED);

  const target = await closeInUntil(page, (s) => castTarget(page, s), { prefer: WITCH });

  // By clicks: the Witch, her spell, the enemy; the panel's odds and the Dispel row.
  const s = await waitForHuman(page);
  if (s.active !== WITCH) await select(page, WITCH);
  await page.locator(`button[data-action="cast"][data-weapon="${SPELL}"]`).click();
  const panel = page.locator('.spell-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Click a ringed figure to aim it');
  expect((await hook(page, 'preview'))?.areas.aim).toBe(true);
  if (target === WITCH) {
    const at = await hook(page, 'figureToScreen', WITCH);
    await page.mouse.click(at!.x, at!.y);
  } else await clickFigure(page, target, '.spell-panel [data-spell-targets]');
  const targetName = s.characters.find((c) => c.id === target)!.name;
  await expect(panel.locator('[data-spell-targets]')).toContainText(targetName);
  for (const key of ['critical', 'success', 'fail', 'fumble', 'works']) {
    await expect(panel.locator(`[data-odds="${key}"]`)).toBeVisible();
  }
  await expect(panel.locator('[data-dispel]')).toContainText('Sirena dispels it');
  await page.screenshot({ path: `${SHOTS}/spell-preview.png` });
  await panel.getByRole('button', { name: 'Cast', exact: true }).click();

  // Rashaar's player is asked; the Sirena dispels.
  await expect.poll(async () => (await hook(page, 'choice'))?.purpose).toBe('dispel');
  const dialog = page.locator('.choice-dialog');
  await expect(dialog).toContainText('Dispel the spell?');
  await page.screenshot({ path: `${SHOTS}/dispel.png` });
  await dialog.locator(`button[data-option="${SIRENA}"]`).click();
  const log = page.locator('.dice-log');
  await expect(log).toContainText('tries to Dispel', { timeout: 30_000 });
  await expect(log).toContainText(/Healing (takes effect|fails|is fumbled)/, { timeout: 30_000 });
  expect(errors).toEqual([]);
});
