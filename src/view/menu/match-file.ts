/**
 * A match (or a campaign) as a file: exported as its record (`.json`, src/campaign/match-record.ts) through the browser's download,
 * and a file chosen by the person read back as text, for import. Nothing here writes over what is kept.
 */
import type { SavedMatch } from '../../campaign/match-record.ts';

/** The file name of an exported match: `carnevale-<scenario>-<yyyy-mm-dd>.json`. */
export function matchFileName(record: SavedMatch, when: Date): string {
  return `carnevale-${record.setup.scenario}-${when.toISOString().slice(0, 10)}.json`;
}

/** Offer `record` to the person as a download. */
export function exportMatch(record: SavedMatch, when = new Date()): void {
  exportJson(record, matchFileName(record, when));
}

/** Offer `value` as a JSON file named `name` (a match, a campaign) to the person as a download. */
export function exportJson(value: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value)}\n`], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Most bytes an imported file may have (a long match's record is well under a megabyte). */
export const MAX_IMPORT_BYTES = 20_000_000;

/** Ask the person for a `.json` file; its text, or why it cannot be read, once chosen (nothing when cancelled). */
export function chooseJsonFile(done: (r: { text: string } | { reason: string }) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      done({ reason: `${file.name} is too big for a match (${Math.round(file.size / 1e6)} MB).` });
      return;
    }
    file
      .text()
      .then((text) => done({ text }))
      .catch(() => done({ reason: `${file.name} cannot be read.` }));
  });
  input.click();
}
