import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playRulesCase, RulesCaseError } from '../../src/rules/read/rules-case.ts';

const dir = join(import.meta.dirname, 'cases');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('rules cases (tests/rules/cases)', () => {
  it('has cases to play', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(file, () => {
      const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const result = playRulesCase(json);
      expect(json.expect, `${file} has no "expect"`).toBeDefined();
      expect(result.rejected).toEqual(json.expect.rejected ?? []);
      expect(result.characters).toMatchObject(json.expect.characters ?? {});
    });
  }
});

describe('rules case errors', () => {
  const base = {
    name: 'x',
    board: { rows: ['...'] },
    characters: [{ id: 'a', gang: 1, profile: 'the-guild-citizen', at: [0.5, 0.5], wp: 0 }],
    dice: [],
    commands: [],
  };
  it('names an unknown board symbol', () => {
    expect(() => playRulesCase({ ...base, board: { rows: ['.?.'] } })).toThrow(
      /board.rows\[0\]\[1\]: unknown symbol '\?'/,
    );
  });
  it('names an unknown profile', () => {
    const characters = [{ ...base.characters[0], profile: 'nobody' }];
    expect(() => playRulesCase({ ...base, characters })).toThrow(
      /characters\[0\].profile: unknown profile "nobody"/,
    );
  });
  it('fails when the dice run out or are left over', () => {
    const two = {
      ...base,
      board: { rows: ['....'] },
      characters: [
        ...base.characters,
        { id: 'b', gang: 2, profile: 'the-guild-citizen', at: [1.5, 0.5], wp: 0 },
      ],
      commands: [{ actor: 'a', action: 'combat', target: 'b', weapon: 'Improvised Weapon' }],
    };
    expect(() => playRulesCase({ ...two, dice: [8] })).toThrow(RulesCaseError);
    expect(() => playRulesCase({ ...two, dice: [2, 2, 2, 5] })).toThrow(/1 of 4 dice were not rolled/);
  });
  it('rejects a forbidden command with a reason and goes on', () => {
    const r = playRulesCase({
      ...base,
      board: { rows: ['.....'] },
      characters: [
        ...base.characters,
        { id: 'b', gang: 2, profile: 'the-guild-citizen', at: [4.5, 0.5], wp: 0 },
      ],
      commands: [
        { actor: 'a', action: 'combat', target: 'b', weapon: 'Improvised Weapon' },
        { actor: 'a', action: 'run-climb', to: [2.5, 0.5, 0] },
      ],
    });
    expect(r.rejected).toEqual([{ index: 0, reason: 'Improvised Weapon needs base contact' }]);
    expect(r.characters.a).toMatchObject({ x: 2.5, y: 0.5, z: 0 });
  });
});
