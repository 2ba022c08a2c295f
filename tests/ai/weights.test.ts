/**
 * The computer's weights in data (src/ai/weights.ts): a behaviour's weight scales its gain and 0 switches it off;
 * a scenario without weights of its own plays with Gang War's. The table is changed for one test and put back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { candidatesFor } from '../../src/ai/plan.ts';
import { type AiWeights, checked, SCENARIO_WEIGHTS, weightsFor, weightsOf } from '../../src/ai/weights.ts';
import { type AgendaCard, agendaStateOf } from '../../src/rules/index.ts';
import { newMemo } from '../../src/rules/scenario/agendas/conditions.ts';
import { arena, CITIZEN, RECRUITER } from '../rules/helpers/arena.ts';

const table = SCENARIO_WEIGHTS as Record<string, AiWeights>;
const gangWar = table['gang-war']!;
afterEach(() => {
  table['gang-war'] = gangWar;
});

/** A Recruiter with its Handbow 10″ from a Citizen on open ground: it can shoot, or walk. */
function shooter() {
  return arena({
    rows: ['.'.repeat(24), '.'.repeat(24), '.'.repeat(24)],
    figures: {
      red: { gang: 0, profile: RECRUITER, at: [2, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [12, 1] },
    },
  });
}

const kinds = (a: ReturnType<typeof shooter>) =>
  new Set(candidatesFor(a.m, a.eid('red')).map((c) => c.command.type));

describe('weights per scenario', () => {
  it('falls back to Gang War’s for a scenario with none of its own', () => {
    expect(weightsFor('a-scenario-with-no-weights')).toBe(weightsFor('gang-war'));
  });

  it('reads each scenario’s weights over Gang War’s, and each side’s over its scenario’s', () => {
    const gw = weightsFor('gang-war');
    const twit = weightsFor('take-what-is-theirs');
    expect(twit.approach).toBeLessThan(gw.approach);
    expect(twit.danger).toBe(gw.danger);
    expect(twit.behaviours.objective).toBeGreaterThan(gw.behaviours.objective);
    expect(weightsFor('secure-arms').behaviours.objective).toBeLessThan(gw.behaviours.objective);
    const attacker = weightsFor('street-fight', 'attacker');
    const defender = weightsFor('street-fight', 'defender');
    expect(attacker.behaviours.objective).toBeGreaterThan(defender.behaviours.objective);
    expect(attacker.danger).toBeGreaterThan(defender.danger);
    // a side the file does not name plays with its scenario's
    expect(weightsFor('take-what-is-theirs', 'attacker')).toBe(twit);
  });

  it('switches a behaviour off at 0, and scales its gain otherwise', () => {
    const a = shooter();
    expect(kinds(a).has('combat')).toBe(true);
    const attack = (c: ReturnType<typeof candidatesFor>[number]) => c.command.type === 'combat';
    const full = candidatesFor(a.m, a.eid('red')).find(attack)!;

    table['gang-war'] = { ...gangWar, behaviours: { ...gangWar.behaviours, attack: 0.5 } };
    const half = candidatesFor(a.m, a.eid('red')).find(attack)!;
    expect(half.terms![0]!.value).toBeCloseTo(full.terms![0]!.value / 2, 9);

    table['gang-war'] = { ...gangWar, behaviours: { ...gangWar.behaviours, attack: 0, move: 0 } };
    expect(kinds(a).has('combat')).toBe(false);
    expect(kinds(a).has('run-climb')).toBe(false);
  });
});

describe('weights once the score is unlocked (Secondary)', () => {
  /** A Citizen of gang 0 holding one open Agenda, in `scenario`. */
  function holder(scenario: string) {
    const a = arena({
      rows: ['..........', '..........'],
      scenario,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 1] },
      },
    });
    const card: AgendaCard = { id: 'heroic-duel', status: 'open', achieved: false, memo: newMemo() };
    agendaStateOf(a.m).hands[0]!.push(card);
    return { a, card };
  }

  it('plays Secure Arms’ own weights before the gang’s first Agenda, its `unlocked` ones after', () => {
    const { a, card } = holder('secure-arms');
    const before = weightsOf(a.m, a.eid('red'));
    expect(before).toBe(weightsFor('secure-arms'));
    expect(before.behaviours.objective).toBe(0.5);
    card.achieved = true;
    const after = weightsOf(a.m, a.eid('red'));
    expect(after.behaviours.objective).toBe(1);
    // everything else as the scenario's
    expect(after.approach).toBe(before.approach);
    expect(after.behaviours.attack).toBe(before.behaviours.attack);
    // the other gang has achieved none: its score is still held back
    expect(weightsOf(a.m, a.eid('blue'))).toBe(before);
  });

  it('keeps a scenario without Secondary on its own weights, Agenda or not', () => {
    const { a, card } = holder('gang-war');
    card.status = 'scored';
    expect(weightsOf(a.m, a.eid('red'))).toBe(weightsFor('gang-war'));
  });

  it('refuses `unlocked` weights that name sides, or an unknown key, naming where', () => {
    expect(() => checked({ unlocked: { sides: {} } }, 'secure-arms')).toThrow('secure-arms.unlocked.sides');
    expect(() => checked({ unlocked: { behaviours: { objective: -1 } } }, 'x')).toThrow(
      'x.unlocked.behaviours.objective',
    );
  });
});
