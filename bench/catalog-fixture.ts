/**
 * Catalogue fixtures of the console benchmarks (bench/suites/import.ts, console-lists.ts): the demo taxonomy
 * (categories and brands of lib/db/seed/catalog-data.ts) and an import file of N catalogue rows generated
 * deterministically from the same ChEMBL sets and package/purity/storage tables as `npm run seed -- --products N`
 * (lib/db/seed/bench.ts), in the import's column format.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/db/client';
import { brands, categories } from '../lib/db/schema';
import {
  BRANDS,
  CATEGORY_TREE,
  NO_PRICE_TEXTS,
  PACKAGES,
  PURITIES,
  STORAGE,
  type CategorySeed,
} from '../lib/db/seed/catalog-data';
import { chemblSmiles } from '../lib/db/seed/sources';
import { Prng, hash32 } from '../lib/db/seed/prng';

/** Inserts the demo categories and brands when the database has none. */
export async function ensureTaxonomy(db: Db): Promise<void> {
  const have = (await db.execute(sql`SELECT count(*)::int AS n FROM categories`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(have.rows[0]?.n ?? 0) > 0) return;
  let sort = 0;
  const insert = async (nodes: CategorySeed[], parentId: number | null, level: number) => {
    for (const n of nodes) {
      const [r] = await db
        .insert(categories)
        .values({ name: n.name, nameEn: n.nameEn, slug: n.slug, parentId, level, sort: ++sort })
        .returning({ id: categories.id });
      if (n.children) await insert(n.children, r!.id, level + 1);
    }
  };
  await insert(CATEGORY_TREE, null, 1);
  await db.insert(brands).values(
    BRANDS.map((b, i) => ({
      name: b.name,
      nameEn: b.nameEn,
      code: b.code,
      country: b.country,
      city: b.city,
      description: b.description,
      sort: i + 1,
    })),
  );
}

const CATS = ['化学对照品', '药品对照品', '有关物质杂质', '降解杂质', '中间体合成'];
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** A CSV import file of `n` rows (货号 `${prefix}0000001`…), each with a ChEMBL structure and 2–3 packages. */
export function catalogueCsv(n: number, prefix: string): { csv: string; rows: number } {
  const lines = ['货号,英文名,中文名,SMILES,类别,品牌,规格,价格,库存,货期,纯度,储存条件,运输条件,危险性'];
  let i = 0;
  for (const smiles of chemblSmiles()) {
    if (i >= n) break;
    i++;
    const code = `${prefix}${String(i).padStart(7, '0')}`;
    const rng = new Prng(hash32(code));
    const k = rng.int(2, 3);
    const start = rng.int(0, PACKAGES.length - k - 1);
    const base = rng.int(18, 160) * 10;
    const pk = PACKAGES.slice(start, start + k);
    const prices = pk.map((p) =>
      rng.chance(0.08) ? rng.pick(NO_PRICE_TEXTS) : String(Math.round((base * p.factor) / 10) * 10),
    );
    const stocks = pk.map(() => (rng.chance(0.35) ? 0 : rng.int(1, 50)));
    const storage = rng.weighted(STORAGE.map((s) => [s, s.weight] as const));
    lines.push(
      [
        code,
        `Imported compound ${i}`,
        rng.chance(0.3) ? `导入化合物${i}` : '',
        smiles,
        rng.pick(CATS),
        rng.pick(BRANDS).name,
        pk.map((p) => p.value).join(';'),
        prices.join(';'),
        stocks.join(';'),
        stocks.map((s) => (s > 0 ? '现货' : '1-2周')).join(';'),
        rng.weighted(PURITIES),
        storage.value,
        storage.shipping,
        rng.chance(0.3) ? 'GHS07;H302' : '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { csv: lines.join('\n') + '\n', rows: i };
}
