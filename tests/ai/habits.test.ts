/**
 * The habits counted over whole games (src/ai/harness/habits.ts, `npm run ai:habits`): turn ends in water by
 * characters without Water Creature, and every count of a real game agreeing with what its log says afterwards.
 */
import { describe, expect, it } from 'vitest';
import { addHabits, habitFigures, noHabits, playCountingHabits } from '../../src/ai/harness/habits.ts';
import { pairSetup, playGame } from '../../src/ai/harness/tournament.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import {
  agendaStateOf,
  type Command,
  type JumpCommand,
  legalCommands,
  type Match,
  planAttack,
  scenarioOf,
  weaponsOf,
} from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { arena, CITIZEN, combat } from '../rules/helpers/arena.ts';

/** A player that ends every turn where it stands (and takes the first option of anything it is asked). */
function passive(m: Match): Command {
  const legal = legalCommands(m);
  return legal.find((c) => c.type === 'end-turn') ?? legal[0]!;
}

/** A player that spends no Will Points and otherwise plays as `passive`. */
function keepsWill(m: Match): Command {
  const keep = legalCommands(m).find(
    (c) => c.type === 'decide' && c.decision === 'will-points' && c.amount === 0,
  );
  return keep ?? passive(m);
}

describe('the habits of a game', () => {
  it('counts a turn ended in the water after a fall made for High Dive apart from the other turns in water', () => {
    const game = (hand: readonly string[]) => {
      const a = arena({
        rows: ['11~~............', '11~~............', '................'],
        figures: {
          hero: { gang: 0, profile: CITIZEN, at: [1, 0] },
          rival: { gang: 1, profile: CITIZEN, at: [15, 2] },
        },
      });
      const cards = agendaStateOf(a.m).hands[0]!;
      cards.push(...hand.map((id) => ({ id, status: 'open' as const, achieved: false, memo: newMemo() })));
      // the computer's stunt for High Dive: a jump toward a point in the air over the canal
      cards.push({ id: 'high-dive', status: 'open', achieved: false, memo: newMemo() });
      const stunt = candidatesFor(a.m, a.eid('hero'))[0]?.command as JumpCommand;
      cards.splice(cards.length - 1, 1);
      expect(stunt.type).toBe('jump');
      a.dice.queue(9, 9, 9, 9);
      const rounds = scenarioOf(a.m.setup.scenario).rounds;
      for (let r = 1; r < rounds; r++) a.dice.queue(7, 2);
      let jumped = false;
      const hero = (m: Match): Command => {
        if (jumped || m.pending) return passive(m);
        jumped = true;
        return stunt;
      };
      return { counts: playCountingHabits(a.m, { red: hero, blue: passive }), rounds };
    };
    const dive = game(['high-dive']);
    // the turn of the fall is the Agenda's; the turns after it, still swimming, are not
    expect(dive.counts).toMatchObject({ turnEndsInWaterForAgenda: 1, turnEndsInWater: dive.rounds - 1 });
    expect(habitFigures(dive.counts).waterTurnEndsForAgenda).toBe(
      Math.round((1 / dive.counts.turnEnds) * 1e4) / 1e4,
    );
    const plain = game([]);
    expect(plain.counts).toMatchObject({ turnEndsInWaterForAgenda: 0, turnEndsInWater: plain.rounds });
  });

  it('counts a character taken out holding Will Points apart when The Lamp kept it from spending them', () => {
    const game = (attacker: string) => {
      const a = arena({
        rows: ['..........', '..........'],
        figures: {
          striker: { gang: 0, profile: attacker, at: [1, 0] },
          foe: { gang: 1, profile: CITIZEN, at: [2, 0], lp: 1, wp: 3 },
          other: { gang: 1, profile: CITIZEN, at: [9, 1] },
        },
      });
      const plan = planAttack(a.m, a.eid('striker'), a.eid('foe'), weaponsOf(a.m, a.eid('striker'))[0]!);
      a.dice.queue(...Array(plan.attack.pool).fill(9), ...Array(plan.protection.pool).fill(2));
      let struck = false;
      const striker = (m: Match): Command => {
        if (struck || m.pending) return keepsWill(m);
        struck = true;
        return combat(a, 'striker', 'foe');
      };
      const rounds = scenarioOf(a.m.setup.scenario).rounds;
      for (let r = 1; r < rounds; r++) a.dice.queue(7, 2);
      return playCountingHabits(a.m, { red: striker, blue: keepsWill });
    };
    const lamp = game('the-guild-black-lamp');
    expect(lamp).toMatchObject({ takenOut: 1, takenOutBarred: 1, takenOutHoldingWp: 0 });
    expect(habitFigures(lamp)).toMatchObject({ takenOutHolding2Wp: 0, takenOutBarredFromWp: 1 });
    const plain = game(CITIZEN);
    expect(plain).toMatchObject({ takenOut: 1, takenOutBarred: 0, takenOutHoldingWp: 1 });
    expect(habitFigures(plain)).toMatchObject({ takenOutHolding2Wp: 1, takenOutBarredFromWp: 0 });
  });

  it('counts the turns ended swimming by a character without Water Creature', () => {
    const a = arena({
      rows: ['~~~.......', '~~~.......'],
      figures: {
        swimmer: { gang: 0, profile: CITIZEN, at: [1, 0] },
        walker: { gang: 1, profile: CITIZEN, at: [8, 1] },
      },
    });
    const rounds = scenarioOf(a.m.setup.scenario).rounds;
    // the initiative of the rounds to come: a die each, never a tie
    for (let r = 1; r < rounds; r++) a.dice.queue(7, 2);
    const counts = playCountingHabits(a.m, { red: passive, blue: passive });
    expect(a.m.over).toBe(true);
    expect(counts.turnEnds).toBe(2 * rounds);
    expect(counts.turnEndsInWater).toBe(rounds);
    expect(habitFigures(counts).waterTurnEnds).toBe(0.5);
    // nobody fought, cast, rowed or fell
    expect(counts).toMatchObject({
      takenOut: 0,
      casts: 0,
      chargesFromAbove: 0,
      rows: 0,
      leaders: 0,
      mages: 0,
    });
  });

  it('agrees with the log of a whole game of Gang War', () => {
    const { match: m, result } = playGame(
      { scenario: 'gang-war', a: 'ai:normal', b: 'greedy', habits: true },
      1,
      3,
      0,
    );
    const h = result.habits!;
    const of = <T extends Match['log'][number]['type']>(type: T) =>
      m.log.filter((e): e is Extract<Match['log'][number], { type: T }> => e.type === type);
    expect(h.games).toBe(1);
    expect(h.gangs).toBe(2);
    expect(h.wpSpent).toBe(of('will-points').reduce((s, e) => s + e.amount, 0));
    expect(h.wpSpent).toBeLessThanOrEqual(h.wpHad);
    expect(h.takenOut).toBe(of('casualty').length);
    expect(h.takenOutBarred + h.takenOutHoldingWp).toBeLessThanOrEqual(h.takenOut);
    expect(h.casts).toBe(of('cast').length);
    expect(h.agendaVp).toBe(
      of('agenda')
        .filter((e) => e.change === 'scored')
        .reduce((s, e) => s + e.vp, 0),
    );
    expect(h.mobCp).toBe(of('command-ability').filter((e) => e.ability === 'Mob Mentality').length);
    expect(h.mobCpUnused).toBeLessThanOrEqual(h.mobCp);
    expect(h.chargesFromAbove).toBe(
      of('attack-of-opportunity').filter((e) => e.reason === 'charging from above').length,
    );
    expect(h.rows).toBe(of('gondola').length);
    // each ready-made gang of the pairing fields one Leader
    expect(h.leaders).toBe(pairSetup('gang-war', 1).gangs.length);
    expect(h.turnEnds).toBeGreaterThan(0);
    expect(h.turnEnds).toBeLessThanOrEqual(of('turn-end').length);
    const f = habitFigures(addHabits(h, noHabits()));
    for (const share of [
      f.waterTurnEnds,
      f.willPointsSpent,
      f.takenOutHolding2Wp,
      f.takenOutBarredFromWp,
      f.leaderOutByRound2,
      f.mobCpUnused,
    ]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
  });
});
