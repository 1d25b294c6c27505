/**
 * Seed helpers: batched inserts, recounts, names.
 */
import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { brands, categories, products } from '../schema';

export const BATCH = 500;

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Insert rows in batches (multi-row INSERT statements). */
export async function insertBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: InferInsertModel<T>[],
  size = BATCH,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (chunk.length) await db.insert(table).values(chunk as any);
  }
}

/** A string literal that means the same whatever standard_conforming_strings says. */
const quote = (s: string) =>
  `E'${s
    .replace(/\u0000/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "''")}'`;

function literal(v: unknown, sqlType: string): string {
  if (v === null || v === undefined) return 'NULL';
  if (sqlType.endsWith('[]')) {
    const list = v as unknown[];
    return list.length
      ? `ARRAY[${list.map((x) => literal(x, sqlType.slice(0, -2))).join(',')}]::${sqlType}`
      : `'{}'::${sqlType}`;
  }
  if (sqlType === 'jsonb' || sqlType === 'json') return `${quote(JSON.stringify(v))}::${sqlType}`;
  if (sqlType === 'bytea') return `E'\\\\x${Buffer.from(v as Uint8Array).toString('hex')}'::bytea`;
  if (v instanceof Date) return `${quote(v.toISOString())}::timestamptz`;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  return quote(String(v));
}

/**
 * Multi-row INSERT written as one SQL text with escaped literals (no bind parameters). For bulk loads:
 * Drizzle's query builder spends several ms of CPU per 30-column row on type checks, this costs microseconds.
 * Keys are the Drizzle field names of the table; a key missing from a row takes the column default.
 */
export async function insertRaw<T extends PgTable>(
  db: Db,
  table: T,
  rows: Partial<InferInsertModel<T>>[],
  opts: { size?: number; returning?: string[] } = {},
): Promise<Record<string, unknown>[]> {
  const cols = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const name = getTableName(table);
  const out: Record<string, unknown>[] = [];
  const size = opts.size ?? 1000;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size) as Record<string, unknown>[];
    if (!chunk.length) continue;
    const keys = [...new Set(chunk.flatMap((r) => Object.keys(r)))].filter((k) => cols[k]);
    const types = keys.map((k) => cols[k]!.getSQLType());
    const values = chunk.map(
      (r) => `(${keys.map((k, j) => (k in r ? literal(r[k], types[j]!) : 'DEFAULT')).join(',')})`,
    );
    const returning = opts.returning?.length
      ? ` returning ${opts.returning.map((k) => `"${cols[k]?.name ?? k}" as "${k}"`).join(',')}`
      : '';
    const text = `insert into "${name}" (${keys.map((k) => `"${cols[k]!.name}"`).join(',')}) values ${values.join(',')}${returning}`;
    const res = await db.execute(sql.raw(text));
    if (returning) out.push(...rowsOf<Record<string, unknown>>(res));
  }
  return out;
}

/** Insert products in batches; returns code → id. */
export async function insertProductsReturning(
  db: Db,
  rows: InferInsertModel<typeof products>[],
  size = BATCH,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const r of await insertRaw(db, products, rows, { size, returning: ['id', 'code'] }))
    out.set(String(r.code), Number(r.id));
  return out;
}

/** Recompute categories.product_count (own products plus descendants') and brands.product_count. */
export async function recountCatalogue(db: Db): Promise<void> {
  const cats = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const own = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.status} = 1`)
    .groupBy(products.categoryId);
  const ownBy = new Map(own.map((r) => [r.categoryId, Number(r.n)]));
  const children = new Map<number | null, number[]>();
  for (const c of cats) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const total = new Map<number, number>();
  const visit = (id: number, seen: Set<number>): number => {
    if (total.has(id)) return total.get(id)!;
    if (seen.has(id)) return 0;
    seen.add(id);
    let n = ownBy.get(id) ?? 0;
    for (const ch of children.get(id) ?? []) n += visit(ch, seen);
    total.set(id, n);
    return n;
  };
  for (const c of cats) visit(c.id, new Set());
  for (const c of cats) {
    await db
      .update(categories)
      .set({ productCount: total.get(c.id) ?? 0 })
      .where(sql`${categories.id} = ${c.id}`);
  }
  await db.execute(
    sql`update ${brands} b set product_count = coalesce((select count(*) from ${products} p where p.brand_id = b.id and p.status = 1), 0)`,
  );
}

/** "levobupivacaine" → "Levobupivacaine"; "(S)-nicardipine" → "(S)-Nicardipine"; "dl-methionine" → "DL-Methionine". */
export function niceName(inn: string): string {
  let s = inn.trim();
  const prefix = /^(dl|d|l)-(?=[a-z]{2})/i.exec(s);
  if (prefix) s = prefix[1]!.toUpperCase() + '-' + s.slice(prefix[0].length);
  // Capitalise the first letter of the first word of two or more letters.
  return s.replace(/(^|[^A-Za-z])([a-z])(?=[a-z])/, (_m, a: string, b: string) => a + b.toUpperCase());
}

export const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Progress printer: one updating line on a terminal, periodic lines otherwise. */
export function progress(label: string, total: number, log: (s: string) => void, startedAt = performance.now()) {
  const tty = Boolean(process.stdout.isTTY);
  let last = 0;
  return {
    tick(done: number, force = false) {
      const now = performance.now();
      if (!force && now - last < (tty ? 250 : 5000)) return;
      last = now;
      const secs = (now - startedAt) / 1000;
      const rate = done / Math.max(secs, 1e-3);
      const eta = rate > 0 ? (total - done) / rate : 0;
      const line = `  ${label} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}  ${Math.round(rate).toLocaleString('en-US')}/s  ETA ${Math.max(0, Math.round(eta))} s`;
      if (tty) process.stdout.write(`\r${line}\x1b[K`);
      else log(line);
    },
    done(extra = '') {
      const secs = (performance.now() - startedAt) / 1000;
      if (tty) process.stdout.write('\r\x1b[K');
      log(`  ${label} ${total.toLocaleString('en-US')} in ${secs.toFixed(1)} s${extra}`);
    },
  };
}

/**
 * Bulk-load helper: drops the secondary (non-unique, non-primary-key) indexes of the given tables and
 * returns a function that recreates them from their saved definitions. Building an index once after a bulk
 * load is much cheaper than maintaining it row by row (GIN trigram and token indexes especially).
 */
export async function suspendIndexes(db: Db, tables: string[]): Promise<() => Promise<void>> {
  const defs = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select i.relname as name, pg_get_indexdef(x.indexrelid) as def
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and not x.indisunique and not x.indisprimary
        and t.relname = any(${sql.raw(`array[${tables.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`)})`),
  );
  for (const d of defs) await db.execute(sql.raw(`drop index if exists "${d.name}"`));
  return async () => {
    for (const d of defs) await db.execute(sql.raw(d.def));
  };
}
