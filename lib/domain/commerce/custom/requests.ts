/**
 * Customised services (定制合成): a real-name verified buyer (identity status '2', spec §5) asks for a compound —
 * name, CAS, a structure drawn or pasted with the structure editor, or a file — with quantity, purity, the analyses
 * wanted and a delivery date; staff quote it (amount, lead time, validity) or decline; the buyer accepts the quote
 * and settles it like an order (/customizedSettlement → order source 'custom'). Every status change goes through
 * customMachine:
 *
 *   (submit, buyer) ──> submitted 已提交 ──quote (staff)──> quoted 已报价 ──order (buyer, quote valid)──> ordered 已下单
 *                          │  └──────────reject (staff)──────────┴──> rejected 无法承接
 *                          └──────────cancel (buyer)─────────────┴──> cancelled 已取消
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { customRequests, orders, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { docNo } from '@/lib/kernel/doc-no';
import { CUSTOM_RULES } from '@/lib/config/constants';
import { CUSTOM_MSG, V } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { checkFile, formFiles, storeUpload, uploadUrl } from '@/lib/domain/operations/uploads';
import { chinaDateAfter } from '@/lib/kernel/time';
import { withTransaction } from '@/lib/db/tx';
import type { CustomStatus, CustomDetail } from './types';

export const CUSTOM_STATUSES = ['submitted', 'quoted', 'ordered', 'rejected', 'cancelled'] as const;
export type CustomEvent = 'quote' | 'reject' | 'cancel' | 'order';
export type CustomActor = 'buyer' | 'staff';

export const customMachine = machine<CustomStatus, CustomEvent, CustomActor>({
  quote: [{ from: ['submitted', 'quoted'], to: 'quoted', actors: ['staff'] }],
  reject: [{ from: ['submitted', 'quoted'], to: 'rejected', actors: ['staff'] }],
  cancel: [{ from: ['submitted', 'quoted'], to: 'cancelled', actors: ['buyer'] }],
  order: [{ from: ['quoted'], to: 'ordered', actors: ['buyer'] }],
});

export const CUSTOM_STATUS_LABELS: Record<CustomStatus, string> = {
  submitted: '已提交',
  quoted: '已报价',
  ordered: '已下单',
  rejected: '无法承接',
  cancelled: '已取消',
};
const EVENT_LABELS: Record<CustomEvent, string> = {
  quote: '报价',
  reject: '拒绝',
  cancel: '取消',
  order: '接受报价并下单',
};

const DAY_MS = 86_400_000;

export type CustomInput = {
  productName: string;
  cas?: string | null;
  smiles?: string | null;
  quantity: string;
  purity?: string | null;
  analyses?: string[];
  deliveryDate?: string | null;
  notes?: string | null;
};

/** Submits a request (real-name verified buyers only); an optional file is checked by its bytes first. */
export async function submitCustomRequest(
  db: Db,
  userId: number,
  input: CustomInput,
  form?: FormData | null,
  now = new Date(),
): Promise<{ id: number; requestNo: string; message: string }> {
  const [u] = await db
    .select({ identityStatus: users.identityStatus })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (u?.identityStatus !== '2') throw new AppError(V.realNameRequired, 'NEED_AUTHENTICATION');
  if (input.deliveryDate && input.deliveryDate < chinaDateAfter(CUSTOM_RULES.minLeadDays, now))
    throw new AppError(CUSTOM_MSG.dateInvalid(CUSTOM_RULES.minLeadDays), 'PARAM_INVALID');
  const files = formFiles(form);
  if (files.length > 1) throw new AppError(CUSTOM_MSG.fileTypeInvalid, 'ONE_FILE_ONLY');
  const file = files[0] ? await checkFile(files[0], 'custom_file') : null;
  return withTransaction(db, async (tx) => {
    const up = file ? await storeUpload(tx, userId, 'custom_file', file) : null;
    const requestNo = docNo('CS', now);
    const [row] = await tx
      .insert(customRequests)
      .values({
        requestNo,
        userId,
        productName: input.productName.trim(),
        cas: input.cas?.trim() || null,
        smiles: input.smiles?.trim() || null,
        quantity: input.quantity.trim(),
        purity: input.purity?.trim() || null,
        details: {
          analyses: input.analyses ?? [],
          deliveryDate: input.deliveryDate ?? null,
          notes: input.notes?.trim() || null,
        },
        fileUploadId: up?.fid ?? null,
        status: 'submitted',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: customRequests.id });
    return { id: row!.id, requestNo, message: CUSTOM_MSG.submitted };
  });
}

type Row = typeof customRequests.$inferSelect;

const isExpired = (r: Pick<Row, 'quoteValidUntil'>, now: Date) =>
  !!r.quoteValidUntil && r.quoteValidUntil.getTime() < now.getTime();

function toDetail(r: Row, now: Date, orderNo: string | null = null): CustomDetail {
  const status = r.status as CustomStatus;
  const d = (r.details ?? {}) as { analyses?: string[]; deliveryDate?: string | null; notes?: string | null };
  const expired = status === 'quoted' && isExpired(r, now);
  return {
    id: r.id,
    requestNo: r.requestNo,
    productName: r.productName,
    cas: r.cas,
    smiles: r.smiles,
    quantity: r.quantity,
    purity: r.purity,
    analyses: Array.isArray(d.analyses) ? d.analyses : [],
    deliveryDate: d.deliveryDate ?? null,
    notes: d.notes ?? null,
    fileUrl: r.fileUploadId ? uploadUrl(r.fileUploadId) : null,
    status,
    statusLabel: expired ? '报价已过期' : (CUSTOM_STATUS_LABELS[status] ?? r.status),
    quotedAmount: r.quotedAmount,
    leadTime: r.leadTime,
    quoteValidUntil: r.quoteValidUntil?.toISOString() ?? null,
    quoteExpired: expired,
    quoteNote: r.quoteNote,
    rejectReason: r.rejectReason,
    orderNo,
    canAccept: status === 'quoted' && !expired,
    canCancel: customMachine.nextStatus(status, 'cancel', 'buyer') !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function customDetail(db: Db, userId: number, id: number, now = new Date()): Promise<CustomDetail> {
  const [r] = await db
    .select()
    .from(customRequests)
    .where(and(eq(customRequests.id, id), eq(customRequests.userId, userId)))
    .limit(1);
  if (!r) throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
  let orderNo: string | null = null;
  if (r.orderId) {
    const [o] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, r.orderId)).limit(1);
    orderNo = o?.orderNo ?? null;
  }
  return toDetail(r, now, orderNo);
}

export async function listCustomDetails(db: Db, userId: number, now = new Date()): Promise<CustomDetail[]> {
  const rows = await db
    .select()
    .from(customRequests)
    .where(eq(customRequests.userId, userId))
    .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
    .limit(200);
  return rows.map((r) => toDetail(r, now));
}

type TransitionOpts = {
  actor: CustomActor;
  actorUserId?: number | null;
  set?: Partial<
    Pick<
      typeof customRequests.$inferInsert,
      'quotedAmount' | 'leadTime' | 'quoteValidUntil' | 'quoteNote' | 'rejectReason' | 'orderId'
    >
  >;
  now?: Date;
};

/** The one writer of custom_requests.status after creation (pass a transaction to join a larger unit). */
export async function transitionCustom(
  db: Db,
  id: number,
  event: CustomEvent,
  opts: TransitionOpts,
): Promise<{ id: number; requestNo: string; from: CustomStatus; to: CustomStatus }> {
  return withTransaction(db, async (tx) => {
    const [r] = await tx.select().from(customRequests).where(eq(customRequests.id, id)).for('update');
    if (!r || (opts.actor === 'buyer' && r.userId !== opts.actorUserId))
      throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
    const from = r.status as CustomStatus;
    const to = customMachine.nextStatus(from, event, opts.actor);
    if (!to)
      throw new AppError(
        event === 'order' && from === 'submitted'
          ? CUSTOM_MSG.notQuoted
          : CUSTOM_MSG.illegal(CUSTOM_STATUS_LABELS[from] ?? from, EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    if (event === 'order' && isExpired(r, opts.now ?? new Date()))
      throw new AppError(CUSTOM_MSG.quoteExpired, 'QUOTE_EXPIRED');
    await tx
      .update(customRequests)
      .set({ ...(opts.set ?? {}), status: to, updatedAt: new Date() })
      .where(eq(customRequests.id, id));
    return { id, requestNo: r.requestNo, from, to };
  });
}

export async function cancelCustom(db: Db, userId: number, id: number) {
  await transitionCustom(db, id, 'cancel', { actor: 'buyer', actorUserId: userId });
  return { id, message: CUSTOM_MSG.cancelled };
}

/** Staff quote (or re-quote) a request: amount (yuan), lead time, validity in days, a note. */
export async function quoteCustom(
  db: Db,
  requestNo: string,
  q: { amount: number; leadTime?: string | null; validDays?: number; note?: string | null },
  now = new Date(),
) {
  if (!(q.amount > 0)) throw new AppError(CUSTOM_MSG.amountInvalid, 'PARAM_INVALID');
  const [r] = await db
    .select({ id: customRequests.id })
    .from(customRequests)
    .where(eq(customRequests.requestNo, requestNo))
    .limit(1);
  if (!r) throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
  const validUntil = new Date(now.getTime() + (q.validDays ?? CUSTOM_RULES.quoteValidDays) * DAY_MS);
  return transitionCustom(db, r.id, 'quote', {
    actor: 'staff',
    set: {
      quotedAmount: Math.round(q.amount * 100) / 100,
      leadTime: q.leadTime?.trim() || null,
      quoteValidUntil: validUntil,
      quoteNote: q.note?.trim() || null,
    },
  });
}

export async function rejectCustom(db: Db, requestNo: string, reason: string) {
  if (!reason.trim()) throw new AppError(CUSTOM_MSG.rejectReasonRequired, 'PARAM_INVALID');
  const [r] = await db
    .select({ id: customRequests.id })
    .from(customRequests)
    .where(eq(customRequests.requestNo, requestNo))
    .limit(1);
  if (!r) throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
  return transitionCustom(db, r.id, 'reject', { actor: 'staff', set: { rejectReason: reason.trim() } });
}
