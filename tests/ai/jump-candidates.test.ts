/**
 * The AI's Jump candidates (src/ai/jump-candidates.ts, wired in src/ai/plan.ts): exact odds of the jump preview,
 * the fall it risks, and only where a Run/Climb does not get as surely.
 *
 * Citizens: MOVE 4, DEXTERITY 4 (Aces on 7+), 11 LP, 2 AP, 30 mm bases, an Improvised Weapon in base contact.
 */
import { describe, expect, it } from 'vitest';
import { TERM_APPROACH, TERM_DANGER } from '../../src/ai/considerations.ts';
import { TERM_JUMP_FALL } from '../../src/ai/jump-candidates.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { jumpPreview, reachPreview } from '../../src/rules/read/preview.ts';
import { type Arena, arena, CITIZEN, type FigureSpec } from '../rules/helpers/arena.ts';

/** Red on the roof of a 3″ building at (2, 1), blue on the roof across a street 2″ wide, at (6, 1). */
function acrossTheStreet(): Arena {
  return arena({
    rows: ['333..333', '333..333', '333..333'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
    },
  });
}

/** Red on a 6″ roof at (1, 0), blue on the roof across a street 4″ wide, at (7, 0). */
function overTheCanyon(red: Partial<FigureSpec>): Arena {
  return arena({
    rows: ['66....666', '66....666'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 0], ...red },
      blue: { gang: 1, profile: CITIZEN, at: [7, 0] },
    },
  });
}

const jumpsOf = (a: Arena, name: string) =>
  candidatesFor(a.m, a.eid(name)).filter((c) => c.command.type === 'jump');

describe('AI Jump candidates', () => {
  it('jumps across a gap to reach an enemy when the chance is good and no walk gets there', () => {
    const a = acrossTheStreet();
    const red = a.eid('red');
    // No Run/Climb ends on the far roof (down 3″, across 2″, up 3″ is beyond MOVE and a Critical's 2″).
    expect(reachPreview(a.m, red).some((c) => c.node.i >= 5 && c.node.z === 3 && !c.needsCritical)).toBe(
      false,
    );
    const odds = jumpPreview(a.m, red, [5.5, 1.5, 3]);
    expect(odds.reachChance).toBeGreaterThan(0.9);
    const best = candidatesFor(a.m, red)[0]!;
    expect(best.command).toEqual({ type: 'jump', actor: a.id('red'), to: [5.5, 1.5, 3] });
    expect(best.why).toMatch(/charge blue-citizen/);
    // Its terms add up to its score, and name the fall and the shared considerations.
    const labels = best.terms!.map((t) => t.label);
    expect(labels).toEqual(expect.arrayContaining([TERM_JUMP_FALL, TERM_DANGER, TERM_APPROACH]));
    expect(best.terms!.reduce((s, t) => s + t.value, 0)).toBeCloseTo(best.score, 9);
    // The fall term is the preview's: chance it takes red out plus half the share of Life Points lost.
    const fall = best.terms!.find((t) => t.label === TERM_JUMP_FALL)!.value;
    expect(fall).toBeCloseTo(-(odds.killChance + (0.5 * odds.expectedFallLp) / 11), 9);
  });

  it('does not jump when the landing chance is poor and the fall would kill', () => {
    const a = overTheCanyon({ lp: 2 });
    const red = a.eid('red');
    const odds = jumpPreview(a.m, red, [6.5, 0.5, 6]);
    expect(odds.reachChance).toBeLessThan(0.6);
    expect(odds.killChance).toBeGreaterThan(0.4);
    expect(jumpsOf(a, 'red')).toEqual([]);
    expect(candidatesFor(a.m, red)[0]!.command.type).not.toBe('jump');
  });

  it('makes the same jump when it is sure-footed enough that the fall is a small risk', () => {
    const a = overTheCanyon({ lp: 2, stats: { dex: 8 } });
    const red = a.eid('red');
    expect(jumpPreview(a.m, red, [6.5, 0.5, 6]).reachChance).toBeGreaterThan(0.85);
    expect(candidatesFor(a.m, red)[0]!.command).toMatchObject({ type: 'jump', to: [6.5, 0.5, 6] });
  });

  it('offers no jump where a sure walk gets as near', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    expect(jumpsOf(a, 'red')).toEqual([]);
    expect(candidatesFor(a.m, a.eid('red'))[0]!.command.type).toBe('run-climb');
  });
});
