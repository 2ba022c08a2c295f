/**
 * The Gondola bought as Equipment and the Sculler's extra one (content/gang-equipment.ts `equipmentAllowance`,
 * campaign/roster-equipment.ts and roster-members.ts, rules/bought-gondolas.ts): what the builder allows, and the
 * gondolas afloat as the match starts.
 */
import { describe, expect, it } from 'vitest';
import { checkRoster, type Roster, rosterFromGangFile } from '../../src/campaign/roster.ts';
import { buyEquipment, sellEquipment, toggleEquipment } from '../../src/campaign/roster-equipment.ts';
import { gangWarSetup, toGangSetup } from '../../src/campaign/roster-match.ts';
import { addMember, removeMember } from '../../src/campaign/roster-members.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch } from '../../src/rules/match/match.ts';
import { gondolas } from '../../src/rules/space/gondolas.ts';

const GONDOLIER = 'the-guild-gondolier';

function ok(step: { ok: true; roster: Roster } | { ok: false; reason: string }): Roster {
  if (!step.ok) throw new Error(step.reason);
  return step.roster;
}

/** The ready-made Guild gang with room in its Ducats (300), and `n` Gondoliers. */
function guildWith(n: number): Roster {
  let r: Roster = { ...rosterFromGangFile(readyGangs().find((g) => g.id === 'guild')!), ducats: 300 };
  for (let k = 0; k < n; k++) r = ok(addMember(r, GONDOLIER));
  return r;
}

describe('buying Gondolas', () => {
  it('allows one Gondola, and one more per Sculler', () => {
    const none = ok(toggleEquipment(guildWith(0), 'Gondola'));
    const second = buyEquipment(none, 'Gondola');
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.reason).toContain('may be taken once');
    let two = ok(toggleEquipment(guildWith(2), 'Gondola'));
    two = ok(buyEquipment(two, 'Gondola'));
    two = ok(buyEquipment(two, 'Gondola'));
    expect(two.equipment.filter((e) => e === 'Gondola')).toHaveLength(3);
    const fourth = buyEquipment(two, 'Gondola');
    expect(fourth.ok).toBe(false);
    if (!fourth.ok) expect(fourth.reason).toContain("the gang's Scullers allow 3");
    expect(checkRoster(two).ok).toBe(true);
  });

  it('gives back the Gondolas a removed Sculler allowed, and one at a time when asked', () => {
    let r = ok(toggleEquipment(guildWith(1), 'Gondola'));
    r = ok(buyEquipment(r, 'Gondola'));
    const gondolier = r.members.findIndex((m) => m.profile === GONDOLIER);
    const without = removeMember(r, gondolier);
    expect(without.equipment.filter((e) => e === 'Gondola')).toHaveLength(1);
    expect(checkRoster(without).problems).toEqual([]);
    expect(ok(sellEquipment(r, 'Gondola')).equipment.filter((e) => e === 'Gondola')).toHaveLength(1);
  });

  it('sets each bought Gondola afloat for its gang as the match starts, beside the level’s own', () => {
    let mine = ok(toggleEquipment(guildWith(1), 'Gondola'));
    mine = ok(buyEquipment(mine, 'Gondola'));
    expect(toGangSetup(mine, 'human').equipment).toEqual(['Gondola', 'Gondola']);
    const theirs = rosterFromGangFile(readyGangs().find((g) => g.id === 'rashaar')!);
    const setup = gangWarSetup(mine, theirs);
    const level = loadLevel(setup.level);
    const before = gondolas(level);
    const m = createMatch(setup, 3, level);
    const after = gondolas(m.board);
    expect(after).toHaveLength(before.length + 2);
    const bought = after.filter((g) => !before.some((b) => b.id === g.id));
    expect(bought.map((g) => g.gang)).toEqual([0, 0]);
    expect(bought.map((g) => g.id)).toEqual([
      `${setup.gangs[0]!.id}-gondola-1`,
      `${setup.gangs[0]!.id}-gondola-2`,
    ]);
    // afloat: every cell of each is open water, and no two floating pieces share a cell
    const cells = after.flatMap((g) => g.cells.map(([i, j]) => `${i},${j}`));
    expect(new Set(cells).size).toBe(cells.length);
    for (const g of bought)
      for (const [i, j] of g.cells) expect(level.surfaceKind(level.surfacesAt(i, j)[0]!)).toBe('water');
  });
});
