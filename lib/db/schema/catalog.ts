/**
 * Catalogue: categories, brands, products, structures, packages, COA batches, MSDS.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  text,
  varchar,
  boolean,
  date,
  numeric,
  doublePrecision,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';

export type SpecEntry = { name: string; value: string };

/* ───────────────────────────── Catalogue ───────────────────────────── */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }),
    /** Stable key for menu entries ("reference", "impurity", "qc", …). */
    slug: varchar('slug', { length: 60 }),
    level: integer('level').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** Products in this category and its descendants; maintained by the catalogue service. */
    productCount: integer('product_count').notNull().default(0),
    icon: text('icon'),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), uniqueIndex('categories_slug_uq').on(t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }),
    code: varchar('code', { length: 40 }).notNull(),
    logoUrl: text('logo_url'),
    country: varchar('country', { length: 60 }),
    city: varchar('city', { length: 60 }),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_code_uq').on(t.code), index('brands_name_idx').on(t.name)],
);

/** Product kinds, used for menu categories and JSON-LD. */
export const PRODUCT_KINDS = ['reference', 'impurity', 'qc', 'intermediate', 'custom', 'reagent'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Catalogue number (货号), unique. */
    code: varchar('code', { length: 40 }).notNull(),
    nameZh: text('name_zh'),
    nameEn: text('name_en').notNull(),
    /** True when nameZh was curated by a person (false: no Chinese name yet). */
    hasCuratedZh: boolean('has_curated_zh').notNull().default(false),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cas: varchar('cas', { length: 20 }),
    formula: varchar('formula', { length: 120 }),
    /** Formula in Hill order with explicit counts, for order-independent lookup (C8H9NO2). */
    formulaHill: varchar('formula_hill', { length: 160 }),
    molecularWeight: doublePrecision('molecular_weight'),
    exactMass: doublePrecision('exact_mass'),
    smiles: text('smiles'),
    canonicalSmiles: text('canonical_smiles'),
    molfile: text('molfile'),
    inchi: text('inchi'),
    inchiKey: varchar('inchi_key', { length: 27 }),
    kind: varchar('kind', { length: 20 }).$type<ProductKind>().notNull().default('reference'),
    categoryId: integer('category_id').references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    purity: varchar('purity', { length: 60 }),
    storage: varchar('storage', { length: 120 }),
    /** Days an opened unit stays usable (开封后使用期限), when the product states one; the lab's ledger uses it. */
    inUseDays: integer('in_use_days'),
    shipping: varchar('shipping', { length: 120 }),
    /** GHS hazard statements / pictogram codes, e.g. ["GHS07", "H302"]. */
    hazards: text('hazards')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Licence class: null, "hazardous" (危险化学品), "precursor" (易制毒), "controlled" (管制品). */
    licenceClass: varchar('licence_class', { length: 30 }),
    description: text('description'),
    imageUrl: text('image_url'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** 1 on sale, 0 off the shelf. */
    status: integer('status').notNull().default(1),
    /** Source of the record (drugcentral:123, nitrosamine:45, chembl:…). */
    source: varchar('source', { length: 60 }),
    /** Lower-cased searchable text (names, synonyms, code, CAS); trigram-indexed. */
    searchText: text('search_text').notNull().default(''),
    /** Tokens for CJK-aware matching: lowercase words and CJK character bigrams. */
    searchTokens: text('search_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    // Quick order matches a 货号 typed without its hyphen or in lower case (lib/domain/commerce/quick-order/parse.ts compactCode).
    index('products_code_compact_idx').on(sql`upper(replace(${t.code}, '-', ''))`),
    index('products_cas_idx').on(t.cas),
    index('products_inchikey_idx').on(t.inchiKey),
    index('products_formula_hill_idx').on(t.formulaHill),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_brand_idx').on(t.brandId, t.id),
    index('products_canonical_idx').on(t.canonicalSmiles),
    index('products_mw_idx').on(t.molecularWeight),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_tokens_gin').using('gin', t.searchTokens),
    // Search (lib/domain/catalog/search): Latin substring / typo matching, and the name sort.
    index('products_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_en_sort_idx').on(sql`lower(${t.nameEn})`, t.id),
    // Molecular weight descending with products without a weight last (the mw_desc sort).
    index('products_mw_desc_idx').on(t.molecularWeight.desc().nullsLast(), t.id.desc()),
  ],
);

/** Structure fingerprints, stored so each app instance rebuilds its in-memory index without re-parsing. */
export const productStructures = pgTable('product_structures', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** RDKit pattern fingerprint (substructure screen). */
  patternFp: bytea('pattern_fp'),
  /** Morgan radius 2, 2048 bit (similarity). */
  morganFp: bytea('morgan_fp'),
  /** RDKit pickled molecule (fast reload), if present. */
  pickle: bytea('pickle'),
  updatedAt: updatedAt(),
});

/** Relations between products: impurity of a parent drug, metabolite, salt form, … */
export const productRelations = pgTable(
  'product_relations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** "impurity_of" (product is an impurity of related), "salt_of", "metabolite_of". */
    relation: varchar('relation', { length: 30 }).notNull(),
    /** Label such as "杂质A" or "N-亚硝基杂质". */
    label: varchar('label', { length: 80 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId, t.relation] }),
    index('product_rel_related_idx').on(t.relatedProductId),
  ],
);

/** A package (SKU) of a product. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 60 }).notNull(),
    /** Specification list, as the spec's cart item carries it. */
    specification: jsonb('specification')
      .$type<SpecEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Package value for filtering, e.g. "10mg", "100mg", "1g", "1ml". */
    packageValue: varchar('package_value', { length: 30 }).notNull(),
    /** The price as entered (free text: "0", "?", "0.00" mean no price). */
    priceText: varchar('price_text', { length: 30 }),
    /** Parsed price in yuan; null means no price (询价). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    /** Delivery class for filtering: "现货", "1-3天", "1-2周", "定制". */
    delivery: varchar('delivery', { length: 30 }).notNull().default('现货'),
    deliveryDays: integer('delivery_days'),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('skus_code_uq').on(t.code),
    index('skus_product_idx').on(t.productId),
    index('skus_package_idx').on(t.packageValue),
  ],
);

/** COA batches (lots) of a product. */
export const coaBatches = pgTable(
  'coa_batches',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    batchNo: varchar('batch_no', { length: 60 }).notNull(),
    /** "current" or "withdrawn". */
    status: varchar('status', { length: 20 }).notNull().default('current'),
    releasedOn: date('released_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    purity: varchar('purity', { length: 60 }),
    /** Certified values and method lines, shown on the COA page. */
    content: jsonb('content').$type<Record<string, unknown>>(),
    fileUrl: text('file_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coa_product_batch_uq').on(t.productId, t.batchNo), index('coa_batch_idx').on(t.batchNo)],
);

export const msds = pgTable('msds', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  fileUrl: text('file_url'),
  updatedAt: updatedAt(),
});
