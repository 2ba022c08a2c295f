/**
 * Soul Ammunition (the Ordnance Doctor; src/rules/abilities/doctors/soul-ammunition.ts): a Spirit Cannon shot boosted
 * for 2 Will Points — 18″ of range, Blast or Knockback — sharing the cannon's Reload (1).
 */
import { describe, expect, it } from 'vitest';
import { bestPlainAttackNow } from '../../src/ai/attack-candidates.ts';
import { roundsLeft } from '../../src/ai/objective-worth.ts';
import { WILL_POINT_WORTH, willPointWorthNow } from '../../src/ai/will-point-worth.ts';
import { weaponsOf } from '../../src/rules/combat/attack-plan.ts';
import { arena, CITIZEN, combat, ofType, refused } from './helpers/arena.ts';

const ORDNANCE = 'the-doctors-ordnance-doctor'; // Spirit Cannon 12″, Reload (1)
const ROWS = Array.from({ length: 4 }, () => '......................');

const scene = (wp: number, foeAt: readonly [number, number]) =>
  arena({
    rows: ROWS,
    figures: {
      doc: { gang: 0, profile: ORDNANCE, at: [1, 1], wp },
      foe: { gang: 1, profile: CITIZEN, at: foeAt },
    },
  });

describe('Soul Ammunition (the Ordnance Doctor)', () => {
  it('offers three boosted shots of its Spirit Cannon: 18″, Blast, Knockback', () => {
    const a = scene(2, [17, 1]);
    const boosted = weaponsOf(a.m, a.eid('doc')).filter((w) => w.name.startsWith('Spirit Cannon ('));
    expect(boosted.map((w) => [w.name, w.range])).toEqual([
      ['Spirit Cannon (18″)', 18],
      ['Spirit Cannon (Blast)', 12],
      ['Spirit Cannon (Knockback)', 12],
    ]);
    expect(boosted[1]!.abilities.map((x) => x.name)).toContain('Blast');
    expect(boosted[2]!.abilities.map((x) => x.name)).toContain('Knockback');
  });

  it('the 18″ shot reaches where the cannon does not, for 2 Will Points; then the cannon is spent (Reload (1))', () => {
    const a = scene(2, [17, 1]);
    a.m.world.components.Points.wpStart[a.eid('doc')] = 2;
    refused(a, combat(a, 'doc', 'foe', 'Spirit Cannon'), /beyond 12″/);
    // the Attack Roll misses: no Ace
    a.ok(combat(a, 'doc', 'foe', 'Spirit Cannon (18″)'), ...Array(10).fill(1));
    expect(a.wp('doc')).toBe(0);
    expect(ofType(a.m.log, 'will-points').at(-1)).toMatchObject({ character: a.id('doc'), amount: 2 });
    a.m.world.components.Points.wp[a.eid('doc')] = 2;
    refused(a, combat(a, 'doc', 'foe', 'Spirit Cannon (18″)'), /Reload \(1\)/);
  });

  it('without 2 Will Points there is no boosted shot', () => {
    const a = scene(1, [8, 1]);
    refused(a, combat(a, 'doc', 'foe', 'Spirit Cannon (Blast)'), /costs 2 Will Points \(Soul Ammunition\)/);
  });

  it('the computer counts the Will Points a boosted shot costs: the plain cannon within 12″, the 18″ shot beyond', () => {
    const near = scene(2, [8, 1]);
    const plain = bestPlainAttackNow(near.m, near.eid('doc'), near.eid('foe'));
    expect(plain.weapon).toBe('Spirit Cannon');
    const far = scene(2, [17, 1]);
    const boosted = bestPlainAttackNow(far.m, far.eid('doc'), far.eid('foe'));
    expect(boosted.weapon).toBe('Spirit Cannon (18″)');
    // the same shot from 8″ would be worth the plain one's, so the 2 Will Points are what the worths differ by
    const willWorth = willPointWorthNow(roundsLeft(far.m), WILL_POINT_WORTH);
    expect(plain.worth - boosted.worth).toBeCloseTo(2 * willWorth, 2);
  });
});
