import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../src/rules/core/types.ts';
import { logEntry, type Names } from '../../../src/view/hud/log-lines.ts';

const names: Names = {
  character: (id) => ({ 'guild-capodecina': 'Capodecina', 'rashaar-brachyura': 'Brachyura' })[id] ?? id,
  gang: (id) => ({ guild: 'The Guild', rashaar: 'Rashaar' })[id] ?? id,
};

describe('logEntry', () => {
  it('shows every die of a roll, the Destiny Dice first, Aces and re-rolls marked', () => {
    const e: MatchEvent = {
      seq: 12,
      round: 1,
      type: 'roll',
      kind: 'attack',
      character: 'guild-capodecina',
      purpose: 'attack',
      dice: [10, 6, 1, 4],
      rerolled: [3],
      aceOn: 6,
      aces: 2,
      result: 'critical',
      pool: 4,
      modifiers: ['ATTACK 3', 'Will Points +1'],
      aceModifiers: ["Brachyura's DEXTERITY 5", 'Pistol: Evasion +1'],
    };
    const entry = logEntry(e, names);
    expect(entry).toMatchObject({
      kind: 'roll',
      title: 'Attack Roll — Capodecina (attack)',
      aceOn: 6,
      result: 'critical',
      modifiers: 'ATTACK 3, Will Points +1',
      aceModifiers: "Brachyura's DEXTERITY 5, Pistol: Evasion +1",
      opposed: null,
    });
    if (entry?.kind !== 'roll') throw new Error('expected a roll entry');
    expect(entry.dice).toEqual([
      { value: 10, destiny: true, ace: true, rerolled: false },
      { value: 6, destiny: false, ace: true, rerolled: false },
      { value: 1, destiny: false, ace: false, rerolled: false },
      { value: 4, destiny: false, ace: false, rerolled: true },
    ]);
  });

  it('never counts a 1 as an Ace and always counts a 10, whatever is needed', () => {
    const roll = (aceOn: number): MatchEvent => ({
      seq: 1,
      round: 1,
      type: 'roll',
      kind: 'basic',
      character: 'x',
      purpose: 'climb',
      dice: [1, 10],
      rerolled: [],
      aceOn,
      aces: 1,
      result: 'fumble',
      pool: 2,
      modifiers: [],
    });
    for (const aceOn of [0, 1, 11, 14]) {
      const entry = logEntry(roll(aceOn), names);
      if (entry?.kind !== 'roll') throw new Error('expected a roll entry');
      expect(entry.dice.map((d) => d.ace)).toEqual([false, true]);
    }
  });

  it('names the other side of an opposed roll', () => {
    const entry = logEntry(
      {
        seq: 3,
        round: 2,
        type: 'roll',
        kind: 'opposed',
        character: 'guild-capodecina',
        purpose: 'disengage',
        dice: [5],
        rerolled: [],
        aceOn: 7,
        aces: 0,
        result: 'fail',
        pool: 1,
        modifiers: ['DEXTERITY 4'],
        opposedBy: { character: 'rashaar-brachyura', dice: [8, 9, 2], aces: 2 },
      },
      names,
    );
    expect(entry).toMatchObject({
      kind: 'roll',
      opposed: expect.stringContaining('Brachyura rolled 2 Aces [8 9 2]'),
    });
  });

  it('writes readable lines for moves, damage, casualties, rounds and the end', () => {
    const line = (e: MatchEvent) => {
      const entry = logEntry(e, names);
      return entry?.kind === 'line' ? entry.text : null;
    };
    expect(
      line({
        seq: 1,
        round: 1,
        type: 'move',
        character: 'guild-capodecina',
        path: [],
        inches: 4.25,
        charge: 'rashaar-brachyura',
      }),
    ).toBe('Capodecina moves 4.3″, charging Brachyura');
    expect(
      line({
        seq: 2,
        round: 1,
        type: 'life-points',
        character: 'rashaar-brachyura',
        lpBefore: 20,
        lpAfter: 17,
        cause: 'attack',
      }),
    ).toBe('Brachyura loses 3 Life Points (20 → 17)');
    expect(
      line({ seq: 3, round: 1, type: 'casualty', character: 'rashaar-brachyura', gang: 'rashaar' }),
    ).toBe('Brachyura is taken out');
    expect(line({ seq: 4, round: 2, type: 'round-start' })).toBe('Game round 2 begins');
    expect(
      line({
        seq: 5,
        round: 1,
        type: 'initiative',
        rolls: [
          { gang: 'guild', character: null, dice: [3, 9], aces: 1 },
          { gang: 'rashaar', character: null, dice: [2, 4], aces: 0 },
        ],
        winner: 'guild',
        order: ['guild', 'rashaar'],
      }),
    ).toBe('Initiative: The Guild [3 9] 1 Aces; Rashaar [2 4] 0 Aces. The Guild chooses first.');
    expect(line({ seq: 6, round: 5, type: 'game-end', vp: { guild: 8, rashaar: 6 }, winner: 'guild' })).toBe(
      'Game over: The Guild 8 VP, Rashaar 6 VP. The Guild wins.',
    );
    expect(
      line({ seq: 7, round: 5, type: 'game-end', vp: { guild: 7, rashaar: 7 }, winner: null }),
    ).toContain('A draw.');
  });

  it('leaves deployment and decisions out of the log', () => {
    expect(
      logEntry(
        { seq: 1, round: 0, type: 'deploy', character: 'a', gang: 'g', profile: 'p', x: 1, y: 1, z: 0 },
        names,
      ),
    ).toBeNull();
  });

  it('tells a jump that lands from one that comes down short', () => {
    const base = {
      seq: 4,
      round: 2,
      type: 'jump' as const,
      character: 'guild-capodecina',
      from: [3.5, 21.5, 4] as const,
      to: [5.5, 21.5, 6] as const,
    };
    const landed = logEntry({ ...base, inches: 5, end: [5.5, 21.5, 6], landed: true } as MatchEvent, names);
    expect(landed).toMatchObject({
      kind: 'line',
      tone: 'move',
      text: 'Capodecina jumps 2″ (the roll allowed 5″) and lands',
    });
    const short = logEntry({ ...base, inches: 1, end: [4.5, 21.5, 5], landed: false } as MatchEvent, names);
    expect(short).toMatchObject({
      tone: 'damage',
      text: 'Capodecina jumps 1″ (the roll allowed 1″) and comes down short',
    });
    const soft = logEntry(
      { ...base, inches: 2, end: [5.5, 21.5, 6], landed: true, controlledLanding: true } as MatchEvent,
      names,
    );
    expect(soft).toMatchObject({
      text: 'Capodecina jumps 2″ with a Controlled Landing (the roll allowed 2″) and lands',
    });
  });

  it('tells a fall from a drop of no height', () => {
    const fall = (from: number, to: number) =>
      logEntry(
        {
          seq: 5,
          round: 2,
          type: 'fall',
          character: 'guild-capodecina',
          from,
          to,
          inches: from - to,
        } as MatchEvent,
        names,
      );
    expect(fall(4, 0)).toMatchObject({ tone: 'damage', text: 'Capodecina falls 4″ (from 4″ to 0″)' });
    expect(fall(1, 1)).toMatchObject({
      tone: 'move',
      text: 'Capodecina comes down at the height it was (1″): no fall',
    });
  });

  it('says when a counter is gained or lost', () => {
    const e = (counter: string, gained: boolean) =>
      logEntry({ seq: 5, round: 2, type: 'counter', character: 'guild-capodecina', counter, gained }, names);
    expect(e('hidden', true)).toMatchObject({ text: 'Capodecina takes a Hidden counter' });
    expect(e('guard', false)).toMatchObject({ text: 'Capodecina gives up its Guard counter' });
    expect(e('underwater', true)).toMatchObject({ text: 'Capodecina gains an Underwater Counter' });
    expect(e('stunned', true)).toMatchObject({ text: 'Capodecina is Stunned' });
  });

  describe('Agendas', () => {
    type AgendaEvent = Extract<MatchEvent, { type: 'agenda' }>;
    const agenda = (over: Partial<AgendaEvent>): MatchEvent => ({
      seq: 9,
      round: 1,
      type: 'agenda',
      gang: 'guild',
      agenda: 'heroic-duel',
      change: 'drawn',
      cause: 'deal',
      vp: 0,
      character: null,
      ...over,
    });

    it('names the Agenda drawn at the deal, by PLAN and by Cycle', () => {
      expect(logEntry(agenda({}), names)).toMatchObject({
        kind: 'line',
        seq: 9,
        tone: 'info',
        text: 'The Guild draws the Agenda Heroic Duel',
      });
      expect(
        logEntry(agenda({ cause: 'plan', agenda: 'decoy', character: 'guild-capodecina' }), names),
      ).toMatchObject({ text: 'The Guild draws Decoy in its place (PLAN)' });
      expect(logEntry(agenda({ cause: 'cycle', agenda: 'bully' }), names)).toMatchObject({
        text: 'The Guild draws Bully to replace the Agenda scored (Cycle)',
      });
    });

    it('names who paid the Command Point for a PLAN', () => {
      expect(
        logEntry(
          agenda({
            change: 'discarded',
            cause: 'plan',
            agenda: 'hostile-takeover',
            character: 'guild-capodecina',
          }),
          names,
        ),
      ).toMatchObject({
        text: 'Capodecina spends 1 Command Point on PLAN: The Guild discards Hostile Takeover',
      });
    });

    it('tells a card kept for double or nothing, scored with its Victory Points, and lost', () => {
      expect(logEntry(agenda({ gang: 'rashaar', change: 'kept', cause: 'round-end' }), names)).toMatchObject({
        text: 'Rashaar keeps Heroic Duel in play: achieved again it scores double, otherwise nothing',
      });
      expect(logEntry(agenda({ change: 'scored', cause: 'round-end', vp: 2 }), names)).toMatchObject({
        tone: 'round',
        text: 'The Guild scores Heroic Duel: +2 VP',
      });
      expect(logEntry(agenda({ change: 'lost', cause: 'game-end' }), names)).toMatchObject({
        tone: 'damage',
        text: 'The Guild loses Heroic Duel: kept in play but not achieved again, no VP',
      });
    });

    it("keeps a Secret gang's cards unnamed until one scores", () => {
      const secret: Names = { ...names, secretAgendas: (id) => id === 'rashaar' };
      expect(logEntry(agenda({ gang: 'rashaar' }), secret)).toMatchObject({
        text: 'Rashaar draws a Secret Agenda',
      });
      expect(logEntry(agenda({ gang: 'rashaar', change: 'kept', cause: 'round-end' }), secret)).toMatchObject(
        {
          text: expect.stringMatching(/^Rashaar keeps a Secret Agenda in play/),
        },
      );
      expect(
        logEntry(agenda({ gang: 'rashaar', change: 'scored', cause: 'round-end', vp: 1 }), secret),
      ).toMatchObject({ text: 'Rashaar scores Heroic Duel: +1 VP' });
      // The other gang's cards are named.
      expect(logEntry(agenda({}), secret)).toMatchObject({ text: 'The Guild draws the Agenda Heroic Duel' });
    });
  });
});
