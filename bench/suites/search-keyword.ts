/**
 * Keyword / CAS / formula search benchmark (goal: p95 ≤ 30 ms at 100k products on PGlite and PostgreSQL,
 * ≤ 100 ms at 1M on PostgreSQL).
 *
 * Part 1 (in-process): calls the domain function `listProducts` (first page of 20, default relevance order,
 * capped count) directly on a synthetic catalogue of its own:
 *   - PGlite at 100k (folder .data/bench/search-pglite-100000, built once and reused),
 *   - PostgreSQL at 100k and 1M (databases mall_bench_search_<n>, built on the first run — about 10 min for 1M —
 *     and reused; `BENCH_SEARCH_PG_SIZES=100000` limits the sizes),
 * with realistic names (the curated INN/Chinese pairs of data/zh-names.tsv × impurity/salt/labelled variants),
 * valid CAS numbers, Hill formulas and catalogue numbers. Query kinds: partial Chinese name, partial English
 * name, exact Chinese name, CAS (hyphenated and digits only), formula in shuffled element order, catalogue
 * number, typo (fuzzy fallback), and a broad word (杂质 / impurity) reported separately.
 * Part 2 (HTTP, under `npm run bench`): POST prodapiitem/product/search through the real server with
 * names, CAS numbers and formulas from the bench sample.
 *
 * Standalone: `npx tsx bench/suites/search-keyword.ts [--no-pglite] [--no-pg] [--iterations 60]`
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { pgAnswers, PG_ADMIN, withPglite as withPgliteDb, withPostgres as withPostgresDb } from '../databases';
import { products } from '../../lib/db/schema';
import { insertRaw, suspendIndexes } from '../../lib/db/seed/util';
import { normalizeFormula } from '../../lib/platform/chem/formula';
import { casCheckDigit } from '../../lib/domain/catalog/search/query';
import { searchText, searchTokens } from '../../lib/domain/catalog/search/tokens';
import { listProducts } from '../../lib/domain/catalog/search/products';
import { percentiles, seededRandom, shuffleFormula } from '../lib';
import type { BenchContext, BenchSuite, Percentiles, SuiteResult } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const CODE_PREFIX = 'SK-';
const PAGE_SIZE = 20;
const BATCH = 2000;

type Log = (m: string) => void;

/* ───────────────────────── synthetic catalogue ───────────────────────── */

type Base = { en: string; zh: string };

/** The INN and Chinese name of each row of data/zh-names.tsv (`inn<TAB>zh<TAB>aliases`; the aliases are not used here). */
function readBases(): Base[] {
  const file = path.join(ROOT, 'data', 'zh-names.tsv');
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  const out: Base[] = [];
  for (const l of lines) {
    if (l.startsWith('#')) continue;
    const [inn, zh] = l.split('\t');
    if (inn && zh && zh.trim()) out.push({ en: inn.trim().replace(/^./, (c) => c.toUpperCase()), zh: zh.trim() });
  }
  if (out.length < 100) throw new Error('data/zh-names.tsv: too few names');
  return out;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SALTS: [string, string][] = [
  ['hydrochloride', '盐酸盐'],
  ['sodium', '钠盐'],
  ['sulfate', '硫酸盐'],
  ['maleate', '马来酸盐'],
  ['-d3', '-d3'],
  ['-d4', '-d4'],
  ['N-oxide', 'N-氧化物'],
  ['N-nitroso', 'N-亚硝基'],
];

/** The n-th product of the synthetic catalogue (deterministic). */
function record(i: number, bases: Base[]) {
  const base = bases[i % bases.length]!;
  const v = Math.floor(i / bases.length);
  let en = base.en;
  let zh = base.zh;
  if (v > 0) {
    if (v <= 26) {
      en = `${base.en} Impurity ${LETTERS[v - 1]}`;
      zh = `${base.zh}杂质${LETTERS[v - 1]}`;
    } else if (v <= 26 + SALTS.length) {
      const [se, sz] = SALTS[v - 27]!;
      en = se.startsWith('-') ? `${base.en}${se}` : se === 'N-nitroso' ? `N-Nitroso ${base.en}` : `${base.en} ${se}`;
      zh = sz.startsWith('-') ? `${base.zh}${sz}` : se === 'N-nitroso' ? `N-亚硝基${base.zh}` : `${base.zh}${sz}`;
    } else {
      const k = v - 26 - SALTS.length;
      en = `${base.en} Related Compound ${k}`;
      zh = `${base.zh}有关物质${k}`;
    }
  }
  const body = 10_000 + i * 7;
  const head = Math.floor(body / 100);
  const mid = String(body % 100).padStart(2, '0');
  const cas = `${head}-${mid}-${casCheckDigit(`${head}${mid}`)}`;
  const rnd = seededRandom(i + 1);
  const c = 5 + Math.floor(rnd() * 30);
  const h = c + Math.floor(rnd() * c);
  const n = Math.floor(rnd() * 5);
  const o = Math.floor(rnd() * 7);
  const cl = rnd() < 0.15 ? 1 : 0;
  const formula = `C${c}H${h}${cl ? 'Cl' : ''}${n ? `N${n > 1 ? n : ''}` : ''}${o ? `O${o > 1 ? o : ''}` : ''}`;
  const code = `${CODE_PREFIX}${String(i + 1).padStart(7, '0')}`;
  const synonyms = v === 0 ? [`${base.en} standard`] : [];
  const text = searchText([code, zh, en, synonyms, cas, formula]);
  return {
    code,
    nameZh: zh,
    nameEn: en,
    hasCuratedZh: true,
    synonyms,
    cas,
    formula,
    formulaHill: normalizeFormula(formula),
    molecularWeight: 12 * c + h + 14 * n + 16 * o + 35.45 * cl,
    searchText: text,
    searchTokens: searchTokens(text),
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
  };
}

async function countOf(db: Db): Promise<number> {
  const r = (await db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]?.n ?? 0);
}

/** Fill a migrated database with n synthetic products (indexes suspended during the load), unless already there. */
async function ensureCatalogue(db: Db, n: number, log: Log, label: string) {
  const have = await countOf(db);
  if (have === n) {
    log(`  ${label}: ${n} products already loaded`);
    return;
  }
  if (have > 0) await db.execute(sql`DELETE FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`);
  const bases = readBases();
  const t = performance.now();
  const restore = await suspendIndexes(db, ['products']);
  for (let i = 0; i < n; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(n, i + BATCH); j++) rows.push(record(j, bases));
    await insertRaw(db, products, rows, { size: BATCH });
    if ((i / BATCH) % 25 === 0)
      log(`  ${label}: ${Math.min(n, i + BATCH)}/${n} (${Math.round((performance.now() - t) / 1000)} s)`);
  }
  log(`  ${label}: rebuilding indexes …`);
  await restore();
  await db.execute(sql`ANALYZE products`);
  log(`  ${label}: loaded ${n} products in ${Math.round((performance.now() - t) / 1000)} s`);
}

/* ───────────────────────────── queries ───────────────────────────── */

type Kind = 'zh_partial' | 'en_partial' | 'zh_exact' | 'cas' | 'cas_digits' | 'formula' | 'code' | 'typo' | 'broad';

function makeQuery(kind: Kind, n: number, bases: Base[], rnd: () => number): string {
  const i = Math.floor(rnd() * n);
  const r = record(i, bases);
  const base = bases[Math.floor(rnd() * Math.min(bases.length, n))]!;
  switch (kind) {
    case 'zh_partial': {
      const chars = Array.from(base.zh);
      return chars.slice(0, Math.max(2, Math.min(3, chars.length - 1))).join('');
    }
    case 'en_partial':
      return base.en.slice(0, Math.max(4, Math.min(7, base.en.length - 1))).toLowerCase();
    case 'zh_exact':
      return r.nameZh;
    case 'cas':
      return r.cas;
    case 'cas_digits':
      return r.cas.replace(/-/g, '');
    case 'formula':
      return shuffleFormula(r.formulaHill ?? r.formula, rnd);
    case 'code':
      return r.code.toLowerCase();
    case 'typo': {
      // double one letter in the middle of an English base name ("paracetamoll")
      const w = base.en.toLowerCase();
      const k = Math.min(w.length - 1, 3 + Math.floor(rnd() * Math.max(1, w.length - 4)));
      return w.slice(0, k) + w[k] + w.slice(k);
    }
    case 'broad':
      return rnd() < 0.5 ? '杂质' : 'impurity';
  }
}

const KINDS: Kind[] = ['zh_partial', 'en_partial', 'zh_exact', 'cas', 'cas_digits', 'formula', 'code', 'typo', 'broad'];
/** The kinds the goal is about (keyword / CAS / formula); typo and broad are reported on their own. */
const GOAL_KINDS: Kind[] = ['zh_partial', 'en_partial', 'zh_exact', 'cas', 'cas_digits', 'formula', 'code'];

async function measure(
  db: Db,
  n: number,
  iterations: number,
  log: Log,
  label: string,
): Promise<Record<string, number | null>> {
  const bases = readBases();
  const rnd = seededRandom(42);
  const byKind = new Map<Kind, number[]>();
  let empty = 0;
  // warm-up: plans, caches
  for (const k of KINDS)
    for (let w = 0; w < 3; w++)
      await listProducts(db, { keyword: makeQuery(k, n, bases, rnd), pageNo: 1, pageSize: PAGE_SIZE });
  for (let it = 0; it < iterations; it++) {
    for (const k of KINDS) {
      const q = makeQuery(k, n, bases, rnd);
      const t = performance.now();
      const r = await listProducts(db, { keyword: q, pageNo: 1, pageSize: PAGE_SIZE });
      const ms = performance.now() - t;
      if (!r.list.length && k !== 'typo') empty++;
      (byKind.get(k) ?? byKind.set(k, []).get(k)!).push(ms);
    }
  }
  // Calibration: a trivial round trip on the same connection (a busy machine inflates everything).
  const trivial: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await db.execute(sql`SELECT 1`);
    trivial.push(performance.now() - t);
  }
  const out: Record<string, number | null> = { [`${label}_select1_p50_ms`]: percentiles(trivial).p50 };
  const goal: number[] = [];
  for (const k of KINDS) {
    const p: Percentiles = percentiles(byKind.get(k) ?? []);
    out[`${label}_${k}_p50_ms`] = p.p50;
    out[`${label}_${k}_p95_ms`] = p.p95;
    if (GOAL_KINDS.includes(k)) goal.push(...(byKind.get(k) ?? []));
  }
  const all = percentiles(goal);
  out[`${label}_keyword_cas_formula_p50_ms`] = all.p50;
  out[`${label}_keyword_cas_formula_p95_ms`] = all.p95;
  out[`${label}_keyword_cas_formula_p99_ms`] = all.p99;
  log(
    `  ${label}: keyword/CAS/formula p50 ${all.p50} ms, p95 ${all.p95} ms, p99 ${all.p99} ms (${goal.length} queries; ${empty} without results; SELECT 1 p50 ${out[`${label}_select1_p50_ms`]} ms)`,
  );
  for (const k of KINDS)
    log(`    ${k.padEnd(11)} p50 ${out[`${label}_${k}_p50_ms`]} ms  p95 ${out[`${label}_${k}_p95_ms`]} ms`);
  return out;
}

/* ─────────────────────────── databases ─────────────────────────── */

/** The suite's catalogue of n products in the shared bench databases (bench/databases.ts), built once. */
function withPostgres<T>(n: number, log: Log, fn: (db: Db) => Promise<T>): Promise<T> {
  return withPostgresDb(`mall_bench_search_${n}`, async (db) => {
    await ensureCatalogue(db, n, log, `postgres ${n}`);
    return fn(db);
  });
}

function withPglite<T>(n: number, log: Log, fn: (db: Db) => Promise<T>): Promise<T> {
  return withPgliteDb(`search-pglite-${n}`, async (db) => {
    await ensureCatalogue(db, n, log, `pglite ${n}`);
    return fn(db);
  });
}

type Options = { products: number | 'demo'; pglite: boolean; pg: boolean; iterations: number };

async function inProcess(o: Options, log: Log): Promise<{ metrics: Record<string, number | null>; notes: string[] }> {
  const metrics: Record<string, number | null> = {};
  const notes: string[] = [];
  const sizes = (process.env.BENCH_SEARCH_PG_SIZES ?? '100000,1000000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (o.pglite) {
    log('▸ PGlite, 100k products');
    Object.assign(
      metrics,
      await withPglite(100_000, log, (db) => measure(db, 100_000, o.iterations, log, 'pglite_100k')),
    );
  }
  if (o.pg) {
    if (await pgAnswers()) {
      for (const n of sizes) {
        const label = n >= 1_000_000 ? `pg_${n / 1_000_000}m` : `pg_${n / 1000}k`;
        log(`▸ PostgreSQL, ${n} products`);
        Object.assign(metrics, await withPostgres(n, log, (db) => measure(db, n, o.iterations, log, label)));
      }
    } else notes.push(`PostgreSQL at ${PG_ADMIN} did not answer: the PostgreSQL part was skipped`);
  }
  return { metrics, notes };
}

/* ───────────────────────────── suite ───────────────────────────── */

const suite: BenchSuite = {
  name: 'search-keyword',
  description: 'keyword / CAS / formula product search p95 (domain function on PGlite and PostgreSQL; HTTP API)',
  async run(ctx: BenchContext): Promise<SuiteResult> {
    const part1 = await inProcess({ products: ctx.opts.products, pglite: true, pg: true, iterations: 40 }, ctx.log);
    const runs = [];
    // Part 2: the browser's product search call through the bench server.
    // What buyers type: a CAS number, a formula, a catalogue number, or the start of a real name (3 Chinese
    // characters or 4 Latin letters). The generated benchmark products are all named "Research compound N", and a
    // prefix of that matches the whole catalogue, so names come from the named (demo) products of the sample.
    const sample = ctx.sample.products.filter((p) => p.cas || p.formula || p.code);
    const named = ctx.sample.products.filter((p) => p.name && !/^Research compound/i.test(p.name));
    if (sample.length) {
      const prefix = (name: string) => (/^[\u3400-\u9fff]/.test(name) ? name.slice(0, 3) : name.slice(0, 4));
      const next = () => {
        const p = ctx.pick(sample);
        const r = ctx.random();
        const keyword =
          r < 0.25 && p.cas
            ? p.cas
            : r < 0.5 && p.formula
              ? p.formula
              : r < 0.75 || !named.length
                ? p.code
                : prefix(ctx.pick(named).name);
        return {
          path: '/mall/shopping/product/api/prodapiitem/product/search',
          method: 'POST' as const,
          headers: { 'content-type': 'application/json', pageNo: '1', pageSize: '20' },
          body: JSON.stringify({ keyword }),
        };
      };
      const check = await ctx.fetch(next());
      if (check.status !== 200) throw new Error(`product search answered ${check.status}`);
      const api = await ctx.load({ title: 'product search API (CAS / formula / name)', connections: 10, next });
      runs.push(api);
      Object.assign(part1.metrics, {
        api_rps: api.rps,
        api_latency_p50_ms: api.latency.p50,
        api_latency_p95_ms: api.latency.p95,
        api_latency_p99_ms: api.latency.p99,
      });
      if (api.non2xx) part1.notes.push(`${api.non2xx} non-2xx answers from the search API`);
    }
    return { metrics: part1.metrics, runs, notes: part1.notes };
  },
};

export default suite;

/* Standalone run. */
if (require.main === module) {
  const argv = process.argv.slice(2);
  const get = (f: string) => {
    const i = argv.indexOf(f);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const products = get('--products') ? Number(get('--products')) : ('demo' as const);
  const o: Options = {
    products,
    pglite: !argv.includes('--no-pglite'),
    pg: !argv.includes('--no-pg'),
    iterations: Number(get('--iterations') ?? 40),
  };
  inProcess(o, (m) => console.log(m))
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
