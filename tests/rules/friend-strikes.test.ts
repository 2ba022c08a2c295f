/**
 * Unique abilities that sharpen blows (src/rules/abilities/unique/friend-strikes.ts: Strike True, Gun Laying,
 * Spurring Incense, Aerial Aggression) and The Vatican's unique actions Ensoul and Walk Through The Fire And You Will
 * Not Be Burned (src/rules/abilities/vatican/unique-actions.ts). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { uniqueActionCandidates } from '../../src/ai/unique-action-candidates.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { planAttack } from '../../src/rules/combat/attack-plan.ts';
import { profileOf } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, combat, endTurn, moveTo, ofType, RECRUITER, refused } from './helpers/arena.ts';
import { uniqueOn as on } from './helpers/commands.ts';

const FENCING_MASTER = 'patricians-fencing-master';
const WAYFINDER = 'patricians-wayfinder';
const ALTAR_BOY = 'the-vatican-altar-boy';
const STRYX = 'strigoi-monstrous-stryx';
const CONGREGATION = 'the-vatican-celestial-congregation';
const SERAPH = 'the-vatican-seraph';
const SAINT = 'the-vatican-burning-saint';
const FIRE = 'Walk Through The Fire And You Will Not Be Burned';
const PAGE = 'the-vatican-reliquary-page';
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const rollsOf = (events: readonly { type: string }[], purpose: string) =>
  ofType(events as Parameters<typeof ofType>[0], 'roll').filter((r) => r.purpose === purpose);

describe('Strike True (the Fencing Master)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        master: { gang: 0, profile: FENCING_MASTER, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1], apMax: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1], stats: { protection: 4 } },
        far: { gang: 0, profile: CITIZEN, at: [12, 4] },
      },
    });

  it('the friend’s next Combat action on an enemy in base contact allows no Protection Roll; the one after does', () => {
    const a = scene();
    refused(a, on(a, 'master', 'Strike True', 'far'), /not a friend in sight within 6″/);
    a.ok(on(a, 'master', 'Strike True', 'pal'));
    a.ok(endTurn(a, 'master'));
    a.ok(endTurn(a, 'foe'));
    const lp = a.lp('foe');
    // ATTACK 3: 5-5-2, two Aces (Ace on 4): 2 Damage, all of it lost
    const first = a.ok(combat(a, 'pal', 'foe'), 5, 5, 2);
    expect(rollsOf(first, 'protection')).toEqual([]);
    expect(ofType(first, 'ability').some((e) => e.ability === 'Strike True')).toBe(true);
    expect(a.lp('foe')).toBe(lp - 2);
    // the mark is gone: 5-5-2 again, then the Protection Roll (4 dice) saves one
    const second = a.ok(combat(a, 'pal', 'foe'), 5, 5, 2, 8, 1, 1, 1);
    expect(rollsOf(second, 'protection')).toHaveLength(1);
    expect(a.lp('foe')).toBe(lp - 3);
  });

  it('the computer names a friend in a fight yet to act, not one far from any', () => {
    const a = scene();
    const worth = (who: string) =>
      uniqueActionCandidates(a.m, a.eid('master'), 2).find(
        (c) => c.command.action === 'Strike True' && c.command.target === a.id(who),
      )?.worth;
    expect(worth('pal')).toBeGreaterThan(0);
    expect(worth('master')).toBe(0);
  });
});

describe('Gun Laying (the Wayfinder)', () => {
  it('Evasion −2 on the friend’s attacks on targets out of base contact, until the end of its next turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        wayfinder: { gang: 0, profile: WAYFINDER, at: [1, 1] },
        archer: { gang: 0, profile: RECRUITER, at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [10, 3] },
        close: { gang: 1, profile: CITIZEN, at: [4, 3] },
      },
    });
    const handbow = profileOf(a.m, a.eid('archer')).weapons.find((w) => w.range > 0)!;
    const aceOn = (target: string) => planAttack(a.m, a.eid('archer'), a.eid(target), handbow).attack.aceOn;
    const [farBefore, closeBefore] = [aceOn('foe'), aceOn('close')];
    a.ok(on(a, 'wayfinder', 'Gun Laying', 'archer'));
    expect(aceOn('foe')).toBe(farBefore - 2);
    expect(aceOn('close')).toBe(closeBefore);
    expect(planAttack(a.m, a.eid('archer'), a.eid('foe'), handbow).attack.aceModifiers).toContain(
      'Gun Laying: Evasion −2',
    );
    a.ok(endTurn(a, 'wayfinder'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'archer'));
    expect(aceOn('foe')).toBe(farBefore);
  });
});

describe('Spurring Incense (the Altar Boy)', () => {
  it('a friend beginning an action within 6″ in its sight has First Strike (2) for that action, read as it begins', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        boy: { gang: 0, profile: ALTAR_BOY, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [5, 1], apMax: 2 },
        far: { gang: 0, profile: CITIZEN, at: [12, 4] },
        foe: { gang: 1, profile: CITIZEN, at: [13, 0] },
      },
    });
    const firstStrike = (who: string) => abilityInstance(a.m, a.eid(who), 'First Strike')?.value ?? 0;
    a.ok(on(a, 'boy', 'Spurring Incense', 'boy'));
    a.ok(endTurn(a, 'boy'));
    a.ok(endTurn(a, 'foe'));
    // begun 3″ away, it keeps First Strike (2) through the action, though it ends more than 6″ away
    a.ok(moveTo(a, 'pal', 9, 1));
    expect(firstStrike('pal')).toBe(2);
    // the next action begins out of reach
    a.ok(moveTo(a, 'pal', 9, 2));
    expect(firstStrike('pal')).toBe(0);
    a.ok(moveTo(a, 'far', 12, 3));
    expect(firstStrike('far')).toBe(0);
  });
});

describe('Aerial Aggression (the Monstrous Stryx)', () => {
  it('an enemy 3″ below as the action began makes no Protection Roll against the charge', () => {
    // the Stryx (75 mm) on a 6″ roof; the enemy on a 3″ roof below it, PROTECTION 9 (9 − 5 from above: 4 dice)
    const a = arena({
      rows: ['666333....', '666333....', '666333....', '..........'],
      figures: {
        stryx: { gang: 0, profile: STRYX, at: [1, 1, 6] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1, 3], stats: { protection: 9 } },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    const events = a.ok(moveTo(a, 'stryx', 3, 1, 3), ...Array.from({ length: 12 }, () => 7));
    expect(ofType(events, 'attack-of-opportunity')[0]?.reason).toBe('charging from above');
    expect(rollsOf(events, 'protection')).toEqual([]);
    expect(
      ofType(events, 'ability').some(
        (e) => e.ability === 'Aerial Aggression' && /no Protection Roll/.test(e.effect),
      ),
    ).toBe(true);
  });
});

describe('Ensoul (the Celestial Congregation)', () => {
  const scene = (lp?: number, seraphLp = 2) =>
    arena({
      rows: OPEN,
      figures: {
        choir: { gang: 0, profile: CONGREGATION, at: [1, 1], ...(lp === undefined ? {} : { lp }) },
        seraph: { gang: 0, profile: SERAPH, at: [10, 3], lp: seraphLp },
        pal: { gang: 0, profile: CITIZEN, at: [3, 3], lp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });

  it('pays 3 Life Points: a hurt friendly Construct anywhere heals 3; once a turn; no Construct, no Ensoul', () => {
    const a = scene();
    const own = a.lp('choir');
    refused(a, on(a, 'choir', 'Ensoul', 'pal'), /not another hurt friendly Construct/);
    a.ok(on(a, 'choir', 'Ensoul', 'seraph'));
    expect([a.lp('choir'), a.lp('seraph')]).toEqual([own - 3, 5]);
    refused(a, on(a, 'choir', 'Ensoul', 'seraph'), /used this turn/);
  });

  it('when those were its last Life Points it is taken out and the Construct heals 5', () => {
    const a = scene(3, 10);
    const worth = uniqueActionCandidates(a.m, a.eid('choir'), 2).find(
      (c) => c.command.action === 'Ensoul',
    )?.worth;
    // a Victory Point given away for 5 Life Points is a bad trade
    expect(worth).toBeLessThan(0);
    a.ok(on(a, 'choir', 'Ensoul', 'seraph'));
    expect(a.onBoard('choir')).toBe(false);
    expect(a.lp('seraph')).toBe(15);
  });
});

describe('Walk Through The Fire And You Will Not Be Burned (the Burning Saint)', () => {
  it('as the round ends every enemy under a Blast marker on her loses 3 Life Points; friends and the far are spared', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        saint: { gang: 0, profile: SAINT, at: [4, 2] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
        far: { gang: 1, profile: CITIZEN, at: [10, 2] },
      },
    });
    const [pal, foe, far] = [a.lp('pal'), a.lp('foe'), a.lp('far')];
    a.ok(on(a, 'saint', FIRE, 'saint'));
    a.ok(endTurn(a, 'saint'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'pal'));
    expect(a.lp('foe')).toBe(foe);
    a.dice.queue(10, 1);
    a.ok(endTurn(a, 'far'));
    expect([a.lp('pal'), a.lp('foe'), a.lp('far')]).toEqual([pal, foe - 3, far]);
    // it burns for one round only
    a.ok(endTurn(a, 'saint'));
    a.ok(endTurn(a, 'foe'));
    a.ok(endTurn(a, 'pal'));
    a.dice.queue(10, 1);
    a.ok(endTurn(a, 'far'));
    expect(a.lp('foe')).toBe(foe - 3);
  });
});

describe('Relics of Malta (the Reliquary Page)', () => {
  it('once in each of its turns, a friend near the Page re-rolls one missed die', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        page: { gang: 0, profile: PAGE, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1], apMax: 2, stats: { attack: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1], lp: 20 },
      },
    });
    a.ok(endTurn(a, 'page'));
    a.ok(endTurn(a, 'foe'));
    const first = ofType(a.ok(combat(a, 'pal', 'foe'), 5, 2, 2, 9, 2, 2, 2), 'roll').find(
      (r) => r.purpose === 'attack',
    )!;
    expect(first.dice).toEqual([5, 9, 2]);
    expect(first.modifiers).toContain('Relics of Malta: re-roll 1');
    const second = ofType(a.ok(combat(a, 'pal', 'foe'), 5, 2, 2, 2, 2, 2, 10, 1), 'roll').find(
      (r) => r.purpose === 'attack',
    )!;
    expect(second.modifiers).not.toContain('Relics of Malta: re-roll 1');
  });
});
