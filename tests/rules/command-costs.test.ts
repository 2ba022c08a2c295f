/**
 * What Commands cost (src/rules/abilities/unique/command-costs.ts): Pursuit, Lookout, Enspirit, Bask in my
 * Magnificence! and Sanguine Sabotage. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { NO_COUNTER } from '../../src/rules/command/command-points.ts';
import type { ChoiceDecision, Command } from '../../src/rules/core/types.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, combat, endTurn, ofType, refused } from './helpers/arena.ts';

const STALKER = 'the-vatican-stalker';
const SENTRY = 'patricians-guard-sentry';
const SPIRIT = 'the-vatican-celestial-spirit';
const SERAPH = 'the-vatican-seraph';
const PINNACLE = 'patricians-pinnacle-of-affluence';
const NOBLE_STRIGOI = 'strigoi-noble-strigoi';

const choose = (a: Arena, option: string): Command => ({
  type: 'decide',
  decision: 'choose',
  character: (a.m.pending as ChoiceDecision).character,
  option,
});
const order = (a: Arena, giver: string, target: string): Command => ({
  type: 'order',
  actor: a.id(giver),
  target: a.id(target),
});
const counterPick = (a: Arena, giver: string, actor: string) => `${a.id(giver)}>${a.id(actor)}`;
const cp = (a: Arena, name: string) => a.m.world.components.Points.cp[a.eid(name)]!;
const miss = (a: Arena) => a.ok(combat(a, 'mover', 'target'), 2, 2, 2, 2);

describe('Pursuit (the Stalker)', () => {
  it('a COUNTER that gives the Stalker its action costs no Command Point, even from a giver with none', () => {
    const a = arena({
      rows: ['........', '........', '........'],
      figures: {
        mover: { gang: 0, profile: CITIZEN, at: [2, 0] },
        target: { gang: 1, profile: CITIZEN, at: [3, 0] },
        stalker: { gang: 1, profile: STALKER, at: [5, 1] },
        leader: { gang: 1, profile: CHAPLAIN, at: [6, 2], cp: 0 },
      },
    });
    miss(a);
    const d = a.m.pending as ChoiceDecision;
    expect(d.purpose).toBe('counter');
    expect(d.options.map((o) => o.id)).toEqual([NO_COUNTER, counterPick(a, 'leader', 'stalker')]);
    expect(d.options[1]!.label).toContain('no Command Point');
    const events = a.ok(choose(a, counterPick(a, 'leader', 'stalker')));
    expect(ofType(events, 'ability').some((e) => e.ability === 'Pursuit')).toBe(true);
    expect(cp(a, 'leader')).toBe(0);
    expect(a.m.active).toBe(a.eid('stalker'));
  });
});

describe('Lookout (the Guard Sentry)', () => {
  it('once a round, an ORDER given from 3″ higher costs no Command Point', () => {
    const a = arena({
      rows: ['3.......', '........', '........'],
      figures: {
        sentry: { gang: 0, profile: SENTRY, at: [0, 0, 3], cp: 1 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });
    a.ok(order(a, 'sentry', 'pal'));
    expect(cp(a, 'sentry')).toBe(1);
    expect(a.ap('pal')).toBe(3);
  });

  it('no cheaper from the same level', () => {
    const a = arena({
      rows: ['........', '........', '........'],
      figures: {
        sentry: { gang: 0, profile: SENTRY, at: [0, 0], cp: 1 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });
    a.ok(order(a, 'sentry', 'pal'));
    expect(cp(a, 'sentry')).toBe(0);
  });
});

describe('Enspirit (the Celestial Spirit)', () => {
  const scene = (lp?: number) =>
    arena({
      rows: ['........', '........', '........'],
      figures: {
        spirit: { gang: 0, profile: SPIRIT, at: [0, 0], cp: 0, ...(lp === undefined ? {} : { lp }) },
        seraph: { gang: 0, profile: SERAPH, at: [2, 1], wp: 0, wpStart: 2 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });

  it('an ORDER to a friendly Construct for 4 Life Points; none to a friend that is no Construct', () => {
    const a = scene();
    const lp = a.lp('spirit');
    refused(a, order(a, 'spirit', 'pal'), /no Command Point/);
    a.ok(order(a, 'spirit', 'seraph'), ...Array.from({ length: 6 }, () => 8));
    expect(a.lp('spirit')).toBe(lp - 4);
    expect(a.wp('seraph')).toBe(0);
  });

  it('when those were its last Life Points the Construct regains 1 Will Point', () => {
    const a = scene(4);
    a.ok(order(a, 'spirit', 'seraph'), ...Array.from({ length: 6 }, () => 8));
    expect(a.onBoard('spirit')).toBe(false);
    expect(a.wp('seraph')).toBe(1);
  });
});

describe('Bask in my Magnificence! and You there! Do something! (the Pinnacle of Affluence)', () => {
  const scene = () =>
    arena({
      rows: ['............', '............', '............'],
      figures: {
        pinnacle: { gang: 0, profile: PINNACLE, at: [0, 0], cp: 1 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        far: { gang: 0, profile: CITIZEN, at: [10, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [10, 2] },
      },
    });
  const youThere = (a: Arena): Command => ({
    type: 'ability',
    actor: a.id('pinnacle'),
    ability: 'You there! Do something!',
    targets: [],
  });
  const firstStrike = (a: Arena, who: string) => abilityInstance(a.m, a.eid(who), 'First Strike')?.value ?? 0;

  it('all its Command Points back as its turn begins; each Command Ability twice a round, not three times', () => {
    const a = scene();
    a.ok({ type: 'activate', actor: a.id('pinnacle') });
    const start = a.m.world.components.Points.cpStart[a.eid('pinnacle')]!;
    expect(cp(a, 'pinnacle')).toBe(start);
    a.ok(youThere(a));
    a.ok(youThere(a));
    expect(cp(a, 'pinnacle')).toBe(start - 2);
    refused(a, youThere(a), /2 times this round/);
  });

  it('a friend beginning its turn within 6″ in its sight has First Strike (2) for that turn', () => {
    const a = scene();
    a.ok(youThere(a));
    a.ok(endTurn(a, 'pinnacle'));
    a.ok(endTurn(a, 'foe'));
    a.ok({ type: 'activate', actor: a.id('pal') });
    expect(firstStrike(a, 'pal')).toBe(2);
    a.ok(endTurn(a, 'pal'));
    expect(firstStrike(a, 'pal')).toBe(0);
    a.ok({ type: 'activate', actor: a.id('far') });
    expect(firstStrike(a, 'far')).toBe(0);
  });
});

describe('Sanguine Sabotage (the Noble Strigoi)', () => {
  it('an enemy within 6″ using a Command: 7+ on a die, it pays one more Command Point', () => {
    const a = arena({
      rows: ['........', '........', '........'],
      figures: {
        leader: { gang: 0, profile: CHAPLAIN, at: [0, 0], cp: 3 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        noble: { gang: 1, profile: NOBLE_STRIGOI, at: [4, 0] },
      },
    });
    const events = a.ok(order(a, 'leader', 'pal'), 8);
    expect(ofType(events, 'roll').find((r) => r.purpose === 'sanguine-sabotage')?.dice).toEqual([8]);
    expect(cp(a, 'leader')).toBe(1);
  });

  it('on 6 or less nothing more; an enemy farther than 6″ is not watched', () => {
    const a = arena({
      rows: ['........', '........', '........'],
      figures: {
        leader: { gang: 0, profile: CHAPLAIN, at: [0, 0], cp: 3 },
        pal: { gang: 0, profile: CITIZEN, at: [2, 1] },
        noble: { gang: 1, profile: NOBLE_STRIGOI, at: [4, 0] },
      },
    });
    a.ok(order(a, 'leader', 'pal'), 6);
    expect(cp(a, 'leader')).toBe(2);
    a.ok(endTurn(a, 'pal'));
  });
});
