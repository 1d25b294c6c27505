/**
 * Seed helpers: batched inserts, recounts, names.
 */
import { sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { brands, categories, products } from '../schema';

export const BATCH = 500;

/** Insert rows in batches (multi-row INSERT statements). */
export async function insertBatches<T extends PgTable>(db: Db, table: T, rows: InferInsertModel<T>[], size = BATCH): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    if (chunk.length) await db.insert(table).values(chunk as any);
  }
}

/** Insert products in batches; returns code → id. */
export async function insertProductsReturning(db: Db, rows: InferInsertModel<typeof products>[], size = BATCH): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    if (!chunk.length) continue;
    const res = await db.insert(products).values(chunk).returning({ id: products.id, code: products.code });
    for (const r of res) out.set(r.code, r.id);
  }
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
    await db.update(categories).set({ productCount: total.get(c.id) ?? 0 }).where(sql`${categories.id} = ${c.id}`);
  }
  await db.execute(sql`update ${brands} b set product_count = coalesce((select count(*) from ${products} p where p.brand_id = b.id and p.status = 1), 0)`);
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
