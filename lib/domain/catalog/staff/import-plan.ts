/**
 * What one batch of valid import rows would do to the catalogue, read-only: for each row "add" (a new 货号),
 * "change" (with the changed fields, old → new) or "same", and the exact column values to write. The dry run records
 * the plan; the run plans each batch again against the catalogue as it is then, and applies it (./import-job.ts).
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products, skus } from '@/lib/db/schema';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { LICENCE_CLASSES } from '@/lib/domain/catalog/products';
import { catalogOptions, kindOfCategory } from './edit';
import { fenOf, priceShown, skuCodeOf } from './fields';
import { lookupKey } from './import-rows';
import type { FieldChange, ImportPackage, ImportRecord, RejectedRow } from './types';

export type Existing = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'code'
  | 'nameZh'
  | 'nameEn'
  | 'synonyms'
  | 'cas'
  | 'formula'
  | 'formulaHill'
  | 'canonicalSmiles'
  | 'categoryId'
  | 'brandId'
  | 'purity'
  | 'storage'
  | 'shipping'
  | 'hazards'
  | 'licenceClass'
  | 'description'
  | 'status'
  | 'hasCuratedZh'
  | 'kind'
>;

export type ExistingSku = {
  id: number;
  productId: number;
  code: string;
  packageValue: string;
  price: string | null;
  stock: number;
  delivery: string;
};

export type SkuChange = {
  skuId: number;
  set: { price?: string | null; delivery?: string; deliveryDays?: number | null };
  stockFrom?: number;
  stockTo?: number;
};

export type PlannedRow = {
  rec: ImportRecord;
  kind: 'add' | 'change' | 'same';
  existing: Existing | null;
  changes: FieldChange[];
  /** Product columns to set (changed ones only, for an existing product). */
  set: Record<string, unknown>;
  /** The structure (SMILES) must be (re)computed. */
  structure: boolean;
  newSkus: (ImportPackage & { code: string; sort: number })[];
  skuChanges: SkuChange[];
};

/** Lookup tables of the catalogue the rows refer to (loaded once per job). */
export type CatalogueMaps = {
  categories: Map<string, number>;
  brands: Map<string, number>;
  categoryName: Map<number, string>;
  categoryRoot: Map<number, string | null>;
  brandName: Map<number, string>;
};

export async function loadMaps(db: Db): Promise<CatalogueMaps> {
  const opts = await catalogOptions(db);
  const brandRows = await db
    .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, code: brands.code })
    .from(brands);
  const categories = new Map<string, number>();
  for (const c of opts.categories) {
    if (!categories.has(lookupKey(c.name))) categories.set(lookupKey(c.name), c.id);
    if (c.slug) categories.set(lookupKey(c.slug), c.id);
  }
  const bm = new Map<string, number>();
  for (const b of brandRows)
    for (const k of [b.name, b.nameEn, b.code]) if (k && !bm.has(lookupKey(k))) bm.set(lookupKey(k), b.id);
  return {
    categories,
    brands: bm,
    categoryName: new Map(opts.categories.map((c) => [c.id, c.name])),
    categoryRoot: new Map(opts.categories.map((c) => [c.id, c.rootSlug])),
    brandName: new Map(brandRows.map((b) => [b.id, b.name])),
  };
}

const shown = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '（空）';
  if (Array.isArray(v)) return v.length ? v.join(';') : '（空）';
  return String(v);
};
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const licenceLabel = (v: string | null) => (v ? (LICENCE_CLASSES[v]?.label ?? v) : '无');

export async function planBatch(
  db: Db,
  records: ImportRecord[],
  maps: CatalogueMaps,
  jobId: number,
): Promise<{ planned: PlannedRow[]; rejected: RejectedRow[] }> {
  const codes = records.map((r) => r.code);
  const rows = codes.length
    ? await db
        .select({
          id: products.id,
          code: products.code,
          nameZh: products.nameZh,
          nameEn: products.nameEn,
          synonyms: products.synonyms,
          cas: products.cas,
          formula: products.formula,
          formulaHill: products.formulaHill,
          canonicalSmiles: products.canonicalSmiles,
          categoryId: products.categoryId,
          brandId: products.brandId,
          purity: products.purity,
          storage: products.storage,
          shipping: products.shipping,
          hazards: products.hazards,
          licenceClass: products.licenceClass,
          description: products.description,
          status: products.status,
          hasCuratedZh: products.hasCuratedZh,
          kind: products.kind,
        })
        .from(products)
        .where(inArray(products.code, codes))
    : [];
  const byCode = new Map(rows.map((r) => [r.code, r as Existing]));
  const ids = rows.map((r) => r.id);
  const skuRows: ExistingSku[] = ids.length
    ? await db
        .select({
          id: skus.id,
          productId: skus.productId,
          code: skus.code,
          packageValue: skus.packageValue,
          price: sql<string | null>`${skus.price}::text`,
          stock: skus.stock,
          delivery: skus.delivery,
        })
        .from(skus)
        .where(inArray(skus.productId, ids))
    : [];
  const skusOf = new Map<number, ExistingSku[]>();
  for (const s of skuRows) skusOf.set(s.productId, [...(skusOf.get(s.productId) ?? []), s]);

  // SKU codes the new packages would take, to avoid a clash with another product's package.
  const wanted = records.flatMap((r) => r.packages.map((p) => skuCodeOf(r.code, p.packageValue)));
  const taken = new Set(
    wanted.length
      ? (await db.select({ code: skus.code }).from(skus).where(inArray(skus.code, wanted))).map((r) => r.code)
      : [],
  );

  const planned: PlannedRow[] = [];
  const rejected: RejectedRow[] = [];
  for (const rec of records) {
    const ex = byCode.get(rec.code) ?? null;
    if (!ex && !rec.nameEn) {
      rejected.push({ row: rec.row, code: rec.code, reasons: [M.importNameRequired] });
      continue;
    }
    const changes: FieldChange[] = [];
    const set: Record<string, unknown> = {};
    const field = <K extends keyof Existing>(
      label: string,
      key: K,
      to: Existing[K] | undefined,
      show: (v: Existing[K]) => string = shown,
    ) => {
      if (to === undefined) return;
      const from = ex ? ex[key] : null;
      const same = Array.isArray(to) ? sameList(to as string[], (from as string[] | null) ?? []) : from === to;
      if (ex && same) return;
      set[key] = to;
      if (ex) changes.push({ label, from: show(from as Existing[K]), to: show(to as Existing[K]) });
    };
    field('中文名', 'nameZh', rec.nameZh);
    field('英文名', 'nameEn', rec.nameEn);
    field('别名', 'synonyms', rec.synonyms);
    field('CAS', 'cas', rec.cas);
    field('类别', 'categoryId', rec.categoryId, (v) =>
      v ? (maps.categoryName.get(v as number) ?? String(v)) : '（空）',
    );
    field('品牌', 'brandId', rec.brandId, (v) => (v ? (maps.brandName.get(v as number) ?? String(v)) : '（空）'));
    field('纯度', 'purity', rec.purity);
    field('储存条件', 'storage', rec.storage);
    field('运输条件', 'shipping', rec.shipping);
    field('危险性', 'hazards', rec.hazards);
    field('管制类别', 'licenceClass', rec.licenceClass, (v) => licenceLabel(v as string | null));
    field('描述', 'description', rec.description, (v) =>
      v ? `${String(v).slice(0, 20)}${String(v).length > 20 ? '…' : ''}` : '（空）',
    );
    field('状态', 'status', rec.status, (v) => (v === 1 ? '上架' : v === 0 ? '下架' : '（空）'));
    if (set.nameZh) set.hasCuratedZh = true;
    if (set.categoryId !== undefined)
      set.kind = kindOfCategory(maps.categoryRoot.get(set.categoryId as number), ex?.kind ?? 'reference');
    let structure = false;
    if (rec.canonical) {
      if (!ex || ex.canonicalSmiles !== rec.canonical) {
        structure = true;
        if (ex) changes.push({ label: '结构', from: shown(ex.canonicalSmiles), to: rec.canonical });
      }
    } else if (rec.formulaHill && (!ex || (!ex.canonicalSmiles && ex.formulaHill !== rec.formulaHill))) {
      set.formula = rec.formula;
      set.formulaHill = rec.formulaHill;
      if (ex) changes.push({ label: '分子式', from: shown(ex.formula), to: rec.formula ?? '' });
    }

    // Packages.
    const have = ex ? (skusOf.get(ex.id) ?? []) : [];
    const newSkus: PlannedRow['newSkus'] = [];
    const skuChanges: SkuChange[] = [];
    let sort = have.length;
    for (const p of rec.packages) {
      const s = have.find((x) => x.packageValue === p.packageValue);
      if (!s) {
        let code = skuCodeOf(rec.code, p.packageValue);
        if (taken.has(code)) code = `${code}-I${jobId}`.slice(0, 60);
        taken.add(code);
        newSkus.push({ ...p, code, sort: sort++ });
        if (ex)
          changes.push({
            label: '新增规格',
            from: '',
            to: `${p.packageValue} ${priceShown(p.price ?? null)}${p.stock ? ` 库存${p.stock}` : ''}`,
          });
        continue;
      }
      const c: SkuChange = { skuId: s.id, set: {} };
      if (p.price !== undefined && fenOf(p.price) !== fenOf(s.price)) {
        c.set.price = p.price;
        changes.push({ label: `价格(${p.packageValue})`, from: priceShown(s.price), to: priceShown(p.price) });
      }
      if (p.delivery && p.delivery.delivery !== s.delivery) {
        c.set.delivery = p.delivery.delivery;
        c.set.deliveryDays = p.delivery.deliveryDays;
        changes.push({ label: `货期(${p.packageValue})`, from: s.delivery, to: p.delivery.delivery });
      }
      if (p.stock !== undefined && p.stock !== null && p.stock !== s.stock) {
        c.stockFrom = s.stock;
        c.stockTo = p.stock;
        changes.push({ label: `库存(${p.packageValue})`, from: String(s.stock), to: String(p.stock) });
      }
      if (Object.keys(c.set).length || c.stockTo !== undefined) skuChanges.push(c);
    }
    const kind: PlannedRow['kind'] = !ex ? 'add' : changes.length ? 'change' : 'same';
    planned.push({ rec, kind, existing: ex, changes, set, structure, newSkus, skuChanges });
  }
  return { planned, rejected };
}
