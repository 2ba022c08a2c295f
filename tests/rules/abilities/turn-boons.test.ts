/**
 * Unique abilities as a turn or a round begins or ends (src/rules/abilities/unique/turn-boons.ts): Auxiliary
 * Systems, The End is Near, Split Personalities (a `turn-boon` pick), Rejuvenated, Watered Down, Hoarded Wealth.
 */
import { describe, expect, it } from 'vitest';
import { answerTurnBoon } from '../../../src/ai/choices/turn-boons.ts';
import { abilityOf, statOf } from '../../../src/rules/character/stats.ts';
import { endRound } from '../../../src/rules/match/rounds.ts';
import { emit } from '../../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>, rows = ['..........', '..........', '..........']): Arena =>
  arena({ rows, figures: { ...figures, bystander: { gang: 1, profile: CITIZEN, at: [9, 1] } } });
const pick = (a: Arena, who: string, option: string) =>
  a.ok({ type: 'decide', decision: 'choose', character: a.id(who), option });
const pending = (a: Arena) => (a.m.pending?.type === 'choose' ? a.m.pending : null);

describe('a pick as the turn begins', () => {
  it('Auxiliary Systems: +2 of the stat picked until the round ends', () => {
    const a = scene({ mas: { gang: 0, profile: 'the-doctors-master-of-arcane-security', at: [0, 0] } });
    const dex = statOf(a.m, a.eid('mas'), 'dex');
    a.ok({ type: 'activate', actor: a.id('mas') });
    expect(pending(a)?.purpose).toBe('turn-boon');
    expect(pending(a)?.options.map((o) => o.id)).toEqual(['protection', 'dex', 'move']);
    pick(a, 'mas', 'dex');
    expect(statOf(a.m, a.eid('mas'), 'dex')).toBe(dex + 2);
  });

  it('The End is Near: 2 Life Points lost, then +1 of the stat picked for the rest of the game', () => {
    const a = scene({ al: { gang: 0, profile: 'strigoi-al-naibii', at: [0, 0] } });
    const [lp, attack] = [a.lp('al'), statOf(a.m, a.eid('al'), 'attack')];
    a.ok({ type: 'activate', actor: a.id('al') });
    expect(a.lp('al')).toBe(lp - 2);
    pick(a, 'al', 'attack');
    expect(statOf(a.m, a.eid('al'), 'attack')).toBe(attack + 1);
  });

  it('Split Personalities: the mask picked, and a new pick replaces it', () => {
    const a = scene({ mask: { gang: 0, profile: 'gifted-the-mask-maker', at: [0, 0] } });
    a.ok({ type: 'activate', actor: a.id('mask') });
    pick(a, 'mask', 'slippery');
    expect(abilityOf(a.m, a.eid('mask'), 'Slippery').has).toBe(true);
    a.ok({ type: 'end-turn', actor: a.id('mask') });
    a.ok({ type: 'activate', actor: a.id('bystander') });
    a.dice.queue(10, 1); // round 2's initiative: gang 0 first
    a.ok({ type: 'end-turn', actor: a.id('bystander') });
    // round 2: the mask of round 1 stays until its turn begins
    expect(abilityOf(a.m, a.eid('mask'), 'Slippery').has).toBe(true);
    a.ok({ type: 'activate', actor: a.id('mask') });
    pick(a, 'mask', 'water');
    expect(abilityOf(a.m, a.eid('mask'), 'Slippery').has).toBe(false);
    expect(abilityOf(a.m, a.eid('mask'), 'Water Creature').has).toBe(true);
  });

  it('the computer picks by where the character stands', () => {
    const a = scene({ mas: { gang: 0, profile: 'the-doctors-master-of-arcane-security', at: [0, 0] } });
    a.ok({ type: 'activate', actor: a.id('mas') });
    expect(answerTurnBoon(a.m, pending(a)!).command).toMatchObject({ option: 'move' });
    const b = scene({
      mas: { gang: 0, profile: 'the-doctors-master-of-arcane-security', at: [0, 0] },
      foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
    });
    b.ok({ type: 'activate', actor: b.id('mas') });
    expect(answerTurnBoon(b.m, pending(b)!).command).toMatchObject({ option: 'protection' });
  });
});

describe('Rejuvenated (the Starved Dhampir)', () => {
  it('starts with 5 Life Points; a turn begun on 6 or more gives +1 MOVE, DEXTERITY, ATTACK and MIND', () => {
    const a = scene({ d: { gang: 0, profile: 'strigoi-starved-dhampir', at: [0, 0] } });
    expect(a.lp('d')).toBe(5);
    const attack = statOf(a.m, a.eid('d'), 'attack');
    a.ok({ type: 'activate', actor: a.id('d') });
    expect(statOf(a.m, a.eid('d'), 'attack')).toBe(attack);
    const b = scene({ d: { gang: 0, profile: 'strigoi-starved-dhampir', at: [0, 0] } });
    b.m.world.components.Points.lp[b.eid('d')] = 6;
    b.ok({ type: 'activate', actor: b.id('d') });
    expect(statOf(b.m, b.eid('d'), 'attack')).toBe(attack + 1);
  });
});

describe('as a round ends', () => {
  it('Watered Down: the Painted Protector in water is taken out; on ground it stays', () => {
    const a = scene(
      {
        wet: { gang: 0, profile: 'gifted-painted-protector', at: [6, 0] },
        dry: { gang: 0, profile: 'gifted-painted-protector', at: [0, 0] },
      },
      ['......~~..', '......~~..', '..........'],
    );
    a.dice.queue(10, 1);
    endRound(a.m);
    expect(a.lp('wet')).toBe(0);
    expect(a.lp('dry')).toBeGreaterThan(0);
  });

  it('Hoarded Wealth: Pantaleone gains a Will Point, past his start, unless he spent one this round', () => {
    const a = scene({ p: { gang: 0, profile: 'gifted-pantaleone', at: [0, 0], wp: 2, wpStart: 2 } });
    a.dice.queue(10, 1);
    endRound(a.m);
    expect(a.wp('p')).toBe(3);
    emit(a.m, { type: 'will-points', character: a.id('p'), amount: 1, wpBefore: 3, wpAfter: 2 });
    a.m.world.components.Points.wp[a.eid('p')] = 2;
    a.dice.queue(10, 1);
    endRound(a.m);
    expect(a.wp('p')).toBe(2);
  });
});

describe('Regenerating (the Shackled Feaster)', () => {
  it('its Vampiric Attack heals it above its start; a turn begun on 10 Life Points gives +2 ATTACK', () => {
    const a = scene({
      f: { gang: 0, profile: 'the-doctors-shackled-feaster', at: [0, 0], stats: { attack: 3 }, wp: 0 },
      t: { gang: 1, profile: CITIZEN, at: [1, 0], stats: { dex: 4, protection: 1 }, wp: 0 },
    });
    const start = a.m.world.components.Points.lpStart[a.eid('f')]!;
    // three Aces against PROTECTION 1: Life Points lost, its Vampiric Attack heals it past its start
    a.ok(
      { type: 'combat', actor: a.id('f'), target: a.id('t'), weapon: 'Tender Claws' },
      9,
      9,
      9,
      2,
      2,
      2,
      2,
    );
    expect(a.lp('f')).toBeGreaterThan(start);
    const b = scene({ f: { gang: 0, profile: 'the-doctors-shackled-feaster', at: [0, 0] } });
    const attack = statOf(b.m, b.eid('f'), 'attack');
    b.m.world.components.Points.lp[b.eid('f')] = 10;
    b.ok({ type: 'activate', actor: b.id('f') });
    expect(statOf(b.m, b.eid('f'), 'attack')).toBe(attack + 2);
  });
});
