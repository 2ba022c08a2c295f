/**
 * Crimson Feast (the Strigoi Sluger), Locomotive Nexus Link (The Being) and Plague-infused Anatomy (the Plague
 * Doctor): what a hit or a kill sets off (src/rules/abilities/strigoi/crimson-feast.ts, doctors/hits.ts). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { hasTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena => arena({ rows: OPEN, figures });

describe('what a hit or a kill sets off', () => {
  it('Crimson Feast: a kill, a Basic MIND roll, each Ace heals friendly Vampires within 3″', () => {
    const a = scene({
      sluger: { gang: 0, profile: 'strigoi-strigoi-sluger', at: [0, 0] },
      vampire: { gang: 0, profile: 'strigoi-common-strigoi', at: [2, 0], lp: 5 },
      far: { gang: 0, profile: 'strigoi-common-strigoi', at: [8, 0], lp: 5 },
      citizen: { gang: 0, profile: CITIZEN, at: [0, 2], lp: 5 },
      foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
    });
    a.dice.queue(8, 9, 2); // MIND 3: two Aces
    hitTaken(a, 'sluger', 'foe', { damage: 11, killed: true });
    expect(['vampire', 'far', 'citizen'].map((n) => a.lp(n))).toEqual([7, 5, 5]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Locomotive Nexus Link: as many Nexus friends within 6″ as the Damage dealt regain 1 Will Point, nearest first', () => {
    const a = scene({
      being: { gang: 0, profile: 'the-doctors-the-being', at: [0, 0] },
      m1: { gang: 0, profile: 'the-doctors-madman', at: [2, 0], wp: 0, wpStart: 6 },
      m2: { gang: 0, profile: 'the-doctors-madman', at: [4, 0], wp: 0, wpStart: 6 },
      m3: { gang: 0, profile: 'the-doctors-madman', at: [6, 0], wp: 0, wpStart: 6 },
      foe: { gang: 1, profile: CITIZEN, at: [1, 2] },
    });
    hitTaken(a, 'being', 'foe', { damage: 2 });
    expect(['m1', 'm2', 'm3'].map((n) => a.wp(n))).toEqual([1, 1, 0]);
  });

  it('Plague-infused Anatomy: the enemy that kills a friend in base contact near the Plague Doctor is Stunned', () => {
    const a = scene({
      doctor: { gang: 0, profile: 'the-doctors-plague-doctor', at: [0, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [3, 0] },
      killer: { gang: 1, profile: CITIZEN, at: [4, 0] },
    });
    hitTaken(a, 'killer', 'friend', { damage: 11, killed: true });
    expect(hasTag(a.m.world, a.eid('killer'), a.m.world.components.Stunned)).toBe(true);
  });
});
