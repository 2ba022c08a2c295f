/**
 * Cast Spell and Dispel (rulebook "Magic"; the Cast Spell table in ../shared/rules/tables.md), forced dice:
 * src/rules/magic/cast-spell.ts, dispel.ts, magic-state.ts.
 */
import { describe, expect, it } from 'vitest';
import type { SpellChoice } from '../../src/content/spell-choice.ts';
import { statOf } from '../../src/rules/character/stats.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { castCommands } from '../../src/rules/magic/cast-spell.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { bucketSpellOf, chooseSpells } from '../../src/rules/state/magic-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, ofType, refused } from './helpers/arena.ts';

const WITCH = 'the-guild-witch'; // Mage (2), MIND 5
const PRIEST = 'rashaar-dagonite-priest'; // Mage (2), MIND 4
const MAGI = 'rashaar-magi-rashaar'; // Mage (3), Expert Sorcerer (2), MIND 6, Water Creature

const WILD: SpellChoice = { discipline: 'Wild Magic', spells: ['healing', 'sunder-armour'] };

function scene(
  o: { witchWp?: number; priest?: boolean; priestWp?: number; rows?: string[]; friendLp?: number } = {},
) {
  const a = arena({
    rows: o.rows ?? ['..........', '..........', '..........'],
    figures: {
      witch: { gang: 0, profile: WITCH, at: [1, 1], wp: o.witchWp ?? 1 },
      friend: { gang: 0, profile: CITIZEN, at: [3, 1], lp: o.friendLp ?? 5 },
      ...(o.priest ? { priest: { gang: 1, profile: PRIEST, at: [6, 1], wp: o.priestWp ?? 1 } } : {}),
      foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
    },
  });
  chooseSpells(a.m, a.eid('witch'), WILD);
  return a;
}
const heal = (a: Arena): Command => ({
  type: 'cast',
  actor: a.id('witch'),
  spell: 'healing',
  targets: [a.id('friend')],
});
const dispelWith = (a: Arena, who: string): Command => ({
  type: 'decide',
  decision: 'choose',
  character: a.id('witch'),
  option: who === 'none' ? 'none' : a.id(who),
});

describe('Cast Spell: the table', () => {
  it('Success: the Will Point cost is paid and the spell takes effect with X = the Mage level', () => {
    const a = scene();
    const events = a.ok(heal(a), 5, 2, 2, 2, 2);
    expect(a.wp('witch')).toBe(0);
    expect(ofType(events, 'cast')[0]).toMatchObject({ spell: 'Healing', targets: [a.id('friend')] });
    expect(ofType(events, 'roll')[0]).toMatchObject({ kind: 'magic', purpose: 'cast', pool: 5, aceOn: 5 });
    expect(ofType(events, 'spell')[0]).toMatchObject({ result: 'success', x: 2 });
    expect(a.lp('friend')).toBe(7);
    expect(a.ap('witch')).toBe(1);
  });

  it('Fail: the cost is lost and no more spells this turn', () => {
    const a = scene({ witchWp: 2 });
    a.ok(heal(a));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('witch'), amount: 0 }, 2, 2, 2, 2, 2);
    expect(a.wp('witch')).toBe(1);
    expect(a.lp('friend')).toBe(5);
    refused(
      a,
      { type: 'cast', actor: a.id('witch'), spell: 'sunder-armour', targets: [a.id('foe')] },
      /may cast no more spells this turn/,
    );
    expect(castCommands(a.m, a.eid('witch'))).toEqual([]);
  });

  it('Critical: 1 Will Point back and every (X) + 1', () => {
    const a = scene();
    const events = a.ok(heal(a), 10, 5, 2, 2, 2);
    expect(ofType(events, 'spell')[0]).toMatchObject({ result: 'critical', x: 3 });
    expect(a.wp('witch')).toBe(1);
    expect(a.lp('friend')).toBe(8);
  });

  it('Fumble: Stunned, 1 more Will Point lost, no more spells this turn', () => {
    const a = scene({ witchWp: 3 });
    a.ok(heal(a));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('witch'), amount: 0 }, 1, 2, 2, 2, 2);
    expect(a.wp('witch')).toBe(1);
    expect(hasTag(a.m.world, a.eid('witch'), a.m.world.components.Stunned)).toBe(true);
    expect(a.lp('friend')).toBe(5);
    refused(
      a,
      { type: 'cast', actor: a.id('witch'), spell: 'sunder-armour', targets: [a.id('foe')] },
      /no more/,
    );
  });
});

describe('Cast Spell: who may cast what', () => {
  it('each spell once a turn', () => {
    const a = scene({ witchWp: 2 });
    a.ok(heal(a));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('witch'), amount: 0 }, 5, 2, 2, 2, 2);
    refused(a, heal(a), /has cast Healing this turn/);
  });

  it('refuses spells it does not know, spells unknown to the catalogue, and a cost it cannot pay', () => {
    const a = scene({ witchWp: 0 });
    refused(a, heal(a), /costs 1 Will Point/);
    refused(a, { type: 'cast', actor: a.id('witch'), spell: 'holy-light' }, /does not know Holy Light/);
    refused(a, { type: 'cast', actor: a.id('witch'), spell: 'no-such' }, /there is no spell "no-such"/);
    refused(
      a,
      { type: 'cast', actor: a.id('friend'), spell: 'healing', targets: [a.id('witch')] },
      /does not know/,
    );
  });

  it('aims as the spell says: a friend for Healing, within its range', () => {
    const a = scene();
    refused(
      a,
      { type: 'cast', actor: a.id('witch'), spell: 'healing', targets: [a.id('foe')] },
      /aims at a friend/,
    );
    refused(a, { type: 'cast', actor: a.id('witch'), spell: 'healing' }, /names one character/);
    const far = scene({ rows: ['............', '............', '............'] });
    far.m.world.components.Position.x[far.eid('friend')] = 10.5;
    refused(far, heal(far), /beyond 6″/);
  });

  it('never from the water, unless a Water Creature', () => {
    const rows = ['~~~~~~~~~~', '~~~~~~~~~~', '~~~~~~~~~~'];
    const a = scene({ rows });
    refused(a, heal(a), /cannot cast in the water/);
    const b = arena({
      rows,
      figures: {
        magi: { gang: 0, profile: MAGI, at: [1, 1], wp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    chooseSpells(b.m, b.eid('magi'), { discipline: 'Wild Magic', spells: ['sunder-armour'] });
    expect(castCommands(b.m, b.eid('magi')).map((c) => c.spell)).toContain('sunder-armour');
  });

  it('is listed among the legal commands with each target it may name', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('witch') });
    const casts = legalCommands(a.m).filter((c) => c.type === 'cast');
    expect(casts).toContainEqual(heal(a));
    expect(casts).toContainEqual({
      type: 'cast',
      actor: a.id('witch'),
      spell: 'healing',
      targets: [a.id('witch')],
    });
    expect(
      casts.some((c) => c.type === 'cast' && c.targets?.includes(a.id('foe')) && c.spell === 'healing'),
    ).toBe(false);
  });
});

describe('Dispel', () => {
  it('an enemy Mage in sight is asked; it pays 1 Will Point and removes dice up to its Mage level', () => {
    const a = scene({ priest: true });
    a.ok(heal(a));
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'dispel', gang: 'blue' });
    const events = a.ok(dispelWith(a, 'priest'), 10, 10, 10, 2, 5, 2, 2);
    expect(a.wp('priest')).toBe(0);
    expect(ofType(events, 'dispel')[0]).toMatchObject({ character: a.id('priest'), spell: 'Healing' });
    const rolls = ofType(events, 'roll');
    expect(rolls[0]).toMatchObject({ character: a.id('priest'), purpose: 'dispel', aces: 3 });
    // three Aces, but a Mage (2) counts two: 5 − 2 = 3 dice left to the Witch
    expect(rolls[1]).toMatchObject({ character: a.id('witch'), pool: 3, result: 'success' });
    expect(rolls[1]!.modifiers).toContain('opposed: −2');
    expect(a.lp('friend')).toBe(7);
  });

  it('declined: the Magic Roll is a Basic one', () => {
    const a = scene({ priest: true });
    a.ok(heal(a));
    const events = a.ok(dispelWith(a, 'none'), 5, 2, 2, 2, 2);
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.wp('priest')).toBe(1);
  });

  it('a Dispel without an Ace bars that Mage from dispelling again this round', () => {
    const a = scene({ priest: true, priestWp: 3, witchWp: 3 });
    a.ok(heal(a));
    a.ok(dispelWith(a, 'priest'));
    // the Witch may spend her last Will Point; the priest his
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('witch'), amount: 0 });
    a.ok(
      { type: 'decide', decision: 'will-points', character: a.id('priest'), amount: 0 },
      2,
      2,
      2,
      2,
      5,
      2,
      2,
      2,
      2,
    );
    expect(a.lp('friend')).toBe(7);
    const again = a.ok(
      { type: 'cast', actor: a.id('witch'), spell: 'sunder-armour', targets: [a.id('foe')] },
      7,
      2,
      2,
      2,
      2,
    );
    expect(ofType(again, 'spell')[0]).toMatchObject({ result: 'success' });
    // Sunder Armour: 3 + X less PROTECTION until the round ends
    expect(statOf(a.m, a.eid('foe'), 'protection')).toBe(1);
    expect(ofType(again, 'decision').some((e) => e.decision.type === 'choose')).toBe(false);
  });

  it('not from an enemy Mage who cannot see the caster', () => {
    const a = arena({
      rows: ['..3.......', '..3.......', '..3.......'],
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 1 },
        friend: { gang: 0, profile: CITIZEN, at: [0, 1], lp: 5 },
        priest: { gang: 1, profile: PRIEST, at: [6, 1], wp: 1 },
      },
    });
    chooseSpells(a.m, a.eid('witch'), WILD);
    a.ok(heal(a), 5, 2, 2, 2, 2);
    expect(a.lp('friend')).toBe(7);
  });
});

describe('Expert Sorcerer (X): re-rolls X missed dice when casting', () => {
  it('re-rolls the Magi-Rashaar’s two missed dice', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        magi: { gang: 0, profile: MAGI, at: [1, 1], wp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(a.m, a.eid('magi'), { discipline: 'Wild Magic', spells: ['sunder-armour'] });
    const events = a.ok(
      { type: 'cast', actor: a.id('magi'), spell: 'sunder-armour', targets: [a.id('foe')] },
      3,
      2,
      2,
      2,
      2,
      2,
      9,
      9,
    );
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.dice).toEqual([3, 9, 9, 2, 2, 2]);
    expect(roll.rerolled).toEqual([1, 2]);
    expect(roll.result).toBe('success');
  });
});

describe('unique abilities that change casting', () => {
  it('Magic for Blood (Bloodletter): a spell that takes effect heals it 2 Life Points, even above its start', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        bl: { gang: 0, profile: 'the-guild-bloodletter', at: [1, 1], wp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(a.m, a.eid('bl'), { discipline: 'Blood Rites', spells: ['bloodlust'] });
    const start = a.lp('bl');
    // a Success; Expert Sorcerer re-rolls one missed die (another 2)
    a.ok({ type: 'cast', actor: a.id('bl'), spell: 'bloodlust', targets: [a.id('bl')] }, 9, 2, 2, 2, 2, 2);
    // Bloodlust costs it 1 Life Point, Magic for Blood gives 2
    expect(a.lp('bl')).toBe(start + 1);
    const b = arena({
      rows: ['..........', '..........'],
      figures: {
        bl: { gang: 0, profile: 'the-guild-bloodletter', at: [1, 1], wp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(b.m, b.eid('bl'), { discipline: 'Blood Rites', spells: ['bloodlust'] });
    // a Fail (Expert Sorcerer re-rolls one miss, another 2): nothing
    b.ok({ type: 'cast', actor: b.id('bl'), spell: 'bloodlust', targets: [b.id('bl')] }, 2, 2, 2, 2, 2, 2);
    expect(b.lp('bl')).toBe(start);
  });

  it('Rent-born (Magi-Rashaar): once a round, a friendly Mage pays 1 Will Point less', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        priest: { gang: 0, profile: PRIEST, at: [1, 1], wp: 3 },
        magi: { gang: 0, profile: MAGI, at: [5, 1], wp: 0 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(a.m, a.eid('priest'), { discipline: 'Wild Magic', spells: ['sunder-armour', 'healing'] });
    const noWp = { type: 'decide', decision: 'will-points', character: a.id('priest'), amount: 0 } as const;
    const events = a.ok({
      type: 'cast',
      actor: a.id('priest'),
      spell: 'sunder-armour',
      targets: [a.id('foe')],
    });
    expect(ofType(events, 'ability').find((e) => e.ability === 'Rent-born')).toMatchObject({
      character: a.id('magi'),
    });
    expect(a.wp('priest')).toBe(2);
    a.ok(noWp, 7, 2, 2, 2);
    // the second spell of the round pays in full
    a.ok({ type: 'cast', actor: a.id('priest'), spell: 'healing', targets: [a.id('priest')] });
    expect(a.wp('priest')).toBe(1);
    a.ok(noWp, 5, 2, 2, 2);
  });
});

describe('Bucket of Blood (Blood Courier): a Blood Rites spell it keeps, cast by friendly Mages who see it', () => {
  const courierScene = (rows: string[]) => {
    const a = arena({
      rows,
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 1 },
        courier: { gang: 0, profile: 'the-guild-blood-courier', at: [1, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    chooseSpells(a.m, a.eid('witch'), WILD);
    chooseSpells(a.m, a.eid('courier'), { discipline: 'Blood Rites', spells: ['blood-drain'] });
    return a;
  };

  it('a friendly Mage who sees the Courier casts the kept spell as if it knew it', () => {
    const a = courierScene(['..........', '..........', '..........']);
    expect(bucketSpellOf(a.m, a.eid('courier'))?.name).toBe('Blood Drain');
    const cmd: Command = { type: 'cast', actor: a.id('witch'), spell: 'blood-drain', targets: [a.id('foe')] };
    expect(castCommands(a.m, a.eid('witch'))).toContainEqual(cmd);
    // Blood Drain: X = 2 Damage at Penetration −4: no Protection die left to the Citizen
    a.ok(cmd, 7, 2, 2, 2, 2);
    expect(a.lp('foe')).toBe(9);
  });

  it('not when the Mage cannot see the Courier', () => {
    const a = arena({
      rows: ['..........', '3333333333', '..........'],
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 0], wp: 1 },
        courier: { gang: 0, profile: 'the-guild-blood-courier', at: [1, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    chooseSpells(a.m, a.eid('witch'), WILD);
    chooseSpells(a.m, a.eid('courier'), { discipline: 'Blood Rites', spells: ['blood-drain'] });
    refused(
      a,
      { type: 'cast', actor: a.id('witch'), spell: 'blood-drain', targets: [a.id('foe')] },
      /does not know Blood Drain/,
    );
  });

  it('keeps, without a pick, the first Blood Rites spell no friendly Mage knows; it casts nothing itself', () => {
    const a = courierScene(['..........', '..........', '..........']);
    chooseSpells(a.m, a.eid('witch'), { discipline: 'Blood Rites', spells: ['boiling-veins'] });
    chooseSpells(a.m, a.eid('courier'), { discipline: 'Blood Rites', spells: [] });
    expect(bucketSpellOf(a.m, a.eid('courier'))?.name).toBe('Bloodlust');
    expect(castCommands(a.m, a.eid('courier'))).toEqual([]);
  });
});
