/**
 * Otherworldly Oddity (rulebook "Magic"; src/rules/magic/spells/oddity.ts, src/rules/state/oddity-state.ts), cast by the Guild
 * Witch (Mage (2), DEXTERITY 4, MIND 5) with forced dice: `9 2 2 2 2` is a Success with one Ace.
 */
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { flyProblem } from '../../src/rules/movement/fly.ts';
import { jumpProblem } from '../../src/rules/movement/jump.ts';
import { reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import type { Node } from '../../src/rules/space/api.ts';
import { oddities } from '../../src/rules/state/oddity-state.ts';
import { type Arena, arena, type FigureSpec, moveTo, ofType } from './helpers/arena.ts';
import { cast, enemy, friend, SUCCESS, teach, toRound, WITCH } from './helpers/spell-caster.ts';

// a 2″ building 2″ across at columns 5–6, rows 1–2; a 2″ building 7″ across on row 4
const ROWS = ['..............', '.....22.......', '.....22.......', '..............', '.2222222......'];
const ODDITY = 'otherworldly-oddity';

function table(others: Record<string, FigureSpec>): Arena {
  const a = arena({
    rows: ROWS,
    figures: { mage: { gang: 0, profile: WITCH, at: [4, 2], wp: 1 }, ...others },
  });
  teach(a, 'mage', [ODDITY]);
  return a;
}

const onRoof = (a: Arena, who: string) =>
  reachOf(a.m, a.eid(who)).nodes.some(
    ({ node }: { node: Node }) => node.i >= 5 && node.i <= 6 && node.j <= 2 && node.j >= 1,
  );

describe('Otherworldly Oddity', () => {
  it('is aimed at a friend on a terrain piece no more than 6″ across with no enemy on it', () => {
    const a = table({ f: friend([5, 1]), g: friend([3, 3]), w: friend([3, 4]), e: enemy([8, 3]) });
    expect(a.submit(cast(a, ODDITY, ['g'])).ok).toBe(false);
    const wide = a.submit(cast(a, ODDITY, ['w']));
    expect(wide.ok ? '' : wide.reason).toMatch(/more than 6″ across/);
    const b = table({ f: friend([5, 1]), e: enemy([6, 2]) });
    const taken = b.submit(cast(b, ODDITY, ['f']));
    expect(taken.ok ? '' : taken.reason).toMatch(/an enemy, is on/);
  });

  it('enemies may not Run/Climb, Jump or Fly onto the piece; friends climb it as if Acrobatic (X)', () => {
    const a = table({
      f: friend([5, 1]),
      e: enemy([7, 2]),
      bat: enemy([9, 1], { profile: 'strigoi-strige' }),
    });
    expect(onRoof(a, 'e')).toBe(true);
    expect(jumpProblem(a.m, a.eid('e'), [6.5, 2.5, 2])).toBeNull();
    expect(flyProblem(a.m, a.eid('bat'), [6.5, 2.5, 2])).toBeNull();
    const events = a.ok(cast(a, ODDITY, ['f']), ...SUCCESS);
    expect(ofType(events, 'ability')).toContainEqual(
      expect.objectContaining({ character: a.id('mage'), ability: 'Otherworldly Oddity' }),
    );
    expect(oddities(a.m)).toHaveLength(1);
    expect(onRoof(a, 'e')).toBe(false);
    expect(reachOf(a.m, a.eid('e')).nodes.length).toBeGreaterThan(0);
    expect(jumpProblem(a.m, a.eid('e'), [6.5, 2.5, 2])).toMatch(/Impassable/);
    expect(flyProblem(a.m, a.eid('bat'), [6.5, 2.5, 2])).toMatch(/Impassable/);
    expect(flyProblem(a.m, a.eid('bat'), [7.5, 0.5, 0])).toBeNull();
    // the caster is a friend: DEXTERITY 4, 2-2-2-2, dice 2 and 3 re-rolled into 8 and 2: a Success
    const climb = a.ok(moveTo(a, 'mage', 5, 2, 2), 2, 2, 2, 2, 8, 2);
    const roll = ofType(climb, 'roll')[0]!;
    expect(roll).toMatchObject({ purpose: 'climb', rerolled: [1, 2], result: 'success' });
    expect(roll.modifiers).toContain('Acrobatic: re-roll 2');
    expect(a.at('mage')).toEqual([5.5, 2.5, 2]);
  });

  it('it lasts through the round and ends as the caster’s next turn begins', () => {
    const a = table({ f: friend([5, 1]), e: enemy([7, 2]) });
    a.ok(cast(a, ODDITY, ['f']), ...SUCCESS);
    const events = toRound(a, 2);
    expect(ofType(events, 'ability').filter((e) => e.ability === 'Otherworldly Oddity')).toHaveLength(0);
    expect(onRoof(a, 'e')).toBe(false);
    let ended = false;
    for (let k = 0; k < 10 && !ended; k++) {
      const legal = legalCommands(a.m);
      const cmd =
        legal.find((c) => c.type === 'activate' && c.actor === a.id('mage')) ??
        legal.find((c) => c.type === 'end-turn') ??
        legal.find((c) => c.type === 'activate');
      if (!cmd) throw new Error('nothing to do');
      const out = a.ok(cmd);
      ended = cmd.type === 'activate' && cmd.actor === a.id('mage');
      if (ended)
        expect(ofType(out, 'ability')).toContainEqual(
          expect.objectContaining({
            ability: 'Otherworldly Oddity',
            effect: expect.stringMatching(/ordinary/),
          }),
        );
    }
    expect(ended).toBe(true);
    expect(oddities(a.m)).toHaveLength(0);
    expect(onRoof(a, 'e')).toBe(true);
  });

  it('a Fail changes nothing', () => {
    const a = table({ f: friend([5, 1]), e: enemy([7, 2]) });
    const events = a.ok(cast(a, ODDITY, ['f']), 3, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ result: 'fail' });
    expect(oddities(a.m)).toHaveLength(0);
    expect(onRoof(a, 'e')).toBe(true);
    // no Acrobatic: nothing is re-rolled
    const climb = a.ok(moveTo(a, 'mage', 5, 2, 2), 2, 8, 8, 2);
    const roll = ofType(climb, 'roll')[0]!;
    expect(roll).toMatchObject({ purpose: 'climb', rerolled: [], result: 'success' });
    expect(roll.modifiers.join()).not.toMatch(/Acrobatic/);
  });
});
