/**
 * Strigoi unique abilities on friends and victims (src/rules/abilities/strigoi/warband.ts, judgement.ts): Martial
 * Coup, Warlord, Impaler, Brain Leech, African Bewitching, Judgement and Cast Sentence. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { getSpell } from '../../src/content/spells.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { statOf } from '../../src/rules/character/stats.ts';
import { planAttack } from '../../src/rules/combat/attack-plan.ts';
import { dispelSpec } from '../../src/rules/magic/dispel.ts';
import { profileOf } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, ofType, refused } from './helpers/arena.ts';
import { abilityOf as ability } from './helpers/commands.ts';

const RADU = 'strigoi-radu-basarab';
const HOSPODAR = 'strigoi-wallachian-hospodar';
const IMPALER = 'strigoi-wallachian-impaler'; // Soldier, Fear (−1), Vampiric Attack (1)
const LEECH = 'strigoi-leech'; // Vampiric Attack (3)
const CIBELE = 'strigoi-cibele'; // Bride
const CERES = 'strigoi-ceres'; // Bride
const JUDE = 'strigoi-strigoi-jude'; // Mage (2)
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const weaponOf = (a: Arena, who: string) => profileOf(a.m, a.eid(who)).weapons[0]!;
const protectionMods = (a: Arena, attacker: string, target: string) =>
  planAttack(a.m, a.eid(attacker), a.eid(target), weaponOf(a, attacker)).protection.modifiers;
const value = (a: Arena, who: string, name: string) => abilityInstance(a.m, a.eid(who), name)?.value;

describe('Martial Coup (Radu Basarab)', () => {
  it('friendly Soldiers within 6″ in his sight: Penetration −1 more on targets with 0 Will Points', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        radu: { gang: 0, profile: RADU, at: [1, 1] },
        soldier: { gang: 0, profile: IMPALER, at: [3, 1] },
        far: { gang: 0, profile: IMPALER, at: [11, 4] },
        spent: { gang: 1, profile: CITIZEN, at: [5, 1], wp: 0 },
        willing: { gang: 1, profile: CITIZEN, at: [3, 3], wp: 2 },
        near: { gang: 1, profile: CITIZEN, at: [12, 4], wp: 0 },
      },
    });
    expect(protectionMods(a, 'soldier', 'spent')).toContain('Martial Coup: Penetration −1');
    expect(protectionMods(a, 'soldier', 'willing')).not.toContain('Martial Coup: Penetration −1');
    expect(protectionMods(a, 'far', 'near')).not.toContain('Martial Coup: Penetration −1');
    // Radu is no Soldier
    expect(protectionMods(a, 'radu', 'spent')).not.toContain('Martial Coup: Penetration −1');
  });
});

describe('Warlord (the Wallachian Hospodar)', () => {
  const scene = (rows = OPEN) =>
    arena({
      rows,
      figures: {
        lord: { gang: 0, profile: HOSPODAR, at: [1, 1], stats: { mind: 5 } },
        soldier: { gang: 0, profile: IMPALER, at: [1, 3], stats: { mind: 2 } },
        wise: { gang: 0, profile: IMPALER, at: [4, 1], stats: { mind: 6 } },
        civilian: { gang: 0, profile: CITIZEN, at: [3, 3], stats: { mind: 2 } },
        foe: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });

  it('other friendly Soldiers in its sight use its MIND when it is higher', () => {
    const a = scene();
    expect(statOf(a.m, a.eid('soldier'), 'mind')).toBe(5);
    expect(statOf(a.m, a.eid('wise'), 'mind')).toBe(6);
    expect(statOf(a.m, a.eid('civilian'), 'mind')).toBe(2);
    const walled = scene(OPEN.map((r, j) => (j === 2 ? '###...........' : r)));
    expect(statOf(walled.m, walled.eid('soldier'), 'mind')).toBe(2);
  });
});

describe('Impaler (the Wallachian Impaler)', () => {
  it('an enemy killed within 3″ of it: Fear one stronger and Vampiric Attack one higher, for the game', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        impaler: { gang: 0, profile: IMPALER, at: [3, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [5, 1] },
        victim: { gang: 1, profile: CITIZEN, at: [6, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [12, 4], lp: 1 },
      },
    });
    expect([value(a, 'impaler', 'Fear'), value(a, 'impaler', 'Vampiric Attack')]).toEqual([-1, 1]);
    a.ok(endTurn(a, 'impaler'));
    a.ok(endTurn(a, 'victim'));
    // the Citizen kills the victim beside the Impaler: 7-2-2 (the Ace on 4+ is enough for the last Life Point)
    a.ok(combat(a, 'pal', 'victim'), 7, 2, 2, 1, 1, 1);
    expect(a.onBoard('victim')).toBe(false);
    expect([value(a, 'impaler', 'Fear'), value(a, 'impaler', 'Vampiric Attack')]).toEqual([-2, 2]);
  });
});

describe('Brain Leech (the Leech)', () => {
  it('when its Vampiric Attack feeds, the victim loses 1 from every ability with a number', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        leech: { gang: 0, profile: LEECH, at: [3, 1], lp: 4 },
        foe: { gang: 1, profile: IMPALER, at: [4, 1], stats: { protection: 0 } },
      },
    });
    expect([value(a, 'foe', 'Expert Offence'), value(a, 'foe', 'Vampiric Attack')]).toEqual([2, 1]);
    // three Aces, PROTECTION 0: Life Points lost, the Leech heals
    const events = a.ok(combat(a, 'leech', 'foe'), ...Array.from({ length: 10 }, () => 8));
    expect(ofType(events, 'life-points').some((e) => e.character === a.id('leech') && e.lpAfter > 4)).toBe(
      true,
    );
    expect([value(a, 'foe', 'Expert Offence'), value(a, 'foe', 'Vampiric Attack')]).toEqual([1, 0]);
    // Fear (−1) has no number above 0: kept
    expect(value(a, 'foe', 'Fear')).toBe(-1);
  });
});

describe('African Bewitching (Cibele)', () => {
  it('until the round ends every friendly Bride’s weapons Stun', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        cibele: { gang: 0, profile: CIBELE, at: [1, 1] },
        ceres: { gang: 0, profile: CERES, at: [5, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1], stats: { protection: 0 } },
      },
    });
    a.ok(ability(a, 'cibele', 'African Bewitching'));
    a.ok(endTurn(a, 'cibele'));
    a.ok(endTurn(a, 'foe'));
    a.ok(combat(a, 'ceres', 'foe'), ...Array.from({ length: 8 }, () => 8));
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Stunned)).toBe(true);
  });
});

describe('Judgement and Cast Sentence (the Strigoi Jude)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        jude: { gang: 0, profile: JUDE, at: [1, 1], lp: 6 },
        pal: { gang: 0, profile: CITIZEN, at: [5, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });

  it('friends re-roll a failed Attack Roll on the Judged enemy, Destiny Dice too; Mages dispel it a level higher', () => {
    const a = scene();
    refused(a, ability(a, 'jude', 'Judgement', 'far'), /not within 6″/);
    const spell = getSpell('blood-drain');
    const before = dispelSpec(a.m, a.eid('jude'), spell, a.eid('foe')).maxAces;
    a.ok(ability(a, 'jude', 'Judgement', 'foe'));
    expect(dispelSpec(a.m, a.eid('jude'), spell, a.eid('foe')).maxAces).toBe(before! + 1);
    a.ok(endTurn(a, 'jude'));
    a.ok(endTurn(a, 'foe'));
    // 1-2-2: no Ace; the whole roll again, 7-2-2: an Ace; no save (1-1-1) kills the foe; Cast Sentence heals 3
    const events = a.ok(combat(a, 'pal', 'foe'), 1, 2, 2, 7, 2, 2, 1, 1, 1);
    const attack = ofType(events, 'roll').find((r) => r.purpose === 'attack')!;
    expect(attack.modifiers).toContain('Judgement: re-roll 3');
    expect(a.onBoard('foe')).toBe(false);
    expect(a.lp('jude')).toBe(9);
  });
});
