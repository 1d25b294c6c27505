/**
 * Operations: access log, staff and their sessions, audit, search log, statistics, imports, cache events.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../config/staff-roles';
import {
  pgTable,
  serial,
  integer,
  bigint,
  text,
  varchar,
  boolean,
  date,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { products } from './catalog';

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
 * Cache invalidations broadcast to every app instance (lib/domain/catalog/products/tag-broadcast.ts writes, each instance's
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
