/**
 * Submitting the inquiry basket as a quotation request (询价单).
 *
 * One transaction: the chosen basket lines are locked, then the inquiry row is inserted under the unique (user,
 * idempotencyKey) index, so a double click or a retried request — even two at the same instant — makes one inquiry
 * and the second gets the first's answer;
 * its lines with name / 货号 / CAS / specification / package frozen from the catalogue (the browser sends only basket
 * line ids, quantities and wishes), the 'submit' event, and the submitted lines leave the basket.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryBasketItems, inquiryEvents, inquiryLines, products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { docNo } from '@/lib/kernel/doc-no';
import { BUYER_LIMITS, INQUIRY_RULES } from '@/lib/config/constants';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { displayName } from '@/lib/domain/catalog/products';
import { withTransaction } from '@/lib/db/tx';

export type SubmitLineInput = {
  carId: number;
  num?: number;
  purityWish?: string | null;
  packageWish?: string | null;
  note?: string | null;
};

export type SubmitInquiryInput = {
  idempotencyKey: string;
  lines: SubmitLineInput[];
  /** Wished delivery date (YYYY-MM-DD), today or later (checked by the endpoint schema and again here). */
  wantedBy?: string | null;
  contactName: string;
  contactPhone: string;
  remark?: string | null;
};

export type SubmitInquiryResult = { id: number; inquiryNo: string; status: string; repeated: boolean };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The wished delivery date: a real calendar day, today or later, at most wantedByMaxDays ahead. */
function checkWantedBy(v: string | null | undefined): void {
  if (!v) return;
  if (!DATE_RE.test(v) || Number.isNaN(Date.parse(v)) || new Date(v).toISOString().slice(0, 10) !== v)
    throw new AppError(INQUIRY_MSG.wantedByInvalid, 'WANTED_BY_INVALID');
  if (v < todayInChina()) throw new AppError(INQUIRY_MSG.wantedByPast, 'WANTED_BY_INVALID');
  if (v > todayInChina(new Date(Date.now() + INQUIRY_RULES.wantedByMaxDays * 86_400_000)))
    throw new AppError(INQUIRY_MSG.wantedByTooFar, 'WANTED_BY_INVALID');
}

const blankToNull = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

async function existingByKey(db: Db, userId: number, key: string): Promise<SubmitInquiryResult | null> {
  const [q] = await db
    .select({ id: inquiries.id, inquiryNo: inquiries.inquiryNo, status: inquiries.status })
    .from(inquiries)
    .where(and(eq(inquiries.userId, userId), eq(inquiries.idempotencyKey, key)))
    .limit(1);
  return q ? { ...q, repeated: true } : null;
}

export async function submitInquiry(db: Db, userId: number, input: SubmitInquiryInput): Promise<SubmitInquiryResult> {
  const carIds = [...new Set(input.lines.map((l) => l.carId))];
  if (carIds.length === 0) throw new AppError(INQUIRY_MSG.noLinesChosen, 'PARAM_INVALID');
  if (carIds.length > BUYER_LIMITS.maxLines) throw new AppError(INQUIRY_MSG.tooManyLines, 'PARAM_INVALID');
  const first = await existingByKey(db, userId, input.idempotencyKey);
  if (first) return first;

  for (let attempt = 0; attempt < 3; attempt++) {
    const out = await withTransaction(db, async (tx): Promise<SubmitInquiryResult | 'collision'> => {
      // Lock the chosen lines first: a concurrent request for the same lines (a double click) waits here.
      const basket = await tx
        .select({
          carId: inquiryBasketItems.id,
          num: inquiryBasketItems.num,
          skuId: skus.id,
          productId: products.id,
          code: products.code,
          nameZh: products.nameZh,
          nameEn: products.nameEn,
          hasCuratedZh: products.hasCuratedZh,
          cas: products.cas,
          specification: skus.specification,
          packageValue: skus.packageValue,
          onSale: sql<boolean>`(${products.status} = 1 and ${skus.status} = 1)`,
        })
        .from(inquiryBasketItems)
        .innerJoin(skus, eq(skus.id, inquiryBasketItems.skuId))
        .innerJoin(products, eq(products.id, skus.productId))
        .where(and(eq(inquiryBasketItems.userId, userId), inArray(inquiryBasketItems.id, carIds)))
        .for('update', { of: inquiryBasketItems });
      const byId = new Map(basket.map((b) => [b.carId, b]));
      if (basket.length !== carIds.length) {
        // A concurrent request with the same key held these lines and has committed: answer with its inquiry.
        const done = await existingByKey(tx, userId, input.idempotencyKey);
        if (done) return done;
        throw new AppError(INQUIRY_MSG.basketLineGone, 'NOT_FOUND');
      }
      const off = basket.find((b) => !b.onSale);
      if (off) throw new AppError(INQUIRY_MSG.lineOffShelf(displayName(off)), 'OFF_SHELF');
      // Checked after the lines: another buyer's line ids are "not found" whatever else the request says.
      checkWantedBy(input.wantedBy);

      const now = new Date();
      const [created] = await tx
        .insert(inquiries)
        .values({
          inquiryNo: docNo('IQ', now),
          userId,
          status: 'submitted',
          contactName: input.contactName.trim(),
          contactPhone: input.contactPhone.trim(),
          remark: blankToNull(input.remark),
          wantedBy: input.wantedBy || null,
          idempotencyKey: input.idempotencyKey,
          lineCount: carIds.length,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: inquiries.id, inquiryNo: inquiries.inquiryNo });
      if (!created) return (await existingByKey(tx, userId, input.idempotencyKey)) ?? 'collision';

      const wishes = new Map(input.lines.map((l) => [l.carId, l]));
      await tx.insert(inquiryLines).values(
        carIds.map((carId) => {
          const b = byId.get(carId)!;
          const w = wishes.get(carId)!;
          return {
            inquiryId: created.id,
            productId: b.productId,
            skuId: b.skuId,
            name: displayName(b),
            code: b.code,
            cas: b.cas,
            specification: Array.isArray(b.specification) ? b.specification : [],
            packageValue: b.packageValue,
            num: w.num ?? b.num,
            purityWish: blankToNull(w.purityWish),
            packageWish: blankToNull(w.packageWish),
            note: blankToNull(w.note),
          };
        }),
      );
      await tx.insert(inquiryEvents).values({
        inquiryId: created.id,
        event: 'submit',
        fromStatus: null,
        toStatus: 'submitted',
        actor: 'buyer',
        actorUserId: userId,
        createdAt: now,
      });
      await tx
        .delete(inquiryBasketItems)
        .where(and(eq(inquiryBasketItems.userId, userId), inArray(inquiryBasketItems.id, carIds)));
      return { id: created.id, inquiryNo: created.inquiryNo, status: 'submitted', repeated: false };
    });
    if (out !== 'collision') return out;
  }
  throw new AppError(INQUIRY_MSG.busy, 'BUSY');
}
