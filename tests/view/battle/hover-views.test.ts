import { describe, expect, it } from 'vitest';
import { withDiveOdds } from '../../../src/view/battle/action-choices.ts';
import { jumpView, sightLines } from '../../../src/view/battle/hover-views.ts';
import type { TileHover } from '../../../src/view/battle/move-modes.ts';
import type { ActionButton } from '../../../src/view/hud/action-list.ts';

describe('sightLines', () => {
  it('says whether the target is seen and, when seen, whether it is in cover', () => {
    expect(sightLines('Capodecina', 'Toad', { lineOfSight: true, cover: true })).toEqual([
      'Capodecina → Toad',
      'In line of sight',
      'In cover',
    ]);
    expect(sightLines('Capodecina', 'Toad', { lineOfSight: false, cover: true })).toEqual([
      'Capodecina → Toad',
      'Out of line of sight',
    ]);
  });
});

describe('jumpView', () => {
  const preview = { problem: null, landChance: 0.9, reachChance: 0.7, expectedFallLp: 0.3, killChance: 0.01 };
  const hover: TileHover = {
    path: null,
    leap: { from: [3.5, 21.5, 4], to: [5.5, 21.5, 6], arc: true },
    colour: 0,
    tip: [],
    jump: preview,
    command: { type: 'jump', actor: 'a', to: [5.5, 21.5, 6] },
  };
  const tile = { node: { i: 5, j: 21, z: 6 }, cost: 2, rolls: 1, chance: 0.7 };

  it('shows the distance, the rise and the odds of the last target pointed at', () => {
    expect(jumpView({ name: 'Capodecina', z: 4, wp: 2 }, { tile, hover }, true, true)).toEqual({
      name: 'Capodecina',
      wp: 2,
      controlled: true,
      onward: true,
      target: { distance: 2, rise: 2, preview },
    });
  });

  it('waits for a target before showing odds', () => {
    expect(jumpView({ name: 'Capodecina', z: 4, wp: 0 }, null, false).target).toBeNull();
  });
});

describe('withDiveOdds', () => {
  const dive: ActionButton = { key: 'dive', label: 'Dive', enabled: true, on: false, title: 'Dive (2 AP)' };
  it('adds the exact chances of a Dive to its tooltip', () => {
    const [b] = withDiveOdds([dive], 4);
    expect(b!.title).toBe('Dive (2 AP)\nNow: one counter 79%, two counters 8%, nothing 11%, Fumble 2%.');
  });
  it('leaves a Dive that is not available alone', () => {
    expect(withDiveOdds([{ ...dive, enabled: false }], 4)[0]!.title).toBe('Dive (2 AP)');
  });
});
