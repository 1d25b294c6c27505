/**
 * The operations console's side of inquiries: every buyer's inquiries (待报价 first, filter by status or keyword), one
 * inquiry for quoting (the buyer's view from lib/domain/commerce/inquiries/queries.ts plus the buyer, each line's catalogue
 * price and delivery as the quote form's starting values, and what staff may do), and closing with a reason through
 * the inquiry machine (actor 'staff'). Quoting itself is quoteInquiry (./quote.ts).
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryLines, organizations, skus, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import type { InquiryDetailDTO } from '@/lib/domain/commerce/inquiries/types';
import {
  allowedEvents,
  inquiryStatusLabel,
  isInquiryStatus,
  quoteExpired,
  transitionInquiry,
  type InquiryEvent,
  type InquiryStatus,
} from '../machine';
import { getInquiry } from '../queries';

export type StaffInquiryFilter = { status?: InquiryStatus; keyword?: string };

export type StaffInquiryRow = {
  id: number;
  inquiryNo: string;
  status: InquiryStatus;
  statusLabel: string;
  lineCount: number;
  firstLine: string | null;
  buyerMobile: string | null;
  buyerName: string | null;
  orgName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  wantedBy: string | null;
  quotedAmountFen: number | null;
  validUntil: string | null;
  createdAt: string;
};

const OUTER_ID = sql.raw('"inquiries"."id"');

function where(f: StaffInquiryFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(inquiries.status, f.status));
  const kw = f.keyword?.trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    parts.push(
      or(
        ilike(inquiries.inquiryNo, like),
        ilike(inquiries.contactName, like),
        ilike(inquiries.contactPhone, like),
        ilike(users.mobile, like),
        ilike(organizations.name, like),
        sql`exists (select 1 from ${inquiryLines} l where l.inquiry_id = ${OUTER_ID} and (l.name ilike ${like} or l.code ilike ${like} or l.cas ilike ${like}))`,
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Inquiries for staff: those waiting for a quote first (oldest first: first come, first quoted), then newest first. */
export async function listStaffInquiries(
  db: Db,
  f: StaffInquiryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffInquiryRow[]; total: number }> {
  const w = where(f);
  const today = todayInChina();
  const waiting = sql`(${inquiries.status} = 'submitted')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        inquiryNo: inquiries.inquiryNo,
        status: inquiries.status,
        lineCount: inquiries.lineCount,
        firstLine: sql<
          string | null
        >`(select l.name from ${inquiryLines} l where l.inquiry_id = ${OUTER_ID} order by l.id limit 1)`,
        buyerMobile: users.mobile,
        buyerName: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
        orgName: organizations.name,
        contactName: inquiries.contactName,
        contactPhone: inquiries.contactPhone,
        wantedBy: inquiries.wantedBy,
        quotedAmountFen: sql<number | null>`(round(${inquiries.quotedAmount} * 100))::bigint`,
        validUntil: inquiries.validUntil,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(w)
      .orderBy(
        desc(waiting),
        sql`case when ${waiting} then ${inquiries.createdAt} end asc`,
        desc(inquiries.createdAt),
        desc(inquiries.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(w),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => {
      const status: InquiryStatus = isInquiryStatus(r.status) ? r.status : 'closed';
      return {
        ...r,
        status,
        statusLabel: inquiryStatusLabel(status, status === 'quoted' && quoteExpired(r.validUntil, today)),
        quotedAmountFen: r.quotedAmountFen === null ? null : Number(r.quotedAmountFen),
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}

export type StaffInquiryDetail = InquiryDetailDTO & {
  buyer: { id: number; mobile: string | null; name: string | null; orgName: string | null };
  /** Per line: the package's catalogue price (fen; null for a 询价 package) and delivery, to start the quote from. */
  catalogue: Record<number, { priceFen: number | null; delivery: string | null; stock: number | null }>;
  staffActions: InquiryEvent[];
};

export async function staffInquiryDetail(db: Db, id: number): Promise<StaffInquiryDetail> {
  const [q] = await db
    .select({
      userId: inquiries.userId,
      mobile: users.mobile,
      name: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
      orgName: organizations.name,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!q) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
  const [d, cat] = await Promise.all([
    getInquiry(db, q.userId, id),
    db
      .select({
        lineId: inquiryLines.id,
        priceFen: sql<number | null>`(round(${skus.price} * 100))::int`,
        delivery: skus.delivery,
        stock: skus.stock,
      })
      .from(inquiryLines)
      .leftJoin(skus, eq(skus.id, inquiryLines.skuId))
      .where(eq(inquiryLines.inquiryId, id))
      .orderBy(asc(inquiryLines.id)),
  ]);
  const catalogue: StaffInquiryDetail['catalogue'] = {};
  for (const c of cat)
    catalogue[c.lineId] = {
      priceFen: c.priceFen === null ? null : Number(c.priceFen),
      delivery: c.delivery ?? null,
      stock: c.stock ?? null,
    };
  return {
    ...d,
    buyer: { id: q.userId, mobile: q.mobile, name: q.name, orgName: q.orgName },
    catalogue,
    staffActions: allowedEvents(d.status, 'staff', d.expired),
  };
}

/** Staff close (refuse) an inquiry not yet ordered, with the reason the buyer sees. */
export async function staffCloseInquiry(db: Db, id: number, reason: string, staffId: number | null) {
  return transitionInquiry(db, id, 'close', {
    actor: 'staff',
    actorUserId: staffId,
    note: reason,
    set: { closeReason: reason },
  });
}
