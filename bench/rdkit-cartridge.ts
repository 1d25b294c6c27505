/**
 * The RDKit PostgreSQL cartridge as the structure-1m suite's second engine (issue 16, docs/decisions/0013): the same
 * molecules as the in-process index (products on shelf with a structure), in a bench-only table
 * `bench_rdkit_mols (id, m mol, mfp bfp)` with GiST indexes on both columns, queried the way the cartridge is meant
 * to be used:
 *   - exact:        m @= query                                   (GiST)
 *   - similarity:   mfp % q ORDER BY mfp <%> q LIMIT 20          (GiST k-nearest, rdkit.tanimoto_threshold)
 *   - substructure: m @> query LIMIT 21                          (GiST screen, then the match; any 21 hits)
 * The Morgan fingerprints are radius 2 and 2048 bits, like the in-process index (rdkit.morgan_fp_size = 2048).
 *
 * The cartridge is Debian's postgresql-15-rdkit, made installable by scripts/rdkit-cartridge.sh (its extension
 * script declares `@=` with the commutator and negator of `=`, which current PostgreSQL 15 minor releases refuse).
 */
import type { Client as PgClient } from 'pg';

export const CARTRIDGE_TABLE = 'bench_rdkit_mols';

export type CartridgeAnswer = { ids: number[]; ms: number; timedOut: boolean };

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** A session on the database with the cartridge loaded and the fingerprint settings of the in-process index. */
export async function openCartridge(url: string): Promise<{ client: PgClient; version: string } | { error: string }> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists rdkit');
    await client.query('set rdkit.morgan_fp_size = 2048');
    await client.query(`set statement_timeout = '10s'`);
    const v = await client.query<{ v: string }>('select rdkit_toolkit_version() as v');
    return { client, version: v.rows[0]?.v ?? '?' };
  } catch (err) {
    await client.end().catch(() => {});
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Builds (once; kept while it holds `expected` rows) the table and its GiST indexes. Returns the build times, or
 * zeros when the table was reused.
 */
export async function buildCartridgeTable(
  client: PgClient,
  expected: number,
  log: (m: string) => void,
): Promise<{ reused: boolean; rows: number; tableS: number; indexS: number; tableMb: number; indexMb: number }> {
  const size = async () => {
    const r = await client.query<{ t: number; i: number }>(
      `select pg_relation_size($1)::float8 / 1048576 as t, pg_indexes_size($1)::float8 / 1048576 as i`,
      [CARTRIDGE_TABLE],
    );
    return { tableMb: Math.round(r.rows[0]!.t), indexMb: Math.round(r.rows[0]!.i) };
  };
  const have = await client.query<{ n: number }>(`select count(*)::int as n from pg_class where relname = $1`, [
    CARTRIDGE_TABLE,
  ]);
  if (have.rows[0]!.n > 0) {
    const rows = (await client.query<{ n: number }>(`select count(*)::int as n from ${CARTRIDGE_TABLE}`)).rows[0]!.n;
    const idx = (
      await client.query<{ n: number }>(`select count(*)::int as n from pg_indexes where tablename = $1`, [
        CARTRIDGE_TABLE,
      ])
    ).rows[0]!.n;
    if (rows >= expected * 0.99 && idx >= 2) return { reused: true, rows, tableS: 0, indexS: 0, ...(await size()) };
    await client.query(`drop table ${CARTRIDGE_TABLE}`);
  }
  await client.query(`set statement_timeout = 0`);
  try {
    let t = now();
    log(`  cartridge: building ${CARTRIDGE_TABLE} (mol_from_smiles + morganbv_fp of ${expected} molecules) …`);
    await client.query(
      `create table ${CARTRIDGE_TABLE} as
         select p.id, mol_from_smiles(p.canonical_smiles::cstring) as m
           from products p join product_structures ps on ps.product_id = p.id
          where p.status = 1 and p.canonical_smiles is not null`,
    );
    await client.query(`delete from ${CARTRIDGE_TABLE} where m is null`);
    await client.query(`alter table ${CARTRIDGE_TABLE} add column mfp bfp`);
    await client.query(`update ${CARTRIDGE_TABLE} set mfp = morganbv_fp(m)`);
    await client.query(`alter table ${CARTRIDGE_TABLE} add primary key (id)`);
    const tableS = Math.round((now() - t) / 100) / 10;
    log(`    table in ${tableS} s; GiST indexes …`);
    t = now();
    await client.query(`create index ${CARTRIDGE_TABLE}_m on ${CARTRIDGE_TABLE} using gist (m)`);
    await client.query(`create index ${CARTRIDGE_TABLE}_mfp on ${CARTRIDGE_TABLE} using gist (mfp)`);
    await client.query(`vacuum analyze ${CARTRIDGE_TABLE}`);
    const indexS = Math.round((now() - t) / 100) / 10;
    const rows = (await client.query<{ n: number }>(`select count(*)::int as n from ${CARTRIDGE_TABLE}`)).rows[0]!.n;
    log(`    indexes in ${indexS} s; ${rows} molecules`);
    return { reused: false, rows, tableS, indexS, ...(await size()) };
  } finally {
    await client.query(`set statement_timeout = '10s'`);
  }
}

async function timed(client: PgClient, text: string, values: unknown[]): Promise<CartridgeAnswer> {
  const t = now();
  try {
    const r = await client.query<{ id: number }>(text, values);
    return { ids: r.rows.map((x) => Number(x.id)), ms: now() - t, timedOut: false };
  } catch (err) {
    // 57014: canceled by statement_timeout — counted as a miss at the limit.
    if ((err as { code?: string }).code === '57014') return { ids: [], ms: now() - t, timedOut: true };
    throw err;
  }
}

/** The three statements ($1: the query SMILES, or SMARTS for `mol_from_smarts`). */
const EXACT_SQL = `select id from ${CARTRIDGE_TABLE} where m @= mol_from_smiles($1::cstring) limit 21`;
const SIMILARITY_SQL = `select id from ${CARTRIDGE_TABLE}, (select morganbv_fp(mol_from_smiles($1::cstring)) as q) x
  where mfp % q order by mfp <%> q limit 20`;
const substructureSql = (smarts: boolean) =>
  `select id from ${CARTRIDGE_TABLE} where m @> ${smarts ? 'mol_from_smarts' : 'mol_from_smiles'}($1::cstring) limit 21`;

export function cartridgeExact(client: PgClient, smiles: string): Promise<CartridgeAnswer> {
  return timed(client, EXACT_SQL, [smiles]);
}

/** Top 20 at Tanimoto ≥ threshold (a 0–1 number), best first. */
export async function cartridgeSimilarity(
  client: PgClient,
  smiles: string,
  threshold: number,
): Promise<CartridgeAnswer> {
  await client.query(`set rdkit.tanimoto_threshold = ${Number(threshold)}`);
  return timed(client, SIMILARITY_SQL, [smiles]);
}

export function cartridgeSubstructure(client: PgClient, smiles: string, smarts: boolean): Promise<CartridgeAnswer> {
  return timed(client, substructureSql(smarts), [smiles]);
}

/** The plans the cartridge runs (for the record: each must use its GiST index). */
export async function cartridgePlans(client: PgClient, smiles: string): Promise<Record<string, string>> {
  const plan = async (sql: string) =>
    (await client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, [smiles])).rows
      .map((r) =>
        r['QUERY PLAN']
          .trim()
          .replace(/'\\x[0-9a-f]+'::bfp/g, "'…'::bfp")
          .replace(/\s*\(cost=[^)]*\)/g, ''),
      )
      .join(' | ');
  await client.query(`set rdkit.tanimoto_threshold = 0.8`);
  return {
    exact: await plan(EXACT_SQL),
    similarity: await plan(SIMILARITY_SQL),
    substructure: await plan(substructureSql(false)),
  };
}
