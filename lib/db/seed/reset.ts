/**
 * Empties the catalogue and content tables (ids restart at 1, so a re-seed is identical).
 *
 * Rows elsewhere that point at catalogue rows are handled by their foreign key's own rule, read from
 * the database (so tables added later are covered): ON DELETE SET NULL columns (order and inquiry lines
 * keep their name/code snapshot) are nulled; ON DELETE CASCADE tables (carts, baskets, demand lists,
 * favourites, history) are emptied with the catalogue. A referencing table with any other rule stops the reset.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export const CATALOGUE_TABLES = [
  'products',
  'product_structures',
  'product_relations',
  'skus',
  'coa_batches',
  'msds',
  'categories',
  'brands',
  'method_types',
  'methods',
  'method_products',
  'standards',
  'standard_products',
  'news_categories',
  'news',
  'help_tree',
  'banners',
  'regions',
] as const;

type FkRow = { tbl: string; ref: string; deltype: string; cols: string[] | string };

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

export async function resetCatalogue(db: Db, log: (s: string) => void = () => {}): Promise<void> {
  const truncate = new Set<string>(CATALOGUE_TABLES);
  const nullify = new Map<string, Set<string>>();
  /** Foreign keys among the tables: referencing table → referenced tables. */
  const refs = new Map<string, Set<string>>();
  // Closure over foreign keys pointing into the set.
  for (let changed = true; changed;) {
    changed = false;
    const list = [...truncate];
    const fks = rowsOf<FkRow>(
      await db.execute(sql`
        select c.conrelid::regclass::text as tbl, c.confrelid::regclass::text as ref, c.confdeltype::text as deltype,
               array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as cols
        from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema()
          and c.confrelid::regclass::text = any(${sql.raw(`array[${list.map((t) => `'${t}'`).join(',')}]`)})`),
    );
    for (const fk of fks) {
      const tbl = fk.tbl.replace(/"/g, '');
      const ref = fk.ref.replace(/"/g, '');
      refs.set(tbl, (refs.get(tbl) ?? new Set()).add(ref));
      if (truncate.has(tbl)) continue;
      const cols = Array.isArray(fk.cols) ? fk.cols : String(fk.cols).replace(/[{}]/g, '').split(',').filter(Boolean);
      if (fk.deltype === 'n') {
        const set = nullify.get(tbl) ?? new Set<string>();
        cols.forEach((c) => set.add(c));
        nullify.set(tbl, set);
      } else if (fk.deltype === 'c') {
        truncate.add(tbl);
        nullify.delete(tbl);
        changed = true;
      } else {
        throw new Error(
          `cannot reset the catalogue: ${tbl}.${cols.join(',')} references ${ref} without ON DELETE CASCADE / SET NULL`,
        );
      }
    }
  }
  // TRUNCATE refuses tables that a table outside the statement references (even with no rows pointing at them):
  // those referenced by the SET NULL tables, and, transitively, what they reference in the set, are DELETEd instead.
  const deleted = new Set<string>();
  const block = (t: string) => {
    if (!truncate.has(t) || deleted.has(t)) return;
    deleted.add(t);
    for (const [tbl, rs] of refs) if (tbl === t) rs.forEach(block);
  };
  for (const [tbl, rs] of refs) if (nullify.has(tbl)) rs.forEach(block);
  for (const t of deleted) truncate.delete(t);

  for (const [tbl, cols] of nullify) {
    const set = [...cols].map((c) => `"${c}" = null`).join(', ');
    const where = [...cols].map((c) => `"${c}" is not null`).join(' or ');
    await db.execute(sql.raw(`update "${tbl}" set ${set} where ${where}`));
  }
  if (truncate.size)
    await db.execute(sql.raw(`truncate table ${[...truncate].map((t) => `"${t}"`).join(', ')} restart identity`));
  if (deleted.size) {
    // Referencing rows are already gone or unlinked: skip the per-row foreign-key triggers when allowed (superuser).
    const su = rowsOf<{ su: boolean }>(
      await db.execute(sql`select rolsuper as su from pg_roles where rolname = current_user`),
    );
    if (su[0]?.su) await db.execute(sql`set local session_replication_role = replica`);
    // Referencing tables first.
    const order: string[] = [];
    const visit = (t: string, seen: Set<string>) => {
      if (order.includes(t) || seen.has(t)) return;
      seen.add(t);
      for (const [tbl, rs] of refs) if (deleted.has(tbl) && rs.has(t) && tbl !== t) visit(tbl, seen);
      order.push(t);
    };
    for (const t of deleted) visit(t, new Set());
    for (const t of order) {
      await db.execute(sql.raw(`delete from "${t}"`));
      await db.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${t}"', 'id'), 1, false) where pg_get_serial_sequence('"${t}"', 'id') is not null`,
        ),
      );
    }
    if (su[0]?.su) await db.execute(sql`set local session_replication_role = origin`);
  }
  const extra = [...truncate, ...deleted].filter((t) => !(CATALOGUE_TABLES as readonly string[]).includes(t));
  log(
    `  reset: emptied ${CATALOGUE_TABLES.length} catalogue/content tables${extra.length ? ` and ${extra.join(', ')}` : ''}${nullify.size ? `; unlinked ${[...nullify.keys()].join(', ')}` : ''}`,
  );
}

/** Number of products (0 = not seeded). */
export async function productCount(db: Db): Promise<number> {
  const r = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from products`));
  return Number(r[0]?.n ?? 0);
}
