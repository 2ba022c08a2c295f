/**
 * Devil Incarnate (the Strigoi Priest) and Helm of Penitence (the Exorcist): priests who Dispel as Mages (2) and (3)
 * though they are none, and near whom enemies spend no Will Points (src/rules/abilities/unique/anti-magic.ts).
 */
import { describe, expect, it } from 'vitest';
import { getSpell } from '../../../src/content/index.ts';
import { dispelLevel, dispelProblem, dispelSpec } from '../../../src/rules/magic/dispel.ts';
import { willPointsBarred } from '../../../src/rules/rolls/roll.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

function scene(priest: string): Arena {
  return arena({
    rows: OPEN,
    figures: {
      priest: { gang: 0, profile: priest, at: [0, 0], wp: 2 },
      mage: { gang: 1, profile: 'strigoi-blood-crone', at: [6, 0], wp: 3 },
      touching: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 2 },
      near: { gang: 1, profile: CITIZEN, at: [0, 2], wp: 2 },
      far: { gang: 1, profile: CITIZEN, at: [9, 2], wp: 2 },
      friend: { gang: 0, profile: CITIZEN, at: [2, 2], wp: 2 },
    },
  });
}

describe('priests who Dispel and bar Will Points', () => {
  it('Devil Incarnate: Dispels as a Mage (2); only enemies in base contact spend no Will Points', () => {
    const a = scene('strigoi-strigoi-priest');
    expect(dispelLevel(a.m, a.eid('priest'))).toBe(2);
    expect(dispelProblem(a.m, a.eid('priest'), a.eid('mage'))).toBeNull();
    expect(dispelSpec(a.m, a.eid('priest'), getSpell('blood-drain'), a.eid('mage')).maxAces).toBe(2);
    expect(dispelLevel(a.m, a.eid('friend'))).toBeNull();
    expect(willPointsBarred(a.m, a.eid('touching'))).toBe(true);
    expect(willPointsBarred(a.m, a.eid('near'))).toBe(false);
    expect(willPointsBarred(a.m, a.eid('friend'))).toBe(false);
  });

  it('Helm of Penitence: Dispels as a Mage (3); enemies within 3″ spend no Will Points, farther ones do', () => {
    const a = scene('the-vatican-exorcist');
    expect(dispelLevel(a.m, a.eid('priest'))).toBe(3);
    expect(dispelProblem(a.m, a.eid('priest'), a.eid('mage'))).toBeNull();
    expect(willPointsBarred(a.m, a.eid('touching'))).toBe(true);
    expect(willPointsBarred(a.m, a.eid('near'))).toBe(true);
    expect(willPointsBarred(a.m, a.eid('far'))).toBe(false);
    expect(willPointsBarred(a.m, a.eid('friend'))).toBe(false);
  });

  it('leaves a Mage its own level', () => {
    const a = scene('the-vatican-exorcist');
    expect(dispelLevel(a.m, a.eid('mage'))).toBe(3);
  });
});
