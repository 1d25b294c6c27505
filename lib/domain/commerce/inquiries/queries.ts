/**
 * The inquiry centre's reads: the list of one status tab (search by inquiry number or product), the per-status
 * counts and one inquiry's detail. Every read is scoped by the buyer's user id (another buyer's inquiry = not found).
 * Quoted money comes out of SQL in integer fen.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryEvents, inquiryLines, orders, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { escapeLike } from '@/lib/domain/catalog/products';
import type {
  InquiryContactDTO,
  InquiryCountsDTO,
  InquiryDetailDTO,
  InquiryEventDTO,
  InquiryLineDTO,
  InquiryStatusDTO,
  InquirySummaryDTO,
} from '@/lib/domain/commerce/inquiries/types';
import {
  INQUIRY_EVENT_LABELS,
  INQUIRY_STATUSES,
  allowedEvents,
  inquiryStatusLabel,
  isInquiryStatus,
  quoteExpired,
  type InquiryStatus,
} from './machine';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const fen = (col: SQL | typeof inquiries.quotedAmount) => sql<number | null>`(round(${col} * 100))::bigint`;
/** The outer row's id, always table-qualified (drizzle leaves select-list columns of a one-table query unqualified). */
const OUTER_ID = sql.raw('"inquiries"."id"');
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const statusOf = (s: string): InquiryStatus => (isInquiryStatus(s) ? s : 'closed');

/** The inquiry columns of a list row and of the detail. */
const summaryCols = {
  id: inquiries.id,
  inquiryNo: inquiries.inquiryNo,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  lineCount: inquiries.lineCount,
  quotedAmountFen: fen(inquiries.quotedAmount),
  validUntil: inquiries.validUntil,
  wantedBy: inquiries.wantedBy,
};
type SummaryRow = {
  id: number;
  inquiryNo: string;
  status: string;
  createdAt: Date;
  lineCount: number;
  quotedAmountFen: number | string | null;
  validUntil: string | null;
  wantedBy: string | null;
};

/** The catalogue data frozen into an inquiry line at submission (also what an order line takes over). */
export const frozenLineCols = {
  productId: inquiryLines.productId,
  skuId: inquiryLines.skuId,
  name: inquiryLines.name,
  code: inquiryLines.code,
  cas: inquiryLines.cas,
  specification: inquiryLines.specification,
  packageValue: inquiryLines.packageValue,
  num: inquiryLines.num,
};

/** Status, 报价已过期 and the quoted total (none before the quote) of a row. */
function summaryOf(r: SummaryRow, today: string): Omit<InquirySummaryDTO, 'names'> {
  const status = statusOf(r.status);
  const expired = status === 'quoted' && quoteExpired(r.validUntil, today);
  return {
    id: r.id,
    inquiryNo: r.inquiryNo,
    status,
    statusLabel: inquiryStatusLabel(status, expired),
    expired,
    createdAt: iso(r.createdAt)!,
    lineCount: r.lineCount,
    quotedAmountFen: status === 'submitted' ? null : num(r.quotedAmountFen),
    validUntil: r.validUntil,
    wantedBy: r.wantedBy,
  };
}

/** Shown names per list row. */
const LIST_NAMES = 3;

export type ListFilter = { status?: InquiryStatusDTO; keyword?: string; offset: number; limit: number; today?: string };

function listWhere(userId: number, f: Pick<ListFilter, 'status' | 'keyword'>): SQL {
  const parts: SQL[] = [eq(inquiries.userId, userId)];
  if (f.status) parts.push(eq(inquiries.status, f.status));
  const kw = f.keyword?.trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    parts.push(sql`(${inquiries.inquiryNo} ilike ${like} or exists (select 1 from ${inquiryLines} l where l.inquiry_id = ${OUTER_ID}
      and (l.name ilike ${like} or l.code ilike ${like} or l.cas ilike ${like})))`);
  }
  return and(...parts)!;
}

export async function listInquiries(
  db: Db,
  userId: number,
  f: ListFilter,
): Promise<{ list: InquirySummaryDTO[]; total: number }> {
  const where = listWhere(userId, f);
  const today = f.today ?? todayInChina();
  const [rows, [count]] = await Promise.all([
    db
      .select({
        ...summaryCols,
        names: sql<
          string[]
        >`array(select l.name from ${inquiryLines} l where l.inquiry_id = ${OUTER_ID} order by l.id limit ${LIST_NAMES})`,
      })
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(where),
  ]);
  const list = rows.map((r) => ({ ...summaryOf(r, today), names: Array.isArray(r.names) ? r.names : [] }));
  return { list, total: Number(count?.n ?? 0) };
}

export async function countInquiries(db: Db, userId: number): Promise<InquiryCountsDTO> {
  const rows = await db
    .select({ status: inquiries.status, n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .groupBy(inquiries.status);
  const out = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as InquiryCountsDTO;
  for (const r of rows) if (isInquiryStatus(r.status)) out[r.status] = Number(r.n);
  return out;
}

export async function getInquiry(
  db: Db,
  userId: number,
  id: number,
  today: string = todayInChina(),
): Promise<InquiryDetailDTO> {
  const [q] = await db
    .select({
      ...summaryCols,
      contactName: inquiries.contactName,
      contactPhone: inquiries.contactPhone,
      remark: inquiries.remark,
      quotedAt: inquiries.quotedAt,
      quoteNote: inquiries.quoteNote,
      closeReason: inquiries.closeReason,
      orderNo: orders.orderNo,
    })
    .from(inquiries)
    .leftJoin(orders, and(eq(orders.id, inquiries.orderId), eq(orders.userId, userId)))
    .where(and(eq(inquiries.id, id), eq(inquiries.userId, userId)))
    .limit(1);
  if (!q) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
  const [lines, events] = await Promise.all([
    db
      .select({
        id: inquiryLines.id,
        ...frozenLineCols,
        purityWish: inquiryLines.purityWish,
        packageWish: inquiryLines.packageWish,
        note: inquiryLines.note,
        unitPriceFen: fen(sql`${inquiryLines.quotedPrice}`),
        lineTotalFen: fen(sql`${inquiryLines.quotedPrice} * ${inquiryLines.num}`),
        deliveryText: inquiryLines.deliveryText,
      })
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, q.id))
      .orderBy(asc(inquiryLines.id)),
    db
      .select({
        event: inquiryEvents.event,
        fromStatus: inquiryEvents.fromStatus,
        toStatus: inquiryEvents.toStatus,
        actor: inquiryEvents.actor,
        note: inquiryEvents.note,
        createdAt: inquiryEvents.createdAt,
      })
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, q.id))
      .orderBy(asc(inquiryEvents.id)),
  ]);
  const head = summaryOf(q, today);
  const can = allowedEvents(head.status, 'buyer', head.expired);
  return {
    ...head,
    contactName: q.contactName,
    contactPhone: q.contactPhone,
    remark: q.remark,
    quotedAt: iso(q.quotedAt),
    quoteNote: q.quoteNote,
    closeReason: q.closeReason,
    orderNo: q.orderNo ?? null,
    lines: lines.map((l): InquiryLineDTO => ({
      ...l,
      specification: Array.isArray(l.specification) ? l.specification : [],
      unitPriceFen: num(l.unitPriceFen),
      lineTotalFen: num(l.lineTotalFen),
    })),
    events: events.map((e): InquiryEventDTO => ({
      ...e,
      label: INQUIRY_EVENT_LABELS[e.event as keyof typeof INQUIRY_EVENT_LABELS] ?? e.event,
      createdAt: iso(e.createdAt)!,
    })),
    actions: { accept: can.includes('order'), close: can.includes('close'), reinquire: can.includes('reinquire') },
  };
}

/** The basket form's contact: the buyer's last inquiry's contact, else their real name (or nickname) and own mobile. */
export async function contactDefaults(db: Db, userId: number): Promise<InquiryContactDTO> {
  const [last] = await db
    .select({ contactName: inquiries.contactName, contactPhone: inquiries.contactPhone })
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1);
  if (last?.contactName && last.contactPhone) return { contactName: last.contactName, contactPhone: last.contactPhone };
  const [u] = await db
    .select({ realName: users.realName, userName: users.userName, nickName: users.nickName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { contactName: (u?.realName || u?.userName || u?.nickName || '').slice(0, 30), contactPhone: u?.mobile ?? '' };
}
