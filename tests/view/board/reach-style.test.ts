import { describe, expect, it } from 'vitest';
import { chanceColour, costColour, percent, tileStyle } from '../../../src/view/board/reach-style.ts';

describe('tileStyle', () => {
  it('tints Run/Climb tiles from pale (near) to deep (far)', () => {
    expect(costColour(0, 5)).toBe(0x9af0ff);
    expect(costColour(5, 5)).toBe(0x1f5fd0);
    expect(costColour(9, 5)).toBe(0x1f5fd0);
  });

  it('puts a die with one pip per roll (up to three) on tiles that need rolls', () => {
    expect(tileStyle('reach', { cost: 1, rolls: 0, chance: 1 }, 5).die).toBe(0);
    expect(tileStyle('reach', { cost: 5, rolls: 2, chance: 0.7 }, 5).die).toBe(2);
    expect(tileStyle('reach', { cost: 5, rolls: 7, chance: 0.1 }, 5).die).toBe(3);
  });

  it('shows tiles that need a Critical in amber with a gold die', () => {
    const s = tileStyle('reach', { cost: 6, rolls: 1, chance: 0.09, needsCritical: true }, 6);
    expect(s).toMatchObject({ fill: 0xffa726, critical: true, die: 1 });
  });

  it('colours Jump tiles by the chance to reach them', () => {
    expect(tileStyle('jump', { cost: 2, rolls: 1, chance: 1 }, 2).fill).toBe(chanceColour(1));
    expect(chanceColour(0)).toBe(0xe5533d);
    expect(chanceColour(0.5)).toBe(0xf2c14e);
    expect(chanceColour(1)).toBe(0x56c271);
  });
});

describe('percent', () => {
  it('never rounds an uncertain chance to 100% or 0%', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0.999)).toBe('>99%');
    expect(percent(0.001)).toBe('<1%');
    expect(percent(0.731)).toBe('73%');
  });
});
