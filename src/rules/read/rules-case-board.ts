/**
 * The board of a rules case: its text rows drawn as a text board (space/ascii.ts), with the case's own legend
 * for ladders, Water Access and other terrain.
 */
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

/** Build the case's board: the text-board legend, plus `w` (canal with Water Access) and the case's own legend. */
export function boardOf(c: RulesCase) {
  const ladders: [number, number][] = [];
  const waterAccess: [number, number][] = [];
  const legend = c.board.legend ?? {};
  const rows = c.board.rows.map((row, j) =>
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
    return boardFromAscii(rows, { name: c.name, ladders, waterAccess });
  } catch (e) {
    const m = /row (\d+), column (\d+): unknown terrain '(.)'/.exec((e as Error).message);
    if (m)
      throw new RulesCaseError(
        `board.rows[${m[1]}][${m[2]}]: unknown symbol '${m[3]}' (add it to board.legend)`,
      );
    throw new RulesCaseError(`board.rows: ${(e as Error).message}`);
  }
}
