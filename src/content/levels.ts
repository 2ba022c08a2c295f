/**
 * The boards that ship with the game (files under `levels/`, Tiled JSON), by level id. The same files are read
 * by the engine in Node and by the view in the browser.
 */

import gangWarVenice from '../../levels/gang-war-venice.json';
import type { Board } from '../rules/space/api.ts';
import { parseLevel } from '../rules/space/level.ts';

const LEVELS: Record<string, unknown> = { 'gang-war-venice': gangWarVenice };

/** Ids of the shipped levels. */
export function levelIds(): string[] {
  return Object.keys(LEVELS);
}

/**
 * The board of a shipped level.
 * @throws Error naming an unknown level id, or the LevelError of a broken file.
 */
export function loadLevel(id: string): Board {
  const json = LEVELS[id];
  if (json === undefined) throw new Error(`unknown level "${id}" (known: ${levelIds().join(', ')})`);
  return parseLevel(json, `levels/${id}.json`);
}
