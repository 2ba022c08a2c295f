/**
 * Artistic Representation (The Artist; src/rules/abilities/gifted/artistic-representation.ts): a friend taken out
 * painted back beside him for 1 Will Point, with MIND 1, 4 Life Points and Bodyguard (The Artist); removed again when
 * it ends its turn more than 3″ from him; never twice.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { abilityOf, statOf } from '../../src/rules/character/stats.ts';
import { inContact } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, combat, endTurn, moveTo, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const ARTIST = 'gifted-the-artist';
const OPEN = Array.from({ length: 8 }, () => '..............');
/** The red Citizen's Critical, and no Protection Ace from a blue Citizen (3 dice). */
const KILL = [10, 9, 9, 1, 1, 1];

const scene = (wp = 1) => {
  const a = arena({
    rows: OPEN,
    figures: {
      foe: { gang: 0, profile: CITIZEN, at: [3, 3] },
      artist: { gang: 1, profile: ARTIST, at: [8, 3], wp },
      pal: { gang: 1, profile: CITIZEN, at: [4, 3], lp: 1 },
    },
  });
  a.ok(combat(a, 'foe', 'pal'), ...KILL);
  a.ok(endTurn(a, 'foe'));
  return a;
};

describe('Artistic Representation (The Artist)', () => {
  it('as his turn begins he may bring a friend taken out back beside him: MIND 1, 4 LP, Bodyguard (The Artist)', () => {
    const a = scene();
    expect(a.onBoard('pal')).toBe(false);
    a.ok({ type: 'activate', actor: a.id('artist') });
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'artistic-representation', character: a.id('artist') });
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('pal')]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('pal') });
    choose(a, a.id('pal'));
    expect(a.onBoard('pal')).toBe(true);
    expect(a.lp('pal')).toBe(4);
    expect(a.wp('artist')).toBe(0);
    expect(inContact(a.m, a.eid('pal'), a.eid('artist'))).toBe(true);
    expect(statOf(a.m, a.eid('pal'), 'mind')).toBe(1);
    expect(abilityOf(a.m, a.eid('pal'), 'Bodyguard').has).toBe(true);
    // his turn goes on with its Action Points
    expect(a.ap('artist')).toBe(2);
  });

  it('the painting that ends its turn more than 3″ from him is removed again, and never comes back', () => {
    const a = scene(2);
    a.ok({ type: 'activate', actor: a.id('artist') });
    choose(a, a.id('pal'));
    a.ok(endTurn(a, 'artist'));
    // the red Citizen has had its turn: the painting walks off
    expect(a.at('pal')).toEqual([7.5, 3.5, 0]);
    a.ok(moveTo(a, 'pal', 7, 7));
    // its second move ends its turn, and the round: round 2's initiative (one die each)
    a.ok(moveTo(a, 'pal', 4, 7), 10, 1);
    expect(a.onBoard('pal')).toBe(false);
    expect(ofType(a.m.log, 'ability').at(-1)).toMatchObject({
      character: a.id('pal'),
      ability: 'Artistic Representation',
    });
    // round 2: The Artist is not asked again for it (one Will Point left)
    expect(a.m.round).toBe(2);
    a.ok(endTurn(a, 'foe'));
    a.ok({ type: 'activate', actor: a.id('artist') });
    expect(a.m.pending).toBeNull();
  });

  it('not offered without a Will Point to pay', () => {
    const a = scene(0);
    a.ok({ type: 'activate', actor: a.id('artist') });
    expect(a.m.pending).toBeNull();
  });
});
