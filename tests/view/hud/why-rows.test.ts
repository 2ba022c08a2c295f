/**
 * The "Why?" panel's rows (why-rows.ts) from the computer's real choices: the considerations add up to the score
 * of the option chosen, the options weighed are listed best first with the chosen one marked, and ids are named.
 */
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../../src/ai/index.ts';
import { defaultMatchSetup } from '../../../src/campaign/default-match.ts';
import { loadLevel } from '../../../src/rules/index.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { BattleSession } from '../../../src/view/battle/battle-session.ts';
import type { Names } from '../../../src/view/hud/log-lines.ts';
import { SHOWN_TERM, SMALL_TERMS, whyRows } from '../../../src/view/hud/why-rows.ts';

const names: Names = {
  character: (id) => `«${id.split('-').slice(1).join(' ')}»`,
  gang: (id) => `Gang ${id}`,
};

/** A computer-against-computer session played until the computer has moved a character `n` times. */
function played(n: number): BattleSession {
  const board = loadLevel('gang-war-venice') as VoxelBoard;
  const s = new BattleSession(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 5, board);
  let moves = 0;
  for (let k = 0; k < 500 && moves < n; k++) {
    const step = s.aiStep();
    if (!step?.result.ok) throw new Error('the computer should always move');
    if (step.choice.candidates.length > 1) moves++;
  }
  return s;
}

describe('why the computer chose', () => {
  it('keeps each accepted command with the events it made', () => {
    const s = played(3);
    expect(s.reasons.length).toBeGreaterThan(3);
    const r = s.reasons[s.reasons.length - 1]!;
    expect(s.reasonFor(r.first)).toBe(r);
    expect(s.reasonFor(r.last)).toBe(r);
    expect(s.reasonFor(r.last + 1)).toBeNull();
    // deployment and the Agendas dealt are nobody's choice
    expect(s.reasonFor(1)).toBeNull();
  });

  it('gives terms that add up to the chosen score, options best first with the chosen one marked', () => {
    const s = played(4);
    const r = [...s.reasons].reverse().find((x) => x.choice.candidates.length > 1)!;
    const ids = [...s.match.ids.keys()];
    const rows = whyRows(r, ids, names);
    expect(rows.title).toBe(`Why? — Gang ${r.gang}`);
    const chosen = rows.options.filter((o) => o.chosen);
    expect(chosen).toHaveLength(1);
    // the rows add up to the score, but for small terms left out (together less than SHOWN_TERM)
    const sum = rows.terms.reduce((t, x) => t + x.value, 0);
    expect(Math.abs(sum - chosen[0]!.score)).toBeLessThan(SHOWN_TERM);
    // no row would read "+0.00 VP"
    for (const t of rows.terms) expect(Math.abs(t.value)).toBeGreaterThanOrEqual(SHOWN_TERM);
    const scores = rows.options.map((o) => o.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // the strongest option has the full bar, the weakest the shortest
    expect(rows.options[0]!.width).toBe(100);
    expect(Math.min(...rows.options.map((o) => o.width))).toBe(10);
    // no match id is left in the words
    for (const o of rows.options) for (const id of ids) expect(o.label).not.toContain(id);
  });

  it('gathers the considerations too small to read into one row, or leaves them out when together they are', () => {
    const command = { type: 'end-turn', actor: 'g0-a' } as const;
    const reason = (values: number[]) => {
      const terms = values.map((value, k) => ({ label: `term ${k}`, value }));
      const score = values.reduce((t, v) => t + v, 0);
      const candidate = { command, score, why: 'hold', terms };
      return { gang: 'g0', choice: { command, why: 'hold', candidates: [candidate] }, first: 0, last: 0 };
    };
    const gathered = whyRows(reason([0.5, 0.003, 0.004, -0.001, -0.2]), [], names).terms;
    expect(gathered.map((t) => t.label)).toEqual(['term 0', 'term 4', SMALL_TERMS]);
    expect(gathered[2]!.value).toBeCloseTo(0.006, 9);
    const left = whyRows(reason([0.5, 0.003, -0.001]), [], names).terms;
    expect(left.map((t) => t.label)).toEqual(['term 0']);
  });

  it('explains a decision without options by its reason alone', () => {
    const s = played(1);
    const decision = s.reasons.find((x) => x.choice.candidates.length === 0)!;
    const rows = whyRows(decision, [], names);
    expect(rows.chosen).toBe(decision.choice.why);
    expect(rows.terms).toEqual([]);
    expect(rows.options).toEqual([]);
  });
});

describe('the computer’s candidates', () => {
  it('each carry terms that add up to its score', () => {
    const s = played(2);
    const gang = s.gangToAnswer!;
    const choice = chooseCommand(s.match, gang);
    for (const c of choice.candidates) {
      if (!c.terms) continue;
      expect(c.terms.reduce((t, x) => t + x.value, 0)).toBeCloseTo(c.score, 9);
    }
  });
});
