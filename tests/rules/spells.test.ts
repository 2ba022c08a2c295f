/**
 * The effect of each spell the engine plays (rulebook "Magic"; src/rules/spells/), cast by a Mage (2) with forced
 * dice: `9 2 2 2 2` is a Success with one Ace for every Difficulty up to 9.
 */
import { describe, expect, it } from 'vitest';
import { getSpell } from '../../src/content/spells.ts';
import { abilityOf, statOf } from '../../src/rules/character/stats.ts';
import { gainStunned } from '../../src/rules/character/stunned.ts';
import { playedSpells } from '../../src/rules/magic/spells/effects.ts';
import { shareEvenly } from '../../src/rules/magic/spells/life.ts';
import { chooseSpells } from '../../src/rules/state/magic-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, type FigureSpec, ofType } from './helpers/arena.ts';
import { cast, caster, enemy, friend, SUCCESS } from './helpers/spell-caster.ts';

const PRIEST = 'rashaar-dagonite-priest'; // Mage (2)
const NUN = 'rashaar-the-drowned-nun'; // Mage (2), Dagonite Baptism
const one = (spell: string, others: Record<string, FigureSpec>, mage?: string) =>
  caster([spell], others, mage);
const has = (a: Arena, who: string, ability: string) => abilityOf(a.m, a.eid(who), ability);
const pendingFirst = (a: Arena) => (a.m.pending?.type === 'choose' ? a.m.pending.options[0]!.id : '');

describe('Divinity', () => {
  it('Cantrip of the Sun: a friend heals 1 Life Point and regains 1 Will Point', () => {
    const a = one('cantrip-of-the-sun', {
      f: friend([3, 1], { lp: 5, wp: 0, wpStart: 2 }),
      e: enemy([9, 3]),
    });
    a.ok(cast(a, 'cantrip-of-the-sun', ['f']), 9, 2, 2, 2, 2);
    expect(a.lp('f')).toBe(6);
    expect(a.wp('f')).toBe(1);
  });

  it('Protection of the Eye: Universal Shielding (X + 3) until the end of the friend’s next turn', () => {
    const a = one('protection-of-the-eye', { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'protection-of-the-eye', ['f']), ...SUCCESS);
    expect(has(a, 'f', 'Universal Shielding')).toEqual({ has: true, value: 5 });
  });

  it('Eldritch Armour: +X PROTECTION', () => {
    const a = one('eldritch-armour', { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'eldritch-armour', ['f']), ...SUCCESS);
    expect(statOf(a.m, a.eid('f'), 'protection')).toBe(5);
  });

  it('Rejuvenation: the Aces plus X Life Points, poured into the characters in the order named', () => {
    const a = one('rejuvenation', {
      f: friend([3, 1], { lp: 9 }),
      g: friend([4, 1], { lp: 5 }),
      e: enemy([9, 3]),
    });
    a.ok(cast(a, 'rejuvenation', ['f', 'g']), ...SUCCESS);
    expect(a.lp('f')).toBe(11);
    expect(a.lp('g')).toBe(6);
  });

  it('Holy Light: every enemy Mage within 6″ is Stunned and loses X Life Points; others are spared', () => {
    const a = one('holy-light', {
      near: { gang: 1, profile: PRIEST, at: [4, 1] },
      far: { gang: 1, profile: PRIEST, at: [12, 1] },
      e: enemy([3, 2]),
    });
    a.ok(cast(a, 'holy-light'), ...SUCCESS);
    expect(a.lp('near')).toBe(10);
    expect(hasTag(a.m.world, a.eid('near'), a.m.world.components.Stunned)).toBe(true);
    expect(a.lp('far')).toBe(12);
    expect(a.lp('e')).toBe(11);
  });

  it('Defender of Destiny: friends within 6″ of the caster, itself too, get Parry (X) and Expert Protection (X)', () => {
    const a = one('defender-of-destiny', { f: friend([5, 1]), g: friend([12, 1]), e: enemy([3, 3]) });
    a.ok(cast(a, 'defender-of-destiny'), ...SUCCESS);
    for (const who of ['mage', 'f']) {
      expect(has(a, who, 'Parry')).toEqual({ has: true, value: 2 });
      expect(has(a, who, 'Expert Protection')).toEqual({ has: true, value: 2 });
    }
    expect(has(a, 'g', 'Parry').has).toBe(false);
    expect(has(a, 'e', 'Parry').has).toBe(false);
  });
});

describe('Fateweaving', () => {
  it('Glimpse of Glory: Parry, Expert Offence, Expert Marksman and Expert Protection, each (X)', () => {
    const a = one('glimpse-of-glory', { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'glimpse-of-glory', ['f']), ...SUCCESS);
    for (const ab of ['Parry', 'Expert Offence', 'Expert Marksman', 'Expert Protection'])
      expect(has(a, 'f', ab), ab).toEqual({ has: true, value: 2 });
  });
});

describe('Runes of Sovereignty', () => {
  it('Renewed Vigour: X friends shed their Stunned counters and are not Stunned again this round', () => {
    const a = one('renewed-vigour', { f: friend([3, 1]), g: friend([4, 1]), e: enemy([9, 3]) });
    gainStunned(a.m, a.eid('f'));
    a.ok(cast(a, 'renewed-vigour', ['f', 'g']), ...SUCCESS);
    const stunned = (who: string) => hasTag(a.m.world, a.eid(who), a.m.world.components.Stunned);
    expect(stunned('f')).toBe(false);
    gainStunned(a.m, a.eid('g'));
    expect(stunned('g')).toBe(false);
  });

  it('Fiery Rhetoric: a friend within 1″ regains 1 Command Point', () => {
    const a = one('fiery-rhetoric', { f: friend([2, 1], { cp: 0 }), e: enemy([9, 3]) });
    a.ok(cast(a, 'fiery-rhetoric', ['f']), ...SUCCESS);
    expect(a.m.world.components.Points.cp[a.eid('f')]).toBe(1);
  });

  it('Walk Between Worlds: Ethereal, Slippery and Flight', () => {
    const a = one('walk-between-worlds', { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'walk-between-worlds', ['f']), ...SUCCESS);
    for (const ab of ['Ethereal', 'Slippery', 'Flight']) expect(has(a, 'f', ab).has, ab).toBe(true);
  });
});

describe('Wild Magic', () => {
  it('Healing: a friend heals X Life Points, never above its start', () => {
    const a = one('healing', { f: friend([3, 1], { lp: 10 }), e: enemy([9, 3]) });
    a.ok(cast(a, 'healing', ['f']), ...SUCCESS);
    expect(a.lp('f')).toBe(11);
  });

  it('They Sleep Underwater: X friends get Fast Swimmer (X) until the round ends', () => {
    const a = one('they-sleep-underwater', { f: friend([3, 1]), g: friend([4, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'they-sleep-underwater', ['f', 'g']), ...SUCCESS);
    expect(has(a, 'f', 'Fast Swimmer')).toEqual({ has: true, value: 2 });
    expect(has(a, 'g', 'Fast Swimmer')).toEqual({ has: true, value: 2 });
  });

  it('Sunder Armour: an enemy has 3 + X less PROTECTION (never below 1)', () => {
    const a = one('sunder-armour', { e: enemy([3, 1], { stats: { protection: 6 } }) });
    a.ok(cast(a, 'sunder-armour', ['e']), 7, 2, 2, 2, 2);
    expect(statOf(a.m, a.eid('e'), 'protection')).toBe(1);
  });
});

describe('Wild Magic: Cantrip of Justice', () => {
  it('casts, for no Action Point but its cost, a spell another Mage it sees knows — here an enemy’s Healing', () => {
    const a = one('cantrip-of-justice', {
      f: friend([3, 1], { lp: 5 }),
      priest: { gang: 1, profile: PRIEST, at: [6, 1] },
    });
    chooseSpells(a.m, a.eid('priest'), { discipline: 'Wild Magic', spells: ['healing', 'gateway'] });
    a.m.world.components.Points.wp[a.eid('mage')] = 1;
    a.m.world.components.Points.wpStart[a.eid('mage')] = 1;
    // the Cantrip: no Will Point spent on it, a Success
    a.ok(cast(a, 'cantrip-of-justice'));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('mage'), amount: 0 }, ...SUCCESS);
    const options = a.m.pending?.type === 'choose' ? a.m.pending.options.map((o) => o.id) : [];
    expect(options).toContain(`healing|${a.id('f')}`);
    expect(options.at(-1)).toBe('none');
    expect(options.some((o) => o.startsWith('cantrip-of-justice'))).toBe(false);
    // Healing on the friend: its Will Point paid, then its own Magic Roll (Difficulty 5)
    const events = a.ok(
      { type: 'decide', decision: 'choose', character: a.id('mage'), option: `healing|${a.id('f')}` },
      5,
      2,
      2,
      2,
      2,
    );
    expect(ofType(events, 'cast')[0]).toMatchObject({ spell: 'Healing', targets: [a.id('f')] });
    expect(a.lp('f')).toBe(7);
    expect(a.wp('mage')).toBe(0);
    expect(a.ap('mage')).toBe(1);
  });

  it('offers only `none` when no other Mage is in sight', () => {
    const a = one('cantrip-of-justice', { e: enemy([9, 3]) });
    const events = a.ok(cast(a, 'cantrip-of-justice'), ...SUCCESS);
    expect(ofType(events, 'spell')[0]).toMatchObject({ result: 'success' });
    expect(a.m.pending).toBeNull();
  });
});

describe('Blood Rites', () => {
  it('Cantrip of the Devil: the caster’s side picks 1 Life Point lost or 2 Damage at Penetration −2', () => {
    const a = one('cantrip-of-the-devil', { e: enemy([2, 1]) });
    a.ok(cast(a, 'cantrip-of-the-devil', ['e']), ...SUCCESS);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'spell-option', gang: 'red' });
    a.ok({ type: 'decide', decision: 'choose', character: a.id('mage'), option: 'lose' });
    expect(a.lp('e')).toBe(10);
    const b = one('cantrip-of-the-devil', { e: enemy([2, 1]) });
    b.ok(cast(b, 'cantrip-of-the-devil', ['e']), ...SUCCESS);
    // PROTECTION 3, Penetration −2: one die, a miss
    const events = b.ok({ type: 'decide', decision: 'choose', character: b.id('mage'), option: 'damage' }, 2);
    expect(ofType(events, 'damage')[0]).toMatchObject({ damage: 2 });
    expect(b.lp('e')).toBe(9);
  });

  it('Bloodlust: the character gives up 1 Life Point for +X ATTACK', () => {
    const a = one('bloodlust', { f: friend([3, 1]), e: enemy([9, 3]) });
    a.ok(cast(a, 'bloodlust', ['f']), ...SUCCESS);
    expect(a.lp('f')).toBe(10);
    expect(statOf(a.m, a.eid('f'), 'attack')).toBe(5);
  });

  it('Blood Drain: X Damage at Penetration −4; friends within 6″ of the enemy heal X when it loses a Life Point', () => {
    const a = one('blood-drain', {
      f: friend([5, 1], { lp: 5 }),
      g: friend([13, 3], { lp: 5 }),
      e: enemy([4, 1]),
    });
    a.ok(cast(a, 'blood-drain', ['e']), ...SUCCESS);
    expect(a.lp('e')).toBe(9);
    expect(a.lp('f')).toBe(7);
    expect(a.lp('g')).toBe(5);
  });

  it('Boiling Veins: Damage of the Aces less X at Penetration −X; if it dies, all under a Blast on it lose the Aces', () => {
    const a = one('boiling-veins', {
      e: enemy([4, 1], { lp: 2 }),
      by: enemy([5, 1]),
      far: enemy([10, 3]),
    });
    // four Aces: 4 − 2 = 2 Damage; PROTECTION 3 − 2 = one die, a miss
    a.ok(cast(a, 'boiling-veins', ['e']), 9, 9, 9, 9, 2, 2);
    expect(a.onBoard('e')).toBe(false);
    expect(a.lp('by')).toBe(7);
    expect(a.lp('far')).toBe(11);
  });

  it("Mother Hydra's Claws: the Aces plus X shared over X places, the caster filling those left empty", () => {
    expect(shareEvenly(3, 2)).toEqual([2, 1]);
    const a = one('mother-hydras-claws', { e: enemy([3, 1]) });
    a.ok(cast(a, 'mother-hydras-claws', ['e']), ...SUCCESS);
    expect(a.lp('e')).toBe(9);
    expect(a.lp('mage')).toBe(10);
  });
});

describe('spells of single characters', () => {
  it('Creative Creation (Maria Fioritura): a Painted Protector joins her gang within 3″ and may act this round', () => {
    const a = one('creative-creation', { e: enemy([12, 3]) }, 'gifted-maria-fioritura');
    // a Success; Expert Sorcerer re-rolls one missed die
    a.ok(cast(a, 'creative-creation'), 9, 2, 2, 2, 2, 2);
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'summon-spot' });
    const events = a.ok({
      type: 'decide',
      decision: 'choose',
      character: a.id('mage'),
      option: pendingFirst(a),
    });
    const joined = ofType(events, 'deploy')[0]!;
    expect(joined).toMatchObject({ gang: 'red', profile: 'gifted-painted-protector' });
    expect(Math.hypot(joined.x - 1.5, joined.y - 1.5)).toBeLessThanOrEqual(3 + 1);
  });

  it('Dagonite Baptism (the Drowned Nun): an enemy within 3″ loses the Aces plus 1', () => {
    const a = one('dagonite-baptism', { e: enemy([3, 1]) }, NUN);
    a.ok(cast(a, 'dagonite-baptism', ['e']), 9, 2, 2, 2, 2);
    expect(a.lp('e')).toBe(9);
  });
});

it('every spell the engine plays is in the catalogue', () => {
  for (const id of playedSpells()) expect(getSpell(id).id).toBe(id);
});
