/** Column builders shared by the schema's section files (not exported from lib/db/schema/index.ts). */
import { customType, timestamp, varchar } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
export const updatedAt = () => ts('updated_at').notNull().defaultNow();

/**
 * The transition columns of a state-machine timeline (order_events, inquiry_events, refund_events, licence_events):
 * one row per transition made through lib/kernel/state-machine.ts, in this column order in each table. `actor` is
 * "buyer", "staff" or "system". after_sale_events (a `status` column with defaults) and the ledger's events (shorter
 * columns) predate this shape and keep their own.
 */
export const transitionColumns = () => ({
  event: varchar('event', { length: 30 }).notNull(),
  fromStatus: varchar('from_status', { length: 20 }),
  toStatus: varchar('to_status', { length: 20 }).notNull(),
  actor: varchar('actor', { length: 10 }).notNull(),
});
