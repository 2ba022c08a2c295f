/**
 * Renewed Vigour (Father Baumgartner) and Flesh Golem (The Unholy Union): what a kill by their attack gives
 * (src/rules/abilities/unique/kill-rewards.ts, read at the HIT_TAKEN hook point).
 */
import { describe, expect, it } from 'vitest';
import type { HitReport } from '../../../src/rules/character/ability-types.ts';
import { HIT_TAKEN } from '../../../src/rules/character/hooks.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

/** `attacker` hit `who` for `lpLost` Life Points; `killed`: it is off the board; the rule book's hit effects run. */
function hit(a: Arena, attacker: string, who: string, lpLost: number, killed: boolean): void {
  const m = a.m;
  if (killed) setTag(m.world, a.eid(who), m.world.components.OnBoard, false);
  const report = {
    m,
    attacker: a.eid(attacker),
    target: a.eid(who),
    weapon: { name: 'Sword', range: 0, evasion: 0, damage: 0, penetration: 0, abilities: [] },
    damage: lpLost,
    lpLost,
    contact: true,
    harmless: false,
  } as unknown as HitReport;
  for (const f of m.book.all(HIT_TAKEN)) f(report);
}

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
    hit(a, 'user', 'foe', 2, false);
    expect(a.wp('user')).toBe(0);
    hit(a, 'user', 'friend', 11, true);
    expect(a.wp('user')).toBe(0);
    hit(a, 'user', 'foe', 11, true);
    expect(a.wp('user')).toBe(3);
  });

  it('Flesh Golem: heals as many Life Points as its victim started with, never above its own start', () => {
    const a = scene('the-doctors-the-unholy-union', { lp: 3 });
    const start = a.m.world.components.Points.lpStart[a.eid('user')]!;
    hit(a, 'user', 'foe', 11, true);
    expect(a.lp('user')).toBe(Math.min(start, 3 + 11));
  });
});
