/**
 * After-sales, invoices, refunds, points, account-period applications, stock alerts, feedback.
 * One area of the schema; lib/db/schema/index.ts re-exports every area.
 */
import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  integer,
  bigint,
  text,
  varchar,
  boolean,
  date,
  numeric,
  type AnyPgColumn,
  jsonb,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, transitionColumns } from './columns';
import { organizations, users } from './accounts';
import { skus } from './catalog';
import { orderLines, orders } from './commerce';
import { staffUsers } from './operations';

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
    // A refund's actor is "system" or "staff".
    ...transitionColumns(),
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
