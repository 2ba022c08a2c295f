/**
 * Street Fight from the scenario page (docs/testing.md):
 * 1. a person plays the Attackers against the computer's Defenders: the setup through its dialogs, the escape edge
 *    marked, then every figure runs east (through the hook, as the other walk-throughs move figures outside their
 *    story) until the game ends; the end screen lists the Attackers that got away and the Defenders' kills;
 * 2. co-op: two people play the two Attacker gangs against the computer's Defender; the seat passes from one person
 *    to the other behind the hand-over screen, one click, and the second person sets up and plays.
 */
import { expect, type Page, test } from '@playwright/test';
import { hook, SHOTS, state, waitForHuman } from './page-hook.ts';
import {
  answerSetupByClicks,
  declinePending,
  passHandOver,
  startScenario,
  stepsTo,
  walk,
} from './scenario-steps.ts';

/** Take the person's turns until the game ends: each Attacker runs for the far edge, then ends its turn. */
async function runForTheEdge(page: Page, turns = 200): Promise<void> {
  // Steps from each column to the far short edge, over the roofs, streets, bridges and canals.
  let field: number[][] | null = null;
  for (let k = 0; k < turns; k++) {
    const s = await waitForHuman(page, 180_000);
    if (s.over) return;
    if (await passHandOver(page)) continue;
    if (s.pending) {
      await declinePending(page);
      continue;
    }
    const actor =
      s.active ?? s.characters.find((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn)?.id ?? null;
    if (!actor) {
      const end = (await hook(page, 'legal')).find((c) => c.type === 'end-turn');
      if (end) await hook(page, 'submit', end);
      continue;
    }
    const board = (await hook(page, 'board'))!;
    field ??= stepsTo(board.tops, (i) => i === board.width - 1);
    const steps = field;
    const after = await walk(page, actor, (p) => steps[Math.floor(p.y)]?.[Math.floor(p.x)] ?? 999);
    // Its turn ends (or passes, when it found no step east).
    if (!after.pending && !after.over && (after.active === actor || after.active === null))
      await hook(page, 'submit', { type: 'end-turn', actor });
  }
  throw new Error('the game did not end');
}

test('Street Fight as the Attacker, to the end screen', async ({ page }) => {
  test.setTimeout(900_000);
  const errors = await startScenario(page, 'street-fight', 5, [
    { who: 'human', side: 'attacker' },
    { who: 'normal', side: 'defender' },
  ]);
  const s = await answerSetupByClicks(page);
  expect(s.round).toBe(1);
  await page.screenshot({ path: `${SHOTS}/street-fight-start.png` });
  await runForTheEdge(page);
  await expect(page.locator('.game-over')).toBeVisible({ timeout: 60_000 });
  const result = page.locator('.game-over .scenario-result');
  await expect(result).toContainText('Street Fight');
  const attackers = (await state(page)).characters.filter((c) => c.gang === s.characters[0]!.gang);
  const lines = await result.locator('li').allTextContents();
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/got away by the far edge \(.+\)|no Attacker got away/);
  expect(lines[1]).toMatch(/took out \d+ Attackers?/);
  // Each Attacker that got away is named, and is off the board.
  for (const c of attackers) if (lines[0]!.includes(c.name)) expect(c.onBoard).toBe(false);
  await page.screenshot({ path: `${SHOTS}/street-fight-end.png` });
  expect(errors).toEqual([]);
});

test('co-op: two people as the Attackers against the computer, through a hand-over', async ({ page }) => {
  test.setTimeout(600_000);
  const errors = await startScenario(page, 'street-fight', 3, [
    { who: 'human', side: 'attacker' },
    { who: 'human', side: 'attacker' },
    { who: 'normal', side: 'defender' },
  ]);
  let s = await waitForHuman(page);
  const first = s.gangToAct ?? (await hook(page, 'deployment'))?.gang ?? null;
  expect((await hook(page, 'handOver')).open).toBe(false);
  // The first person sets up; then the seat passes to the other one behind the screen.
  let handOvers = 0;
  for (let k = 0; k < 12 && s.round === 0; k++) {
    if ((await hook(page, 'handOver')).open) {
      handOvers++;
      await expect(page.locator('.hand-over')).toBeVisible();
      // The screen covers the board and every panel (the Agendas' place under the top bar too).
      const covered = await page.evaluate(() =>
        [
          [20, 90],
          [700, 400],
          [1300, 200],
        ].every(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.hand-over') !== null),
      );
      expect(covered).toBe(true);
      await page.screenshot({ path: `${SHOTS}/co-op-hand-over.png` });
      await page.locator('#hand-over-continue').click();
      expect((await hook(page, 'handOver')).viewer).not.toBe(first);
    } else if (s.pending === 'deploy') {
      await page.locator('#deploy-auto').click();
      if (handOvers > 0) await page.screenshot({ path: `${SHOTS}/co-op-second-deploys.png` });
      await page.locator('#deploy-done').click();
    } else if (s.pending === 'choose') {
      await page.locator('.choice-dialog button[data-option]').first().click();
    }
    s = await waitForHuman(page);
  }
  expect(handOvers).toBeGreaterThanOrEqual(1);
  expect(s.round).toBe(1);
  // Both people's gangs are on the board, the Defenders' too.
  const gangs = new Set(s.characters.filter((c) => c.onBoard).map((c) => c.gang));
  expect(gangs.size).toBe(3);
  // A few turns of play: each person's turn comes, behind a screen when the seat changes hands.
  for (let k = 0; k < 6; k++) {
    s = await waitForHuman(page);
    if (await passHandOver(page)) handOvers++;
    s = await state(page);
    if (s.pending) await declinePending(page);
    else {
      const actor =
        s.active ?? s.characters.find((c) => c.gang === s.gangToAct && c.onBoard && !c.hadTurn)?.id;
      if (actor) await hook(page, 'submit', { type: 'end-turn', actor });
    }
  }
  await page.screenshot({ path: `${SHOTS}/co-op-play.png` });
  expect(errors).toEqual([]);
});
