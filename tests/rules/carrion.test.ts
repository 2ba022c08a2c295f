/**
 * Carrion (the Stryha Crone; src/rules/abilities/strigoi/carrion.ts): before deployment three friends gain
 * Infiltration for the game, and the setup lets them set up high (scenario/deploy.ts reads their own traits).
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { traitOf } from '../../src/rules/character/traits.ts';
import { placementsProblem } from '../../src/rules/scenario/setup-phase.ts';
import type { DeploymentZone } from '../../src/rules/space/api.ts';
import { arena, CITIZEN } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const CRONE = 'strigoi-stryha-crone';
const SHOOTER = 'strigoi-highborn-servant'; // a ranged weapon
const ROWS = ['55........', '55........', '..........', '..........'];
const ZONE: DeploymentZone = { id: 'a', x0: 0, y0: 0, x1: 4, y1: 4 };

const scene = () =>
  arena({
    rows: ROWS,
    askBeforeDeployment: true,
    figures: {
      crone: { gang: 0, profile: CRONE, at: [3, 3] },
      pal: { gang: 0, profile: CITIZEN, at: [2, 3] },
      gun: { gang: 0, profile: SHOOTER, at: [3, 2] },
      pal2: { gang: 0, profile: CITIZEN, at: [2, 2] },
      pal3: { gang: 0, profile: CITIZEN, at: [1, 3] },
      foe: { gang: 1, profile: CITIZEN, at: [9, 3] },
    },
  });

describe('Carrion (the Stryha Crone)', () => {
  it('before deployment her gang picks up to three friends, who gain Infiltration and may set up on a roof', () => {
    const a = scene();
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'carrion', character: a.id('crone') });
    // the Crone prints Infiltration already: she is not offered
    expect(d.options.map((o) => o.id)).toEqual([
      'done',
      a.id('pal'),
      a.id('gun'),
      a.id('pal2'),
      a.id('pal3'),
    ]);
    // the computer gives it to its shooter first
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('gun') });
    const roof = [{ character: a.id('pal'), at: [0.5, 0.5, 5] as [number, number, number] }];
    expect(placementsProblem(a.m, 0, ZONE, roof)).toMatch(/Infiltration allows it/);
    choose(a, a.id('pal'));
    expect(pending(a).options.map((o) => o.id)).toEqual(['done', a.id('gun'), a.id('pal2'), a.id('pal3')]);
    choose(a, a.id('gun'));
    // the computer stops once no shooter is left
    expect(answerChoice(a.m, pending(a)).command).toMatchObject({ option: 'done' });
    choose(a, 'done', 10, 1);
    expect(traitOf(a.m, a.eid('pal'), 'deploys-high').has).toBe(true);
    expect(traitOf(a.m, a.eid('gun'), 'deploys-high').has).toBe(true);
    expect(traitOf(a.m, a.eid('pal2'), 'deploys-high').has).toBe(false);
    expect(placementsProblem(a.m, 0, ZONE, roof)).toBeNull();
  });

  it('three at most', () => {
    const a = scene();
    choose(a, a.id('pal'));
    choose(a, a.id('gun'));
    choose(a, a.id('pal2'), 10, 1);
    expect(a.m.pending).toBeNull();
    expect(traitOf(a.m, a.eid('pal3'), 'deploys-high').has).toBe(false);
    expect(a.m.round).toBe(1);
  });
});
