/**
 * Area attacks with forced dice (rulebook "Weapon Abilities": Blast, Template, Smoke; area-attack.ts readings).
 *
 * Alchemist Doctor: ATTACK 3, Alchemical Bomb 6″ (Evasion +1, Damage +2, Black Powder, Blast, Reload (1)).
 * Smuggler: ATTACK 3, Blunderbuss 0″ (Evasion −1, Damage +2, Penetration +1, Template). Thief: ATTACK 3, Smoke Bomb
 * 6″ (Evasion +1, Blast, Harmless, Smoke). Citizens: DEXTERITY 4, PROTECTION 3, 11 Life Points.
 */
import { describe, expect, it } from 'vitest';
import { countersOf } from '../../src/rules/character/counters.ts';
import { areaPlacement } from '../../src/rules/combat/area-placement.ts';
import { areaAttackPreview } from '../../src/rules/combat/area-preview.ts';
import { combatProblem, weaponOf } from '../../src/rules/combat/combat.ts';
import { startRound } from '../../src/rules/match/rounds.ts';
import { sightBetween } from '../../src/rules/state/match-state.ts';
import { stayingMarkers } from '../../src/rules/state/smoke-state.ts';
import { arena, CITIZEN, combat, ofType, refused } from './helpers/arena.ts';

const ALCHEMIST = 'the-doctors-alchemist-doctor';
const SMUGGLER = 'the-guild-smuggler';
const THIEF = 'the-guild-thief';
const STRYX = 'strigoi-monstrous-stryx';
const OPEN = ['............', '............', '............', '............', '............', '............'];

/** A bomber at (1, 2); target b1 at (5, 2), a friend r2 at (5, 3) and a nimble enemy b2 (DEX 6) at (6, 2) under
 * the marker; b3 at (8, 2) outside it. */
function bombing(bomber = ALCHEMIST) {
  return arena({
    rows: OPEN,
    figures: {
      bomber: { gang: 0, profile: bomber, at: [1, 2] },
      r2: { gang: 0, profile: CITIZEN, at: [5, 3] },
      b1: { gang: 1, profile: CITIZEN, at: [5, 2] },
      b2: { gang: 1, profile: CITIZEN, at: [6, 2], stats: { dex: 6 } },
      b3: { gang: 1, profile: CITIZEN, at: [8, 2] },
    },
  });
}

describe('Blast', () => {
  it('lays the 3″ marker on the target and lists everyone under it, friend or foe, the target first', () => {
    const a = bombing();
    const w = weaponOf(a.m, a.eid('bomber'), 'Alchemical Bomb')!;
    const p = areaPlacement(a.m, a.eid('bomber'), a.eid('b1'), w);
    expect(p.shape).toEqual({ kind: 'blast', centre: [5.5, 2.5, 0], radius: 1.5 });
    expect(p.hit).toEqual([a.eid('b1'), a.eid('r2'), a.eid('b2')]);
  });

  it('one Attack Roll hits three figures, a friend included; each reads it against its own DEXTERITY', () => {
    const a = bombing();
    // Attack Roll 7-5-2: Aces on 5+ for the citizens (DEX 4 + Evasion 1) → 2 Aces; on 7+ for b2 → 1 Ace.
    // Protection Rolls (3 dice each, the target first, then in entity order): b1 7-2-2 (1 Ace), r2 2-2-2,
    // b2 1-2-2 (Fumble: +1 Damage).
    const events = a.ok(combat(a, 'bomber', 'b1', 'Alchemical Bomb'), 7, 5, 2, 7, 2, 2, 2, 2, 2, 1, 2, 2);
    const [area] = ofType(events, 'area');
    expect(area).toMatchObject({
      weapon: 'Alchemical Bomb',
      hit: [a.id('b1'), a.id('r2'), a.id('b2')],
      stays: false,
    });
    expect(ofType(events, 'roll').map((r) => [r.kind, r.character])).toEqual([
      ['attack', a.id('bomber')],
      ['protection', a.id('b1')],
      ['protection', a.id('r2')],
      ['protection', a.id('b2')],
    ]);
    expect(ofType(events, 'area-reading').map((r) => [r.character, r.aceOn, r.aces, r.result])).toEqual([
      [a.id('b1'), 5, 2, 'success'],
      [a.id('r2'), 5, 2, 'success'],
      [a.id('b2'), 7, 1, 'success'],
    ]);
    expect(ofType(events, 'damage').map((d) => d.damage)).toEqual([4, 4, 3]);
    expect([a.lp('b1'), a.lp('r2'), a.lp('b2'), a.lp('b3')]).toEqual([8, 7, 7, 11]);
  });

  it('a character that the roll misses is untouched; a Critical costs each one it hits 1 Life Point more', () => {
    const a = bombing();
    // 10-5-2: Critical against the citizens (2 Aces); against b2 (7+) only the Destiny Dice: a Success.
    a.ok(combat(a, 'bomber', 'b1', 'Alchemical Bomb'), 10, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect([a.lp('b1'), a.lp('r2'), a.lp('b2')]).toEqual([11 - 5, 11 - 5, 11 - 3]);
    const b = bombing();
    // 5-5-2: no Ace against b2 (7+): it takes nothing and rolls no Protection.
    const events = b.ok(combat(b, 'bomber', 'b1', 'Alchemical Bomb'), 5, 5, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'area-reading').at(-1)).toMatchObject({
      character: b.id('b2'),
      aces: 0,
      result: 'fail',
    });
    expect(b.lp('b2')).toBe(11);
  });

  it('a Fumble against the target hits nobody and costs the attacker (Black Powder: 1 more)', () => {
    const a = bombing();
    const events = a.ok(combat(a, 'bomber', 'b1', 'Alchemical Bomb'), 1, 2, 2);
    expect(ofType(events, 'area-reading')).toEqual([]);
    expect([a.lp('bomber'), a.lp('b1'), a.lp('r2'), a.lp('b2')]).toEqual([9, 11, 11, 11]);
  });

  it('hits its own thrower when it stands under the marker', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        bomber: { gang: 0, profile: ALCHEMIST, at: [4, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const p = areaPlacement(
      a.m,
      a.eid('bomber'),
      a.eid('b1'),
      weaponOf(a.m, a.eid('bomber'), 'Alchemical Bomb')!,
    );
    expect(p.hit).toEqual([a.eid('b1'), a.eid('bomber')]);
  });

  it('gives every character hit the weapon’s after-damage effects (Stun)', () => {
    const a = bombing(STRYX);
    // Baleful Screech: Harmless, Stun, Evasion −2; ATTACK 5 against DEX 4 − 2 → Aces on 2+; DEX 6 → 4+.
    a.ok(combat(a, 'bomber', 'b1', 'Baleful Screech'), 5, 3, 2, 2, 2);
    expect([
      countersOf(a.m, a.eid('b1')),
      countersOf(a.m, a.eid('r2')),
      countersOf(a.m, a.eid('b2')),
    ]).toEqual([['stunned'], ['stunned'], ['stunned']]);
    expect(countersOf(a.m, a.eid('b3'))).toEqual([]);
  });

  it('previews who would be hit and each one’s expected Life Points lost', () => {
    const a = bombing();
    const p = areaAttackPreview(a.m, a.eid('bomber'), a.eid('b1'), 'Alchemical Bomb');
    expect(p.problem).toBeNull();
    expect(p.hits.map((h) => [h.character, h.friend])).toEqual([
      [a.id('b1'), false],
      [a.id('r2'), true],
      [a.id('b2'), false],
    ]);
    const [b1, r2, b2] = p.hits.map((h) => h.odds.expectedLpLoss);
    expect(b1).toBeGreaterThan(0);
    expect(r2).toBeCloseTo(b1!, 12); // the same DEXTERITY and PROTECTION: the same odds
    expect(b2).toBeLessThan(b1!);
  });
});

describe('Template', () => {
  function spraying() {
    return arena({
      rows: OPEN,
      figures: {
        smuggler: { gang: 0, profile: SMUGGLER, at: [1, 2] },
        r2: { gang: 0, profile: CITIZEN, at: [5, 3] },
        b1: { gang: 1, profile: CITIZEN, at: [3, 2] },
        b2: { gang: 1, profile: CITIZEN, at: [7, 2] },
        b3: { gang: 1, profile: CITIZEN, at: [5, 5] },
        b4: { gang: 1, profile: CITIZEN, at: [11, 2] },
      },
    });
  }

  it('reaches a target away from the 0″ weapon along its teardrop, not beyond it', () => {
    const a = spraying();
    const w = weaponOf(a.m, a.eid('smuggler'), 'Blunderbuss')!;
    expect(combatProblem(a.m, a.eid('smuggler'), a.eid('b1'), w)).toBeNull();
    expect(combatProblem(a.m, a.eid('smuggler'), a.eid('b2'), w)).toBeNull();
    refused(a, combat(a, 'smuggler', 'b4', 'Blunderbuss'), /template does not reach/);
  });

  it('one Attack Roll for every figure the teardrop touches; each makes its own Protection Roll', () => {
    const a = spraying();
    // Aces on 3+ (DEX 4, Evasion −1): 5-4-2 → 2 Aces, Damage 4 each. Protection 4 dice (PROTECTION 3,
    // Penetration +1): b1 7-7-2-2 (2 Aces), r2 2-2-2-2, b2 10-7-2-2 (Critical: 3 saved).
    const events = a.ok(
      combat(a, 'smuggler', 'b1', 'Blunderbuss'),
      5,
      4,
      2,
      7,
      7,
      2,
      2,
      2,
      2,
      2,
      2,
      10,
      7,
      2,
      2,
    );
    const [area] = ofType(events, 'area');
    expect(area?.shape).toMatchObject({
      kind: 'template',
      axis: [1, 0],
      length: 8,
      narrowWidth: 1,
      wideWidth: 3,
    });
    expect(area?.hit).toEqual([a.id('b1'), a.id('r2'), a.id('b2')]);
    expect([a.lp('b1'), a.lp('r2'), a.lp('b2'), a.lp('b3'), a.lp('b4'), a.lp('smuggler')]).toEqual([
      9, 7, 10, 11, 11, 12,
    ]);
  });
});

describe('Smoke', () => {
  it('with Blast: everyone under the marker is in cover and Hidden whatever the roll, until the round ends', () => {
    const a = bombing(THIEF);
    const events = a.ok(combat(a, 'bomber', 'b1', 'Smoke Bomb'), 2, 2, 2);
    expect(ofType(events, 'area')[0]).toMatchObject({ stays: true });
    expect(stayingMarkers(a.m)).toHaveLength(1);
    for (const who of ['b1', 'r2', 'b2']) expect(countersOf(a.m, a.eid(who)), who).toContain('hidden');
    expect(countersOf(a.m, a.eid('b3'))).toEqual([]);
    expect(sightBetween(a.m, a.eid('b3'), a.eid('r2')).cover).toBe(true);
    expect(sightBetween(a.m, a.eid('r2'), a.eid('b3')).cover).toBe(false);
    const before = a.m.log.length;
    a.dice.queue(10, 1);
    startRound(a.m);
    expect(a.m.log.slice(before).some((e) => e.type === 'area-cleared')).toBe(true);
    expect(stayingMarkers(a.m)).toHaveLength(0);
    expect(sightBetween(a.m, a.eid('b3'), a.eid('r2')).cover).toBe(false);
  });

  it('without Blast: only a character the roll hits', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        demagogue: { gang: 0, profile: 'rashaar-demagogue', at: [1, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [3, 2] },
        b2: { gang: 1, profile: CITIZEN, at: [3, 3] },
      },
    });
    // Fear (0): b1's Basic MIND roll first (MIND 3: 7-7-7 passes), then the Attack Roll 5-2-2 (Aces on 4+), then its
    // Protection Roll (PROTECTION 3, Penetration −3: none).
    a.ok(combat(a, 'demagogue', 'b1', 'Burning Brand'), 7, 7, 7, 5, 2, 2);
    expect(countersOf(a.m, a.eid('b1'))).toContain('hidden');
    expect(countersOf(a.m, a.eid('b2'))).toEqual([]);
  });
});
