/**
 * Play a rules case and print the resulting state as one JSON document (docs/rules-cases.md).
 *
 *   npm run rules-case -- FILE.json [--no-events]
 */
import { readFileSync } from 'node:fs';
import { playRulesCase, RulesCaseError } from '../src/rules/index.ts';
import { flagsOf } from './flags.ts';

const args = flagsOf('rules-case', { 'no-events': { type: 'boolean' } }, true);
const [file, ...more] = args.positionals;
if (!file || more.length > 0) {
  process.stderr.write('usage: npm run rules-case -- FILE.json [--no-events]\n');
  process.exit(2);
}
let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  process.stderr.write(`rules-case: ${file}: ${(e as Error).message}\n`);
  process.exit(2);
}
try {
  const result = playRulesCase(json);
  const out = args.values['no-events'] ? { ...result, events: undefined } : result;
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (e) {
  if (e instanceof RulesCaseError) {
    process.stderr.write(`rules-case: ${file}: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
