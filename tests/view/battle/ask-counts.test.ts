/**
 * "Ask me: when it matters" against "always" over whole first matches (issue 19): the person's gang is played by the
 * computer's choices submitted as the person's, the TurnDriver runs the match in Node as the battle scene does, and
 * its hooks count the questions put to the person. At "when it matters" the Will Point and COUNTER questions must be
 * at most a third of those at "always".
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel, type PendingDecision } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import type { AskMode } from '../../../src/view/battle/ask-modes.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import { type DriverHooks, TurnDriver } from '../../../src/view/battle/turn-driver.ts';

/** Questions put to the person over one match, by kind, and the lines noted for what was answered unasked. */
interface Counts {
  willPoints: number;
  counter: number;
  plan: number;
  /** Decisions answered for the person (each with its dice log line). */
  unasked: string[];
  rounds: number;
}

/** Play a first match (The Guild, the person, against the computer) at `seed` with both "Ask me" modes at `mode`. */
function playMatch(seed: number, mode: AskMode): Counts {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['human', 'ai'] }), seed, board);
  const person = s.setup.gangs[0]!.id;
  const counts: Counts = { willPoints: 0, counter: 0, plan: 0, unasked: [], rounds: 0 };
  // The decision the person was asked about, answered below as the computer would.
  let asked: PendingDecision | null = null;
  const askedNow = () => {
    const d = s.match.pending;
    if (d === asked || !d) return;
    asked = d;
    if (d.type === 'will-points') counts.willPoints++;
    else if (d.type === 'choose' && d.purpose === 'counter') counts.counter++;
    else if (d.type === 'choose' && d.purpose === 'plan') counts.plan++;
  };
  const hooks: DriverHooks = {
    chose: () => {},
    askWillPoints: askedNow,
    askGuard: askedNow,
    askChoice: askedNow,
    askDeploy: askedNow,
    answered: (reason) => counts.unasked.push(reason),
    refused: (reason) => {
      throw new Error(`refused: ${reason}`);
    },
    over: () => {},
  };
  const driver = new TurnDriver(s, hooks, 'instant', { willPoints: mode, commandPoints: mode });
  for (let step = 0; !s.match.over; step++) {
    if (step > 20_000) throw new Error('the match did not end');
    driver.update(16, true);
    if (s.match.over || !s.humanToAnswer) continue;
    const d = s.match.pending;
    // The person's turn, or the question they were just asked: answered as the computer would.
    if (!d || d === asked) {
      const r = s.submit(chooseCommand(s.match, person).command);
      if (!r.ok) throw new Error(`the person's command was refused: ${r.reason}`);
    }
  }
  counts.rounds = s.match.round;
  return counts;
}

describe('Ask me: when it matters', () => {
  it('asks about Will Points and COUNTER at most a third as often as "always" over whole first matches', () => {
    const report: string[] = [];
    let always = 0;
    let matters = 0;
    for (const seed of [3, 8]) {
      const a = playMatch(seed, 'always');
      const m = playMatch(seed, 'matters');
      always += a.willPoints + a.counter;
      matters += m.willPoints + m.counter;
      report.push(
        `seed ${seed}: always WP ${a.willPoints}, COUNTER ${a.counter}, PLAN ${a.plan}; ` +
          `when it matters WP ${m.willPoints}, COUNTER ${m.counter}, PLAN ${m.plan}, ${m.unasked.length} answered unasked`,
      );
      // "always" answers nothing for the person; "when it matters" notes a line for each answer it gives.
      expect(a.unasked).toEqual([]);
      expect(m.unasked.length).toBeGreaterThan(0);
      expect(m.unasked.every((line) => /^Kept the (Will|Command) Points?/.test(line))).toBe(true);
      expect((m.willPoints + m.counter) * 3).toBeLessThanOrEqual(a.willPoints + a.counter);
    }
    console.info(report.join('\n'));
    // The match asks a person something worth counting at all.
    expect(always).toBeGreaterThan(20);
    expect(matters * 3).toBeLessThanOrEqual(always);
  });
});
