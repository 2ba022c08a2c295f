/**
 * Choices before deployment (src/rules/abilities/gifted/masks.ts): the Masks of the Gifted, Justice Served and Lunar
 * Might. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { maskOf } from '../../src/rules/abilities/gifted/masks.ts';
import { abilityInstance } from '../../src/rules/character/hooks.ts';
import { hasKeyword } from '../../src/rules/character/keywords.ts';
import { statOf } from '../../src/rules/character/stats.ts';
import { willLenders } from '../../src/rules/character/will-sources.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const ELENA = 'gifted-artisan-elena';
const FRANCISCO = 'gifted-francisco-de-lorme';
const MARCO = 'gifted-marco-leontus';
const GERHARD = 'gifted-master-gerhard';
const SOLUS = 'gifted-solus-hydraea';
const JUSTICE = 'gifted-justice';
const MOON_EATER = 'strigoi-moon-eater';
const SERAPH = 'the-vatican-seraph'; // Mindless
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const value = (a: Arena, who: string, name: string) => abilityInstance(a.m, a.eid(who), name)?.value;

describe('the Masks of the Gifted', () => {
  const scene = (maker: string, extra = {}) =>
    arena({
      askBeforeDeployment: true,
      rows: OPEN,
      figures: {
        maker: { gang: 0, profile: maker, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 1], wp: 2, wpStart: 2 },
        ...extra,
        foe: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });

  it('are asked before the game: who wears one and how; a Mindless or foreign Unique friend wears none', () => {
    const a = scene(ELENA, {
      seraph: { gang: 0, profile: SERAPH, at: [5, 1] },
      unique: { gang: 0, profile: 'strigoi-miriam', at: [5, 3] },
    });
    const d = pending(a);
    expect(d.purpose).toBe('mask');
    expect(d.options.map((o) => o.id)).toEqual([`${a.id('pal')}|frenzied`, `${a.id('pal')}|first-strike`]);
    choose(a, `${a.id('pal')}|frenzied`);
    expect(maskOf(a.m, a.eid('pal'))).toEqual({ mask: 'Fanged Visage', option: 'frenzied' });
    expect([value(a, 'pal', 'Vampiric Attack'), a.wp('pal')]).toEqual([2, 0]);
    expect(abilityInstance(a.m, a.eid('pal'), 'Frenzied')).toBeDefined();
    expect(a.m.pending).toBeNull();
  });

  it('Take the Oath: 2 more Will Points, Companion (Francisco De Lorme), and friends near it spend them', () => {
    const a = scene(FRANCISCO, { friend: { gang: 0, profile: CITIZEN, at: [5, 1] } });
    choose(a, `${a.id('pal')}|oath`);
    expect(a.wp('pal')).toBe(4);
    expect(value(a, 'pal', 'Companion')).toBeDefined();
    const lenders = willLenders(a.m, a.eid('friend')).map((l) => [l.eid, l.ability]);
    expect(lenders).toEqual([[a.eid('pal'), 'Take the Oath']]);
    // Francisco prints the name but lends nothing himself
    expect(willLenders(a.m, a.eid('pal')).map((l) => l.eid)).not.toContain(a.eid('maker'));
  });

  it('The Mask Makes the Noble: 2 more Command Points', () => {
    const a = scene(MARCO);
    const cp = a.m.world.components.Points.cp[a.eid('pal')] ?? 0;
    choose(a, `${a.id('pal')}|command`);
    expect(a.m.world.components.Points.cp[a.eid('pal')]).toBe(cp + 2);
  });

  it('Armourer’s edge: 1 more Damage on a target left with 0 Will Points', () => {
    const a = scene(GERHARD, { spent: { gang: 1, profile: CITIZEN, at: [4, 1], stats: { protection: 0 } } });
    choose(a, `${a.id('pal')}|edge`);
    a.ok(endTurn(a, 'maker'));
    a.ok(endTurn(a, 'foe'));
    const lp = a.lp('spent');
    // one Ace (7 on a 4+ … the others miss): 1 Damage, +1 from the edge
    a.submit(combat(a, 'pal', 'spent'));
    const events = a.ok(
      { type: 'decide', decision: 'will-points', character: a.id('pal'), amount: 0 },
      7,
      2,
      2,
    );
    expect(ofType(events, 'damage')[0]).toMatchObject({ damage: 2 });
    expect(a.lp('spent')).toBe(lp - 2);
  });

  it('Mask of Dagon: Water Creature and the Monster keyword, or Fear (0) and +1 ATTACK', () => {
    const a = scene(SOLUS);
    // the computer: the Fear and ATTACK of the fighter
    expect(answerChoice(a.m, pending(a)).command).toMatchObject({ option: `${a.id('pal')}|fear` });
    choose(a, `${a.id('pal')}|dagon`);
    expect(hasKeyword(a.m, a.eid('pal'), 'Monster')).toBe(true);
    expect(abilityInstance(a.m, a.eid('pal'), 'Water Creature')).toBeDefined();
    const b = scene(SOLUS);
    const attack = statOf(b.m, b.eid('pal'), 'attack');
    choose(b, `${b.id('pal')}|fear`);
    expect([statOf(b.m, b.eid('pal'), 'attack'), value(b, 'pal', 'Fear')]).toEqual([attack + 1, 0]);
  });
});

describe('Justice Served (Justice)', () => {
  it('her attacks on the enemy she named re-roll every missed die, the Destiny Dice too', () => {
    const a = arena({
      askBeforeDeployment: true,
      rows: OPEN,
      figures: {
        justice: { gang: 0, profile: JUSTICE, at: [4, 1], stats: { attack: 3 } },
        named: { gang: 1, profile: CITIZEN, at: [5, 1] },
        other: { gang: 1, profile: CITIZEN, at: [5, 3] },
      },
    });
    expect(pending(a).purpose).toBe('justice-served');
    choose(a, a.id('named'));
    const roll = ofType(a.ok(combat(a, 'justice', 'named'), 1, 2, 2, 9, 9, 9, 1, 1, 1), 'roll').find(
      (r) => r.purpose === 'attack',
    )!;
    expect(roll.dice).toEqual([9, 9, 9]);
    expect(roll.modifiers).toContain('Justice Served: re-roll 3');
  });
});

describe('Lunar Might (the Moon Eater)', () => {
  it('+1 MOVE, DEXTERITY and ATTACK in the rounds its gang named', () => {
    const a = arena({
      askBeforeDeployment: true,
      rows: OPEN,
      figures: {
        eater: { gang: 0, profile: MOON_EATER, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    expect(pending(a).purpose).toBe('lunar-might');
    choose(a, 'early');
    const attack = a.m.world.components.Stats.attack[a.eid('eater')] ?? 0;
    expect(statOf(a.m, a.eid('eater'), 'attack')).toBe(attack + 1);
    const late = arena({
      askBeforeDeployment: true,
      rows: OPEN,
      figures: {
        eater: { gang: 0, profile: MOON_EATER, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    choose(late, 'late');
    expect(statOf(late.m, late.eid('eater'), 'attack')).toBe(attack);
  });
});
