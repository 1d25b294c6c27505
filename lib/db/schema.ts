/**
 * The one Drizzle schema (PostgreSQL dialect) for the whole mall.
 * drizzle-kit generates the committed migrations in lib/db/migrations from this file.
 *
 * Areas: catalogue · methods/standards · content · accounts · commerce · after-sales · operations.
 */
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../config/staff-roles';
import {
  pgTable,
  serial,
  integer,
  bigint,
  text,
  varchar,
  boolean,
  timestamp,
  date,
  numeric,
  type AnyPgColumn,
  doublePrecision,
  jsonb,
  customType,
  primaryKey,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
const updatedAt = () => ts('updated_at').notNull().defaultNow();

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

/* ───────────────────────────── Content ───────────────────────────── */

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised HTML (sanitised on write and again on render). */
    content: text('content').notNull(),
    coverUrl: text('cover_url'),
    source: varchar('source', { length: 120 }),
    author: varchar('author', { length: 60 }),
    views: integer('views').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(true),
    status: integer('status').notNull().default(1),
    publishedAt: ts('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt), index('news_category_idx').on(t.categoryId)],
);

/** Help centre tree (api/menutree/list). type 1 internal page, type 2 external link (description holds the URL). */
export const helpTree = pgTable(
  'help_tree',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    type: integer('type').notNull().default(1),
    description: text('description'),
    content: text('content'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_tree_parent_idx').on(t.parentId)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: varchar('position', { length: 30 }).notNull().default('home'),
  title: varchar('title', { length: 120 }).notNull(),
  subtitle: text('subtitle'),
  imageUrl: text('image_url'),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
});

/** Site-wide settings and small shared state (e.g. the structure index version seen by every instance). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/* ───────────────────────────── Accounts ───────────────────────────── */

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Unified social credit code. */
  creditCode: varchar('credit_code', { length: 30 }),
  corpType: varchar('corp_type', { length: 40 }),
  /** 0 none, 1 submitted, 2 certified, 3 rejected. */
  certStatus: integer('cert_status').notNull().default(0),
  licenceUploadId: integer('licence_upload_id'),
  /** Other certification files (uploads ids). */
  otherUploadIds: jsonb('other_upload_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  address: varchar('address', { length: 200 }),
  contactName: varchar('contact_name', { length: 60 }),
  contactPhone: varchar('contact_phone', { length: 30 }),
  /** Why staff rejected the last certification (shown to the buyer). */
  rejectReason: text('reject_reason'),
  createdByUserId: integer('created_by_user_id'),
  /** Orders of members above this amount (yuan) wait for the organisation administrator's approval; null = never. */
  approvalThreshold: numeric('approval_threshold', { precision: 12, scale: 2, mode: 'number' }),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }),
    email: varchar('email', { length: 120 }),
    /** argon2id of the client-side md5 of the password. */
    passwordHash: text('password_hash'),
    nickName: varchar('nick_name', { length: 60 }),
    userName: varchar('user_name', { length: 60 }),
    avatarUrl: text('avatar_url'),
    /** "0" none, "1" submitted, "2" real-name authenticated, "3" rejected. */
    identityStatus: varchar('identity_status', { length: 2 }).notNull().default('0'),
    realName: varchar('real_name', { length: 60 }),
    idCardMasked: varchar('id_card_masked', { length: 30 }),
    orgId: integer('org_id').references(() => organizations.id),
    deptName: varchar('dept_name', { length: 100 }),
    recommendMobile: varchar('recommend_mobile', { length: 11 }),
    wechatOpenId: varchar('wechat_open_id', { length: 64 }),
    /** "buyer", "staff", "admin" (operations console). */
    role: varchar('role', { length: 20 }).notNull().default('buyer'),
    points: integer('points').notNull().default(0),
    status: integer('status').notNull().default(1),
    /** Consecutive failed password logins; reset on success. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** Password login refused until then (lockout after repeated failures). */
    lockedUntil: ts('locked_until'),
    passwordChangedAt: ts('password_changed_at'),
    emailVerifiedAt: ts('email_verified_at'),
    /** Membership of orgId: null none, "pending" asked to join, "member", "owner" (created it). */
    orgRole: varchar('org_role', { length: 20 }),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_wechat_uq').on(t.wechatOpenId),
  ],
);

/** Sessions live in the database so any app instance can serve any request. Only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    /** Logged in with "remember me" (43200-minute expiry). */
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Image captchas (getImgCode), stored so any instance can check them. */
export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** SMS verification codes. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** 1 login/register, 2 forget password, 3 bind phone. */
    purpose: integer('purpose').notNull().default(1),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Rate-limit counters shared by every instance (rate-limiter-flexible's RateLimiterDrizzle layout:
 * key, consumed points, window expiry).
 */
export const rateLimiter = pgTable('rate_limiter', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: ts('expire'),
});

/**
 * What the development adapters (SMS, e-mail, captcha answers, WeChat) would have sent, newest first at
 * /dev/outbox. Written only while a development adapter is active.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    /** sms, email, captcha, wechat. */
    kind: varchar('kind', { length: 20 }).notNull(),
    to: varchar('to', { length: 200 }).notNull(),
    code: varchar('code', { length: 64 }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_outbox_time_idx').on(t.createdAt)],
);

/** WeChat QR login scenes (polled by the browser). */
export const wechatLogins = pgTable('wechat_logins', {
  sceneStr: varchar('scene_str', { length: 64 }).primaryKey(),
  /** 0 waiting, 1/2 scanned but phone not bound, 3 logged in, 4 expired. */
  status: integer('status').notNull().default(0),
  openId: varchar('open_id', { length: 64 }),
  nickname: varchar('nickname', { length: 60 }),
  avatar: text('avatar'),
  bindKey: varchar('bind_key', { length: 64 }),
  userId: integer('user_id').references(() => users.id),
  /** Session token waiting for the browser's next poll (status 3); cleared once delivered. */
  token: text('token'),
  /** Mobile verified by wx/{x}/loginReg for a new user: register?token=noBind_… creates the account with it. */
  mobile: varchar('mobile', { length: 11 }),
  recommendMobile: varchar('recommend_mobile', { length: 11 }),
  /** SHA-256 of the noBind_ token handed to the browser. */
  noBindHash: varchar('no_bind_hash', { length: 64 }),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    level: integer('level').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "receiving" or "invoice". */
    kind: varchar('kind', { length: 20 }).notNull().default('receiving'),
    consignee: varchar('consignee', { length: 60 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    regionText: varchar('region_text', { length: 120 }),
    detail: varchar('detail', { length: 200 }).notNull(),
    company: varchar('company', { length: 200 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** avatar, feedback, idcard, licence, news, … */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    /** MIME type detected from the content, never from the file name. */
    mime: varchar('mime', { length: 80 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    /** "public" (avatars, news images) or "private" (feedback, identity and licence files: owner and staff only). */
    visibility: varchar('visibility', { length: 10 }).notNull().default('private'),
    /**
     * A random name (192 bits, base64url) the file is served under instead of its number (/uploads/<accessKey>), for
     * purposes whose rule asks for one (feedback images): its number then opens nothing.
     */
    accessKey: varchar('access_key', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_access_key_uq').on(t.accessKey)],
);

/**
 * Real-name (kind "realname") and enterprise (kind "enterprise") verification requests, reviewed by staff.
 * status: pending → approved | rejected. Approval sets users.identity_status '2' / organizations.cert_status 2.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** What was submitted (names, masked id number, credit code…); never the full id number. */
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    uploadIds: jsonb('upload_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reason: text('reason'),
    /** The staff_users id of the reviewer (console), or null (seed command). */
    reviewedByUserId: integer('reviewed_by_user_id'),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_user_idx').on(t.userId, t.createdAt),
    index('verification_status_idx').on(t.status, t.createdAt),
  ],
);

/** E-mail verification codes (bind e-mail). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 120 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

/* ───────────────────────────── Commerce ───────────────────────────── */

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    num: integer('num').notNull().default(1),
    checked: boolean('checked').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_user_sku_uq').on(t.userId, t.skuId)],
);

export const inquiryBasketItems = pgTable(
  'inquiry_basket_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    num: integer('num').notNull().default(1),
    /** Chosen for the next inquiry submission. */
    checked: boolean('checked').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('basket_user_sku_uq').on(t.userId, t.skuId)],
);

/** Demand list (需求清单): products a user intends to buy; guests keep theirs locally. */
export const demandItems = pgTable(
  'demand_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    num: integer('num').notNull().default(1),
    note: text('note'),
    createdAt: createdAt(),
  },
  // One line per product package (the guest demand list is keyed by product and SKU too).
  (t) => [
    uniqueIndex('demand_user_product_sku_uq').on(t.userId, t.productId, t.skuId),
    index('demand_user_time_idx').on(t.userId, t.createdAt),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const browsingHistory = pgTable(
  'browsing_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('history_user_time_idx').on(t.userId, t.viewedAt)],
);

/** Invoice titles (抬头) a user keeps. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 普通发票, 2 增值税专用发票. */
    type: integer('type').notNull().default(1),
    title: varchar('title', { length: 200 }).notNull(),
    taxNo: varchar('tax_no', { length: 30 }),
    bankName: varchar('bank_name', { length: 120 }),
    bankAccount: varchar('bank_account', { length: 60 }),
    regAddress: varchar('reg_address', { length: 200 }),
    regPhone: varchar('reg_phone', { length: 30 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_titles_user_idx').on(t.userId)],
);

/**
 * Order states (the transitions live in lib/domain/commerce/orders/machine.ts, the one place that decides them):
 * pending_payment 待付款 → pending_confirm 待确认 (transfer voucher uploaded) → paid 待发货 → shipped 已发货 → completed 已完成;
 * pending_payment / pending_confirm → cancelled 已取消; paid → refunding → refunded (after-sales).
 * A member's order above the organisation's approval threshold starts as pending_approval 待审批 until the
 * organisation administrator approves it (→ pending_payment) or rejects it (→ cancelled).
 */
export const ORDER_STATUSES = [
  'pending_approval',
  'pending_payment',
  'pending_confirm',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => organizations.id),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('pending_payment'),
    /** "cart", "quick", "inquiry", "custom", "buy_now". */
    source: varchar('source', { length: 20 }).notNull().default('cart'),
    goodsAmount: numeric('goods_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    freight: numeric('freight', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    payAmount: numeric('pay_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** alipay, wechat, credit, transfer. */
    payMethod: varchar('pay_method', { length: 20 }),
    address: jsonb('address').$type<Record<string, unknown>>(),
    invoice: jsonb('invoice').$type<Record<string, unknown>>(),
    /** Delivery notes (送货备注) the buyer wrote at settlement. */
    remark: text('remark'),
    /** The buyer's own purchase-order number (采购单号). */
    poNumber: varchar('po_number', { length: 60 }),
    /** Client-generated id sent with the placement; a retry with the same key returns the first order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The quotation this order accepts (source "inquiry"). */
    inquiryId: integer('inquiry_id'),
    /** Unpaid orders are cancelled at this time by the job queue (lib/domain/operations/jobs). */
    payDeadline: ts('pay_deadline'),
    cancelReason: text('cancel_reason'),
    /** Number of lines and the first line's name, for the order-centre list without a join. */
    lineCount: integer('line_count').notNull().default(0),
    trackingNo: varchar('tracking_no', { length: 60 }),
    carrier: varchar('carrier', { length: 60 }),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('orders_deadline_idx').on(t.status, t.payDeadline),
  ],
);

/** The timeline of an order: one row per state-machine transition (buyer, staff or system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** "buyer", "staff", "system". */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 60 }),
    name: text('name').notNull(),
    cas: varchar('cas', { length: 20 }),
    specification: jsonb('specification').$type<SpecEntry[]>().notNull(),
    packageValue: varchar('package_value', { length: 30 }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Units taken from skus.stock at placement (released on cancellation); 0 for made-to-order packages. */
    reserved: integer('reserved').notNull().default(0),
    delivery: varchar('delivery', { length: 30 }),
    licenceClass: varchar('licence_class', { length: 30 }),
    /** The COA lot the warehouse shipped (recorded by 发货; the buyer's ledger reads it). */
    lotId: integer('lot_id').references(() => coaBatches.id, { onDelete: 'set null' }),
    lotNo: varchar('lot_no', { length: 60 }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // The order centre's search by product name, 货号 or CAS (ilike '%…%').
    index('order_lines_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('order_lines_code_trgm').using('gin', t.code.op('gin_trgm_ops')),
    index('order_lines_cas_trgm').using('gin', t.cas.op('gin_trgm_ops')),
  ],
);

/* ───────────── Restricted chemicals (易制毒 / 易制爆 / 管制品): licence documents and the sales ledger ───────────── */

/**
 * A buyer's licence document (企业资质): a 购买许可证, 备案证明, 易制爆 purchase proof or 管制品 approval, with its
 * number, issuing authority, validity and scan. Organisation documents (org_id set) are shared by the
 * organisation's confirmed members; a personal buyer's own have org_id null. Status (lib/domain/commerce/licences/machine.ts):
 * pending 待审核 → approved 已通过 | rejected 已驳回 (staff, with a reason) | withdrawn 已撤回 (buyer);
 * approved → revoked 已撤销 (staff). Expiry is derived from valid_to, never stored.
 */
export const buyerLicences = pgTable(
  'buyer_licences',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').references(() => organizations.id),
    /** Who uploaded it; the owner of a personal document. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** precursor_permit, precursor_filing, explosive_proof, controlled_approval (lib/domain/commerce/licences/rules.ts). */
    kind: varchar('kind', { length: 30 }).notNull(),
    licenceNo: varchar('licence_no', { length: 60 }).notNull(),
    authority: varchar('authority', { length: 100 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** 许可品种及数量 as the document states them (optional; staff compare orders with it). */
    scope: varchar('scope', { length: 200 }),
    /** The scan (a private upload, purpose hazard_licence). */
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** Why staff rejected or revoked it (the buyer reads it). */
    reason: text('reason'),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The reviewer's name at the time (a shell command records 命令行). */
    reviewedByName: varchar('reviewed_by_name', { length: 60 }),
    reviewedAt: ts('reviewed_at'),
    /** When the buyer was told it expires within 30 days (once per document). */
    expiryNoticeAt: ts('expiry_notice_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('buyer_licences_org_idx').on(t.orgId, t.kind),
    index('buyer_licences_user_idx').on(t.userId, t.kind),
    index('buyer_licences_queue_idx').on(t.status, t.createdAt),
    index('buyer_licences_expiry_idx').on(t.status, t.validTo),
  ],
);

/** The timeline of a licence document: one row per transition and per expiry notice. */
export const licenceEvents = pgTable(
  'licence_events',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => buyerLicences.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** "buyer", "staff", "system". */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id'),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: varchar('staff_name', { length: 60 }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('licence_events_licence_idx').on(t.licenceId, t.id)],
);

/**
 * The sales ledger of restricted products (销售台账, 易制毒化学品管理条例 第十九条): one row per order line of a
 * restricted product, written in the placement's transaction with the licence that covered it, frozen (product,
 * quantity, buyer and licence as they were). Exported by staff for the authorities; never deleted with an order.
 */
export const restrictedSales = pgTable(
  'restricted_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    code: varchar('code', { length: 60 }),
    productName: text('product_name').notNull(),
    cas: varchar('cas', { length: 20 }),
    licenceClass: varchar('licence_class', { length: 30 }).notNull(),
    packageValue: varchar('package_value', { length: 30 }),
    num: integer('num').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => organizations.id),
    /** The organisation's name, or the person's real name for a personal purchase. */
    buyerName: varchar('buyer_name', { length: 200 }).notNull(),
    buyerMobile: varchar('buyer_mobile', { length: 11 }),
    licenceId: integer('licence_id').references(() => buyerLicences.id),
    licenceKind: varchar('licence_kind', { length: 30 }).notNull(),
    licenceNo: varchar('licence_no', { length: 60 }).notNull(),
    licenceAuthority: varchar('licence_authority', { length: 100 }).notNull(),
    licenceValidTo: date('licence_valid_to', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('restricted_sales_time_idx').on(t.createdAt),
    index('restricted_sales_order_idx').on(t.orderId),
    index('restricted_sales_licence_idx').on(t.licenceId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: varchar('channel', { length: 20 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** created, paid, failed, refunded. */
    status: varchar('status', { length: 20 }).notNull().default('created'),
    tradeNo: varchar('trade_no', { length: 64 }),
    raw: jsonb('raw'),
    userId: integer('user_id').references(() => users.id),
    /** Bank transfer: the voucher (uploads id) the buyer sent; staff confirm it. */
    voucherUploadId: integer('voucher_upload_id'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [uniqueIndex('payments_out_trade_uq').on(t.outTradeNo), index('payments_order_idx').on(t.orderId)],
);

/** Every asynchronous payment notification received (Alipay notify): replay detection and the audit of outcomes. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 20 }).notNull(),
    /** The channel's notification id (Alipay notify_id). */
    notifyId: varchar('notify_id', { length: 128 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 64 }),
    /** "applied", "duplicate", "bad_signature", "amount_mismatch", "unknown_order", "ignored". */
    outcome: varchar('outcome', { length: 30 }).notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.channel, t.notifyId)],
);

/** Credit (account period, 账期) per organisation or user. */
export const creditAccounts = pgTable('credit_accounts', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').references(() => organizations.id),
  userId: integer('user_id').references(() => users.id),
  quota: numeric('quota', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  used: numeric('used', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  periodDays: integer('period_days').notNull().default(30),
  /** 0 applied, 1 active, 2 rejected, 3 frozen. */
  status: integer('status').notNull().default(0),
  createdAt: createdAt(),
});

/** Inquiry (quotation request) submitted from the basket. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    inquiryNo: varchar('inquiry_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** submitted 待报价, quoted 已报价, ordered 已下单, closed 已关闭 (lib/domain/commerce/inquiries/machine.ts). */
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    contactName: varchar('contact_name', { length: 60 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    remark: text('remark'),
    /** The delivery date the buyer wishes. */
    wantedBy: date('wanted_by', { mode: 'string' }),
    quotedAmount: numeric('quoted_amount', { precision: 12, scale: 2, mode: 'number' }),
    quoteNote: text('quote_note'),
    quotedAt: ts('quoted_at'),
    /** A quote is valid until the end of this day. */
    validUntil: date('valid_until', { mode: 'string' }),
    orderId: integer('order_id'),
    closeReason: text('close_reason'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    lineCount: integer('line_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inquiries_no_uq').on(t.inquiryNo),
    index('inquiries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('inquiries_user_idem_uq').on(t.userId, t.idempotencyKey),
  ],
);

/** The timeline of an inquiry. */
export const inquiryEvents = pgTable(
  'inquiry_events',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    actor: varchar('actor', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_events_inquiry_idx').on(t.inquiryId, t.id)],
);

export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    specification: jsonb('specification').$type<SpecEntry[]>().notNull(),
    code: varchar('code', { length: 60 }),
    cas: varchar('cas', { length: 20 }),
    packageValue: varchar('package_value', { length: 30 }),
    num: integer('num').notNull(),
    /** The buyer's wishes for this line: purity, package size, free note. */
    purityWish: varchar('purity_wish', { length: 60 }),
    packageWish: varchar('package_wish', { length: 60 }),
    note: text('note'),
    /** Staff's quote: unit price (yuan) and delivery; null price = cannot supply. */
    quotedPrice: numeric('quoted_price', { precision: 12, scale: 2, mode: 'number' }),
    deliveryText: varchar('delivery_text', { length: 60 }),
  },
  // The inquiry centre reads lines by inquiry (detail, list names, product search): without it every read scans the table.
  (t) => [index('inquiry_lines_inquiry_idx').on(t.inquiryId, t.id)],
);

/** Customisation (custom synthesis) requests. */
export const customRequests = pgTable(
  'custom_requests',
  {
    id: serial('id').primaryKey(),
    requestNo: varchar('request_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productName: text('product_name').notNull(),
    cas: varchar('cas', { length: 20 }),
    smiles: text('smiles'),
    quantity: varchar('quantity', { length: 40 }),
    purity: varchar('purity', { length: 40 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** submitted, evaluating, quoted, ordered, rejected, cancelled. */
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    quotedAmount: numeric('quoted_amount', { precision: 12, scale: 2, mode: 'number' }),
    /** Staff's quote: lead time, validity and a note; or why the request cannot be taken. */
    leadTime: varchar('lead_time', { length: 60 }),
    quoteValidUntil: ts('quote_valid_until'),
    quoteNote: text('quote_note'),
    rejectReason: text('reject_reason'),
    /** An attached structure or specification file (uploads id). */
    fileUploadId: integer('file_upload_id'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('custom_requests_no_uq').on(t.requestNo), index('custom_requests_user_idx').on(t.userId)],
);

/* ──────────────────────── After-sales, feedback ──────────────────────── */

/**
 * After-sales (售后) of one order line (lib/domain/after-sale/claims/machine.ts decides every status change):
 * pending 待审核 → approved 处理中 → (returning 退回中) → completed 已完成; pending → rejected 已驳回 | cancelled 已撤销.
 */
export const AFTER_SALE_TYPES = ['return', 'replace', 'refund', 'complaint'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];
export const AFTER_SALE_STATUSES = ['pending', 'approved', 'returning', 'completed', 'rejected', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order line claimed (quantity ≤ the line's, summed over the line's open and completed claims). */
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** return 退货退款, replace 换货, refund 仅退款, complaint 质量投诉. */
    type: varchar('type', { length: 20 }).$type<AfterSaleType>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    reason: text('reason').notNull(),
    description: text('description'),
    /** Refund amount (yuan) computed on the server from the line (return/refund). */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    /** Upload ids of the images or the PDF (checked by their bytes). */
    images: jsonb('images')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 20 }).$type<AfterSaleStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The buyer's return parcel (return/replace). */
    returnCarrier: varchar('return_carrier', { length: 60 }),
    returnTrackingNo: varchar('return_tracking_no', { length: 60 }),
    /** What staff did at completion (refund made, replacement tracking number…). */
    resolution: text('resolution'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('after_sales_no_uq').on(t.afterSaleNo),
    index('after_sales_user_idx').on(t.userId),
    index('after_sales_line_idx').on(t.orderLineId),
    index('after_sales_status_idx').on(t.status, t.createdAt),
  ],
);

/** The timeline of an after-sale record: one row per transition (status is the status it led to). */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull().default('apply'),
    fromStatus: varchar('from_status', { length: 20 }),
    status: varchar('status', { length: 20 }).notNull(),
    actor: varchar('actor', { length: 10 }).notNull().default('buyer'),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_events_idx').on(t.afterSaleId, t.id)],
);

/**
 * Invoices (发票) requested for one or several completed orders (lib/domain/commerce/invoices/machine.ts):
 * applying 申请中 → issued 已开票 (number + PDF attached by staff) | rejected 已驳回; applying → cancelled 已撤销.
 * A red-letter invoice (红字发票, kind 'red') credits part of an issued one after a refund: created by the refund
 * (lib/domain/after-sale/refunds), it waits in applying until finance issue it; it is never rejected or withdrawn.
 */
export const INVOICE_STATUSES = ['applying', 'issued', 'rejected', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type InvoiceKind = 'blue' | 'red';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 普通发票, 2 增值税专用发票. */
    type: integer('type').notNull(),
    /** The title as it was when requested (title, tax number, bank, address…). */
    title: jsonb('title').$type<Record<string, unknown>>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Where the electronic invoice is also sent. */
    email: varchar('email', { length: 120 }),
    status: varchar('status', { length: 20 }).$type<InvoiceStatus>().notNull().default('applying'),
    /** The tax office's invoice number and the PDF (an uploads id), attached by staff. */
    invoiceNumber: varchar('invoice_number', { length: 40 }),
    pdfUploadId: integer('pdf_upload_id'),
    rejectReason: text('reject_reason'),
    issuedAt: ts('issued_at'),
    /** 'blue' (the invoice) or 'red' (红字发票: a credit note of `amount` against originalInvoiceId for refundId). */
    kind: varchar('kind', { length: 10 }).$type<InvoiceKind>().notNull().default('blue'),
    originalInvoiceId: integer('original_invoice_id').references((): AnyPgColumn => invoices.id),
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_status_idx').on(t.status, t.createdAt),
    // One red-letter invoice per refund (the refund's creation may be retried).
    uniqueIndex('invoices_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
  ],
);

/** Orders of an invoice. An order is in at most one live invoice: active is cleared when the invoice is rejected or withdrawn. */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('invoice_orders_live_uq')
      .on(t.orderId)
      .where(sql`${t.active}`),
    index('invoice_orders_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * Refunds (退款): money going back to a buyer, one row per completed 退货退款 / 仅退款 claim (after_sale_id) or per paid
 * order cancelled before shipping (source 'order_cancel'). lib/domain/after-sale/refunds/machine.ts decides every status change:
 * requested 申请退款 → processing 退款中 → succeeded 已退款 | failed 退款失败 (→ retry → processing).
 * Amounts are integer fen, computed on the server from the claimed order line (never from a request).
 */
export const REFUND_STATUSES = ['requested', 'processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** credit: the bill drops and the quota comes back; alipay: alipay.trade.refund; transfer: finance transfers the money. */
export const REFUND_CHANNELS = ['credit', 'alipay', 'transfer'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];
export type RefundSource = 'after_sale' | 'order_cancel';

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** RF + China date + 6 digits; also Alipay's out_request_no, so a retried request never refunds twice. */
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: varchar('source', { length: 20 }).$type<RefundSource>().notNull(),
    channel: varchar('channel', { length: 20 }).$type<RefundChannel>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 20 }).$type<RefundStatus>().notNull().default('requested'),
    /** The channel's reference: Alipay's trade_no, or the bank transfer's reference (流水号) finance recorded. */
    channelRef: varchar('channel_ref', { length: 64 }),
    /** The day finance made the bank transfer (China date). */
    transferDate: date('transfer_date'),
    /** Why the last attempt failed (Alipay's sub_msg, or finance's note): shown to staff and, in words, to the buyer. */
    failReason: text('fail_reason'),
    /** Calls made to the payment channel (Alipay); each repeats the same out_request_no. */
    attempts: integer('attempts').notNull().default(0),
    succeededAt: ts('succeeded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_no_uq').on(t.refundNo),
    // Idempotent per claim and per cancelled order: a second creation finds the first.
    uniqueIndex('refunds_after_sale_uq')
      .on(t.afterSaleId)
      .where(sql`${t.afterSaleId} is not null`),
    uniqueIndex('refunds_order_cancel_uq')
      .on(t.orderId)
      .where(sql`${t.source} = 'order_cancel'`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

/** The timeline of a refund: one row per transition (the buyer sees it; staff read who did what). */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    /** "system" or "staff". */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorStaffId: integer('actor_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('refund_events_refund_idx').on(t.refundId, t.id)],
);

/** Gifts of the points mall (积分商城), redeemed against the points ledger. */
export const pointsGifts = pgTable('points_gifts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description'),
  imageUrl: text('image_url'),
  cost: integer('cost').notNull(),
  stock: integer('stock').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** A redemption: points taken and gift stock taken in one transaction; a retried request (same key) is one redemption. */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    giftId: integer('gift_id')
      .notNull()
      .references(() => pointsGifts.id),
    cost: integer('cost').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** placed, shipped. */
    status: varchar('status', { length: 20 }).notNull().default('placed'),
    address: jsonb('address').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_redemptions_idem_uq').on(t.userId, t.idempotencyKey),
    index('points_redemptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Account-period (账期) applications of an organisation or a buyer; approval creates or updates credit_accounts. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orgId: integer('org_id').references(() => organizations.id),
    quota: numeric('quota', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    periodDays: integer('period_days').notNull(),
    reason: text('reason'),
    contactName: varchar('contact_name', { length: 60 }),
    contactPhone: varchar('contact_phone', { length: 30 }),
    /** pending 审核中, approved 已通过, rejected 已驳回 (lib/domain/commerce/credit/machine.ts). */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    approvedQuota: numeric('approved_quota', { precision: 12, scale: 2, mode: 'number' }),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('credit_applications_user_idx').on(t.userId, t.createdAt),
    index('credit_applications_status_idx').on(t.status),
  ],
);

/** "Tell me when it is back": one open subscription per buyer and package; notifiedAt is set when the message went out (once). */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    notifiedAt: ts('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_uq')
      .on(t.userId, t.skuId)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_sku_idx').on(t.skuId),
  ],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  content: text('content').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  phone: varchar('phone', { length: 11 }).notNull(),
  files: jsonb('files')
    .$type<{ url: string; fid: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** new, adopted, closed. */
  status: varchar('status', { length: 20 }).notNull().default('new'),
  adoptedAt: ts('adopted_at'),
  /** Staff reply shown to the buyer, and when it was read and answered (console). */
  reply: text('reply'),
  repliedAt: ts('replied_at'),
  readAt: ts('read_at'),
  handledByStaffId: integer('handled_by_staff_id'),
  createdAt: createdAt(),
});

/** Points ledger: the balance on users.points is the sum of this ledger. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 60 }).notNull(),
    refType: varchar('ref_type', { length: 30 }),
    refId: integer('ref_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_user_idx').on(t.userId, t.createdAt),
    // Points for one thing (an order, an adopted feedback, a redemption) are booked once.
    uniqueIndex('points_once_uq')
      .on(t.userId, t.reason, t.refType, t.refId)
      .where(sql`${t.refId} is not null`),
  ],
);

/* ───────────────────────────── Operations ───────────────────────────── */

export const accessLog = pgTable(
  'access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    page: text('page').notNull(),
    userId: integer('user_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [index('access_log_time_idx').on(t.createdAt)],
);

/* ───────────────────────────── Operations console (issue 14) ───────────────────────────── */

/** Staff roles: 管理员 admin (everything, manages staff), 运营 ops, 财务 finance, 仓库 warehouse. */
export { STAFF_ROLES, type StaffRole };

/** The supplier's staff: separate from buyers (own table, own sessions, own cookie). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** argon2id of the client-side md5 of the password (as for buyers). */
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).$type<StaffRole>().notNull(),
    /** Base32 TOTP secret; set at the first login (enrolment), confirmed when totpEnabledAt is set. */
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last accepted TOTP time step: a code is accepted once (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    /** The password was set by someone else (first administrator command, reset): change it after login. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_username_uq').on(sql`lower(${t.username})`)],
);

/** Staff sessions: only the token's SHA-256 is stored; stage 'password' until the TOTP code is given, then 'full'. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 20 }).$type<'password' | 'full'>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

/** Audit trail: every console action (who, what, on which record, before and after). Read by 管理员. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Staff name at the time (kept when the account is later removed). */
    staffName: varchar('staff_name', { length: 60 }),
    /** The console endpoint key or command, e.g. "orders.ship". */
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request input (passwords and secrets removed). */
    detail: jsonb('detail'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_time_idx').on(t.createdAt),
    index('audit_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/** Every storefront search (keyword, CAS, formula, structure…) with its result count, for the insights report. */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** "keyword", "cas", "formula", "code", "structure-exact", "structure-sub", "structure-sim". */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The query as typed (trimmed, cut), or the canonical SMILES of a structure. */
    query: text('query').notNull(),
    resultCount: integer('result_count').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_log_time_idx').on(t.createdAt),
    index('search_log_zero_idx')
      .on(t.kind, t.query)
      .where(sql`${t.resultCount} = 0`),
  ],
);

/** Per product and day: goods-page views, additions to the cart and orders placed (conversion insight). */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    carts: integer('carts').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_daily_day_idx').on(t.day)],
);

/** Catalogue imports (.xlsx/.csv): a dry run first, then the run itself, with progress and a report per row. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** Where the uploaded file is kept (uploads store key). */
    fileKey: text('file_key'),
    /** "dry_run" (report only), "queued", "running", "done", "failed". */
    status: varchar('status', { length: 20 }).notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Rejected rows: [{ row, code, reasons[] }] (capped), and samples of what is added and changed. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('import_jobs_time_idx').on(t.createdAt)],
);

/**
 * Cache invalidations broadcast to every app instance (lib/domain/catalog/products/invalidate.ts writes, each instance's
 * poller in instrumentation.ts applies them to its own page/data cache within about a second). Rows older than a
 * day are deleted by the poller.
 */
export const cacheTagEvents = pgTable(
  'cache_tag_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tags: text('tags').array().notNull(),
    /** Seconds until the tagged entries expire (0: now); null: stale now, refreshed in the background ('max'). */
    expireSec: integer('expire_sec'),
    /** The instance that published it (it applied the tags itself already). */
    origin: varchar('origin', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cache_tag_events_time_idx').on(t.createdAt)],
);

/* ───────────────────────────── Standards ledger (标准品台账) ───────────────────────────── */

export const LEDGER_STATUSES = ['unopened', 'opened', 'used_up', 'discarded'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];
/** Amount units: stored as integer thousandths (mg → µg, mL → µL, 支 → milli-支): lib/domain/accounts/ledger/amount.ts. */
export const LEDGER_UNITS = ['mg', 'mL', 'pcs'] as const;
export type LedgerUnit = (typeof LEDGER_UNITS)[number];

/**
 * One unit of a reference standard in a lab's ledger (lib/domain/accounts/ledger): from a delivered order line (one row per
 * unit), added by hand or imported. `owner` is the ledger it belongs to: 'org:<id>' (shared by the organisation's
 * confirmed members) or 'user:<id>' (a personal buyer). `due_on` is the earlier of the lot's expiry and the in-use
 * expiry after opening (the list's default order and the reminders read it).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    owner: varchar('owner', { length: 24 }).notNull(),
    orgId: integer('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The buyer it was delivered to or who added it (receives its reminders). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "order", "manual", "import". */
    source: varchar('source', { length: 10 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** Which unit of the order line (1..num). */
    unitNo: integer('unit_no'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    code: varchar('code', { length: 60 }),
    cas: varchar('cas', { length: 20 }),
    packageValue: varchar('package_value', { length: 30 }),
    /** Manufacturer or supplier (entries bought elsewhere). */
    supplier: varchar('supplier', { length: 100 }),
    lotId: integer('lot_id').references(() => coaBatches.id, { onDelete: 'set null' }),
    lotNo: varchar('lot_no', { length: 60 }),
    coaUrl: text('coa_url'),
    receivedOn: date('received_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    openedOn: date('opened_on', { mode: 'string' }),
    openedBy: varchar('opened_by', { length: 60 }),
    inUseExpiresOn: date('in_use_expires_on', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    storage: varchar('storage', { length: 120 }),
    location: varchar('location', { length: 120 }),
    unit: varchar('unit', { length: 8 }).$type<LedgerUnit>(),
    initialAmount: bigint('initial_amount', { mode: 'number' }),
    remainingAmount: bigint('remaining_amount', { mode: 'number' }),
    /** A remaining amount at or below this is low (a reminder); null: 20 % of the initial amount. */
    lowThreshold: bigint('low_threshold', { mode: 'number' }),
    status: varchar('status', { length: 12 }).$type<LedgerStatus>().notNull().default('unopened'),
    endedOn: date('ended_on', { mode: 'string' }),
    endReason: varchar('end_reason', { length: 200 }),
    note: varchar('note', { length: 500 }),
    /** Lower-cased name, 货号, CAS, lot and location for the text filter (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ledger_line_unit_uq').on(t.orderLineId, t.unitNo),
    index('ledger_owner_due_idx').on(t.owner, t.dueOn, t.id),
    index('ledger_owner_status_due_idx').on(t.owner, t.status, t.dueOn, t.id),
    index('ledger_owner_received_idx').on(t.owner, t.receivedOn.desc().nullsLast(), t.id.desc()),
    index('ledger_owner_location_idx').on(t.owner, t.location),
    index('ledger_owner_product_idx').on(t.owner, t.productId),
    index('ledger_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('ledger_order_idx').on(t.orderId),
    check(
      'ledger_remaining_ck',
      sql`${t.remainingAmount} is null or (${t.remainingAmount} >= 0 and (${t.initialAmount} is null or ${t.remainingAmount} <= ${t.initialAmount}))`,
    ),
  ],
);

/** Usage records of a ledger entry (date, amount in the entry's unit × 1000, analysis or batch number, by whom). */
export const ledgerUsages = pgTable(
  'ledger_usages',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    usedOn: date('used_on', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    purpose: varchar('purpose', { length: 120 }),
    byName: varchar('by_name', { length: 60 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_usages_entry_idx').on(t.entryId, t.id)],
);

/** Every change of a ledger entry (who, when, before/after): the auditor's trail, shown on the entry. */
export const ledgerEvents = pgTable(
  'ledger_events',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    /** The member who made the change (null: the system). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 60 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: varchar('note', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_events_entry_idx').on(t.entryId, t.id)],
);

/**
 * Reminders of ledger entries: one row per (entry, threshold) ever, so a reminder is sent once across instances and
 * retries (the unique index is the claim). kind: expiry30, expiry7, low.
 */
export const ledgerReminders = pgTable(
  'ledger_reminders',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The entry's due date or remaining amount when it was claimed (the message's facts). */
    dueOn: date('due_on', { mode: 'string' }),
    /** A sender holds the reminder until then (a crashed sender's claim lapses and another sends it). */
    leaseUntil: ts('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: ts('sent_at'),
    /** sms, email, or "none" (superseded by a more urgent reminder, or nowhere to send). */
    channel: varchar('channel', { length: 10 }),
    error: varchar('error', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_reminders_uq').on(t.entryId, t.kind),
    index('ledger_reminders_unsent_idx').on(t.sentAt, t.id),
  ],
);

/**
 * Batch nitrosamine risk screens (issue 35): the inputs screened and each row's result (BatchRow of
 * lib/domain/catalog/nitrosamine/batch.ts), appended chunk by chunk as the page sends them. A buyer's screens are
 * listed in the personal centre; a guest's screen is reachable only through its random token.
 */
export const nitrosamineScreens = pgTable(
  'nitrosamine_screens',
  {
    id: serial('id').primaryKey(),
    token: varchar('token', { length: 40 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    total: integer('total').notNull(),
    rows: jsonb('rows')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nitrosamine_screens_user_idx').on(t.userId, t.createdAt)],
);
