/**
 * The quick shape check at the engine's door (command-schema.ts `quicklyWellFormed`) never accepts what the schema
 * refuses, and knows the same fields as the schema for every command type.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CommandSchema,
  cleanCommand,
  commandShapeProblem,
  QUICK,
  QUICK_DECISIONS,
  quicklyWellFormed,
} from '../../src/rules/core/command-schema.ts';

type Option = { entries: Record<string, { literal?: unknown }>; options?: Option[] };

describe('the quick command shape check', () => {
  it('has the fields of the schema for every command type and decision', () => {
    const commands: Record<string, string[]> = {};
    const decisions: Record<string, string[]> = {};
    for (const o of CommandSchema.options as unknown as Option[]) {
      if (o.options) {
        for (const d of o.options) {
          const keys = Object.keys(d.entries).filter((k) => k !== 'type' && k !== 'decision');
          decisions[String(d.entries.decision!.literal)] = keys.sort();
        }
      } else {
        commands[String(o.entries.type!.literal)] = Object.keys(o.entries)
          .filter((k) => k !== 'type')
          .sort();
      }
    }
    const keysOf = (t: Record<string, Record<string, unknown>>) =>
      Object.fromEntries(Object.entries(t).map(([k, f]) => [k, Object.keys(f).sort()]));
    expect(keysOf(QUICK)).toEqual(commands);
    expect(keysOf(QUICK_DECISIONS)).toEqual(decisions);
  });

  it('accepts only commands the schema accepts', () => {
    const types = [...Object.keys(QUICK), 'decide', 'nothing'];
    const decisions = [...Object.keys(QUICK_DECISIONS), 'activate'];
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.boolean(),
      fc.string({ maxLength: 3 }),
      fc.double(),
      fc.array(fc.double(), { maxLength: 4 }),
      fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }),
      fc.array(fc.oneof(fc.double(), fc.constant(undefined)), { maxLength: 4 }),
    );
    const fields = [
      'extra',
      'actor',
      'target',
      'to',
      'weapon',
      'ability',
      'targets',
      'action',
      'spell',
      'character',
    ];
    const more = ['amount', 'accept', 'option', 'controlledLanding', 'onward', 'thenDrop'];
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.constantFrom(...decisions),
        fc.dictionary(fc.constantFrom(...fields, ...more), value),
        (type, decision, rest) => {
          const cmd = { ...rest, type, ...(type === 'decide' ? { decision } : {}) };
          if (quicklyWellFormed(cmd)) expect(v.safeParse(CommandSchema, cmd).success).toBe(true);
          const parsed = v.safeParse(CommandSchema, cmd);
          expect(commandShapeProblem(cmd) === null).toBe(parsed.success);
          if (!parsed.success) return;
          // The engine's clean copy is what the schema makes of it (unknown fields dropped), sharing no array.
          const clean = cleanCommand(cmd) as Record<string, unknown>;
          expect(clean).toEqual(parsed.output);
          for (const [k, x] of Object.entries(clean)) if (Array.isArray(x)) expect(x).not.toBe(rest[k]);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('accepts well-formed commands of every kind quickly', () => {
    const ok = [
      { type: 'activate', actor: 'a' },
      { type: 'run-climb', actor: 'a', to: [1.5, 2.5, 0] },
      { type: 'jump', actor: 'a', to: [1.5, 2.5, 0], controlledLanding: true },
      { type: 'combat', actor: 'a', target: 'b', weapon: 'Sword' },
      { type: 'ability', actor: 'a', ability: 'X', targets: [] },
      { type: 'cast', actor: 'a', spell: 'S' },
      { type: 'decide', decision: 'will-points', character: 'a', amount: 1 },
      { type: 'decide', decision: 'choose', character: 'a', option: 'x' },
    ];
    for (const cmd of ok) {
      expect(quicklyWellFormed(cmd)).toBe(true);
      expect(commandShapeProblem(cmd)).toBeNull();
    }
  });

  it('keeps a clean copy: the known fields only, no array of the caller', () => {
    const to: [number, number, number] = [1, 2, 0];
    const run = { type: 'run-climb', actor: 'a', to, note: 'mine', thenDrop: undefined } as const;
    const clean = cleanCommand(run);
    expect(clean).toStrictEqual({ type: 'run-climb', actor: 'a', to: [1, 2, 0] });
    to[0] = 9;
    expect(clean.to).toEqual([1, 2, 0]);
    const at: [number, number, number] = [3, 4, 0];
    const deploy = {
      type: 'decide',
      decision: 'deploy',
      character: 'a',
      placements: [{ character: 'a', at, facing: 'north' }],
      when: 5,
    } as const;
    const copy = cleanCommand(deploy);
    expect(copy).toStrictEqual({
      type: 'decide',
      decision: 'deploy',
      character: 'a',
      placements: [{ character: 'a', at: [3, 4, 0] }],
    });
    expect(copy.placements[0]!.at).not.toBe(at);
  });
});
