/**
 * The Gifted unique actions (src/rules/abilities/gifted/unique-actions.ts): Blinding Flash, The Other Side of the
 * Coin, Protective Bubble, Aura of Inevitability. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { uniqueActionCandidates } from '../../src/ai/unique-action-candidates.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import type { ChoiceDecision } from '../../src/rules/core/types.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, ofType, refused } from './helpers/arena.ts';
import { uniqueOn as on } from './helpers/commands.ts';

const WHITE_DOVE = 'gifted-white-dove';
const FATE = 'gifted-fate';
const JUSTICE = 'gifted-justice';
const FADHILA = 'gifted-fadhila';
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const stunned = (a: Arena, who: string) => hasTag(a.m.world, a.eid(who), a.m.world.components.Stunned);

describe('Blinding Flash (White Dove)', () => {
  it('every enemy under a Blast marker centred on her is Stunned; friends and enemies beyond are not', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        dove: { gang: 0, profile: WHITE_DOVE, at: [4, 2], apMax: 2 },
        pal: { gang: 0, profile: CITIZEN, at: [3, 2] },
        near: { gang: 1, profile: CITIZEN, at: [5, 2] },
        edge: { gang: 1, profile: CITIZEN, at: [6, 2] },
        far: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    refused(a, on(a, 'dove', 'Blinding Flash', 'near'), /names the character itself/);
    const [candidate] = uniqueActionCandidates(a.m, a.eid('dove'), 2).filter(
      (c) => c.command.action === 'Blinding Flash',
    );
    expect(candidate?.worth).toBeGreaterThan(0);
    a.ok(on(a, 'dove', 'Blinding Flash', 'dove'));
    expect([stunned(a, 'near'), stunned(a, 'edge'), stunned(a, 'far'), stunned(a, 'pal')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(a.ap('dove')).toBe(0);
  });
});

describe('The Other Side of the Coin (Fate and Justice)', () => {
  const scene = (justiceGang = 0) =>
    arena({
      rows: OPEN,
      figures: {
        fate: { gang: 0, profile: FATE, at: [1, 1] },
        justice: { gang: justiceGang, profile: JUSTICE, at: [8, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });

  it('the two trade places, with no roll', () => {
    const a = scene();
    const events = a.ok(on(a, 'fate', 'The Other Side of the Coin', 'justice'));
    expect(a.at('fate')).toEqual([8.5, 3.5, 0]);
    expect(a.at('justice')).toEqual([1.5, 1.5, 0]);
    expect(ofType(events, 'roll')).toEqual([]);
  });

  it('is refused when Justice is not a friend on the table', () => {
    const a = scene(1);
    refused(a, on(a, 'fate', 'The Other Side of the Coin', 'justice'), /not both on the table/);
  });
});

describe('Protective Bubble (Fadhila)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        fadhila: { gang: 0, profile: FADHILA, at: [3, 2] },
        pal: { gang: 0, profile: CITIZEN, at: [5, 2] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 2] },
        far: { gang: 1, profile: CITIZEN, at: [12, 2] },
      },
    });
  const value = (a: Arena, who: string, name: string) => abilityInstance(a.m, a.eid(who), name)?.value ?? 0;

  it('her gang picks 1 to 6″: everyone within has Universal Shielding (4) and Expert Protection (4) this round', () => {
    const a = scene();
    a.ok(on(a, 'fadhila', 'Protective Bubble', 'fadhila'));
    const d = a.m.pending as ChoiceDecision;
    expect(d.purpose).toBe('protective-bubble');
    expect(d.options.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    // 1″ covers the friend alone; 2″ the enemy beside it too: the computer keeps the enemy out
    expect(answerChoice(a.m, d).command).toMatchObject({ option: '1' });
    a.ok({ type: 'decide', decision: 'choose', character: a.id('fadhila'), option: '2' });
    expect([value(a, 'fadhila', 'Expert Protection'), value(a, 'pal', 'Universal Shielding')]).toEqual([
      4, 4,
    ]);
    expect(value(a, 'foe', 'Expert Protection')).toBe(4);
    expect(value(a, 'far', 'Expert Protection')).toBe(0);
  });
});

describe('Aura of Inevitability (Fate)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        fate: { gang: 0, profile: FATE, at: [1, 1], wp: 0, wpStart: 4, stats: { mind: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1], wp: 3, stats: { mind: 3 } },
        far: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });

  it('on a win of the Opposed MIND roll the enemy loses 2 Will and 2 Life Points and Fate regains 2 Will Points', () => {
    const a = scene();
    const lp = a.lp('foe');
    // the foe rolls no Ace; Fate rolls one
    a.dice.queue(1, 1, 1, 8, 1, 1);
    a.ok(on(a, 'fate', 'Aura of Inevitability', 'foe'));
    while (a.m.pending?.type === 'will-points')
      a.ok({ type: 'decide', decision: 'will-points', character: a.m.pending.character, amount: 0 });
    expect(ofType(a.m.log, 'roll').at(-1)).toMatchObject({
      purpose: 'aura-of-inevitability',
      result: 'success',
    });
    expect([a.wp('foe'), a.lp('foe'), a.wp('fate')]).toEqual([1, lp - 2, 2]);
  });

  it('on a loss nothing happens; an enemy beyond 6″ cannot be named', () => {
    const a = scene();
    const lp = a.lp('foe');
    refused(a, on(a, 'fate', 'Aura of Inevitability', 'far'), /farther than 6″/);
    a.dice.queue(8, 1, 1, 1, 1);
    a.ok(on(a, 'fate', 'Aura of Inevitability', 'foe'));
    while (a.m.pending?.type === 'will-points')
      a.ok({ type: 'decide', decision: 'will-points', character: a.m.pending.character, amount: 0 });
    expect([a.wp('foe'), a.lp('foe'), a.wp('fate')]).toEqual([3, lp, 0]);
  });
});
