/**
 * The Agenda deck and its flow through a Gang War match (rulebook "Agendas": Double; "Command Points": PLAN; Gang
 * War; the Smuggler's Smuggling): src/content/agendas.ts, src/rules/scenario/agendas/agendas.ts, src/rules/match/rounds.ts. The
 * deck's dice are forced (`agendaDice`), as are the table's.
 */
import { describe, expect, it } from 'vitest';
import { agendaAt, allAgendas, getAgenda } from '../../src/content/agendas.ts';
import type { ChoiceDecision, PendingDecision } from '../../src/rules/core/types.ts';
import { agendaStateOf } from '../../src/rules/index.ts';
import {
  type Arena,
  arena,
  CHAPLAIN,
  CITIZEN,
  endTurn,
  type FigureSpec,
  ofType,
  RECRUITER,
} from './helpers/arena.ts';
import { diceQueue } from './helpers/dice-queue.ts';

const KING = 'the-guild-king-for-a-day'; // a Leader
const SMUGGLER = 'the-guild-smuggler'; // Smuggling
const OPEN = ['..........', '..........', '..........', '..........'];

/** The two d10 of the deck that pick each Agenda (first die: the table, second: the roll). */
const diceOf = (...ids: string[]): number[] =>
  ids.flatMap((id) => {
    const a = getAgenda(id);
    const first = { '1-3': 1, '4-6': 4, '7-9': 7, '10': 10 }[a.table];
    return [first, a.roll];
  });

const hand = (a: Arena, g: number) => agendaStateOf(a.m).hands[g]!.map((c) => `${c.id}:${c.status}`);
const choice = (d: PendingDecision | null): ChoiceDecision => {
  if (d?.type !== 'choose') throw new Error(`expected a choose decision, got ${d?.type ?? 'none'}`);
  return d;
};

describe('drawing an Agenda', () => {
  it('the first die picks the table, the second the Agenda in it', () => {
    expect(agendaAt(2, 1)?.name).toBe('Heroic Duel');
    expect(agendaAt(3, 1)?.name).toBe('Heroic Duel');
    expect(agendaAt(5, 7)?.name).toBe('Watery Grave');
    expect(agendaAt(9, 2)?.name).toBe('Venetian Sniper');
    expect(agendaAt(10, 3)?.name).toBe('High Dive');
    // table "10" holds five: a second die of 6 or more is rolled again
    for (const second of [6, 7, 8, 9, 10]) expect(agendaAt(10, second)).toBeNull();
    expect(allAgendas()).toHaveLength(35);
  });

  const leaders = (agendaDice: ReturnType<typeof diceQueue>, blue: FigureSpec['profile'] = KING) =>
    arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        king: { gang: 0, profile: KING, at: [0, 0], cp: 0 },
        red: { gang: 0, profile: CITIZEN, at: [0, 1] },
        boss: { gang: 1, profile: blue, at: [9, 0], cp: 0 },
        blue: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });

  it('deals each gang three Agendas with the deck dice; past the end of table "10" it rolls again', () => {
    const dice = diceQueue(2, 1, 10, 3, 10, 7, 5, 7, ...diceOf('bully', 'decoy', 'daredevil'));
    const a = leaders(dice);
    expect(dice.remaining()).toBe(0);
    expect(hand(a, 0)).toEqual(['heroic-duel:open', 'high-dive:open', 'watery-grave:open']);
    expect(hand(a, 1)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
    const drawn = ofType(a.m.log, 'agenda');
    expect(drawn.map((e) => [e.gang, e.agenda, e.change, e.cause])).toEqual([
      ['red', 'heroic-duel', 'drawn', 'deal'],
      ['red', 'high-dive', 'drawn', 'deal'],
      ['red', 'watery-grave', 'drawn', 'deal'],
      ['blue', 'bully', 'drawn', 'deal'],
      ['blue', 'decoy', 'drawn', 'deal'],
      ['blue', 'daredevil', 'drawn', 'deal'],
    ]);
  });

  it('draws again an Agenda the gang already holds', () => {
    const dice = diceQueue(...diceOf('bully', 'bully', 'decoy', 'daredevil', 'bully', 'decoy', 'daredevil'));
    const a = leaders(dice);
    expect(dice.remaining()).toBe(0);
    expect(hand(a, 0)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
    // the other gang may hold the same Agenda
    expect(hand(a, 1)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
  });

  it('draws again an Agenda the gang cannot achieve: Heroic Duel with no Leader on one side, One-Person Army without one', () => {
    // blue fields no Leader: Heroic Duel is impossible for both gangs, One-Person Army for blue
    const dice = diceQueue(
      ...diceOf('heroic-duel', 'bully', 'decoy', 'daredevil'),
      ...diceOf('heroic-duel', 'one-person-army', 'bully', 'decoy', 'daredevil'),
    );
    const a = leaders(dice, CHAPLAIN);
    expect(dice.remaining()).toBe(0);
    expect(hand(a, 0)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
    expect(hand(a, 1)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
    expect(ofType(a.m.log, 'agenda').some((e) => e.agenda === 'heroic-duel')).toBe(false);
    expect(ofType(a.m.log, 'agenda').some((e) => e.agenda === 'one-person-army')).toBe(false);
  });
});

describe('scoring at the end of each round (Gang War: 1 Victory Point each, Double)', () => {
  /** Red holds Hold Ground, Venetian Sniper and Keep the Monsters at Bay; blue three it will not achieve here. */
  const guards = (extra: Record<string, FigureSpec> = {}) => {
    const agendaDice = diceQueue(
      ...diceOf('hold-ground', 'venetian-sniper', 'keep-the-monsters-at-bay'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        r2: { gang: 0, profile: CITIZEN, at: [0, 1] },
        r3: { gang: 0, profile: CITIZEN, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 2] },
        ...extra,
      },
    });
    return { a, agendaDice };
  };
  /** One round in turn order: red guards with each of `guarding` (else ends its turns), blue ends its turns. */
  const round = (a: Arena, guarding: readonly string[], lastDice: number[] = []) => {
    for (const k of [1, 2, 3]) {
      const r = `r${k}`;
      a.ok(guarding.includes(r) ? { type: 'guard', actor: a.id(r) } : endTurn(a, r));
      a.ok(endTurn(a, `b${k}`), ...(k === 3 ? lastDice : []));
    }
  };
  const answer = (a: Arena, option: string, ...dice: number[]) => {
    const d = choice(a.m.pending);
    expect(d.purpose).toBe('agenda-double');
    return a.ok({ type: 'decide', decision: 'choose', character: d.character, option }, ...dice);
  };
  const agendaEvents = (a: Arena, change: string) =>
    ofType(a.m.log, 'agenda').filter((e) => e.change === change);

  it('an Agenda achieved scores 1 Victory Point as the round ends, when the gang takes it now', () => {
    const { a } = guards();
    round(a, ['r1', 'r2', 'r3']);
    expect(a.m.round).toBe(1);
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'red', purpose: 'agenda-double' });
    expect(d.options.map((o) => o.id)).toEqual(['score:hold-ground', 'keep:hold-ground']);
    // then round 2's initiative: one die each (no Command Points), red first
    const events = answer(a, 'score:hold-ground', 10, 1);
    expect(ofType(events, 'agenda')).toEqual([
      expect.objectContaining({ gang: 'red', agenda: 'hold-ground', change: 'scored', vp: 1 }),
    ]);
    expect(agendaStateOf(a.m).vp).toEqual([1, 0]);
    expect(hand(a, 0)[0]).toBe('hold-ground:scored');
    expect(a.m.round).toBe(2);
  });

  it('an Agenda not achieved by the round end scores nothing and stays in play', () => {
    const { a } = guards();
    round(a, ['r1', 'r2'], [10, 1]);
    expect(a.m.round).toBe(2);
    expect(agendaEvents(a, 'scored')).toHaveLength(0);
    expect(hand(a, 0)[0]).toBe('hold-ground:open');
    // achieved in round 2 instead: asked at its end
    round(a, ['r1', 'r2', 'r3']);
    expect(choice(a.m.pending).purpose).toBe('agenda-double');
  });

  it('Double: kept in play and achieved again, it scores 2 at the next round end, without asking again', () => {
    const { a } = guards();
    round(a, ['r1', 'r2', 'r3']);
    const kept = answer(a, 'keep:hold-ground', 10, 1);
    expect(ofType(kept, 'agenda')).toEqual([
      expect.objectContaining({ agenda: 'hold-ground', change: 'kept', vp: 0 }),
    ]);
    expect(agendaStateOf(a.m).vp).toEqual([0, 0]);
    expect(hand(a, 0)[0]).toBe('hold-ground:kept');
    // round 2: achieved again
    round(a, ['r1', 'r2', 'r3'], [10, 1]);
    expect(a.m.pending).toBeNull();
    expect(a.m.round).toBe(3);
    expect(agendaEvents(a, 'scored')).toEqual([expect.objectContaining({ agenda: 'hold-ground', vp: 2 })]);
    expect(agendaStateOf(a.m).vp).toEqual([2, 0]);
  });

  it('Double: kept and not achieved again by the end of the game, it is lost for nothing', () => {
    const { a } = guards();
    round(a, ['r1', 'r2', 'r3']);
    answer(a, 'keep:hold-ground', 10, 1);
    // rounds 2–5: two Guards a round, never three
    for (let r = 2; r <= 5; r++) round(a, ['r1', 'r2'], r < 5 ? [10, 1] : []);
    expect(a.m.over).toBe(true);
    expect(agendaEvents(a, 'lost')).toEqual([
      expect.objectContaining({ gang: 'red', agenda: 'hold-ground', vp: 0, cause: 'game-end' }),
    ]);
    expect(agendaEvents(a, 'scored')).toHaveLength(0);
    expect(hand(a, 0)[0]).toBe('hold-ground:lost');
    // Gang War: 1 Victory Point a character standing, and none from the Agendas
    expect(a.m.vp).toEqual({ red: 3, blue: 3 });
  });

  it('Gang War: the final Victory Points are the characters standing plus what the Agendas scored', () => {
    const { a } = guards();
    round(a, ['r1', 'r2', 'r3']);
    answer(a, 'score:hold-ground', 10, 1);
    for (let r = 2; r <= 5; r++) round(a, [], r < 5 ? [10, 1] : []);
    expect(a.m.over).toBe(true);
    expect(a.m.vp).toEqual({ red: 4, blue: 3 });
    expect(ofType(a.m.log, 'game-end')[0]).toMatchObject({ vp: { red: 4, blue: 3 }, winner: 'red' });
  });

  it('the last round: an Agenda achieved in it scores with the game end, no Double asked', () => {
    const { a } = guards();
    for (let r = 1; r <= 4; r++) round(a, [], [10, 1]);
    expect(a.m.round).toBe(5);
    round(a, ['r1', 'r2', 'r3']);
    expect(a.m.over).toBe(true);
    expect(
      ofType(a.m.log, 'decision').some(
        (e) => e.decision.type === 'choose' && e.decision.purpose === 'agenda-double',
      ),
    ).toBe(false);
    expect(agendaEvents(a, 'scored')).toEqual([expect.objectContaining({ agenda: 'hold-ground', vp: 1 })]);
    expect(a.m.vp).toEqual({ red: 4, blue: 3 });
  });
});

describe('PLAN and Smuggling', () => {
  const cp = (a: Arena, name: string) => a.m.world.components.Points.cp[a.eid(name)]!;
  const decide = (a: Arena, option: string, ...dice: number[]) =>
    a.ok({ type: 'decide', decision: 'choose', character: choice(a.m.pending).character, option }, ...dice);

  /** Red: a Chaplain (4 CP), a Recruiter (2 CP) and a Citizen; blue: three Citizens. Round 1 played out. */
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
        chap: { gang: 0, profile: CHAPLAIN, at: [0, 0] },
        rec: { gang: 0, profile: RECRUITER, at: [0, 1] },
        cit: { gang: 0, profile: CITIZEN, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    for (const [r, b] of [
      ['chap', 'b1'],
      ['rec', 'b2'],
      ['cit', 'b3'],
    ] as const) {
      a.ok(endTurn(a, r));
      a.ok(endTurn(a, b));
    }
    return { a, agendaDice };
  };

  it('as a round starts: 1 Command Point of the character with the most discards an Agenda and draws another', () => {
    const { a, agendaDice } = planning();
    expect(a.m.round).toBe(2);
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'red', purpose: 'plan', character: a.id('chap') });
    expect(d.options.map((o) => o.id)).toEqual([
      'done',
      'redraw:venetian-sniper',
      'redraw:bully',
      'redraw:decoy',
    ]);
    // no initiative yet: PLAN comes first
    expect(ofType(a.m.log, 'initiative')).toHaveLength(1);
    agendaDice.queue(...diceOf('daredevil'));
    const events = decide(a, 'redraw:venetian-sniper');
    expect(agendaDice.remaining()).toBe(0);
    expect(ofType(events, 'agenda').map((e) => [e.agenda, e.change, e.cause, e.character])).toEqual([
      ['venetian-sniper', 'discarded', 'plan', a.id('chap')],
      ['daredevil', 'drawn', 'plan', a.id('chap')],
    ]);
    expect(cp(a, 'chap')).toBe(3);
    expect(hand(a, 0)).toEqual(['bully:open', 'decoy:open', 'daredevil:open']);
  });

  it('is not offered again to a character that used it this round; the next with Command Points pays', () => {
    const { a, agendaDice } = planning();
    agendaDice.queue(...diceOf('daredevil', 'high-dive'));
    decide(a, 'redraw:venetian-sniper');
    // the Chaplain still has 3 Command Points, the Recruiter 2: the Recruiter is asked
    expect(choice(a.m.pending)).toMatchObject({ purpose: 'plan', character: a.id('rec') });
    decide(a, 'redraw:bully');
    expect(cp(a, 'rec')).toBe(1);
    expect(cp(a, 'chap')).toBe(3);
    expect(hand(a, 0)).toEqual(['decoy:open', 'daredevil:open', 'high-dive:open']);
    // nobody else of red may PLAN: the round goes on to its initiative (only red has Command Points: no roll)
    expect(a.m.pending).toBeNull();
    expect(ofType(a.m.log, 'initiative')).toHaveLength(2);
    expect(a.m.order[0]).toBe(0);
  });

  it('"done" keeps the Agendas and spends nothing', () => {
    const { a } = planning();
    decide(a, 'done');
    expect(cp(a, 'chap')).toBe(4);
    expect(ofType(a.m.log, 'agenda').filter((e) => e.change === 'discarded')).toHaveLength(0);
    expect(a.m.pending).toBeNull();
  });

  it('Smuggling: a friend within 6″ of the Smuggler, in its sight, that spent Command Points regains 1', () => {
    const agendaDice = diceQueue(
      ...diceOf('hold-ground', 'bully', 'decoy'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        smug: { gang: 0, profile: SMUGGLER, at: [0, 1] },
        rec: { gang: 0, profile: RECRUITER, at: [1, 2], cp: 1 },
        cit: { gang: 0, profile: CITIZEN, at: [0, 2] },
        chap: { gang: 0, profile: CHAPLAIN, at: [7, 3], cp: 3 },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    for (const [r, b] of [
      ['smug', 'b1'],
      ['rec', 'b2'],
      ['cit', 'b3'],
    ] as const) {
      a.ok({ type: 'guard', actor: a.id(r) });
      a.ok(endTurn(a, b));
    }
    a.ok(endTurn(a, 'chap'));
    // Hold Ground achieved: scored now; the Recruiter (spent 1 of 2) is near, the Chaplain (spent 1 of 4) is not
    const events = decide(a, 'score:hold-ground');
    expect(ofType(events, 'regain')).toEqual([
      expect.objectContaining({
        character: a.id('rec'),
        points: 'command',
        amount: 1,
        after: 2,
        cause: 'Smuggling',
      }),
    ]);
    expect(cp(a, 'rec')).toBe(2);
    expect(cp(a, 'chap')).toBe(3);
  });

  it('Smuggling: with two friends that spent Command Points in reach, the gang picks who regains one', () => {
    const agendaDice = diceQueue(
      ...diceOf('hold-ground', 'bully', 'decoy'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        smug: { gang: 0, profile: SMUGGLER, at: [0, 1] },
        rec: { gang: 0, profile: RECRUITER, at: [1, 2], cp: 1 },
        chap: { gang: 0, profile: CHAPLAIN, at: [2, 0], cp: 2 },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    for (const [r, b] of [
      ['smug', 'b1'],
      ['rec', 'b2'],
      ['chap', 'b3'],
    ] as const) {
      a.ok({ type: 'guard', actor: a.id(r) });
      a.ok(endTurn(a, b));
    }
    decide(a, 'score:hold-ground');
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'red', purpose: 'smuggling', character: a.id('smug') });
    // the one that spent the most first: the Chaplain (2 of 4), then the Recruiter (1 of 2)
    expect(d.options.map((o) => o.id)).toEqual([a.id('chap'), a.id('rec')]);
    const events = decide(a, a.id('rec'));
    expect(ofType(events, 'regain')).toEqual([
      expect.objectContaining({ character: a.id('rec'), amount: 1, after: 2, cause: 'Smuggling' }),
    ]);
    expect(cp(a, 'chap')).toBe(2);
  });
});

describe('a game that ends early', () => {
  it('when one gang is left, the Agendas achieved in that round score with the game end', () => {
    const agendaDice = diceQueue(
      ...diceOf('heroic-duel', 'bully', 'decoy'),
      ...diceOf('high-dive', 'aquatic-attack', 'hold-your-breath'),
    );
    const a = arena({
      rows: OPEN,
      agendas: true,
      agendaDice,
      figures: {
        king: { gang: 0, profile: KING, at: [1, 0], cp: 0 },
        red: { gang: 0, profile: CITIZEN, at: [1, 2] },
        boss: { gang: 1, profile: KING, at: [2, 0], lp: 1, cp: 0 },
      },
    });
    // ATTACK 4 (one Ace), Staff of Credit Penetration −3: no Protection dice
    const events = a.ok(
      { type: 'combat', actor: a.id('king'), target: a.id('boss'), weapon: 'Staff of Credit' },
      9,
      2,
      2,
      2,
    );
    expect(a.dice.remaining()).toBe(0);
    expect(a.m.over).toBe(true);
    expect(ofType(events, 'agenda')).toEqual([
      expect.objectContaining({ gang: 'red', agenda: 'heroic-duel', change: 'scored', vp: 1 }),
    ]);
    expect(ofType(events, 'game-end')[0]).toMatchObject({ vp: { red: 3, blue: 0 }, winner: 'red' });
  });
});
