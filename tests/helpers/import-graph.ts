/**
 * The static import graph of the project's source (TypeScript's parser, no bundler): which files and packages a set of
 * entry files reaches through `import … from` and `export … from`. Type-only imports are left out (erased at build),
 * and so are `import()` calls: a dynamic import is a separate chunk loaded on use, not part of a page's first load.
 * Conservative for a page's client bundle: it also follows server-only modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for a project path. */
function packageOf(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('@/')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

function resolveFile(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  if (/\.(tsx?|mjs|js)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null; // CSS, JSON and other assets
}

const parsed = new Map<string, string[]>();

/** The runtime (not type-only) module specifiers of one file's import and export-from declarations (memoised). */
export function runtimeSpecifiers(file: string): string[] {
  let out = parsed.get(file);
  if (!out) parsed.set(file, (out = parseSpecifiers(file, fs.readFileSync(file, 'utf8'))));
  return out;
}

function parseSpecifiers(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes && ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && !st.isTypeOnly && st.moduleSpecifier) {
      if (ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

export type ImportGraph = {
  /** Every project file reached (absolute paths). */
  files: Set<string>;
  /** Every package reached, with the first project file (relative to the root) that imports it. */
  packages: Map<string, string>;
  /** The import chain from an entry to `file` (relative paths), for failure messages. */
  chainTo: (file: string) => string[];
};

/** Walks the static imports from `entries` (paths relative to the project root). */
export function importGraph(entries: readonly string[]): ImportGraph {
  const parent = new Map<string, string | null>();
  const packages = new Map<string, string>();
  const queue = entries.map((e) => path.join(ROOT, e));
  for (const e of queue) parent.set(e, null);
  while (queue.length) {
    const file = queue.shift() as string;
    for (const spec of runtimeSpecifiers(file)) {
      const pkg = packageOf(spec);
      if (pkg) {
        if (!packages.has(pkg)) packages.set(pkg, path.relative(ROOT, file));
        continue;
      }
      const target = resolveFile(file, spec);
      if (target && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let f: string | null | undefined = path.resolve(ROOT, file); f; f = parent.get(f))
      chain.unshift(path.relative(ROOT, f));
    return chain;
  };
  return { files: new Set(parent.keys()), packages, chainTo };
}

/**
 * Every project file (relative to the root) and package a bundle takes in with `entry`, `entry` included: for guards on
 * what a page's first load holds (issue 34's JS budget). The bundler may still drop unused re-exports, so a barrel
 * counts whole here.
 */
export function staticImports(entry: string): string[] {
  const graph = importGraph([entry]);
  return [...[...graph.files].map((f) => path.relative(ROOT, f)), ...graph.packages.keys()];
}
