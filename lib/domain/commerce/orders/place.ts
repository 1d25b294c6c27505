/**
 * Settlement and order placement (the lines to settle: ./settlement-lines.ts).
 *
 * - The lines come from the server: the buyer's checked cart lines (source 'cart'; direct purchase goes through the
 *   cart too, spec §4) or an accepted quotation (source 'inquiry', at the quoted prices). Prices are read from the
 *   catalogue or the quote here, never from the browser.
 * - placeOrder runs in ONE transaction: the order row is inserted first under the unique (user, idempotencyKey)
 *   index, so a retry or a double click — even two at the same instant — gets the first order back and changes
 *   nothing else; then stock of stock-kept (现货) packages is reserved with conditional updates in SKU order (no
 *   read-then-write, no deadlock), the lines, address and invoice are frozen into the order, the 'placed' event is
 *   written, and the ordered cart lines leave the cart (or the inquiry becomes 已下单).
 * - Restricted products (易制毒 / 易制爆 / 管制品) need an approved document of the right kind, valid on the day of
 *   placement (lib/domain/commerce/licences, read FOR SHARE in the transaction); each such line is written to the sales
 *   ledger with the document that covered it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  addresses,
  cartItems,
  invoiceTitles,
  orderEvents,
  orderLines,
  orders,
  organizations,
  skus,
  users,
} from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { docNo } from '@/lib/kernel/doc-no';
import { ORDER_RULES } from '@/lib/config/constants';
import { ORDER_MSG } from '@/lib/config/messages';
import { productTag, publishChange } from '@/lib/domain/catalog/products';
import {
  licenceBlockers,
  recordRestrictedSales,
  requirementsFor,
  type LicenceRequirement,
} from '@/lib/domain/commerce/licences';
import { markInquiryOrdered } from '@/lib/domain/commerce/inquiries';
import { transitionCustom } from '@/lib/domain/commerce/custom';
import { sameOrgAs } from '@/lib/domain/accounts/org';
import { fenToYuan, orderTotals, toFen, type OrderTotals } from './pricing';
import { scheduleOrderExpiry } from '@/lib/domain/operations/jobs';
import { countProduct } from '@/lib/domain/operations/insights';
import { withTransaction } from '@/lib/db/tx';
import {
  isStockKept,
  settlementLines,
  type Blocker,
  type SettlementLine,
  type SettlementSource,
} from './settlement-lines';

export { isStockKept, settlementLines };
export type { Blocker, SettlementLine, SettlementSource };

/** Why these lines cannot be ordered as they are (empty = they can). */
export function blockersOf(lines: readonly SettlementLine[], licences: readonly LicenceRequirement[]): Blocker[] {
  const out: Blocker[] = [];
  if (lines.length === 0) return [{ code: 'NO_LINES', message: ORDER_MSG.noLines, skuIds: [] }];
  const ids = (f: (l: SettlementLine) => boolean) => lines.filter(f).map((l) => l.skuId ?? 0);
  const off = lines.filter((l) => !l.onSale);
  if (off.length)
    out.push({ code: 'OFF_SHELF', message: ORDER_MSG.offShelf(off.map((l) => l.name)), skuIds: ids((l) => !l.onSale) });
  const ask = lines.filter((l) => l.onSale && l.priceFen === null);
  if (ask.length)
    out.push({
      code: 'INQUIRY_ONLY',
      message: ORDER_MSG.inquiryOnly(ask.map((l) => l.name)),
      skuIds: ids((l) => l.onSale && l.priceFen === null),
    });
  for (const l of lines) {
    if (l.onSale && isStockKept(l.delivery) && (l.stock ?? 0) < l.num)
      out.push({
        code: 'OUT_OF_STOCK',
        message: ORDER_MSG.outOfStock(l.name, l.packageValue, l.stock ?? 0),
        skuIds: [l.skuId ?? 0],
      });
  }
  out.push(...licenceBlockers(licences));
  return out;
}

export type Amounts = { goodsAmount: number; freight: number; discount: number; payAmount: number };

export const amountsOf = (t: OrderTotals): Amounts => ({
  goodsAmount: fenToYuan(t.goodsFen),
  freight: fenToYuan(t.freightFen),
  discount: fenToYuan(t.discountFen),
  payAmount: fenToYuan(t.payFen),
});

const buyable = (lines: readonly SettlementLine[]) =>
  lines.filter((l): l is SettlementLine & { priceFen: number } => l.onSale && l.priceFen !== null);

export type SettlementPreview = {
  source: SettlementSource['source'];
  inquiryId: number | null;
  lines: (Omit<SettlementLine, 'priceFen'> & { price: number | null; amount: number | null })[];
  amounts: Amounts;
  blockers: Blocker[];
  /** The documents the restricted lines need and where the buyer stands (empty without restricted lines). */
  licences: LicenceRequirement[];
};

/** What the settlement page shows: lines at server prices, totals, and what stops the order. */
export async function previewSettlement(db: Db, userId: number, src: SettlementSource): Promise<SettlementPreview> {
  const lines = await settlementLines(db, userId, src);
  const { requirements } = await requirementsFor(db, userId, lines);
  const totals = orderTotals(buyable(lines).map((l) => ({ priceFen: l.priceFen, num: l.num })));
  return {
    source: src.source,
    inquiryId: src.source === 'inquiry' ? src.inquiryId : null,
    lines: lines.map(({ priceFen, ...l }) => ({
      ...l,
      price: priceFen === null ? null : fenToYuan(priceFen),
      amount: priceFen === null ? null : fenToYuan(priceFen * l.num),
    })),
    amounts: amountsOf(totals),
    blockers: blockersOf(lines, requirements),
    licences: requirements,
  };
}

export type InvoiceChoice = { type: 0 | 1 | 2; titleId?: number | null };

export type PlaceOrderInput = SettlementSource & {
  idempotencyKey: string;
  addressId: number;
  invoice: InvoiceChoice;
  remark?: string | null;
  poNumber?: string | null;
};

export type PlaceOrderResult = {
  id: number;
  orderNo: string;
  status: string;
  payAmount: number;
  payDeadline: string | null;
  repeated: boolean;
};

async function existingByKey(db: Db, userId: number, key: string): Promise<PlaceOrderResult | null> {
  const [o] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payAmount: orders.payAmount,
      payDeadline: orders.payDeadline,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return o
    ? {
        id: o.id,
        orderNo: o.orderNo,
        status: o.status,
        payAmount: o.payAmount,
        payDeadline: o.payDeadline?.toISOString() ?? null,
        repeated: true,
      }
    : null;
}

/** The receiving address to freeze into the order, and (same query) the buyer's organisation and approval rule. */
async function frozenAddress(db: Db, userId: number, addressId: number) {
  const [a] = await db
    .select({
      a: addresses,
      orgId: users.orgId,
      orgRole: users.orgRole,
      approvalThreshold: organizations.approvalThreshold,
    })
    .from(addresses)
    // The buyer (their organisation and role); the address is theirs or a fellow member's (shared).
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(addresses.id, addressId), sameOrgAs(addresses.userId, userId), eq(addresses.kind, 'receiving')))
    .limit(1);
  if (!a) throw new AppError(ORDER_MSG.addressRequired, 'ADDRESS_NOT_FOUND');
  const x = a.a;
  return {
    address: {
      id: x.id,
      consignee: x.consignee,
      mobile: x.mobile,
      regionText: x.regionText,
      detail: x.detail,
      company: x.company,
      provinceId: x.provinceId,
      cityId: x.cityId,
      districtId: x.districtId,
    },
    orgId: a.orgId,
    // A member's (not the administrator's) order above this amount waits for the administrator's approval.
    approvalThresholdFen: a.orgRole === 'member' && a.approvalThreshold !== null ? toFen(a.approvalThreshold) : null,
  };
}

async function frozenInvoice(db: Db, userId: number, inv: InvoiceChoice) {
  if (inv.type === 0) return null;
  if (!inv.titleId) throw new AppError(ORDER_MSG.invoiceTitleRequired, 'INVOICE_TITLE_REQUIRED');
  const [t] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, inv.titleId), sameOrgAs(invoiceTitles.userId, userId)))
    .limit(1);
  if (!t) throw new AppError(ORDER_MSG.invoiceTitleRequired, 'INVOICE_TITLE_REQUIRED');
  if (inv.type === 2 && (t.type !== 2 || !t.taxNo || !t.bankName || !t.bankAccount || !t.regAddress || !t.regPhone)) {
    throw new AppError(ORDER_MSG.vatTitleIncomplete, 'VAT_TITLE_INCOMPLETE');
  }
  return {
    type: inv.type,
    typeName: inv.type === 2 ? '增值税专用发票' : '普通发票',
    titleId: t.id,
    title: t.title,
    taxNo: t.taxNo,
    bankName: t.bankName,
    bankAccount: t.bankAccount,
    regAddress: t.regAddress,
    regPhone: t.regPhone,
  };
}

const blank = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

/** Places the order (see the module comment). Throws AppError (code 0, Chinese) and changes nothing when it cannot. */
export async function placeOrder(db: Db, userId: number, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const remark = blank(input.remark);
  const poNumber = blank(input.poNumber);
  if (remark && remark.length > ORDER_RULES.remarkMax) throw new AppError(ORDER_MSG.remarkTooLong, 'PARAM_INVALID');
  if (poNumber && poNumber.length > ORDER_RULES.poNumberMax)
    throw new AppError(ORDER_MSG.poNumberTooLong, 'PARAM_INVALID');

  // The products of the placed order, for the insights counters written after the commit.
  let ordered: (number | null)[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const out = await withTransaction(db, async (tx): Promise<PlaceOrderResult | 'collision'> => {
      const { address, orgId, approvalThresholdFen } = await frozenAddress(tx, userId, input.addressId);
      const invoice = await frozenInvoice(tx, userId, input.invoice);
      let lines: SettlementLine[];
      try {
        lines = await settlementLines(tx, userId, input);
      } catch (e) {
        // An accepted quote is 已下单 after the first placement: a retry of that placement gets its order back.
        const done = e instanceof AppError ? await existingByKey(tx, userId, input.idempotencyKey) : null;
        if (done) return done;
        throw e;
      }
      if (lines.length > ORDER_RULES.maxLines) throw new AppError(ORDER_MSG.tooManyLines, 'PARAM_INVALID');
      // Restricted lines: the covering documents, valid today, read FOR SHARE until the order commits.
      const { scope, requirements } = await requirementsFor(tx, userId, lines, { lock: true });
      const blockers = blockersOf(lines, requirements);
      if (blockers.length) {
        // A concurrent request with the same key may have taken these cart lines: answer with its order.
        const done = await existingByKey(tx, userId, input.idempotencyKey);
        if (done) return done;
        throw new AppError(blockers[0]!.message, blockers[0]!.code);
      }
      const priced = buyable(lines);
      const totals = orderTotals(priced.map((l) => ({ priceFen: l.priceFen, num: l.num })));
      const now = new Date();
      const needsApproval = approvalThresholdFen !== null && totals.payFen > approvalThresholdFen;
      const status = needsApproval ? 'pending_approval' : 'pending_payment';
      // The payment clock starts when the order can be paid (at approval for one that waits).
      const payDeadline = needsApproval ? null : new Date(now.getTime() + payTimeoutMinutes() * 60_000);

      // The order row first: the unique (user, key) index makes a concurrent duplicate wait here, then do nothing.
      const [created] = await tx
        .insert(orders)
        .values({
          orderNo: docNo('SO', now),
          userId,
          orgId,
          status,
          source: input.source,
          goodsAmount: fenToYuan(totals.goodsFen),
          freight: fenToYuan(totals.freightFen),
          discount: fenToYuan(totals.discountFen),
          payAmount: fenToYuan(totals.payFen),
          address,
          invoice,
          remark,
          poNumber,
          idempotencyKey: input.idempotencyKey,
          inquiryId: input.source === 'inquiry' ? input.inquiryId : null,
          payDeadline,
          lineCount: priced.length,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id, orderNo: orders.orderNo });
      if (!created) return (await existingByKey(tx, userId, input.idempotencyKey)) ?? 'collision';

      // Reserve stock-kept packages in SKU order (a fixed lock order: two buyers never deadlock).
      const reserved = new Map<number, number>();
      const toReserve = priced
        .filter((l) => l.skuId !== null && isStockKept(l.delivery))
        .sort((a, b) => a.skuId! - b.skuId!);
      for (const l of toReserve) {
        const got = await tx
          .update(skus)
          .set({ stock: sql`${skus.stock} - ${l.num}`, updatedAt: now })
          .where(and(eq(skus.id, l.skuId!), sql`${skus.stock} >= ${l.num}`))
          .returning({ stock: skus.stock });
        if (got.length === 0) {
          const [s] = await tx.select({ stock: skus.stock }).from(skus).where(eq(skus.id, l.skuId!));
          throw new AppError(ORDER_MSG.outOfStock(l.name, l.packageValue, s?.stock ?? 0), 'OUT_OF_STOCK');
        }
        reserved.set(l.skuId!, l.num);
      }

      // The lines, the 'placed' event and (source cart) the ordered lines leaving the cart: one statement, one round
      // trip (what a placement costs is mostly round trips, and embedded PGlite runs one statement at a time).
      const lineRows = priced.map(
        (
          l,
        ) => sql`(${created.id}, ${l.productId}, ${l.skuId}, ${l.code}, ${l.name}, ${l.cas}, ${JSON.stringify(l.specification)}::jsonb, ${l.packageValue},
          ${fenToYuan(l.priceFen)}, ${l.num}, ${fenToYuan(l.priceFen * l.num)}, ${l.skuId !== null ? (reserved.get(l.skuId) ?? 0) : 0}, ${l.delivery}, ${l.licenceClass})`,
      );
      const carIds = input.source === 'cart' ? priced.map((l) => l.carId).filter((x): x is number => x !== null) : [];
      await tx.execute(sql`
        with ln as (insert into ${orderLines} (order_id, product_id, sku_id, code, name, cas, specification, package_value, price, num, amount, reserved, delivery, licence_class)
                    values ${sql.join(lineRows, sql`, `)}),
             ev as (insert into ${orderEvents} (order_id, event, to_status, actor, actor_user_id, created_at)
                    values (${created.id}, 'placed', ${status}, 'buyer', ${userId}, ${now}))
        delete from ${cartItems} where user_id = ${userId} and id in (${
          carIds.length
            ? sql.join(
                carIds.map((id) => sql`${id}`),
                sql`, `,
              )
            : sql`null`
        })`);
      if (scope)
        await recordRestrictedSales(
          tx,
          { id: created.id, orderNo: created.orderNo, userId, at: now },
          scope,
          requirements,
          priced,
        );
      if (input.source === 'inquiry') await markInquiryOrdered(tx, input.inquiryId, created.id, userId);
      if (input.source === 'custom')
        await transitionCustom(tx, input.customId, 'order', {
          actor: 'buyer',
          actorUserId: userId,
          set: { orderId: created.id },
        });
      // The goods pages of the reserved packages show 现货 N: published with this commit.
      const reservedProducts = toReserve.flatMap((l) => (l.productId === null ? [] : [productTag(l.productId)]));
      if (reservedProducts.length) await publishChange(tx, reservedProducts);
      ordered = priced.map((l) => l.productId);
      return {
        id: created.id,
        orderNo: created.orderNo,
        status,
        payAmount: fenToYuan(totals.payFen),
        payDeadline: payDeadline?.toISOString() ?? null,
        repeated: false,
      };
    });
    if (out !== 'collision') {
      if (!out.repeated && out.payDeadline) await scheduleOrderExpiry(out.id, new Date(out.payDeadline));
      // Insights: +1 order for each product of the order (after the commit; buffered, never awaited, never throws).
      if (!out.repeated) for (const productId of new Set(ordered)) countProduct(db, productId, 'orders');
      return out;
    }
  }
  throw new AppError(ORDER_MSG.busy, 'BUSY');
}

/** Minutes an order may stay unpaid (ORDER_PAY_TIMEOUT_MINUTES overrides the constant, e.g. for a demo). */
export function payTimeoutMinutes(): number {
  const env = Number(process.env.ORDER_PAY_TIMEOUT_MINUTES);
  return Number.isFinite(env) && env > 0 ? env : ORDER_RULES.payTimeoutMinutes;
}

export { toFen };
