/**
 * search-10m (issue 16; opt-in, never part of CI): the app's keyword search (`listProducts`, in-process, first page of
 * 20, default 综合排序, capped count) on PostgreSQL over a generated catalogue of 10,000,000 products with one
 * package (SKU) each — bench/generated-catalogue.ts (built once, ~1.5 h, ~18 GB; reused while its marker matches).
 *
 * Query kinds (a fresh random query per iteration, drawn from the catalogue itself):
 *   zh_drug_start   first 3 characters of a curated drug's Chinese name (对乙酰, 布洛芬)
 *   zh_fragment     2–4 consecutive CJK characters of a systematic name (氯苯基, 哌啶, 基乙酸酯)
 *   en_drug_name    a drug's English name (ibuprofen)
 *   en_common_word  a ring-system word (piperidine, thiazole: 1–4 % of the names)
 *   en_two_words    two words of a systematic name (chlorophenyl piperidine)
 *   en_full_name    a whole systematic English name, as pasted from a document
 *   cas             a CAS number (exact)
 *   code_exact      a catalogue number (TRC-00123456)
 *   code_prefix     a catalogue number without its last 4 digits (TRC-0012)
 *   formula         a formula in shuffled element order (O2C8NH9)
 *   typo_drug       a drug name with one letter doubled (ibuproffen: the pg_trgm fuzzy fallback)
 *   typo_common     a ring word with one letter dropped (piperidne)
 *   rare_word       a synonym found in one product (geastigmol)
 *   common_en       "acid" (a third of the names)
 *   common_zh       "酸" (almost half of the names)
 * Every call starts with an empty count cache (the first buyer to ask; repeated lists within 30 s are cheaper).
 * Reports `<label>_<kind>_p50/p95/max_ms`, `<label>_<kind>_total_p50` (the total shown, capped at 10,000), the
 * count strategy's cost per kind (`count_capped_<kind>_ms`: the app's `count(*) … LIMIT 10001`;
 * `count_exact_<kind>_ms`/`_rows`: an uncapped count, for comparison, statement_timeout 60 s), and writes
 * EXPLAIN (ANALYZE, BUFFERS) of every statement of the slowest query of the slowest kinds to
 * .data/bench-logs/search-10m-explain-<label>.txt. Goal: p95 ≤ 100 ms per kind.
 *
 * Under `npm run bench` only when asked: `--suites search-10m` or BENCH_LARGE=1. Standalone:
 *   npx tsx bench/suites/search-10m.ts [--products 10000000] [--db mall_bench_gen_10m] [--iterations 30]
 *     [--kinds cas,common_en] [--no-explain] [--no-exact-count]
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDb, rowsOf, type Db } from '../../lib/db/client';
import { clearListCountCache, listProducts, productMatchSql } from '../../lib/domain/catalog/search/products';
import { SEARCH_COUNT_CAP } from '../../lib/config/constants';
import { ensureGeneratedCatalogue, GEN_SOURCE } from '../generated-catalogue';
import { pgAnswers, PG_ADMIN, runStandalone } from '../databases';
import { percentiles, seededRandom, shuffleFormula } from '../lib';
import type { BenchSuite, SuiteResult } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const LOGS = path.join(ROOT, '.data', 'bench-logs');
const PAGE_SIZE = 20;
const GOAL_MS = 100;

export const KINDS = [
  'zh_drug_start',
  'zh_fragment',
  'en_drug_name',
  'en_common_word',
  'en_two_words',
  'en_full_name',
  'cas',
  'code_exact',
  'code_prefix',
  'formula',
  'typo_drug',
  'typo_common',
  'rare_word',
  'common_en',
  'common_zh',
] as const;
export type Kind = (typeof KINDS)[number];

type Log = (m: string) => void;
type Stmt = { sql: string; params: unknown[]; ms: number };
type GenRow = {
  code: string;
  name_zh: string | null;
  name_en: string;
  cas: string | null;
  formula_hill: string | null;
};
type Pools = { gen: GenRow[]; drugs: { en: string; zh: string | null }[]; rare: string[] };

const RING_WORDS = [
  'piperidine',
  'pyridine',
  'thiazole',
  'quinoline',
  'morpholine',
  'indole',
  'pyrimidine',
  'imidazole',
  'benzofuran',
  'azetidine',
];

/* ───────────────────────────── queries ───────────────────────────── */

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}/g;

export function makeQuery(kind: Kind, p: Pools, rnd: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const row = () => pick(p.gen);
  const zhDrugs = p.drugs.filter((d) => d.zh);
  switch (kind) {
    case 'zh_drug_start':
      return Array.from(pick(zhDrugs).zh!).slice(0, 3).join('');
    case 'zh_fragment': {
      for (;;) {
        const runs = (row().name_zh ?? '').match(CJK_RUN) ?? [];
        if (!runs.length) continue;
        const chars = Array.from(pick(runs));
        const len = Math.min(chars.length, 2 + Math.floor(rnd() * 3));
        const start = Math.floor(rnd() * (chars.length - len + 1));
        return chars.slice(start, start + len).join('');
      }
    }
    case 'en_drug_name':
      return pick(p.drugs).en.toLowerCase();
    case 'en_common_word':
      return pick(RING_WORDS);
    case 'en_two_words': {
      const words = row()
        .name_en.toLowerCase()
        .match(/[a-z]{5,}/g) ?? ['chlorophenyl', 'piperidine'];
      const a = pick(words);
      const b = pick(words.filter((w) => w !== a).concat(pick(RING_WORDS)));
      return `${a} ${b}`;
    }
    case 'en_full_name': {
      for (;;) {
        const r = row();
        if (/\d-\(/.test(r.name_en)) return r.name_en;
      }
    }
    case 'cas': {
      for (;;) {
        const r = row();
        if (r.cas) return r.cas;
      }
    }
    case 'code_exact':
      return row().code;
    case 'code_prefix':
      return row().code.slice(0, -4);
    case 'formula':
      return shuffleFormula(row().formula_hill ?? 'C8H9NO2', rnd);
    case 'typo_drug': {
      const w = pick(p.drugs.filter((d) => /^[a-z]{6,}$/i.test(d.en))).en.toLowerCase();
      const k = 2 + Math.floor(rnd() * (w.length - 3));
      return w.slice(0, k) + w[k] + w.slice(k);
    }
    case 'typo_common': {
      const w = pick(RING_WORDS);
      const k = 2 + Math.floor(rnd() * (w.length - 3));
      return w.slice(0, k) + w.slice(k + 1);
    }
    case 'rare_word':
      return pick(p.rare);
    case 'common_en':
      return 'acid';
    case 'common_zh':
      return '酸';
  }
}

/** A deterministic sample of on-shelf generated rows, the demo's drug names, and rare synonyms (checked to be rare). */
async function loadPools(db: Db, log: Log): Promise<Pools> {
  const bounds = rowsOf<{ lo: number; hi: number }>(
    await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM products WHERE source = ${GEN_SOURCE}`),
  )[0]!;
  const rnd = seededRandom(16);
  const ids = Array.from(
    { length: 3000 },
    () => Number(bounds.lo) + Math.floor(rnd() * (Number(bounds.hi) - Number(bounds.lo) + 1)),
  );
  const gen = rowsOf<GenRow>(
    await db.execute(
      sql`SELECT code, name_zh, name_en, cas, formula_hill FROM products WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) AND status = 1 ORDER BY id`,
    ),
  );
  const drugs = rowsOf<{ en: string; zh: string | null }>(
    await db.execute(
      sql`SELECT name_en AS en, name_zh AS zh FROM products WHERE source LIKE 'drugcentral:%' AND formula_hill IS NOT NULL AND name_en ~ '^[A-Za-z]+$' ORDER BY id`,
    ),
  );
  // Synonyms that are one plain word: keep those that occur in at most 3 products (a pre-check, not timed).
  const syn = rowsOf<{ w: string }>(
    await db.execute(
      sql`SELECT DISTINCT lower(s) AS w FROM products, unnest(synonyms) s WHERE source LIKE 'drugcentral:%' AND s ~ '^[A-Za-z]{8,}$' ORDER BY 1`,
    ),
  ).map((r) => r.w);
  const rare: string[] = [];
  const r2 = seededRandom(61);
  for (let tries = 0; rare.length < 40 && tries < 200 && syn.length; tries++) {
    const w = syn[Math.floor(r2() * syn.length)]!;
    if (rare.includes(w)) continue;
    const n = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products WHERE search_text LIKE ${`%${w}%`} LIMIT 4) t`,
      ),
    )[0]!.n;
    if (Number(n) <= 3) rare.push(w);
  }
  log(`  query pools: ${gen.length} generated rows, ${drugs.length} drug names, ${rare.length} rare words`);
  return { gen, drugs, rare };
}

/* ───────────────────────────── measuring ───────────────────────────── */

const dialect = new PgDialect();

/** The db with every execute() timed and recorded (the statements of the current query). */
function tracing(db: Db): { db: Db; take: () => Stmt[] } {
  let stmts: Stmt[] = [];
  const traced = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: Parameters<Db['execute']>[0]) => {
        const q = dialect.sqlToQuery(query as never);
        const t = performance.now();
        try {
          return await target.execute(query);
        } finally {
          stmts.push({ sql: q.sql, params: q.params, ms: Math.round((performance.now() - t) * 10) / 10 });
        }
      };
    },
  });
  return {
    db: traced,
    take: () => {
      const s = stmts;
      stmts = [];
      return s;
    },
  };
}

type Sample = { q: string; ms: number; total: number; capped: boolean; fuzzy: boolean; stmts: Stmt[] };

async function timeCount(
  db: Db,
  where: ReturnType<typeof sql>,
  capped: boolean,
): Promise<{ ms: number; n: number | null }> {
  const query = capped
    ? sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}) t`
    : sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`;
  const t = performance.now();
  try {
    const r = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = '60s'`));
      return rowsOf<{ n: number }>(await tx.execute(query));
    });
    return { ms: Math.round(performance.now() - t), n: Number(r[0]?.n ?? 0) };
  } catch {
    return { ms: Math.round(performance.now() - t), n: null };
  }
}

export type Options = {
  products: number;
  db: string;
  iterations: number;
  kinds: Kind[];
  explain: boolean;
  exactCount: boolean;
};

export async function measureSearch(o: Options, log: Log): Promise<SuiteResult> {
  const label = o.products >= 1_000_000 ? `pg_${o.products / 1_000_000}m` : `pg_${o.products / 1000}k`;
  const notes: string[] = [];
  if (!(await pgAnswers()))
    return { metrics: {}, notes: [`PostgreSQL at ${PG_ADMIN} did not answer: search-10m skipped`] };
  const url = await ensureGeneratedCatalogue({ name: o.db, products: o.products, log });
  const h = await openDb({ kind: 'postgres', url });
  const metrics: Record<string, number | null> = {};
  try {
    const plain = h.db;
    const { db, take } = tracing(plain);
    const pools = await loadPools(plain, log);
    const rnd = seededRandom(2026);
    const stats = rowsOf<{ n: number; mb: number }>(
      await plain.execute(
        sql`SELECT count(*)::int AS n, (pg_total_relation_size('products') / 1048576)::int AS mb FROM products`,
      ),
    )[0]!;
    metrics[`${label}_products`] = Number(stats.n);
    metrics[`${label}_products_total_mb`] = Number(stats.mb);
    log(`  ${label}: ${Number(stats.n).toLocaleString('en-US')} products, products table + indexes ${stats.mb} MB`);

    const run = async (q: string): Promise<Sample> => {
      clearListCountCache(db);
      take();
      const t = performance.now();
      const r = await listProducts(db, { keyword: q, pageNo: 1, pageSize: PAGE_SIZE });
      const ms = Math.round((performance.now() - t) * 10) / 10;
      return { q, ms, total: r.total, capped: r.totalCapped, fuzzy: Boolean(r.fuzzy), stmts: take() };
    };
    // Warm-up: each kind twice (plans, catalogue pages in the OS cache; a cold 10M table is a different benchmark).
    for (const k of o.kinds) for (let w = 0; w < 2; w++) await run(makeQuery(k, pools, rnd));

    const byKind = new Map<Kind, Sample[]>();
    for (let it = 0; it < o.iterations; it++) {
      for (const k of o.kinds) (byKind.get(k) ?? byKind.set(k, []).get(k)!).push(await run(makeQuery(k, pools, rnd)));
      if ((it + 1) % 10 === 0) log(`  ${label}: ${it + 1}/${o.iterations} rounds`);
    }
    const trivial: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await plain.execute(sql`SELECT 1`);
      trivial.push(performance.now() - t);
    }
    metrics[`${label}_select1_p50_ms`] = percentiles(trivial).p50;

    const over: Kind[] = [];
    const all: number[] = [];
    log(`  ${label}: kind            p50     p95     max   total p50  (example)`);
    for (const k of o.kinds) {
      const s = byKind.get(k)!;
      const p = percentiles(s.map((x) => x.ms));
      const tot = percentiles(s.map((x) => x.total));
      all.push(...s.map((x) => x.ms));
      metrics[`${label}_${k}_p50_ms`] = p.p50;
      metrics[`${label}_${k}_p95_ms`] = p.p95;
      metrics[`${label}_${k}_max_ms`] = p.max;
      metrics[`${label}_${k}_total_p50`] = tot.p50;
      metrics[`${label}_${k}_capped_share`] = Math.round((s.filter((x) => x.capped).length / s.length) * 100) / 100;
      if (k.startsWith('typo'))
        metrics[`${label}_${k}_fuzzy_share`] = Math.round((s.filter((x) => x.fuzzy).length / s.length) * 100) / 100;
      if (p.p95 > GOAL_MS) over.push(k);
      const slow = s.reduce((a, b) => (b.ms > a.ms ? b : a));
      log(
        `    ${k.padEnd(15)} ${String(p.p50).padStart(7)} ${String(p.p95).padStart(7)} ${String(p.max).padStart(7)} ${String(tot.p50).padStart(9)}  ` +
          `(slowest "${slow.q.slice(0, 40)}": ${slow.ms} ms = ${slow.stmts.map((x) => x.ms).join(' + ')} ms in ${slow.stmts.length} statements)`,
      );
    }
    const allP = percentiles(all);
    metrics[`${label}_all_p50_ms`] = allP.p50;
    metrics[`${label}_all_p95_ms`] = allP.p95;
    metrics[`${label}_kinds_over_goal`] = over.length;
    if (over.length) notes.push(`${label}: p95 over ${GOAL_MS} ms for ${over.join(', ')}`);

    // The count strategy: the app's capped count and, for comparison, an exact count (3 queries per kind).
    if (o.exactCount) {
      log(`  ${label}: count cost per kind (capped at ${SEARCH_COUNT_CAP + 1} vs exact, 3 queries each)`);
      for (const k of o.kinds) {
        const qs = byKind
          .get(k)!
          .slice(0, 3)
          .map((s) => s.q);
        const capped: number[] = [];
        const exact: number[] = [];
        const rows: number[] = [];
        let timedOut = 0;
        for (const q of qs) {
          const m = productMatchSql(q);
          if (!m) continue;
          const where = sql`p.status = 1 AND ${m}`;
          capped.push((await timeCount(plain, where, true)).ms);
          const e = await timeCount(plain, where, false);
          exact.push(e.ms);
          if (e.n === null) timedOut++;
          else rows.push(e.n);
        }
        metrics[`${label}_count_capped_${k}_ms`] = capped.length ? percentiles(capped).p50 : null;
        metrics[`${label}_count_exact_${k}_ms`] = exact.length ? percentiles(exact).p50 : null;
        metrics[`${label}_count_exact_${k}_rows`] = rows.length ? percentiles(rows).p50 : null;
        log(
          `    ${k.padEnd(15)} capped ${metrics[`${label}_count_capped_${k}_ms`]} ms, exact ${metrics[`${label}_count_exact_${k}_ms`]} ms (${rows.join('/') || '-'} rows${timedOut ? `, ${timedOut} timed out at 60 s` : ''})`,
        );
      }
    }

    if (o.explain) {
      const slowest = [...o.kinds].sort(
        (a, b) => (metrics[`${label}_${b}_p95_ms`] as number) - (metrics[`${label}_${a}_p95_ms`] as number),
      );
      const chosen = Array.from(new Set([...over, ...slowest.slice(0, 4)]));
      fs.mkdirSync(LOGS, { recursive: true });
      const file = path.join(LOGS, `search-10m-explain-${label}.txt`);
      const out: string[] = [
        `# EXPLAIN (ANALYZE, BUFFERS) of the slowest query of each slow kind — ${label}, ${new Date().toISOString()}\n`,
      ];
      const { Client } = await import('pg');
      const c = new Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`SET statement_timeout = '120s'`);
        for (const k of chosen) {
          const slow = byKind.get(k)!.reduce((a, b) => (b.ms > a.ms ? b : a));
          out.push(
            `\n## ${k}: "${slow.q}" — ${slow.ms} ms in listProducts (statements: ${slow.stmts.map((x) => x.ms).join(', ')} ms; run in parallel where the app does)\n`,
          );
          for (const st of slow.stmts) {
            out.push(`\n-- ${st.ms} ms in the measured run\n${st.sql}\n-- params: ${JSON.stringify(st.params)}\n`);
            try {
              const r = await c.query<{ 'QUERY PLAN': string }>(
                `EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`,
                st.params as unknown[],
              );
              out.push(r.rows.map((x) => x['QUERY PLAN']).join('\n') + '\n');
            } catch (e) {
              out.push(`(EXPLAIN failed: ${e instanceof Error ? e.message : String(e)})\n`);
            }
          }
        }
      } finally {
        await c.end();
      }
      fs.writeFileSync(file, out.join(''));
      log(`  EXPLAIN of ${chosen.join(', ')} → ${path.relative(ROOT, file)}`);
      notes.push(`EXPLAIN (ANALYZE, BUFFERS) of the slowest kinds: ${path.relative(ROOT, file)}`);
    }
  } finally {
    await h.close();
  }
  return { metrics, notes };
}

function optionsFrom(argv: string[]): Options {
  const get = (f: string) => {
    const i = argv.indexOf(f);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const products = Number(get('--products') ?? process.env.BENCH_10M_PRODUCTS ?? 10_000_000);
  if (!Number.isInteger(products) || products < 1000) throw new Error('--products: a whole number ≥ 1000');
  const kinds = (get('--kinds')?.split(',') ?? [...KINDS]) as Kind[];
  for (const k of kinds) if (!KINDS.includes(k)) throw new Error(`unknown kind ${k} (${KINDS.join(', ')})`);
  return {
    products,
    db:
      get('--db') ??
      process.env.BENCH_10M_DB ??
      `mall_bench_gen_${products >= 1_000_000 ? `${products / 1_000_000}m` : `${products / 1000}k`}`.replace('.', '_'),
    iterations: Number(get('--iterations') ?? 30),
    kinds,
    explain: !argv.includes('--no-explain'),
    exactCount: !argv.includes('--no-exact-count'),
  };
}

const suite: BenchSuite = {
  name: 'search-10m',
  description:
    'keyword search at 10M SKUs on PostgreSQL: p50/p95 per query kind, count cost, EXPLAIN of the slowest (opt-in)',
  optIn: true,
  async run(ctx) {
    return measureSearch(optionsFrom([]), ctx.log);
  },
};
export default suite;

if (require.main === module) runStandalone((argv, log) => measureSearch(optionsFrom(argv), log));
