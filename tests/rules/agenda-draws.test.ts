/**
 * Drawing more Agendas, then discarding (src/rules/scenario/agendas/extra-draws.ts): Reflected Reality (Harbinger's
 * Reflection) with every draw, Maps and Charts (the Wayfinder) with the PLAN it pays for. The deck's dice are forced.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { getAgenda } from '../../src/content/agendas.ts';
import { agendaStateOf } from '../../src/rules/index.ts';
import { startRound } from '../../src/rules/match/rounds.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, endTurn, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';
import { diceQueue } from './helpers/dice-queue.ts';

const REFLECTION = 'gifted-harbinger-s-reflection'; // Reflected Reality
const WAYFINDER = 'patricians-wayfinder'; // CP 3, Maps and Charts
const OPEN = ['..........', '..........', '..........', '..........'];

/** The two d10 of the deck that pick each Agenda (first die: the table, second: the roll). */
const diceOf = (...ids: string[]): number[] =>
  ids.flatMap((id) => {
    const a = getAgenda(id);
    const first = { '1-3': 1, '4-6': 4, '7-9': 7, '10': 10 }[a.table];
    return [first, a.roll];
  });

const hand = (a: Arena, g: number) => agendaStateOf(a.m).hands[g]!.map((c) => c.id);

describe('Reflected Reality (Harbinger’s Reflection)', () => {
  it('as the first round begins its gang draws one more Agenda than it was dealt and discards one', () => {
    const agendaDice = diceQueue(
      ...diceOf('venetian-sniper', 'bully', 'decoy'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
      ...diceOf('daredevil'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      first: null,
      figures: {
        mirror: { gang: 0, profile: REFLECTION, at: [0, 0], cp: 0 },
        red: { gang: 0, profile: CITIZEN, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    expect(hand(a, 0)).toEqual(['venetian-sniper', 'bully', 'decoy']);
    startRound(a.m);
    expect(agendaDice.remaining()).toBe(0);
    const d = pending(a);
    expect(d).toMatchObject({ gang: 'red', purpose: 'agenda-draw' });
    expect(d.options.map((o) => o.id)).toEqual([
      'discard:venetian-sniper',
      'discard:bully',
      'discard:decoy',
      'discard:daredevil',
    ]);
    // then the initiative: one die each, no Command Points
    choose(a, 'discard:bully', 10, 1);
    expect(hand(a, 0)).toEqual(['venetian-sniper', 'decoy', 'daredevil']);
    expect(hand(a, 1)).toEqual(['high-dive', 'aquatic-attack', 'hold-your-breath']);
    expect(ofType(a.m.log, 'agenda').at(-1)).toMatchObject({
      agenda: 'bully',
      change: 'discarded',
      cause: 'deal',
    });
    expect(ofType(a.m.log, 'initiative')).toHaveLength(1);
  });
});

describe('Maps and Charts (the Wayfinder)', () => {
  /** Red: a Wayfinder (3 CP) and a Chaplain (4 CP); blue: two Citizens. Round 1 played out. */
  const planning = () => {
    const agendaDice = diceQueue(
      ...diceOf('venetian-sniper', 'bully', 'decoy'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        way: { gang: 0, profile: WAYFINDER, at: [0, 0] },
        chap: { gang: 0, profile: CHAPLAIN, at: [0, 1] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    a.ok(endTurn(a, 'way'));
    a.ok(endTurn(a, 'b1'));
    a.ok(endTurn(a, 'chap'));
    a.ok(endTurn(a, 'b2'));
    return { a, agendaDice };
  };

  it('the Wayfinder pays for the PLAN (before the Chaplain with more Command Points); it draws 3 and keeps 1', () => {
    const { a, agendaDice } = planning();
    expect(pending(a)).toMatchObject({ purpose: 'plan', character: a.id('way') });
    agendaDice.queue(...diceOf('daredevil', 'following-orders', 'death-from-above'));
    choose(a, 'redraw:venetian-sniper');
    expect(agendaDice.remaining()).toBe(0);
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'agenda-draw', character: a.id('way') });
    expect(d.options.map((o) => o.id)).toEqual([
      'keep:daredevil',
      'keep:following-orders',
      'keep:death-from-above',
    ]);
    // the computer keeps the one its gang can work toward by itself (its Command Points: Following Orders)
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'keep:following-orders' });
    choose(a, 'keep:death-from-above');
    expect(hand(a, 0)).toEqual(['bully', 'decoy', 'death-from-above']);
    expect(
      ofType(a.m.log, 'agenda')
        .filter((e) => e.change === 'discarded')
        .map((e) => e.agenda),
    ).toEqual(['venetian-sniper', 'daredevil', 'following-orders']);
    expect(a.m.world.components.Points.cp[a.eid('way')]).toBe(2);
    // the Chaplain's PLAN draws one, as usual
    expect(pending(a)).toMatchObject({ purpose: 'plan', character: a.id('chap') });
    agendaDice.queue(...diceOf('over-the-rooftops'));
    choose(a, 'redraw:bully');
    expect(hand(a, 0)).toEqual(['decoy', 'death-from-above', 'over-the-rooftops']);
  });
});
