/**
 * The Doctors' Mind Gazing, Elixir, Elixir of Death, Deep Dive and Volatile Arc Power
 * (src/rules/abilities/doctors/elixirs.ts). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { traitOf } from '../../src/rules/character/traits.ts';
import { type Arena, arena, CITIZEN, combat, ofType } from './helpers/arena.ts';
import {
  abilityOf as ability,
  chooseOption as choose,
  pendingChoice as pending,
} from './helpers/commands.ts';
import { caster, enemy, SUCCESS, cast as spellCast } from './helpers/spell-caster.ts';

const MIND_DOCTOR = 'the-doctors-doctor-of-the-mind';
const POISONER = 'the-doctors-doctor-of-poisons';
const NECROMANCER = 'the-doctors-master-of-necromantic-studies';
const TIDES = 'the-doctors-doctor-of-tides';
const CANNONEER = 'the-doctors-electron-cannoneer';
const IMPALER = 'strigoi-wallachian-impaler'; // Fear (−1)
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const value = (a: Arena, who: string, name: string) => abilityInstance(a.m, a.eid(who), name)?.value;

describe('Mind Gazing (the Doctor of the Mind)', () => {
  it('friends within 6″ have Fear (−2) this round, in place of their own Fear', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        doctor: { gang: 0, profile: MIND_DOCTOR, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1] },
        fearsome: { gang: 0, profile: IMPALER, at: [3, 3] },
        far: { gang: 0, profile: CITIZEN, at: [12, 4] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });
    expect(value(a, 'fearsome', 'Fear')).toBe(-1);
    a.ok(ability(a, 'doctor', 'Mind Gazing'));
    expect([value(a, 'doctor', 'Fear'), value(a, 'pal', 'Fear'), value(a, 'fearsome', 'Fear')]).toEqual([
      -2, -2, -2,
    ]);
    expect(value(a, 'far', 'Fear')).toBeUndefined();
  });
});

describe('Elixir (the Doctor of Poisons)', () => {
  it('a friend within 3″ gains Acrobatic (3), Engage or Slippery, as the gang picks, for the game', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        doctor: { gang: 0, profile: POISONER, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
        far: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    a.ok(ability(a, 'doctor', 'Elixir', 'pal'));
    const d = pending(a);
    expect(d.purpose).toBe('elixir');
    expect(d.options.map((o) => o.id)).toEqual(['acrobatic', 'engage', 'slippery']);
    // the computer: a friend in a fight, not hurt, keeps its enemy there
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'engage' });
    choose(a, 'slippery');
    expect(value(a, 'pal', 'Slippery')).toBe(0);
    expect(abilityInstance(a.m, a.eid('pal'), 'Slippery')).toBeDefined();
  });
});

describe('Elixir of Death (the Master of Necromantic Studies)', () => {
  it('as the game starts every friend with Will Points loses them and is Frenzied; enemies keep theirs', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        master: { gang: 0, profile: NECROMANCER, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1], wp: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 4], wp: 2 },
      },
    });
    expect([a.wp('pal'), a.m.world.components.Points.wpStart[a.eid('pal')]]).toEqual([0, 0]);
    expect(traitOf(a.m, a.eid('pal'), 'pays-will-with-life').has).toBe(true);
    expect(a.wp('foe')).toBe(2);
  });
});

describe('Deep Dive (the Doctor of Tides)', () => {
  it('pays 1 Will Point for a Critical instead of rolling: two Underwater Counters', () => {
    const a = arena({
      rows: ['..~~~~~~......', '..~~~~~~......', '..............'],
      figures: {
        doctor: { gang: 0, profile: TIDES, at: [3, 0], wp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 2] },
      },
    });
    a.ok({ type: 'dive', actor: a.id('doctor') });
    expect(pending(a).purpose).toBe('deep-dive');
    const events = choose(a, 'pay');
    expect(ofType(events, 'roll')).toEqual([]);
    expect(a.m.world.components.Counters.underwater[a.eid('doctor')]).toBe(2);
    expect(a.wp('doctor')).toBe(1);
  });

  it('or rolls as usual', () => {
    const a = arena({
      rows: ['..~~~~~~......', '..~~~~~~......', '..............'],
      figures: {
        doctor: { gang: 0, profile: TIDES, at: [3, 0], wp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [12, 2] },
      },
    });
    a.ok({ type: 'dive', actor: a.id('doctor') });
    choose(a, 'roll');
    while (a.m.pending?.type === 'will-points')
      a.ok(
        { type: 'decide', decision: 'will-points', character: a.m.pending.character, amount: 0 },
        8,
        1,
        1,
        1,
        1,
      );
    expect(ofType(a.m.log, 'roll').at(-1)).toMatchObject({ purpose: 'dive' });
    expect(a.wp('doctor')).toBe(2);
  });
});

describe('Volatile Arc Power (the Electron Cannoneer)', () => {
  it('a hit that costs Life Points jumps to another character within 3″ of the target, who loses as many', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        cannoneer: { gang: 0, profile: CANNONEER, at: [1, 1] },
        target: { gang: 1, profile: CITIZEN, at: [8, 1], stats: { protection: 0 } },
        beside: { gang: 1, profile: CITIZEN, at: [9, 2], lp: 5 },
        pal: { gang: 0, profile: CITIZEN, at: [8, 3] },
        far: { gang: 1, profile: CITIZEN, at: [13, 4] },
      },
    });
    const lp = a.lp('target');
    a.ok(combat(a, 'cannoneer', 'target', 'Electron Cannon'), ...Array.from({ length: 8 }, () => 8));
    const d = pending(a);
    expect(d.purpose).toBe('volatile-arc');
    const ids = d.options.map((o) => o.id);
    expect(ids[0]).toBe(a.id('beside'));
    expect(ids).toContain(a.id('pal'));
    expect(ids).not.toContain(a.id('far'));
    const lost = lp - a.lp('target');
    choose(a, a.id('beside'));
    expect(a.lp('beside')).toBe(Math.max(0, 5 - lost));
  });
});

describe('Sanguine Sorcery (the Doctor of Blood)', () => {
  it('its Vampiric Attack heals it when its spell’s Damage costs an enemy Life Points', () => {
    const a = caster(['blood-drain'], { e: enemy([4, 1]) }, 'the-doctors-doctor-of-blood');
    a.m.world.components.Points.lp[a.eid('mage')] = 5;
    const x = abilityInstance(a.m, a.eid('mage'), 'Vampiric Attack')?.value ?? 0;
    expect(x).toBeGreaterThan(0);
    const lp = a.lp('e');
    const events = a.ok(spellCast(a, 'blood-drain', ['e']), ...SUCCESS);
    expect(a.lp('e')).toBeLessThan(lp);
    expect(ofType(events, 'ability').some((e) => e.ability === 'Sanguine Sorcery')).toBe(true);
    const healed = ofType(events, 'life-points').find(
      (e) => e.character === a.id('mage') && e.cause === 'Sanguine Sorcery',
    );
    expect(healed && healed.lpAfter - healed.lpBefore).toBe(x);
  });
});
