/**
 * The rules glossary in the real browser, on a 1024×640 screen: the Rules panel opened from the menu finds a term
 * by a word of its text; in a hot-seat Gang War, ten terms across the profile card, the action bar, the jump
 * preview, the attack preview and the dice log explain themselves on hover or keyboard focus (the popover shows the
 * glossary's own text, is described by it and stays on the screen); the Rules panel opens from the top bar and by
 * ? / F1 and closes with Escape. Screenshots go to docs/screenshots/.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { HookState } from '../../src/app/hook-types.ts';
import { ABILITY_GLOSSARY, bareAbilityName } from '../../src/content/abilities.ts';
import { BASIC_TERMS, type TermText } from '../../src/content/texts/glossary-basics.ts';
import { CORE_TERMS } from '../../src/content/texts/glossary-core.ts';
import { WORLD_TERMS } from '../../src/content/texts/glossary-world.ts';
import type { Command } from '../../src/rules/core/types.ts';
import {
  clickFigure,
  closeInUntil,
  hook,
  SHOTS,
  select,
  startHotSeat,
  topBarButton,
  waitForHuman,
} from './page-hook.ts';

const SEED = Number(process.env.E2E_SEED ?? 11);
const SCREEN = { width: 1024, height: 640 };

test.use({ viewport: SCREEN });

const RULE_TERMS: readonly TermText[] = [...BASIC_TERMS, ...CORE_TERMS, ...WORLD_TERMS];

/**
 * The text and section the glossary gives `term` (a rule term by its name or an alias, or a universal ability),
 * read from the texts' own homes (the test runner cannot load the content's JSON catalogue).
 */
function entryOf(term: string): { text: string; section: string } | undefined {
  const key = term.toLowerCase();
  const rule = RULE_TERMS.find((t) => [t.term, ...(t.aliases ?? [])].some((n) => n.toLowerCase() === key));
  if (rule) return rule;
  const ability = ABILITY_GLOSSARY[bareAbilityName(term)];
  return ability
    ? {
        text: ability.text,
        section: `Special Rules — ${ability.kind === 'character' ? 'Character' : 'Weapon'} Abilities`,
      }
    : undefined;
}

/**
 * Point at (or, with `how` = 'focus', tab to) `el` and check the popover shows the glossary entry of `term`: its
 * name, its text and its rulebook section, described by the popover, wholly on the screen.
 */
async function explains(page: Page, el: Locator, term: string, how: 'hover' | 'focus'): Promise<void> {
  const entry = entryOf(term);
  expect(entry, `the glossary knows ${term}`).toBeDefined();
  const tip = page.locator('#term-tip');
  // Point (or tab) again if the panel was drawn anew under the pointer meanwhile (the dice log as a roll resolves).
  await expect(async () => {
    await el.scrollIntoViewIfNeeded();
    if (how === 'hover') {
      await page.mouse.move(0, 0);
      await el.hover();
    } else {
      await el.evaluate((e) => (e as HTMLElement).blur());
      await el.focus();
    }
    await expect(tip).toBeVisible({ timeout: 2_000 });
    await expect(tip.locator('.term-text')).toHaveText(entry!.text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(tip).toHaveAttribute('role', 'tooltip');
  await expect(tip).toContainText(`Rulebook: ${entry!.section}`);
  await expect(el).toHaveAttribute('aria-describedby', /term-tip/);
  const box = (await tip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SCREEN.width);
  expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
}

/** A figure of the gang to act with an attack available now, and that attack. */
async function attackReady(page: Page, s: HookState): Promise<Extract<Command, { type: 'combat' }> | null> {
  const mine = s.characters.filter(
    (c) => c.gang === s.gangToAct && c.onBoard && (s.active ? c.id === s.active : !c.hadTurn),
  );
  for (const c of mine) {
    const attack = (await hook(page, 'actions', c.id)).find((a) => a.type === 'combat');
    if (attack?.type === 'combat') return attack;
  }
  return null;
}

test('every term explains itself on hover and focus, and the Rules panel finds a term by a word', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // The Rules panel from the menu: a word of an entry's text finds it.
  await page.goto(`/?renderer=canvas&seed=${SEED}`);
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await expect(rules).toBeVisible();
  const search = rules.getByLabel('Search the rules');
  await expect(search).toBeFocused();
  await search.fill('teardrop');
  const template = rules.locator('[data-entry="template"]');
  await expect(template).toBeVisible();
  await expect(template).toContainText('Rulebook: Special Rules — Weapon Abilities');
  await expect(rules.locator('[data-entry="dexterity"]')).toBeHidden();
  await expect(rules.locator('.rules-count')).toHaveText(/found/);
  await page.screenshot({ path: `${SHOTS}/rules-panel.png` });
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // A hot-seat match: the first figure of the gang to act is selected.
  const errors = await startHotSeat(page, SEED, 4);
  let s = await waitForHuman(page);
  const figure = s.characters.find((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn)!;
  await select(page, figure.id);
  const card = page.locator(`.card[data-character="${figure.id}"]`);
  await expect(card).toBeVisible();

  // The profile card: a stat, the points, the base, a weapon column and an ability.
  await explains(page, card.locator('[data-stat="DEX"]'), 'DEXTERITY', 'hover');
  await page.screenshot({ path: `${SHOTS}/glossary-tip.png` });
  await explains(page, card.locator('[data-stat="WP"]'), 'Will Points', 'focus');
  await page.keyboard.press('Escape');
  await expect(page.locator('#term-tip')).toBeHidden();
  await explains(page, card.locator('[data-term="Base size"]'), 'Base size', 'hover');
  await explains(page, card.locator('th[data-term="Penetration"]'), 'Penetration', 'focus');
  // (the first Character or Weapon Ability the card prints: a weapon's, else one of the folded line)
  const abilities = card.locator('.wabil [data-term], .abilities summary [data-term]');
  const names = await abilities.evaluateAll((els) => els.map((e) => e.getAttribute('data-term') ?? ''));
  const first = names.findIndex((n) => ABILITY_GLOSSARY[bareAbilityName(n)] !== undefined);
  expect(first).toBeGreaterThanOrEqual(0);
  await explains(page, abilities.nth(first), names[first]!, 'hover');

  // The action bar: each action's button.
  await explains(page, page.locator('button[data-action="move"]'), 'Run/Climb', 'hover');
  await explains(page, page.locator('button[data-action="hide"]'), 'Hide', 'focus');

  // The jump preview (its Controlled Landing switch), when this figure has somewhere to jump.
  const jump = page.locator('button[data-action="jump"]');
  if ((await jump.getAttribute('aria-disabled')) !== 'true') {
    await jump.click();
    const panel = page.locator('.jump-panel');
    await expect(panel).toBeVisible();
    await explains(page, panel.locator('[data-term="Controlled Landing"]'), 'Controlled Landing', 'hover');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
  }

  // The gangs close in until an attack is on: the attack preview by clicks.
  const attack = await closeInUntil(page, (now) => attackReady(page, now));
  s = await waitForHuman(page);
  if (s.active !== attack.actor) await select(page, attack.actor);
  await page.locator(`button[data-weapon="${attack.weapon}"]`).click();
  await clickFigure(page, attack.target, '.attack-panel');
  const preview = page.locator('.attack-panel');
  await expect(preview).toBeVisible();
  await explains(page, preview.locator('[data-term="Evasion"]'), 'Evasion', 'hover');
  await explains(page, preview.locator('[data-term="Protection Roll"]'), 'Protection Roll', 'focus');
  await explains(page, preview.locator('.odds-row.critical [data-term]'), 'Critical', 'hover');
  await page.screenshot({ path: `${SHOTS}/glossary-attack.png` });
  await preview.getByRole('button', { name: 'Attack' }).click();

  // The dice log (folded to its tab on a window this narrow: opened from its title): the kind of roll, the Destiny
  // Dice and the result of the attack just rolled.
  const logToggle = page.locator('.dice-log').getByRole('button', { name: /Dice log/ });
  if ((await logToggle.getAttribute('aria-expanded')) === 'false') await logToggle.click();
  const roll = page.locator('.dice-log .entry.roll', { hasText: 'Attack Roll' }).last();
  await expect(roll).toBeVisible({ timeout: 30_000 });
  await explains(page, roll.locator('.roll-title [data-term]'), 'Attack Roll', 'hover');
  await explains(page, roll.locator('.die.destiny'), 'Destiny Dice', 'focus');
  const result = roll.locator('.result');
  await explains(page, result, (await result.getAttribute('data-term'))!, 'hover');
  await explains(page, page.locator('.dice-log .legend [data-term="Ace"]'), 'Ace', 'hover');

  // The Rules panel in battle: the top bar's button, then ? and F1; Escape closes it.
  await topBarButton(page, 'Rules');
  const battleRules = page.getByRole('dialog', { name: 'Rules' });
  await expect(battleRules).toBeVisible();
  await battleRules.getByLabel('Search the rules').fill('armour');
  await expect(battleRules.locator('[data-entry="protection"]')).toBeVisible();
  await expect(battleRules.locator('[data-entry="penetration"]')).toBeVisible();
  await expect(battleRules.locator('[data-entry="move"]')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/rules-panel-battle.png` });
  await page.keyboard.press('Escape');
  await expect(battleRules).toBeHidden();
  await page.keyboard.press('?');
  await expect(battleRules).toBeVisible();
  await page.keyboard.press('F1');
  await expect(battleRules).toBeHidden();
  expect(errors).toEqual([]);
});
