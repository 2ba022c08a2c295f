/**
 * Dives made for an Agenda (src/ai/dive-candidates.ts): Hold Your Breath's Dive in two rounds in a row, Aquatic
 * Attack's three in one round, and none without such a card.
 */
import { describe, expect, it } from 'vitest';
import { candidatesFor } from '../../src/ai/plan.ts';
import { agendaStateOf } from '../../src/rules/index.ts';
import { holding } from '../rules/helpers/agendas.ts';
import { arena, CITIZEN } from '../rules/helpers/arena.ts';

const CANAL = ['...~~~....', '...~~~....', '...~~~....', '...~~~....'];

/** A citizen of gang 0 swimming in the canal with `mates` friends swimming beside it, their enemy far off. */
function swimmer(mates = 0) {
  return arena({
    rows: CANAL,
    figures: {
      diver: { gang: 0, profile: CITIZEN, at: [4, 0] },
      ...(mates > 0 ? { mate: { gang: 0, profile: CITIZEN, at: [4, 2] } } : {}),
      ...(mates > 1 ? { other: { gang: 0, profile: CITIZEN, at: [3, 3] } } : {}),
      rival: { gang: 1, profile: CITIZEN, at: [9, 3] },
    },
  });
}

const dives = (a: ReturnType<typeof swimmer>) =>
  candidatesFor(a.m, a.eid('diver')).filter((c) => c.command.type === 'dive');

describe('a Dive for an Agenda', () => {
  it('is not made without a card that counts Dives', () => {
    expect(dives(swimmer())).toEqual([]);
  });

  it('is a step toward Hold Your Breath (a Dive next round completes it), and completes it the round after one', () => {
    const a = swimmer();
    holding(a, 0, 'hold-your-breath');
    const [first] = dives(a);
    const term = first?.terms?.[0];
    expect(term?.label).toBe('Agenda: Hold Your Breath (a step toward it)');
    // Gang War's Agendas score 1 VP; one more Dive, next round: half
    expect(term?.value).toBeCloseTo(0.5, 10);
    // it dived last round: this Dive achieves the card
    const card = agendaStateOf(a.m).hands[0]![0]!;
    card.memo.counts[String(a.eid('diver'))] = a.m.round - 1;
    expect(dives(a)[0]?.terms?.[0]).toMatchObject({ label: 'Agenda: Hold Your Breath', value: 1 });
  });

  it('counts the Dives of friends in the water still to act toward Aquatic Attack', () => {
    // alone with 2 Action Points, or with one friend, it cannot make three Dives this round
    for (const mates of [0, 1]) {
      const a = swimmer(mates);
      holding(a, 0, 'aquatic-attack');
      expect(dives(a)).toEqual([]);
    }
    // two friends in the water still to act: two more Dives, a quarter of the card
    const a = swimmer(2);
    holding(a, 0, 'aquatic-attack');
    expect(dives(a)[0]?.terms?.[0]).toMatchObject({ label: 'Agenda: Aquatic Attack (a step toward it)' });
    expect(dives(a)[0]?.terms?.[0]?.value).toBeCloseTo(0.25, 10);
  });
});
