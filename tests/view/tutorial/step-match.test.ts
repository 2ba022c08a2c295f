/**
 * What a lesson's step waits for (src/view/tutorial/step-match.ts): a command says everything its pattern says, a
 * point anywhere in the pattern's 1″ column at its height; the pattern given as the command when played headless.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/rules/index.ts';
import { commandMatches, commandOf } from '../../../src/view/tutorial/step-match.ts';

const run = (to: [number, number, number]): Command => ({ type: 'run-climb', actor: 'guild-capodecina', to });

describe('commandMatches', () => {
  const pattern = { type: 'run-climb', actor: 'guild-capodecina', to: [5.5, 1.5, 0] };

  it('takes any point of the same 1″ column at the same height', () => {
    expect(commandMatches(pattern, run([5.5, 1.5, 0]))).toBe(true);
    expect(commandMatches(pattern, run([5.1, 1.9, 0.2]))).toBe(true);
  });

  it('refuses another column, another height, another actor or another action', () => {
    expect(commandMatches(pattern, run([6.5, 1.5, 0]))).toBe(false);
    expect(commandMatches(pattern, run([5.5, 2.5, 0]))).toBe(false);
    expect(commandMatches(pattern, run([5.5, 1.5, 3]))).toBe(false);
    expect(commandMatches(pattern, { type: 'run-climb', actor: 'guild-thief', to: [5.5, 1.5, 0] })).toBe(
      false,
    );
    expect(commandMatches(pattern, { type: 'jump', actor: 'guild-capodecina', to: [5.5, 1.5, 0] })).toBe(
      false,
    );
  });

  it('needs only what the pattern says', () => {
    expect(commandMatches({ type: 'end-turn' }, { type: 'end-turn', actor: 'guild-capodecina' })).toBe(true);
    const attack: Command = { type: 'combat', actor: 'a', target: 'b', weapon: 'Twin Blades' };
    expect(commandMatches({ type: 'combat', target: 'b' }, attack)).toBe(true);
    expect(commandMatches({ type: 'combat', target: 'c' }, attack)).toBe(false);
    expect(commandMatches({ type: 'combat', weapon: 'Unarmed' }, attack)).toBe(false);
  });

  it('compares lists item by item', () => {
    const cast: Command = { type: 'cast', actor: 'w', spell: 'blink', targets: ['x', 'y'] };
    expect(commandMatches({ type: 'cast', targets: ['x', 'y'] }, cast)).toBe(true);
    expect(commandMatches({ type: 'cast', targets: ['y', 'x'] }, cast)).toBe(false);
    expect(commandMatches({ type: 'cast', targets: ['x'] }, cast)).toBe(false);
  });

  it('answers to questions match on their fields', () => {
    const wp: Command = { type: 'decide', decision: 'will-points', character: 'a', amount: 1 };
    expect(commandMatches({ type: 'decide', decision: 'will-points', amount: 1 }, wp)).toBe(true);
    expect(commandMatches({ type: 'decide', decision: 'will-points', amount: 2 }, wp)).toBe(false);
  });
});

describe('commandOf', () => {
  it('gives the pattern as a command, a copy', () => {
    const pattern = { type: 'run-climb', actor: 'a', to: [1.5, 2.5, 0] };
    const c = commandOf(pattern);
    expect(c).toEqual(pattern);
    expect(c).not.toBe(pattern);
  });
});
