#!/usr/bin/env node
/**
 * Move source files and folders and rewrite every import that points at them (issue 33's one-step house move).
 *
 *   node scripts/codemods/move-files.mjs <moves.json> [--dry]
 *
 * moves.json: [["lib/domain/commerce/cart", "lib/domain/commerce/cart"], ["lib/kernel/doc-no-legacy.ts", "lib/kernel/doc-no.ts"], …]
 * (paths relative to the repository root; a folder moves with everything under it; the longest matching entry wins).
 *
 * What it rewrites, in every tracked text file outside build output and migrations:
 *  - module specifiers in `from '…'`, `import('…')`, `require('…')`, `jest.mock('…')`, `jest.requireActual('…')`
 *    and bare `import '…'`: `@/…` aliases stay aliases, relative ones stay relative (recomputed from the file's new
 *    folder), extension and `/index` style kept;
 *  - plain path mentions of a moved path (docs, comments, configs), e.g. `lib/domain/commerce/cart/lines.ts`.
 * Files are moved with `git mv`, so history follows them. Run `npx tsc --noEmit` and the tests afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [movesFile, ...flags] = process.argv.slice(2);
if (!movesFile) {
  console.error('usage: node scripts/codemods/move-files.mjs <moves.json> [--dry]');
  process.exit(2);
}
const dry = flags.includes('--dry');
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const entries = JSON.parse(fs.readFileSync(movesFile, 'utf8')).map(([from, to]) => [
  from.replace(/\/$/, ''),
  to.replace(/\/$/, ''),
]);
// Entries with `*` are file patterns (`*` = one path segment or part of one, `$1`… in the destination), applied first;
// the others move a file or a folder by prefix, longest first.
const globs = entries
  .filter(([from]) => from.includes('*'))
  .map(([from, to]) => [
    new RegExp('^' + from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '([^/]+)') + '$'),
    to,
  ]);
const moves = entries.filter(([from]) => !from.includes('*')).sort((a, b) => b[0].length - a[0].length);
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const SKIP = /^(lib\/db\/migrations\/|node_modules\/|\.next|\.data\/|bench\/results\/|data\/)/;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|yml|yaml|sh)$/;
const files = new Set(tracked);

/** New path of a repository path (file or folder), or the same path when nothing moves it. */
function moved(p) {
  for (const [re, to] of globs) {
    const m = re.exec(p);
    if (m) {
      p = to.replace(/\$(\d)/g, (_, i) => m[Number(i)]);
      break;
    }
  }
  for (const [from, to] of moves) {
    if (p === from) return to;
    if (p.startsWith(from + '/')) return to + p.slice(from.length);
  }
  return p;
}

const EXT = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'];
/** The tracked file a specifier's target names: [file, how] where how is 'exact' | 'ext' | 'index'. */
function resolveTarget(target) {
  if (files.has(target)) return [target, 'exact'];
  for (const e of EXT) if (files.has(target + e)) return [target + e, 'ext'];
  for (const e of EXT) if (files.has(`${target}/index${e}`)) return [`${target}/index${e}`, 'index'];
  return null;
}

/** Rewrites one specifier found in file `from` (old path) that will live at `fromNew`. */
function rewriteSpec(spec, from, fromNew) {
  let alias = false;
  let target;
  if (spec.startsWith('@/')) {
    alias = true;
    target = spec.slice(2);
  } else if (spec.startsWith('./') || spec.startsWith('../')) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  } else return spec;
  const hit = resolveTarget(target);
  let newTarget;
  if (hit) {
    const [file, how] = hit;
    const nf = moved(file);
    if (how === 'exact') newTarget = nf;
    else if (how === 'ext') newTarget = nf.slice(0, nf.length - path.posix.extname(nf).length);
    else newTarget = path.posix.dirname(nf);
  } else {
    newTarget = moved(target); // a folder or a generated file: move by prefix
  }
  if (alias) return '@/' + newTarget;
  let rel = path.posix.relative(path.posix.dirname(fromNew), newTarget);
  if (!rel.startsWith('.')) rel = './' + rel;
  return rel;
}

const SPEC =
  /(\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:unstable_)?mock\s*\(\s*|\bjest\.requireActual\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;
// Plain mentions: every moved prefix and every file a pattern moved, longest first; a mention starts after a character
// that cannot be part of a path (or after `@/`) and ends at one that cannot continue it.
const esc = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentionPairs = [
  ...moves,
  ...tracked.filter((f) => globs.some(([re]) => re.test(f))).map((f) => [f, moved(f)]),
].sort((a, b) => b[0].length - a[0].length);
// One pass with one alternation: a moved path's new name often starts with an old one (catalog → catalog/products).
const mentionTo = new Map(mentionPairs);
const mentionRe = new RegExp(
  `(^|[^\\w./-]|@/|\\$PWD/)(${mentionPairs.map(([from]) => esc(from)).join('|')})(?=[/\\s'"\`),:;#\\]]|\\.(?!\\w)|$)`,
  'gm',
);

let changedFiles = 0;
let specs = 0;
for (const f of tracked) {
  if (SKIP.test(f) || !TEXT.test(f) || !fs.existsSync(path.join(ROOT, f))) continue;
  const abs = path.join(ROOT, f);
  const before = fs.readFileSync(abs, 'utf8');
  const fNew = moved(f);
  let text = before;
  // Specifiers are rewritten first and set aside (as placeholders) so the mention pass cannot move them again.
  const kept = [];
  if (CODE.test(f)) {
    text = text.replace(SPEC, (m, head, q, spec) => {
      const ns = rewriteSpec(spec, f, fNew);
      if (ns !== spec) specs++;
      kept.push(`${head}${q}${ns}${q}`);
      return `\u0000${kept.length - 1}\u0000`;
    });
  }
  if (CODE.test(f)) {
    // Other quoted relative paths that name a tracked file or folder (path.resolve(__dirname, '../lib/x.cjs'),
    // require.resolve('./lib/…')): relative to the file's folder, or to the root for a root-level config.
    text = text.replace(/(['"`])(\.\.?\/[^'"`\s$]+)\1/g, (m, q, rel) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f), rel));
      const known = files.has(target) || tracked.some((t) => t.startsWith(target + '/'));
      if (!known) return m;
      let nr = path.posix.relative(path.posix.dirname(fNew), moved(target));
      if (!nr.startsWith('.')) nr = './' + nr;
      if (nr === rel) return m;
      specs++;
      kept.push(`${q}${nr}${q}`);
      return `\u0000${kept.length - 1}\u0000`;
    });
  }
  if (mentionPairs.length) text = text.replace(mentionRe, (m, pre, from) => `${pre}${mentionTo.get(from)}`);
  text = text.replace(/\u0000(\d+)\u0000/g, (m, i) => kept[Number(i)]);
  if (text !== before) {
    changedFiles++;
    if (!dry) fs.writeFileSync(abs, text);
  }
}

// Move file by file (a folder may move into its own subfolder, e.g. catalog → catalog/products): first every moving
// file to a temporary name, then to its place, so no destination can collide with a file not yet moved.
const plan = tracked.filter((f) => moved(f) !== f && fs.existsSync(path.join(ROOT, f))).map((f) => [f, moved(f)]);
for (const [from] of moves)
  if (!tracked.some((f) => f === from || f.startsWith(from + '/')))
    console.warn(`! ${from}: nothing tracked there (skipped)`);
if (!dry) {
  const gitMv = (a, b) => {
    fs.mkdirSync(path.dirname(path.join(ROOT, b)), { recursive: true });
    execFileSync('git', ['mv', a, b], { cwd: ROOT });
  };
  const tmp = (f) => `.codemod-tmp/${f}`;
  for (const [from] of plan) gitMv(from, tmp(from));
  for (const [from, to] of plan) gitMv(tmp(from), to);
  fs.rmSync(path.join(ROOT, '.codemod-tmp'), { recursive: true, force: true });
}
const movedCount = plan.length;
console.log(
  `${dry ? '[dry] ' : ''}${movedCount} files moved, ${specs} specifiers rewritten, ${changedFiles} files changed`,
);
