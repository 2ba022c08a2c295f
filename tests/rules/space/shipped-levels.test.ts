import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { levelIds, levelsFor } from '../../../src/content/levels.ts';
import { loadLevel } from '../../../src/rules/space/shipped-levels.ts';
import { loadLevelFile } from '../../../tools/levels-check.ts';

describe('the shipped levels', () => {
  it('ships every file under levels/, by its name', () => {
    const files = readdirSync('levels')
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect([...levelIds()].sort()).toEqual(files.sort());
    expect(levelIds()[0]).toBe('gang-war-venice');
  });

  it('loads each as the board its file gives', () => {
    for (const id of levelIds()) {
      const board = loadLevel(id);
      const fromFile = loadLevelFile(`levels/${id}.json`);
      expect([board.name, board.width, board.depth]).toEqual([fromFile.name, fromFile.width, fromFile.depth]);
      expect(board.scenarios).toEqual(fromFile.scenarios);
      expect(board.objectiveSpots).toEqual(fromFile.objectiveSpots);
    }
    expect(loadLevel('street-fight-ponte-longo').scenarios).toEqual(['street-fight']);
  });

  it('lists the levels for each scenario as their boards name them', () => {
    expect(levelsFor('gang-war')).toEqual(['gang-war-venice', 'secure-arms-arsenale']);
    expect(levelsFor('secure-arms')).toEqual(['secure-arms-arsenale']);
    expect(levelsFor('take-what-is-theirs')).toEqual(['secure-arms-arsenale']);
    expect(levelsFor('acquisition')).toEqual(['acquisition-rialto-market']);
    expect(levelsFor('street-fight')).toEqual(['street-fight-ponte-longo']);
    for (const id of levelIds()) {
      for (const scenario of loadLevel(id).scenarios) expect(levelsFor(scenario)).toContain(id);
    }
  });

  it('names the known levels for an unknown id', () => {
    expect(() => loadLevel('carnival-ball')).toThrow(
      'unknown level "carnival-ball" (known: gang-war-venice, secure-arms-arsenale, acquisition-rialto-market, street-fight-ponte-longo)',
    );
  });
});
