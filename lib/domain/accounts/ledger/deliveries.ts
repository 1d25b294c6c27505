/**
 * The ledger filled from deliveries. Shipping (发货) records the COA lot of every line (assignLots: the lot staff
 * chose, else the product's newest current lot); the order machine then calls recordDeliveries in the same
 * transaction as the move:
 *   - 已发货: one entry per unit of each catalogue line (product, 货号, CAS, package, lot, COA link, the lot's expiry,
 *     storage, 未开封), received date not yet known;
 *   - 已完成 (确认收货 or automatic): missing entries are created (an order shipped before the ledger existed) and
 *     every entry of the order without a received date gets the day of receipt.
 * Idempotent: one entry per (order line, unit) by the unique index ledger_line_unit_uq.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { coaBatches, ledgerEntries, ledgerEvents, orderLines, orders, products } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { parsePackage } from './amount';
import { coaHref, dueOf, searchTextOf } from './fields';
import { ownerOfOrder } from './scope';

export type LotChoice = { lineId: number; lotId: number | null };

/** The lots a line may ship from: the product's current lots, newest release first (the ship dialog offers them). */
export async function lotsForOrder(
  db: Db,
  orderId: number,
): Promise<Record<number, { id: number; batchNo: string; expiresOn: string | null }[]>> {
  const rows = await db
    .select({ lineId: orderLines.id, id: coaBatches.id, batchNo: coaBatches.batchNo, expiresOn: coaBatches.expiresOn })
    .from(orderLines)
    .innerJoin(coaBatches, and(eq(coaBatches.productId, orderLines.productId), eq(coaBatches.status, 'current')))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id), desc(coaBatches.releasedOn), desc(coaBatches.id));
  const out: Record<number, { id: number; batchNo: string; expiresOn: string | null }[]> = {};
  for (const r of rows) (out[r.lineId] ??= []).push({ id: r.id, batchNo: r.batchNo, expiresOn: r.expiresOn });
  return out;
}

/**
 * Records the lot of every line of an order about to ship (inside the shipping transaction). A chosen lot must be a
 * current lot of the line's product; a line without a choice gets the newest current lot that has not expired (else
 * the newest current one); a product without lots ships without one.
 */
export async function assignLots(tx: Db, orderId: number, choices: readonly LotChoice[] = []): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const options = await lotsForOrder(tx, orderId);
  const today = todayInChina();
  for (const c of choices)
    if (!lines.some((l) => l.id === c.lineId)) throw new AppError(LEDGER_MSG.lotInvalid, 'LOT_INVALID');
  for (const l of lines) {
    const offered = options[l.id] ?? [];
    const chosen = choices.find((c) => c.lineId === l.id);
    let lot: { id: number; batchNo: string } | undefined;
    if (chosen && chosen.lotId !== null) {
      lot = offered.find((o) => o.id === chosen.lotId);
      if (!lot) throw new AppError(LEDGER_MSG.lotInvalid, 'LOT_INVALID');
    } else if (!chosen) {
      lot = offered.find((o) => !o.expiresOn || o.expiresOn >= today) ?? offered[0];
    }
    await tx
      .update(orderLines)
      .set({ lotId: lot?.id ?? null, lotNo: lot?.batchNo ?? null })
      .where(eq(orderLines.id, l.id));
  }
}

/** Creates the ledger entries of a shipped or completed order (see the file header); returns how many were new. */
export async function recordDeliveries(tx: Db, orderId: number, to: 'shipped' | 'completed'): Promise<number> {
  const [o] = await tx
    .select({ userId: orders.userId, orgId: orders.orgId, orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!o) return 0;
  const today = todayInChina();
  const lines = await tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      skuId: orderLines.skuId,
      name: orderLines.name,
      code: products.code,
      cas: orderLines.cas,
      packageValue: orderLines.packageValue,
      num: orderLines.num,
      lotId: orderLines.lotId,
      lotNo: orderLines.lotNo,
      expiresOn: coaBatches.expiresOn,
      storage: products.storage,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(coaBatches, eq(coaBatches.id, orderLines.lotId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const owner = ownerOfOrder(o);
  const receivedOn = to === 'completed' ? today : null;
  const values: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const l of lines) {
    const pkg = parsePackage(l.packageValue);
    for (let unit = 1; unit <= l.num; unit++) {
      values.push({
        owner,
        orgId: o.orgId,
        userId: o.userId,
        source: 'order',
        orderId,
        orderLineId: l.id,
        unitNo: unit,
        productId: l.productId,
        skuId: l.skuId,
        name: l.name.slice(0, 200),
        code: l.code,
        cas: l.cas,
        packageValue: l.packageValue,
        supplier: null,
        lotId: l.lotId,
        lotNo: l.lotNo,
        coaUrl: l.lotNo ? coaHref(l.code, l.lotNo) : null,
        receivedOn,
        expiresOn: l.expiresOn,
        dueOn: dueOf(l.expiresOn, null),
        storage: l.storage,
        unit: pkg?.unit ?? null,
        initialAmount: pkg?.amount ?? null,
        remainingAmount: pkg?.amount ?? null,
        status: 'unopened',
        searchText: searchTextOf({ name: l.name, code: l.code, cas: l.cas, lotNo: l.lotNo, location: null }),
      });
    }
  }
  let created = 0;
  for (let i = 0; i < values.length; i += 500) {
    const made = await tx
      .insert(ledgerEntries)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id, lotNo: ledgerEntries.lotNo, expiresOn: ledgerEntries.expiresOn });
    created += made.length;
    if (made.length)
      await tx.insert(ledgerEvents).values(
        made.map((e) => ({
          entryId: e.id,
          event: 'received',
          fromStatus: null,
          toStatus: 'unopened',
          userId: null,
          userName: '系统',
          after: { orderNo: o.orderNo, lotNo: e.lotNo, expiresOn: e.expiresOn, receivedOn },
          note: to === 'shipped' ? '订单发货入账' : '确认收货入账',
        })),
      );
  }
  if (to === 'completed') {
    const dated = await tx
      .update(ledgerEntries)
      .set({ receivedOn: today, updatedAt: new Date() })
      .where(and(eq(ledgerEntries.orderId, orderId), isNull(ledgerEntries.receivedOn)))
      .returning({ id: ledgerEntries.id, status: ledgerEntries.status });
    if (dated.length)
      await tx.insert(ledgerEvents).values(
        dated.map((e) => ({
          entryId: e.id,
          event: 'edit',
          fromStatus: e.status,
          toStatus: e.status,
          userId: null,
          userName: '系统',
          before: { receivedOn: null },
          after: { receivedOn: today },
          note: '确认收货',
        })),
      );
  }
  return created;
}

/** Entry ids of an order (tests, the demo). */
export async function entriesOfOrder(db: Db, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));
  return rows.map((r) => r.id);
}
