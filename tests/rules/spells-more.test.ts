/**
 * More spells the engine plays (rulebook "Magic"; src/rules/magic/spells/fate.ts, markers.ts, moves.ts, round-markers.ts),
 * cast by the Guild Witch (Mage (2), MIND 5; helpers/spell-caster.ts) with forced dice: `9 2 2 2 2` is a Success with
 * one Ace for every Difficulty up to 9.
 */
import { describe, expect, it } from 'vitest';
import { spendReload } from '../../src/rules/abilities/common/reload.ts';
import { grantStateOf } from '../../src/rules/character/grants.ts';
import { turnStartAbilities, weaponUseProblem } from '../../src/rules/character/hooks.ts';
import { statOf } from '../../src/rules/character/stats.ts';
import { weaponsOf } from '../../src/rules/combat/combat.ts';
import { statSplits } from '../../src/rules/magic/spells/fate.ts';
import { spellMarkers } from '../../src/rules/magic/spells/round-markers.ts';
import { destinyRerollHeld, ownPool } from '../../src/rules/rolls/reroll-pools.ts';
import { inContact, sightBetween } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, ofType, RECRUITER } from './helpers/arena.ts';
import {
  cast,
  caster,
  choose,
  enemy,
  friend,
  pendingOptions,
  SUCCESS,
  setWp,
  teach,
  toRound,
  WITCH,
} from './helpers/spell-caster.ts';

const stat = (a: Arena, who: string, s: 'attack' | 'dex' | 'mind') => statOf(a.m, a.eid(who), s);

describe('Blessing of the Sky and Curse of the Rent', () => {
  it('lists every split of X points, all on the stat the target uses most first', () => {
    expect(statSplits(2, 'attack')).toEqual([
      'attack:2',
      'attack:1,dex:1',
      'attack:1,mind:1',
      'dex:2',
      'dex:1,mind:1',
      'mind:2',
    ]);
    expect(statSplits(1, 'mind')[0]).toBe('mind:1');
  });

  it('Blessing: the caster’s side shares X points among ATTACK, DEXTERITY and MIND of a friend', () => {
    const a = caster(['blessing-of-the-sky'], { f: friend([3, 1]), e: enemy([9, 3]) });
    const mind = stat(a, 'f', 'mind');
    a.ok(cast(a, 'blessing-of-the-sky', ['f']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option', gang: 'red' });
    expect(pendingOptions(a)[0]).toBe('attack:2');
    a.ok(choose(a, 'attack:1,dex:1'));
    expect(stat(a, 'f', 'attack')).toBe(4);
    expect(stat(a, 'f', 'dex')).toBe(5);
    expect(stat(a, 'f', 'mind')).toBe(mind);
  });

  it('one Blessing at a time: a second one replaces the first', () => {
    const a = caster(['blessing-of-the-sky'], {
      mage2: { gang: 0, profile: WITCH, at: [2, 2], wp: 1 },
      f: friend([3, 1]),
      e: enemy([9, 3]),
    });
    teach(a, 'mage2', ['blessing-of-the-sky']);
    a.ok(cast(a, 'blessing-of-the-sky', ['f']), ...SUCCESS);
    a.ok(choose(a, 'attack:2'));
    expect(stat(a, 'f', 'attack')).toBe(5);
    a.ok({ type: 'end-turn', actor: a.id('mage') });
    a.ok({ type: 'activate', actor: a.id('e') });
    a.ok({ type: 'end-turn', actor: a.id('e') });
    a.ok(cast(a, 'blessing-of-the-sky', ['f'], 'mage2'), ...SUCCESS);
    a.ok(choose(a, 'dex:2', 'mage2'));
    expect(stat(a, 'f', 'attack')).toBe(3);
    expect(stat(a, 'f', 'dex')).toBe(6);
    expect(grantStateOf(a.m).grants.filter((g) => g.holder === a.eid('f'))).toHaveLength(1);
  });

  it('Curse: an enemy loses X points; the engine’s pick (listed first) takes them from ATTACK', () => {
    const a = caster(['curse-of-the-rent'], { e: enemy([3, 1]) });
    const mind = stat(a, 'e', 'mind');
    a.ok(cast(a, 'curse-of-the-rent', ['e']), ...SUCCESS);
    expect(pendingOptions(a)[0]).toBe('attack:2');
    a.ok(choose(a, 'attack:1,mind:1'));
    expect(stat(a, 'e', 'attack')).toBe(2);
    expect(stat(a, 'e', 'mind')).toBe(Math.max(1, mind - 1));
  });

  it('the Curse on a Mage: MIND first', () => {
    const a = caster(['curse-of-the-rent'], { e: { gang: 1, profile: WITCH, at: [3, 1] } });
    a.ok(cast(a, 'curse-of-the-rent', ['e']), ...SUCCESS);
    expect(pendingOptions(a)[0]).toBe('mind:2');
    a.ok(choose(a, 'mind:2'));
    expect(stat(a, 'e', 'mind')).toBe(3);
  });
});

describe("Marksman's Fortune", () => {
  it('an enemy’s Reload (X) weapons lose 1 from X until the round ends (the engine’s pick for an enemy)', () => {
    const a = caster(['marksmans-fortune'], { e: enemy([9, 1], { profile: RECRUITER }) });
    a.ok(cast(a, 'marksmans-fortune', ['e']), ...SUCCESS);
    expect(pendingOptions(a)).toEqual(['down', 'up']);
    const events = a.ok(choose(a, 'down'));
    expect(ofType(events, 'ability')[0]?.effect).toMatch(/lowered by 1/);
    const bow = weaponsOf(a.m, a.eid('e')).find((w) => w.name === 'Handbow')!;
    expect(weaponUseProblem(a.m, a.eid('e'), bow)).toBeNull();
    spendReload(a.m, a.eid('e'), bow);
    expect(weaponUseProblem(a.m, a.eid('e'), bow)).toMatch(/Reload \(1\)/);
  });

  it('a friend’s go up by 1 when the caster picks it; a character without a Reload weapon cannot be aimed at', () => {
    const a = caster(['marksmans-fortune'], { f: friend([5, 1], { profile: RECRUITER }), e: enemy([9, 1]) });
    expect(a.submit(cast(a, 'marksmans-fortune', ['e'])).ok).toBe(false);
    a.ok(cast(a, 'marksmans-fortune', ['f']), ...SUCCESS);
    expect(pendingOptions(a)[0]).toBe('up');
    a.ok(choose(a, 'up'));
    const bow = weaponsOf(a.m, a.eid('f')).find((w) => w.name === 'Handbow')!;
    spendReload(a.m, a.eid('f'), bow);
    spendReload(a.m, a.eid('f'), bow);
    expect(weaponUseProblem(a.m, a.eid('f'), bow)).toBeNull();
    spendReload(a.m, a.eid('f'), bow);
    expect(weaponUseProblem(a.m, a.eid('f'), bow)).toMatch(/Reload \(3\)/);
  });
});

describe("Fate's Bounty", () => {
  it('the caster gains the Aces plus X re-rolls, spent on its own missed dice of a roll without an Ace', () => {
    const a = caster(['fates-bounty', 'blessing-of-the-sky'], { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'fates-bounty'), ...SUCCESS);
    expect(ownPool(a.m, a.eid('mage'))).toBe(3);
    setWp(a, 'mage', 1);
    // five misses against 7; three re-rolled: two Aces
    const events = a.ok(cast(a, 'blessing-of-the-sky', ['f']), 2, 2, 2, 2, 2, 9, 9, 2);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.modifiers).toContain("Fate's Bounty: re-roll 3 (0 left)");
    expect(roll.result).toBe('success');
    expect(ownPool(a.m, a.eid('mage'))).toBe(0);
  });

  it('a Basic Roll that has an Ace keeps the pool; the pool ends when the caster’s next turn begins', () => {
    const a = caster(['fates-bounty', 'blessing-of-the-sky'], { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'fates-bounty'), 9, 9, 2, 2, 2);
    expect(ownPool(a.m, a.eid('mage'))).toBe(4);
    setWp(a, 'mage', 1);
    a.ok(cast(a, 'blessing-of-the-sky', ['f']), ...SUCCESS);
    expect(ownPool(a.m, a.eid('mage'))).toBe(4);
    turnStartAbilities(a.m, a.eid('mage'));
    expect(ownPool(a.m, a.eid('mage'))).toBe(0);
  });
});

describe('Cantrip of the Stars', () => {
  it('the first Fumble of the caster’s gang has its Destiny Dice re-rolled, once', () => {
    const a = caster(['cantrip-of-the-stars', 'blessing-of-the-sky'], {
      f: friend([3, 1]),
      e: enemy([9, 3]),
    });
    a.ok(cast(a, 'cantrip-of-the-stars'), ...SUCCESS);
    expect(destinyRerollHeld(a.m, a.eid('mage'))).toBe(true);
    setWp(a, 'mage', 1);
    const events = a.ok(cast(a, 'blessing-of-the-sky', ['f']), 1, 2, 2, 2, 2, 9);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.modifiers).toContain('Cantrip of the Stars: Destiny Dice re-rolled');
    expect(roll.dice[0]).toBe(9);
    expect(roll.result).toBe('success');
    expect(destinyRerollHeld(a.m, a.eid('mage'))).toBe(false);
  });

  it('serves any friend of the caster: another Mage’s Fumble later in the round', () => {
    const a = caster(['cantrip-of-the-stars', 'blessing-of-the-sky'], {
      mage2: { gang: 0, profile: WITCH, at: [2, 2], wp: 1 },
      f: friend([3, 1]),
      e: enemy([9, 3]),
    });
    teach(a, 'mage2', ['blessing-of-the-sky']);
    a.ok(cast(a, 'cantrip-of-the-stars'), ...SUCCESS);
    a.ok({ type: 'end-turn', actor: a.id('mage') });
    a.ok({ type: 'activate', actor: a.id('e') });
    a.ok({ type: 'end-turn', actor: a.id('e') });
    const events = a.ok(cast(a, 'blessing-of-the-sky', ['f'], 'mage2'), 1, 2, 2, 2, 2, 2);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.modifiers).toContain('Cantrip of the Stars: Destiny Dice re-rolled');
    expect(roll.result).toBe('fail');
    expect(destinyRerollHeld(a.m, a.eid('mage'))).toBe(false);
  });

  it('ends unspent when the caster’s next turn begins', () => {
    const a = caster(['cantrip-of-the-stars'], { e: enemy([9, 3]) });
    a.ok(cast(a, 'cantrip-of-the-stars'), ...SUCCESS);
    turnStartAbilities(a.m, a.eid('mage'));
    expect(destinyRerollHeld(a.m, a.eid('mage'))).toBe(false);
  });
});

describe('Summon Vermin', () => {
  it('the enemy under the Blast takes the Aces plus X Damage, everyone else under it X − 1', () => {
    const a = caster(['summon-vermin'], {
      f: friend([5, 2]),
      e: enemy([5, 1]),
      by: enemy([6, 1]),
      far: enemy([10, 3]),
    });
    // one Ace: 3 Damage to the enemy, 1 to each other; every Protection Roll (3 dice) misses
    const events = a.ok(cast(a, 'summon-vermin', ['e']), ...SUCCESS, ...Array(9).fill(2));
    expect(ofType(events, 'area')[0]).toMatchObject({
      weapon: 'Summon Vermin',
      hit: [a.id('e'), a.id('f'), a.id('by')],
    });
    expect(a.lp('e')).toBe(8);
    expect(a.lp('by')).toBe(10);
    expect(a.lp('f')).toBe(10);
    expect(a.lp('far')).toBe(11);
  });
});

describe("Kraken's Breath", () => {
  it('everyone the teardrop from the caster touches, friend or foe, takes X + 2 Damage at Penetration −X', () => {
    const a = caster(['krakens-breath'], {
      f: friend([6, 1]),
      e: enemy([4, 1]),
      side: enemy([4, 3]),
      far: enemy([12, 1]),
    });
    expect(a.submit(cast(a, 'krakens-breath', ['far'])).ok).toBe(false);
    const mageLp = a.lp('mage');
    // 4 Damage; PROTECTION 3 − 2: one die each, a miss
    const events = a.ok(cast(a, 'krakens-breath', ['e']), ...SUCCESS, 2, 2);
    expect(ofType(events, 'area')[0]).toMatchObject({ hit: [a.id('e'), a.id('f')] });
    expect(a.lp('e')).toBe(7);
    expect(a.lp('f')).toBe(7);
    expect(a.lp('side')).toBe(11);
    expect(a.lp('far')).toBe(11);
    expect(a.lp('mage')).toBe(mageLp);
  });
});

describe('Gateway', () => {
  it('a character within 1″ is set down on Solid Ground within 8″, out of base contact, with no Attack of Opportunity', () => {
    const a = caster(['gateway'], { f: friend([12, 1]), e: enemy([2, 1]), far: enemy([5, 3]) });
    expect(a.submit(cast(a, 'gateway', ['far'])).ok).toBe(false);
    a.ok(cast(a, 'gateway', ['e']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option', gang: 'red' });
    const options = a.m.pending?.type === 'choose' ? a.m.pending.options : [];
    expect(options.length).toBeGreaterThan(1);
    for (const o of options) expect(o.id).toMatch(/^\d+,\d+,\d+$/);
    // the engine's pick for an enemy: as far from the caster's gang (the Witch, f) as the offered spots go
    const fromRed = (p: readonly number[]) =>
      Math.min(...['mage', 'f'].map((w) => Math.hypot(p[0]! - a.at(w)[0], p[1]! - a.at(w)[1])));
    for (const o of options) expect(fromRed(options[0]!.at!)).toBeGreaterThanOrEqual(fromRed(o.at!));
    const first = options[0]!;
    const events = a.ok(choose(a, first.id));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(ofType(events, 'move')[0]).toMatchObject({ character: a.id('e') });
    const [x, y] = a.at('e');
    expect([x, y]).toEqual([first.at![0], first.at![1]]);
    expect(Math.hypot(x - 1.5, y - 1.5)).toBeLessThanOrEqual(8 + 2 * 0.6);
    for (const w of ['mage', 'f', 'far']) expect(inContact(a.m, a.eid('e'), a.eid(w))).toBe(false);
  });

  it('a friend may be sent toward any point the caster’s side names', () => {
    const a = caster(['gateway'], { f: friend([2, 1]), e: enemy([12, 1]) });
    a.ok(cast(a, 'gateway', ['f']), ...SUCCESS);
    const options = a.m.pending?.type === 'choose' ? a.m.pending.options : [];
    // away from the enemy first
    expect(options[0]!.at![0]).toBeLessThan(2);
    const south = options.find((o) => o.label === 'toward S')!;
    a.ok(choose(a, south.id));
    expect(a.at('f')).toEqual(south.at);
  });
});

describe('Cantrip of the Chariot', () => {
  it('a friend out of base contact with enemies makes a Run/Climb at once, ending out of base contact', () => {
    const a = caster(['cantrip-of-the-chariot'], {
      f: friend([3, 1]),
      g: friend([8, 2]),
      e: enemy([9, 2]),
    });
    expect(a.submit(cast(a, 'cantrip-of-the-chariot', ['g'])).ok).toBe(false);
    const ap = a.ap('f');
    a.ok(cast(a, 'cantrip-of-the-chariot', ['f']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'ability-move', character: a.id('f') });
    const options = a.m.pending?.type === 'choose' ? a.m.pending.options : [];
    expect(options[0]!.id).toBe('stay');
    const east = options.find((o) => o.label.startsWith('E '))!;
    const events = a.ok(choose(a, east.id, 'f'));
    expect(ofType(events, 'move')[0]).toMatchObject({ character: a.id('f') });
    expect(a.at('f')).toEqual(east.at);
    expect(a.ap('f')).toBe(ap);
    expect(inContact(a.m, a.eid('f'), a.eid('e'))).toBe(false);
  });
});

describe('Aqua Curitiva', () => {
  it('when the round ends, friends under the marker heal X + 2 and enemies under it are Stunned; then it goes', () => {
    const a = caster(['aqua-curitiva'], {
      f: friend([4, 1], { lp: 5 }),
      g: friend([5, 1], { lp: 5 }),
      far: friend([10, 1], { lp: 5 }),
      e: enemy([4, 2]),
      e2: enemy([11, 3]),
    });
    const cast1 = a.ok(cast(a, 'aqua-curitiva', ['f']), ...SUCCESS);
    const area = ofType(cast1, 'area')[0]!;
    expect(area).toMatchObject({ weapon: 'Aqua Curitiva', stays: true });
    expect(area.hit).toEqual([a.id('f'), a.id('g'), a.id('e')]);
    expect(a.lp('f')).toBe(5);
    const events = toRound(a, 2);
    expect(a.lp('f')).toBe(9);
    expect(a.lp('g')).toBe(9);
    expect(a.lp('far')).toBe(5);
    expect(hasTag(a.m.world, a.eid('e'), a.m.world.components.Stunned)).toBe(true);
    expect(hasTag(a.m.world, a.eid('e2'), a.m.world.components.Stunned)).toBe(false);
    expect(ofType(events, 'area-cleared')).toEqual([expect.objectContaining({ marker: area.marker })]);
    expect(spellMarkers(a.m)).toHaveLength(0);
  });
});

describe('Abyssal Mist', () => {
  it('its marker blocks line of sight across it until the round ends; then everyone on it is Stunned', () => {
    const a = caster(['abyssal-mist'], {
      e: enemy([5, 1]),
      by: enemy([6, 1]),
      beyond: enemy([9, 1]),
      clear: enemy([4, 3]),
    });
    const sees = (from: string, to: string) => sightBetween(a.m, a.eid(from), a.eid(to)).lineOfSight;
    expect(sees('mage', 'beyond')).toBe(true);
    const events = a.ok(cast(a, 'abyssal-mist', ['e']), ...SUCCESS);
    const area = ofType(events, 'area')[0]!;
    expect(area).toMatchObject({ weapon: 'Abyssal Mist', stays: true });
    expect(sees('mage', 'e')).toBe(false);
    expect(sees('mage', 'beyond')).toBe(false);
    expect(sees('beyond', 'mage')).toBe(false);
    expect(sees('mage', 'clear')).toBe(true);
    const later = toRound(a, 2);
    const stunned = (who: string) => hasTag(a.m.world, a.eid(who), a.m.world.components.Stunned);
    expect(stunned('e')).toBe(true);
    expect(stunned('by')).toBe(true);
    expect(stunned('beyond')).toBe(false);
    expect(ofType(later, 'area-cleared')).toEqual([expect.objectContaining({ marker: area.marker })]);
    expect(sees('mage', 'beyond')).toBe(true);
  });
});
