/**
 * The demo catalogue: every DrugCentral substance as a reference standard, the nitrosamine impurities,
 * a few lettered pharmacopoeia impurities, intermediates, QC samples and services, with SKUs, COA
 * batches, MSDS, and demo content (methods, standards, news, help tree, banners, regions).
 *
 * Deterministic: a seeded PRNG per record (never Math.random), dates from BASE_DATE (never the clock).
 */
import path from 'node:path';
import type { InferInsertModel } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, coaBatches, msds, productRelations, productStructures, skus } from '../schema';
import { createPropsPool, type PropsPool } from './props-pool';
import { PRECOMPUTED_PROPS_FILE, readPrecomputed, withPrecomputed, type Precomputed } from './precomputed-props';
import { daysFromBase } from './prng';
import { DATA_DIR } from './sources';
import { BRANDS, CATEGORY_TREE, LETTERED_IMPURITIES, type CategorySeed } from './catalog-data';
import { NEWS, STANDARDS, type ProductRef } from './content-data';
import { insertBatches, insertProductsReturning, insertRaw, recountCatalogue, suspendIndexes } from './util';
import { seedPoints } from './points';
import type { Draft } from './demo-products';
import { skuRows, coaRows, msdsContent } from './demo-packages';
import { buildDrafts } from './demo-drafts';
import { seedDemoContent } from './demo-content';

export type SeedDemoOptions = {
  /** Seed only the first `limit` DrugCentral substances (plus those the demo content needs). For tests. */
  limit?: number;
  dataDir?: string;
  log?: (line: string) => void;
  /** Worker threads for RDKit (0 = in-process, the default; the seed script uses one per core). */
  workers?: number;
  /**
   * Look structure properties up in data/structure-props.jsonl.gz when it matches the installed RDKit and the
   * property code (default true; lib/db/seed/precomputed-props.ts). false: compute every structure with RDKit.
   */
  precomputed?: boolean;
};

export type SeedDemoReport = {
  products: number;
  drugcentral: number;
  skippedUnparsable: number;
  nitrosamines: number;
  nitrosamineLinks: number;
  letteredImpurities: number;
  skus: number;
  noPriceSkus: number;
  coaBatches: number;
  methods: number;
  standards: number;
  news: number;
  ms: number;
};

export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoReport> {
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const dir = opts.dataDir ?? DATA_DIR;
  const pool = openPropsPool(opts, dir, log);
  try {
    return await seedDemoWith(db, pool, opts, log, dir, t0);
  } finally {
    await pool.close();
  }
}

/** The seed's properties: looked up in the precomputed file where it is current, the rest computed with RDKit. */
function openPropsPool(opts: SeedDemoOptions, dir: string, log: (s: string) => void): PropsPool {
  const open = () => createPropsPool(opts.workers ?? 0);
  const found: Precomputed =
    opts.precomputed === false
      ? { entries: null, reason: 'not asked for' }
      : readPrecomputed(path.join(dir, PRECOMPUTED_PROPS_FILE));
  if (!found.entries) log(`  structure properties: computed with RDKit (precomputed file not used: ${found.reason})`);
  const pool = withPrecomputed(found.entries ?? new Map(), open);
  return {
    compute: (smiles, o) => pool.compute(smiles, o),
    get workers() {
      return pool.workers;
    },
    async close() {
      if (found.entries)
        log(`  structure properties: ${pool.hits} precomputed (${PRECOMPUTED_PROPS_FILE}), ${pool.misses} computed`);
      await pool.close();
    },
  };
}

async function seedDemoWith(
  db: Db,
  pool: PropsPool,
  opts: SeedDemoOptions,
  log: (s: string) => void,
  dir: string,
  t0: number,
): Promise<SeedDemoReport> {
  let tStep = performance.now();
  let cStep = process.cpuUsage();
  /** Debug timing of the steps (SEED_DEBUG=1): wall time and process CPU time (all threads). */
  const step = (name: string) => {
    const c = process.cpuUsage(cStep);
    if (process.env.SEED_DEBUG)
      log(
        `    · ${name}: ${((performance.now() - tStep) / 1000).toFixed(2)} s (cpu ${((c.user + c.system) / 1e6).toFixed(2)} s)`,
      );
    tStep = performance.now();
    cStep = process.cpuUsage();
  };

  /* Categories and brands. */
  const catId = new Map<string, number>();
  let sort = 0;
  const insertCats = async (nodes: CategorySeed[], parentId: number | null, level: number) => {
    for (const n of nodes) {
      const [r] = await db
        .insert(categories)
        .values({ name: n.name, nameEn: n.nameEn, slug: n.slug, parentId, level, sort: ++sort })
        .returning({ id: categories.id });
      catId.set(n.slug, r!.id);
      if (n.children) await insertCats(n.children, r!.id, level + 1);
    }
  };
  await insertCats(CATEGORY_TREE, null, 1);
  const brandId = new Map<string, number>();
  for (const [i, b] of BRANDS.entries()) {
    const [r] = await db
      .insert(brands)
      .values({
        name: b.name,
        nameEn: b.nameEn,
        code: b.code,
        country: b.country,
        city: b.city,
        description: b.description,
        sort: i + 1,
        createdAt: daysFromBase(-1000),
      })
      .returning({ id: brands.id });
    brandId.set(b.code, r!.id);
  }
  const cat = (slug: string) => catId.get(slug)!;
  const brand = (code: string) => brandId.get(code)!;

  step('categories+brands');
  const { drafts, skipped, dcCount, nitroCount, nitroParents } = await buildDrafts({
    pool,
    opts,
    log,
    dir,
    step,
    cat,
    brand,
  });
  /* Insert products, structures, SKUs. */
  const tIns = performance.now();
  // Secondary indexes (GIN trigram/token indexes especially) are rebuilt once after the bulk insert.
  const restoreIndexes = await suspendIndexes(db, ['products', 'skus']);
  const codeToId = await insertProductsReturning(
    db,
    drafts.map((d) => d.row),
  );
  const idOf = (d: Draft) => codeToId.get(d.row.code)!;
  await insertRaw(
    db,
    productStructures,
    drafts.flatMap((d) =>
      d.props
        ? [{ productId: idOf(d), patternFp: d.props.patternFp, morganFp: d.props.morganFp, updatedAt: d.row.createdAt }]
        : [],
    ),
  );
  const allSkus = drafts.flatMap((d) => skuRows(idOf(d), d));
  await insertRaw(db, skus, allSkus, { size: 2000 });
  await restoreIndexes();
  log(
    `  inserted ${drafts.length} products, ${allSkus.length} SKUs in ${((performance.now() - tIns) / 1000).toFixed(1)} s`,
  );

  step('insert');
  /* Reference lookups. */
  const byKey = new Map<string, number>();
  for (const d of drafts) for (const k of d.keys) if (!byKey.has(k)) byKey.set(k, idOf(d));
  const refId = (r: ProductRef): number | undefined =>
    'inn' in r
      ? byKey.get(`inn:${r.inn}`)
      : 'impurity' in r
        ? byKey.get(`imp:${r.impurity}`)
        : 'nitrosamine' in r
          ? byKey.get(`nitro:${r.nitrosamine}`)
          : byKey.get(`qc:${r.qc}`);
  const nameOf = new Map(drafts.map((d) => [idOf(d), d.row.nameZh ?? d.row.nameEn]));

  /* Relations: impurity_of. */
  const rel = new Map<string, InferInsertModel<typeof productRelations>>();
  const addRel = (productId: number | undefined, relatedProductId: number | undefined, label: string) => {
    if (!productId || !relatedProductId || productId === relatedProductId) return;
    rel.set(`${productId}:${relatedProductId}`, { productId, relatedProductId, relation: 'impurity_of', label });
  };
  let nitroLinks = 0;
  for (const [code, parents] of nitroParents) {
    for (const p of parents) {
      const before = rel.size;
      addRel(codeToId.get(code), byKey.get(`inn:${p}`), 'N-亚硝胺杂质');
      if (rel.size > before) nitroLinks++;
    }
  }
  for (const imp of LETTERED_IMPURITIES)
    addRel(byKey.get(`imp:${imp.key}`), byKey.get(`inn:${imp.parentInn}`), `杂质${imp.letter}`);
  await insertBatches(db, productRelations, [...rel.values()], 1000);

  step('relations');
  /* COA batches and MSDS for hot products, impurities, QC samples and curated drugs. */
  const coaSubset = drafts.filter((d) => d.coa);
  const brandCodeById = new Map([...brandId.entries()].map(([c, id]) => [id, c]));
  const coa = coaSubset.flatMap((d) => coaRows(idOf(d), d, brandCodeById.get(d.row.brandId as number) ?? 'RSM'));
  await insertRaw(db, coaBatches, coa);
  await insertRaw(
    db,
    msds,
    coaSubset.map((d) => ({ productId: idOf(d), content: msdsContent(d), updatedAt: d.row.createdAt })),
  );

  step('coa+msds');
  const { methodCount } = await seedDemoContent(db, { refId, nameOf, cat, step });
  // The points mall's gifts, and welcome points for the demo buyer when it exists (lib/db/seed/points.ts).
  await seedPoints(db);
  await recountCatalogue(db);
  step('recount');

  const report: SeedDemoReport = {
    products: drafts.length,
    drugcentral: dcCount,
    skippedUnparsable: skipped,
    nitrosamines: nitroCount,
    nitrosamineLinks: nitroLinks,
    letteredImpurities: LETTERED_IMPURITIES.length,
    skus: allSkus.length,
    noPriceSkus: allSkus.filter((s) => s.price === null).length,
    coaBatches: coa.length,
    methods: methodCount,
    standards: STANDARDS.length,
    news: NEWS.length,
    ms: Math.round(performance.now() - t0),
  };
  return report;
}
