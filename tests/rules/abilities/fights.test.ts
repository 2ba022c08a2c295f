/**
 * Unique abilities read in a Grapple, a Drown or a failed attack: Shepherd (the Harvester), Living Flame (the
 * Theophant of Sinai), Unstable (the Alchemist Doctor) and Deathwish (the Demolitionist). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { UNARMED } from '../../../src/content/types.ts';
import { WEAPON_PROBLEM } from '../../../src/rules/character/hooks.ts';
import { grappleDice } from '../../../src/rules/combat/grapple.ts';
import { type Arena, arena, CITIZEN, combat, ESCORT, ofType } from '../helpers/arena.ts';

type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>, rows = ['..........', '..........', '..........']): Arena =>
  arena({ rows, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 0] } } });

describe('Shepherd (the Harvester)', () => {
  it('+2 ATTACK making a Grapple on a larger base; none on the same base, none resisting one', () => {
    const a = scene({
      h: { gang: 0, profile: 'the-doctors-harvester', at: [0, 0] },
      big: { gang: 1, profile: ESCORT, at: [1, 0] },
      small: { gang: 1, profile: CITIZEN, at: [0, 1] },
    });
    const h = a.eid('h');
    const onBig = grappleDice(a.m, h, a.eid('big'), 'grapple');
    const onSmall = grappleDice(a.m, h, a.eid('small'), 'grapple');
    expect(onBig.pool - onSmall.pool).toBe(2);
    expect(onBig.modifiers).toContain('Shepherd +2');
    expect(grappleDice(a.m, h, a.eid('big'), 'grapple', true).modifiers).not.toContain('Shepherd +2');
  });
});

describe('Living Flame (the Theophant of Sinai)', () => {
  it('a Drown takes twice the Life Points', () => {
    const rows = ['~~~~~.....', '~~~~~.....', '..........'];
    const drown = (profile: string, defenderDice: number[]) => {
      const a = scene(
        {
          d: { gang: 0, profile: CITIZEN, at: [0, 0], stats: { attack: 3 } },
          t: { gang: 1, profile, at: [1, 0], stats: { attack: 1 } },
        },
        rows,
      );
      const lp = a.lp('t');
      // the target's Opposed roll first (no Ace), then the drowner's three dice, two Aces
      a.ok({ type: 'drown', actor: a.id('d'), target: a.id('t') }, ...defenderDice, 9, 9, 2);
      return lp - a.lp('t');
    };
    // the Theophant's 40 mm base gives it one die more than the Citizen's to resist
    expect(drown('the-vatican-theophant-of-sinai', [2, 2])).toBe(2 * drown(CITIZEN, [2]));
  });
});

describe('Unstable and Deathwish', () => {
  it('Unstable: a failed attack with the Alchemical Bomb is a Fumble', () => {
    const a = scene({
      doc: { gang: 0, profile: 'the-doctors-alchemist-doctor', at: [0, 0], wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [4, 0], stats: { dex: 9 } },
    });
    const lp = a.lp('doc');
    const events = a.ok(combat(a, 'doc', 't', 'Alchemical Bomb'), 5, 5, 5);
    expect(ofType(events, 'ability').map((e) => e.ability)).toContain('Unstable');
    expect(a.lp('doc')).toBeLessThan(lp);
  });

  it('Deathwish: no Unarmed attacks', () => {
    const a = scene({ demo: { gang: 0, profile: 'gifted-the-demolitionist', at: [0, 0] } });
    const problems = a.m.book.all(WEAPON_PROBLEM).map((f) => f(a.m, a.eid('demo'), UNARMED));
    expect(problems).toContain('it cannot make Unarmed attacks (Deathwish)');
  });
});
