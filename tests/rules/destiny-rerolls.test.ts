/**
 * Re-rolls that take the Destiny Dice too (src/rules/abilities/unique/destiny-rerolls.ts): Destined For Victory and
 * Martial Elite. Forced dice: the Destiny Dice is the first die of a roll.
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN, combat, ofType } from './helpers/arena.ts';

const COMMANDER = 'the-vatican-knight-commander'; // Hospitaller, Expert Offence (2), Destined For Victory
const BURNING_SAINT = 'the-vatican-burning-saint'; // Hospitaller, Expert Offence (2)
const CHORBAJI = 'patricians-janissary-chorbaji'; // Ottoman, Expert Offence (2), Martial Elite
const JANISSARY = 'patricians-ottoman-janissary'; // Ottoman, Expert Offence (2)
const OPEN = ['..............', '..............', '..............', '..............'];

const attackRoll = (events: ReturnType<Arena['ok']>) =>
  ofType(events, 'roll').find((r) => r.purpose === 'attack')!;
// the attack: Destiny Dice 1 and misses; each re-roll draws a 9; then the Protection Roll's misses
const DICE = [1, 2, 2, 9, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1];

describe('Destined For Victory (the Knight Commander)', () => {
  const scene = (commander: boolean) =>
    arena({
      rows: OPEN,
      figures: {
        ...(commander ? { commander: { gang: 0, profile: COMMANDER, at: [1, 3] } } : {}),
        saint: { gang: 0, profile: BURNING_SAINT, at: [4, 1], stats: { attack: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
        far: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });

  it('a friendly Hospitaller’s Expert Offence re-rolls take a missed Destiny Dice first', () => {
    const a = scene(true);
    const roll = attackRoll(a.ok(combat(a, 'saint', 'foe'), ...DICE));
    expect(roll.rerolled).toContain(0);
    expect(roll.dice[0]).toBe(9);
    expect(roll.modifiers).toContain('Destined For Victory: the Destiny Dice too');
  });

  it('without a Knight Commander on the table the Destiny Dice stays', () => {
    const a = scene(false);
    const roll = attackRoll(a.ok(combat(a, 'saint', 'foe'), ...DICE));
    expect(roll.rerolled).not.toContain(0);
    expect(roll.dice[0]).toBe(1);
  });
});

describe('Martial Elite (the Janissary Chorbaji)', () => {
  const scene = (janissaryAt: readonly [number, number]) =>
    arena({
      rows: OPEN,
      figures: {
        chorbaji: { gang: 0, profile: CHORBAJI, at: [1, 1] },
        janissary: { gang: 0, profile: JANISSARY, at: janissaryAt, stats: { attack: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [janissaryAt[0] + 1, janissaryAt[1]] },
      },
    });

  it('a friendly Ottoman within 6″ spends its Expert Offence re-rolls on the Destiny Dice too; one farther does not', () => {
    const near = scene([4, 1]);
    expect(attackRoll(near.ok(combat(near, 'janissary', 'foe'), ...DICE)).dice[0]).toBe(9);
    const far = scene([11, 3]);
    expect(attackRoll(far.ok(combat(far, 'janissary', 'foe'), ...DICE)).dice[0]).toBe(1);
  });
});
