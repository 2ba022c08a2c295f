/**
 * Jump in 3D with forced dice (rulebook "Jump", "Falling"; DESIGN §3.2): the inches rolled are measured along the
 * straight line from the base to the point named, the 1″ shift follows that line at its height, a surface counts
 * only within ½″ of the base, and `onward` walks the inches rolled beyond the point.
 *
 * Citizens: MOVE 4, DEXTERITY 4 (Aces on 7+), ATTACK 3, 11 LP, 30 mm bases.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/core/types.ts';
import { jumpLanding } from '../../src/rules/movement/jump-landing.ts';
import { columnsAlong, jumpLine, stopOnLine } from '../../src/rules/movement/jump-line.ts';
import { type Arena, arena, CITIZEN, ofType, refused } from './helpers/arena.ts';

/** A Jump of `actor` toward (x, y, z). */
function jump(a: Arena, actor: string, to: [number, number, number], onward = false): Command {
  return { type: 'jump', actor: a.id(actor), to, ...(onward ? { onward } : {}) };
}

function field(rows: string[], extra: Record<string, { gang: number; at: [number, number] }> = {}): Arena {
  const figures: Record<string, { gang: number; profile: string; at: [number, number] }> = {
    red: { gang: 0, profile: CITIZEN, at: [0, 0] },
    blue: { gang: 1, profile: CITIZEN, at: [rows[0]!.length - 1, rows.length - 1] },
  };
  for (const [k, v] of Object.entries(extra)) figures[k] = { ...v, profile: CITIZEN };
  return arena({ rows, figures });
}

describe('the Jump table, measured along the 3D line (street up to a 3″ roof: the point 3″ across, 3″ up)', () => {
  // From (0.5, 0.5, 0) toward (3.5, 0.5, 3): the line is √18 ≈ 4.24″ long; the roof covers columns 3 to 5.
  const ROWS = ['...333......', '............'];
  const P: [number, number, number] = [3.5, 0.5, 3];

  it('Critical (6″): reaches the point and lands on the roof', () => {
    const a = field(ROWS);
    const events = a.ok(jump(a, 'red', P), 10, 7, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 6, end: [3.5, 0.5, 3], landed: true });
    expect(a.at('red')).toEqual([3.5, 0.5, 3]);
  });

  it('Success with 2 Aces (4″): stops 0.17″ under the roof’s top, within ½″: lands on it', () => {
    const a = field(ROWS);
    const events = a.ok(jump(a, 'red', P), 7, 8, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 4, landed: true });
    expect(a.at('red')).toEqual([3.5, 0.5, 3]);
  });

  it('Success with 1 Ace (3″): short of the wall, moved on along the rising line onto the roof', () => {
    // 3″ along the line is over the street at height 2.1″; ½″ farther along the line it is over the roof,
    // within ½″ of its top.
    const a = field(ROWS);
    const events = a.ok(jump(a, 'red', P), 7, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 3, landed: true, end: [3.5, 0.5, 3] });
    expect(ofType(events, 'fall')).toHaveLength(0);
  });

  it('Fail (2″): 1.4″ up over the street, no surface within reach of the shift: comes down, 0″ fallen', () => {
    const a = field(ROWS);
    const events = a.ok(jump(a, 'red', P), 2, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 2, landed: false });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 0, to: 0, inches: 0 });
    expect(a.at('red')).toEqual([1.5, 0.5, 0]);
    expect(a.lp('red')).toBe(11);
  });

  it('Fumble (1″): comes down on the street beside where it started', () => {
    const a = field(ROWS);
    const events = a.ok(jump(a, 'red', P), 1, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 1, landed: false });
    expect(a.at('red')).toEqual([1.5, 0.5, 0]);
    expect(a.lp('red')).toBe(11);
  });

  it('a Fumbled 1″ jump toward a 3″ roof 2″ away falls short (it no longer steps up onto the roof)', () => {
    const a = field(['..3.........', '............']);
    const events = a.ok(jump(a, 'red', [2.5, 0.5, 3]), 1, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 1, landed: false });
    expect(a.at('red')).toEqual([1.5, 0.5, 0]);
  });
});

describe('coming down', () => {
  it('a jump down from a 4″ roof to the street 2″ away lands when the roll covers the 4.5″ line', () => {
    const a = field(['4...........', '............']);
    // Critical 4″ + 1″: 5″ ≥ √20
    const events = a.ok(jump(a, 'red', [2.5, 0.5, 0]), 10, 7, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: true, end: [2.5, 0.5, 0] });
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(a.lp('red')).toBe(11);
  });

  it('the same jump with a Fail (2″) ends 2.2″ above the street and falls 4″ from where it started', () => {
    const a = field(['4...........', '............']);
    const events = a.ok(jump(a, 'red', [2.5, 0.5, 0]), 2, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: false });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: 0, inches: 4 });
    expect(a.lp('red')).toBe(7);
  });

  it('the shift never climbs a wall: a jump that meets a 2″ wall comes down at its foot', () => {
    // Toward a point 3″ up far beyond a 2″ wall: the line meets the wall (x = 3) only 0.94″ up and stops there;
    // nothing lies within ½″ of the line within 1″ of that spot: it comes down on the street, never on the wall.
    const a = field(['...2........', '............']);
    const events = a.ok(jump(a, 'red', [8.5, 0.5, 3]), 7, 8, 9, 10);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: false });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 0, to: 0, inches: 0 });
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
  });

  it('a point named in mid-air ends the jump there even with inches to spare, and with `onward`', () => {
    const b = arena({
      rows: ['44..444.....', '............'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 1] },
      },
    });
    const events = b.ok(jump(b, 'red', [3.5, 0.5, 4], true), 10, 9, 8, 7, 2, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ end: [3.5, 0.5, 4], landed: false });
    expect(ofType(events, 'move')).toHaveLength(0);
    expect(b.at('red')).toEqual([3.5, 0.5, 0]);
    expect(b.lp('red')).toBe(7);
  });

  it('refuses a point inside terrain', () => {
    const a = field(['..3.........', '............']);
    refused(a, jump(a, 'red', [2.5, 0.5, 1]), /inside terrain/);
  });
});

describe('onward: the inches rolled beyond the point, walked on along the line', () => {
  const STREET = ['............', '............'];

  it('without `onward` the jump stops at the point', () => {
    const a = field(STREET);
    a.ok(jump(a, 'red', [3.5, 0.5, 0]), 10, 7, 2, 2);
    expect(a.at('red')).toEqual([3.5, 0.5, 0]);
  });

  it('with it, a 6″ Critical toward a point 3″ away goes on 3″ more', () => {
    const a = field(STREET);
    const events = a.ok(jump(a, 'red', [3.5, 0.5, 0], true), 10, 7, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 6, end: [3.5, 0.5, 0], landed: true });
    expect(ofType(events, 'move')[0]).toMatchObject({
      path: [
        [3.5, 0.5, 0],
        [4.5, 0.5, 0],
        [5.5, 0.5, 0],
        [6.5, 0.5, 0],
      ],
      inches: 3,
    });
    expect(a.at('red')).toEqual([6.5, 0.5, 0]);
  });

  it('a spare 1″ measured in 3D: up onto a 1″ crate 2″ away, then 1″ along the crate', () => {
    // the line to (2.5, 0.5, 1) is √5 ≈ 2.24″; a Success with 2 Aces (4″) leaves 1.76″: one column more
    const a = field(['..oo........', '............']);
    a.ok(jump(a, 'red', [2.5, 0.5, 1], true), 7, 8, 2, 2);
    expect(a.at('red')).toEqual([3.5, 0.5, 1]);
  });

  it('stops before a wall it cannot step over', () => {
    const a = field(['.....3......', '............']);
    a.ok(jump(a, 'red', [3.5, 0.5, 0], true), 10, 7, 8, 9);
    expect(a.at('red')).toEqual([4.5, 0.5, 0]);
  });

  it('stops before another figure', () => {
    const a = field(STREET, { pal: { gang: 0, at: [6, 0] } });
    a.ok(jump(a, 'red', [3.5, 0.5, 0], true), 10, 7, 8, 9);
    expect(a.at('red')).toEqual([5.5, 0.5, 0]);
  });

  it('walking into base contact with an enemy is a charge: it stops and attacks', () => {
    const a = field(STREET, { foe: { gang: 1, at: [6, 0] } });
    // jump Critical 6″; the charge's attack 2-2-2 misses
    const events = a.ok(jump(a, 'red', [3.5, 0.5, 0], true), 10, 7, 2, 2, 2, 2, 2);
    expect(a.at('red')).toEqual([5.5, 0.5, 0]);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({ reason: 'charging' });
    expect(a.dice.remaining()).toBe(0);
  });
});

describe('the line itself (jump-line.ts)', () => {
  it('measures the inches in 3D', () => {
    const a = field(['............', '............']);
    const line = jumpLine(a.board, [0.5, 0.5, 0], [3.5, 0.5, 4]);
    expect(line.length).toBeCloseTo(5, 10);
    const p = stopOnLine(a.board, line, 2.5);
    expect(p.x).toBeCloseTo(2, 10);
    expect(p.h).toBeCloseTo(2, 10);
  });

  it('lists the columns a horizontal ray crosses, each sharing an edge with the last', () => {
    const cols = columnsAlong(0.5, 0.5, 1, 1, 2.9);
    for (let k = 1; k < cols.length; k++) {
      const d = Math.abs(cols[k]!.i - cols[k - 1]!.i) + Math.abs(cols[k]!.j - cols[k - 1]!.j);
      expect(d).toBe(1);
    }
    expect(cols.at(-1)).toMatchObject({ i: 2, j: 2 });
  });

  it('jumpLanding reports the spare inches only at the point', () => {
    const a = field(['............', '............']);
    expect(jumpLanding(a.m, a.eid('red'), [3.5, 0.5, 0], 6).spare).toBeCloseTo(3, 10);
    expect(jumpLanding(a.m, a.eid('red'), [5.5, 0.5, 0], 2).spare).toBe(0);
  });
});
