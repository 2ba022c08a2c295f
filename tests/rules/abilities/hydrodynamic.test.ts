/**
 * Hydrodynamic (the Cetean Upiór, Strigoi): DEXTERITY 5 while it stands in water, its printed 3 on land; an attack
 * on it in water needs 5 + Evasion for an Ace.
 */
import { describe, expect, it } from 'vitest';
import { HYDRODYNAMIC_DEX } from '../../../src/rules/abilities/strigoi/hydrodynamic.ts';
import { statOf } from '../../../src/rules/character/stats.ts';
import { planAttack, weaponsOf } from '../../../src/rules/combat/combat.ts';
import { arena, CITIZEN } from '../helpers/arena.ts';

const UPIOR = 'strigoi-cetean-upi-r';

const scene = (at: readonly [number, number]) =>
  arena({
    rows: ['....~~~~', '....~~~~', '....~~~~'],
    figures: {
      upior: { gang: 0, profile: UPIOR, at },
      foe: { gang: 1, profile: CITIZEN, at: [0, 0] },
    },
  });

describe('Hydrodynamic (Cetean Upiór)', () => {
  it('keeps the printed DEXTERITY 3 on land', () => {
    const a = scene([2, 1]);
    expect(statOf(a.m, a.eid('upior'), 'dex')).toBe(3);
  });

  it('has DEXTERITY 5 while it stands in water, and attacks on it need 5 + Evasion', () => {
    const a = scene([6, 1]);
    expect(statOf(a.m, a.eid('upior'), 'dex')).toBe(HYDRODYNAMIC_DEX);
    const weapon = weaponsOf(a.m, a.eid('foe'))[0]!;
    const plan = planAttack(a.m, a.eid('foe'), a.eid('upior'), weapon);
    expect(plan.attack.aceOn).toBe(HYDRODYNAMIC_DEX + weapon.evasion);
  });

  it('changes nothing for a figure without it', () => {
    const a = scene([6, 1]);
    const c = a.m.world.components;
    c.Position.x[a.eid('foe')] = 5.5;
    expect(statOf(a.m, a.eid('foe'), 'dex')).toBe(4);
  });
});
