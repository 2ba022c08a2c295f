/**
 * An area attack in the real browser (rulebook "Weapon Abilities": Template): in hot-seat the gangs close in
 * through the hook until the Guild's Firebreather may breathe fire on an enemy; the person picks "Attack: Fire
 * Breath", clicks the enemy, sees the teardrop outlined on the board and everyone it would touch with their odds,
 * and attacks; the template is laid and the log names who was under it. Screenshot: docs/screenshots/template.png.
 * Then an AURA: Rashaar's Cult Enforcer uses Bolster Your Faith by its button; the ring of its reach is drawn round
 * it until the round ends (docs/screenshots/aura.png).
 */
import { expect, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import type { Command } from '../../src/rules/core/types.ts';
import {
  centreOn,
  clickFigure,
  closeInUntil,
  hook,
  pass,
  SHOTS,
  select,
  startHotSeat,
  waitForHuman,
} from './page-hook.ts';

const SEED = Number(process.env.E2E_SEED ?? 5);
const FIREBREATHER = 'guild-firebreather';
const WEAPON = 'Fire Breath';

/** The enemy the Firebreather may attack with Fire Breath now, if it may act. */
async function fireTarget(page: Page, s: HookState): Promise<string | null> {
  const me = s.characters.find((c) => c.id === FIREBREATHER);
  if (!me?.onBoard || me.gang !== s.gangToAct || (s.active ? s.active !== me.id : me.hadTurn)) return null;
  const actions = (await hook(page, 'actions', me.id)) as Command[];
  const attack = actions.find((a) => a.type === 'combat' && a.weapon === WEAPON);
  return attack && attack.type === 'combat' ? attack.target : null;
}

test('a person aims the Firebreather’s template, sees everyone it would touch, and breathes fire', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = await startHotSeat(page, SEED);

  const target = await closeInUntil(page, (s) => fireTarget(page, s), { prefer: FIREBREATHER, dry: true });

  // By clicks: the Firebreather, its Fire Breath, the enemy; the template and the odds of everyone under it.
  const s = await waitForHuman(page);
  if (s.active !== FIREBREATHER) await select(page, FIREBREATHER);
  await page.getByRole('button', { name: `Attack: ${WEAPON}` }).click();
  await clickFigure(page, target, '.attack-panel');
  const panel = page.locator('.attack-panel');
  await expect(panel).toContainText('Touched by the template');
  const targetName = s.characters.find((c) => c.id === target)!.name;
  await expect(panel.locator('[data-area-hit]').first()).toContainText(targetName);
  for (const key of ['critical', 'success', 'fail', 'fumble']) {
    await expect(panel.locator(`[data-odds="${key}"]`)).toBeVisible();
  }
  expect((await hook(page, 'preview'))?.areas.aim).toBe(true);
  // pan the board up so the teardrop shows above the panel
  await page.keyboard.down('s');
  await page.waitForTimeout(200);
  await page.keyboard.up('s');
  await page.screenshot({ path: `${SHOTS}/template.png` });
  await panel.getByRole('button', { name: 'Attack', exact: true }).click();
  await expect(page.locator('.dice-log')).toContainText(
    `lays the template (${WEAPON}): under it ${targetName}`,
    {
      timeout: 30_000,
    },
  );
  expect(errors).toEqual([]);
});

test('a person uses an AURA: its ring is drawn round the user until the round ends', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await startHotSeat(page, SEED);

  // Rashaar's Cult Enforcer: Bolster Your Faith, +1 PROTECTION to friends within 3″ until the round ends.
  const ENFORCER = 'rashaar-cult-enforcer';
  const ABILITY = 'Bolster Your Faith';
  let s = await waitForHuman(page);
  for (let k = 0; k < 30; k++) {
    s = await waitForHuman(page);
    const me = s.characters.find((c) => c.id === ENFORCER)!;
    if (s.gangToAct === me.gang && !me.hadTurn && !s.pending) break;
    await pass(page, s);
  }
  const round = s.round;
  await select(page, ENFORCER);
  const button = page.getByRole('button', { name: ABILITY, exact: true });
  await expect(button).toHaveAttribute('title', /Command Ability.*within 3″/);
  await button.click();
  await expect(page.locator('.dice-log')).toContainText(`uses ${ABILITY} (1 Command Point`);
  await expect
    .poll(async () => (await hook(page, 'preview'))?.areas.auras)
    .toEqual([`${ABILITY}@${ENFORCER}`]);
  await centreOn(page, ENFORCER);
  await page.screenshot({ path: `${SHOTS}/aura.png` });
  // the round ends: the ring goes
  for (let k = 0; k < 60; k++) {
    s = await waitForHuman(page);
    if (s.round > round) break;
    await pass(page, s);
  }
  expect(s.round).toBe(round + 1);
  await expect.poll(async () => (await hook(page, 'preview'))?.areas.auras).toEqual([]);
  expect(errors).toEqual([]);
});
