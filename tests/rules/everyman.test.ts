/**
 * Everyman (the Pierrot; src/rules/abilities/gifted/everyman.ts): a friend within 6″ of a Pierrot that is charged may
 * swap places with a Pierrot touching no enemy, which then takes the charge's Attack of Opportunity.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { arena, CITIZEN, type FigureSpec, moveTo, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const PIERROT = 'gifted-pierrot'; // 8 Ducats
const CAPITANO = 'gifted-il-capitano';
const OPEN = Array.from({ length: 8 }, () => '..............');

const scene = (pal: string, pierrotAt: readonly [number, number], more: Record<string, FigureSpec> = {}) =>
  arena({
    rows: OPEN,
    figures: {
      foe: { gang: 0, profile: CITIZEN, at: [1, 3] },
      pal: { gang: 1, profile: pal, at: [5, 3] },
      pierrot: { gang: 1, profile: PIERROT, at: pierrotAt },
      ...more,
    },
  });

describe('Everyman (the Pierrot)', () => {
  it('the friend charged swaps places with the Pierrot, which takes the Attack of Opportunity', () => {
    const a = scene(CAPITANO, [8, 6]);
    const palAt = a.at('pal');
    const pierrotAt = a.at('pierrot');
    a.ok(moveTo(a, 'foe', 4, 3));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'everyman', gang: 'blue', character: a.id('pal') });
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('pierrot')]);
    // the computer sends the cheaper Pierrot in
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('pierrot') });
    // the Citizen's Attack of Opportunity: 3 dice, no Ace
    choose(a, a.id('pierrot'), 2, 2, 2);
    expect(a.at('pierrot')).toEqual(palAt);
    expect(a.at('pal')).toEqual(pierrotAt);
    expect(ofType(a.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({
      character: a.id('foe'),
      target: a.id('pierrot'),
      reason: 'charging',
    });
  });

  it('declined, the friend takes the charge; the computer swaps no Pierrot for another', () => {
    const a = scene(PIERROT, [8, 6]);
    a.ok(moveTo(a, 'foe', 4, 3));
    const d = pending(a);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'none' });
    choose(a, 'none', 2, 2, 2);
    expect(ofType(a.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({ target: a.id('pal') });
  });

  it('not offered with every Pierrot farther than 6″, or with the Pierrot touching an enemy', () => {
    const far = scene(CAPITANO, [13, 7]);
    far.ok(moveTo(far, 'foe', 4, 3), 2, 2, 2);
    expect(ofType(far.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({ target: far.id('pal') });
    const busy = scene(CAPITANO, [8, 6], { guard: { gang: 0, profile: CITIZEN, at: [9, 6] } });
    busy.ok(moveTo(busy, 'foe', 4, 3), 2, 2, 2);
    expect(ofType(busy.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({ target: busy.id('pal') });
  });
});
