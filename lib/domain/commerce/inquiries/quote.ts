/**
 * Quotes: staff price an inquiry (quoteInquiry), the buyer accepts it into a settlement (quotedLinesForOrder, read by
 * the order placement in lib/domain/commerce/orders) and the placement marks it ordered in its own transaction
 * (markInquiryOrdered). Money is integer fen in this module's interface; the database keeps yuan in numeric columns
 * and every sum is computed in SQL.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryLines, products } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { INQUIRY_RULES } from '@/lib/config/constants';
import { todayInChina } from '@/lib/kernel/time';
import { quoteExpired, transitionInquiry, type InquiryActor } from './machine';
import { frozenLineCols } from './queries';
import type { InquiryLineDTO } from '@/lib/domain/commerce/inquiries/types';
import { withTransaction } from '@/lib/db/tx';

export type QuotedLine = Pick<
  InquiryLineDTO,
  'productId' | 'skuId' | 'name' | 'code' | 'cas' | 'specification' | 'packageValue' | 'num'
> & {
  /** The quoted unit price in fen. */
  priceFen: number;
  /** The quoted delivery (e.g. 现货, 1-2周). */
  delivery: string | null;
  licenceClass: string | null;
};

/** A line's price in fen straight from the numeric column (never through a JS float sum). */
const fenOf = (col: typeof inquiryLines.quotedPrice) => sql<number | null>`(round(${col} * 100))::int`;

/**
 * The lines of the buyer's quoted inquiry at their quoted prices, for the settlement page and order placement.
 * Throws AppError (code 0) when the inquiry is not the user's (as "not found"), not 'quoted', or past validUntil;
 * lines staff could not price (quotedPrice null) are left out, and an inquiry with no priced line is refused.
 */
export async function quotedLinesForOrder(
  db: Db,
  userId: number,
  inquiryId: number,
  today: string = todayInChina(),
): Promise<{ inquiryNo: string; lines: QuotedLine[] }> {
  const [q] = await db
    .select({ inquiryNo: inquiries.inquiryNo, status: inquiries.status, validUntil: inquiries.validUntil })
    .from(inquiries)
    .where(and(eq(inquiries.id, inquiryId), eq(inquiries.userId, userId)))
    .limit(1);
  if (!q) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
  if (q.status !== 'quoted') throw new AppError(INQUIRY_MSG.notQuoted, 'NOT_QUOTED');
  if (quoteExpired(q.validUntil, today)) throw new AppError(INQUIRY_MSG.quoteExpiredCannotAccept, 'QUOTE_EXPIRED');
  const rows = await db
    .select({
      ...frozenLineCols,
      priceFen: fenOf(inquiryLines.quotedPrice),
      delivery: inquiryLines.deliveryText,
      licenceClass: products.licenceClass,
    })
    .from(inquiryLines)
    .leftJoin(products, eq(products.id, inquiryLines.productId))
    .where(and(eq(inquiryLines.inquiryId, inquiryId), isNotNull(inquiryLines.quotedPrice)))
    .orderBy(asc(inquiryLines.id));
  const lines = rows
    .filter((r): r is typeof r & { priceFen: number } => typeof r.priceFen === 'number' && r.priceFen > 0)
    .map((r) => ({
      ...r,
      specification: Array.isArray(r.specification) ? r.specification : [],
      licenceClass: r.licenceClass ?? null,
    }));
  if (lines.length === 0) throw new AppError(INQUIRY_MSG.noQuotedLines, 'NO_QUOTED_LINES');
  return { inquiryNo: q.inquiryNo, lines };
}

/**
 * quoted → ordered through the inquiry machine, inside the order placement's transaction (pass that transaction).
 * Throws (and so rolls the placement back) when the inquiry is not the user's, not quoted, or expired.
 */
export async function markInquiryOrdered(tx: Db, inquiryId: number, orderId: number, userId: number): Promise<void> {
  await transitionInquiry(tx, inquiryId, 'order', { actor: 'buyer', actorUserId: userId, set: { orderId } });
}

export type QuoteInput = {
  /** One entry per line to price; a line left out (or with priceFen null) cannot be supplied. */
  lines: { lineId: number; priceFen: number | null; deliveryText: string | null }[];
  /** Last valid day (YYYY-MM-DD, China), today or later. */
  validUntil: string;
  note: string | null;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a quote against the inquiry's lines; throws the reason (Chinese) when it cannot be applied. */
function checkQuote(input: QuoteInput, lineIds: Set<number>, today: string): void {
  if (!DATE_RE.test(input.validUntil) || Number.isNaN(Date.parse(input.validUntil)))
    throw new AppError(INQUIRY_MSG.validUntilInvalid, 'PARAM_INVALID');
  if (input.validUntil < today) throw new AppError(INQUIRY_MSG.validUntilPast, 'PARAM_INVALID');
  const seen = new Set<number>();
  for (const l of input.lines) {
    if (!lineIds.has(l.lineId) || seen.has(l.lineId)) throw new AppError(INQUIRY_MSG.quoteLineUnknown, 'PARAM_INVALID');
    seen.add(l.lineId);
    if (
      l.priceFen !== null &&
      (!Number.isSafeInteger(l.priceFen) || l.priceFen <= 0 || l.priceFen > INQUIRY_RULES.maxPriceFen)
    ) {
      throw new AppError(INQUIRY_MSG.quotePriceInvalid, 'PARAM_INVALID');
    }
    if (l.deliveryText !== null && l.deliveryText.length > INQUIRY_RULES.deliveryTextMax)
      throw new AppError(INQUIRY_MSG.quoteDeliveryTooLong, 'PARAM_INVALID');
  }
  if (!input.lines.some((l) => l.priceFen !== null)) throw new AppError(INQUIRY_MSG.quoteNeedsPrice, 'PARAM_INVALID');
  if (input.note !== null && input.note.length > INQUIRY_RULES.noteMax)
    throw new AppError(INQUIRY_MSG.noteTooLong, 'PARAM_INVALID');
}

/**
 * Staff quote an inquiry: unit price (fen) and delivery per line, a validity date and a note. One transaction:
 * submitted → quoted through the machine (the event row), the line prices, the quoted total (SQL sum in yuan).
 * Lines not given, or given with a null price, stay unpriced (cannot be supplied) and are left out of the order.
 */
export async function quoteInquiry(
  db: Db,
  inquiryId: number,
  input: QuoteInput,
  actor: { actor?: InquiryActor; actorUserId?: number | null } = {},
  today: string = todayInChina(),
): Promise<{ inquiryNo: string; quotedAmountFen: number }> {
  return withTransaction(db, async (tx) => {
    const existing = await tx
      .select({ id: inquiryLines.id })
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, inquiryId));
    if (existing.length === 0) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
    checkQuote(input, new Set(existing.map((l) => l.id)), today);
    const moved = await transitionInquiry(tx, inquiryId, 'quote', {
      actor: actor.actor ?? 'staff',
      actorUserId: actor.actorUserId ?? null,
      note: input.note,
      set: { quoteNote: input.note, quotedAt: new Date(), validUntil: input.validUntil },
      today,
    });
    const given = new Map(input.lines.map((l) => [l.lineId, l]));
    await tx
      .update(inquiryLines)
      .set({ quotedPrice: null, deliveryText: null })
      .where(eq(inquiryLines.inquiryId, inquiryId));
    for (const l of given.values()) {
      await tx
        .update(inquiryLines)
        .set({
          quotedPrice: l.priceFen === null ? null : sql`${l.priceFen}::numeric / 100`,
          deliveryText: l.deliveryText,
        })
        .where(and(eq(inquiryLines.id, l.lineId), eq(inquiryLines.inquiryId, inquiryId)));
    }
    const [sum] = await tx
      .update(inquiries)
      .set({
        quotedAmount: sql`coalesce((select sum(${inquiryLines.quotedPrice} * ${inquiryLines.num}) from ${inquiryLines} where ${inquiryLines.inquiryId} = ${inquiryId}), 0)`,
      })
      .where(eq(inquiries.id, inquiryId))
      .returning({ fen: sql<number>`(round(${inquiries.quotedAmount} * 100))::int` });
    return { inquiryNo: moved.inquiryNo, quotedAmountFen: Number(sum?.fen ?? 0) };
  });
}
