/**
 * Renewed Vigour (Father Baumgartner) and Flesh Golem (The Unholy Union): what a kill by their attack gives
 * (src/rules/abilities/unique/kill-rewards.ts, read at the HIT_TAKEN hook point).
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];

function scene(profile: string, extra: Record<string, number> = {}): Arena {
  return arena({
    rows: OPEN,
    figures: {
      user: { gang: 0, profile, at: [0, 0], ...extra },
      foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [0, 2] },
    },
  });
}

describe('rewards for a kill', () => {
  it('Renewed Vigour: all its Will Points back when its attack takes an enemy out, not for a wound or a friend', () => {
    const a = scene('the-vatican-father-baumgartner', { wp: 0, wpStart: 3 });
    hitTaken(a, 'user', 'foe', { lpLost: 2 });
    expect(a.wp('user')).toBe(0);
    hitTaken(a, 'user', 'friend', { lpLost: 11, killed: true });
    expect(a.wp('user')).toBe(0);
    hitTaken(a, 'user', 'foe', { lpLost: 11, killed: true });
    expect(a.wp('user')).toBe(3);
  });

  it('Flesh Golem: heals as many Life Points as its victim started with, never above its own start', () => {
    const a = scene('the-doctors-the-unholy-union', { lp: 3 });
    const start = a.m.world.components.Points.lpStart[a.eid('user')]!;
    hitTaken(a, 'user', 'foe', { lpLost: 11, killed: true });
    expect(a.lp('user')).toBe(Math.min(start, 3 + 11));
  });
});
