/**
 * The boards that ship with the game (files under `levels/`, Tiled JSON), by level id, as the files' parsed JSON.
 * The engine reads them into boards (src/rules/space/shipped-levels.ts `loadLevel`) in Node and in the browser.
 * docs/levels.md describes each board.
 */

import acquisitionRialtoMarket from '../../levels/acquisition-rialto-market.json';
import gangWarVenice from '../../levels/gang-war-venice.json';
import secureArmsArsenale from '../../levels/secure-arms-arsenale.json';
import streetFightPonteLongo from '../../levels/street-fight-ponte-longo.json';

const LEVELS: Record<string, unknown> = {
  'gang-war-venice': gangWarVenice,
  'secure-arms-arsenale': secureArmsArsenale,
  'acquisition-rialto-market': acquisitionRialtoMarket,
  'street-fight-ponte-longo': streetFightPonteLongo,
};

/** Ids of the shipped levels. */
export function levelIds(): string[] {
  return Object.keys(LEVELS);
}

/**
 * The parsed JSON of a shipped level file.
 * @throws Error naming an unknown level id and the known ones.
 */
export function levelFile(id: string): unknown {
  const json = Object.hasOwn(LEVELS, id) ? LEVELS[id] : undefined;
  if (json === undefined) throw new Error(`unknown level "${id}" (known: ${levelIds().join(', ')})`);
  return json;
}

/** The scenario ids a level's map properties name: `scenario`, then the comma-separated `scenarios`, each once (as
 * the board's `scenarios`, src/rules/space/level-scenarios.ts). */
function scenariosOfMap(json: unknown): string[] {
  const props = (json as { properties?: { name?: unknown; value?: unknown }[] }).properties ?? [];
  const value = (name: string) => props.find((p) => p.name === name)?.value;
  const named = [value('scenario'), value('scenarios')].filter((v): v is string => typeof v === 'string');
  const ids = named
    .join(',')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
  return [...new Set(ids)];
}

/** Ids of the shipped levels that serve scenario `scenario` (their map properties say so), in the shipped order. */
export function levelsFor(scenario: string): string[] {
  return levelIds().filter((id) => scenariosOfMap(LEVELS[id]).includes(scenario));
}
