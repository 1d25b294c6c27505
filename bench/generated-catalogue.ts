/**
 * A large generated catalogue on PostgreSQL for the 10M keyword search and 1M sitemap suites: the app's schema
 * (migrations), the demo catalogue (`scripts/seed.ts`: DrugCentral names, content, categories, brands), then N
 * generated products written by SQL alone (INSERT … SELECT over generate_series; no row passes through JS):
 *
 *   - 3 % drug variants with Chinese names: a curated DrugCentral substance of the demo × one of 60 variants
 *     (杂质A–Z / Impurity A–Z, salts, -d3/-d4/-13C6, N-亚硝基, 有关物质k / Related Compound k),
 *   - 2 % drug variants with an English name only (the uncurated DrugCentral substances),
 *   - 95 % systematic names built from 50 substituents × 52 ring systems × 20 functional groups × locants × salts,
 *     in English and Chinese ("4-(2-chlorophenyl)-1-methylpiperidine-3-carboxylic acid hydrochloride" /
 *     "4-(2-氯苯基)-1-甲基哌啶-3-羧酸盐酸盐"): realistic trigram/bigram statistics (acid/酸 in about a third of
 *     the names, 哌啶/吡啶/苯基 in a few percent, a drug name in a few hundred).
 *   Every product: a unique catalogue number (RSG|TRC|CSS|QHB|NAA|YHC-<8 digits of the row number>), a unique valid
 *   CAS number for 85 % (body 1,000,000 + 3i), a Hill formula (drug variants: the substance's; others:
 *   C5–34 H Cl N0–4 O0–6), a SMILES copied from the demo (row width), one package (SKU), 2 % off the shelf.
 *   search_text / search_tokens are computed in SQL exactly as lib/domain/catalog/search/tokens.ts does (checked on a
 *   sample against searchText()/searchTokens() at the end of the build).
 *
 * A "SKU" here: each generated product has exactly one package, so N products = N SKUs (+ the demo's ~12,700).
 * The keyword search runs over products, so this is the worst case of an N-SKU catalogue (one with 2–3 packages
 * per product has N/2–N/3 products).
 *
 * Built once per database and reused: the database comment records the generator version and N. Deterministic
 * (md5 of the row number; the demo seed is deterministic).
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { PG_ADMIN, pgDatabaseUrl } from './databases';
import { searchText, searchTokens } from '../lib/domain/catalog/search/tokens';
import { CODE_PREFIXES, DRUG_VARIANTS, GROUPS, PACKAGES, RINGS, SALTS, SUBSTITUENTS } from './generated-vocabulary';

export { CODE_PREFIXES };

const ROOT = path.resolve(__dirname, '..');
export const GENERATOR_VERSION = 1;
export const GEN_SOURCE = 'benchgen';

type Log = (m: string) => void;
type PgClient = import('pg').Client;

const CJK_CLASS = '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const valuesOf = (rows: (string | number)[][]) =>
  rows.map((r, k) => `(${k}, ${r.map((v) => (typeof v === 'number' ? String(v) : lit(v))).join(', ')})`).join(',\n');

/* ───────────────────────────── SQL ───────────────────────────── */

/** Temp functions and vocabulary tables of one session (pg_temp: nothing stays in the database's schema). */
export function sessionSql(): string {
  const groups = GROUPS.map(([en, zh]) => [en, zh]);
  let acc = 0;
  const salts = [
    [0, 100 - SALTS.reduce((s, x) => s + x[0], 0), '', ''],
    ...SALTS.map(([w, en, zh]) => [0, w, en, zh]),
  ].map((r) => {
    const from = acc;
    acc += r[1] as number;
    return [from, acc, r[2] as string, r[3] as string];
  });
  return `
CREATE FUNCTION pg_temp.gen_cas(body bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT (body / 100)::text || '-' || lpad((body % 100)::text, 2, '0') || '-' ||
    ((SELECT sum(substr(d, length(d) - k + 1, 1)::int * k) FROM (SELECT body::text AS d) x, generate_series(1, length(body::text)) k) % 10)::text
$f$;
CREATE FUNCTION pg_temp.gen_tokens(t text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $f$
  SELECT coalesce(array_agg(DISTINCT tok), '{}') FROM (
    SELECT substr(r[1], k, 1) AS tok FROM regexp_matches(t, '${CJK_CLASS}+', 'g') r, generate_series(1, char_length(r[1])) k
    UNION ALL
    SELECT substr(r[1], k, 2) FROM regexp_matches(t, '${CJK_CLASS}+', 'g') r, generate_series(1, char_length(r[1]) - 1) k
    UNION ALL
    SELECT w FROM regexp_split_to_table(regexp_replace(t, '${CJK_CLASS}+', ' ', 'g'), '[^[:alnum:]]+') w WHERE w <> ''
  ) x
$f$;
CREATE TEMP TABLE gen_sub (k int PRIMARY KEY, en text, zh text);
INSERT INTO gen_sub VALUES ${valuesOf(SUBSTITUENTS)};
CREATE TEMP TABLE gen_ring (k int PRIMARY KEY, en text, zh text);
INSERT INTO gen_ring VALUES ${valuesOf(RINGS)};
CREATE TEMP TABLE gen_group (k int PRIMARY KEY, en text, zh text);
INSERT INTO gen_group VALUES ${valuesOf(groups)};
CREATE TEMP TABLE gen_salt (k int PRIMARY KEY, lo int, hi int, en text, zh text);
INSERT INTO gen_salt VALUES ${valuesOf(salts)};
CREATE TEMP TABLE gen_variant (k int PRIMARY KEY, en text, zh text);
INSERT INTO gen_variant VALUES ${valuesOf(DRUG_VARIANTS)};
CREATE TEMP TABLE gen_drug_zh AS
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, name_en AS en, name_zh AS zh, formula, formula_hill, molecular_weight, smiles
  FROM products WHERE source LIKE 'drugcentral:%' AND name_zh IS NOT NULL AND formula_hill IS NOT NULL;
CREATE TEMP TABLE gen_drug_en AS
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, name_en AS en, formula, formula_hill, molecular_weight, smiles
  FROM products WHERE source LIKE 'drugcentral:%' AND name_zh IS NULL AND formula_hill IS NOT NULL AND name_en ~ '^[ -~]+$';
CREATE TEMP TABLE gen_smiles AS
  SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, smiles FROM products WHERE smiles IS NOT NULL AND length(smiles) < 200;
CREATE TEMP TABLE gen_cat AS SELECT slug, id FROM categories;
CREATE TEMP TABLE gen_brand AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM brands;
ANALYZE gen_sub; ANALYZE gen_ring; ANALYZE gen_group; ANALYZE gen_salt; ANALYZE gen_variant;
ANALYZE gen_drug_zh; ANALYZE gen_drug_en; ANALYZE gen_smiles; ANALYZE gen_cat; ANALYZE gen_brand;
`;
}

/** Products number `from`..`to` (1-based row numbers of the generator). */
export function productsSql(from: number, to: number): string {
  const prefixes = `(ARRAY[${CODE_PREFIXES.map(lit).join(',')}])`;
  return `
WITH n AS (SELECT count(*)::int AS sub, (SELECT count(*)::int FROM gen_ring) AS ring, (SELECT count(*)::int FROM gen_group) AS grp,
             (SELECT count(*)::int FROM gen_variant) AS var, (SELECT count(*)::int FROM gen_drug_zh) AS dzh,
             (SELECT count(*)::int FROM gen_drug_en) AS den, (SELECT count(*)::int FROM gen_smiles) AS smi,
             (SELECT count(*)::int FROM gen_brand) AS brand FROM gen_sub),
r AS MATERIALIZED (
  SELECT i, ('x' || substr(m, 1, 8))::bit(32)::bigint AS r1, ('x' || substr(m, 9, 8))::bit(32)::bigint AS r2,
         ('x' || substr(m, 17, 8))::bit(32)::bigint AS r3, ('x' || substr(m, 25, 8))::bit(32)::bigint AS r4
  FROM (SELECT i, md5('gen:' || i) AS m FROM generate_series(${from}::bigint, ${to}::bigint) i) x
),
f AS (
  SELECT r.*, n.*, CASE WHEN r1 % 100 < 3 THEN 'dzh' WHEN r1 % 100 < 5 THEN 'den' ELSE 'sys' END AS fam FROM r, n
),
named AS (
  SELECT f.i, f.fam, f.r1, f.r2, f.r3, f.r4,
    CASE f.fam
      WHEN 'sys' THEN s1.en || '-(' || a.en || ')' || CASE WHEN f.r2 % 10 < 4 THEN '-' || (1 + (f.r3 / 7) % 4)::text || '-(' || b.en || ')' ELSE '' END
                      || CASE WHEN g.en_r ~ '^[0-9]' THEN '-' ELSE '' END || g.en_r || replace(gr.en, '#', (1 + (f.r4 / 11) % 6)::text) || sa.en
      WHEN 'dzh' THEN replace(v.en, '$', dz.en)
      ELSE replace(v.en, '$', de.en) END AS en,
    CASE f.fam
      WHEN 'sys' THEN s1.en || '-(' || a.zh || ')' || CASE WHEN f.r2 % 10 < 4 THEN '-' || (1 + (f.r3 / 7) % 4)::text || '-(' || b.zh || ')' ELSE '' END
                      || CASE WHEN g.en_r ~ '^[0-9]' THEN '-' ELSE '' END || g.zh || replace(gr.zh, '#', (1 + (f.r4 / 11) % 6)::text) || sa.zh
      WHEN 'dzh' THEN replace(v.zh, '$', dz.zh)
      ELSE NULL END AS zh,
    CASE WHEN f.fam = 'dzh' THEN dz.formula WHEN f.fam = 'den' THEN de.formula END AS drug_formula,
    CASE WHEN f.fam = 'dzh' THEN dz.molecular_weight WHEN f.fam = 'den' THEN de.molecular_weight END AS drug_mw,
    coalesce(CASE WHEN f.fam = 'dzh' THEN dz.smiles WHEN f.fam = 'den' THEN de.smiles END, sm.smiles) AS smiles,
    CASE WHEN f.fam <> 'sys' AND v.k < 26 + 0 THEN 'impurity' WHEN f.fam <> 'sys' AND v.k >= 39 THEN 'impurity'
         WHEN f.fam = 'sys' AND f.r3 % 10 < 3 THEN 'intermediate' ELSE 'reference' END AS kind,
    f.brand, f.sub
  FROM f
  JOIN LATERAL (SELECT (2 + (f.r1 / 101) % 5)::text AS en) s1 ON true
  JOIN gen_sub a ON a.k = (f.r2 / 3) % f.sub
  JOIN gen_sub b ON b.k = (f.r3 / 13) % f.sub
  JOIN LATERAL (SELECT en AS en_r, zh FROM gen_ring WHERE k = (f.r4 / 3) % f.ring) g ON true
  JOIN gen_group gr ON gr.k = (f.r1 / 997) % f.grp
  JOIN gen_salt sa ON (f.r3 / 1009) % 100 >= sa.lo AND (f.r3 / 1009) % 100 < sa.hi
  JOIN gen_variant v ON v.k = (f.r2 / 17) % f.var
  LEFT JOIN gen_drug_zh dz ON f.fam = 'dzh' AND dz.k = (f.r4 / 5) % f.dzh
  LEFT JOIN gen_drug_en de ON f.fam = 'den' AND de.k = (f.r4 / 5) % f.den
  JOIN gen_smiles sm ON sm.k = (f.r3 / 3) % f.smi
),
chem AS (
  SELECT named.*,
    ${prefixes}[1 + (r4 % 6)] || '-' || lpad(i::text, 8, '0') AS code,
    CASE WHEN r2 % 100 < 85 THEN pg_temp.gen_cas(1000000 + 3 * i) END AS cas,
    5 + r2 % 30 AS c, (r3 / 31) % 5 AS nn, (r1 / 31) % 7 AS o, (r4 / 1013) % 100 < 15 AS cl
  FROM named
),
fin AS MATERIALIZED (
  SELECT chem.*,
    coalesce(drug_formula, 'C' || c || 'H' || (c + (r3 / 3) % c) || CASE WHEN cl THEN 'Cl' ELSE '' END
      || CASE WHEN nn = 0 THEN '' WHEN nn = 1 THEN 'N' ELSE 'N' || nn END
      || CASE WHEN o = 0 THEN '' WHEN o = 1 THEN 'O' ELSE 'O' || o END) AS formula,
    coalesce(drug_mw, 12.011 * c + 1.008 * (c + (r3 / 3) % c) + 14.007 * nn + 15.999 * o + CASE WHEN cl THEN 35.45 ELSE 0 END) AS mw
  FROM chem
)
INSERT INTO products (code, name_zh, name_en, has_curated_zh, synonyms, cas, formula, formula_hill, molecular_weight, smiles, canonical_smiles,
  kind, category_id, brand_id, purity, storage, shipping, description, is_hot, is_new, status, source, search_text, search_tokens, created_at, updated_at)
SELECT code, zh, en, zh IS NOT NULL, '{}', cas, formula, formula, round(mw::numeric, 3)::float8, smiles, smiles,
  kind,
  (SELECT id FROM gen_cat WHERE slug = CASE WHEN kind = 'impurity' THEN 'impurity-related' WHEN kind = 'intermediate' THEN 'intermediate'
     WHEN fam = 'sys' THEN 'reference-chemical' ELSE 'reference-drug' END),
  (SELECT id FROM gen_brand WHERE k = (r1 / 7) % brand),
  CASE WHEN r4 % 3 = 0 THEN '≥98%' WHEN r4 % 3 = 1 THEN '≥95%' ELSE '≥99%' END,
  CASE WHEN r2 % 4 = 0 THEN '2-8°C' ELSE '室温' END, '常温运输',
  '基准测试用生成商品（名称与结构为合成数据）。仅供科研使用。',
  false, r1 % 50 = 3, CASE WHEN r1 % 50 = 7 THEN 0 ELSE 1 END, '${GEN_SOURCE}',
  st, pg_temp.gen_tokens(st),
  timestamptz '2021-01-01 00:00:00+00' + (i * interval '3 seconds'), timestamptz '2021-01-01 00:00:00+00' + (i * interval '3 seconds')
FROM (SELECT fin.*, concat_ws(' | ', lower(code), lower(zh), lower(en), cas, lower(formula)) AS st FROM fin) y
ORDER BY i`;
}

/** One package per generated product with id in [fromId, toId]. */
function skusSql(fromId: number, toId: number): string {
  return `
INSERT INTO skus (product_id, code, specification, package_value, price_text, price, stock, delivery, delivery_days, sort, status, updated_at)
SELECT id, code || '-' || upper(pv), jsonb_build_array(jsonb_build_object('name', '规格', 'value', pv)), pv,
  price::text, price, stock, CASE WHEN stock > 0 THEN '现货' ELSE '1-2周' END, CASE WHEN stock > 0 THEN 1 ELSE 14 END, 0, 1, created_at
FROM (
  SELECT id, code, created_at, (ARRAY[${PACKAGES.map(lit).join(',')}])[1 + id % ${PACKAGES.length}] AS pv,
    (180 + (id::bigint * 7919) % 1500)::numeric(12, 2) AS price, CASE WHEN id % 3 = 0 THEN 0 ELSE 1 + id % 50 END AS stock
  FROM products WHERE source = '${GEN_SOURCE}' AND id BETWEEN ${fromId} AND ${toId}
) x`;
}

/* ───────────────────────────── build ───────────────────────────── */

type Marker = { fixture: 'generated-catalogue'; version: number; products: number; complete: true };

async function client(url: string): Promise<PgClient> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  return c;
}

async function markerOf(admin: PgClient, name: string): Promise<{ exists: boolean; marker: Marker | null }> {
  const r = await admin.query<{ c: string | null }>(
    'SELECT shobj_description(oid, $2) AS c FROM pg_database WHERE datname = $1',
    [name, 'pg_database'],
  );
  if (!r.rowCount) return { exists: false, marker: null };
  try {
    return { exists: true, marker: JSON.parse(r.rows[0]!.c ?? 'null') as Marker | null };
  } catch {
    return { exists: true, marker: null };
  }
}

function runSeed(url: string, log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      if (code === 0) {
        log(`  demo catalogue seeded (${/✓ demo catalogue: ([\d,]+) products/.exec(out)?.[1] ?? '?'} products)`);
        resolve();
      } else reject(new Error(`seed failed (${code}):\n${out.slice(-2000)}`));
    });
  });
}

const secs = (t: number) => `${((performance.now() - t) / 1000).toFixed(0)} s`;

/**
 * The database `name` holding the demo catalogue + `products` generated products (built when missing or built
 * differently; a database of that name without this fixture's marker is never dropped). Returns its URL.
 */
export async function ensureGeneratedCatalogue(o: {
  name: string;
  products: number;
  log: Log;
  chunk?: number;
}): Promise<string> {
  const { name, products: total, log } = o;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: lower-case letters, digits and _ only`);
  const url = pgDatabaseUrl(name);
  const admin = await client(PG_ADMIN);
  try {
    const { exists, marker } = await markerOf(admin, name);
    if (
      marker &&
      marker.fixture === 'generated-catalogue' &&
      marker.version === GENERATOR_VERSION &&
      marker.products === total &&
      marker.complete
    ) {
      log(`  ${name}: ${total.toLocaleString('en-US')} generated products already built`);
      return url;
    }
    if (exists) {
      const c = await client(url);
      const r = await c
        .query<{ n: string }>(`SELECT count(*) AS n FROM pg_class WHERE relname = 'products'`)
        .finally(() => c.end());
      const ours = marker?.fixture === 'generated-catalogue' || Number(r.rows[0]?.n ?? 0) === 0;
      if (!ours)
        throw new Error(
          `database ${name} exists and is not a generated-catalogue fixture: drop it or choose another name`,
        );
      log(
        `  ${name}: rebuilding (${marker ? `was v${marker.version} with ${marker.products} products${marker.complete ? '' : ', incomplete'}` : 'no marker'})`,
      );
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${name}"`);
    const partial: Omit<Marker, 'complete'> & { complete: boolean } = {
      fixture: 'generated-catalogue',
      version: GENERATOR_VERSION,
      products: total,
      complete: false,
    };
    await admin.query(`COMMENT ON DATABASE "${name}" IS ${lit(JSON.stringify(partial))}`);
  } finally {
    await admin.end();
  }

  const t0 = performance.now();
  log(`  ${name}: migrating and seeding the demo catalogue …`);
  await runSeed(url, log);
  const c = await client(url);
  try {
    await c.query(`SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
    await c.query(sessionSql());
    // Secondary and unique indexes of products and skus are dropped for the load and rebuilt once.
    const idx = await c.query<{ name: string; def: string }>(`
      SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname IN ('products', 'skus') AND NOT x.indisprimary AND t.relnamespace = 'public'::regnamespace`);
    for (const d of idx.rows) await c.query(`DROP INDEX IF EXISTS "${d.name}"`);
    const chunk = o.chunk ?? 250_000;
    const tGen = performance.now();
    for (let from = 1; from <= total; from += chunk) {
      const to = Math.min(total, from + chunk - 1);
      await c.query(productsSql(from, to));
      log(`  ${name}: products ${to.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${secs(tGen)})`);
    }
    const ids = await c.query<{ lo: number; hi: number }>(
      `SELECT min(id) AS lo, max(id) AS hi FROM products WHERE source = '${GEN_SOURCE}'`,
    );
    const lo = Number(ids.rows[0]!.lo);
    const hi = Number(ids.rows[0]!.hi);
    for (let a = lo; a <= hi; a += 1_000_000) await c.query(skusSql(a, Math.min(hi, a + 999_999)));
    log(`  ${name}: ${total.toLocaleString('en-US')} packages (${secs(tGen)})`);
    for (const d of idx.rows) {
      const t = performance.now();
      await c.query(d.def);
      log(`  ${name}: index ${d.name} (${secs(t)})`);
    }
    await c.query(`
      UPDATE categories c SET product_count = coalesce((
        SELECT count(*) FROM products p WHERE p.status = 1 AND p.category_id IN (
          WITH RECURSIVE t(id) AS (SELECT c.id UNION SELECT k.id FROM categories k JOIN t ON k.parent_id = t.id) SELECT id FROM t)), 0);
      UPDATE brands b SET product_count = (SELECT count(*) FROM products p WHERE p.brand_id = b.id AND p.status = 1)`);
    const tVac = performance.now();
    await c.query('VACUUM (ANALYZE) products');
    await c.query('VACUUM (ANALYZE) skus');
    log(`  ${name}: vacuum + analyze (${secs(tVac)})`);
    await verifySample(c, log);
  } finally {
    await c.end();
  }
  const admin2 = await client(PG_ADMIN);
  try {
    const done: Marker = {
      fixture: 'generated-catalogue',
      version: GENERATOR_VERSION,
      products: total,
      complete: true,
    };
    await admin2.query(`COMMENT ON DATABASE "${name}" IS ${lit(JSON.stringify(done))}`);
  } finally {
    await admin2.end();
  }
  log(`  ${name}: built in ${secs(t0)}`);
  return url;
}

/** search_text / search_tokens written by SQL must be what the app's writers compute (tokens.ts). */
async function verifySample(c: PgClient, log: Log): Promise<void> {
  const r = await c.query<{
    code: string;
    name_zh: string | null;
    name_en: string;
    cas: string | null;
    formula: string | null;
    search_text: string;
    search_tokens: string[];
  }>(
    `SELECT code, name_zh, name_en, cas, formula, search_text, search_tokens FROM products
     WHERE source = '${GEN_SOURCE}' AND id % 997 = 0 ORDER BY id LIMIT 3000`,
  );
  let bad = 0;
  for (const row of r.rows) {
    const text = searchText([row.code, row.name_zh, row.name_en, [], row.cas, row.formula]);
    const want = [...new Set(searchTokens(text))].sort().join('\u0001');
    const got = [...new Set(row.search_tokens)].sort().join('\u0001');
    if (text !== row.search_text || want !== got) {
      if (bad < 3) log(`  token mismatch: ${row.code}\n    js  ${text} ${want}\n    sql ${row.search_text} ${got}`);
      bad++;
    }
  }
  if (bad) throw new Error(`${bad} of ${r.rowCount} sampled rows: search_text/search_tokens differ from tokens.ts`);
  log(`  search_text/search_tokens of ${r.rowCount} sampled rows equal tokens.ts`);
}
