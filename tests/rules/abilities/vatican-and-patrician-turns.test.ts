/**
 * Small unique abilities of The Vatican and the Patricians (src/rules/abilities/unique/vatican-and-patrician-turns.ts):
 * the Witch-hunters, Cosmic Harmony, Affirmation, Masterful Summoning, Be Thou Afraid? and Gleeful Charge.
 */
import { describe, expect, it } from 'vitest';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { abilityOf } from '../../../src/rules/character/stats.ts';
import { planAttack, weaponsOf } from '../../../src/rules/combat/attack-plan.ts';
import { DISPELS_AS_MAGE } from '../../../src/rules/magic/magic-hooks.ts';
import { NO_WILL_POINTS } from '../../../src/rules/rolls/roll-hooks.ts';
import { profileOf } from '../../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN, combat, ofType, RECRUITER } from '../helpers/arena.ts';

type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena =>
  arena({
    rows: ['..........', '..........', '..........'],
    figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 0] } },
  });
const cp = (a: Arena, who: string) => a.m.world.components.Points.cp[a.eid(who)];

describe('the Witch-hunters', () => {
  it('Dispel as Mage (1) and Mage (2); enemies in base contact spend no Will Points, others do', () => {
    const a = scene({
      vanguard: { gang: 0, profile: 'the-vatican-sepulchral-vanguard', at: [0, 0] },
      finder: { gang: 0, profile: 'the-vatican-witch-finder', at: [0, 2] },
      touching: { gang: 1, profile: CITIZEN, at: [1, 0] },
      apart: { gang: 1, profile: CITIZEN, at: [5, 1] },
    });
    const levels = (who: string) =>
      a.m.book
        .all(DISPELS_AS_MAGE)
        .map((f) => f(a.m, a.eid(who)))
        .filter((x) => x !== null);
    expect(levels('vanguard')).toEqual([1]);
    expect(levels('finder')).toEqual([2]);
    const barred = (who: string) => a.m.book.all(NO_WILL_POINTS).some((f) => f(a.m, a.eid(who)));
    expect([barred('touching'), barred('apart')]).toEqual([true, false]);
  });
});

describe('as a turn begins', () => {
  it('Cosmic Harmony: the Throne and the friend in sight within 6″ missing the most each regain a Command Point', () => {
    const a = scene({
      throne: { gang: 0, profile: 'the-vatican-throne', at: [0, 0], cp: 0 },
      chaplain: { gang: 0, profile: 'the-vatican-conventual-chaplain', at: [2, 0], cp: 1 },
      far: { gang: 0, profile: 'the-vatican-conventual-chaplain', at: [9, 2], cp: 0 },
    });
    a.ok({ type: 'activate', actor: a.id('throne') });
    expect([cp(a, 'throne'), cp(a, 'chaplain'), cp(a, 'far')]).toEqual([1, 2, 0]);
  });

  it('Affirmation: the Cortigiane and a Councillor in her sight each regain a Will Point; no Councillor, nobody', () => {
    const a = scene({
      cort: { gang: 0, profile: 'patricians-cortigiane', at: [0, 0], wp: 0, wpStart: 2 },
      noble: { gang: 0, profile: 'patricians-sopracomito', at: [2, 0], wp: 0, wpStart: 2 },
    });
    a.ok({ type: 'activate', actor: a.id('cort') });
    expect([a.wp('cort'), a.wp('noble')]).toEqual([1, 1]);
    const b = scene({ cort: { gang: 0, profile: 'patricians-cortigiane', at: [0, 0], wp: 0, wpStart: 2 } });
    b.ok({ type: 'activate', actor: b.id('cort') });
    expect(b.wp('cort')).toBe(0);
  });
});

describe('Masterful Summoning (Father Cesta)', () => {
  it('friendly Constructs are not Mindless, even once he is killed; without him they are', () => {
    const a = scene({
      cesta: { gang: 0, profile: 'the-vatican-father-cesta', at: [0, 0] },
      seraph: { gang: 0, profile: 'the-vatican-seraph', at: [2, 0] },
    });
    expect(abilityOf(a.m, a.eid('seraph'), 'Mindless').has).toBe(false);
    loseLifePoints(a.m, a.eid('cesta'), 99, 'test');
    expect(abilityOf(a.m, a.eid('seraph'), 'Mindless').has).toBe(false);
    const b = scene({ seraph: { gang: 0, profile: 'the-vatican-seraph', at: [2, 0] } });
    expect(abilityOf(b.m, b.eid('seraph'), 'Mindless').has).toBe(true);
  });
});

describe('Be Thou Afraid? (the Throne)', () => {
  it('an enemy that fails its Fear test against the Throne loses a Will Point', () => {
    const a = scene({
      throne: { gang: 0, profile: 'the-vatican-throne', at: [0, 0], stats: { attack: 1 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], stats: { mind: 1 }, wp: 2, wpStart: 2 },
    });
    // The target is asked for Will Points on its Fear test first: none; then its test and the attack all miss.
    a.ok(combat(a, 'throne', 't'));
    a.ok({ type: 'decide', decision: 'will-points', character: a.id('t'), amount: 0 }, 2, 2, 2, 2, 2, 2);
    expect(ofType(a.m.log, 'ability').map((e) => e.ability)).toContain('Be Thou Afraid?');
    expect(a.wp('t')).toBe(1);
  });
});

describe('Gleeful Charge (the Mounted Venetian Noble)', () => {
  it('its Gilded Sabre has Evasion −2 on the Attack of Opportunity of a charge only', () => {
    const a = scene({
      noble: { gang: 0, profile: 'patricians-mounted-venetian-noble', at: [0, 0] },
      t: { gang: 1, profile: CITIZEN, at: [1, 0] },
    });
    const noble = a.eid('noble');
    const sabre = profileOf(a.m, noble).weapons.find((w) => w.name === 'Gilded Sabre')!;
    const charging = planAttack(a.m, noble, a.eid('t'), sabre, { opportunity: true, charging: true });
    const plain = planAttack(a.m, noble, a.eid('t'), sabre, { opportunity: true });
    expect(plain.attack.aceOn - charging.attack.aceOn).toBe(2);
  });
});

describe('Psychic Communion (the Conventual Chaplain)', () => {
  it('a character that sees the Chaplain gives an ORDER to a friend it cannot see; without him, it may not', () => {
    const walled = ['....#.....', '....#.....', '....#.....'];
    const figures = (chaplain: boolean): Record<string, Spec> => ({
      giver: { gang: 0, profile: RECRUITER, at: [0, 0], cp: 2 },
      ...(chaplain ? { seer: { gang: 0, profile: 'the-vatican-conventual-chaplain', at: [1, 1] } } : {}),
      hidden: { gang: 0, profile: CITIZEN, at: [6, 0] },
      bystander: { gang: 1, profile: CITIZEN, at: [9, 2] },
    });
    const a = arena({ rows: walled, figures: figures(true) });
    a.ok({ type: 'order', actor: a.id('giver'), target: a.id('hidden') });
    const b = arena({ rows: walled, figures: figures(false) });
    expect(b.submit({ type: 'order', actor: b.id('giver'), target: b.id('hidden') }).ok).toBe(false);
  });
});

describe('Nautical Bearings (the Wayfinder)', () => {
  it('a friend within 3″ reaches 6″ further with a weapon of 6″ or more; its contact weapon and far friends do not', () => {
    const a = scene({
      wayfinder: { gang: 0, profile: 'patricians-wayfinder', at: [0, 0] },
      near: { gang: 0, profile: RECRUITER, at: [2, 0] },
      far: { gang: 0, profile: RECRUITER, at: [9, 2] },
    });
    const ranges = (who: string) => weaponsOf(a.m, a.eid(who)).map((w) => [w.name, w.range]);
    // the Recruiter's Handbow: 15″
    expect(ranges('near')).toContainEqual(['Handbow', 21]);
    expect(ranges('far')).toContainEqual(['Handbow', 15]);
    expect(ranges('near')).toContainEqual(['Unarmed', 0]);
  });
});
