import { describe, expect, it } from 'vitest';
import { answerOpportunityKind } from '../../src/ai/choices/opportunity-kind.ts';
import { grappleCandidates } from '../../src/ai/grapple-candidates.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';

describe('AI Grapple and Drown candidates', () => {
  it('drowns an enemy swimming in base contact when that beats a Combat attack', () => {
    const a = arena({
      rows: ['....', '.~~.'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [1, 1], lp: 3 },
      },
    });
    const drown = grappleCandidates(a.m, a.eid('red')).find((c) => c.command.type === 'drown');
    expect(drown?.command).toEqual({ type: 'drown', actor: a.id('red'), target: a.id('blue') });
    expect(candidatesFor(a.m, a.eid('red'))[0]!.command.type).toBe('drown');
  });

  it('throws an enemy off a roof when its fall is worth more than an attack', () => {
    const a = arena({
      rows: ['6666......', '6666......', '6666......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1], stats: { attack: 6 } },
        blue: { gang: 1, profile: CITIZEN, at: [3, 1], lp: 4 },
      },
    });
    const all = candidatesFor(a.m, a.eid('red'));
    const grapple = all.find((c) => c.command.type === 'grapple')!;
    expect(grapple.why).toMatch(/off the edge/);
    if (grapple.command.type === 'grapple') expect(grapple.command.to[0]).toBeGreaterThan(4);
    for (const c of all.filter((x) => x.command.type === 'combat'))
      expect(grapple.score).toBeGreaterThan(c.score);
  });

  it('makes nothing of a shove on level ground', () => {
    const a = arena({
      rows: ['......', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 0] },
      },
    });
    expect(grappleCandidates(a.m, a.eid('red'))).toEqual([]);
  });

  it('answers an opportunity-kind decision with Drown against a weak swimmer, Combat on dry land', () => {
    const a = arena({
      rows: ['....', '.~~.'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [1, 1], lp: 3 },
        dry: { gang: 1, profile: CITIZEN, at: [0, 0] },
      },
    });
    const options = (foe: string, ids: string[]) => ids.map((id) => ({ id, label: id, figure: a.id(foe) }));
    const ask = (foe: string, ids: string[]) =>
      answerOpportunityKind(a.m, {
        type: 'choose',
        gang: 'red',
        character: a.id('red'),
        purpose: 'opportunity-kind',
        options: options(foe, ids),
      }).command;
    expect(ask('blue', ['combat', 'grapple', 'drown'])).toMatchObject({ option: 'drown' });
    expect(ask('dry', ['combat', 'grapple'])).toMatchObject({ option: 'combat' });
  });

  it('pushes into the water an enemy that can be drowned there, never a Water Creature or one swimming already', () => {
    /** Red on the quay beside `who` (blue), the canal to the south; red's blows are little against its 40 Life Points. */
    const quay = (who: string, j = 0) =>
      arena({
        rows: ['....', '....', '~~~~', '~~~~'],
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [1, j], stats: { attack: 6 } },
          blue: { gang: 1, profile: who, at: [1, j + 1], lp: 40, stats: { protection: 6 } },
        },
      });
    const intoWater = (a: ReturnType<typeof quay>) =>
      grappleCandidates(a.m, a.eid('red')).filter((c) => /into the water/.test(c.why));
    expect(intoWater(quay(CITIZEN))).toHaveLength(1);
    expect(intoWater(quay('rashaar-magi-rashaar'))).toEqual([]);
    expect(intoWater(quay(CITIZEN, 1))).toEqual([]);
  });
});
