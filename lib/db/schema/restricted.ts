/**
 * Restricted chemicals: buyer licence documents and the sales ledger.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { pgTable, serial, integer, text, varchar, date, index } from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, transitionColumns } from './columns';
import { organizations, uploads, users } from './accounts';
import { products, skus } from './catalog';
import { orders } from './commerce';
import { staffUsers } from './operations';

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
    ...transitionColumns(),
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
