/**
 * Commerce: cart, demand list, orders, payments, credit, inquiries, custom synthesis.
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
  numeric,
  jsonb,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt, transitionColumns } from './columns';
import { organizations, users } from './accounts';
import { coaBatches, products, skus, type SpecEntry } from './catalog';

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
    ...transitionColumns(),
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
    ...transitionColumns(),
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
