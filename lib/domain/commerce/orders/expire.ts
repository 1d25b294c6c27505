/**
 * Expiry of unpaid orders: every pending_payment order past its payDeadline is cancelled through the state machine
 * (event 'expire', actor system), which gives its reserved stock back. Idempotent and safe to run from several
 * instances at once: each order is moved under its row lock, and one already moved is skipped.
 * The job queue (lib/domain/operations/jobs) calls this on a schedule and at each order's deadline.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { transitionOrder } from './machine';

/** Cancels overdue unpaid orders (at most `limit` per call); returns how many it cancelled. */
export async function expireOverdueOrders(db: Db, now: Date = new Date(), limit = 200): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.payDeadline, now)))
    .orderBy(asc(orders.payDeadline))
    .limit(limit);
  let n = 0;
  for (const o of due) if (await expireOrder(db, o.id, now)) n++;
  return n;
}

/** Cancels one order if it is still unpaid and overdue; false when it was paid or moved meanwhile. */
export async function expireOrder(db: Db, orderId: number, now: Date = new Date()): Promise<boolean> {
  const [o] = await db
    .select({ status: orders.status, payDeadline: orders.payDeadline })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!o || o.status !== 'pending_payment' || !o.payDeadline || o.payDeadline > now) return false;
  try {
    await transitionOrder(db, orderId, 'expire', { actor: 'system' });
    return true;
  } catch (e) {
    // Paid or cancelled between the read and the lock: nothing to do.
    if (e instanceof AppError && e.messageCode === 'ILLEGAL_TRANSITION') return false;
    throw e;
  }
}
