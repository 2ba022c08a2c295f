/**
 * Fortune's Favour (rulebook "Fortune's Favour"; src/rules/scenario/fortune.ts): the engine recognises daring feats, gives
 * the favour to the first gang that performs one and passes it on only to a gang that does not hold it; the
 * character replenishes 1 Will Point, never above its start.
 */
import { describe, expect, it } from 'vitest';
import type { Command, MatchEvent } from '../../src/rules/core/types.ts';
import { fortuneOf } from '../../src/rules/index.ts';
import { summarise } from '../../src/rules/read/summary.ts';
import { featOf } from '../../src/rules/scenario/fortune.ts';
import { type Arena, arena, CITIZEN, ESCORT, ofType } from './helpers/arena.ts';

// Street, a 2″ canal, street: a 3″ jump from (1.5, 0.5) to (4.5, 0.5) passes over the water.
const CANAL = ['..~~....', '........'];

const jump = (a: Arena, who: string, x: number, y = 0.5): Command => ({
  type: 'jump',
  actor: a.id(who),
  to: [x, y, 0],
});

function twoJumpers(wp = 0, wpStart = wp): Arena {
  return arena({
    rows: CANAL,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 0], wp, wpStart },
      red2: { gang: 0, profile: CITIZEN, at: [1, 1], wp, wpStart },
      blue: { gang: 1, profile: CITIZEN, at: [7, 1], wp, wpStart },
    },
  });
}

describe("Fortune's Favour", () => {
  it('a jump that clears a canal earns it for the gang, and the jumper gets 1 Will Point back', () => {
    // Alone in its gang (a Citizen seeing another Trade friend would regain a Will Point from Companion first).
    const a = arena({
      rows: CANAL,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0], wp: 0, wpStart: 2 },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    // DEXTERITY 4: Destiny Dice 5, then 7, 2, 2: a Success with 1 Ace, 3″: it lands across the canal.
    const events = a.ok(jump(a, 'red', 4.5), 5, 7, 2, 2);
    const f = ofType(events, 'fortune');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({
      character: a.id('red'),
      gang: 'red',
      from: null,
      feat: 'leaps a canal',
      wp: 1,
    });
    expect(a.wp('red')).toBe(1);
    expect(summarise(a.m).fortune).toBe('red');
  });

  it('never raises Will Points above the start', () => {
    const a = twoJumpers(0, 2);
    const start = a.m.world.components.Points.wpStart[a.m.ids.get(a.id('red'))!]!;
    a.m.world.components.Points.wp[a.m.ids.get(a.id('red'))!] = start;
    // With Will Points the roll asks first whether to spend any: none.
    a.ok(jump(a, 'red', 4.5), 5, 7, 2, 2);
    expect(a.m.pending?.type).toBe('will-points');
    const events = a.ok({ type: 'decide', decision: 'will-points', character: a.id('red'), amount: 0 });
    expect(ofType(events, 'fortune')[0]?.wp).toBe(0);
    expect(a.wp('red')).toBe(start);
  });

  it('a jump that falls into the canal is no feat', () => {
    const a = twoJumpers();
    // A Fumble: 1″, into the water.
    const events = a.ok(jump(a, 'red', 4.5), 1, 2, 2, 2);
    expect(ofType(events, 'fortune')).toEqual([]);
    expect(summarise(a.m).fortune).toBeNull();
  });

  it('the holder cannot award it to itself; another gang’s feat takes it over', () => {
    const a = twoJumpers();
    a.ok(jump(a, 'red', 4.5), 5, 7, 2, 2);
    a.ok({ type: 'end-turn', actor: a.id('red') });
    a.ok({ type: 'end-turn', actor: a.id('blue') });
    const again = a.ok(jump(a, 'red2', 4.5, 1.5), 5, 7, 2, 2);
    expect(ofType(again, 'fortune')).toEqual([]);
    expect(summarise(a.m).fortune).toBe('red');
  });

  it('recognises a charge from above and the felling of an enemy on a larger base', () => {
    const a = twoJumpers();
    const ev = (e: Partial<MatchEvent> & { type: string }) => ({ seq: 1, round: 1, ...e }) as MatchEvent;
    expect(
      featOf(a.m, [
        ev({
          type: 'attack-of-opportunity',
          character: a.id('red'),
          target: a.id('blue'),
          reason: 'charging from above',
        }),
      ]),
    ).toEqual({ character: a.id('red'), feat: 'charges from above' });
    const b = arena({
      rows: ['......'],
      figures: {
        small: { gang: 0, profile: CITIZEN, at: [1, 0] },
        big: { gang: 1, profile: ESCORT, at: [2, 0] },
      },
    });
    const roll = ev({ type: 'roll', character: b.id('small'), purpose: 'attack' } as never);
    const down = ev({ type: 'casualty', character: b.id('big'), gang: 'blue' } as never);
    expect(featOf(b.m, [roll, down])).toEqual({ character: b.id('small'), feat: 'fells a larger foe' });
    // The other way round (the big one fells the small one) is no feat.
    const roll2 = ev({ type: 'roll', character: b.id('big'), purpose: 'attack' } as never);
    const down2 = ev({ type: 'casualty', character: b.id('small'), gang: 'red' } as never);
    expect(featOf(b.m, [roll2, down2])).toBeNull();
  });

  it('recognises an enemy thrown into a canal by a Grapple (not a friend, not onto the street)', () => {
    const throwIn = (friend: boolean) =>
      arena({
        rows: ['..........', '....~~....'],
        figures: {
          a: { gang: 0, profile: CITIZEN, at: [2, 0] },
          b: { gang: friend ? 0 : 1, profile: CITIZEN, at: [3, 0] },
          far: { gang: 1, profile: CITIZEN, at: [9, 0] },
        },
      });
    const grapple = (a: Arena, to: [number, number, number]): Command => ({
      type: 'grapple',
      actor: a.id('a'),
      target: a.id('b'),
      to,
    });
    // the grappler's Aces beat the target's (as in the case grapple-into-water): b lands in the canal
    const a = throwIn(false);
    const events = a.ok(grapple(a, [5.5, 1.5, -1]), 2, 2, 2, 7, 2, 2);
    expect(a.at('b')).toEqual([5.5, 1.5, -1]);
    expect(ofType(events, 'fortune')[0]).toMatchObject({
      character: a.id('a'),
      feat: 'throws a foe into a canal',
    });
    const onto = throwIn(false);
    onto.ok(grapple(onto, [5.5, 0.5, 0]), 2, 2, 2, 7, 2, 2);
    expect(fortuneOf(onto.m).holder).toBeNull();
    // a friend thrown in (a Basic Roll: the grappler's dice only) is no feat
    const friend = throwIn(true);
    friend.ok(grapple(friend, [5.5, 1.5, -1]), 7, 2, 2);
    expect(friend.at('b')).toEqual([5.5, 1.5, -1]);
    expect(fortuneOf(friend.m).holder).toBeNull();
  });
});
