/** Exact chances of a Cast Spell, with and without a Dispel, against every face of every die (spell-odds.ts). */
import { describe, expect, it } from 'vitest';
import { type CastChances, castOdds } from '../../src/rules/magic/spell-odds.ts';
import { chooseSpells } from '../../src/rules/state/magic-state.ts';
import { arena, CITIZEN } from './helpers/arena.ts';
import { bruteOpposed, bruteRoll, type Dist } from './helpers/enumerate.ts';

function chancesOfDist(d: Dist): Record<string, number> {
  const out: Record<string, number> = { success: 0, fail: 0, critical: 0, fumble: 0 };
  for (const [k, p] of d) out[k.split(':')[0]!]! += p;
  return out;
}
function expectClose(c: CastChances, d: Dist): void {
  const want = chancesOfDist(d);
  for (const r of ['success', 'fail', 'critical', 'fumble'] as const)
    expect(c[r], r).toBeCloseTo(want[r]!, 12);
  expect(c.works).toBeCloseTo(want.success! + want.critical!, 12);
}

describe('castOdds', () => {
  const scene = () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        // MIND 3 with Expert Sorcerer (2): three dice, two missed ones re-rolled
        magi: { gang: 0, profile: 'rashaar-magi-rashaar', at: [1, 1], wp: 2, stats: { mind: 3 } },
        // a Mage (2) with MIND 3 and a Will Point to Dispel
        priest: { gang: 1, profile: 'rashaar-dagonite-priest', at: [5, 1], wp: 1, stats: { mind: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(a.m, a.eid('magi'), { discipline: 'Wild Magic', spells: ['sunder-armour'] });
    return a;
  };

  it('unopposed: the table’s chances of MIND dice on the Difficulty, Expert Sorcerer re-rolls included', () => {
    const a = scene();
    const odds = castOdds(a.m, a.eid('magi'), 'sunder-armour');
    expectClose(odds.plain, bruteRoll(3, 7, 2));
  });

  it('dispelled by each enemy Mage that may: its Aces count up to its Mage level', () => {
    const a = scene();
    const odds = castOdds(a.m, a.eid('magi'), 'sunder-armour');
    expect(odds.dispelled.map((d) => d.by)).toEqual([a.id('priest')]);
    expectClose(odds.dispelled[0]!.chances, bruteOpposed(3, 3, 7, 2, { maxAces: 2 }));
    // the cap matters: three Aces would remove three dice
    expect(odds.dispelled[0]!.chances.works).toBeGreaterThan(
      chancesOfDist(bruteOpposed(3, 3, 7, 2)).success!,
    );
  });

  it('lists no dispeller without a Will Point to pay', () => {
    const a = scene();
    a.m.world.components.Points.wp[a.eid('priest')] = 0;
    expect(castOdds(a.m, a.eid('magi'), 'sunder-armour').dispelled).toEqual([]);
  });
});
