/**
 * The build leaves out a module of src none of whose exports a page uses (vite.config.ts `moduleSideEffects`;
 * docs/performance.md "First load"). That is safe only while importing a module does nothing but declare: no file of
 * src but an entry (src/main.ts, the worker's src/ai-worker.ts) runs a statement at its top level, and none is imported for its effect alone except
 * a style sheet. Module-level values built by calls (a schema, a hook point, a table) stay allowed: when a module is
 * left out, nobody is there to read them.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tsFiles } from './import-graph.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The entries: the page's and the computer's worker's (src/ai-worker.ts). */
const ENTRIES = ['src/main.ts', 'src/ai-worker.ts'];

/** The top-level statements of `text` that do more than declare, and its imports made for their effect alone. */
function effects(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const st of sf.statements) {
    const line = sf.getLineAndCharacterOfPosition(st.getStart(sf)).line + 1;
    if (ts.isImportDeclaration(st)) {
      const spec = (st.moduleSpecifier as ts.StringLiteral).text;
      if (!st.importClause && !spec.endsWith('.css'))
        out.push(`${file}:${line} imports '${spec}' for its effect`);
      continue;
    }
    const declares =
      ts.isExportDeclaration(st) ||
      ts.isExportAssignment(st) ||
      ts.isFunctionDeclaration(st) ||
      ts.isClassDeclaration(st) ||
      ts.isInterfaceDeclaration(st) ||
      ts.isTypeAliasDeclaration(st) ||
      ts.isEnumDeclaration(st) ||
      ts.isModuleDeclaration(st) ||
      ts.isVariableStatement(st) ||
      ts.isEmptyStatement(st);
    // `void x;` marks a compile-time check as used (match-record.ts `setupOk`).
    const voidName =
      ts.isExpressionStatement(st) &&
      ts.isVoidExpression(st.expression) &&
      ts.isIdentifier(st.expression.expression);
    if (!declares && !voidName)
      out.push(`${file}:${line} runs ${st.getText(sf).split('\n')[0]!.slice(0, 60)}`);
  }
  return out;
}

describe('modules of src only declare (the build may leave out the ones a page does not use)', () => {
  it('runs nothing at the top level and imports nothing for its effect, the entry and style sheets aside', () => {
    const found = tsFiles(resolve(ROOT, 'src'))
      .map((f) => relative(ROOT, f).split('\\').join('/'))
      .filter((f) => !ENTRIES.includes(f))
      .flatMap((f) => effects(f, readFileSync(resolve(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a top-level call, a loop and an import for its effect in a sample, and lets declarations be', () => {
    const sample = [
      "import './panel.css';",
      "import './register.ts';",
      "import { a } from './a.ts';",
      'export const b = make(a);',
      'function c() {}',
      'const ok = true;',
      'void ok;',
      'install(a);',
      'for (const x of a) c();',
    ].join('\n');
    expect(effects('src/x.ts', sample)).toEqual([
      "src/x.ts:2 imports './register.ts' for its effect",
      'src/x.ts:8 runs install(a);',
      'src/x.ts:9 runs for (const x of a) c();',
    ]);
  });
});
