/**
 * The board of a rules case: its text rows drawn as a text board (space/ascii.ts), with the case's own legend
 * for ladders, Water Access and other terrain.
 */
import type { DeploymentZone } from '../space/api.ts';
import { boardFromAscii } from '../space/ascii.ts';
import type { TerrainKind } from '../space/terrain.ts';
import { type CaseLegendEntry, type RulesCase, RulesCaseError } from './rules-case-schema.ts';

/** The text-board character (src/rules/space/ascii.ts) a legend entry stands for. */
const KIND_CHAR: Partial<Record<TerrainKind, string>> = {
  ground: '.',
  water: '~',
  'deep-water': '=',
  impassable: '#',
  difficult: 'd',
  unstable: 'u',
  soft: 's',
  dangerous: 'x',
  obstacle: 'o',
  'small-obstacle': 'b',
};

function legendChar(e: CaseLegendEntry, where: string): string {
  const kind = e.kind ?? (e.height ? 'building' : 'ground');
  if (kind === 'building') {
    if (!e.height || e.height > 9) throw new RulesCaseError(`${where}: a building needs a height of 1 to 9`);
    return String(e.height);
  }
  const ch = KIND_CHAR[kind];
  if (!ch) throw new RulesCaseError(`${where}: kind "${kind}" cannot be drawn in a rules case`);
  return ch;
}

/** A text board with a legend of its own and Deployment Zones: a rules case's board, a tutorial lesson's. */
export interface TextBoardSpec {
  readonly name: string;
  /** One string per row from the north edge, one character per 1″ column (space/ascii.ts legend, plus `w`). */
  readonly rows: readonly string[];
  /** Extra symbols: a terrain kind, a building's height (1–9), Ropes & Ladders, Water Access. */
  readonly legend?: Readonly<Record<string, CaseLegendEntry>>;
  /** Deployment Zones in inches, gang i in zone i (`level-zones` deployment). */
  readonly zones?: readonly DeploymentZone[];
}

/** Build the case's board: the text-board legend, plus `w` (canal with Water Access) and the case's own legend. */
export function boardOf(c: RulesCase) {
  return textBoard({
    name: c.name,
    rows: c.board.rows,
    ...(c.board.legend ? { legend: c.board.legend } : {}),
  });
}

/**
 * Build a text board (`w`: canal with Water Access; the spec's own legend for ladders and other terrain).
 * @throws RulesCaseError naming `board.rows[j][i]` for an unknown symbol, `board.legend.<symbol>` for a bad entry,
 *   or `board.rows` for rows that do not make a board.
 */
export function textBoard(spec: TextBoardSpec) {
  const ladders: [number, number][] = [];
  const waterAccess: [number, number][] = [];
  const legend = spec.legend ?? {};
  const rows = spec.rows.map((row, j) =>
    [...row]
      .map((ch, i) => {
        const own = legend[ch];
        if (own) {
          if (own.ladder) ladders.push([i, j]);
          if (own.waterAccess) waterAccess.push([i, j]);
          return legendChar(own, `board.legend.${ch}`);
        }
        if (ch === 'w') {
          waterAccess.push([i, j]);
          return '~';
        }
        return ch;
      })
      .join(''),
  );
  try {
    return boardFromAscii(rows, { name: spec.name, ladders, waterAccess, zones: spec.zones ?? [] });
  } catch (e) {
    const m = /row (\d+), column (\d+): unknown terrain '(.)'/.exec((e as Error).message);
    if (m)
      throw new RulesCaseError(
        `board.rows[${m[1]}][${m[2]}]: unknown symbol '${m[3]}' (add it to board.legend)`,
      );
    throw new RulesCaseError(`board.rows: ${(e as Error).message}`);
  }
}
