/**
 * The import graph of the project's source (TypeScript's parser, no bundler): which files, packages and stylesheets a
 * set of entry files reaches. By default the static graph, what a page's first load holds: `import … from` and
 * `export … from`, without type-only imports (erased at build) and without `import()` calls (a dynamic import is a
 * separate chunk loaded on use). Options widen or cut it:
 *   - `dynamic`: follow `import()` too (next/dynamic's chunks), for everything a route can render — what its
 *     stylesheet must cover (tests/unit/phone-css.test.ts);
 *   - `stopAt`: files not walked into (listed in `stops` with their importer).
 * Stylesheets are listed with their importer (`css`), never walked. Conservative for a page's client bundle: it also
 * follows server-only modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const CODE = /\.(tsx?|jsx?|mjs)$/;

/** A path relative to the root, with `/` separators. */
const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or null for a project path. */
function packageOf(spec: string): string | null {
  if (spec.startsWith('.') || spec.startsWith('@/')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
}

/** A project specifier of `from` as an absolute file path; throws when there is no such file (a broken walk). */
function resolveFile(from: string, spec: string): string {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const p = base + ext;
    if (fs.existsSync(p) && fs.statSync(p).isFile()) return p;
  }
  throw new Error(`${rel(from)}: cannot resolve ${spec}`);
}

/** Runtime specifiers: `import … from` and `export … from` (type-only ones left out), and `import()` calls. */
type Specifiers = { static: string[]; dynamic: string[] };
const parsed = new Map<string, Specifiers>();

/** One file's runtime module specifiers (memoised). */
function specifiersOf(file: string): Specifiers {
  let out = parsed.get(file);
  if (!out) parsed.set(file, (out = parseSpecifiers(file, fs.readFileSync(file, 'utf8'))));
  return out;
}

function isTypeOnlyImport(st: ts.ImportDeclaration): boolean {
  const clause = st.importClause;
  if (!clause) return false; // `import './side-effect'`
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

function parseSpecifiers(file: string, source: string): Specifiers {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const out: Specifiers = { static: [], dynamic: [] };
  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      if (!isTypeOnlyImport(n)) out.static.push(n.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      if (!n.isTypeOnly) out.static.push(n.moduleSpecifier.text);
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = n.arguments[0];
      if (arg && ts.isStringLiteral(arg)) out.dynamic.push(arg.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The project file (relative to the root) a specifier in `file` (relative to the root) names; throws when none. */
export function resolveImport(file: string, spec: string): string {
  return rel(resolveFile(path.join(ROOT, file), spec));
}

/** A file's runtime imports of project files and stylesheets, as paths relative to the root (packages left out). */
export function directImports(file: string): { static: string[]; dynamic: string[] } {
  const abs = path.join(ROOT, file);
  const project = (specs: string[]) => specs.filter((s) => !packageOf(s)).map((s) => rel(resolveFile(abs, s)));
  const s = specifiersOf(abs);
  return { static: project(s.static), dynamic: project(s.dynamic) };
}

export type GraphOptions = {
  /** Follow `import()` calls too: everything the entries can load, not only their first load. */
  dynamic?: boolean;
  /** Project files (relative to the root) not walked into; each import of one is listed in `stops`. */
  stopAt?: (file: string) => boolean;
};

export type ImportGraph = {
  /** Every project file reached (absolute paths). */
  files: Set<string>;
  /** Every package reached, with the first project file (relative to the root) that imports it. */
  packages: Map<string, string>;
  /** Every stylesheet import: [importer, stylesheet], relative to the root. */
  css: [from: string, css: string][];
  /** Every import of a `stopAt` file: [importer, file], relative to the root. */
  stops: [from: string, file: string][];
  /** The import chain from an entry to `file` (relative paths), for failure messages. */
  chainTo: (file: string) => string[];
};

/** Walks the imports from `entries` (paths relative to the project root); the static graph unless `opts` widen it. */
export function importGraph(entries: readonly string[], opts: GraphOptions = {}): ImportGraph {
  const parent = new Map<string, string | null>();
  const packages = new Map<string, string>();
  const css: [string, string][] = [];
  const stops: [string, string][] = [];
  const queue = entries.map((e) => path.join(ROOT, e));
  for (const e of queue) parent.set(e, null);
  while (queue.length) {
    const file = queue.shift() as string;
    const s = specifiersOf(file);
    const specs = opts.dynamic ? [...s.static, ...s.dynamic] : s.static;
    for (const spec of specs) {
      const pkg = packageOf(spec);
      if (pkg) {
        if (!packages.has(pkg)) packages.set(pkg, rel(file));
        continue;
      }
      const target = resolveFile(file, spec);
      if (target.endsWith('.css')) css.push([rel(file), rel(target)]);
      else if (!CODE.test(target))
        continue; // JSON and other assets
      else if (opts.stopAt?.(rel(target))) stops.push([rel(file), rel(target)]);
      else if (!parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  const chainTo = (file: string) => {
    const chain: string[] = [];
    for (let f: string | null | undefined = path.resolve(ROOT, file); f; f = parent.get(f)) chain.unshift(rel(f));
    return chain;
  };
  return { files: new Set(parent.keys()), packages, css, stops, chainTo };
}

/**
 * Every project file (relative to the root) and package a bundle takes in with `entry`, `entry` included: for guards on
 * what a page's first load holds (issue 34's JS budget). The bundler may still drop unused re-exports, so a barrel
 * counts whole here.
 */
export function staticImports(entry: string): string[] {
  const graph = importGraph([entry]);
  return [...[...graph.files].map(rel), ...graph.packages.keys()];
}
