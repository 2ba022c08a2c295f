/**
 * The first load read from a build manifest (tools/bundle-size.ts): the entry and its static imports, transitively;
 * the chunks reached only through a dynamic import apart, a chunk shared by both counted once, in the first load.
 */
import { describe, expect, it } from 'vitest';
import { type Manifest, partsOf, splitLoad } from '../../tools/bundle-size.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_phaser.js', '_shared.js'],
    dynamicImports: ['src/battle.ts', 'src/builder.ts'],
    css: ['assets/index.css'],
  },
  '_phaser.js': { file: 'assets/phaser.js', name: 'phaser' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  'src/battle.ts': {
    file: 'assets/battle.js',
    imports: ['_shared.js', '_engine.js'],
    dynamicImports: ['src/replay.ts'],
  },
  '_engine.js': { file: 'assets/engine.js' },
  'src/builder.ts': { file: 'assets/builder.js', imports: ['_engine.js'] },
  'src/replay.ts': { file: 'assets/replay.js' },
  'assets/mask.svg': { file: 'assets/mask.svg', src: 'assets/mask.svg' },
};

describe('splitLoad', () => {
  it('puts the entry and its static imports, transitively, in the first load', () => {
    expect(splitLoad(manifest).first).toEqual(['index.html', '_phaser.js', '_shared.js', '_deep.js']);
  });

  it('lists the chunks reached through dynamic imports, and what they import, apart and once', () => {
    expect(splitLoad(manifest).lazy).toEqual([
      'src/battle.ts',
      '_engine.js',
      'src/builder.ts',
      'src/replay.ts',
    ]);
  });

  it('refuses a manifest without an entry, or one naming a chunk it does not hold', () => {
    expect(() => splitLoad({ a: { file: 'a.js' } })).toThrow(/no entry/);
    expect(() => splitLoad({ a: { file: 'a.js', isEntry: true, imports: ['b'] } })).toThrow(/"b"/);
  });

  it('gives each part fetched on demand the lazy chunks its first use fetches, shared ones in each', () => {
    expect(partsOf(manifest, splitLoad(manifest))).toEqual([
      { key: 'src/battle.ts', chunks: ['src/battle.ts', '_engine.js'] },
      { key: 'src/builder.ts', chunks: ['src/builder.ts', '_engine.js'] },
      { key: 'src/replay.ts', chunks: ['src/replay.ts'] },
    ]);
  });
});
