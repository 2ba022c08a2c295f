/**
 * The table of actions (match/action-table.ts): every command type that is no step of the turn's flow is answered by
 * exactly one action, and every kind of the table has an action that lists its commands.
 */
import { describe, expect, it } from 'vitest';
import { QUICK } from '../../src/rules/core/command-schema.ts';
import { ACTIONS, actionOf, actionsOfKindIn } from '../../src/rules/match/action-table.ts';

/** Command types the turn's flow answers itself (match/flow.ts), not actions of the table. */
const FLOW = ['activate', 'end-turn', 'order', 'ability'];

describe('the table of actions', () => {
  it('answers every action command type once', () => {
    const types = ACTIONS.map((a) => a.type);
    expect(new Set(types).size).toBe(types.length);
    const actionTypes = Object.keys(QUICK).filter((t) => !FLOW.includes(t));
    expect([...types].sort()).toEqual([...actionTypes].sort());
    for (const t of actionTypes) expect(actionOf(t as never)?.type).toBe(t);
  });

  it('lists every kind by one of its actions', () => {
    for (const a of ACTIONS) expect(actionsOfKindIn(a.kind).some((d) => d.list)).toBe(true);
  });
});
