/**
 * The search centre's database work, in process: for the bench's search keywords (bench/suites/category-list.ts,
 * from the same seeded sample of the catalogue as `npm run bench`), runs what /searchCenter?keyword= reads
 * (exactProductMatch, then searchCenterSections) on an embedded PGlite opened in this process, and prints per keyword
 * the statements sent and the wall time (p50/p95/p99), each section's own time, and the statement shapes that cost
 * most in total. Every keyword is run twice and the second run measured (the first warms PGlite's caches and V8).
 *
 *   npx tsx bench/profile/search-statements.ts [--data .data/bench-db] [--keywords 400] [--show 12] [--out FILE.json]
 *
 * The folder must not be open in another process (PGlite has no locking): stop the bench server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../../lib/db/client';
import { searchCenterSections } from '../../lib/domain/catalog/search/center';
import { exactProductMatch } from '../../lib/domain/catalog/search/site';
import { sampleSearchKeywords } from '../suites/category-list';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};

type Stmt = { text: string; ms: number };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
};
const r2 = (x: number) => Math.round(x * 100) / 100;
/** A statement's shape: whitespace folded, numbers and quoted strings blanked, first 110 characters. */
const shape = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\$\d+(, \$\d+)+/g, '$…')
    .trim()
    .slice(0, 110);

async function main() {
  const dataDir = path.resolve(arg('data', '.data/bench-db'));
  const h = await openDb({ kind: 'pglite', dataDir });
  const raw = h.raw as { query: (...a: unknown[]) => Promise<unknown>; exec: (...a: unknown[]) => Promise<unknown> };
  let log: Stmt[] | null = null;
  // PGlite runs one statement at a time: statements are queued here in the same order, so that each one's time is
  // its own (not its wait behind the others of a Promise.all).
  let last: Promise<unknown> = Promise.resolve();
  for (const m of ['query', 'exec'] as const) {
    const orig = raw[m].bind(raw);
    raw[m] = (...a: unknown[]) => {
      const run = last.then(async () => {
        const t = performance.now();
        try {
          return await orig(...a);
        } finally {
          log?.push({ text: String(a[0]), ms: performance.now() - t });
        }
      });
      last = run.catch(() => undefined);
      return run;
    };
  }
  const db = h.db;
  const keywords = (await sampleSearchKeywords(db)).slice(0, Number(arg('keywords', '400')));

  const sectionMs: Record<string, number[]> = {};
  const totals: number[] = [];
  const counts: number[] = [];
  const shapes = new Map<string, { n: number; ms: number }>();
  const perKeyword: { keyword: string; ms: number; statements: number }[] = [];
  for (const keyword of keywords) {
    for (const measured of [false, true]) {
      const stmts: Stmt[] = [];
      log = stmts;
      const t0 = performance.now();
      const timed = <T>(name: string, p: Promise<T>) =>
        p.then((v) => {
          if (measured) (sectionMs[name] ??= []).push(performance.now() - t0);
          return v;
        });
      const exact = await timed('exactProductMatch', exactProductMatch(db, keyword));
      if (!exact) await timed('sections (all)', searchCenterSections(db, keyword));
      const ms = performance.now() - t0;
      log = null;
      if (!measured) continue;
      totals.push(ms);
      counts.push(stmts.length);
      perKeyword.push({ keyword, ms: r2(ms), statements: stmts.length });
      for (const s of stmts) {
        const k = shape(s.text);
        const e = shapes.get(k) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += s.ms;
        shapes.set(k, e);
      }
    }
  }
  await h.close();

  const n = keywords.length;
  const summary = {
    keywords: n,
    wall_ms: {
      p50: r2(pct(totals, 50)),
      p95: r2(pct(totals, 95)),
      p99: r2(pct(totals, 99)),
      mean: r2(totals.reduce((a, b) => a + b, 0) / n),
    },
    statements_per_page: { mean: r2(counts.reduce((a, b) => a + b, 0) / n), max: Math.max(...counts) },
    sections_ms_from_start: Object.fromEntries(
      Object.entries(sectionMs).map(([k, v]) => [k, { p50: r2(pct(v, 50)), p95: r2(pct(v, 95)) }]),
    ),
    shapes: [...shapes.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, Number(arg('show', '12')))
      .map(([text, e]) => ({ per_page: r2(e.n / n), ms_per_page: r2(e.ms / n), mean_ms: r2(e.ms / e.n), text })),
    slowest: [...perKeyword].sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
  console.log(
    `search centre, ${n} keywords: wall p50 ${summary.wall_ms.p50} / p95 ${summary.wall_ms.p95} / p99 ${summary.wall_ms.p99} ms; ${summary.statements_per_page.mean} statements a page (max ${summary.statements_per_page.max})`,
  );
  for (const [k, v] of Object.entries(summary.sections_ms_from_start))
    console.log(`  ${k.padEnd(20)} done at p50 ${v.p50} / p95 ${v.p95} ms`);
  console.log('statement shapes by time a page:');
  for (const s of summary.shapes)
    console.log(
      `  ${String(s.ms_per_page).padStart(6)} ms  ×${String(s.per_page).padEnd(5)} ${String(s.mean_ms).padStart(6)} ms each  ${s.text}`,
    );
  console.log('slowest keywords:', summary.slowest.map((s) => `${s.keyword} ${s.ms} ms/${s.statements}`).join(', '));
  const out = arg('out', '');
  if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
