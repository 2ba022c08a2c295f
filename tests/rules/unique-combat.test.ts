/**
 * Unique abilities of The Guild and Rashaar that change fights (src/rules/abilities/unique/unique-combat.ts,
 * src/rules/abilities/unique/unique-combat-actions.ts, src/rules/abilities/guild/levatevi.ts), with forced dice: Prey Upon, Uncoordinated Assault,
 * Levatevi di Mezzo, Imbecilli!, Brawling Tentacles, Writhe Inside, Bait, Do As I Say, Not As I Do.
 */
import { describe, expect, it } from 'vitest';
import { areaCandidates } from '../../src/ai/area-candidates.ts';
import { bestPlainAttackNow } from '../../src/ai/attack-candidates.ts';
import { answerChoice } from '../../src/ai/choices.ts';
import { isMindless } from '../../src/rules/abilities/unique/unique-combat.ts';
import { grantStateOf } from '../../src/rules/character/grants.ts';
import { loseLifePoints } from '../../src/rules/character/life-points.ts';
import { combatProblem, oddsOf, planAttack, weaponOf } from '../../src/rules/combat/combat.ts';
import type { ChoiceDecision, Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { memoryOf } from '../../src/rules/state/ability-memory.ts';
import { inContact } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, moveTo, ofType, refused } from './helpers/arena.ts';

const MATRON = 'the-guild-blood-matron';
const KING = 'the-guild-king-for-a-day';
const CHARIOT = 'the-guild-ostrich-chariot';
const BRUTE = 'the-guild-brute';
const FLAME = 'rashaar-the-flame-that-burns-underwater';
const KRAKEN = 'rashaar-infant-kraken';
const CRYBABY = 'rashaar-crybaby';

const OPEN = ['..............', '..............', '..............'];

const choose = (a: Arena, option: string): Command => {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error('no choice pending');
  return { type: 'decide', decision: 'choose', character: d.character, option };
};
const pendingChoice = (a: Arena): ChoiceDecision => {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error('no choice pending');
  return d;
};
const stunned = (a: Arena, name: string) => hasTag(a.m.world, a.eid(name), a.m.world.components.Stunned);
const plan = (a: Arena, by: string, on: string, weapon: string) =>
  planAttack(a.m, a.eid(by), a.eid(on), weaponOf(a.m, a.eid(by), weapon)!);

describe('Prey Upon (Blood Matron)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      askPrey: true,
      figures: {
        matron: { gang: 0, profile: MATRON, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
        king: { gang: 1, profile: KING, at: [1, 2] },
      },
    });

  it('her gang names the Prey as the first round starts, the most valuable enemy first; the AI names the Leader', () => {
    const a = scene();
    const d = pendingChoice(a);
    expect(d.purpose).toBe('prey-upon');
    expect(d.options.map((o) => o.id)).toEqual([a.id('king'), a.id('foe'), 'none']);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('king') });
    const events = a.ok(choose(a, a.id('foe')));
    expect(ofType(events, 'ability')[0]).toMatchObject({ ability: 'Prey Upon' });
    expect(memoryOf(a.m).prey.get(a.eid('matron'))).toBe(a.eid('foe'));
    expect(a.m.pending).toBeNull();
  });

  it('against her Prey a Destiny Dice of 9 with another Ace is a Critical; an 8 is not', () => {
    const a = scene();
    a.ok(choose(a, a.id('foe')));
    expect(plan(a, 'matron', 'foe', 'Pithing Needle').attack.pool).toBe(3);
    // ATTACK 3 against DEXTERITY 4 + Evasion 1: 9, 9 Aces; Protection 3 − 1 = 2 dice miss; 2 Damage + 1 (Critical)
    const events = a.ok(combat(a, 'matron', 'foe'), 9, 9, 2, 2, 2);
    expect(ofType(events, 'ability').map((e) => e.ability)).toContain('Prey Upon');
    expect(a.lp('foe')).toBe(11 - 3);
    // the Critical with the Pithing Needle brings Go For The Eyes
    expect(memoryOf(a.m).stunnedForGame.has(a.eid('foe'))).toBe(true);
    const b = scene();
    b.ok(choose(b, b.id('foe')));
    const plain = b.ok(combat(b, 'matron', 'foe'), 8, 9, 2, 2, 2);
    expect(ofType(plain, 'ability').map((e) => e.ability)).not.toContain('Prey Upon');
    expect(b.lp('foe')).toBe(11 - 2);
  });

  it('needs another Ace, and works only on her Prey', () => {
    const a = scene();
    a.ok(choose(a, a.id('foe')));
    a.ok(combat(a, 'matron', 'foe'), 9, 2, 2, 2, 2);
    expect(a.lp('foe')).toBe(11 - 1);
    const b = scene();
    b.ok(choose(b, b.id('foe')));
    // the King is no Prey: DEXTERITY 4 + 1 = 5; Protection 2 − 1 = 1 die
    const events = b.ok(combat(b, 'matron', 'king'), 9, 9, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('success');
    expect(b.lp('king')).toBe(12 - 2);
  });

  it('the exact odds count the 9 as a Critical face against the Prey only', () => {
    const a = scene();
    a.ok(choose(a, a.id('foe')));
    const onPrey = plan(a, 'matron', 'foe', 'Pithing Needle');
    const onKing = plan(a, 'matron', 'king', 'Pithing Needle');
    expect(onPrey.criticalFrom).toBe(9);
    expect(onKing.criticalFrom).toBe(10);
    // 3 dice, Aces on 5+ (p = 0.6): another Ace among two dice 0.84; Destiny Dice 10 (or 9 on the Prey)
    const prey = oddsOf(a.m, onPrey, a.eid('foe')).chances;
    const king = oddsOf(a.m, onKing, a.eid('king')).chances;
    expect(prey.critical).toBeCloseTo(0.2 * 0.84, 10);
    expect(king.critical).toBeCloseTo(0.1 * 0.84, 10);
    const total = prey.success + prey.fail + prey.critical + prey.fumble;
    expect(total).toBeCloseTo(1, 10);
    expect(prey.fumble).toBeCloseTo(king.fumble, 10);
  });

  it('without a Prey named (the arena answers none), a 9 is a plain Success', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        matron: { gang: 0, profile: MATRON, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    expect(memoryOf(a.m).prey.size).toBe(0);
    a.ok(combat(a, 'matron', 'foe'), 9, 9, 2, 2, 2);
    expect(a.lp('foe')).toBe(11 - 2);
  });
});

describe('Uncoordinated Assault (Ostrich Chariot?!)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        chariot: { gang: 0, profile: CHARIOT, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });

  it('after a Combat action, a free Attack of Opportunity with another weapon (0 AP), never a third', () => {
    const a = scene();
    expect(inContact(a.m, a.eid('chariot'), a.eid('foe'))).toBe(true);
    // the Club misses (ATTACK 4 against DEXTERITY 4)
    a.ok(combat(a, 'chariot', 'foe', 'Club'), 2, 2, 2, 2);
    const d = pendingChoice(a);
    expect(d.purpose).toBe('uncoordinated-assault');
    const ids = d.options.map((o) => o.id);
    expect(ids).toContain(`${a.id('foe')}|Bird Kick`);
    expect(ids.some((id) => id.endsWith('|Club'))).toBe(false);
    expect(ids[ids.length - 1]).toBe('none');
    expect(answerChoice(a.m, d).command).toMatchObject({ option: `${a.id('foe')}|Bird Kick` });
    // Bird Kick: 2 Aces + Damage 2 = 4; Protection 3 dice miss
    const events = a.ok(choose(a, `${a.id('foe')}|Bird Kick`), 9, 9, 2, 2, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({ reason: 'Uncoordinated Assault' });
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'combat', ap: 0 });
    expect(a.lp('foe')).toBe(11 - 4);
    expect(a.ap('chariot')).toBe(1);
    expect(a.m.pending).toBeNull();
    expect(a.dice.remaining()).toBe(0);
  });

  it('a Fumble of the free attack gives the enemy no Attack of Opportunity; none declines it', () => {
    const a = scene();
    a.ok(combat(a, 'chariot', 'foe', 'Club'), 2, 2, 2, 2);
    const events = a.ok(choose(a, `${a.id('foe')}|Bird Kick`), 1, 2, 2, 2);
    expect(a.lp('chariot')).toBe(30 - 1);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(1);
    expect(a.m.pending).toBeNull();
    expect(a.dice.remaining()).toBe(0);
    const b = scene();
    b.ok(combat(b, 'chariot', 'foe', 'Club'), 2, 2, 2, 2);
    const none = b.ok(choose(b, 'none'));
    expect(ofType(none, 'roll')).toHaveLength(0);
    expect(b.lp('foe')).toBe(11);
  });

  it('follows a charge too; the free attack is no charge (no First Strike)', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        chariot: { gang: 0, profile: CHARIOT, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    // the charge strikes with ATTACK 4 + First Strike 2 = 6 dice, and misses
    const charge = a.ok(moveTo(a, 'chariot', 4, 1), 2, 2, 2, 2, 2, 2);
    expect(ofType(charge, 'roll')[0]!.dice).toHaveLength(6);
    const used = ofType(charge, 'roll')[0]!.modifiers.find((x) => x === 'Club' || x === 'Bird Kick')!;
    const other = used === 'Club' ? 'Bird Kick' : 'Club';
    expect(pendingChoice(a).options.map((o) => o.id)).not.toContain(`${a.id('foe')}|${used}`);
    const free = a.ok(choose(a, `${a.id('foe')}|${other}`), 2, 2, 2, 2);
    expect(ofType(free, 'roll')[0]!.dice).toHaveLength(4);
    expect(a.dice.remaining()).toBe(0);
  });

  it('a character without it makes no free attack', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        brute: { gang: 0, profile: BRUTE, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    a.ok(combat(a, 'brute', 'foe'), 2, 2, 2, 2);
    expect(a.m.pending).toBeNull();
  });
});

describe('Levatevi di Mezzo, Imbecilli! (Ostrich Chariot?!)', () => {
  const scene = (friendAt: [number, number] = [3, 1], foeAt: [number, number] = [5, 1]) =>
    arena({
      rows: OPEN,
      figures: {
        chariot: { gang: 0, profile: CHARIOT, at: [1, 1] },
        friend: { gang: 0, profile: CITIZEN, at: friendAt },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
      },
    });

  it('passes over friend and foe; each Ace of the DEXTERITY roll costs each of them 1 Life Point', () => {
    const a = scene();
    const events = a.ok(moveTo(a, 'chariot', 8, 1), 8, 8, 2);
    expect(a.at('chariot')).toEqual([8.5, 1.5, 0]);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'levatevi', aces: 2 });
    expect(a.lp('friend')).toBe(11 - 2);
    expect(a.lp('foe')).toBe(11 - 2);
    expect(stunned(a, 'chariot')).toBe(false);
  });

  it('a Fumble Stuns the Chariot and hurts nobody; it may never end on a figure', () => {
    const a = scene();
    refused(a, moveTo(a, 'chariot', 5, 1), /out of reach/);
    a.ok(moveTo(a, 'chariot', 8, 1), 1, 2, 2);
    expect(stunned(a, 'chariot')).toBe(true);
    expect(a.lp('friend')).toBe(11);
    expect(a.lp('foe')).toBe(11);
  });

  it('passing nobody rolls nothing, and leaving base contact needs no disengage', () => {
    // the foe touches the Chariot's back; the friend stands aside
    const a = scene([12, 0], [0, 1]);
    expect(inContact(a.m, a.eid('chariot'), a.eid('foe'))).toBe(true);
    const events = a.ok(moveTo(a, 'chariot', 8, 1));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(0);
    expect(a.at('chariot')).toEqual([8.5, 1.5, 0]);
  });
});

describe('Brawling Tentacles (The Flame That Burns Underwater)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        flame: { gang: 0, profile: FLAME, at: [3, 1] },
        friend: { gang: 0, profile: CITIZEN, at: [2, 1], stats: { dex: 6 } },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
        nimble: { gang: 1, profile: CITIZEN, at: [3, 0], stats: { dex: 9 } },
        far: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });

  it('one Attack Roll read against every character in base contact, friend or foe', () => {
    const a = scene();
    for (const n of ['friend', 'foe', 'nimble']) expect(inContact(a.m, a.eid('flame'), a.eid(n))).toBe(true);
    // ATTACK 4: 9, 6, 5, 2. The foe (5+) has 3 Aces, the friend (7+) 1, the nimble foe (10+) none.
    const events = a.ok(combat(a, 'flame', 'foe', 'Brawling Tentacles'), 9, 6, 5, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'roll').filter((r) => r.purpose === 'attack')).toHaveLength(1);
    const readings = ofType(events, 'area-reading');
    expect(readings.map((r) => [r.character, r.aces, r.result])).toEqual([
      [a.id('foe'), 3, 'success'],
      [a.id('friend'), 1, 'success'],
      [a.id('nimble'), 0, 'fail'],
    ]);
    expect(a.lp('foe')).toBe(11 - 3);
    expect(a.lp('friend')).toBe(11 - 1);
    expect(a.lp('nimble')).toBe(11);
    expect(a.lp('far')).toBe(11);
    expect(stunned(a, 'foe')).toBe(true);
    expect(stunned(a, 'friend')).toBe(true);
    expect(a.dice.remaining()).toBe(0);
  });

  it('the AI weighs it as an area attack, the friend in base contact counting against it', () => {
    const a = scene();
    const sweeps = areaCandidates(a.m, a.eid('flame')).filter(
      (c) => c.command.type === 'combat' && c.command.weapon === 'Brawling Tentacles',
    );
    expect(sweeps.map((c) => c.command.type === 'combat' && c.command.target)).toEqual([
      a.id('foe'),
      a.id('nimble'),
    ]);
    expect(sweeps[0]!.why).toContain('1 friend');
    expect(bestPlainAttackNow(a.m, a.eid('flame'), a.eid('foe')).weapon).not.toBe('Brawling Tentacles');
  });

  it('its other weapon strikes the target alone', () => {
    const a = scene();
    // Ornate Trident: ATTACK 4 against 4; 2 Aces + Damage 1; Protection 3 dice
    const events = a.ok(combat(a, 'flame', 'foe', 'Ornate Trident'), 9, 9, 2, 2, 2, 2, 2);
    expect(ofType(events, 'area-reading')).toHaveLength(0);
    expect(a.lp('foe')).toBe(11 - 3);
    expect(a.lp('friend')).toBe(11);
  });
});

describe('Writhe Inside (Infant Kraken)', () => {
  const scene = (profile = CITIZEN) =>
    arena({
      rows: OPEN,
      figures: {
        kraken: { gang: 0, profile: KRAKEN, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [12, 2] },
        foe: { gang: 1, profile, at: [2, 1] },
      },
    });
  // Primitive passes (8); ATTACK 2: two Aces on 4+; Protection 3 + 1 = 4 dice
  const hit = [8, 9, 9];

  it('after it costs an enemy Life Points it may lodge inside: removed, the enemy Stunned for the game', () => {
    const a = scene();
    a.ok(combat(a, 'kraken', 'foe'), ...hit, 2, 2, 2, 2);
    expect(a.lp('foe')).toBe(11 - 2);
    const d = pendingChoice(a);
    expect(d.purpose).toBe('writhe-inside');
    expect(d.options.map((o) => o.id)).toEqual(['stay', 'lodge']);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'lodge' });
    const events = a.ok(choose(a, 'lodge'));
    expect(ofType(events, 'casualty')[0]).toMatchObject({ character: a.id('kraken') });
    expect(a.onBoard('kraken')).toBe(false);
    expect(stunned(a, 'foe')).toBe(true);
    // a Stunned counter from an enemy's turn would go as the foe's next turn ends: this one stays
    a.ok(endTurn(a, 'foe'));
    expect(stunned(a, 'foe')).toBe(true);
  });

  it('no Life Point lost, no choice; staying changes nothing; never offered against Thick Skull', () => {
    const a = scene();
    a.ok(combat(a, 'kraken', 'foe'), ...hit, 9, 9, 2, 2);
    expect(a.lp('foe')).toBe(11);
    expect(a.m.pending).toBeNull();
    const b = scene();
    b.ok(combat(b, 'kraken', 'foe'), ...hit, 2, 2, 2, 2);
    b.ok(choose(b, 'stay'));
    expect(b.onBoard('kraken')).toBe(true);
    expect(stunned(b, 'foe')).toBe(false);
    // the Brute (DEXTERITY 4, PROTECTION 2 + 1 = 3 dice) can never be Stunned
    const c = scene(BRUTE);
    c.ok(combat(c, 'kraken', 'foe'), ...hit, 2, 2, 2);
    expect(c.lp('foe')).toBe(14 - 2);
    expect(c.m.pending).toBeNull();
  });

  it('the AI stays when the enemy is already Stunned for the game', () => {
    const a = scene();
    memoryOf(a.m).stunnedForGame.add(a.eid('foe'));
    a.ok(combat(a, 'kraken', 'foe'), ...hit, 2, 2, 2, 2);
    expect(answerChoice(a.m, pendingChoice(a)).command).toMatchObject({ option: 'stay' });
  });
});

describe('Bait (Crybaby) and Do As I Say, Not As I Do (King For a Day)', () => {
  it('friends may attack a Crybaby; one that kills it loses Mindless for the game', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        bait: { gang: 0, profile: CRYBABY, at: [1, 1], lp: 1 },
        hungry: { gang: 0, profile: CRYBABY, at: [2, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [1, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 1] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('pal') });
    expect(legalCommands(a.m)).toContainEqual(combat(a, 'pal', 'bait'));
    a.ok(endTurn(a, 'pal'));
    a.ok(endTurn(a, 'foe'));
    a.ok({ type: 'activate', actor: a.id('hungry') });
    expect(legalCommands(a.m)).toContainEqual(combat(a, 'hungry', 'bait'));
    const fist = weaponOf(a.m, a.eid('bait'), 'Unarmed');
    expect(combatProblem(a.m, a.eid('bait'), a.eid('pal'), fist)).toMatch(/not an enemy/);
    expect(isMindless(a.m, a.eid('hungry'))).toBe(true);
    // ATTACK 2 against DEXTERITY 4: two Aces; PROTECTION 0 + Penetration 1: one die
    const events = a.ok(combat(a, 'hungry', 'bait'), 9, 9, 2);
    expect(a.onBoard('bait')).toBe(false);
    expect(ofType(events, 'ability').find((e) => e.ability === 'Bait')).toBeDefined();
    expect(isMindless(a.m, a.eid('hungry'))).toBe(false);
    expect(grantStateOf(a.m).grants).toContainEqual(
      expect.objectContaining({ holder: a.eid('hungry'), source: 'Bait', loses: ['Mindless'] }),
    );
  });

  it('an enemy that kills a Crybaby stays Mindless', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        brute: { gang: 0, profile: BRUTE, at: [1, 1] },
        bait: { gang: 1, profile: CRYBABY, at: [2, 1], lp: 1 },
      },
    });
    // Big Club: ATTACK 4 against 4; 2 Aces + Damage 1; PROTECTION 0: no Protection Roll
    a.ok(combat(a, 'brute', 'bait'), 9, 9, 2, 2);
    expect(a.onBoard('bait')).toBe(false);
    expect(isMindless(a.m, a.eid('brute'))).toBe(true);
  });

  it('other friendly End of Days characters are not Mindless, even once the King is gone', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        king: { gang: 0, profile: KING, at: [1, 1] },
        brute: { gang: 0, profile: BRUTE, at: [3, 1] },
        matron: { gang: 0, profile: MATRON, at: [5, 1] },
        enemy: { gang: 1, profile: BRUTE, at: [12, 1] },
      },
    });
    expect(isMindless(a.m, a.eid('king'))).toBe(true);
    expect(isMindless(a.m, a.eid('brute'))).toBe(false);
    // not End of Days, or not of the King's gang: still Mindless
    expect(isMindless(a.m, a.eid('matron'))).toBe(true);
    expect(isMindless(a.m, a.eid('enemy'))).toBe(true);
    loseLifePoints(a.m, a.eid('king'), 12, 'test');
    expect(a.onBoard('king')).toBe(false);
    expect(isMindless(a.m, a.eid('brute'))).toBe(false);
  });
});
