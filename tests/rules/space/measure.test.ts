import { describe, expect, it } from 'vitest';
import { baseRadius, type Figure } from '../../../src/rules/space/api.ts';
import { distance, inBaseContact } from '../../../src/rules/space/measure.ts';

const fig = (x: number, y: number, z = 0, mm = 30, height = 1.2): Figure => ({
  x,
  y,
  z,
  radius: baseRadius(mm),
  height,
});

describe('distance', () => {
  it('measures between the closest points of the bases', () => {
    expect(distance(fig(0.5, 0.5), fig(3.5, 0.5))).toBeCloseTo(3 - 60 / 50.8, 9);
    expect(distance(fig(0.5, 0.5), fig(0.5, 10.5, 0, 40))).toBeCloseTo(10 - 15 / 25.4 - 20 / 25.4, 9);
  });

  it('is 0 for touching or overlapping bases', () => {
    expect(distance(fig(0.5, 0.5), fig(1.5, 0.5))).toBe(0);
    expect(distance(fig(0.5, 0.5), fig(0.5, 0.5))).toBe(0);
  });

  it('measures straight up between a figure and one on a roof above it', () => {
    expect(distance(fig(0.5, 0.5, 0), fig(0.5, 0.5, 5))).toBeCloseTo(5 - 1.2, 9);
    expect(distance(fig(0.5, 0.5, 5), fig(0.5, 0.5, 0))).toBeCloseTo(5 - 1.2, 9);
  });

  it('measures diagonally in 3D', () => {
    const r = baseRadius(30);
    const a = fig(0, 0, 0);
    const b = fig(3 + 2 * r, 0, 4 + 1.2);
    expect(distance(a, b)).toBeCloseTo(5, 9);
  });
});

describe('inBaseContact', () => {
  it('holds for figures on neighbouring cells, orthogonal or diagonal', () => {
    expect(inBaseContact(fig(0.5, 0.5), fig(1.5, 0.5))).toBe(true);
    expect(inBaseContact(fig(0.5, 0.5), fig(1.5, 1.5))).toBe(true);
    expect(inBaseContact(fig(0.5, 0.5, 0, 25), fig(1.5, 1.5, 0, 25))).toBe(true);
  });

  it('fails two cells apart for 30 mm bases', () => {
    expect(inBaseContact(fig(0.5, 0.5), fig(2.5, 0.5))).toBe(false);
    expect(inBaseContact(fig(0.5, 0.5), fig(2.5, 1.5))).toBe(false);
  });

  it('reaches two cells for large bases', () => {
    expect(inBaseContact(fig(0.5, 0.5, 0, 60), fig(2.5, 0.5))).toBe(true);
  });

  it('allows up to 1″ between the bases vertically', () => {
    expect(inBaseContact(fig(0.5, 0.5, 0), fig(1.5, 0.5, 1))).toBe(true);
    expect(inBaseContact(fig(0.5, 0.5, 0), fig(1.5, 0.5, -1))).toBe(true);
    expect(inBaseContact(fig(0.5, 0.5, 0), fig(1.5, 0.5, 2))).toBe(false);
  });
});
