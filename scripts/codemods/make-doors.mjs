#!/usr/bin/env node
/**
 * Give every domain module a door and send the rest of the code through it (issue 33, after move-files.mjs).
 *
 *   node scripts/codemods/make-doors.mjs [--dry]
 *
 * A module is `lib/domain/<group>/<module>/` (files directly in a group folder are a module of their own name).
 * For every static import from outside a module into one of its files, the imported names are re-exported by the
 * module's door and the import is rewritten to the door:
 *  - `index.ts` for server code (pages, route handlers, lib/api, other modules, scripts);
 *  - `client.ts` for code in the browser's graph (files under a 'use client' directive and everything they import),
 *    so a client bundle never pulls a server-only file through the server door.
 * Type-only imports always use `index.ts` (erased at build). A module's existing index.ts keeps its content; missing
 * names are appended. Left as they are, and listed: default and namespace imports, dynamic import(), `export *`,
 * names two files of one module both export, and tests/bench/pages (tests may reach inside a module; the pages router
 * strips server imports per specifier, which a door would defeat).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dry = process.argv.includes('--dry');
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const files = new Set(tracked.filter((f) => fs.existsSync(path.join(ROOT, f))));
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const code = [...files].filter((f) => CODE.test(f) && !/^(node_modules|\.next|lib\/db\/migrations)\//.test(f));
const read = (f) => fs.readFileSync(path.join(ROOT, f), 'utf8');

/** The module a file belongs to (its folder below lib/domain), or null. */
function moduleOf(f) {
  const m = /^lib\/domain\/([^/]+)\/([^/]+)(\/|$)/.exec(f);
  if (!m) return null;
  if (!m[3]) return `lib/domain/${m[1]}/${m[2].replace(/\.tsx?$/, '')}`; // a file directly in a group folder
  return `lib/domain/${m[1]}/${m[2]}`;
}

const EXT = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
function resolveSpec(from, spec) {
  let target;
  if (spec.startsWith('@/')) target = spec.slice(2);
  else if (spec.startsWith('./') || spec.startsWith('../'))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  if (files.has(target)) return target;
  for (const e of EXT) if (files.has(target + e)) return target + e;
  for (const e of EXT) if (files.has(`${target}/index${e}`)) return `${target}/index${e}`;
  return null;
}

// Static import/export-from statements (multi-line specifier lists included).
const STMT = /^(import|export)\s+(type\s+)?([^;'"]*?)\s+from\s+(['"])([^'"]+)\4;?/gm;
const SIDE = /^import\s+(['"])([^'"]+)\1;?/gm;

/** The browser's graph: 'use client' files and everything they import statically (type-only imports excluded). */
const clientFiles = new Set();
{
  const stack = code.filter((f) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(read(f)));
  while (stack.length) {
    const f = stack.pop();
    if (clientFiles.has(f)) continue;
    clientFiles.add(f);
    const text = read(f);
    for (const m of text.matchAll(STMT)) {
      if (m[2]) continue;
      const t = resolveSpec(f, m[5]);
      if (t && !clientFiles.has(t)) stack.push(t);
    }
    for (const m of text.matchAll(SIDE)) {
      const t = resolveSpec(f, m[2]);
      if (t && !clientFiles.has(t)) stack.push(t);
    }
  }
}

/** Parses `{ a, b as c, type T }` → [{ name, alias, type }]; null for default/namespace forms. */
function parseNames(clause) {
  const m = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!m) return null;
  return m[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const type = s.startsWith('type ');
      const body = type ? s.slice(5).trim() : s;
      const [name, alias] = body.split(/\s+as\s+/);
      return { name: name.trim(), alias: alias?.trim(), type };
    });
}

const EXEMPT = /^(tests|bench|e2e|pages)\//;
/** door → Map(name → { file, type }) */
const doors = new Map();
const left = [];
const rewrites = new Map(); // file → [[statementText, replacement]]

for (const f of code) {
  if (EXEMPT.test(f)) continue;
  const own = moduleOf(f);
  const text = read(f);
  const isClient = clientFiles.has(f);
  for (const m of text.matchAll(STMT)) {
    const [stmt, kw, typeKw, clause, q, spec] = m;
    const target = resolveSpec(f, spec);
    if (!target) continue;
    const mod = moduleOf(target);
    if (!mod || mod === own) continue;
    if (/\/(index|client)\.tsx?$/.test(target) && path.posix.dirname(target) === mod) continue; // already a door
    const names = parseNames(clause);
    if (!names || (kw === 'export' && clause.trim() === '*')) {
      left.push(`${f}: ${stmt.split('\n')[0]} (default, namespace or export *)`);
      continue;
    }
    const typeOnly = !!typeKw || names.every((n) => n.type);
    const door = typeOnly || !isClient ? 'index' : 'client';
    const doorFile = `${mod}/${door}.ts`;
    if (!doors.has(doorFile)) doors.set(doorFile, new Map());
    const d = doors.get(doorFile);
    let clash = false;
    for (const n of names) {
      const prev = d.get(n.name);
      if (prev && prev.file !== target) clash = true;
    }
    if (clash) {
      left.push(`${f}: ${names.map((n) => n.name).join(', ')} from ${target} (a name two files of ${mod} export)`);
      continue;
    }
    for (const n of names) {
      const prev = d.get(n.name);
      d.set(n.name, { file: target, type: (prev ? prev.type : true) && (!!typeKw || n.type) });
    }
    const doorSpec = spec.startsWith('@/')
      ? `@/${mod}${door === 'index' ? '' : '/client'}`
      : (() => {
          let r = path.posix.relative(path.posix.dirname(f), door === 'index' ? mod : `${mod}/client`);
          return r.startsWith('.') ? r : './' + r;
        })();
    const replaced = stmt.replace(
      new RegExp(`${q}${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${q}`),
      `${q}${doorSpec}${q}`,
    );
    if (!rewrites.has(f)) rewrites.set(f, []);
    rewrites.get(f).push([stmt, replaced]);
  }
  for (const m of text.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) {
    const t = resolveSpec(f, m[2]);
    if (t && moduleOf(t) && moduleOf(t) !== own) left.push(`${f}: dynamic import('${m[2]}')`);
  }
}

/** Names a file exports itself (declarations and export lists). */
function exportedNames(text) {
  const out = new Set();
  for (const m of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    out.add(m[1]);
  for (const m of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm))
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) out.add(name);
    }
  return out;
}

// Write the doors: existing content kept, missing names appended, grouped by file.
let doorCount = 0;
for (const [doorFile, names] of [...doors].sort()) {
  const existing = files.has(doorFile) ? read(doorFile) : '';
  const isClientDoor = doorFile.endsWith('/client.ts');
  const byFile = new Map();
  for (const [name, { file, type }] of names) {
    if (exportedNames(existing).has(name)) continue;
    if (!byFile.has(file)) byFile.set(file, { values: [], types: [] });
    byFile.get(file)[type ? 'types' : 'values'].push(name);
  }
  if (!byFile.size) continue;
  const dir = path.posix.dirname(doorFile);
  const lines = [];
  for (const [file, { values, types }] of [...byFile].sort()) {
    const rel = './' + path.posix.relative(dir, file).replace(/\.tsx?$/, '');
    if (values.length) lines.push(`export { ${values.sort().join(', ')} } from '${rel}';`);
    if (types.length) lines.push(`export type { ${types.sort().join(', ')} } from '${rel}';`);
  }
  const header = existing
    ? ''
    : isClientDoor
      ? `/**\n * ${dir}: what code running in the browser may import from this module (no server-only files behind it).\n * Server code imports ./index.ts.\n */\n`
      : `/**\n * ${dir}: what the rest of the code may import from this module. Files inside the module import each\n * other directly; code in the browser imports ./client.ts.\n */\n`;
  const out = existing ? `${existing.replace(/\n*$/, '\n')}${lines.join('\n')}\n` : `${header}${lines.join('\n')}\n`;
  doorCount++;
  if (!dry) fs.writeFileSync(path.join(ROOT, doorFile), out);
}

let stmts = 0;
for (const [f, list] of rewrites) {
  let text = read(f);
  for (const [a, b] of list) {
    text = text.replace(a, b);
    stmts++;
  }
  if (!dry) fs.writeFileSync(path.join(ROOT, f), text);
}
console.log(
  `${dry ? '[dry] ' : ''}${doorCount} doors written, ${stmts} imports through them in ${rewrites.size} files`,
);
if (left.length) {
  console.log(`left as they are (${left.length}):`);
  for (const l of left) console.log('  ' + l);
}
