/**
 * COA lots (coa_batches) in the console: add a lot, attach its COA PDF, withdraw it.
 *
 * A COA file is checked by its BYTES (magic numbers: a PDF, at most COA_MAX_BYTES), stored as a public upload
 * (anyone may download a certificate; /uploads/<id>, immutable) and linked from the lot. A withdrawn lot stays
 * listed: the storefront's COA lookup and the goods page show it as 已撤回 (lib/domain/catalog/products/certificates.ts); the
 * reason goes to the audit log.
 */
import 'server-only';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { coaBatches, products, uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { sniffMime, uploadUrl } from '@/lib/domain/operations/uploads';
import { assertSafePdf } from '@/lib/domain/operations/uploads';
import { FIELD_MAX, parseText, type Parsed } from './fields';

export const COA_MAX_BYTES = 10 * 1024 * 1024;

const must = <T>(p: Parsed<T>): T => {
  if (!p.ok) throw new AppError(p.reason, 'FIELD_INVALID');
  return p.value;
};

function date(raw: string | undefined, label: string): string | null {
  const t = (raw ?? '').trim();
  if (!t) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || Number.isNaN(Date.parse(`${t}T00:00:00Z`)))
    throw new AppError(M.dateInvalid(label), 'DATE_INVALID');
  return t;
}

/** Checks a COA file by its bytes and stores it as a public upload; returns its URL. */
export async function storeCoaFile(db: Db, file: Blob): Promise<string> {
  if (file.size === 0) throw new AppError(M.coaRequired, 'FILE_REQUIRED');
  if (file.size > COA_MAX_BYTES) throw new AppError(M.coaTooLarge, 'FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > COA_MAX_BYTES) throw new AppError(M.coaTooLarge, 'FILE_TOO_LARGE');
  if (sniffMime(bytes) !== 'application/pdf') throw new AppError(M.coaType, 'FILE_TYPE_INVALID');
  // A public file: no JavaScript, launch actions or embedded files (lib/domain/operations/uploads/sanitise.ts).
  assertSafePdf(bytes);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const [row] = await db
    .insert(uploads)
    .values({
      userId: null,
      purpose: 'coa',
      mime: 'application/pdf',
      size: bytes.length,
      sha256,
      data: bytes,
      visibility: 'public',
    })
    .returning({ id: uploads.id });
  return uploadUrl(row!.id);
}

export type LotForm = { batchNo: string; releasedOn?: string; expiresOn?: string; purity?: string; file?: Blob | null };

export async function addLot(
  db: Db,
  productId: number,
  f: LotForm,
): Promise<{ lotId: number; after: Record<string, unknown> }> {
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!p) throw new AppError(M.productNotFound, 'NOT_FOUND');
  const batchNo = (f.batchNo ?? '').trim();
  if (!batchNo) throw new AppError(M.batchRequired, 'BATCH_REQUIRED');
  if (batchNo.length > 60) throw new AppError(M.batchInvalid, 'BATCH_INVALID');
  const releasedOn = date(f.releasedOn, '放行日期');
  const expiresOn = date(f.expiresOn, '有效期至');
  const purity = must(parseText(f.purity ?? '', '纯度', FIELD_MAX.purity));
  const [dup] = await db
    .select({ id: coaBatches.id })
    .from(coaBatches)
    .where(and(eq(coaBatches.productId, productId), eq(coaBatches.batchNo, batchNo)))
    .limit(1);
  if (dup) throw new AppError(M.batchTaken(batchNo), 'BATCH_TAKEN');
  const fileUrl = f.file && f.file.size > 0 ? await storeCoaFile(db, f.file) : null;
  const [row] = await db
    .insert(coaBatches)
    .values({ productId, batchNo, releasedOn, expiresOn, purity, fileUrl, status: 'current' })
    .onConflictDoNothing()
    .returning({ id: coaBatches.id });
  if (!row) throw new AppError(M.batchTaken(batchNo), 'BATCH_TAKEN');
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
  return { lotId: row.id, after: { productId, batchNo, releasedOn, expiresOn, purity, fileUrl } };
}

async function lotOf(db: Db, lotId: number) {
  const [l] = await db.select().from(coaBatches).where(eq(coaBatches.id, lotId)).limit(1);
  if (!l) throw new AppError(M.lotNotFound, 'NOT_FOUND');
  return l;
}

export async function attachCoa(
  db: Db,
  lotId: number,
  file: Blob,
): Promise<{ productId: number; before: Record<string, unknown>; after: Record<string, unknown> }> {
  const lot = await lotOf(db, lotId);
  const fileUrl = await storeCoaFile(db, file);
  await db.update(coaBatches).set({ fileUrl }).where(eq(coaBatches.id, lotId));
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, lot.productId));
  return {
    productId: lot.productId,
    before: { batchNo: lot.batchNo, fileUrl: lot.fileUrl },
    after: { batchNo: lot.batchNo, fileUrl },
  };
}

export async function withdrawLot(
  db: Db,
  lotId: number,
  reason: string,
): Promise<{ productId: number; before: Record<string, unknown>; after: Record<string, unknown> }> {
  const lot = await lotOf(db, lotId);
  if (!reason.trim()) throw new AppError(M.withdrawReasonRequired, 'REASON_REQUIRED');
  if (lot.status === 'withdrawn') throw new AppError(M.lotAlreadyWithdrawn, 'ALREADY_WITHDRAWN');
  const [row] = await db
    .update(coaBatches)
    .set({ status: 'withdrawn' })
    .where(and(eq(coaBatches.id, lotId), eq(coaBatches.status, lot.status)))
    .returning({ id: coaBatches.id });
  if (!row) throw new AppError(M.lotAlreadyWithdrawn, 'ALREADY_WITHDRAWN');
  await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, lot.productId));
  return {
    productId: lot.productId,
    before: { batchNo: lot.batchNo, status: lot.status },
    after: { batchNo: lot.batchNo, status: 'withdrawn', reason: reason.trim() },
  };
}
