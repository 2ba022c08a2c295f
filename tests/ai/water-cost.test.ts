/**
 * What being left in the water costs (src/ai/considerations.ts `waterCost`, rulebook "Swimming", "Canals",
 * "Obstacles & Debris"): nothing on dry ground or for a Water Creature's base of 0, a share while the Action Points
 * left swim to a way out, a turn's cost for each turn the way out takes (a high-walled canal is left only by a
 * Water Access), and the water a turn's end on Debris moves the character into. And the rules' reading under it:
 * `waysOutOfWater`, `turnEndMoveOff`.
 */
import { describe, expect, it } from 'vitest';
import { STUCK_TURNS, SWIM_COST, SWIM_STEP_SHARE, waterCost } from '../../src/ai/considerations.ts';
import { candidatesFor, TERM_WALL_FALL } from '../../src/ai/plan.ts';
import { attackWorth } from '../../src/ai/threat.ts';
import { type Node, turnEndFallPreview, turnEndMoveOff, waysOutOfWater } from '../../src/rules/index.ts';
import { arena, CITIZEN, moveTo } from '../rules/helpers/arena.ts';

/** A citizen (MOVE 4: 2″ a swim) on the north street above a canal row; its enemy far east on the south street. */
function canal(row: string, extras = {}) {
  return arena({
    rows: ['.'.repeat(row.length), row, '.'.repeat(row.length)],
    extras,
    figures: {
      swimmer: { gang: 0, profile: CITIZEN, at: [0, 0] },
      rival: { gang: 1, profile: CITIZEN, at: [row.length - 1, 2] },
    },
  });
}

/** The water (or Debris) surface of column (i, 1). */
const waterAt = (a: ReturnType<typeof canal>, i: number): Node =>
  [...a.m.board.surfacesAt(i, 1)].sort((x, y) => y.z - x.z)[0]!;

describe('the way out of the water', () => {
  it('is a climb over a 1″ canal wall, and none over a high wall without a Water Access', () => {
    const low = canal('~~~~~~~~~~');
    expect(waysOutOfWater(low.m.board, waterAt(low, 3), 16)).toBeLessThanOrEqual(1.5);
    const high = canal('==========');
    expect(waysOutOfWater(high.m.board, waterAt(high, 3), 16)).toBe(Number.POSITIVE_INFINITY);
    const access = canal('==========', { waterAccess: [[8, 1]] });
    const out = waysOutOfWater(access.m.board, waterAt(access, 3), 16);
    expect(out).toBeGreaterThanOrEqual(4);
    expect(out).toBeLessThan(8);
    // out of the water already
    expect(waysOutOfWater(low.m.board, low.m.board.surfacesAt(0, 0)[0]!, 16)).toBe(0);
  });

  it('a turn ended on Debris moves the character into the water around it', () => {
    const a = canal('~~~r~~~~~~');
    const off = turnEndMoveOff(a.m, a.eid('swimmer'), waterAt(a, 3));
    expect(off).not.toBeNull();
    expect(a.m.board.surfaceKind(off!.node)).toBe('water');
    expect(turnEndMoveOff(a.m, a.eid('swimmer'))).toBeNull();
  });
});

describe('what the water costs', () => {
  it('costs nothing on dry ground, and nothing to a Water Creature (a base of 0)', () => {
    const a = canal('~~~~~~~~~~');
    const eid = a.eid('swimmer');
    expect(waterCost(a.m, eid, SWIM_COST, a.m.board.surfacesAt(0, 0)[0]!, 0)).toBe(0);
    expect(waterCost(a.m, eid, 0, waterAt(a, 3), 0)).toBe(0);
  });

  it('costs a share while the Action Points left swim out, and a turn when none is left', () => {
    const a = canal('~~~~~~~~~~');
    const eid = a.eid('swimmer');
    expect(waterCost(a.m, eid, SWIM_COST, waterAt(a, 3), 1)).toBeCloseTo(SWIM_COST * SWIM_STEP_SHARE);
    expect(waterCost(a.m, eid, SWIM_COST, waterAt(a, 3), 0)).toBeCloseTo(SWIM_COST);
  });

  it('costs a turn more for each further turn the way out takes, at most two more', () => {
    const far = canal('==========', { waterAccess: [[9, 1]] });
    // 2″ a swim, 2 Action Points a turn: about 7″ to the Water Access takes this turn's last swim and two turns more
    const cost = waterCost(far.m, far.eid('swimmer'), SWIM_COST, waterAt(far, 2), 1);
    expect(cost).toBeCloseTo(SWIM_COST * 2);
    const none = canal('==========');
    expect(waterCost(none.m, none.eid('swimmer'), SWIM_COST, waterAt(none, 3), 1)).toBeCloseTo(
      SWIM_COST * (1 + STUCK_TURNS),
    );
  });

  it('swims as a Run/Climb begun there does: a Fast Swimmer reaches the way out a turn sooner', () => {
    const far = arena({
      rows: ['..........', '==========', '..........'],
      extras: { waterAccess: [[9, 1]] },
      figures: {
        swimmer: { gang: 0, profile: 'the-guild-mariner', at: [0, 0] }, // MOVE 4, Fast Swimmer (2): 4″ a swim
        rival: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    // about 7″ to the Water Access: this turn's last swim and one turn more (a citizen needs two more)
    expect(waterCost(far.m, far.eid('swimmer'), SWIM_COST, waterAt(far, 2), 1)).toBeCloseTo(SWIM_COST);
  });

  it('costs Debris at the turn’s end as the water it is moved into, and nothing with an Action Point left', () => {
    const a = canal('~~~r~~~~~~');
    const eid = a.eid('swimmer');
    expect(waterCost(a.m, eid, SWIM_COST, waterAt(a, 3), 0)).toBeCloseTo(SWIM_COST);
    expect(waterCost(a.m, eid, SWIM_COST, waterAt(a, 3), 1)).toBe(0);
  });
});

describe('ending the turn on a wall', () => {
  it('costs the fall it makes there, in the hold’s terms', () => {
    const a = arena({
      rows: ['......', '..5...', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 3 } },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    // a Success stops it 3″ up the wall, an Action Point left
    a.ok(moveTo(a, 'red', 1, 1, 3), 7, 2, 2, 2);
    const fall = turnEndFallPreview(a.m, a.eid('red'))!;
    const hold = candidatesFor(a.m, a.eid('red')).find((c) => c.command.type === 'end-turn')!;
    const term = hold.terms?.find((t) => t.label === TERM_WALL_FALL);
    expect(term?.value).toBeCloseTo(-attackWorth(fall.odds.killChance, fall.odds.expectedLpLost, 11));
    expect(term!.value).toBeLessThan(0);
  });
});
