/**
 * SQL fragments: what has been refunded on an order, in integer fen, from the refunds table. Every ledger that depends
 * on refunds (invoices: paid − refunded; account-period bills; points earned on an order) reads these, so they all
 * agree with the refunds module (lib/domain/after-sale/refunds) that writes the rows. They live here, below the domain modules,
 * because the refunds module itself calls into invoices, credit and points when a refund is made.
 *
 * A refund counts from the moment it is created (the claim is completed and the amount is owed back), whatever its
 * payment progress; a failed one is retried, never dropped.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The outer query's orders.id, written out: drizzle renders a column of a one-table select bare ("id"), which inside
 * these subqueries would mean the refunds row's own id.
 */
export const OUTER_ORDER_ID = sql.raw('"orders"."id"');

/** Σ refunds.amount_fen of the order `orderId` (an id, OUTER_ORDER_ID or another SQL expression). */
export const refundedFenSql = (orderId: SQL | number): SQL<number> =>
  sql<number>`(select coalesce(sum(rf.amount_fen), 0) from refunds rf where rf.order_id = ${orderId})::bigint`.mapWith(
    Number,
  );

/** Σ of the order's refunds paid back through its credit bill (channel credit, succeeded): what the bill dropped by. */
export const creditRefundedFenSql = (orderId: SQL | number): SQL<number> =>
  sql<number>`(select coalesce(sum(rf.amount_fen), 0) from refunds rf where rf.order_id = ${orderId} and rf.channel = 'credit' and rf.status = 'succeeded')::bigint`.mapWith(
    Number,
  );
