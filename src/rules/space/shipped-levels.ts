/**
 * The boards of the levels that ship with the game (src/content/levels.ts; docs/levels.md).
 */
import { levelFile } from '../../content/levels.ts';
import type { Board } from './api.ts';
import { parseLevel } from './level.ts';

/**
 * The board of a shipped level.
 * @throws Error naming an unknown level id, or the LevelError of a broken file.
 */
export function loadLevel(id: string): Board {
  return parseLevel(levelFile(id), `levels/${id}.json`);
}
