/**
 * Acquisition from the scenario page (docs/testing.md): a person against the computer. The person takes a corner by
 * a click on the board, sets figures up by hand (a lit tile each, a spot outside the zone refused with the reason, a
 * figure taken back, Auto-deploy for the rest), plays until a figure of theirs ends its turn by an Objective, picks
 * it up in the dialog, and carries it by a click on a lit tile: the marker leaves the board, the carrier's token
 * carries the mark, and the top bar counts the carried Objective. At its last Action Point the person presses "Drop it
 * after the move" and moves: the Objective lies where that move ended.
 */
import { expect, test } from '@playwright/test';
import {
  findTile,
  hook,
  hoverAndClick,
  SHOTS,
  select,
  state,
  visibleTile,
  waitForHuman,
} from './page-hook.ts';
import { declinePending, flat, placeByClick, startScenario, walk } from './scenario-steps.ts';

const SEED = 4;

test('a person sets up by hand, picks up an Objective in Acquisition and carries it', async ({ page }) => {
  test.setTimeout(480_000);
  const errors = await startScenario(page, 'acquisition', SEED, [{ who: 'human' }, { who: 'normal' }]);
  let s = await waitForHuman(page);
  const me = s.characters[0]!.gang;

  // The zone: a click on the board, in the corner offered first.
  const offered = await hook(page, 'choice');
  if (offered?.purpose === 'deployment-zone') {
    const corner = offered.options[0]!;
    const board = (await hook(page, 'board'))!;
    const i = corner.endsWith('east') ? board.width - 3 : 2;
    const j = corner.startsWith('south') ? board.depth - 3 : 2;
    const tiles = [0, 1, -1].flatMap((d) => [
      { i: i + d, j, z: board.tops[j]![i + d]! },
      { i, j: j + d, z: board.tops[j + d]![i]! },
    ]);
    const p = (await Promise.all(tiles.map((t) => visibleTile(page, t)))).find((x) => x !== null);
    expect(p, 'a tile of the corner in view').toBeTruthy();
    await page.mouse.move(p!.x, p!.y);
    await expect(page.locator('.hover-tip[data-kind="zone"]')).toBeVisible();
    await page.mouse.click(p!.x, p!.y);
    s = await waitForHuman(page);
  }

  // The figures: two by clicks, a spot outside the zone refused, one taken back, Auto-deploy for the rest.
  expect(s.pending).toBe('deploy');
  await expect(page.locator('.deploy-panel')).toBeVisible();
  const first = await placeByClick(page);
  await placeByClick(page);
  const outside = await findTile(page, [{ i: 12, j: 12, z: (await hook(page, 'board'))!.tops[12]![12]! }]);
  if (outside) {
    await page.mouse.click(outside.x, outside.y);
    await expect(page.locator('.toast')).toContainText('Not here');
  }
  await page.locator(`.deploy-chip[data-character="${first}"] .deploy-remove`).click();
  expect((await hook(page, 'deployment'))!.placed).not.toContain(first);
  await page.locator('#deploy-auto').click();
  const placed = (await hook(page, 'deployment'))!;
  expect(placed.placed.length).toBe(s.characters.filter((c) => c.gang === me).length);
  await page.screenshot({ path: `${SHOTS}/acquisition-deploy.png` });
  await page.locator('#deploy-done').click();

  // Play until a figure of ours ends its turn by an Objective and picks it up.
  let carrier: string | null = null;
  for (let turn = 0; turn < 80 && !carrier; turn++) {
    s = await waitForHuman(page);
    expect(s.over, 'the game ended before anyone of ours picked an Objective up').toBe(false);
    const choice = await hook(page, 'choice');
    if (choice?.purpose === 'objective') {
      const pick = page.locator('.choice-dialog button[data-option^="pick-up"]');
      await expect(pick).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/acquisition-pick-up.png` });
      await pick.click();
      carrier = (await hook(page, 'objectives')).find((o) => o.carrier !== null)?.carrier ?? null;
      continue;
    }
    if (s.pending) {
      await declinePending(page);
      continue;
    }
    const free = (await hook(page, 'objectives')).filter((o) => o.carrier === null);
    const near = (p: { x: number; y: number }) => Math.min(...free.map((o) => flat([p.x, p.y], o.at)));
    const actor = s.characters
      .filter((c) => c.gang === me && c.onBoard && (s.active ? c.id === s.active : !c.hadTurn))
      .sort((a, b) => near(a) - near(b))[0];
    if (!actor) {
      const end = (await hook(page, 'legal')).find((c) => c.type === 'end-turn');
      if (end) await hook(page, 'submit', end);
      continue;
    }
    // Base contact with the Objective: the next tile beside it.
    s = await walk(page, actor.id, (p) => Math.max(0, near(p) - 1));
    if (s.active === actor.id && !s.pending)
      await hook(page, 'submit', { type: 'end-turn', actor: actor.id });
  }
  expect(carrier, 'a figure of ours carries an Objective').not.toBeNull();
  s = await waitForHuman(page);
  const carried = (await hook(page, 'objectives')).find((o) => o.carrier === carrier)!;
  expect(carried.shown).toBe(false);
  await expect
    .poll(async () => (await state(page)).characters.find((c) => c.id === carrier)?.badges)
    .toContain('objective');
  // The top bar's "if it ended now": the carried Objective is worth 3 VP to us.
  const vp = Number.parseInt((await page.locator(`.vp-gang[data-gang="${me}"] b`).textContent()) ?? '0', 10);
  expect(vp).toBeGreaterThanOrEqual(3);

  // Carry it: at the carrier's next turn, a click on a lit tile; the Objective goes with it.
  for (let turn = 0; turn < 40; turn++) {
    s = await waitForHuman(page);
    expect(s.over).toBe(false);
    if (s.pending) {
      await declinePending(page);
      continue;
    }
    const mine = s.characters.find((c) => c.id === carrier)!;
    expect(mine.onBoard).toBe(true);
    if (s.active === carrier || (!s.active && !mine.hadTurn)) break;
    const other = s.active ?? s.characters.find((c) => c.gang === me && c.onBoard && !c.hadTurn)?.id;
    await hook(page, 'submit', { type: 'end-turn', actor: other! });
  }
  await select(page, carrier!);
  await expect(page.locator('.act.drop-objective')).toBeVisible();
  await expect(page.locator('.act.jump')).toHaveAttribute(
    'title',
    /carrying an Objective may only Run\/Climb/,
  );
  // A Run/Climb of the carrier by a click on a lit tile at least `inches` away (a sure one).
  const moveOn = async (inches: number) => {
    const here = (await state(page)).characters.find((c) => c.id === carrier)!;
    const lit = (await hook(page, 'preview'))!.tiles
      .filter((t) => t.chance === 1 && flat([t.i + 0.5, t.j + 0.5], [here.x, here.y]) >= inches)
      .slice(0, 12);
    const q = await findTile(page, lit);
    expect(q, 'a lit tile in view').not.toBeNull();
    await hoverAndClick(page, q!, 'move');
    return waitForHuman(page);
  };
  const from = (await state(page)).characters.find((c) => c.id === carrier)!;
  s = await moveOn(2);
  const after = s.characters.find((c) => c.id === carrier)!;
  expect(flat([after.x, after.y], [from.x, from.y])).toBeGreaterThan(1);
  const moved = (await hook(page, 'objectives')).find((o) => o.id === carried.id)!;
  expect(moved.carrier).toBe(carrier);
  expect(moved.at).toEqual([after.x, after.y, after.z]);
  await page.screenshot({ path: `${SHOTS}/acquisition-carry.png` });

  // Its last Action Point: "Drop it after the move", then the move; the Objective lies where the move ended.
  expect(s.active).toBe(carrier);
  while (s.characters.find((c) => c.id === carrier)!.ap > 1) s = await moveOn(1);
  await expect(page.locator('.act.drop-after-move')).toBeVisible();
  await page.locator('.act.drop-after-move').click();
  await expect(page.locator('.act.drop-after-move')).toHaveClass(/\bon\b/);
  await page.screenshot({ path: `${SHOTS}/acquisition-drop-after-move.png` });
  s = await moveOn(1);
  const last = s.characters.find((c) => c.id === carrier)!;
  const dropped = (await hook(page, 'objectives')).find((o) => o.id === carried.id)!;
  expect(dropped.carrier).toBeNull();
  expect(dropped.at).toEqual([last.x, last.y, last.z]);
  expect(errors).toEqual([]);
});
