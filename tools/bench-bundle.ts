/**
 * `npm run bench:bundle [-- --dist DIR] [--modules N] [--json]`: the gzip'd size of the JavaScript the menu needs on
 * the first load — the entry chunk and every chunk it imports statically, transitively — against the target of
 * 450 KB, and the chunks loaded on demand (dynamic `import()`) apart (tools/bundle-size.ts; docs/performance.md).
 * gzip is node:zlib at level 9; 1 KB = 1000 bytes.
 *
 * Without `--dist` it runs `vite build` (the project's vite.config.ts, manifest on) into a temporary folder and
 * removes it after, leaving `dist/` alone; `--dist DIR` reads a build already made there (`npm run build` writes
 * `dist/`). `--modules N` (building only) lists the N largest source modules of the first load, by their size in the
 * bundle before minifying. `--json` prints one line: {"firstGzip","firstRaw","lazyGzip","target","pass"}.
 * Exits 1 when the first load is over the target, 2 on a bad flag or a missing build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type FileSize, partsOf, readManifest, sizesOf, splitLoad } from './bundle-size.ts';
import { flagsOf } from './flags.ts';

/** The first-load budget, gzip KB (issue "Play feel": the menu's JavaScript). */
const TARGET_KB = 450;

const { values } = flagsOf('bench:bundle', {
  dist: { type: 'string' },
  modules: { type: 'string' },
  json: { type: 'boolean' },
});

const top = Number(values.modules ?? 0);
if (!Number.isInteger(top) || top < 0) {
  process.stderr.write('bench:bundle: --modules must be a whole number ≥ 0\n');
  process.exit(2);
}
if (top > 0 && values.dist) {
  process.stderr.write('bench:bundle: --modules needs a build of its own (leave out --dist)\n');
  process.exit(2);
}

/** Source modules' sizes in the bundle (before minifying) by output file, caught while building. */
const modulesByFile = new Map<string, { id: string; length: number }[]>();

function moduleSizes(): Plugin {
  return {
    name: 'bench-bundle-modules',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        modulesByFile.set(
          out.fileName,
          Object.entries(out.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
        );
      }
    },
  };
}

async function buildInto(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    logLevel: 'warn',
    plugins: top > 0 ? [moduleSizes()] : [],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (xs: readonly FileSize[], f: (x: FileSize) => number) => xs.reduce((s, x) => s + f(x), 0);

function table(title: string, rows: readonly FileSize[]): string[] {
  const label = (r: FileSize) => `${r.file} (${r.name})`;
  const width = Math.max(40, ...rows.map((r) => label(r).length));
  const line = (a: string, b: string, c: string) => `  ${a.padEnd(width)} ${b.padStart(9)} ${c.padStart(9)}`;
  return [
    title,
    line('chunk', 'raw KB', 'gzip KB'),
    ...rows.map((r) => line(label(r), kb(r.raw), kb(r.gzip))),
    line('total', kb(sum(rows, (r) => r.raw)), kb(sum(rows, (r) => r.gzip))),
  ];
}

/** What the first use of each part fetched on demand costs (gzip KB), largest first; shared chunks count in each. */
function partsTable(
  manifest: ReturnType<typeof readManifest>,
  split: ReturnType<typeof splitLoad>,
  lazy: readonly FileSize[],
): string[] {
  const gzip = new Map(lazy.map((r) => [r.key, r.gzip]));
  const rows = partsOf(manifest, split)
    .map((p) => ({
      name: manifest[p.key]?.src ?? manifest[p.key]?.name ?? p.key,
      gzip: p.chunks.reduce((s, k) => s + (gzip.get(k) ?? 0), 0),
      chunks: p.chunks.length,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const width = Math.max(40, ...rows.map((r) => r.name.length));
  return [
    'Each dynamic import: what its first use fetches beyond the first load (a chunk shared by two counts in both)',
    `  ${'module'.padEnd(width)} ${'chunks'.padStart(6)} ${'gzip KB'.padStart(9)}`,
    ...rows.map((r) => `  ${r.name.padEnd(width)} ${String(r.chunks).padStart(6)} ${kb(r.gzip).padStart(9)}`),
  ];
}

async function main(): Promise<void> {
  const temp = values.dist ? null : mkdtempSync(join(tmpdir(), 'carnevale-bundle-'));
  const dist = values.dist ? resolve(String(values.dist)) : temp!;
  try {
    if (temp) await buildInto(temp);
    const manifest = readManifest(dist);
    const split = splitLoad(manifest);
    const first = sizesOf(dist, manifest, split.first);
    const lazy = sizesOf(dist, manifest, split.lazy).sort((a, b) => b.gzip - a.gzip);
    const firstGzip = sum(first, (r) => r.gzip);
    const pass = firstGzip <= TARGET_KB * 1000;
    if (values.json) {
      process.stdout.write(
        `${JSON.stringify({
          firstGzip: Number(kb(firstGzip)),
          firstRaw: Number(kb(sum(first, (r) => r.raw))),
          lazyGzip: Number(kb(sum(lazy, (r) => r.gzip))),
          target: TARGET_KB,
          pass,
        })}\n`,
      );
    } else {
      const out = [
        ...table('First load (the entry and its static imports; gzip level 9, 1 KB = 1000 bytes)', first),
        `  ${kb(firstGzip)} KB gzip against the target ${TARGET_KB} KB: ${pass ? 'PASS' : 'OVER'}`,
        '',
        ...table('Loaded on demand (dynamic import, not in the first load)', lazy),
        '',
        ...partsTable(manifest, split, lazy),
      ];
      if (top > 0) {
        const files = new Set(first.map((r) => r.file));
        const mods = [...modulesByFile]
          .filter(([file]) => files.has(file))
          .flatMap(([, ms]) => ms)
          .sort((a, b) => b.length - a.length)
          .slice(0, top);
        const root = `${resolve('.')}/`;
        out.push(
          '',
          `The ${mods.length} largest modules of the first load (KB in the bundle, before minifying)`,
        );
        for (const m of mods)
          out.push(
            `  ${kb(m.length).padStart(8)}  ${m.id
              .replace(/^\0/, '')
              .replace(root, '')
              .replace(/^.*node_modules\//, '')}`,
          );
      }
      process.stdout.write(`${out.join('\n')}\n`);
    }
    if (!pass) process.exitCode = 1;
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

await main().catch((e: unknown) => {
  process.stderr.write(`bench:bundle: ${(e as Error).message}\n`);
  process.exitCode = 2;
});
