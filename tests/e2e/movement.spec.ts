/**
 * Every way of moving, played by mouse on the canvas (rulebook "Run/Climb", "Jump", "Swimming", "Dive", "Hide",
 * "Guard"; DESIGN §1 "Previews before you commit"). Two people share the machine (hot-seat): The Guild's
 * Capodecina walks to a building, climbs onto its roof and jumps to the roof across the street; a Blood Courier
 * walks into a canal, dives, swims underwater and climbs out; others Hide and stand on Guard. Before each
 * click the test checks the preview the board shows (path and odds under the pointer, the jump panel, the line
 * of sight). The other gang and the figures not in the story end their turns (orders through the hook, the
 * same door as a click). Screenshots: reach-climb.png, jump-preview.png, line-of-sight.png, dive.png.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  centreOn,
  findTile,
  hook,
  hoverAndClick,
  onCanvas,
  pass,
  SHOTS,
  select,
  startHotSeat,
  state,
  type Tile,
  waitForHuman,
  zoomAt,
} from './page-hook.ts';

const SEED = Number(process.env.E2E_MOVE_SEED ?? 11);
const CLIMBER = 'guild-capodecina';
const SWIMMER = 'guild-blood-courier-2';
const GUARD = 'guild-escort';
const HIDER = 'guild-blood-courier';

type Tops = number[][];

/** Roof cells across a street from roof (i, j), 2–3″ away in a straight line, no more than 3″ higher. */
function partners(tops: Tops, i: number, j: number): [number, number][] {
  const top = (x: number, y: number) => tops[y]?.[x] ?? Number.NaN;
  const a = top(i, j);
  const out: [number, number][] = [];
  if (!(a >= 2)) return out;
  for (const [di, dj] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    for (const d of [2, 3]) {
      const c = top(i + di * d, j + dj * d);
      if (!(c >= 2) || c > a + 3) continue;
      let street = true;
      for (let k = 1; k < d; k++) if (!(top(i + di * k, j + dj * k) < Math.min(a, c) - 1)) street = false;
      if (street) out.push([i + di * d, j + dj * d]);
    }
  }
  return out;
}

const near = (a: { x: number; y: number }, t: Tile) => Math.hypot(a.x - (t.i + 0.5), a.y - (t.j + 0.5));

interface Story {
  climbed: boolean;
  jumped: boolean;
  inWater: boolean;
  dived: boolean;
  swam: boolean;
  out: boolean;
  sightShot: boolean;
  rotated: boolean;
  guarded: boolean;
  hid: boolean;
}

/** The Capodecina's turn: walk toward a roof with a neighbour across a street, climb it, jump across. */
async function climberTurn(page: Page, story: Story, tops: Tops): Promise<void> {
  await select(page, CLIMBER);
  for (let step = 0; step < 3; step++) {
    const s = await waitForHuman(page);
    const me = s.characters.find((c) => c.id === CLIMBER)!;
    if (s.active === CLIMBER && (await hook(page, 'actions', CLIMBER)).length <= 1) break;
    if (!story.climbed) {
      await expect(page.locator('button[data-action="move"]')).toHaveAttribute('aria-pressed', 'true');
      const reach = await hook(page, 'reach', CLIMBER);
      const roofs = reach
        .filter((r) => r.z >= 2 && r.chance >= 0.5 && partners(tops, r.i, r.j).length > 0)
        .sort((a, b) => b.chance - a.chance);
      if (roofs.length > 0) {
        await centreOn(page, CLIMBER);
        await zoomAt(page, (await hook(page, 'figureToScreen', CLIMBER))!, 2);
        const p = await findTile(page, roofs);
        expect(p, 'a roof tile of the reach is in view').not.toBeNull();
        await page.mouse.move(p!.x, p!.y);
        expect(await hook(page, 'figureAt', p!.x, p!.y), `no figure over ${JSON.stringify(p)}`).toBeNull();
        const preview = (await hook(page, 'preview'))!;
        // The climb's tile is lit with its roll; the tooltip gives the cost, the roll and the chance.
        const lit = preview.tiles.find((t) => t.i === p!.tile.i && t.j === p!.tile.j && t.z === p!.tile.z);
        expect(lit?.rolls).toBeGreaterThan(0);
        expect(preview.guides.path).toBe(true);
        const tip = page.locator('.hover-tip[data-kind="move"]');
        await expect(tip).toContainText('Run/Climb');
        await expect(tip).toContainText('DEXTERITY roll');
        await expect(tip).toContainText('to get there');
        await page.screenshot({ path: `${SHOTS}/reach-climb.png` });
        await hoverAndClick(page, p!, 'move');
        const after = await waitForHuman(page);
        await zoomAt(page, (await hook(page, 'figureToScreen', CLIMBER))!, -2);
        const c = after.characters.find((x) => x.id === CLIMBER)!;
        story.climbed = c.z >= 2;
        continue;
      }
      // Walk toward the nearest such roof.
      const goals: Tile[] = [];
      tops.forEach((row, j) => {
        row.forEach((z, i) => {
          if (partners(tops, i, j).length > 0) goals.push({ i, j, z });
        });
      });
      goals.sort((a, b) => near(me, a) - near(me, b));
      const goal = goals[0]!;
      const goalPoint = { x: goal.i + 0.5, y: goal.j + 0.5 };
      const steps = reach
        .filter(
          (r) =>
            r.chance === 1 &&
            r.z <= 0 &&
            near(goalPoint, r) < Math.hypot(goalPoint.x - me.x, goalPoint.y - me.y) - 0.5,
        )
        .sort((a, b) => near(goalPoint, a) - near(goalPoint, b));
      const p = await findTile(page, steps.slice(0, 12));
      if (!p) break;
      await hoverAndClick(page, p, 'move');
      await waitForHuman(page);
      continue;
    }
    if (!story.jumped) {
      await jump(page, story, tops, me);
      continue;
    }
    break;
  }
  await endTurn(page, CLIMBER);
}

/** Jump from the roof to the roof across the street, with the preview checked and photographed first. */
async function jump(
  page: Page,
  story: Story,
  tops: Tops,
  me: { x: number; y: number; z: number },
): Promise<void> {
  const across = partners(tops, Math.floor(me.x), Math.floor(me.y));
  const jumps = (await hook(page, 'jumps', CLIMBER))
    .filter((t) => across.some(([i, j]) => i === Math.floor(t.x) && j === Math.floor(t.y)))
    // A jump worth a look: likely (half or better) but not sure, else the surest.
    .sort(
      (a, b) =>
        Number(b.reach >= 0.5 && b.reach < 1) - Number(a.reach >= 0.5 && a.reach < 1) || b.reach - a.reach,
    );
  expect(jumps.length, 'a roof across the street is a Jump target').toBeGreaterThan(0);
  await centreOn(page, CLIMBER);
  // Closer still: a jump of two or three inches is short on screen.
  await zoomAt(page, (await hook(page, 'figureToScreen', CLIMBER))!, 3);
  await page.locator('button[data-action="jump"]').click();
  await expect(page.locator('.jump-panel')).toBeVisible();
  const tiles = jumps.map((t) => ({ i: Math.floor(t.x), j: Math.floor(t.y), z: t.z }));
  const p = await findTile(page, tiles);
  expect(p, 'the roof across the street is in view').not.toBeNull();
  await page.mouse.move(p!.x, p!.y);
  const panel = page.locator('.jump-panel');
  for (const key of ['land', 'reach', 'fall-lp', 'kill'])
    await expect(panel.locator(`[data-odds="${key}"]`)).toBeVisible();
  const odds = jumps.find((t) => Math.floor(t.x) === p!.tile.i && Math.floor(t.y) === p!.tile.j)!;
  const shown = await panel.locator('[data-odds="land"]').textContent();
  expect(shown).toBe(pct(odds.land));
  const preview = (await hook(page, 'preview'))!;
  expect(preview.mode).toBe('jump');
  expect(preview.guides.leap).toBe(true);
  // Controlled Landing switches on and off; the odds stay on the same point.
  await panel.locator('#controlled-landing').check();
  await expect(panel.locator('#controlled-landing')).toBeChecked();
  await panel.locator('#controlled-landing').uncheck();
  await page.mouse.move(p!.x, p!.y);
  await expect(panel.locator('[data-odds="reach"]')).toHaveText(pct(odds.reach));
  await page.screenshot({ path: `${SHOTS}/jump-preview.png` });
  await hoverAndClick(page, p!, 'jump');
  const after = await waitForHuman(page);
  await zoomAt(page, (await hook(page, 'figureToScreen', CLIMBER))!, -3);
  await expect(page.locator('.dice-log')).toContainText('jumps');
  story.jumped = true;
  const c = after.characters.find((x) => x.id === CLIMBER)!;
  expect(c.onBoard).toBe(true);
}

/** Percent text as the game prints it. */
function pct(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const n = Math.round(p * 100);
  return n >= 100 ? '>99%' : n <= 0 ? '<1%' : `${n}%`;
}

/** Click End turn (or Pass) for `id` when it is the selected figure and may still act. */
async function endTurn(page: Page, id: string): Promise<void> {
  await waitForHuman(page);
  const preview = await hook(page, 'preview');
  const button = page.locator('button[data-action="end-turn"]');
  if (preview?.selected !== id || !(await button.isVisible())) return;
  const before = (await state(page)).characters.find((c) => c.id === id)!.hadTurn;
  await button.click();
  await expect.poll(async () => (await state(page)).characters.find((c) => c.id === id)!.hadTurn).toBe(true);
  expect(before).toBe(false);
  await waitForHuman(page);
}

/** The Blood Courier's turn: into shallow water, Dive, swim underwater, climb out. */
async function swimmerTurn(page: Page, story: Story, tops: Tops): Promise<void> {
  await select(page, SWIMMER);
  for (let step = 0; step < 4; step++) {
    const s = await waitForHuman(page);
    const me = s.characters.find((c) => c.id === SWIMMER)!;
    const actions = await hook(page, 'actions', SWIMMER);
    if (s.active === SWIMMER && actions.length <= 1) break;
    const inWater = me.z < 0;
    if (inWater && !story.dived) {
      if (!actions.some((a) => a.type === 'dive')) break;
      await expect(page.locator('button[data-action="dive"]')).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('button[data-action="dive"]')).toHaveAttribute('title', /one counter/);
      await page.locator('button[data-action="dive"]').click();
      const after = await waitForHuman(page);
      await expect(page.locator('.dice-log')).toContainText('(dive)');
      const c = after.characters.find((x) => x.id === SWIMMER)!;
      if (c.counters.includes('underwater')) {
        story.dived = true;
        // The token shows the Underwater badge, updated when the counter event played.
        expect(c.badges).toContain('underwater');
        // Look at the diver: hovering its counter fades the buildings in front of it.
        await centreOn(page, SWIMMER);
        await zoomAt(page, (await hook(page, 'figureToScreen', SWIMMER))!, 3);
        const p = await hook(page, 'figureToScreen', SWIMMER);
        await page.mouse.move(p!.x, p!.y);
        await expect.poll(async () => (await hook(page, 'preview'))!.focus).toContain(SWIMMER);
        await page.screenshot({ path: `${SHOTS}/dive.png` });
        await zoomAt(page, p!, -3);
      }
      break;
    }
    if (inWater && story.dived && !story.swam && actions.some((a) => a.type === 'underwater-move')) {
      await page.locator('button[data-action="swim"]').click();
      const preview = (await hook(page, 'preview'))!;
      expect(preview.mode).toBe('swim');
      // Swim toward the bank: the water tile nearest a street, farthest along.
      const tiles = preview.tiles
        .map((t) => ({ ...t, bank: toStreet(tops, t) }))
        .sort((a, b) => a.bank - b.bank || b.cost - a.cost);
      const p = await findTile(page, tiles);
      expect(p).not.toBeNull();
      await hoverAndClick(page, p!, 'swim');
      const after = await waitForHuman(page);
      expect(after.characters.find((x) => x.id === SWIMMER)!.counters).not.toContain('underwater');
      story.swam = true;
      continue;
    }
    if (inWater && story.dived) {
      if (!actions.some((a) => a.type === 'run-climb')) {
        console.log('no Run/Climb from the water', JSON.stringify(me), JSON.stringify(actions));
        break;
      }
      const reach = (await hook(page, 'reach', SWIMMER))
        .filter((r) => r.z >= 0)
        .sort((a, b) => b.chance - a.chance || a.cost - b.cost);
      const p = await findTile(page, reach.slice(0, 12));
      if (!p) {
        console.log('no way out of the water in view', JSON.stringify(me), JSON.stringify(reach));
        break;
      }
      await hoverAndClick(page, p, 'move');
      const after = await waitForHuman(page);
      story.out = after.characters.find((x) => x.id === SWIMMER)!.z >= 0;
      continue;
    }
    if (!inWater) {
      const reach = await hook(page, 'reach', SWIMMER);
      const water = reach.filter((r) => r.z === -1 && r.chance >= 0.8).sort((a, b) => a.cost - b.cost);
      if (water.length > 0) {
        const p = await findTile(page, water.slice(0, 12));
        if (p) {
          await hoverAndClick(page, p, 'move');
          const after = await waitForHuman(page);
          story.inWater = after.characters.find((x) => x.id === SWIMMER)!.z < 0;
          break;
        }
      }
      const wet: Tile[] = [];
      tops.forEach((row, j) => {
        row.forEach((z, i) => {
          if (z === -1) wet.push({ i, j, z });
        });
      });
      const toWater = (t: Tile) => Math.min(...wet.map((w) => Math.hypot(w.i - t.i, w.j - t.j)));
      const here: Tile = { i: Math.floor(me.x), j: Math.floor(me.y), z: me.z };
      const steps = reach
        .filter((r) => r.chance === 1 && toWater(r) < toWater(here) - 0.5)
        .sort((a, b) => toWater(a) - toWater(b));
      const p = await findTile(page, steps.slice(0, 12));
      if (!p) break;
      await hoverAndClick(page, p, 'move');
      await waitForHuman(page);
      continue;
    }
    break;
  }
  await endTurn(page, SWIMMER);
}

/** Distance (inches) from a tile to the nearest street cell (top 0). */
function toStreet(tops: Tops, t: Tile): number {
  let best = Number.POSITIVE_INFINITY;
  tops.forEach((row, j) => {
    row.forEach((z, i) => {
      if (z === 0) best = Math.min(best, Math.hypot(i - t.i, j - t.j));
    });
  });
  return best;
}

/** Hover a figure while the Capodecina is selected: the line of sight shows, with cover. */
async function lineOfSight(page: Page): Promise<boolean> {
  await select(page, CLIMBER);
  const s = await state(page);
  const me = s.characters.find((c) => c.id === CLIMBER)!;
  const others = s.characters
    .filter((c) => c.onBoard && c.id !== CLIMBER)
    .sort(
      (a, b) =>
        Number(a.gang === 'guild') - Number(b.gang === 'guild') ||
        Math.hypot(a.x - me.x, a.y - me.y) - Math.hypot(b.x - me.x, b.y - me.y),
    );
  // Prefer a figure in cover, then one out of sight, for a telling picture; any figure in view will do.
  const rank = async (id: string) => {
    const v = (await hook(page, 'sight', CLIMBER, id))!;
    return v.lineOfSight && v.cover ? 0 : v.lineOfSight ? 2 : 1;
  };
  const ranked: { id: string; r: number }[] = [];
  for (const o of others) ranked.push({ id: o.id, r: await rank(o.id) });
  ranked.sort((a, b) => a.r - b.r);
  for (const { id } of ranked) {
    const p = await hook(page, 'figureToScreen', id);
    if (!p || !(await onCanvas(page, p))) continue;
    await page.mouse.move(p.x, p.y);
    const preview = (await hook(page, 'preview'))!;
    if (!preview.guides.sight) continue;
    const sight = (await hook(page, 'sight', CLIMBER, id))!;
    expect(preview.guides.sight).toEqual({ seen: sight.lineOfSight, cover: sight.cover });
    // The buildings between them that hide either figure fade.
    expect(preview.focus).toEqual(expect.arrayContaining([CLIMBER, id]));
    const tip = page.locator('.hover-tip[data-kind="sight"]');
    await expect(tip).toContainText(sight.lineOfSight ? 'In line of sight' : 'Out of line of sight');
    if (sight.lineOfSight && sight.cover) await expect(tip).toContainText('In cover');
    await page.screenshot({ path: `${SHOTS}/line-of-sight.png` });
    return true;
  }
  return false;
}

/** Turn the board a quarter: the lit tiles and the picking follow (a tile under the pointer is that tile). */
async function rotationKeepsPicking(page: Page): Promise<void> {
  await select(page, CLIMBER);
  const before = (await hook(page, 'preview'))!;
  await page.keyboard.press('e');
  const after = (await hook(page, 'preview'))!;
  expect(after.rotation).toBe((before.rotation + 1) % 4);
  expect(after.tiles).toEqual(before.tiles);
  const p = await findTile(page, after.tiles.slice(0, 20));
  expect(p).not.toBeNull();
  await page.mouse.move(p!.x, p!.y);
  const hovering = (await hook(page, 'preview'))!.hovering;
  const to = (hovering?.command as { to?: readonly number[] } | undefined)?.to;
  expect(to && [Math.floor(to[0]!), Math.floor(to[1]!), to[2]]).toEqual([p!.tile.i, p!.tile.j, p!.tile.z]);
  await page.keyboard.press('q');
  expect((await hook(page, 'preview'))!.rotation).toBe(before.rotation);
}

/** A stance (Hide or Guard) by its button: the counter shows on the token. */
async function stance(page: Page, id: string, action: 'hide' | 'guard'): Promise<void> {
  await select(page, id);
  const button = page.locator(`button[data-action="${action}"]`);
  await expect(button).toHaveAttribute('title', action === 'hide' ? /Hidden counter/ : /Guard counter/);
  await button.click();
  const s = await waitForHuman(page);
  const c = s.characters.find((x) => x.id === id)!;
  const name = action === 'hide' ? 'hidden' : 'guard';
  expect(c.counters).toContain(name);
  expect(c.badges).toContain(name);
}

test('a person climbs, jumps roof to roof, swims a canal and dives, seeing each preview first', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const errors = await startHotSeat(page, SEED, 4);
  const tops = (await hook(page, 'board'))!.tops;
  // Come closer to The Guild's side of the table, as a person would to read the roofs.
  await waitForHuman(page);
  const start = await hook(page, 'figureToScreen', CLIMBER);
  await zoomAt(page, start!, 3);

  const story: Story = {
    climbed: false,
    jumped: false,
    inWater: false,
    dived: false,
    swam: false,
    out: false,
    sightShot: false,
    rotated: false,
    guarded: false,
    hid: false,
  };
  for (let k = 0; k < 400; k++) {
    const s = await waitForHuman(page);
    if (s.over || (story.jumped && story.out && story.sightShot)) break;
    if (s.pending === 'choose') {
      // A choice the rules give a player (e.g. which enemy a charge strikes): take the first option.
      await page.locator('.choice-dialog button').first().click();
      continue;
    }
    if (s.pending === 'guard-attack') {
      // A guard of one gang saw a figure of the other move: hold.
      await page.locator('.guard-dialog button[data-guard="hold"]').click();
      continue;
    }
    if (s.pending) throw new Error(`unexpected decision ${s.pending}`);
    const legal = await hook(page, 'legal');
    const waiting = legal.flatMap((c) => (c.type === 'activate' ? [c.actor] : []));
    const mine = (id: string) => s.active === id || (!s.active && waiting.includes(id));
    if (s.gangToAct === 'guild' && mine(CLIMBER) && !story.jumped) {
      if (!story.rotated) {
        await rotationKeepsPicking(page);
        story.rotated = true;
      }
      await climberTurn(page, story, tops);
    } else if (s.gangToAct === 'guild' && mine(CLIMBER) && !story.sightShot) {
      story.sightShot = await lineOfSight(page);
      await endTurn(page, CLIMBER);
    } else if (s.gangToAct === 'guild' && mine(SWIMMER) && !story.out) {
      await swimmerTurn(page, story, tops);
    } else if (s.gangToAct === 'guild' && mine(GUARD) && !story.guarded) {
      await stance(page, GUARD, 'guard');
      story.guarded = true;
    } else if (s.gangToAct === 'guild' && mine(HIDER) && !story.hid) {
      await stance(page, HIDER, 'hide');
      story.hid = true;
    } else await pass(page, s);
  }
  expect(story).toMatchObject({
    climbed: true,
    jumped: true,
    inWater: true,
    dived: true,
    out: true,
    sightShot: true,
  });
  expect(errors).toEqual([]);
});
