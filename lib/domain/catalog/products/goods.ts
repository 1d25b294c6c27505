/**
 * The goods (product detail) page read: everything /goodsDetail/:id shows, in a handful of indexed queries
 * (product+brand+category by primary key; SKUs, relations, methods and standards by product id, in parallel).
 *
 * The result is plain JSON (dates as ISO strings) so it can live in the Next data cache (lib/pages/catalog.ts).
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  brands,
  categories,
  methodProducts,
  methodTypes,
  methods,
  productRelations,
  products,
  skus,
  standardProducts,
  standards,
  type SpecEntry,
} from '@/lib/db/schema';
import { parentCategoryNames } from './categories';
import { minPrice } from './price';
import type { ProductSummary } from './types';

export type GoodsSku = {
  id: number;
  code: string;
  packageValue: string;
  specification: SpecEntry[];
  /** Price in yuan; null means no price (询价). */
  price: number | null;
  stock: number;
  delivery: string;
  deliveryDays: number | null;
};

/** A related product (parent drug, impurity) as a small card. */
export type RelatedProduct = ProductSummary & {
  formula: string | null;
  molecularWeight: number | null;
  hasStructure: boolean;
  imageUrl: string | null;
  label: string | null;
  status: number;
};

export type RelatedMethod = {
  id: number;
  api: string;
  title: string;
  source: string | null;
  testItem: string | null;
  typeName: string | null;
  role: string;
};
export type RelatedStandard = { id: number; standardCode: string; title: string; status: string; role: string | null };

export type GoodsProduct = {
  id: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  hasCuratedZh: boolean;
  synonyms: string[];
  cas: string | null;
  formula: string | null;
  molecularWeight: number | null;
  exactMass: number | null;
  inchiKey: string | null;
  smiles: string | null;
  /** The structure to draw (canonical SMILES, SMILES or molfile), null when none. */
  structureInput: string | null;
  purity: string | null;
  storage: string | null;
  shipping: string | null;
  hazards: string[];
  licenceClass: string | null;
  description: string | null;
  imageUrl: string | null;
  kind: string;
  status: number;
  isHot: boolean;
  isNew: boolean;
  updatedAt: string;
};

export type GoodsDetail = {
  product: GoodsProduct;
  brand: { id: number; name: string; nameEn: string | null; code: string; logoUrl: string | null } | null;
  category: { id: number; name: string } | null;
  /** Root → leaf category chain for the breadcrumb. */
  breadcrumb: { id: number; name: string }[];
  skus: GoodsSku[];
  /** Lowest real price, or null when every package is 询价. */
  minPrice: number | null;
  /** Products this one is an impurity of (parent drugs). */
  parents: RelatedProduct[];
  /** Impurities of this product. */
  impurities: RelatedProduct[];
  methods: RelatedMethod[];
  standards: RelatedStandard[];
};

/** Cap on related rows shown on one page (a popular API can have hundreds of impurities). */
export const GOODS_RELATED_LIMIT = 24;

const relatedCols = {
  id: products.id,
  code: products.code,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  hasCuratedZh: products.hasCuratedZh,
  cas: products.cas,
  formula: products.formula,
  molecularWeight: products.molecularWeight,
  hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null)`,
  imageUrl: products.imageUrl,
  status: products.status,
};

export type RelatedRow = {
  id: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  hasCuratedZh: boolean;
  cas: string | null;
  formula: string | null;
  molecularWeight: number | null;
  hasStructure: boolean;
  imageUrl: string | null;
  status: number;
  label: string | null;
};

const toRelated = (r: RelatedRow): RelatedProduct => ({
  id: r.id,
  code: r.code,
  nameZh: r.hasCuratedZh ? r.nameZh : null,
  nameEn: r.nameEn,
  cas: r.cas,
  formula: r.formula,
  molecularWeight: r.molecularWeight,
  hasStructure: Boolean(r.hasStructure),
  imageUrl: r.imageUrl,
  label: r.label,
  status: r.status,
});

/** Parse a route id ("123") into a positive int, or null. */
export function parseProductId(raw: string | string[] | undefined | null): number | null {
  const s = Array.isArray(raw) ? raw[0] : raw;
  if (!s || !/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** SKUs of a product (on sale), in display order. One indexed query (skus_product_idx). */
export async function listSkus(db: Db, productId: number): Promise<GoodsSku[]> {
  const rows = await db
    .select({
      id: skus.id,
      code: skus.code,
      packageValue: skus.packageValue,
      specification: skus.specification,
      price: skus.price,
      stock: skus.stock,
      delivery: skus.delivery,
      deliveryDays: skus.deliveryDays,
    })
    .from(skus)
    .where(and(eq(skus.productId, productId), eq(skus.status, 1)))
    .orderBy(asc(skus.sort), asc(skus.id));
  return rows.map(toGoodsSku);
}

/** A package row as the goods page shows it (also used by the one-statement read, goods-page.ts). */
export function toGoodsSku(
  r: Omit<GoodsSku, 'specification' | 'price'> & { specification: unknown; price: number | string | null },
): GoodsSku {
  return {
    ...r,
    specification: Array.isArray(r.specification) ? (r.specification as SpecEntry[]) : [],
    // Stored prices already follow the rule, but 0 must never show as ¥0.00.
    price: r.price !== null && Number(r.price) > 0 ? Number(r.price) : null,
  };
}

/**
 * Both directions of "impurity_of" (rows ordered by label, id): rows where `id` is the impurity → its parents,
 * rows where it is the parent → its impurities (natural label order: 杂质A < 杂质B < 杂质10).
 */
export function splitRelations(
  id: number,
  relRows: (RelatedRow & { productId: number })[],
): { parents: RelatedProduct[]; impurities: RelatedProduct[] } {
  const parents: RelatedProduct[] = [];
  const impurities: RelatedProduct[] = [];
  for (const r of relRows) {
    if (r.id === id) continue;
    if (r.productId === id) {
      if (parents.length < GOODS_RELATED_LIMIT) parents.push(toRelated(r));
    } else if (impurities.length < GOODS_RELATED_LIMIT) impurities.push(toRelated(r));
  }
  impurities.sort((a, b) => compareLabels(a.label, b.label) || a.id - b.id);
  return { parents, impurities };
}

/** The goods page data that does not change with prices and stock (everything but the packages). */
export type GoodsStatic = Omit<GoodsDetail, 'skus' | 'minPrice'>;

/** Everything the goods page needs, or null when no such product exists. Off-shelf products are returned (status 0). */
export async function getGoodsDetail(db: Db, id: number): Promise<GoodsDetail | null> {
  const [s, skuRows] = await Promise.all([getGoodsStatic(db, id), listSkus(db, id)]);
  return s ? withSkus(s, skuRows) : null;
}

/** Combine the descriptive part with the packages (prices, stock) into the goods page data. */
export function withSkus<T extends GoodsStatic>(s: T, skuRows: GoodsSku[]): T & Pick<GoodsDetail, 'skus' | 'minPrice'> {
  return { ...s, skus: skuRows, minPrice: minPrice(skuRows.map((k) => k.price)) };
}

/**
 * The descriptive part of the goods page: product, brand, category chain, related products, methods, standards.
 * Cached much longer than the packages (lib/pages/catalog.ts), which carry prices and stock.
 */
export async function getGoodsStatic(db: Db, id: number): Promise<GoodsStatic | null> {
  const productQ = db
    .select({
      p: {
        id: products.id,
        code: products.code,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        hasCuratedZh: products.hasCuratedZh,
        synonyms: products.synonyms,
        cas: products.cas,
        formula: products.formula,
        molecularWeight: products.molecularWeight,
        exactMass: products.exactMass,
        inchiKey: products.inchiKey,
        smiles: products.smiles,
        canonicalSmiles: products.canonicalSmiles,
        molfile: products.molfile,
        purity: products.purity,
        storage: products.storage,
        shipping: products.shipping,
        hazards: products.hazards,
        licenceClass: products.licenceClass,
        description: products.description,
        imageUrl: products.imageUrl,
        kind: products.kind,
        status: products.status,
        isHot: products.isHot,
        isNew: products.isNew,
        updatedAt: products.updatedAt,
        categoryId: products.categoryId,
      },
      brandId: brands.id,
      brandName: brands.name,
      brandNameEn: brands.nameEn,
      brandCode: brands.code,
      brandLogo: brands.logoUrl,
      categoryName: categories.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);

  // Both directions of "impurity_of" in one query: rows where this product is the impurity (→ parents)
  // and rows where it is the parent (→ impurities). Uses the PK (product_id, …) and product_rel_related_idx.
  const relationsQ = db
    .select({
      productId: productRelations.productId,
      relatedProductId: productRelations.relatedProductId,
      label: productRelations.label,
      ...relatedCols,
    })
    .from(productRelations)
    .innerJoin(
      products,
      sql`${products.id} = case when ${productRelations.productId} = ${id} then ${productRelations.relatedProductId} else ${productRelations.productId} end`,
    )
    .where(
      and(
        eq(productRelations.relation, 'impurity_of'),
        or(eq(productRelations.productId, id), eq(productRelations.relatedProductId, id)),
      ),
    )
    .orderBy(asc(productRelations.label), asc(products.id))
    .limit(GOODS_RELATED_LIMIT * 2);

  const methodsQ = db
    .select({
      id: methods.id,
      api: methods.api,
      title: methods.title,
      source: methods.source,
      testItem: methods.testItem,
      typeName: methodTypes.name,
      role: methodProducts.role,
    })
    .from(methodProducts)
    .innerJoin(methods, eq(methods.id, methodProducts.methodId))
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .where(eq(methodProducts.productId, id))
    .orderBy(asc(methods.id))
    .limit(GOODS_RELATED_LIMIT);

  const standardsQ = db
    .select({
      id: standards.id,
      standardCode: standards.standardCode,
      title: standards.title,
      status: standards.status,
      role: standardProducts.role,
    })
    .from(standardProducts)
    .innerJoin(standards, eq(standards.id, standardProducts.standardId))
    .where(eq(standardProducts.productId, id))
    .orderBy(asc(standards.standardCode))
    .limit(GOODS_RELATED_LIMIT);

  const [rows, relRows, methodRows, standardRows] = await Promise.all([productQ, relationsQ, methodsQ, standardsQ]);
  const row = rows[0];
  if (!row) return null;
  const p = row.p;

  const breadcrumb = p.categoryId ? await parentCategoryNames(db, p.categoryId) : [];

  const { parents, impurities } = splitRelations(id, relRows);

  return {
    product: {
      id: p.id,
      code: p.code,
      nameZh: p.nameZh,
      nameEn: p.nameEn,
      hasCuratedZh: p.hasCuratedZh,
      synonyms: p.synonyms ?? [],
      cas: p.cas,
      formula: p.formula,
      molecularWeight: p.molecularWeight,
      exactMass: p.exactMass,
      inchiKey: p.inchiKey,
      smiles: p.canonicalSmiles ?? p.smiles,
      structureInput: p.canonicalSmiles ?? p.smiles ?? p.molfile ?? null,
      purity: p.purity,
      storage: p.storage,
      shipping: p.shipping,
      hazards: p.hazards ?? [],
      licenceClass: p.licenceClass,
      description: p.description,
      imageUrl: p.imageUrl,
      kind: p.kind,
      status: p.status,
      isHot: p.isHot,
      isNew: p.isNew,
      updatedAt: new Date(p.updatedAt).toISOString(),
    },
    brand:
      row.brandId != null
        ? {
            id: row.brandId,
            name: row.brandName ?? '',
            nameEn: row.brandNameEn,
            code: row.brandCode ?? '',
            logoUrl: row.brandLogo,
          }
        : null,
    category: p.categoryId != null && row.categoryName != null ? { id: p.categoryId, name: row.categoryName } : null,
    breadcrumb,
    parents,
    impurities,
    methods: methodRows.map((m) => ({ ...m, typeName: m.typeName ?? null })),
    standards: standardRows,
  };
}

/** "杂质A" < "杂质B" < "杂质10"; nulls last. */
function compareLabels(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b, 'zh-CN', { numeric: true });
}

/** Structure input (SMILES / molfile) of a product, for the image route. One PK lookup. */
export async function getStructureInput(
  db: Db,
  id: number,
): Promise<{
  input: string | null;
  updatedAt: string;
  name: string;
  latin: { nameEn: string; cas: string | null; code: string; category: string | null; formula: string | null };
  kind: string;
} | null> {
  const rows = await db
    .select({
      canonicalSmiles: products.canonicalSmiles,
      smiles: products.smiles,
      molfile: products.molfile,
      updatedAt: products.updatedAt,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      hasCuratedZh: products.hasCuratedZh,
      cas: products.cas,
      code: products.code,
      formula: products.formula,
      kind: products.kind,
      category: categories.nameEn,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return {
    input: r.canonicalSmiles ?? r.smiles ?? r.molfile ?? null,
    updatedAt: new Date(r.updatedAt).toISOString(),
    name: r.hasCuratedZh && r.nameZh ? r.nameZh : r.nameEn,
    latin: { nameEn: r.nameEn, cas: r.cas, code: r.code, category: r.category, formula: r.formula },
    kind: r.kind,
  };
}

/** Live package data (price, stock) for several SKUs of products: the confirmation page and the price island. */
export async function skusByIds(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .select({
      id: skus.id,
      productId: skus.productId,
      packageValue: skus.packageValue,
      specification: skus.specification,
      price: skus.price,
      stock: skus.stock,
      delivery: skus.delivery,
      code: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      hasCuratedZh: products.hasCuratedZh,
      cas: products.cas,
      hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null)`,
      imageUrl: products.imageUrl,
      productStatus: products.status,
      skuStatus: skus.status,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, skuIds))
    .orderBy(asc(skus.id));
}
