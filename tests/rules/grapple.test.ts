import { describe, expect, it } from 'vitest';
import type { Command, Point3 } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { type Arena, arena, CITIZEN, ESCORT, ofType, refused, typesOf } from './helpers/arena.ts';

// Citizens: 30 mm, ATTACK 3, DEXTERITY 4, 11 Life Points. An Opposed ATTACK Roll: the target's 3 dice first.
const FLAT = ['..........', '..........', '..........'];

function grapple(a: Arena, actor: string, target: string, to: Point3): Command {
  return { type: 'grapple', actor: a.id(actor), target: a.id(target), to };
}

function duel(rows: readonly string[] = FLAT, extra = {}) {
  return arena({
    rows,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      ...extra,
    },
  });
}

describe('Grapple table (Opposed ATTACK Roll, Aces on 7+)', () => {
  it('Success: the target is moved 2″ + 1″ per Ace toward the spot, no farther', () => {
    const a = duel();
    // blue rolls 2, 2, 2 (no Ace); red rolls 7, 2, 2: one Ace, a Success: 3″ of the 6″ asked
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 7, 2, 2);
    expect(a.at('blue')).toEqual([5.5, 1.5, 0]);
    expect(a.ap('red')).toBe(1);
    const [theirs, mine] = ofType(events, 'roll');
    expect(theirs).toMatchObject({ kind: 'opposed', purpose: 'grapple', pool: 3 });
    expect(mine).toMatchObject({ kind: 'opposed', purpose: 'grapple', result: 'success', aces: 1 });
    const move = ofType(events, 'move')[0]!;
    expect(move).toMatchObject({ character: a.id('blue'), inches: 3, charge: null });
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'grapple', ap: 1 });
  });

  it('Success: a spot nearer than the roll allows is where the move stops', () => {
    const a = duel();
    a.ok(grapple(a, 'red', 'blue', [4.5, 1.5, 0]), 2, 2, 2, 7, 8, 9);
    expect(a.at('blue')).toEqual([4.5, 1.5, 0]);
  });

  it('Fail: nothing happens', () => {
    const a = duel();
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 2, 2, 2);
    expect(a.at('blue')).toEqual([2.5, 1.5, 0]);
    expect(ofType(events, 'move')).toHaveLength(0);
    expect(a.ap('red')).toBe(1);
  });

  it('Critical: moved 2″ + 1″ per Ace, then a Stunned counter', () => {
    const a = duel();
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 10, 7, 2);
    expect(a.at('blue')).toEqual([6.5, 1.5, 0]);
    expect(typesOf(events).slice(-2)).toEqual(['move', 'counter']);
    expect(ofType(events, 'counter')[0]).toMatchObject({
      character: a.id('blue'),
      counter: 'stunned',
      gained: true,
    });
  });

  it('Fumble: the target grapples instead with its own Aces, and its side picks the spot', () => {
    const a = duel();
    // blue rolls 7, 2, 2: one Ace; red rolls 1, 2 (3 dice less 1): a Fumble. Blue moves red 2″ + 1″.
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 7, 2, 2, 1, 2);
    expect(a.at('blue')).toEqual([2.5, 1.5, 0]);
    const d = a.m.pending;
    expect(d).toMatchObject({
      type: 'choose',
      purpose: 'grapple-spot',
      gang: 'blue',
      character: a.id('blue'),
    });
    if (d?.type !== 'choose') throw new Error('no choice');
    expect(ofType(events, 'decision')).toHaveLength(1);
    // every option is 2″ to 3″ away from red, never on blue
    for (const o of d.options) {
      const [x, y] = o.at!;
      const far = Math.hypot(x - 1.5, y - 1.5);
      expect(far).toBeGreaterThanOrEqual(2 - 1e-9);
      expect(far).toBeLessThanOrEqual(3 + 1e-9);
    }
    const west = d.options.find((o) => o.at?.[0] === 0.5 && o.at?.[1] === 1.5);
    // the board's west edge: the farthest west is 1″ (column 0) — not offered, it is less than 2″
    expect(west).toBeUndefined();
    const south = d.options.find((o) => o.id === '1,0,0') ?? d.options[0]!;
    a.ok({ type: 'decide', decision: 'choose', character: a.id('blue'), option: south.id });
    expect(a.at('red')).toEqual(south.at);
  });

  it('a larger base gains +1 ATTACK, attacking or defending; Expert Grappler re-rolls missed dice', () => {
    const a = arena({
      rows: FLAT,
      figures: {
        red: { gang: 0, profile: ESCORT, at: [1, 1] }, // 40 mm, ATTACK 3, Expert Grappler (1)
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    // blue 3 dice; red 3 + 1 dice, then its 1 re-roll of a missed die
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 7, 2, 2, 2, 8);
    const [theirs, mine] = ofType(events, 'roll');
    expect(theirs!.pool).toBe(3);
    expect(mine!.pool).toBe(4);
    expect(mine!.modifiers).toContain('larger base +1');
    expect(mine!.modifiers).toContain('Expert Grappler: re-roll 1');
    expect(mine!.aces).toBe(2);
    expect(a.at('blue')).toEqual([6.5, 1.5, 0]);

    const b = arena({
      rows: FLAT,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: ESCORT, at: [2, 1] },
      },
    });
    // the escort defends with 4 dice and re-rolls one miss: 7, 2, 2, 2 then 9: two Aces; red keeps 1 die
    const ev = b.ok(grapple(b, 'red', 'blue', [8.5, 1.5, 0]), 7, 2, 2, 2, 9, 7);
    const [def, act] = ofType(ev, 'roll');
    expect(def).toMatchObject({ pool: 4, aces: 2 });
    expect(act).toMatchObject({ pool: 1, aces: 1, result: 'success' });
    expect(b.at('blue')).toEqual([5.5, 1.5, 0]);
  });

  it('a friendly character is grappled with a Basic ATTACK Roll', () => {
    const a = arena({
      rows: FLAT,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    const events = a.ok(grapple(a, 'red', 'pal', [8.5, 1.5, 0]), 7, 2, 2);
    const rolls = ofType(events, 'roll');
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatchObject({ kind: 'basic', purpose: 'grapple', pool: 3, aces: 1 });
    expect(rolls[0]!.opposedBy).toBeUndefined();
    expect(a.at('pal')).toEqual([5.5, 1.5, 0]);
  });

  it('a grappled character causes no Attack of Opportunity leaving or entering base contact', () => {
    const a = duel(FLAT, {
      red2: { gang: 0, profile: CITIZEN, at: [2, 0] }, // touching blue: blue leaves it
      red3: { gang: 0, profile: CITIZEN, at: [6, 2] }, // beside the end: blue comes into contact with it
    });
    const events = a.ok(grapple(a, 'red', 'blue', [5.5, 2.5, 0]), 2, 2, 2, 7, 8, 2);
    expect(a.at('blue')).toEqual([5.5, 2.5, 0]);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(0);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['grapple', 'grapple']);
  });

  it('the grappler is ignored on the way, but the target is never put on it', () => {
    const a = duel();
    // blue at (2, 1) is thrown west, past red at (1, 1): 2″ ends at (0, 1)
    a.ok(grapple(a, 'red', 'blue', [0.5, 1.5, 0]), 2, 2, 2, 7, 2, 2);
    expect(a.at('blue')).toEqual([0.5, 1.5, 0]);
  });

  it('off a roof the Falling rules apply, counted from the starting height', () => {
    const a = duel(['4444......', '4444......', '4444......']);
    a.m.world.components.Position.x[a.eid('red')] = 2.5;
    a.m.world.components.Position.x[a.eid('blue')] = 3.5;
    a.m.world.components.Position.z[a.eid('red')] = 4;
    a.m.world.components.Position.z[a.eid('blue')] = 4;
    // Success with one Ace: 3″ east to (6, 1), a 4″ fall; the fall roll 2, 2, 2, 2 fails: 4 Life Points
    const events = a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 7, 2, 2, 2, 2, 2, 2);
    expect(a.at('blue')).toEqual([6.5, 1.5, 0]);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: 0, inches: 4 });
    expect(a.lp('blue')).toBe(7);
  });

  it('into water: a 1″ drop into the canal costs nothing and the target swims', () => {
    const a = duel(['..........', '....~~~~..', '..........']);
    const events = a.ok(grapple(a, 'red', 'blue', [4.5, 1.5, -1]), 2, 2, 2, 7, 2, 2);
    expect(a.at('blue')).toEqual([4.5, 1.5, -1]);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 0, to: -1 });
    expect(ofType(events, 'life-points')).toHaveLength(0);
  });

  it('a wall more than 1″ above the target stops the move', () => {
    const a = duel(['..........', '....2.....', '..........']);
    a.ok(grapple(a, 'red', 'blue', [8.5, 1.5, 0]), 2, 2, 2, 10, 8, 9);
    expect(a.at('blue')).toEqual([3.5, 1.5, 0]);
  });

  it('onto terrain up to 1″ higher: a 1″ obstacle is stood on', () => {
    const a = duel(['..........', '....o.....', '..........']);
    a.ok(grapple(a, 'red', 'blue', [4.5, 1.5, 1]), 2, 2, 2, 7, 2, 2);
    expect(a.at('blue')).toEqual([4.5, 1.5, 1]);
  });
});

describe('Grapple is refused, and nothing changes', () => {
  it('without base contact', () => {
    const a = arena({
      rows: FLAT,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    refused(a, grapple(a, 'red', 'blue', [8.5, 1.5, 0]), /base contact/);
  });

  it('toward a spot nearer than 2″, higher than 1″ above the target, or off the board', () => {
    const a = duel(['..........', '.....3....', '..........']);
    refused(a, grapple(a, 'red', 'blue', [3.5, 1.5, 0]), /nearer than the 2″/);
    refused(a, grapple(a, 'red', 'blue', [5.5, 1.5, 3]), /more than 1″ above/);
    refused(a, grapple(a, 'red', 'blue', [12.5, 1.5, 0]), /off the board/);
    refused(a, grapple(a, 'red', 'red', [5.5, 1.5, 0]), /itself/);
    refused(
      a,
      { type: 'grapple', actor: a.id('red'), target: 'nobody', to: [5.5, 1.5, 0] },
      /unknown target/,
    );
  });

  it('without Action Points', () => {
    const a = duel();
    a.ok(grapple(a, 'red', 'blue', [4.5, 0.5, 0]), 2, 2, 2, 2, 2, 2);
    a.ok(grapple(a, 'red', 'blue', [4.5, 0.5, 0]), 2, 2, 2, 2, 2, 2);
    expect(a.m.active).toBe(-1);
  });
});

describe('legal Grapple commands', () => {
  it('lists a Grapple toward the 2″ compass points of each character in base contact, and the edges', () => {
    const a = duel(['..........', '....~~~...', '..........']);
    a.ok({ type: 'activate', actor: a.id('red') });
    const grapples = legalCommands(a.m).filter((c) => c.type === 'grapple');
    expect(grapples.length).toBeGreaterThan(0);
    for (const g of grapples) {
      if (g.type !== 'grapple') continue;
      expect(g.target).toBe(a.id('blue'));
      expect(Math.hypot(g.to[0] - 2.5, g.to[1] - 1.5)).toBeGreaterThanOrEqual(2);
    }
    expect(grapples.some((g) => g.type === 'grapple' && g.to[2] === -1)).toBe(true);
    expect(a.submit(grapples[0]!, 2, 2, 2, 2, 2, 2).ok).toBe(true);
  });
});
