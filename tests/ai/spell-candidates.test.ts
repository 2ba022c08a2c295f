/**
 * The AI casts and dispels by expected value (src/ai/spell-candidates.ts, src/ai/choices/dispel.ts): it casts a
 * harmful spell on an enemy it may take out, never a heal on a friend who lacks nothing, and dispels a deadly spell
 * but lets a small one be.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { roundsLeft } from '../../src/ai/objective-worth.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { spellCandidates } from '../../src/ai/spell-candidates.ts';
import {
  CAST_WILL_POINT_WORTH,
  WILL_ROUNDS_AHEAD,
  willPointWorthNow,
} from '../../src/ai/will-point-worth.ts';
import type { ChoiceDecision } from '../../src/rules/core/types.ts';
import { agendaStateOf, scenarioOf } from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { chooseSpells } from '../../src/rules/state/magic-state.ts';
import { type Arena, arena, CITIZEN } from '../rules/helpers/arena.ts';

const NUN = 'rashaar-the-drowned-nun'; // Mage (2), Dagonite Baptism (1 WP, Difficulty 6, 3″)
const WITCH = 'the-guild-witch'; // Mage (2)
const PRIEST = 'rashaar-dagonite-priest'; // Mage (2)

function nunScene(foeLp: number): Arena {
  const a = arena({
    rows: ['..........', '..........'],
    figures: {
      nun: { gang: 0, profile: NUN, at: [1, 1], wp: 1 },
      foe: { gang: 1, profile: CITIZEN, at: [3, 1], lp: foeLp },
    },
  });
  chooseSpells(a.m, a.eid('nun'), { discipline: 'Fateweaving', spells: [] });
  return a;
}

describe('the AI casts', () => {
  it('Dagonite Baptism on an enemy it may take out, as its best option', () => {
    const a = nunScene(2);
    const spells = spellCandidates(a.m, a.eid('nun'));
    expect(spells.map((c) => c.command)).toContainEqual({
      type: 'cast',
      actor: a.id('nun'),
      spell: 'dagonite-baptism',
      targets: [a.id('foe')],
    });
    expect(candidatesFor(a.m, a.eid('nun'))[0]!.command).toMatchObject({
      type: 'cast',
      spell: 'dagonite-baptism',
    });
  });

  it('no Healing on a friend who lacks no Life Point', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 2 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    chooseSpells(a.m, a.eid('witch'), { discipline: 'Wild Magic', spells: ['healing'] });
    expect(
      spellCandidates(a.m, a.eid('witch')).filter(
        (c) => c.command.type === 'cast' && c.command.spell === 'healing',
      ),
    ).toEqual([]);
    a.m.world.components.Points.lp[a.eid('friend')] = 4;
    expect(
      spellCandidates(a.m, a.eid('witch')).some(
        (c) => c.command.type === 'cast' && c.command.spell === 'healing',
      ),
    ).toBe(true);
  });
});

describe('the AI dispels', () => {
  function dispelAsked(
    foeLp: number,
    spell: string,
    targets: (a: Arena) => string[],
    foeProtection = 3,
  ): { a: Arena; d: ChoiceDecision } {
    const a = arena({
      rows: ['..........', '..........'],
      figures: {
        nun: { gang: 0, profile: NUN, at: [1, 1], wp: 2 },
        foe: { gang: 1, profile: CITIZEN, at: [3, 1], lp: foeLp, stats: { protection: foeProtection } },
        priest: { gang: 1, profile: PRIEST, at: [6, 1], wp: 1 },
      },
    });
    chooseSpells(a.m, a.eid('nun'), { discipline: 'Wild Magic', spells: ['sunder-armour'] });
    a.ok({ type: 'cast', actor: a.id('nun'), spell, targets: targets(a) });
    const d = a.m.pending;
    if (d?.type !== 'choose' || d.purpose !== 'dispel') throw new Error('expected a dispel decision');
    return { a, d };
  }

  it('a spell that would take a friend out', () => {
    const { a, d } = dispelAsked(2, 'dagonite-baptism', (x) => [x.id('foe')]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('priest') });
  });

  it('not a spell that changes nothing: Sunder Armour on an enemy whose PROTECTION is 1 already', () => {
    const { a, d } = dispelAsked(11, 'sunder-armour', (x) => [x.id('foe')], 1);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'none' });
  });

  it('even such a spell when the try steps toward Silence the Witch (three tries to Dispel)', () => {
    const { a, d } = dispelAsked(11, 'sunder-armour', (x) => [x.id('foe')], 1);
    agendaStateOf(a.m).hands[1]!.push({
      id: 'silence-the-witch',
      status: 'open',
      achieved: false,
      memo: newMemo(),
    });
    const r = answerChoice(a.m, d);
    expect(r.command).toMatchObject({ option: a.id('priest') });
    expect(r.why).toContain('Silence the Witch');
  });
});

describe('a Will Point kept toward the game’s end', () => {
  it('is worth less with fewer than three rounds to come, a third of it in the last round', () => {
    const a = arena({
      rows: ['......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 0] },
      },
    });
    const rounds = scenarioOf(a.m.setup.scenario).rounds;
    expect(willPointWorthNow(roundsLeft(a.m))).toBe(CAST_WILL_POINT_WORTH);
    a.m.round = rounds - 1;
    expect(willPointWorthNow(roundsLeft(a.m))).toBeCloseTo((CAST_WILL_POINT_WORTH * 2) / WILL_ROUNDS_AHEAD);
    a.m.round = rounds;
    expect(willPointWorthNow(roundsLeft(a.m))).toBeCloseTo(CAST_WILL_POINT_WORTH / WILL_ROUNDS_AHEAD);
  });
});
