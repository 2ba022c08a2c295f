/**
 * A gondola and a fall, played by mouse (rulebook "Gondolas", "Row", "Jump", "Falling"; DESIGN §1 "Previews
 * before you commit"). Two people share the machine (hot-seat). A fighter of The Guild walks to the nearest
 * gondola, steps aboard by a click, rows it across the canal (the Row tooltip gives the odds before the click),
 * and later jumps from it toward a point it cannot land on: the jump panel says so, and it falls. The other
 * gang and the figures not in the story end their turns through the hook, the same door as the End turn
 * button. Screenshots: row-preview.png, gondola.png, fall.png.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  centreOn,
  findTile,
  hook,
  hoverAndClick,
  pass,
  SHOTS,
  select,
  startHotSeat,
  state,
  waitForHuman,
  zoomAt,
} from './page-hook.ts';

const SEED = Number(process.env.E2E_MOVE_SEED ?? 11);
const GANG = 'guild';

type Gondola = { id: string; cells: [number, number][]; deck: number };

interface Story {
  rower: string | null;
  rowed: boolean;
  fell: boolean;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (g: Gondola) => ({ x: g.cells[1]![0] + 0.5, y: g.cells[1]![1] + 0.5 });
const onDeck = (g: Gondola, c: { x: number; y: number; z: number }) =>
  Math.abs(c.z - g.deck) < 0.01 && g.cells.some(([i, j]) => i === Math.floor(c.x) && j === Math.floor(c.y));

/** The fighter's turn: walk to the gondola, board it by a click, Row by the button and a click on the water. */
async function rowerTurn(page: Page, story: Story, boat: Gondola): Promise<void> {
  const id = story.rower!;
  await select(page, id);
  for (let step = 0; step < 3 && !story.rowed; step++) {
    const s = await waitForHuman(page);
    // The turn is over (its Action Points are spent) or someone else acts.
    if (s.active !== id && (step > 0 || s.active !== null)) return;
    const me = s.characters.find((c) => c.id === id)!;
    if (!onDeck(boat, me)) {
      const reach = await hook(page, 'reach', id);
      const deck = reach.filter(
        (t) => onDeck(boat, { x: t.i + 0.5, y: t.j + 0.5, z: t.z }) && t.chance === 1,
      );
      if (deck.length > 0) {
        await centreOn(page, id);
        const p = await findTile(page, deck);
        expect(p, 'a deck tile of the gondola is in view').not.toBeNull();
        await hoverAndClick(page, p!, 'move');
        await waitForHuman(page);
        continue;
      }
      // Walk toward the gondola (orders through the hook: the walk is not the story).
      const goal = middle(boat);
      const steps = reach
        .filter((t) => t.chance === 1 && t.z >= 0)
        .sort(
          (a, b) => dist(goal, { x: a.i + 0.5, y: a.j + 0.5 }) - dist(goal, { x: b.i + 0.5, y: b.j + 0.5 }),
        );
      const best = steps[0];
      if (!best || dist(goal, { x: best.i + 0.5, y: best.j + 0.5 }) >= dist(goal, me) - 0.5) return;
      const r = await hook(page, 'submit', {
        type: 'run-climb',
        actor: id,
        to: [best.i + 0.5, best.j + 0.5, best.z],
      });
      expect(r.ok).toBe(true);
      continue;
    }
    // Aboard: Row toward the water farthest from the gondola among the lit tiles in view.
    await centreOn(page, id);
    const button = page.locator('button[data-action="row"]');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', /Fumble/);
    await button.click();
    const lit = (await hook(page, 'preview'))!;
    expect(lit.mode).toBe('row');
    expect(lit.tiles.length).toBeGreaterThan(0);
    const far = [...lit.tiles].sort((a, b) => b.cost - a.cost).filter((t) => t.cost >= 4 && t.cost <= 8);
    const p = await findTile(page, far.length > 0 ? far : lit.tiles);
    expect(p, 'a water tile to row toward is in view').not.toBeNull();
    await page.mouse.move(p!.x, p!.y);
    const tip = page.locator('.hover-tip[data-kind="row"]');
    await expect(tip).toContainText('Row toward here');
    await expect(tip).toContainText('nearer on average');
    await expect(tip).toContainText('Fumble');
    expect((await hook(page, 'preview'))!.guides.leap).toBe(true);
    await page.screenshot({ path: `${SHOTS}/row-preview.png` });
    const before = (await hook(page, 'gondolas')).find((g) => g.id === boat.id)!;
    await hoverAndClick(page, p!, 'row');
    const after = await waitForHuman(page);
    const moved = (await hook(page, 'gondolas')).find((g) => g.id === boat.id)!;
    const rider = after.characters.find((c) => c.id === id)!;
    if (rider.z < moved.deck) {
      // A Fumble: the gondola stays and its rider is in the water.
      expect(moved.cells).toEqual(before.cells);
    } else {
      // The gondola moved, and its rider with it.
      expect(moved.cells).not.toEqual(before.cells);
      expect(onDeck(moved as Gondola, rider)).toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/gondola.png` });
    story.rowed = true;
  }
}

/** A fighter jumps toward a point it cannot land on: the jump panel says so, and it falls. */
async function fallTurn(page: Page, story: Story, id: string): Promise<boolean> {
  const me = (await state(page)).characters.find((c) => c.id === id)!;
  // A sure fall that does not take it out, at least 2″ away (so it really goes somewhere).
  const jumps = (await hook(page, 'jumps', id))
    .filter((t) => t.land === 0 && t.kill === 0 && dist(t, me) >= 2)
    .sort((a, b) => a.z - b.z);
  if (jumps.length === 0) return false;
  await select(page, id);
  await centreOn(page, id);
  await page.locator('button[data-action="jump"]').click();
  await expect(page.locator('.jump-panel')).toBeVisible();
  const tiles = jumps.map((t) => ({ i: Math.floor(t.x), j: Math.floor(t.y), z: t.z }));
  const p = await findTile(page, tiles);
  if (!p) return false;
  await page.mouse.move(p.x, p.y);
  await expect(page.locator('.hover-tip[data-kind="jump"]')).toContainText('0% to land on solid ground');
  const before = (await state(page)).characters.find((c) => c.id === id)!;
  await hoverAndClick(page, p, 'jump');
  const after = await waitForHuman(page);
  const c = after.characters.find((x) => x.id === id)!;
  expect(c.x !== before.x || c.y !== before.y || c.z !== before.z).toBe(true);
  await expect(page.locator('.log-list')).toContainText(/falls \d/);
  await page.screenshot({ path: `${SHOTS}/fall.png` });
  story.fell = true;
  return true;
}

test('a person rows a gondola and falls from a jump, seeing each preview first', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await startHotSeat(page, SEED);
  const first = await waitForHuman(page);
  const boats = (await hook(page, 'gondolas')) as Gondola[];
  expect(boats.length).toBeGreaterThan(0);
  // The fighter of The Guild nearest to a gondola rows it.
  const ours = first.characters.filter((c) => c.gang === GANG && c.onBoard);
  const pick = ours
    .flatMap((c) => boats.map((b) => ({ c, b, d: dist(c, middle(b)) })))
    .sort((a, b) => a.d - b.d)[0]!;
  const story: Story = { rower: pick.c.id, rowed: false, fell: false };
  await zoomAt(page, (await hook(page, 'figureToScreen', pick.c.id))!, 2);

  for (let k = 0; k < 300 && !(story.rowed && story.fell); k++) {
    const s = await waitForHuman(page);
    if (s.over) break;
    if (s.pending === 'guard-attack') {
      await page.locator('.guard-dialog button[data-guard="hold"]').click();
      continue;
    }
    if (s.pending === 'choose') {
      await page.locator('.choice-dialog button').first().click();
      continue;
    }
    if (s.gangToAct !== GANG) {
      await pass(page, s);
      continue;
    }
    const rower = s.characters.find((c) => c.id === story.rower)!;
    const mine = s.active === null || s.active === story.rower;
    if (!story.rowed && rower.onBoard && !rower.hadTurn && mine) {
      const boat = ((await hook(page, 'gondolas')) as Gondola[]).find((b) => b.id === pick.b.id)!;
      await rowerTurn(page, story, boat);
      const now = await waitForHuman(page);
      if (now.active === story.rower) await pass(page, now);
      continue;
    }
    if (story.rowed && !story.fell) {
      const who = s.active ?? (await hook(page, 'legal')).find((c) => c.type === 'activate')?.actor ?? null;
      // The rower jumps from its gondola when it can (a fall into the canal); others only if it has no such jump.
      const rowerFree = rower.onBoard && !rower.hadTurn;
      const candidates = s.active
        ? [s.active]
        : rowerFree
          ? [story.rower!]
          : who && rower.hadTurn
            ? []
            : [who ?? ''];
      let fell = false;
      for (const id of candidates) {
        const c = s.characters.find((x) => x.id === id);
        if (!c?.onBoard || c.hadTurn || c.gang !== GANG) continue;
        fell = await fallTurn(page, story, id);
        if (fell) break;
      }
      const now = await waitForHuman(page);
      if (fell && now.active) await pass(page, now);
      if (fell) continue;
    }
    await pass(page, await waitForHuman(page));
  }
  expect(story.rowed, 'the gondola was rowed').toBe(true);
  expect(story.fell, 'a figure fell').toBe(true);
  expect(errors).toEqual([]);
});
