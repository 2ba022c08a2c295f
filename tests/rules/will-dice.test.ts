/**
 * Will Points worth more (src/rules/abilities/unique/will-dice.ts): Inspiring, Gates of Heaven, A Light in the Dark.
 * Forced dice.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, ofType } from './helpers/arena.ts';

const VETERAN = 'patricians-seven-years-veteran'; // Soldier, Inspiring
const CAPTAIN = 'patricians-captain-of-the-guard'; // Soldier
const CESTA = 'the-vatican-father-cesta';
const SERAPH = 'the-vatican-seraph'; // Construct
const REFLECTION = 'gifted-harbinger-s-reflection';
const OPEN = ['..............', '..............', '..............', '..............', '..............'];
const DICE = Array.from({ length: 30 }, () => 2);

const spend = (a: Arena, amount: number) => {
  const d = a.m.pending;
  if (d?.type !== 'will-points') throw new Error(`no Will Point decision: ${JSON.stringify(d)}`);
  return a.ok({ type: 'decide', decision: 'will-points', character: d.character, amount }, ...DICE);
};
const attackPool = (events: ReturnType<Arena['ok']>) =>
  ofType(events, 'roll').find((r) => r.purpose === 'attack')?.pool;
const ability = (a: Arena, actor: string, name: string): Command => ({
  type: 'ability',
  actor: a.id(actor),
  ability: name,
  targets: [],
});

describe('Inspiring (the Seven Years Veteran)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        veteran: { gang: 0, profile: VETERAN, at: [1, 1] },
        soldier: { gang: 0, profile: CAPTAIN, at: [4, 1], wp: 2, stats: { attack: 3 } },
        civilian: { gang: 0, profile: CITIZEN, at: [4, 3], wp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
        foe2: { gang: 1, profile: CITIZEN, at: [5, 3] },
      },
    });

  it('a friendly Soldier in its sight within 6″: each Will Point of its own adds two dice', () => {
    const a = scene();
    a.ok(endTurn(a, 'veteran'));
    a.ok(endTurn(a, 'foe'));
    a.submit(combat(a, 'soldier', 'foe'));
    const events = spend(a, 1);
    expect(attackPool(events)).toBe(5);
    expect(ofType(events, 'ability').some((e) => e.ability === 'Inspiring')).toBe(true);
  });

  it('a friend that is no Soldier gets one die a Will Point', () => {
    const a = scene();
    a.ok(endTurn(a, 'veteran'));
    a.ok(endTurn(a, 'foe'));
    a.submit(combat(a, 'civilian', 'foe2'));
    expect(attackPool(spend(a, 1))).toBe(4);
  });
});

describe('Gates of Heaven (Father Cesta)', () => {
  it('until the round ends, each Will Point of a friendly Construct near him adds two dice', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        cesta: { gang: 0, profile: CESTA, at: [1, 1] },
        seraph: { gang: 0, profile: SERAPH, at: [4, 1], wp: 2, stats: { attack: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    a.ok(ability(a, 'cesta', 'Gates of Heaven'));
    a.ok(endTurn(a, 'cesta'));
    a.ok(endTurn(a, 'foe'));
    // the Seraph's Primitive roll as its turn begins (Aces: not Stunned), then the Citizen's MIND roll for its Fear
    a.submit(combat(a, 'seraph', 'foe'), ...Array.from({ length: 10 }, () => 8));
    while (a.m.pending?.type === 'will-points' && a.m.pending.character !== a.id('seraph')) spend(a, 0);
    expect(attackPool(spend(a, 2))).toBe(7);
  });
});

describe('A Light in the Dark (Harbinger’s Reflection)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        reflection: { gang: 0, profile: REFLECTION, at: [1, 1], wp: 5, wpStart: 6, stats: { attack: 2 } },
        pal: { gang: 0, profile: CITIZEN, at: [8, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1], wp: 2 },
      },
    });

  it('may spend more than 2 Will Points on one roll', () => {
    const a = scene();
    a.submit(combat(a, 'reflection', 'foe'));
    const d = a.m.pending;
    expect(d?.type === 'will-points' ? d.max : 0).toBe(5);
    expect(attackPool(spend(a, 4))).toBe(6);
  });

  it('another character spending 2 of its own on one roll gives it 2 Will Points back', () => {
    const a = scene();
    a.ok(endTurn(a, 'reflection'));
    a.submit(combat(a, 'foe', 'reflection'));
    spend(a, 2);
    // it had 5: the 2 it regains stop at its starting 6
    expect(a.wp('reflection')).toBe(6);
    expect(a.wp('foe')).toBe(0);
  });
});
