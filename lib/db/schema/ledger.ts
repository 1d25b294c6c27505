/**
 * Standards ledger (标准品台账) of a lab.
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
  date,
  jsonb,
  index,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import { ts, createdAt, updatedAt } from './columns';
import { organizations, users } from './accounts';
import { coaBatches, products, skus } from './catalog';
import { orderLines, orders } from './commerce';

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
