/**
 * The shape of src/ai (DESIGN §3, §3.4): no import cycle between its files, type imports included; the rules
 * reached only through src/rules/index.ts and the content only through src/content/index.ts.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backDoors, cycles, importGraph } from '../architecture/import-graph.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the shape of src/ai', () => {
  const graph = importGraph(ROOT);

  it('has no import cycle', () => {
    expect(cycles(graph).filter((c) => c.some((f) => f.startsWith('src/ai/')))).toEqual([]);
  });

  it('reaches the rules and the content only through their index files', () => {
    expect(backDoors(graph).filter((line) => line.startsWith('src/ai/'))).toEqual([]);
  });
});
