/**
 * Words of the computer or the rules that name characters by their match ids (the AI's reasons: "attack
 * guild-citizen-2 with Sword") made into the words a person reads: each id replaced by the character's name.
 * Pure: no DOM here.
 */
import type { Names } from './log-lines.ts';

/** `text` with every match id of `ids` replaced by `names.character(id)` (longer ids first: `x-2` before `x`). */
export function withNames(text: string, ids: readonly string[], names: Pick<Names, 'character'>): string {
  let out = text;
  for (const id of [...ids].sort((a, b) => b.length - a.length)) {
    if (out.includes(id)) out = out.split(id).join(names.character(id));
  }
  return out;
}
