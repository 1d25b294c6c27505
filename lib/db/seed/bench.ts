/**
 * Benchmark catalogue: N extra products (CB-0000001 …) generated deterministically from the ChEMBL 31 sets
 * (150,000 distinct structures). Beyond that, structures are reused (read back from the database page by
 * page) under new catalogue numbers, brands and packages. Memory stays bounded: one chunk at a time.
 *
 * Pipeline: RDKit properties of chunk k+1 are computed in worker threads while chunk k is written.
 */
import { and, asc, eq, gt, like, sql, type InferInsertModel } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, products, productStructures, skus } from '../schema';
import type { ChemProps } from '../../platform/chem/props';
import { searchText, searchTokens } from '../../domain/catalog/search';
import { parsePrice } from '../../domain/catalog/products';
import { createPropsPool } from './props-pool';
import { chemblSmiles, DATA_DIR } from './sources';
import { Prng, hash32, daysFromBase } from './prng';
import { NO_PRICE_TEXTS, PACKAGES, PURITIES, STORAGE } from './catalog-data';
import { insertRaw, pad, progress, recountCatalogue, suspendIndexes } from './util';
import { withTransaction } from '../tx';

export type SeedBenchOptions = {
  count: number;
  workers?: number;
  /** Products per chunk (one multi-row INSERT each for products, structures and SKUs). */
  chunk?: number;
  /** Compute InChI/InChIKey (default true; about a third of the RDKit cost). */
  inchi?: boolean;
  dataDir?: string;
  /** The structures to use instead of the ChEMBL files (tests). */
  smiles?: Iterable<string>;
  log?: (line: string) => void;
};

export type SeedBenchReport = {
  products: number;
  distinctStructures: number;
  reused: number;
  skipped: number;
  skus: number;
  ms: number;
};

export type Chem = {
  smiles: string | null;
  canonicalSmiles: string | null;
  formula: string | null;
  formulaHill: string | null;
  molecularWeight: number | null;
  exactMass: number | null;
  inchi: string | null;
  inchiKey: string | null;
  patternFp: Uint8Array | null;
  morganFp: Uint8Array | null;
};

type ProductInsert = InferInsertModel<typeof products>;
type SkuInsert = InferInsertModel<typeof skus>;

const CODE_PREFIX = 'CB-';
const codeOf = (n: number) => `${CODE_PREFIX}${pad(n, 7)}`;

const fromProps = (smiles: string, p: ChemProps): Chem => ({
  smiles,
  canonicalSmiles: p.canonicalSmiles,
  formula: p.formula,
  formulaHill: p.formulaHill,
  molecularWeight: p.molecularWeight,
  exactMass: p.exactMass,
  inchi: p.inchi,
  inchiKey: p.inchiKey,
  patternFp: p.patternFp,
  morganFp: p.morganFp,
});

export type Ctx = { cat: Map<string, number>; brandIds: number[]; brandWeights: [number, number][] };

/** One benchmark product (and its SKUs) from its number and structure; deterministic. */
export function benchRecord(
  n: number,
  chem: Chem,
  ctx: Ctx,
): { row: ProductInsert & { code: string }; skus: Omit<SkuInsert, 'productId'>[] } {
  const code = codeOf(n);
  const rng = new Prng(hash32(code));
  const kind = rng.weighted<'reference' | 'impurity' | 'intermediate'>([
    ['reference', 75],
    ['impurity', 10],
    ['intermediate', 15],
  ]);
  const slug =
    kind === 'reference'
      ? rng.chance(0.7)
        ? 'reference-chemical'
        : 'reference-drug'
      : kind === 'impurity'
        ? rng.chance(0.7)
          ? 'impurity-related'
          : 'impurity-degradation'
        : 'intermediate';
  const storage = rng.weighted(STORAGE.map((s) => [s, s.weight] as const));
  const isNew = rng.chance(0.02);
  const createdAt = isNew
    ? daysFromBase(-rng.int(1, 30), rng.int(0, 1439))
    : daysFromBase(-rng.int(31, 1500), rng.int(0, 1439));
  const nameEn = `Research compound ${n}`;
  const text = searchText([code, nameEn, chem.formula, chem.formulaHill]);
  const row: ProductInsert & { code: string } = {
    code,
    nameZh: null,
    nameEn,
    hasCuratedZh: false,
    synonyms: [],
    cas: null,
    formula: chem.formula,
    formulaHill: chem.formulaHill,
    molecularWeight: chem.molecularWeight,
    exactMass: chem.exactMass,
    smiles: chem.smiles,
    canonicalSmiles: chem.canonicalSmiles,
    molfile: null,
    inchi: chem.inchi,
    inchiKey: chem.inchiKey,
    kind,
    categoryId: ctx.cat.get(slug) ?? null,
    brandId: rng.weighted(ctx.brandWeights),
    purity: rng.weighted(PURITIES),
    storage: storage.value,
    shipping: storage.shipping,
    hazards: rng.chance(0.3) ? ['GHS07', 'H302'] : [],
    licenceClass: null,
    description: `基准测试用合成目录商品（结构来源：ChEMBL 31，CC BY-SA 3.0）。仅供科研使用。`,
    isHot: false,
    isNew,
    status: 1,
    source: 'chembl31',
    searchText: text,
    searchTokens: searchTokens(text),
    createdAt,
    updatedAt: createdAt,
  };
  const k = rng.int(2, 3);
  const start = rng.int(0, PACKAGES.length - k - 1);
  const base = rng.int(18, 160) * 10;
  const list = PACKAGES.slice(start, start + k).map((p, i) => {
    const priceText = rng.chance(0.08) ? rng.pick(NO_PRICE_TEXTS) : String(Math.round((base * p.factor) / 10) * 10);
    const stock = rng.chance(0.35) ? 0 : rng.int(1, 50);
    const delivery = stock > 0 ? '现货' : rng.chance(0.6) ? '1-3天' : '1-2周';
    return {
      code: `${code}-${p.value.toUpperCase()}`,
      specification: [{ name: '规格', value: p.value }],
      packageValue: p.value,
      priceText,
      price: parsePrice(priceText),
      stock,
      delivery,
      deliveryDays: delivery === '现货' ? 1 : delivery === '1-3天' ? 3 : 14,
      sort: i,
      status: 1,
      updatedAt: createdAt,
    };
  });
  return { row, skus: list };
}

/** Writes one chunk of benchmark products with their structures and SKUs (one transaction); returns the SKU count. */
export async function writeChunk(
  db: Db,
  records: { rec: ReturnType<typeof benchRecord>; chem: Chem }[],
): Promise<number> {
  if (!records.length) return 0;
  let skuCount = 0;
  await withTransaction(db, async (t) => {
    const ids = await insertRaw(
      t,
      products,
      records.map((r) => r.rec.row),
      { size: 1000, returning: ['id', 'code'] },
    );
    const idByCode = new Map(ids.map((r) => [String(r.code), Number(r.id)]));
    const structs = records.flatMap((r) =>
      r.chem.patternFp && r.chem.morganFp
        ? [
            {
              productId: idByCode.get(r.rec.row.code)!,
              patternFp: r.chem.patternFp,
              morganFp: r.chem.morganFp,
              updatedAt: r.rec.row.createdAt,
            },
          ]
        : [],
    );
    await insertRaw(t, productStructures, structs);
    const skuRows = records.flatMap((r) => r.rec.skus.map((s) => ({ ...s, productId: idByCode.get(r.rec.row.code)! })));
    await insertRaw(t, skus, skuRows, { size: 2000 });
    skuCount = skuRows.length;
  });
  return skuCount;
}

/** Categories and brands of the demo catalogue that benchmark products are filed under. */
export async function benchContext(db: Db): Promise<Ctx> {
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const cat = new Map(cats.flatMap((c) => (c.slug ? [[c.slug, c.id] as const] : [])));
  const brandRows = await db.select({ id: brands.id, code: brands.code }).from(brands).orderBy(asc(brands.id));
  if (!cat.size || !brandRows.length)
    throw new Error('seed the demo catalogue first (categories and brands are missing)');
  const weights: Record<string, number> = { RSM: 40, QHB: 20, CSS: 12, CYT: 10, NAA: 8, YHC: 10 };
  return {
    cat,
    brandIds: brandRows.map((b) => b.id),
    brandWeights: brandRows.map((b) => [b.id, weights[b.code] ?? 5]),
  };
}

export async function seedBench(db: Db, opts: SeedBenchOptions): Promise<SeedBenchReport> {
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const total = Math.max(0, Math.floor(opts.count));
  const chunk = Math.max(100, Math.min(opts.chunk ?? 1000, 2000));
  const ctx = await benchContext(db);
  const existing = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(like(products.code, `${CODE_PREFIX}%`));
  if (Number(existing[0]?.n ?? 0) > 0) throw new Error('benchmark products already exist: run the seed with --reset');

  // Secondary indexes are rebuilt once at the end (much faster than row-by-row maintenance).
  const restoreIndexes =
    total >= 2000 ? await suspendIndexes(db, ['products', 'skus', 'product_structures']) : async () => {};
  const pool = await createPropsPool(opts.workers ?? 0);
  const propsOpts = { molfile: false, inchi: opts.inchi !== false };
  const bar = progress('benchmark products', total, log);
  let n = 0;
  let skipped = 0;
  let skuCount = 0;
  let distinct = 0;
  try {
    /* Phase 1: distinct ChEMBL structures. */
    const source = opts.smiles ? opts.smiles[Symbol.iterator]() : chemblSmiles(opts.dataDir ?? DATA_DIR);
    const nextSmiles = (): string[] => {
      const out: string[] = [];
      while (out.length < chunk && n + out.length < total) {
        const r = source.next();
        if (r.done) break;
        out.push(r.value);
      }
      return out;
    };
    let batch = nextSmiles();
    let pending = batch.length ? pool.compute(batch, propsOpts) : null;
    let waitMs = 0;
    let writeMs = 0;
    while (pending) {
      const tw = performance.now();
      const props = await pending;
      waitMs += performance.now() - tw;
      const current = batch;
      // Start the next chunk's RDKit work before writing this one.
      batch = n + current.length < total ? nextSmiles() : [];
      pending = batch.length ? pool.compute(batch, propsOpts) : null;
      const records: { rec: ReturnType<typeof benchRecord>; chem: Chem }[] = [];
      current.forEach((smi, i) => {
        const p = props[i];
        if (!p || n >= total) {
          if (!p) skipped++;
          return;
        }
        const chem = fromProps(smi, p);
        records.push({ rec: benchRecord(++n, chem, ctx), chem });
      });
      distinct += records.length;
      const tWrite = performance.now();
      skuCount += await writeChunk(db, records);
      writeMs += performance.now() - tWrite;
      bar.tick(n);
    }
    if (process.env.SEED_DEBUG)
      log(`    · waited for RDKit ${(waitMs / 1000).toFixed(1)} s, wrote ${(writeMs / 1000).toFixed(1)} s`);

    /* Phase 2: reuse the structures already written, under new numbers. */
    let lastCode = '';
    while (n < total && distinct > 0) {
      const rows = await db
        .select({
          code: products.code,
          smiles: products.smiles,
          canonicalSmiles: products.canonicalSmiles,
          formula: products.formula,
          formulaHill: products.formulaHill,
          molecularWeight: products.molecularWeight,
          exactMass: products.exactMass,
          inchi: products.inchi,
          inchiKey: products.inchiKey,
          patternFp: productStructures.patternFp,
          morganFp: productStructures.morganFp,
        })
        .from(products)
        .leftJoin(productStructures, eq(productStructures.productId, products.id))
        .where(and(like(products.code, `${CODE_PREFIX}%`), gt(products.code, lastCode)))
        .orderBy(asc(products.code))
        .limit(Math.min(chunk, total - n));
      if (!rows.length) break;
      lastCode = rows[rows.length - 1]!.code;
      const records = rows.map((r) => {
        const chem: Chem = {
          ...r,
          patternFp: r.patternFp ? new Uint8Array(r.patternFp) : null,
          morganFp: r.morganFp ? new Uint8Array(r.morganFp) : null,
        };
        return { rec: benchRecord(++n, chem, ctx), chem };
      });
      skuCount += await writeChunk(db, records);
      bar.tick(n);
    }
  } finally {
    await pool.close();
    bar.tick(n, true);
    bar.done(` (${pool.workers || 'no'} worker threads)`);
    const tIdx = performance.now();
    await restoreIndexes();
    log(`  rebuilt the secondary indexes in ${((performance.now() - tIdx) / 1000).toFixed(1)} s`);
  }
  await recountCatalogue(db);
  return {
    products: n,
    distinctStructures: distinct,
    reused: n - distinct,
    skipped,
    skus: skuCount,
    ms: Math.round(performance.now() - t0),
  };
}
