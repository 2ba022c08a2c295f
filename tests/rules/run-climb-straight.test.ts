/**
 * Run/Climb measured along the way taken (rulebook "Run/Climb": up to MOVE in inches; "Measuring & Moving With
 * Terrain"): over open ground a move goes straight (space/shortcuts.ts), and the rules, the preview and the `move`
 * event all count the straight length.
 *
 * Citizens: MOVE 4, DEXTERITY 4, 30 mm bases.
 */
import { describe, expect, it } from 'vitest';
import { reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import { reachPreview } from '../../src/rules/read/preview.ts';
import { arena, CITIZEN, moveTo, ofType } from './helpers/arena.ts';

const OPEN = ['..........', '..........', '..........', '..........', '..........'];

describe('Run/Climb in a straight line', () => {
  const open = () =>
    arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 4] },
      },
    });

  it('costs the straight length in the reach, the preview and the move itself', () => {
    const a = open();
    const red = a.eid('red');
    // 3″ east and 1″ south: √10 ≈ 3.16″ (a diagonal and two steps would be 3.41″)
    const to = (x: { node: { i: number; j: number } }) => x.node.i === 3 && x.node.j === 1;
    expect(reachOf(a.m, red).nodes.find(to)!.cost).toBeCloseTo(Math.sqrt(10), 9);
    expect(reachPreview(a.m, red).find(to)).toMatchObject({ rolls: 0, chance: 1, needsCritical: false });
    const move = ofType(a.ok(moveTo(a, 'red', 3, 1)), 'move')[0]!;
    expect(move.inches).toBe(3.16);
    // the way taken: the points where the straight line crosses each column, ending on the centre
    expect(move.path).toEqual([
      [0.5, 0.5, 0],
      [1.5, 0.5 + 1 / 3, 0],
      [2.5, 0.5 + 2 / 3, 0],
      [3.5, 1.5, 0],
    ]);
  });

  it('reaches 4″ along a line at 2:1 no farther than MOVE 4 allows', () => {
    const a = open();
    const costs = new Map(reachOf(a.m, a.eid('red')).nodes.map((x) => [`${x.node.i},${x.node.j}`, x.cost]));
    // (3, 2) is √13 ≈ 3.61″ away (3.83″ on the grid); (4, 2) is √20 ≈ 4.47″: beyond MOVE
    expect(costs.get('3,2')).toBeCloseTo(Math.sqrt(13), 9);
    expect(costs.has('4,2')).toBe(false);
    expect(costs.get('4,0')).toBe(4);
  });

  it('stops partway along a straight stretch when MOVE runs out, on the centre of the column it reached', () => {
    // disengaging from an enemy to the west (Success, no extra inches) toward a point 5.39″ away
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 1] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 6, 3), 2, 2, 2, 2, 7, 2, 2, 2);
    // the line from (1.5, 1.5) to (6.5, 3.5) crosses (4, 2) at 3.23″; the step across to its centre makes 3.43″;
    // the next column, (5, 3), would be 4.71″
    expect(a.at('red')).toEqual([4.5, 2.5, 0]);
    const move = ofType(events, 'move')[0]!;
    expect(move.inches).toBe(3.43);
    expect(move.path.at(-2)).toEqual([4.5, 2.7, 0]);
    expect(move.path.at(-1)).toEqual([4.5, 2.5, 0]);
  });
});
