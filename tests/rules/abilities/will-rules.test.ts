/**
 * Unique abilities about Will Points (src/rules/abilities/unique/will-rules.ts): Pay Out, Impart Will, Heavenly
 * Vision and Cartomancy.
 */
import { describe, expect, it } from 'vitest';
import { allSpells } from '../../../src/content/spells.ts';
import { cartomancy } from '../../../src/rules/abilities/unique/will-rules.ts';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { regain } from '../../../src/rules/character/regain.ts';
import { payWill } from '../../../src/rules/character/will-cost.ts';
import { willLenders } from '../../../src/rules/character/will-sources.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>, rows = ['..........', '....#.....', '....#.....']): Arena =>
  arena({ rows, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 0] } } });

describe('Pay Out (the Sopracomito)', () => {
  it('friends within 6″ may spend its Will Points, seen or not; beyond 6″ they may not', () => {
    const a = scene({
      s: { gang: 0, profile: 'patricians-sopracomito', at: [0, 2], wp: 2, wpStart: 2 },
      behind: { gang: 0, profile: CITIZEN, at: [5, 2] },
      far: { gang: 0, profile: CITIZEN, at: [9, 2] }, // 9″ apart, less the bases
    });
    expect(willLenders(a.m, a.eid('behind')).map((l) => l.ability)).toEqual(['Pay Out']);
    expect(willLenders(a.m, a.eid('far'))).toEqual([]);
  });
});

describe('Impart Will (Father Cesta)', () => {
  it('every friendly Construct begins the game with 1 more Will Point; without him, none', () => {
    const a = scene({
      cesta: { gang: 0, profile: 'the-vatican-father-cesta', at: [0, 0] },
      seraph: { gang: 0, profile: 'the-vatican-seraph', at: [1, 0], wp: 1, wpStart: 1 },
    });
    expect([a.wp('seraph'), a.m.world.components.Points.wpStart[a.eid('seraph')]]).toEqual([2, 2]);
    const b = scene({ seraph: { gang: 0, profile: 'the-vatican-seraph', at: [1, 0], wp: 1, wpStart: 1 } });
    expect(b.wp('seraph')).toBe(1);
  });
});

describe('Heavenly Vision (the Angel of the Blooded Rose)', () => {
  it('a friend in its sight within 6″ regaining Will Points regains 1 more; out of sight, not', () => {
    const a = scene({
      angel: { gang: 0, profile: 'the-vatican-angel-of-the-blooded-rose', at: [0, 0] },
      seen: { gang: 0, profile: CITIZEN, at: [2, 0], wp: 0, wpStart: 3 },
      hidden: { gang: 0, profile: CITIZEN, at: [5, 2], wp: 0, wpStart: 3 },
    });
    regain(a.m, a.eid('seen'), 'will', 1, 'test');
    regain(a.m, a.eid('hidden'), 'will', 1, 'test');
    expect([a.wp('seen'), a.wp('hidden')]).toEqual([2, 1]);
  });
});

describe('Cartomancy (the Tarot Reader)', () => {
  it('a Cantrip that took effect gives 1 Will Point to the friend within 6″ missing most; another spell, none', () => {
    const a = scene({
      reader: { gang: 0, profile: 'strigoi-tarot-reader', at: [0, 0], wp: 2, wpStart: 3 },
      friend: { gang: 0, profile: CITIZEN, at: [2, 0], wp: 0, wpStart: 3 },
    });
    const cantrip = allSpells().find((s) => s.cantrip)!;
    const spell = allSpells().find((s) => !s.cantrip)!;
    cartomancy(a.m, a.eid('reader'), spell);
    expect(a.wp('friend')).toBe(0);
    cartomancy(a.m, a.eid('reader'), cantrip);
    expect([a.wp('reader'), a.wp('friend')]).toEqual([2, 1]);
  });
});

describe('Blood Nexus (the Hollowman) and Candid Soul (Lacrimosa)', () => {
  it('Blood Nexus: each Life Point the Hollowman loses gives Nexus characters within 6″ a Will Point back', () => {
    const a = scene({
      hollow: { gang: 0, profile: 'the-doctors-hollowman', at: [0, 0] },
      madman: { gang: 0, profile: 'the-doctors-madman', at: [2, 0], wp: 0, wpStart: 4 },
      citizen: { gang: 0, profile: CITIZEN, at: [1, 0], wp: 0, wpStart: 4 },
    });
    loseLifePoints(a.m, a.eid('hollow'), 2, 'test');
    expect([a.wp('madman'), a.wp('citizen')]).toEqual([2, 0]);
  });

  it('Candid Soul: each Life Point Lacrimosa pays as a Will Point heals friends within 3″ by 1', () => {
    const a = scene({
      lacrimosa: { gang: 0, profile: 'the-vatican-lacrimosa', at: [0, 0], wp: 0 },
      near: { gang: 0, profile: CITIZEN, at: [2, 0], lp: 5 },
      far: { gang: 0, profile: CITIZEN, at: [9, 2], lp: 5 },
    });
    payWill(a.m, a.eid('lacrimosa'), 2, 'test');
    expect([a.lp('near'), a.lp('far')]).toEqual([7, 5]);
    loseLifePoints(a.m, a.eid('lacrimosa'), 1, 'a wound');
    expect(a.lp('near')).toBe(7);
  });
});
