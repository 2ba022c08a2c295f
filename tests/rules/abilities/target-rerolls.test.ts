/**
 * Re-rolls of an Attack Roll against one character (src/rules/abilities/unique/target-rerolls.ts, the ATTACK_REROLL
 * hook): Vampire Hunter, Vindictive, Rip and Tear and Annoying Tune. The dice are forced: the Attack Roll first
 * (the Destiny Dice first of its dice), then the re-rolled dice, then the Protection Roll.
 */
import { describe, expect, it } from 'vitest';
import { statOf } from '../../../src/rules/character/stats.ts';
import { type Arena, arena, CITIZEN, combat, ofType } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena =>
  arena({ rows: OPEN, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 1] } } });
/** Three Attack dice, no Will Points; a target of DEXTERITY 4 and PROTECTION 1. */
const attacker = { stats: { attack: 3 }, wp: 0 } as const;
const target = { stats: { dex: 4, protection: 1 }, wp: 0 } as const;
const FAILS = [2, 2, 2, 2, 2, 2];
const attackRoll = (events: ReturnType<Arena['ok']>) => ofType(events, 'roll')[0]!;

describe('Vampire Hunter (Thomas Thieme)', () => {
  it('re-rolls every missed die, the Destiny Dice too, against a target with no Will Points left', () => {
    const a = scene({
      thomas: { gang: 0, profile: 'the-vatican-thomas-thieme', at: [0, 0], ...attacker },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target },
    });
    const roll = attackRoll(a.ok(combat(a, 'thomas', 't'), 2, 2, 5, 9, 9, ...FAILS));
    expect(roll.aces).toBe(3);
    expect(roll.modifiers).toContain('Vampire Hunter: re-roll 2');
  });

  it('re-rolls nothing against a target that still has Will Points', () => {
    const a = scene({
      thomas: { gang: 0, profile: 'the-vatican-thomas-thieme', at: [0, 0], ...attacker },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], stats: { dex: 4, protection: 1 }, wp: 1 },
    });
    const roll = attackRoll(a.ok(combat(a, 'thomas', 't'), 2, 2, 5, ...FAILS));
    expect(roll.aces).toBe(1);
    expect(roll.modifiers.some((x) => x.startsWith('Vampire Hunter'))).toBe(false);
  });
});

describe('Vindictive (Mezzetino)', () => {
  it('once an enemy dealt him Damage, his Attack Rolls on it re-roll missed dice, the Destiny Dice too', () => {
    const a = scene({
      mezz: { gang: 0, profile: 'gifted-mezzetino', at: [0, 0], ...attacker },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target },
      other: { gang: 1, profile: CITIZEN, at: [0, 1], ...target },
    });
    hitTaken(a, 't', 'mezz', { damage: 0 });
    const before = attackRoll(a.ok(combat(a, 'mezz', 't'), 2, 2, 2));
    expect(before.modifiers.some((x) => x.startsWith('Vindictive'))).toBe(false);
    hitTaken(a, 't', 'mezz', { damage: 2 });
    a.m.world.components.Points.ap[a.eid('mezz')] = 2;
    const others = attackRoll(a.ok(combat(a, 'mezz', 'other'), 2, 2, 2));
    expect(others.modifiers.some((x) => x.startsWith('Vindictive'))).toBe(false);
    a.m.world.components.Points.ap[a.eid('mezz')] = 2;
    const after = attackRoll(a.ok(combat(a, 'mezz', 't'), 2, 2, 2, 9, 9, 9, ...FAILS));
    expect(after.modifiers).toContain('Vindictive: re-roll 3');
    expect(after.aces).toBe(3);
  });
});

describe('Rip and Tear (the Monstrous Stryx)', () => {
  it('after clawing an enemy at full Life Points, re-rolls missed dice on it for the rest of the activation', () => {
    const a = scene({
      stryx: { gang: 0, profile: 'strigoi-monstrous-stryx', at: [0, 0], ...attacker },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], ...target },
    });
    const first = attackRoll(a.ok(combat(a, 'stryx', 't', 'Monstrous Claws'), 2, 2, 2));
    expect(first.modifiers.some((x) => x.startsWith('Rip and Tear'))).toBe(false);
    const second = attackRoll(a.ok(combat(a, 'stryx', 't', 'Monstrous Claws'), 2, 2, 5, 9, ...FAILS));
    expect(second.modifiers).toContain('Rip and Tear: re-roll 1');
    expect(second.aces).toBe(2);
  });
});

describe('Annoying Tune (Coviello)', () => {
  it('enemies within 3″ have −1 DEXTERITY and re-roll one missed die attacking him', () => {
    const a = scene({
      foe: { gang: 0, profile: CITIZEN, at: [1, 0], ...attacker },
      coviello: { gang: 1, profile: 'gifted-coviello', at: [0, 0], ...target },
      far: { gang: 0, profile: CITIZEN, at: [8, 0] },
    });
    expect(statOf(a.m, a.eid('foe'), 'dex')).toBe(3);
    expect(statOf(a.m, a.eid('far'), 'dex')).toBe(4);
    const roll = attackRoll(a.ok(combat(a, 'foe', 'coviello'), 2, 2, 2, 9, ...FAILS));
    expect(roll.modifiers).toContain('Annoying Tune: re-roll 1');
    expect(roll.aces).toBe(1);
  });
});
