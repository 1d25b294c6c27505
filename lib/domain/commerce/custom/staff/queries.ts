/**
 * The operations console's side of customised services: every buyer's requests (已提交 first), one request with the
 * buyer (the buyer's own view from ./requests.ts plus who asked and what staff may do), and the attached file for
 * staff. Quoting and declining are quoteCustom / rejectCustom (./requests.ts, the custom machine, actor 'staff').
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { customRequests, organizations, uploads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CUSTOM_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CUSTOM_STATUS_LABELS, customDetail, customMachine } from '../requests';
import type { CustomStatus, StaffCustomDetail, StaffCustomRow } from '../types';

export type StaffCustomFilter = { status?: CustomStatus; keyword?: string };

function where(f: StaffCustomFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(customRequests.status, f.status));
  const kw = f.keyword?.trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    parts.push(
      or(
        ilike(customRequests.requestNo, like),
        ilike(customRequests.productName, like),
        ilike(customRequests.cas, like),
        ilike(users.mobile, like),
        ilike(organizations.name, like),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function listStaffCustom(
  db: Db,
  f: StaffCustomFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffCustomRow[]; total: number }> {
  const w = where(f);
  const waiting = sql`(${customRequests.status} = 'submitted')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: customRequests.id,
        requestNo: customRequests.requestNo,
        status: customRequests.status,
        productName: customRequests.productName,
        cas: customRequests.cas,
        quantity: customRequests.quantity,
        purity: customRequests.purity,
        buyerMobile: users.mobile,
        buyerName: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
        orgName: organizations.name,
        quotedAmount: customRequests.quotedAmount,
        createdAt: customRequests.createdAt,
      })
      .from(customRequests)
      .innerJoin(users, eq(users.id, customRequests.userId))
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(w)
      .orderBy(desc(waiting), desc(customRequests.createdAt), desc(customRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customRequests)
      .innerJoin(users, eq(users.id, customRequests.userId))
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(w),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => {
      const status = r.status as CustomStatus;
      return {
        ...r,
        status,
        statusLabel: CUSTOM_STATUS_LABELS[status] ?? r.status,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}

export async function staffCustomDetail(db: Db, id: number): Promise<StaffCustomDetail> {
  const [r] = await db
    .select({
      userId: customRequests.userId,
      mobile: users.mobile,
      name: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
      orgName: organizations.name,
      fileMime: uploads.mime,
    })
    .from(customRequests)
    .innerJoin(users, eq(users.id, customRequests.userId))
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .leftJoin(uploads, eq(uploads.id, customRequests.fileUploadId))
    .where(eq(customRequests.id, id))
    .limit(1);
  if (!r) throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
  const d = await customDetail(db, r.userId, id);
  return {
    ...d,
    buyer: { id: r.userId, mobile: r.mobile, name: r.name, orgName: r.orgName },
    fileMime: r.fileMime ?? null,
    staffActions: customMachine.allowedEvents(d.status, 'staff'),
  };
}

/** The request's number (the custom machine's staff steps take it), or AppError 定制需求不存在. */
export async function customRequestNo(db: Db, id: number): Promise<string> {
  const [r] = await db
    .select({ requestNo: customRequests.requestNo })
    .from(customRequests)
    .where(eq(customRequests.id, id))
    .limit(1);
  if (!r) throw new AppError(CUSTOM_MSG.notFound, 'NOT_FOUND');
  return r.requestNo;
}

/** The upload id of the file attached to a request (its bytes are streamed to staff by the console), or null. */
export async function customFileId(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(customRequests)
    .innerJoin(uploads, eq(uploads.id, customRequests.fileUploadId))
    .where(and(eq(customRequests.id, id), eq(uploads.purpose, 'custom_file')))
    .limit(1);
  return row?.id ?? null;
}
