import { describe, expect, it } from 'vitest';
import { type Player, playOut } from '../../../src/ai/play-out.ts';
import { randomPlayer } from '../../../src/ai/random-player.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { getAgenda } from '../../../src/content/agendas.ts';
import { agendaStateOf, loadLevel } from '../../../src/rules/index.ts';
import { createMatch } from '../../../src/rules/match/match.ts';
import type { Match } from '../../../src/rules/state/match-state.ts';
import { charactersOnBoard } from '../../../src/rules/state/world.ts';
import {
  type AgendaSource,
  agendaRows,
  agendaSourceOf,
  agendaSummary,
  agendaSummaryLine,
} from '../../../src/view/hud/agenda-rows.ts';

const board = loadLevel('gang-war-venice');

/** A Gang War match between a person (The Guild's side) and the computer, as dealt. */
function dealt(seed = 11): Match {
  return createMatch(defaultMatchSetup({ controllers: ['human', 'ai'] }), seed, board);
}

/** Two gangs, a person's and the computer's, holding the cards given. */
function source(hands: AgendaSource['hands'], over: Partial<AgendaSource> = {}): AgendaSource {
  return {
    gangs: [
      { id: 'guild', name: 'The Guild', colour: '#c0392b', controller: 'human' },
      { id: 'rashaar', name: 'Rashaar', colour: '#2e86c1', controller: 'ai' },
    ],
    hands,
    vp: [0, 0],
    counted: [0, 0],
    scoredVp: {},
    secret: false,
    ...over,
  };
}

describe('agendaRows', () => {
  it("shows each gang's dealt Agendas by name and text, all in play (Gang War has no Secret)", () => {
    const m = dealt();
    const rows = agendaRows(agendaSourceOf(m));
    expect(rows.map((g) => [g.gang, g.name, g.colour, g.vp])).toEqual(
      m.setup.gangs.map((g) => [g.id, g.name, g.colour, 0]),
    );
    rows.forEach((g, k) => {
      const hand = agendaStateOf(m).hands[k]!;
      expect(hand).toHaveLength(3);
      expect(g.cards.map((c) => c.id)).toEqual(hand.map((c) => c.id));
      for (const c of g.cards) {
        expect(c).toEqual({
          id: c.id,
          name: getAgenda(c.id).name,
          text: getAgenda(c.id).text,
          state: 'open',
          stateText: 'in play',
        });
      }
    });
  });

  it('follows the cards of the match as they are achieved, kept, scored and lost', () => {
    const m = dealt();
    const [a, b, c] = agendaStateOf(m).hands[0]!;
    a!.achieved = true;
    b!.status = 'kept';
    c!.status = 'scored';
    agendaStateOf(m).vp[0] = 2;
    m.log.push({
      seq: m.log.length + 1,
      round: 1,
      type: 'agenda',
      gang: m.setup.gangs[0]!.id,
      agenda: c!.id,
      change: 'scored',
      cause: 'round-end',
      vp: 2,
      character: null,
    });
    const guild = agendaRows(agendaSourceOf(m))[0]!;
    expect(guild.vp).toBe(2);
    expect(guild.cards.map((x) => [x.state, x.stateText])).toEqual([
      ['achieved', 'achieved this round'],
      ['kept', 'kept: double or nothing'],
      ['scored', 'scored +2 VP'],
    ]);
  });

  it('tells a kept card achieved again, and a kept card lost at the end', () => {
    const rows = agendaRows(
      source([
        [
          { id: 'decoy', status: 'kept', achieved: true },
          { id: 'bully', status: 'lost', achieved: false },
        ],
        [],
      ]),
    );
    expect(rows[0]!.cards.map((x) => [x.id, x.state, x.stateText])).toEqual([
      ['decoy', 'achieved', 'achieved again: double at round end'],
      ['bully', 'lost', 'lost: not achieved again'],
    ]);
    expect(rows[1]!.cards).toEqual([]);
  });

  it("under Secret hides the computer's cards, and whether they are achieved, until they score", () => {
    const hand = [
      { id: 'heroic-duel', status: 'open', achieved: true },
      { id: 'decoy', status: 'kept', achieved: true },
      { id: 'bully', status: 'scored', achieved: true },
    ] as const;
    const src = source([hand, hand], { secret: true, scoredVp: { rashaar: { bully: 2 } } });
    const [person, computer] = agendaRows(src);
    expect(computer!.cards).toEqual([
      { id: 'secret', name: 'Secret Agenda', text: '', state: 'open', stateText: 'in play' },
      { id: 'secret', name: 'Secret Agenda', text: '', state: 'kept', stateText: 'kept: double or nothing' },
      {
        id: 'bully',
        name: getAgenda('bully').name,
        text: getAgenda('bully').text,
        state: 'scored',
        stateText: 'scored +2 VP',
      },
    ]);
    // The person's own cards are shown in full.
    expect(person!.cards.map((x) => [x.id, x.state])).toEqual([
      ['heroic-duel', 'achieved'],
      ['decoy', 'achieved'],
      ['bully', 'scored'],
    ]);
    // Without Secret nothing is hidden.
    expect(agendaRows({ ...src, secret: false })[1]!.cards.map((x) => x.id)).toEqual([
      'heroic-duel',
      'decoy',
      'bully',
    ]);
  });
});

describe('agendaSummary', () => {
  it('lists the Agendas each gang scored with their Victory Points, and the Agenda VP the score counts', () => {
    const src = source(
      [
        [
          { id: 'decoy', status: 'scored', achieved: true },
          { id: 'heroic-duel', status: 'open', achieved: false },
          { id: 'bully', status: 'scored', achieved: true },
        ],
        [{ id: 'decoy', status: 'lost', achieved: false }],
      ],
      { vp: [3, 0], counted: [3, 0], scoredVp: { guild: { decoy: 2, bully: 1 } } },
    );
    const s = agendaSummary(src);
    expect(s).toEqual({
      guild: {
        vp: 3,
        scored: [
          { name: getAgenda('decoy').name, vp: 2 },
          { name: getAgenda('bully').name, vp: 1 },
        ],
      },
      rashaar: { vp: 0, scored: [] },
    });
    expect(agendaSummaryLine(s.guild!)).toBe(
      `${getAgenda('decoy').name} (+2 VP), ${getAgenda('bully').name} (+1 VP)`,
    );
    expect(agendaSummaryLine(s.rashaar!)).toBe('none scored');
  });

  it('agrees with a match played to its end: scored cards, their events and the final Victory Points', () => {
    // Random players redraw and score Agendas quickly; take the first seed where one scores.
    let m: Match | null = null;
    for (let seed = 1; seed <= 6 && !m; seed++) {
      const x = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board);
      const players: Record<string, Player> = {};
      x.setup.gangs.forEach((g, k) => {
        players[g.id] = randomPlayer(seed * 31 + k);
      });
      playOut(x, players);
      if (agendaStateOf(x).hands.some((h) => h.some((c) => c.status === 'scored'))) m = x;
    }
    if (!m) throw new Error('no seed scored an Agenda');
    const s = agendaSummary(agendaSourceOf(m));
    const c = m.world.components;
    m.setup.gangs.forEach((g, k) => {
      const events = m.log.filter(
        (e) => e.type === 'agenda' && e.change === 'scored' && e.gang === g.id,
      ) as Extract<Match['log'][number], { type: 'agenda' }>[];
      expect(s[g.id]!.scored).toEqual(events.map((e) => ({ name: getAgenda(e.agenda).name, vp: e.vp })));
      // Gang War: the final score is the characters standing plus the Agenda VP the summary reports.
      const standing = charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === k).length;
      expect(m.vp[g.id]).toBe(standing + s[g.id]!.vp);
      expect(s[g.id]!.vp).toBe(events.reduce((sum, e) => sum + e.vp, 0));
    });
  });

  it('hot-seat under Secret: shows only the cards of the person at the screen', () => {
    const hand = [{ id: 'bully', status: 'open' as const, achieved: false }];
    const src = source([hand, hand], { secret: true });
    const [first, second] = agendaRows(src, src.gangs[1]!.id);
    expect(first!.cards.map((c) => c.id)).toEqual(['secret']);
    expect(second!.cards.map((c) => c.id)).toEqual(['bully']);
    expect(agendaRows(src, null).flatMap((g) => g.cards.map((c) => c.id))).toEqual(['secret', 'secret']);
  });
});
