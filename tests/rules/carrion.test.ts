/**
 * Carrion (the Stryha Crone; src/rules/abilities/strigoi/carrion.ts): before deployment three friends gain
 * Infiltration for the game, and the setup lets them set up high (scenario/deploy.ts reads their own traits). The
 * choices are driven here as the players' setup asks them (character/flow-hooks.ts `beforeDeployment`), the gang not
 * set up yet.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { beforeDeployment } from '../../src/rules/character/flow-hooks.ts';
import { traitOf } from '../../src/rules/character/traits.ts';
import type { Command, PendingDecision } from '../../src/rules/core/types.ts';
import { placementsProblem } from '../../src/rules/scenario/setup-phase.ts';
import type { DeploymentZone } from '../../src/rules/space/api.ts';
import { setTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from './helpers/arena.ts';

const CRONE = 'strigoi-stryha-crone';
const SHOOTER = 'strigoi-highborn-servant'; // a ranged weapon
const ROWS = ['55........', '55........', '..........', '..........'];
const ZONE: DeploymentZone = { id: 'a', x0: 0, y0: 0, x1: 4, y1: 4 };

/** The gangs before they set up (off the board), and the choices before deployment as a running resolution. */
const scene = () => {
  const a = arena({
    rows: ROWS,
    first: null,
    figures: {
      crone: { gang: 0, profile: CRONE, at: [3, 3] },
      pal: { gang: 0, profile: CITIZEN, at: [2, 3] },
      gun: { gang: 0, profile: SHOOTER, at: [3, 2] },
      pal2: { gang: 0, profile: CITIZEN, at: [2, 2] },
      pal3: { gang: 0, profile: CITIZEN, at: [1, 3] },
      foe: { gang: 1, profile: CITIZEN, at: [9, 3] },
    },
  });
  for (const e of a.m.ids.values()) setTag(a.m.world, e, a.m.world.components.OnBoard, false);
  const run = beforeDeployment(a.m);
  let step = run.next(undefined as never);
  const pending = (): PendingDecision => {
    if (step.done) throw new Error('nothing asked');
    return step.value;
  };
  const choose = (option: string) => {
    const d = pending();
    const answer: Command = { type: 'decide', decision: 'choose', character: d.character, option };
    step = run.next(answer);
  };
  return { a, pending, choose, done: () => step.done === true };
};

const options = (d: PendingDecision) => (d.type === 'choose' ? d.options.map((o) => o.id) : []);
const ids = (a: Arena, ...names: string[]) => names.map((n) => a.id(n));

describe('Carrion (the Stryha Crone)', () => {
  it('before deployment her gang picks up to three friends, who gain Infiltration and may set up on a roof', () => {
    const { a, pending, choose, done } = scene();
    const d = pending();
    expect(d).toMatchObject({ type: 'choose', purpose: 'carrion', character: a.id('crone') });
    // the Crone prints Infiltration already: she is not offered
    expect(options(d)).toEqual(['done', ...ids(a, 'pal', 'gun', 'pal2', 'pal3')]);
    // the computer gives it to its shooter first
    if (d.type === 'choose') expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('gun') });
    const roof = [{ character: a.id('pal'), at: [0.5, 0.5, 5] as [number, number, number] }];
    expect(placementsProblem(a.m, 0, ZONE, roof)).toMatch(/Infiltration allows it/);
    choose(a.id('pal'));
    expect(options(pending())).toEqual(['done', ...ids(a, 'gun', 'pal2', 'pal3')]);
    choose(a.id('gun'));
    const last = pending();
    // the computer stops once no shooter is left
    if (last.type === 'choose') expect(answerChoice(a.m, last).command).toMatchObject({ option: 'done' });
    choose('done');
    expect(done()).toBe(true);
    expect(traitOf(a.m, a.eid('pal'), 'deploys-high').has).toBe(true);
    expect(traitOf(a.m, a.eid('gun'), 'deploys-high').has).toBe(true);
    expect(traitOf(a.m, a.eid('pal2'), 'deploys-high').has).toBe(false);
    expect(placementsProblem(a.m, 0, ZONE, roof)).toBeNull();
  });

  it('three at most', () => {
    const { a, choose, done } = scene();
    choose(a.id('pal'));
    choose(a.id('gun'));
    choose(a.id('pal2'));
    expect(done()).toBe(true);
    expect(traitOf(a.m, a.eid('pal3'), 'deploys-high').has).toBe(false);
  });

  it('a gang the engine has set up already is not asked (Infiltration would change nothing)', () => {
    const a = arena({
      rows: ROWS,
      askBeforeDeployment: true,
      figures: {
        crone: { gang: 0, profile: CRONE, at: [3, 3] },
        pal: { gang: 0, profile: CITIZEN, at: [2, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    expect(a.m.pending).toBeNull();
    expect(a.m.round).toBe(1);
  });
});
