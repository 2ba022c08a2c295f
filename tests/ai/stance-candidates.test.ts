/**
 * The AI's Hide and Guard candidates (src/ai/stance-candidates.ts, wired in src/ai/plan.ts): Hide by the shots it
 * takes away, Guard by the chance an enemy moves into its reach times the Attack of Opportunity; neither when the
 * character has something to attack.
 *
 * Citizens: MOVE 4, 11 LP, 2 AP, an Improvised Weapon in base contact. Recruiters: a Handbow 15″.
 */
import { describe, expect, it } from 'vitest';
import { candidatesFor } from '../../src/ai/plan.ts';
import { guardWorth, hideWorth, TERM_HIDE } from '../../src/ai/stance-candidates.ts';
import { threatOf } from '../../src/ai/threat.ts';
import { sightBetween } from '../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN, type FigureSpec, RECRUITER } from '../rules/helpers/arena.ts';

/**
 * Red on a 6″ tower (columns 1–3, rows 1–3) it cannot climb down in one move, at column `i` of its middle row;
 * three blue Recruiters on the street to the east, at column `east`.
 */
function tower(red: Partial<FigureSpec> & { profile: string }, i = 2, east = 18): Arena {
  const street = '.'.repeat(east + 3);
  const roof = `.666${'.'.repeat(east - 1)}`;
  return arena({
    rows: [street, roof, roof, roof, street],
    figures: {
      red: { gang: 0, at: [i, 2], ...red },
      b1: { gang: 1, profile: RECRUITER, at: [east, 1] },
      b2: { gang: 1, profile: RECRUITER, at: [east, 2] },
      b3: { gang: 1, profile: RECRUITER, at: [east, 3] },
    },
  });
}

const threatsOn = (a: Arena, name: string) =>
  new Map(['b1', 'b2', 'b3'].map((b) => [a.eid(b), threatOf(a.m, a.eid(b), a.eid(name))]));

const stances = (a: Arena, name: string, ap?: number) =>
  candidatesFor(a.m, a.eid(name), ap).filter((c) => c.command.type === 'hide' || c.command.type === 'guard');

describe('AI Hide and Guard candidates', () => {
  it('hides when enemies can shoot it and it cannot attack', () => {
    const a = tower({ profile: CITIZEN, lp: 2 });
    const red = a.eid('red');
    // The roof's edge gives cover from the street; the Recruiters are 14″ away, beyond 6″ + their MOVE.
    for (const b of ['b1', 'b2', 'b3']) expect(sightBetween(a.m, a.eid(b), red).cover).toBe(true);
    const best = candidatesFor(a.m, red, 1)[0]!;
    expect(best.command).toEqual({ type: 'hide', actor: a.id('red') });
    expect(best.why).toBe('hide from 3 enemies that could shoot it');
    // Hide takes away the whole of the ranged danger the three shooters bring.
    const hide = best.terms!.find((t) => t.label === TERM_HIDE)!.value;
    expect(hide).toBeCloseTo(hideWorth(a.m, red, threatsOn(a, 'red')).worth, 9);
    expect(hide).toBeCloseTo(-best.terms!.find((t) => t.label.startsWith('danger'))!.value, 9);
  });

  it('takes away only half the shot of an enemy that can come within 6″', () => {
    const far = tower({ profile: CITIZEN, lp: 2 });
    const near = tower({ profile: CITIZEN, lp: 2 }, 2, 10);
    const worthFar = hideWorth(far.m, far.eid('red'), threatsOn(far, 'red'));
    const worthNear = hideWorth(near.m, near.eid('red'), threatsOn(near, 'red'));
    expect(worthNear.shooters).toBe(3);
    expect(worthNear.worth).toBeCloseTo(worthFar.worth / 2, 9);
  });

  it('does not hide or guard when it can attack', () => {
    const a = tower({ profile: RECRUITER, lp: 2 }, 3, 16);
    const red = a.eid('red');
    // Hiding would take danger away, yet the Handbow reaches: it shoots.
    expect(hideWorth(a.m, red, threatsOn(a, 'red')).worth).toBeGreaterThan(0);
    expect(stances(a, 'red')).toEqual([]);
    expect(stances(a, 'red', 1)).toEqual([]);
    expect(candidatesFor(a.m, red, 1)[0]!.command.type).toBe('combat');
  });

  it('guards at the edge of its roof when an enemy must come into its reach', () => {
    // Red's Handbow (15″) cannot reach Citizens 17″ away; they can only move, and may end within its range.
    const a = arena({
      rows: ['.'.repeat(24), `.666${'.'.repeat(20)}`, `.666${'.'.repeat(20)}`, `.666${'.'.repeat(20)}`],
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [3, 2] },
        blue: { gang: 1, profile: CITIZEN, at: [21, 2] },
      },
    });
    const red = a.eid('red');
    const g = guardWorth(a.m, red);
    expect(g.worth).toBeGreaterThan(0);
    expect(g.against).toBe('blue-citizen (Handbow)');
    const best = candidatesFor(a.m, red, 1)[0]!;
    expect(best.command).toEqual({ type: 'guard', actor: a.id('red') });
  });
});
