/**
 * Pharmacopoeia methods and regulatory standards with the products they require.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import {
  pgTable,
  serial,
  integer,
  text,
  varchar,
  boolean,
  date,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { products } from './catalog';

/* ─────────────────────── Methods and standards ─────────────────────── */

/** Method types (apiserver/types): 中国药典, USP, EP, JP, … */
export const methodTypes = pgTable('method_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A pharmacopoeia method for an API (active pharmaceutical ingredient): "prodapiitem". */
export const methods = pgTable(
  'methods',
  {
    id: serial('id').primaryKey(),
    /** The API (drug substance) name the method belongs to; used by the fallback resolver. */
    api: varchar('api', { length: 120 }).notNull(),
    apiEn: varchar('api_en', { length: 200 }),
    typeId: integer('type_id').references(() => methodTypes.id),
    /** e.g. "中国药典2025年版二部". */
    source: varchar('source', { length: 120 }),
    title: text('title').notNull(),
    /** Test item: 有关物质, 含量测定, 鉴别, … */
    testItem: varchar('test_item', { length: 60 }),
    /** Chromatographic conditions etc., sanitised HTML. */
    content: text('content'),
    series: varchar('series', { length: 60 }),
    isDemo: boolean('is_demo').notNull().default(true),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('methods_api_idx').on(t.api), index('methods_type_idx').on(t.typeId)],
);

/** Standards and impurities a method requires. */
export const methodProducts = pgTable(
  'method_products',
  {
    methodId: integer('method_id')
      .notNull()
      .references(() => methods.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** "对照品" (main standard), "杂质A", "系统适用性", … */
    role: varchar('role', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.methodId, t.productId] }), index('method_products_product_idx').on(t.productId)],
);

/** Regulatory standards (GB, YY, HJ, …). */
export const standards = pgTable(
  'standards',
  {
    id: serial('id').primaryKey(),
    standardCode: varchar('standard_code', { length: 60 }).notNull(),
    /** Code without spaces, dashes and year, lower-cased: "gb5009.3". */
    codeNormalized: varchar('code_normalized', { length: 60 }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    issuer: varchar('issuer', { length: 200 }),
    category: varchar('category', { length: 60 }),
    issuedOn: date('issued_on', { mode: 'string' }),
    effectiveOn: date('effective_on', { mode: 'string' }),
    /** 现行, 即将实施, 废止 */
    status: varchar('status', { length: 20 }).notNull().default('现行'),
    replacedBy: varchar('replaced_by', { length: 60 }),
    content: text('content'),
    isDemo: boolean('is_demo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('standards_code_uq').on(t.standardCode), index('standards_norm_idx').on(t.codeNormalized)],
);

export const standardProducts = pgTable(
  'standard_products',
  {
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 60 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.standardId, t.productId] }), index('standard_products_product_idx').on(t.productId)],
);
