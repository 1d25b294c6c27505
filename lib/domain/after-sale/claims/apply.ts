/**
 * Applying for after-sales from a shipped or completed order line: return (退货退款), replacement (换货), refund only
 * (仅退款) or a quality complaint (质量投诉), with a reason, a quantity, a description and up to 3 images or PDFs
 * (checked by their bytes). A line cannot be claimed beyond its quantity (open and completed claims count; rejected
 * and withdrawn ones do not), and only within AFTER_SALE_RULES.windowDays after delivery. The refund amount is
 * computed here from the order line, never taken from the browser.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { afterSaleEvents, afterSales, orderLines, orders, type AfterSaleType } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { AFTER_SALE_RULES } from '@/lib/config/constants';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { checkFile, formFiles, storeUpload } from '@/lib/domain/operations/uploads';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { docNo } from '@/lib/kernel/doc-no';
import { withTransaction } from '@/lib/db/tx';
import type { ClaimableOrder } from './types';

/** Claims that still hold quantity of their line (everything but rejected and withdrawn ones). */
export const HOLDING_STATUSES = ['pending', 'approved', 'returning', 'completed'] as const;

const DAY_MS = 86_400_000;

type OrderRow = { id: number; orderNo: string; status: string; shippedAt: Date | null; completedAt: Date | null };

/** Why the order cannot take a claim now (a Chinese message), or null when it can. */
export function claimBlocker(
  o: Pick<OrderRow, 'status' | 'shippedAt' | 'completedAt'>,
  now = new Date(),
): string | null {
  if (o.status !== 'shipped' && o.status !== 'completed') return AFTER_SALE_MSG.orderNotEligible;
  const delivered = o.completedAt ?? o.shippedAt;
  if (delivered && now.getTime() > delivered.getTime() + AFTER_SALE_RULES.windowDays * DAY_MS)
    return AFTER_SALE_MSG.windowClosed(AFTER_SALE_RULES.windowDays);
  return null;
}

export function claimDeadline(o: Pick<OrderRow, 'shippedAt' | 'completedAt'>): Date | null {
  const delivered = o.completedAt ?? o.shippedAt;
  return delivered ? new Date(delivered.getTime() + AFTER_SALE_RULES.windowDays * DAY_MS) : null;
}

async function ownOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const [o] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      shippedAt: orders.shippedAt,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!o) throw new AppError(AFTER_SALE_MSG.orderNotFound, 'NOT_FOUND');
  return o;
}

/** Quantity already claimed per line of an order (holding claims only). */
async function claimedByLine(db: Db, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: afterSales.orderLineId, n: sql<number>`coalesce(sum(${afterSales.quantity}), 0)::int` })
    .from(afterSales)
    .where(and(inArray(afterSales.orderLineId, lineIds), inArray(afterSales.status, [...HOLDING_STATUSES])))
    .groupBy(afterSales.orderLineId);
  return new Map(rows.map((r) => [r.lineId!, Number(r.n)]));
}

/** The order's lines with what can still be claimed (the application form). */
export async function claimableOrder(
  db: Db,
  userId: number,
  orderNo: string,
  now = new Date(),
): Promise<ClaimableOrder> {
  const o = await ownOrder(db, userId, orderNo);
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      name: orderLines.name,
      code: orderLines.code,
      packageValue: orderLines.packageValue,
      price: orderLines.price,
      num: orderLines.num,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, o.id))
    .orderBy(orderLines.id);
  const claimed = await claimedByLine(
    db,
    lines.map((l) => l.id),
  );
  const blocker = claimBlocker(o, now);
  return {
    orderNo: o.orderNo,
    status: o.status,
    deadline: claimDeadline(o)?.toISOString() ?? null,
    open: blocker === null,
    reason: blocker,
    lines: lines.map((l) => {
      const c = claimed.get(l.id) ?? 0;
      return {
        lineId: l.id,
        productId: l.productId,
        name: l.name,
        code: l.code,
        packageValue: l.packageValue,
        price: l.price,
        num: l.num,
        claimed: c,
        left: Math.max(0, l.num - c),
      };
    }),
  };
}

export type ApplyInput = {
  orderNo: string;
  lineId: number;
  type: AfterSaleType;
  quantity: number;
  reason: string;
  description?: string | null;
};

export async function applyAfterSale(
  db: Db,
  userId: number,
  input: ApplyInput,
  form?: FormData | null,
  now = new Date(),
): Promise<{ id: number; afterSaleNo: string; message: string }> {
  const files = formFiles(form);
  if (files.length > AFTER_SALE_RULES.maxFiles)
    throw new AppError(AFTER_SALE_MSG.tooManyFiles(AFTER_SALE_RULES.maxFiles), 'TOO_MANY_FILES');
  // Every file is checked by its bytes before anything is written.
  const checked: { bytes: Uint8Array; mime: string }[] = [];
  for (const f of files) checked.push(await checkFile(f, 'after_sale'));

  return withTransaction(db, async (tx) => {
    const o = await ownOrder(tx, userId, input.orderNo);
    const blocker = claimBlocker(o, now);
    if (blocker) throw new AppError(blocker, 'NOT_ELIGIBLE');
    // The line is locked so that two claims at once cannot both take its last units.
    const [line] = await tx
      .select({ id: orderLines.id, price: orderLines.price, num: orderLines.num })
      .from(orderLines)
      .where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, o.id)))
      .for('update');
    if (!line) throw new AppError(AFTER_SALE_MSG.lineNotFound, 'LINE_NOT_FOUND');
    const left = line.num - ((await claimedByLine(tx, [line.id])).get(line.id) ?? 0);
    if (input.quantity > left) throw new AppError(AFTER_SALE_MSG.quantityTooMany(left), 'QUANTITY_TOO_MANY');

    const images: number[] = [];
    for (const c of checked) images.push((await storeUpload(tx, userId, 'after_sale', c)).fid);
    const amount =
      input.type === 'return' || input.type === 'refund' ? fenToYuan(toFen(line.price) * input.quantity) : null;
    const afterSaleNo = docNo('AS', now);
    const [row] = await tx
      .insert(afterSales)
      .values({
        afterSaleNo,
        orderId: o.id,
        orderLineId: line.id,
        userId,
        type: input.type,
        quantity: input.quantity,
        reason: input.reason,
        description: input.description?.trim() || null,
        amount,
        images,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: afterSales.id });
    await tx.insert(afterSaleEvents).values({
      afterSaleId: row!.id,
      event: 'apply',
      fromStatus: null,
      status: 'pending',
      actor: 'buyer',
      actorUserId: userId,
      note: input.reason,
      createdAt: now,
    });
    return { id: row!.id, afterSaleNo, message: AFTER_SALE_MSG.submitted };
  });
}
