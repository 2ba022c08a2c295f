/**
 * The command-line flags of a tool, read strictly (node's `parseArgs`): an unknown flag or a missing value ends the
 * tool with exit 2 and one line on standard error, `<tool>: <what is wrong>`.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** The flags and the other words given to `tool`, as `options` declares them. */
export function flagsOf(
  tool: string,
  options: NonNullable<ParseArgsConfig['options']>,
  allowPositionals = false,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const r = parseArgs({ options, allowPositionals, strict: true });
    return { values: r.values as Record<string, string | boolean | undefined>, positionals: r.positionals };
  } catch (e) {
    process.stderr.write(`${tool}: ${(e as Error).message.split('\n')[0]}\n`);
    process.exit(2);
  }
}
