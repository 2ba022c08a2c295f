/**
 * Unique abilities that change Damage, read at a kill, a death or a turn's end, and against Stun and Poisoned
 * weapons (src/rules/abilities/unique/damage-rules.ts, kill-rewards.ts, deaths-and-turn-ends.ts, common/poison.ts):
 * Stoneskin, Pain Suppression, Corpse, Keeper of the Fire of the Persecution, Killing Blow, Communion for the
 * Sinless, Murderous Patron, Born of Blood, Poison Burst, Infernal Ally, Purifying Ungents, Burn With The Fire of
 * Charity and Thirsty. Forced dice where a roll comes.
 */

import { describe, expect, it } from 'vitest';
import { allSpells } from '../../../src/content/spells.ts';
import { poisonRoll } from '../../../src/rules/abilities/common/poison.ts';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { abilityOf } from '../../../src/rules/character/stats.ts';
import { gainStunned } from '../../../src/rules/character/stunned.ts';
import { oddsOf, planAttack } from '../../../src/rules/combat/attack-plan.ts';
import { SPELL_TOOK_EFFECT } from '../../../src/rules/magic/magic-hooks.ts';
import { damageTakenBy } from '../../../src/rules/rolls/damage.ts';
import { hasTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, ESCORT, endTurn, ofType } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
/** The figures, and a bystander of gang 1 in the far corner (a match needs two gangs; gang 0 acts first). */
const scene = (figures: Record<string, Spec>): Arena =>
  arena({ rows: OPEN, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 1] } } });
/** A target whose dice are known: DEXTERITY 4, PROTECTION 1, no Will Points to spend. */
const plain = { stats: { dex: 4, protection: 1 }, wp: 0 } as const;
const stunned = (a: Arena, who: string) => hasTag(a.m.world, a.eid(who), a.m.world.components.Stunned);
const damageOf = (events: ReturnType<Arena['ok']>) => ofType(events, 'damage').map((d) => d.damage);
/** The Escort's Sword (Damage +1). */
const SWORD = { name: 'Sword', range: 0, evasion: 0, damage: 1, penetration: 0, abilities: [] };
// Many failing dice: the Protection Roll (its pool counts Universal Shielding) saves nothing.
const FAILS = [2, 2, 2, 2, 2, 2, 2, 2];

describe('Damage taken', () => {
  it('Stoneskin: 3 less Damage, never below 1, from any source', () => {
    const a = scene({
      g: { gang: 1, profile: 'the-vatican-gethsemane', at: [0, 0], ...plain },
      e: { gang: 0, profile: ESCORT, at: [1, 0] },
    });
    const g = a.eid('g');
    expect([1, 2, 3, 4, 5, 8].map((d) => damageTakenBy(a.m, g, d, false).damage)).toEqual([1, 1, 1, 1, 2, 5]);
    // The Escort's Sword (+1) with three Aces: 4 Damage, 1 after Stoneskin.
    const events = a.ok(combat(a, 'e', 'g'), 9, 9, 9, ...FAILS);
    expect(damageOf(events)).toEqual([1]);
    expect(
      ofType(events, 'ability').some((e) => e.ability === 'Stoneskin' && e.effect === 'Damage 4 → 1'),
    ).toBe(true);
  });

  it('Stoneskin: against poison two dice, one Ace shrugs it off; no Ace loses the base’s Life Points', () => {
    const a = scene({ g: { gang: 0, profile: 'the-vatican-gethsemane', at: [0, 0] } });
    const before = a.lp('g');
    a.dice.queue(3, 8);
    poisonRoll(a.m, a.eid('g'), 'Poisoned Blade');
    expect(a.lp('g')).toBe(before);
    a.dice.queue(3, 4);
    poisonRoll(a.m, a.eid('g'), 'Poisoned Blade');
    expect(a.lp('g')).toBeLessThan(before);
  });

  it('Pain Suppression: 1 less Damage from Combat actions only, never below 1', () => {
    const a = scene({ b: { gang: 0, profile: 'the-doctors-the-being', at: [0, 0], ...plain } });
    const b = a.eid('b');
    expect([1, 2, 4].map((d) => damageTakenBy(a.m, b, d, true).damage)).toEqual([1, 1, 3]);
    expect(damageTakenBy(a.m, b, 4, false).damage).toBe(4);
  });

  it('Corpse: 4 or more Damage becomes 2 more; 3 stays 3', () => {
    const a = scene({
      h: { gang: 1, profile: 'the-doctors-husk', at: [0, 0], ...plain },
      e: { gang: 0, profile: ESCORT, at: [1, 0] },
    });
    expect([3, 4, 6].map((d) => damageTakenBy(a.m, a.eid('h'), d, true).damage)).toEqual([3, 6, 8]);
    const events = a.ok(combat(a, 'e', 'h'), 9, 9, 9, ...FAILS);
    expect(damageOf(events)).toEqual([6]);
  });

  it('the odds of an attack count the change: Stoneskin lowers the expected loss', () => {
    const a = scene({
      g: { gang: 0, profile: 'the-vatican-gethsemane', at: [0, 0], ...plain },
      c: { gang: 0, profile: CITIZEN, at: [0, 2], ...plain },
      e: { gang: 1, profile: ESCORT, at: [1, 0] },
      f: { gang: 1, profile: ESCORT, at: [1, 2] },
    });
    const sword = planAttack(a.m, a.eid('e'), a.eid('g'), SWORD);
    const same = planAttack(a.m, a.eid('f'), a.eid('c'), SWORD);
    expect(oddsOf(a.m, sword, a.eid('g')).expectedLpLoss).toBeLessThan(
      oddsOf(a.m, same, a.eid('c')).expectedLpLoss,
    );
  });

  it('Keeper of the Fire of the Persecution: friends within 3″ of the Priest deal 1 more Damage, not beyond', () => {
    const near = scene({
      p: { gang: 0, profile: 'the-vatican-silere-priest', at: [0, 1] },
      e: { gang: 0, profile: ESCORT, at: [1, 0] },
      t: { gang: 1, profile: CITIZEN, at: [2, 0], ...plain },
    });
    expect(damageOf(near.ok(combat(near, 'e', 't'), 9, 2, 2, ...FAILS))).toEqual([3]);
    const far = scene({
      p: { gang: 0, profile: 'the-vatican-silere-priest', at: [9, 2] },
      e: { gang: 0, profile: ESCORT, at: [1, 0] },
      t: { gang: 1, profile: CITIZEN, at: [2, 0], ...plain },
    });
    expect(damageOf(far.ok(combat(far, 'e', 't'), 9, 2, 2, ...FAILS))).toEqual([2]);
  });
});

describe('at a kill', () => {
  it('Killing Blow: all its Will Points back after a kill, none for a wound', () => {
    const a = scene({
      v: { gang: 0, profile: 'the-vatican-venator-of-devotion', at: [0, 0], wp: 0, wpStart: 3 },
      foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
    });
    hitTaken(a, 'v', 'foe', { lpLost: 3 });
    expect(a.wp('v')).toBe(0);
    hitTaken(a, 'v', 'foe', { lpLost: 11, killed: true });
    expect(a.wp('v')).toBe(3);
  });

  it('Communion for the Sinless: 2 Will Points for a kill of an enemy with none left, none otherwise', () => {
    const a = scene({
      s: { gang: 0, profile: 'the-vatican-eater-of-sin', at: [0, 0], wp: 0, wpStart: 3 },
      empty: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 0 },
      full: { gang: 1, profile: CITIZEN, at: [0, 1], wp: 2 },
    });
    hitTaken(a, 's', 'full', { lpLost: 11, killed: true });
    expect(a.wp('s')).toBe(0);
    hitTaken(a, 's', 'empty', { lpLost: 11, killed: true });
    expect(a.wp('s')).toBe(2);
  });

  it('Murderous Patron: a friend’s kill the Noble sees gives the killer 1 Will Point; its own kill does not', () => {
    const a = scene({
      noble: { gang: 0, profile: 'patricians-venetian-noble', at: [0, 2], wp: 0, wpStart: 2 },
      killer: { gang: 0, profile: CITIZEN, at: [4, 0], wp: 0, wpStart: 2 },
      foe: { gang: 1, profile: CITIZEN, at: [5, 0] },
      other: { gang: 1, profile: CITIZEN, at: [1, 2] },
    });
    hitTaken(a, 'noble', 'other', { lpLost: 11, killed: true });
    expect(a.wp('noble')).toBe(0);
    hitTaken(a, 'killer', 'foe', { lpLost: 11, killed: true });
    expect(a.wp('killer')).toBe(1);
  });
});

describe('at a death', () => {
  it('Born of Blood: the Angel heals 3 for each character taken out within 3″, friend or foe; none beyond', () => {
    const a = scene({
      angel: { gang: 0, profile: 'the-vatican-angel-of-the-blooded-rose', at: [0, 0], lp: 2 },
      near: { gang: 1, profile: CITIZEN, at: [2, 0] },
      far: { gang: 1, profile: CITIZEN, at: [9, 2] },
    });
    loseLifePoints(a.m, a.eid('far'), 99, 'test');
    expect(a.lp('angel')).toBe(2);
    loseLifePoints(a.m, a.eid('near'), 99, 'test');
    expect(a.lp('angel')).toBe(5);
  });

  it('Poison Burst: each character in base contact with the fallen Basilisk rolls against poison', () => {
    const a = scene({
      basilisk: { gang: 0, profile: 'the-doctors-basilisk', at: [0, 0] },
      touching: { gang: 1, profile: CITIZEN, at: [1, 0] },
      apart: { gang: 1, profile: CITIZEN, at: [4, 0] },
    });
    a.dice.queue(3);
    loseLifePoints(a.m, a.eid('basilisk'), 99, 'test');
    expect(a.lp('touching')).toBe(11 - 3);
    expect(a.lp('apart')).toBe(11);
  });
});

describe('as a turn ends', () => {
  it('Infernal Ally: an enemy ending its turn in base contact with the Theophant loses 1 Life Point', () => {
    const a = scene({
      foe: { gang: 0, profile: CITIZEN, at: [1, 0] },
      apart: { gang: 0, profile: CITIZEN, at: [5, 0] },
      theophant: { gang: 1, profile: 'the-vatican-theophant-of-sinai', at: [0, 0] },
    });
    a.ok({ type: 'activate', actor: a.id('foe') });
    a.ok(endTurn(a, 'foe'));
    expect(a.lp('foe')).toBe(10);
  });
});

describe('Stun and Poisoned weapons', () => {
  it('Purifying Ungents: a friend within 6″ of the Plague Doctor is not Stunned by a Stun weapon; beyond, it is', () => {
    const a = scene({
      eater: { gang: 0, profile: 'the-vatican-eater-of-sin', at: [1, 0] },
      doc: { gang: 1, profile: 'the-doctors-plague-doctor', at: [0, 2] },
      near: { gang: 1, profile: CITIZEN, at: [0, 0], ...plain },
    });
    a.ok(combat(a, 'eater', 'near'), 9, 9, 2, ...FAILS);
    expect(stunned(a, 'near')).toBe(false);
    const b = scene({
      eater: { gang: 0, profile: 'the-vatican-eater-of-sin', at: [1, 0] },
      doc: { gang: 1, profile: 'the-doctors-plague-doctor', at: [9, 2] },
      near: { gang: 1, profile: CITIZEN, at: [0, 0], ...plain },
    });
    b.ok(combat(b, 'eater', 'near'), 9, 9, 2, ...FAILS);
    expect(stunned(b, 'near')).toBe(true);
  });

  it('Purifying Ungents: as a friend’s turn ends, friends within 6″ of the Doctor lose their Stunned counters', () => {
    const a = scene({
      doc: { gang: 0, profile: 'the-doctors-plague-doctor', at: [0, 0] },
      dazed: { gang: 0, profile: CITIZEN, at: [3, 0] },
      far: { gang: 0, profile: CITIZEN, at: [9, 2] },
      foe: { gang: 1, profile: CITIZEN, at: [9, 0] },
    });
    gainStunned(a.m, a.eid('dazed'));
    gainStunned(a.m, a.eid('far'));
    a.ok({ type: 'activate', actor: a.id('doc') });
    a.ok(endTurn(a, 'doc'));
    expect([stunned(a, 'dazed'), stunned(a, 'far')]).toEqual([false, true]);
  });

  it('Burn With The Fire of Charity: no poison roll within 6″ of the Seraphim, and no Full Plate there', () => {
    const a = scene({
      seraphim: { gang: 0, profile: 'the-vatican-divine-seraphim', at: [0, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [2, 0] },
      guard: { gang: 0, profile: 'the-vatican-avignon-guard', at: [0, 2] },
      away: { gang: 0, profile: 'the-vatican-avignon-guard', at: [9, 2] },
    });
    a.dice.queue(3);
    poisonRoll(a.m, a.eid('friend'), 'Poisoned Blade');
    expect(a.lp('friend')).toBe(11);
    expect(a.dice.remaining()).toBe(1);
    expect(abilityOf(a.m, a.eid('guard'), 'Full Plate').has).toBe(false);
    expect(abilityOf(a.m, a.eid('away'), 'Full Plate').has).toBe(true);
  });
});

describe('Thirsty (the Starspawn)', () => {
  it('regains 1 Will Point whenever any character’s spell takes effect, never above its start', () => {
    const a = scene({
      star: { gang: 0, profile: 'gifted-starspawn', at: [0, 0], wp: 0, wpStart: 1 },
      foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
    });
    for (const f of a.m.book.all(SPELL_TOOK_EFFECT)) f(a.m, a.eid('foe'), allSpells()[0]!);
    expect(a.wp('star')).toBe(1);
    for (const f of a.m.book.all(SPELL_TOOK_EFFECT)) f(a.m, a.eid('foe'), allSpells()[0]!);
    expect(a.wp('star')).toBe(1);
  });
});
