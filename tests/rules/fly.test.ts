/**
 * Fly (rulebook "Flight"): to any point within MOVE in 3D, mid-air included, with no roll; mid-air, only Fly and
 * the end of the turn; a turn that ends mid-air falls from there, 2 Life Points less.
 *
 * Strige: MOVE 5, DEXTERITY 5, 10 LP, 2 AP, Flight. Citizens: DEXTERITY 4, 11 LP.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { fallOdds } from '../../src/rules/movement/falling.ts';
import { flyProblem, flyTargets, isMidAir } from '../../src/rules/movement/fly.ts';
import { turnEndFallPreview } from '../../src/rules/read/preview.ts';
import { type Arena, arena, CITIZEN, combat, moveTo, ofType, refused, typesOf } from './helpers/arena.ts';

const STRIGE = 'strigoi-strige';

function fly(a: Arena, actor: string, x: number, y: number, z: number): Command {
  return { type: 'fly', actor: a.id(actor), to: [x, y, z] };
}

function sky(rows = ['............', '............', '............']): Arena {
  return arena({
    rows,
    figures: {
      bat: { gang: 0, profile: STRIGE, at: [0, 0] },
      blue: { gang: 1, profile: CITIZEN, at: [11, rows.length - 1] },
    },
  });
}

describe('Fly to a point in mid-air', () => {
  it('goes straight there with no roll, and is mid-air', () => {
    const a = sky();
    const events = a.ok(fly(a, 'bat', 3.5, 0.5, 4));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'move']);
    expect(ofType(events, 'move')[0]).toMatchObject({
      path: [
        [0.5, 0.5, 0],
        [3.5, 0.5, 4],
      ],
      inches: 5,
    });
    expect(a.at('bat')).toEqual([3.5, 0.5, 4]);
    expect(isMidAir(a.m, a.eid('bat'))).toBe(true);
    expect(a.ap('bat')).toBe(1);
  });

  it('measures MOVE in 3D: 5″ across and up is fine, 5.7″ is not', () => {
    const a = sky();
    expect(flyProblem(a.m, a.eid('bat'), [4.5, 0.5, 3])).toBeNull();
    refused(a, fly(a, 'bat', 4.5, 0.5, 4), /farther than the character's MOVE/);
  });

  it('refuses a point inside terrain, under the board, or behind a wall', () => {
    const a = sky(['..3.........', '..3.........', '..3.........']);
    refused(a, fly(a, 'bat', 2.5, 0.5, 1), /inside terrain/);
    refused(a, fly(a, 'bat', 0.5, 1.5, -2), /inside terrain|under/);
    refused(a, fly(a, 'bat', 4.5, 0.5, 0), /not clear/);
  });

  it('uses the MOVE of the moment', () => {
    const a = sky();
    const c = a.m.world.components;
    c.Stats.move[a.eid('bat')] = 4;
    refused(a, fly(a, 'bat', 3.5, 0.5, 4), /MOVE \(4″\)/);
  });
});

describe('mid-air', () => {
  it('only Fly and the end of the turn are legal', () => {
    const a = sky();
    a.ok(fly(a, 'bat', 1.5, 0.5, 3));
    const types = new Set(legalCommands(a.m).map((c) => c.type));
    expect([...types].sort()).toEqual(['end-turn', 'fly']);
  });

  it('any other action is refused with the reason', () => {
    const a = arena({
      rows: ['............', '............'],
      figures: {
        bat: { gang: 0, profile: STRIGE, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 0] },
      },
    });
    a.ok(fly(a, 'bat', 0.5, 1.5, 2));
    refused(a, combat(a, 'bat', 'blue'), /mid-air/);
    refused(a, moveTo(a, 'bat', 0, 1), /mid-air/);
    refused(a, { type: 'jump', actor: a.id('bat'), to: [3.5, 1.5, 0] }, /mid-air/);
    refused(a, { type: 'hide', actor: a.id('bat') }, /mid-air/);
  });

  it('a second Fly from mid-air onto a roof ends on solid ground: no fall', () => {
    const a = sky(['.......4....', '............', '............']);
    a.ok(fly(a, 'bat', 3.5, 0.5, 4));
    const events = a.ok(fly(a, 'bat', 7.5, 0.5, 4));
    expect(a.at('bat')).toEqual([7.5, 0.5, 4]);
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(isMidAir(a.m, a.eid('bat'))).toBe(false);
  });

  it('a turn that ends mid-air falls from there, 2 Life Points less (Flight)', () => {
    const a = sky();
    a.ok(fly(a, 'bat', 0.5, 0.5, 5));
    // 5″ fall: 5 − 2 = 3 Life Points before the roll; DEXTERITY 5: 2-2-2-2-2, a Fail
    // shown beforehand as the fall it makes: 5″ onto the street, 2 less before the roll
    const preview = turnEndFallPreview(a.m, a.eid('bat'));
    expect(preview).toMatchObject({ inches: 5, landing: { i: 0, j: 0, z: 0 } });
    expect(preview!.odds.loss).toBe(3);
    expect(preview!.odds).toEqual(fallOdds(5, a.m.board.landingSpot(preview!.landing), 5, 10, false, 2));
    const events = a.ok({ type: 'end-turn', actor: a.id('bat') }, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual(['fall', 'roll', 'life-points', 'turn-end']);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 5, to: 0, inches: 5 });
    expect(a.lp('bat')).toBe(10 - 3);
    expect(a.at('bat')).toEqual([0.5, 0.5, 0]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('so does a turn that ends because its last Action Point went on a Fly into mid-air', () => {
    const a = sky();
    a.ok(fly(a, 'bat', 3.5, 0.5, 0));
    // 4″ up: 4 − 2 = 2 before the roll; 7-2-2-2-2: Success, 1 Ace: 1 Life Point
    const events = a.ok(fly(a, 'bat', 3.5, 0.5, 4), 7, 2, 2, 2, 2);
    expect(typesOf(events).slice(-4)).toEqual(['fall', 'roll', 'life-points', 'turn-end']);
    expect(a.lp('bat')).toBe(9);
  });
});

describe('the legal Fly commands', () => {
  it('offer surfaces and a sample of mid-air points, every one accepted', () => {
    const a = arena({
      rows: Array.from({ length: 12 }, (_, j) => (j === 5 ? '........3...' : '............')),
      figures: {
        bat: { gang: 0, profile: STRIGE, at: [5, 5] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 11] },
      },
    });
    const targets = flyTargets(a.m, a.eid('bat'));
    const mid = targets.filter(
      (t) => !a.board.surfacesAt(Math.floor(t[0]), Math.floor(t[1])).some((n) => n.z === t[2]),
    );
    expect(targets.some((t) => t[0] === 8.5 && t[1] === 5.5 && t[2] === 3)).toBe(true);
    expect(mid.length).toBeGreaterThan(3);
    expect(mid.length).toBeLessThan(40);
    for (const t of targets) expect(flyProblem(a.m, a.eid('bat'), t)).toBeNull();
  });
});
