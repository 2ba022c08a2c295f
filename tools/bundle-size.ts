/**
 * What a page load of the built game fetches, read from Vite's build manifest (`dist/.vite/manifest.json`): the
 * entry chunk and every chunk it imports statically, transitively (the first load), and the chunks only reached
 * through a dynamic `import()` (loaded on demand). Sizes are of the files as built: raw bytes and gzip at level 9
 * (node:zlib), 1 KB = 1000 bytes as Vite prints them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest keys of the first load (entries and their static imports) and of the lazy chunks, each in walk order. */
export interface LoadSplit {
  readonly first: readonly string[];
  readonly lazy: readonly string[];
}

/**
 * Split the JavaScript chunks of `manifest` into the first load — every entry (`isEntry`) and what it imports
 * statically, transitively — and the lazy ones: reached by a dynamic import (and what those import) but not in the
 * first load. Throws when the manifest has no entry or names a key it does not hold.
 */
export function splitLoad(manifest: Manifest): LoadSplit {
  const chunk = (key: string): ManifestChunk => {
    const c = manifest[key];
    if (!c) throw new Error(`the manifest names "${key}" but has no such entry`);
    return c;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  const first = new Set<string>();
  const walk = (key: string, into: Set<string>, skip: ReadonlySet<string>) => {
    if (into.has(key) || skip.has(key)) return;
    into.add(key);
    for (const k of chunk(key).imports ?? []) walk(k, into, skip);
  };
  for (const e of entries) walk(e, first, new Set());
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const reach = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = chunk(key);
    for (const k of c.dynamicImports ?? []) walk(k, lazy, first);
    for (const k of [...(c.imports ?? []), ...(c.dynamicImports ?? [])]) reach(k);
  };
  for (const e of entries) reach(e);
  const js = (k: string) => chunk(k).file.endsWith('.js');
  return { first: [...first].filter(js), lazy: [...lazy].filter(js) };
}

/**
 * Each chunk a dynamic import names, with the lazy chunks its first use fetches: its own and what it imports
 * statically, transitively, less the first load. A chunk two parts share is listed in both.
 */
export function partsOf(manifest: Manifest, split: LoadSplit): { key: string; chunks: string[] }[] {
  const first = new Set(split.first);
  const targets = new Set<string>();
  for (const k of [...split.first, ...split.lazy])
    for (const d of manifest[k]?.dynamicImports ?? []) if (!first.has(d)) targets.add(d);
  return [...targets].map((key) => {
    const chunks = new Set<string>();
    const walk = (k: string) => {
      if (chunks.has(k) || first.has(k)) return;
      chunks.add(k);
      for (const i of manifest[k]?.imports ?? []) walk(i);
    };
    walk(key);
    return { key, chunks: [...chunks].filter((k) => manifest[k]?.file.endsWith('.js')) };
  });
}

/** A built file's size: raw bytes and gzip (level 9) bytes. */
export interface FileSize {
  readonly key: string;
  readonly file: string;
  readonly name: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The sizes of the chunks `keys` of `manifest`, read from the build in `dist`. */
export function sizesOf(dist: string, manifest: Manifest, keys: readonly string[]): FileSize[] {
  return keys.map((key) => {
    const c = manifest[key]!;
    const bytes = readFileSync(join(dist, c.file));
    return {
      key,
      file: c.file,
      name: c.name ?? c.src ?? key,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
}

/** Read `dist/.vite/manifest.json`; throws with a sentence saying how to make one when it is missing. */
export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`no build manifest at ${path}: build with \`npm run build\` (the manifest is on) first`);
  }
  return JSON.parse(text) as Manifest;
}
