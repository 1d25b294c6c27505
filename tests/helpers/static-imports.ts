/**
 * The modules a source file pulls into a bundle with it: its static imports and re-exports, followed through the
 * project's files (`@/…` and relative paths), without `import type` / `export type` and without `import()` (a chunk
 * of its own, loaded later). Packages are listed by name and not followed. For guards on what a page's first load
 * holds (issue 34's JS budget); the bundler may still drop unused re-exports, so a barrel counts whole here.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const EXTS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.join(path.dirname(path.join(ROOT, from)), spec);
  else return spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
  for (const ext of ['', ...EXTS]) {
    const f = base + ext;
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return path.relative(ROOT, f);
  }
  return null;
}

/** Specifiers of a source's value imports and re-exports. */
function specifiers(src: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) if (!m[2]) out.push(m[3]!);
  return out;
}

/** Every project file and package reached from `entry` (a path relative to the repository), `entry` included. */
export function staticImports(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of specifiers(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      const r = resolve(file, spec);
      if (r && !seen.has(r)) {
        seen.add(r);
        queue.push(r);
      }
    }
  }
  return [...seen];
}
