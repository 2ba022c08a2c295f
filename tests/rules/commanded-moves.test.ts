/**
 * Command Abilities that move friends at once (src/rules/abilities/unique/commanded-moves.ts): Stage Manager,
 * Domination and Wages Are Here (Run/Climbs), Shadow Walker, Transformation and Come Let Us Make Bricks and Burn
 * Them Thoroughly (set down elsewhere). Each is asked where its mover goes as an `ability-move` choice.
 */
import { describe, expect, it } from 'vitest';
import { abilityWorth } from '../../src/ai/choices/ability.ts';
import { answerChoice } from '../../src/ai/choices.ts';
import type { AbilityCommand } from '../../src/rules/core/types.ts';
import { enemiesTouching } from '../../src/rules/movement/charging.ts';
import { distanceBetween, inContact } from '../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN, ofType, refused } from './helpers/arena.ts';
import {
  abilityOf as ability,
  chooseOption as choose,
  pendingChoice as pending,
} from './helpers/commands.ts';

const CAPITANO = 'gifted-il-capitano';
const SUBMISSIVE = 'patricians-submissive-noble';
const SOPRACOMITO = 'patricians-sopracomito';
const VETERAN = 'patricians-seven-years-veteran'; // Soldier
const NOSFERATU = 'strigoi-nosferatu';
const NOBLE_STRIGOI = 'strigoi-noble-strigoi'; // Vampire
const VLAD = 'strigoi-vlad-dracula';
const SUMMONER = 'the-vatican-summoner-priest';
const SERAPH = 'the-vatican-seraph'; // Construct
const OPEN = Array.from({ length: 9 }, () => '..............');

const spotOf = (id: string) => {
  const [i, j, z] = id.split(',').map(Number);
  return { i: i!, j: j!, z: z! };
};
const moves = (a: Arena, who: string) => ofType(a.m.log, 'move').filter((e) => e.character === a.id(who));

describe('Stage Manager (Il Capitano)', () => {
  const scene = (rows = OPEN) =>
    arena({
      rows,
      figures: {
        capitano: { gang: 0, profile: CAPITANO, at: [1, 4] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 2] },
        pal2: { gang: 0, profile: CITIZEN, at: [3, 6] },
        fighter: { gang: 0, profile: CITIZEN, at: [10, 4] },
        foe: { gang: 1, profile: CITIZEN, at: [11, 4] },
      },
    });

  it('moves two friends in his sight, neither ending in base contact with an enemy', () => {
    const a = scene();
    a.ok(ability(a, 'capitano', 'Stage Manager', 'pal', 'pal2'));
    let d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-move', character: a.id('pal') });
    for (const o of d.options.slice(1)) expect(enemiesTouching(a.m, a.eid('pal'), spotOf(o.id))).toEqual([]);
    const east = d.options.find((o) => o.label.startsWith('E '))!;
    choose(a, east.id);
    expect(a.at('pal')[0]).toBeGreaterThan(3.5);
    d = pending(a);
    expect(d.character).toBe(a.id('pal2'));
    choose(a, 'stay');
    expect(a.at('pal2')).toEqual([3.5, 6.5, 0]);
    expect(a.m.pending).toBeNull();
    // no Action Point of theirs was spent
    expect(a.m.world.components.Points.apUsed[a.eid('pal')] ?? 0).toBe(0);
  });

  it('is refused for a friend in a fight, one out of his sight, or a single friend', () => {
    const a = scene();
    refused(a, ability(a, 'capitano', 'Stage Manager', 'pal', 'fighter'), /base contact with an enemy/);
    refused(a, ability(a, 'capitano', 'Stage Manager', 'pal'), /two different friends/);
    const walled = scene(OPEN.map((r, j) => (j <= 3 ? `..#${r.slice(3)}` : r)));
    refused(walled, ability(walled, 'capitano', 'Stage Manager', 'pal', 'pal2'), /not in sight/);
  });
});

describe('Domination (the Submissive Noble)', () => {
  const scene = (friendAt: readonly [number, number] = [5, 4]) =>
    arena({
      rows: OPEN,
      figures: {
        noble: { gang: 0, profile: SUBMISSIVE, at: [4, 4] },
        pal: { gang: 0, profile: CITIZEN, at: friendAt },
        foe: { gang: 1, profile: CITIZEN, at: [6, 4] },
      },
    });

  it('every friend in base contact with it moves, never ending beside an enemy; leaving a fight disengages', () => {
    const a = scene();
    expect(inContact(a.m, a.eid('pal'), a.eid('foe'))).toBe(true);
    a.ok(ability(a, 'noble', 'Domination'));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-move', character: a.id('pal') });
    expect(d.options.length).toBeGreaterThan(1);
    for (const o of d.options.slice(1)) expect(enemiesTouching(a.m, a.eid('pal'), spotOf(o.id))).toEqual([]);
    const south = d.options.find((o) => o.label.startsWith('S '))!;
    // the disengage: Basic DEXTERITY roll against the foe (forced: an Ace)
    a.submit(
      { type: 'decide', decision: 'choose', character: a.id('pal'), option: south.id },
      2,
      2,
      2,
      2,
      7,
      2,
      2,
      2,
    );
    expect(ofType(a.m.log, 'roll').at(-1)).toMatchObject({ purpose: 'disengage', result: 'success' });
    expect(inContact(a.m, a.eid('pal'), a.eid('foe'))).toBe(false);
  });

  it('is refused with no friend in base contact', () => {
    const a = scene([8, 8]);
    refused(a, ability(a, 'noble', 'Domination'), /no friend is in base contact/);
  });
});

describe('Wages Are Here (the Sopracomito)', () => {
  const scene = () =>
    arena({
      rows: OPEN,
      figures: {
        captain: { gang: 0, profile: SOPRACOMITO, at: [1, 4] },
        soldier: { gang: 0, profile: VETERAN, at: [5, 4], wp: 0, wpStart: 2 },
        civilian: { gang: 0, profile: CITIZEN, at: [5, 6] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 8] },
      },
    });

  it('a friendly Soldier in sight Run/Climbs into base contact with it and regains 1 Will Point', () => {
    const a = scene();
    a.ok(ability(a, 'captain', 'Wages Are Here'));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-move', character: a.id('soldier') });
    expect(d.options[0]!.id).toBe('stay');
    for (const o of d.options.slice(1)) {
      const at = spotOf(o.id);
      expect(Math.hypot(at.i - 1, at.j - 4)).toBeLessThan(2);
    }
    choose(a, d.options[1]!.id);
    expect(inContact(a.m, a.eid('soldier'), a.eid('captain'))).toBe(true);
    expect(a.m.world.components.Points.wp[a.eid('soldier')]).toBe(1);
    // the Citizen is no Soldier: nobody else was asked
    expect(a.m.pending).toBeNull();
    expect(moves(a, 'civilian')).toEqual([]);
  });

  it('one that stays regains nothing; the computer counts the Will Points it would bring', () => {
    const a = scene();
    const cmd = ability(a, 'captain', 'Wages Are Here') as AbilityCommand;
    expect(abilityWorth(a.m, a.eid('captain'), cmd, []).worth).toBeGreaterThan(0);
    a.ok(cmd);
    choose(a, 'stay');
    expect(a.m.world.components.Points.wp[a.eid('soldier')]).toBe(0);
  });
});

describe('Shadow Walker (the Nosferatu)', () => {
  const scene = (vampireAt: readonly [number, number] = [5, 4]) =>
    arena({
      rows: OPEN,
      figures: {
        nosferatu: { gang: 0, profile: NOSFERATU, at: [4, 4] },
        vampire: { gang: 0, profile: NOBLE_STRIGOI, at: vampireAt, lp: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [6, 4] },
      },
    });

  it('sets a friendly Vampire within 1″ down within 8″ of him, away from enemies, without a roll or an attack', () => {
    const a = scene();
    const before = a.m.log.length;
    a.ok(ability(a, 'nosferatu', 'Shadow Walker', 'vampire'));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'ability-move', character: a.id('vampire') });
    // the computer takes the hurt Vampire out of its fight
    const { command } = answerChoice(a.m, d);
    const pick = (command as { option: string }).option;
    for (const o of d.options) expect(enemiesTouching(a.m, a.eid('vampire'), spotOf(o.id))).toEqual([]);
    choose(a, pick);
    expect(distanceBetween(a.m, a.eid('nosferatu'), a.eid('vampire'))).toBeLessThanOrEqual(8);
    expect(inContact(a.m, a.eid('vampire'), a.eid('foe'))).toBe(false);
    const after = a.m.log.slice(before);
    expect(after.filter((e) => e.type === 'roll')).toEqual([]);
    expect(after.some((e) => e.type === 'ability' && e.ability === 'Shadow Walker')).toBe(true);
  });

  it('is refused for a Vampire farther than 1″, or a friend that is no Vampire', () => {
    const a = scene([7, 7]);
    refused(a, ability(a, 'nosferatu', 'Shadow Walker', 'vampire'), /within 1″/);
    refused(a, ability(a, 'nosferatu', 'Shadow Walker', 'nosferatu'), /another friendly Vampire/);
  });
});

describe('Transformation (Vlad Dracula)', () => {
  const scene = (foeAt: readonly [number, number]) =>
    arena({
      rows: OPEN,
      figures: {
        vlad: { gang: 0, profile: VLAD, at: [4, 4] },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
      },
    });

  it('sets him down on Solid Ground within 8″, at least 3″ from every enemy', () => {
    const a = scene([8, 4]);
    a.ok(ability(a, 'vlad', 'Transformation'));
    const d = pending(a);
    expect(d.character).toBe(a.id('vlad'));
    const last = d.options.at(-1)!;
    choose(a, last.id);
    expect(a.at('vlad')).not.toEqual([4.5, 4.5, 0]);
    expect(distanceBetween(a.m, a.eid('vlad'), a.eid('foe'))).toBeGreaterThanOrEqual(3 - 1e-9);
  });

  it('is refused in base contact with an enemy', () => {
    const a = scene([5, 4]);
    refused(a, ability(a, 'vlad', 'Transformation'), /base contact with an enemy/);
  });
});

describe('Come Let Us Make Bricks and Burn Them Thoroughly (the Summoner Priest)', () => {
  it('sets a friendly Construct from anywhere down within 3″ of him, its Life Points unchanged', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        priest: { gang: 0, profile: SUMMONER, at: [1, 1] },
        seraph: { gang: 0, profile: SERAPH, at: [12, 7], lp: 5 },
        pal: { gang: 0, profile: CITIZEN, at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });
    refused(a, ability(a, 'priest', 'Come Let Us Make Bricks and Burn Them Thoroughly', 'pal'), /Construct/);
    a.ok(ability(a, 'priest', 'Come Let Us Make Bricks and Burn Them Thoroughly', 'seraph'));
    choose(a, pending(a).options[0]!.id);
    expect(distanceBetween(a.m, a.eid('priest'), a.eid('seraph'))).toBeLessThanOrEqual(3);
    expect(a.m.world.components.Points.lp[a.eid('seraph')]).toBe(5);
  });
});
