/**
 * The arrows of DESIGN §3: src/rules and src/ai run headless and deterministic. No file under them imports
 * Phaser, the view, the app shell or the campaign (and rules does not import the AI), nor touches the DOM or
 * the clock or `Math.random`. The source is parsed (comments and strings cannot trip the check) and scanned.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  abilityNameLiterals,
  abilityNames,
  breachParts,
  NAMES_ALLOWED,
} from './architecture/ability-names.ts';
import {
  abilityImports,
  backDoors,
  cycles,
  importGraph,
  layerBreaches,
} from './architecture/import-graph.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** Folders (relative to the project) that headless code must not import. */
const FORBIDDEN_DIRS: Record<string, readonly string[]> = {
  'src/rules': ['src/view', 'src/app', 'src/campaign', 'src/ai', 'src/main.ts', 'src/ai-worker.ts'],
  'src/ai': ['src/view', 'src/app', 'src/campaign', 'src/main.ts', 'src/ai-worker.ts'],
};
const FORBIDDEN_PACKAGES = ['phaser'];
/** `object.member` uses that make a result depend on the clock, chance or the browser. */
const FORBIDDEN_MEMBERS = ['Math.random', 'Date.now', 'performance.now'];
/** Browser globals: any use at all (`document.`, `window.`, passing them around). */
const FORBIDDEN_GLOBALS = ['document', 'window', 'localStorage', 'sessionStorage', 'navigator'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return tsFiles(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/** Whether an identifier is used as a value (not a property name, a declaration name or a type). */
function isValueUse(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (
    (ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isPropertyDeclaration(p)) &&
    p.name === id
  )
    return false;
  if ((ts.isMethodDeclaration(p) || ts.isMethodSignature(p)) && p.name === id) return false;
  if ((ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isFunctionDeclaration(p)) && p.name === id)
    return false;
  if (ts.isImportSpecifier(p) || ts.isExportSpecifier(p) || ts.isTypeReferenceNode(p)) return false;
  if (ts.isQualifiedName(p)) return false;
  return true;
}

/**
 * Every breach of the rules above in one file's text: `file` is the path relative to the project, `forbidden`
 * the project folders it may not import.
 */
function breaches(file: string, text: string, forbidden: readonly string[]): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  const checkSpecifier = (spec: string, n: ts.Node) => {
    if (FORBIDDEN_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) {
      out.push(`${at(n)} imports '${spec}'`);
      return;
    }
    if (!spec.startsWith('.')) return;
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec))
      .split('\\')
      .join('/');
    const bad = forbidden.find((d) => target === d || target.startsWith(`${d}/`));
    if (bad) out.push(`${at(n)} imports ${bad} ('${spec}')`);
  };
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier) {
      if (ts.isStringLiteral(n.moduleSpecifier)) checkSpecifier(n.moduleSpecifier.text, n);
    } else if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const arg = n.arguments[0];
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      if (loads && arg && ts.isStringLiteralLike(arg)) checkSpecifier(arg.text, n);
    } else if (ts.isImportTypeNode(n)) {
      const lit = n.argument;
      if (ts.isLiteralTypeNode(lit) && ts.isStringLiteral(lit.literal)) checkSpecifier(lit.literal.text, n);
    } else if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression)) {
      const member = `${n.expression.text}.${n.name.text}`;
      if (FORBIDDEN_MEMBERS.includes(member)) out.push(`${at(n)} uses ${member}`);
    } else if (ts.isIdentifier(n) && FORBIDDEN_GLOBALS.includes(n.text) && isValueUse(n)) {
      out.push(`${at(n)} uses ${n.text}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('architecture', () => {
  for (const [dir, forbidden] of Object.entries(FORBIDDEN_DIRS)) {
    it(`keeps ${dir} headless and deterministic`, () => {
      const files = tsFiles(join(ROOT, dir));
      expect(files.length).toBeGreaterThan(3);
      const found = files.flatMap((f) =>
        breaches(relative(ROOT, f).split('\\').join('/'), readFileSync(f, 'utf8'), forbidden),
      );
      expect(found).toEqual([]);
    });
  }

  it('finds each kind of breach in a sample, and nothing in comments or strings', () => {
    const sample = [
      "import Phaser from 'phaser';",
      "import type { Scene } from 'phaser/types';",
      "import { x } from '../view/board.ts';",
      "export { y } from '../campaign/default-match.ts';",
      "const z = await import('../app/ui-layer.ts');",
      'const r = Math.random();',
      'const t = Date.now() + performance.now();',
      "document.title = 'x';",
      'const w = window;',
      '// Math.random, document.body and window.open in a comment',
      "const s = 'Date.now() in a string';",
      'const o = { window: 1, document: 2 };',
      "import { seededDice } from './dice.ts';",
    ].join('\n');
    const found = breaches('src/rules/sample.ts', sample, FORBIDDEN_DIRS['src/rules']!);
    expect(found).toEqual([
      "src/rules/sample.ts:1 imports 'phaser'",
      "src/rules/sample.ts:2 imports 'phaser/types'",
      "src/rules/sample.ts:3 imports src/view ('../view/board.ts')",
      "src/rules/sample.ts:4 imports src/campaign ('../campaign/default-match.ts')",
      "src/rules/sample.ts:5 imports src/app ('../app/ui-layer.ts')",
      'src/rules/sample.ts:6 uses Math.random',
      'src/rules/sample.ts:7 uses Date.now',
      'src/rules/sample.ts:7 uses performance.now',
      'src/rules/sample.ts:8 uses document',
      'src/rules/sample.ts:9 uses window',
    ]);
  });
});

describe('the import graph (DESIGN §3: imports run one way)', () => {
  const graph = importGraph(ROOT);

  it('reads every file of src', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('src/rules/index.ts')?.length).toBeGreaterThan(10);
  });

  it('has no import cycle between files of src (type-only imports included)', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import against the layer order of src/rules, and every rules file in a layer', () => {
    expect(layerBreaches(graph)).toEqual([]);
  });

  it('reaches the rules through src/rules/index.ts, and the AI the content through src/content/index.ts', () => {
    expect(backDoors(graph)).toEqual([]);
  });

  it('names no ability outside src/rules/abilities: the rest of the rules imports only the rule book', () => {
    expect(abilityImports(graph)).toEqual([]);
  });

  it('finds a cycle, a layer breach and a back door in a sample graph', () => {
    const sample = new Map<string, string[]>([
      ['src/rules/core/a.ts', ['src/rules/state/b.ts']],
      ['src/rules/state/b.ts', ['src/rules/core/a.ts']],
      ['src/rules/stray.ts', []],
      ['src/ai/x.ts', ['src/rules/core/a.ts', 'src/rules/index.ts', 'src/content/spells.ts']],
      ['src/rules/index.ts', ['src/rules/core/a.ts']],
    ]);
    expect(cycles(sample)).toEqual([['src/rules/core/a.ts', 'src/rules/state/b.ts']]);
    expect(layerBreaches(sample)).toEqual([
      'src/rules/core/a.ts → src/rules/state/b.ts',
      'src/rules/stray.ts: in no layer',
    ]);
    expect(backDoors(sample)).toEqual([
      'src/ai/x.ts → src/content/spells.ts',
      'src/ai/x.ts → src/rules/core/a.ts',
    ]);
    const abilities = new Map<string, string[]>([
      ['src/rules/match/flow.ts', ['src/rules/abilities/guild/mob.ts', 'src/rules/abilities/index.ts']],
      ['src/rules/abilities/index.ts', ['src/rules/abilities/guild/mob.ts']],
      ['src/rules/index.ts', ['src/rules/abilities/guild/mob.ts']],
    ]);
    expect(abilityImports(abilities)).toEqual(['src/rules/match/flow.ts → src/rules/abilities/guild/mob.ts']);
  });
});

describe('no file of the rules outside src/rules/abilities names an ability (docs/architecture.md "Traits")', () => {
  const names = abilityNames();
  const found = tsFiles(join(ROOT, 'src/rules'))
    .map((f) => relative(ROOT, f).split('\\').join('/'))
    .filter((f) => !f.startsWith('src/rules/abilities/'))
    .flatMap((f) => abilityNameLiterals(f, readFileSync(join(ROOT, f), 'utf8'), names));
  const allowed = (b: string) => {
    const { file, name } = breachParts(b);
    return NAMES_ALLOWED[file]?.includes(name) ?? false;
  };

  it('reads the names of the content data', () => {
    for (const n of [
      'Flight',
      'Water Creature',
      'Aquatic',
      'Reload',
      'Sculler',
      'Gusher',
      "Pirate's Retinue",
    ])
      expect(names.get(n.toLowerCase()), n).toBe(n);
    expect(names.size).toBeGreaterThan(150);
  });

  it('writes no Character, Weapon or unique ability name as a string literal: the rules ask traits', () => {
    expect(found.filter((b) => !allowed(b))).toEqual([]);
  });

  it('still needs every name the short list allows (the list only shrinks)', () => {
    const used = new Set(found.filter(allowed).map((b) => JSON.stringify(breachParts(b))));
    const stale = Object.entries(NAMES_ALLOWED).flatMap(([file, list]) =>
      list.filter((name) => !used.has(JSON.stringify({ file, name }))).map((name) => `${file} '${name}'`),
    );
    expect(stale).toEqual([]);
  });

  it('finds a name asked by any letter case or (X) in a sample, and leaves messages, tags and grants alone', () => {
    const sample = [
      "if (!abilityOf(m, eid, 'Flight').has) return [];",
      "const sculler = profile.uniqueAbilities.some((u) => u.name === 'Sculler');",
      'const x = abilityOf(m, e, `water creature`);',
      "const fast = abilityOf(m, e, 'Fast Swimmer (2)');",
      "return 'a Bulky character cannot Hide';",
      "const shape = { kind: 'blast' };",
      "give(m, c, t, 'spell', { abilities: [{ name: 'Ethereal', value: null }] }, 'round');",
      "// abilityOf(m, eid, 'Flight') in a comment",
    ].join('\n');
    expect(abilityNameLiterals('src/rules/movement/sample.ts', sample, names)).toEqual([
      "src/rules/movement/sample.ts:1 'Flight'",
      "src/rules/movement/sample.ts:2 'Sculler'",
      "src/rules/movement/sample.ts:3 'Water Creature'",
      "src/rules/movement/sample.ts:4 'Fast Swimmer'",
    ]);
  });
});
