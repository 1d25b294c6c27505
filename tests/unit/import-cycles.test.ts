/**
 * A module that, while it is being evaluated, reads a binding imported from a module of its own import cycle fails
 * with "Cannot access … before initialization" whenever the cycle is entered from the other side — and Next keeps
 * the failed module, so the page answers 500 until the server restarts. That happened to /searchIndex and
 * /brandCenter as the first page after `next start` (catalog/search/site.ts read content/standards'
 * STANDARD_ITEM_COLUMNS at its top level, while content/standards → catalog/products → catalog/search closed the
 * cycle). The e2e suite never saw it: other pages had loaded the modules in the safe order first.
 *
 * This walks lib/ with TypeScript's parser: the import cycles (strongly connected components of the runtime import
 * graph), then in each file of a cycle the identifiers its top level evaluates (function bodies excluded, they run
 * later), and fails for any that was imported from the same cycle.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { directImports, resolveImport, ROOT } from '../helpers/import-graph';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Strongly connected components with more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const c: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) out.push(c);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

const runsLater = (n: ts.Node) =>
  ts.isFunctionLike(n) && !ts.isCallSignatureDeclaration(n) && !ts.isConstructSignatureDeclaration(n);

/** Identifiers the file's top level evaluates when the module is loaded, with the file each was imported from. */
function evaluatedImports(file: string, targets: readonly string[]): { name: string; from: string }[] {
  const abs = path.join(ROOT, file);
  const sf = ts.createSourceFile(abs, fs.readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imported = new Map<string, string>();
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const clause = st.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const spec = st.moduleSpecifier.text;
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    const target = resolveImport(file, spec);
    if (!targets.includes(target)) continue;
    if (!target) continue;
    if (clause.name) imported.set(clause.name.text, target);
    const nb = clause.namedBindings;
    if (nb && ts.isNamedImports(nb)) for (const e of nb.elements) if (!e.isTypeOnly) imported.set(e.name.text, target);
    if (nb && ts.isNamespaceImport(nb)) imported.set(nb.name.text, target);
  }
  const out: { name: string; from: string }[] = [];
  const walk = (n: ts.Node) => {
    if (runsLater(n) || ts.isTypeNode(n) || ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return;
    // Instance fields are initialised when an object is built, static ones when the class is defined.
    if (ts.isPropertyDeclaration(n) && !n.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return;
    if (ts.isIdentifier(n) && imported.has(n.text)) {
      const p = n.parent;
      const isName = (ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n);
      if (!isName) out.push({ name: n.text, from: imported.get(n.text)! });
    }
    ts.forEachChild(n, walk);
  };
  for (const st of sf.statements) walk(st);
  return out;
}

test('no module of lib/ reads, while it loads, a binding imported from its own import cycle', () => {
  const files = sourceFiles('lib');
  const graph = new Map(files.map((f) => [f, directImports(f).static] as const));
  const found: string[] = [];
  for (const cycle of cycles(graph)) {
    const members = new Set(cycle);
    for (const file of cycle)
      for (const { name, from } of evaluatedImports(file, graph.get(file)!))
        if (members.has(from)) found.push(`${file}: ${name} (from ${from})`);
  }
  expect([...new Set(found)]).toEqual([]);
});
