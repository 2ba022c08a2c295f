/**
 * The import graph of the project's source (DESIGN §3 "imports run one way"): every `import`, `export … from`,
 * `import type`, `import()` and `import('…')` type between files, read from the parsed source (comments and
 * strings cannot trip it), with the strongly connected components that make cycles and the layer of each rules
 * file. Paths are relative to the project, with `/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The layers of `src/rules`, lowest first: a file imports only from its own layer or those before it. */
export const RULES_LAYERS = [
  'core',
  'space',
  'state',
  'character',
  'rolls',
  'movement',
  'combat',
  'magic',
  'command',
  'abilities',
  'scenario',
  'match',
  'read',
] as const;

/** Files of `src/rules` outside the layer folders: the public face, above every layer. */
export const RULES_API = ['src/rules/index.ts'];

/** Project-relative path with forward slashes. */
export function projectPath(root: string, abs: string): string {
  return relative(root, abs).split('\\').join('/');
}

/** Every `.ts` file under `dir` (absolute paths). */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return tsFiles(p);
    return /\.ts$/.test(d.name) ? [p] : [];
  });
}

/** The relative module specifiers a source text imports, in any form, types included. */
export function importSpecifiers(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier) {
      if (ts.isStringLiteral(n.moduleSpecifier)) out.push(n.moduleSpecifier.text);
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = n.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    } else if (ts.isImportTypeNode(n)) {
      const lit = n.argument;
      if (ts.isLiteralTypeNode(lit) && ts.isStringLiteral(lit.literal)) out.push(lit.literal.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out.filter((s) => s.startsWith('.'));
}

/** The graph: project path → the project paths it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The import graph of every `.ts` file under `root/src`. */
export function importGraph(root: string): ImportGraph {
  const g = new Map<string, string[]>();
  for (const abs of tsFiles(join(root, 'src'))) {
    const from = projectPath(root, abs);
    const deps = importSpecifiers(from, readFileSync(abs, 'utf8')).map((s) =>
      projectPath(root, resolve(dirname(abs), s)),
    );
    g.set(from, [...new Set(deps)]);
  }
  return g;
}

/** The cycles of a graph: its strongly connected components of two or more files (or one importing itself). */
export function cycles(g: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!g.has(w)) continue;
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (g.get(v) ?? []).includes(v)) out.push(component.sort());
  };
  for (const v of [...g.keys()].sort()) if (!index.has(v)) connect(v);
  return out;
}

/** The layer of a rules file (its folder under src/rules), 'api' for the public face, or null (no layer). */
export function rulesLayer(path: string): string | null {
  if (RULES_API.includes(path)) return 'api';
  const m = /^src\/rules\/([^/]+)\//.exec(path);
  return m && (RULES_LAYERS as readonly string[]).includes(m[1]!) ? m[1]! : null;
}

/**
 * Imports between rules files against the layer order, as `from → to` lines; and rules files in no layer as
 * `from: in no layer`.
 */
export function layerBreaches(g: ImportGraph): string[] {
  const rank = (layer: string) =>
    layer === 'api' ? RULES_LAYERS.length : (RULES_LAYERS as readonly string[]).indexOf(layer);
  const out: string[] = [];
  for (const [from, deps] of g) {
    if (!from.startsWith('src/rules/')) continue;
    const own = rulesLayer(from);
    if (own === null) {
      out.push(`${from}: in no layer`);
      continue;
    }
    for (const to of deps) {
      if (!to.startsWith('src/rules/')) continue;
      const theirs = rulesLayer(to);
      if (theirs !== null && rank(theirs) > rank(own)) out.push(`${from} → ${to}`);
    }
  }
  return out.sort();
}

/**
 * Imports from outside a package into its insides: a file outside `src/rules` may import only
 * `src/rules/index.ts` of the rules; `src/ai` reaches the content only through `src/content/index.ts`.
 */
export function backDoors(g: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, deps] of g) {
    for (const to of deps) {
      if (!from.startsWith('src/rules/') && to.startsWith('src/rules/') && to !== 'src/rules/index.ts')
        out.push(`${from} → ${to}`);
      if (from.startsWith('src/ai/') && to.startsWith('src/content/') && to !== 'src/content/index.ts')
        out.push(`${from} → ${to}`);
    }
  }
  return out.sort();
}

/** The rule book of the game: the one file of `src/rules/abilities` the rest of the rules may import. */
export const RULE_BOOK_FILE = 'src/rules/abilities/index.ts';

/**
 * Imports of an ability's file by a rules file that is no ability (DESIGN §3: the core names hook points, never an
 * ability): outside `src/rules/abilities`, only {@link RULE_BOOK_FILE} is imported, and the public face
 * (`src/rules/index.ts`) may re-export what the computer and the view read of an ability.
 */
export function abilityImports(g: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, deps] of g) {
    if (
      !from.startsWith('src/rules/') ||
      from.startsWith('src/rules/abilities/') ||
      rulesLayer(from) === 'api'
    )
      continue;
    for (const to of deps)
      if (to.startsWith('src/rules/abilities/') && to !== RULE_BOOK_FILE) out.push(`${from} → ${to}`);
  }
  return out.sort();
}
