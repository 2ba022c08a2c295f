/**
 * Unique abilities read as a hit lands (src/rules/abilities/unique/hit-rules.ts): Holy Grace, Exorcism, Bifurcation
 * and Decapitation. The dice are forced: the Attack Roll (the Destiny Dice first), then the Protection Roll.
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN, combat, ofType } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena =>
  arena({ rows: OPEN, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 1] } } });
const FAILS = [2, 2, 2, 2, 2, 2];
/** A target of DEXTERITY 4 and PROTECTION 1, with `wp` Will Points it never spends (asked, it answers none). */
const target = (wp: number) => ({ stats: { dex: 4, protection: 1 }, wp, wpStart: Math.max(wp, 1) });
/** Throw away the forced dice the Protection Roll left (its pool counts Universal Shielding). */
const drain = (a: Arena) => {
  while (a.dice.remaining() > 0) a.dice.d10();
};
/** The answer of `who`: no Will Points on the roll it is asked about. */
const noWill = (a: Arena, who: string) =>
  ({ type: 'decide', decision: 'will-points', character: a.id(who), amount: 0 }) as const;
const damageOf = (events: ReturnType<Arena['ok']>) => ofType(events, 'damage').map((d) => d.damage);

describe('Holy Grace (the Seraph)', () => {
  it('each hit moves a Will Point from the target to the Seraph, above its start too; a miss, none', () => {
    const a = scene({
      seraph: {
        gang: 0,
        profile: 'the-vatican-seraph',
        at: [0, 0],
        stats: { attack: 2, mind: 2 },
        wp: 0,
        wpStart: 0,
      },
      t: { gang: 1, profile: 'the-vatican-eater-of-sin', at: [1, 0], ...target(2) },
    });
    a.ok({ type: 'activate', actor: a.id('seraph') }, 9, 9); // Primitive: a Basic MIND roll of two dice, two Aces
    a.ok(combat(a, 'seraph', 't'), 2, 2);
    expect([a.wp('seraph'), a.wp('t')]).toEqual([0, 2]);
    a.ok(combat(a, 'seraph', 't'), 9, 2);
    expect([a.wp('seraph'), a.wp('t')]).toEqual([1, 1]);
    a.ok(noWill(a, 't'), ...FAILS); // the target spends none of its Will Point on its Protection Roll
  });
});

describe('Exorcism (the Exorcist)', () => {
  it('a Divine Touch hit takes a Will Point; on a target with none, 3 more Damage instead', () => {
    const a = scene({
      ex: { gang: 0, profile: 'the-vatican-exorcist', at: [0, 0], stats: { attack: 2 }, wp: 0 },
      // Brave: the Exorcist's Fear asks no roll of it.
      t: { gang: 1, profile: 'the-vatican-eater-of-sin', at: [1, 0], ...target(1) },
    });
    // Its last Will Point taken before its Protection Roll, the target is asked nothing.
    expect(damageOf(a.ok(combat(a, 'ex', 't'), 9, 2, ...FAILS))).toEqual([1]);
    expect(a.wp('t')).toBe(0);
    drain(a);
    a.m.world.components.Points.ap[a.eid('ex')] = 2;
    expect(damageOf(a.ok(combat(a, 'ex', 't'), 9, 2, ...FAILS))).toEqual([4]);
  });
});

describe('Bifurcation (the Executioner)', () => {
  it('4 Aces on a 30 mm base: half the Life Points lost, rounded up, no Protection Roll', () => {
    const a = scene({
      ex: { gang: 0, profile: 'the-vatican-executioner', at: [0, 0], stats: { attack: 4 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target(0), lp: 7 },
    });
    const events = a.ok(combat(a, 'ex', 't'), 9, 9, 9, 9);
    expect(a.lp('t')).toBe(3);
    expect(ofType(events, 'damage')).toEqual([]);
  });

  it('3 Aces: ordinary Damage', () => {
    const a = scene({
      ex: { gang: 0, profile: 'the-vatican-executioner', at: [0, 0], stats: { attack: 4 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target(0), lp: 7 },
    });
    expect(damageOf(a.ok(combat(a, 'ex', 't'), 9, 9, 9, 2, ...FAILS))).toEqual([4]);
  });
});

describe('Decapitation (Radu Basarab)', () => {
  it('more Aces than the target’s Life Points with the Beheader: 0 Life Points, no Damage; as many: Damage', () => {
    const a = scene({
      radu: { gang: 0, profile: 'strigoi-radu-basarab', at: [0, 0], stats: { attack: 3 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target(0), lp: 2 },
    });
    const events = a.ok(combat(a, 'radu', 't'), 9, 9, 9);
    expect(a.lp('t')).toBe(0);
    expect(ofType(events, 'damage')).toEqual([]);
    const b = scene({
      radu: { gang: 0, profile: 'strigoi-radu-basarab', at: [0, 0], stats: { attack: 3 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target(0), lp: 3 },
    });
    expect(ofType(b.ok(combat(b, 'radu', 't'), 9, 9, 9, ...FAILS), 'damage')).toHaveLength(1);
  });
});

describe('Connoisseur (Vlad Dracula)', () => {
  const fight = (who: string, profile: string) => {
    const a = scene({
      vlad: { gang: 0, profile: 'strigoi-vlad-dracula', at: [0, 0], lp: 5, stats: { attack: 3 }, wp: 0 },
      [who]: { gang: 1, profile, at: [1, 0], ...target(0) },
    });
    // Three Aces against PROTECTION 1: the Protection Roll fails, Life Points are lost.
    a.ok(combat(a, 'vlad', who), 9, 9, 9, ...FAILS);
    return a.lp('vlad');
  };

  it('a hit that costs a Leader Life Points heals him 3, a Hero 1, a Henchman nothing', () => {
    expect(fight('leader', 'the-guild-capodecina')).toBe(8);
    expect(fight('hero', 'the-guild-recruiter')).toBe(6);
    expect(fight('henchman', CITIZEN)).toBe(5);
  });
});

describe('Voltaic Shield (the Master of Zoology)', () => {
  it('an enemy in base contact whose attack costs it no Life Point loses 3; one that wounds it, none', () => {
    const a = scene({
      foe: { gang: 0, profile: CITIZEN, at: [1, 0], stats: { attack: 2 }, wp: 0 },
      zoo: { gang: 1, profile: 'the-doctors-master-of-zoology', at: [0, 0], stats: { dex: 4 }, wp: 0 },
    });
    a.ok(combat(a, 'foe', 'zoo'), 2, 2); // a miss
    expect(a.lp('foe')).toBe(11 - 3);
    const b = scene({
      foe: { gang: 0, profile: CITIZEN, at: [1, 0], stats: { attack: 2 }, wp: 0 },
      zoo: {
        gang: 1,
        profile: 'the-doctors-master-of-zoology',
        at: [0, 0],
        stats: { dex: 4, protection: 1 },
        wp: 0,
      },
    });
    b.ok(combat(b, 'foe', 'zoo'), 9, 9, ...FAILS, ...FAILS); // two Aces, the Protection Roll saves nothing
    expect(b.lp('foe')).toBe(11);
    expect(b.lp('zoo')).toBeLessThan(b.m.world.components.Points.lpStart[b.eid('zoo')]!);
  });
});
