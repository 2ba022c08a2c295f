/**
 * `npm run levels:check [-- [--zones] file.json …]`: read every `levels/*.json` (or the files named), parse each
 * as a level (terrain, bridges, ladders, barricades, ruins, debris, gondolas, objective spots: see
 * docs/levels.md), and check each board against every scenario it serves (tools/scenario-needs.ts; Gang War
 * also by gangWarProblems). Prints one line per level, then its warnings (with `--zones`, also the room of
 * each Deployment Zone); errors name the file and the field. Exit code 1 when any level has an error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { boardStats, gangWarProblems, LevelError, parseLevel, type VoxelBoard } from '../src/rules/index.ts';
import { scenarioNeeds, scenarioProblems, scenariosToCheck, zoneRoom } from './scenario-needs.ts';

/** The result of checking one level file. */
export interface LevelReport {
  readonly ok: boolean;
  /** The summary line (`ok …`) or the error lines (`error …`), then `  warning: …` lines. */
  readonly lines: string[];
}

/**
 * Read and parse a level file (Node tools only; the rules never touch the file system).
 * @throws LevelError naming the file (and the field) when the file is unreadable, not JSON, or not a level.
 */
export function loadLevelFile(path: string): VoxelBoard {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new LevelError(path, '', `cannot read the file (${(e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new LevelError(path, '', `not valid JSON (${(e as Error).message})`);
  }
  return parseLevel(json, path);
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The problems of a board for every scenario it serves or marks objective spots for, each message once. */
function problemsOf(board: VoxelBoard): { errors: string[]; warnings: string[] } {
  const errors = new Set<string>();
  const warnings = new Set<string>();
  const found = scenariosToCheck(board).map((id) => scenarioProblems(board, id));
  if (board.scenarios.includes('gang-war')) found.unshift(gangWarProblems(board));
  for (const p of found) {
    for (const e of p.errors) errors.add(e);
    for (const w of p.warnings) warnings.add(w);
  }
  return { errors: [...errors], warnings: [...warnings] };
}

/** Lines giving how many figures each zone of each scenario the board serves holds (`--zones`). */
function zoneLines(file: string, board: VoxelBoard): string[] {
  return board.scenarios.flatMap((id) => {
    const needs = scenarioNeeds(id);
    if (!needs || board.width !== needs.width || board.depth !== needs.depth) return [];
    const rooms = zoneRoom(board, needs).map(({ zone, room }) => `${zone.name} (${zone.players}) ${room}`);
    return [`  zones ${file}: ${id} (${needs.figures} a gang): ${rooms.join(', ')}`];
  });
}

/** Check one level given its file name (for messages) and text; `zones`: add the room of each zone. */
export function checkLevelText(file: string, text: string, zones = false): LevelReport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, lines: [`error ${file}: not valid JSON (${(e as Error).message})`] };
  }
  let board: ReturnType<typeof parseLevel>;
  try {
    board = parseLevel(json, file);
  } catch (e) {
    if (e instanceof LevelError) return { ok: false, lines: [`error ${e.message}`] };
    throw e;
  }
  const s = boardStats(board);
  const { errors, warnings } = problemsOf(board);
  const pieces = (
    [
      [s.ladders, 'ladder'],
      [s.obstacles, 'obstacle'],
      [s.barricades, 'barricade'],
      [s.ruins, 'ruin'],
      [s.gondolas, 'gondola'],
    ] as const
  )
    .filter(([n]) => n > 0)
    .map(([n, what]) => `, ${plural(n, what)}`)
    .join('');
  const summary =
    `${board.width}×${board.depth}, water ${pct(s.water)}, ground ${pct(s.ground)}, buildings ${pct(s.buildings)}, ` +
    `${plural(s.bridges, 'bridge')}${pieces}, ${board.deploymentZones.length} deployment zones` +
    (board.objectiveSpots.length > 0 ? `, ${plural(board.objectiveSpots.length, 'objective spot')}` : '');
  const served = board.scenarios.map((id) => scenarioNeeds(id)?.name ?? id);
  const lines = errors.length
    ? errors.map((e) => `error ${file}: ${e}`)
    : [`ok ${file}: ${summary}${served.length ? ` (${served.join(', ')})` : ''}`];
  return {
    ok: errors.length === 0,
    lines: [
      ...lines,
      ...warnings.map((w) => `  warning ${file}: ${w}`),
      ...(zones ? zoneLines(file, board) : []),
    ],
  };
}

/** Check the named files, or every `levels/*.json` (`--zones`: with each zone's room); print the report;
 * return the exit code. */
export function main(argv: readonly string[], root = process.cwd()): number {
  const zones = argv.includes('--zones');
  const args = argv.filter((a) => a !== '--zones');
  const files = args.length
    ? [...args]
    : readdirSync(join(root, 'levels'))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join('levels', f));
  if (files.length === 0) {
    console.log('levels:check: no levels/*.json found');
    return 1;
  }
  let failed = 0;
  for (const file of files) {
    const name = relative(root, join(root, file)) || file;
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch (e) {
      console.log(`error ${name}: cannot read the file (${(e as Error).message})`);
      failed++;
      continue;
    }
    const report = checkLevelText(name, text, zones);
    for (const line of report.lines) console.log(line);
    if (!report.ok) failed++;
  }
  if (failed > 0) console.log(`levels:check: ${failed} of ${files.length} level(s) failed`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
