/**
 * Staff's side of licence documents (console 资质审核 and `npm run staff`): the queue (待审核 oldest first), one
 * document with its scan, timeline and the orders it covered, and approve / reject / revoke through the machine.
 * The scan is a private upload: staff open it only through the console's licences area, which checks that the file
 * is a licence document's scan (isLicenceScan).
 */
import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { buyerLicences, licenceEvents, organizations, restrictedSales, uploads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LICENCE_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import { EXPIRY_NOTICE_DAYS, LICENCE_STATUS_LABELS, type LicenceKind, type LicenceStatus } from './rules';
import { licenceBase } from './view';
import { LICENCE_EVENT_LABELS, transitionLicence, type LicenceEvent, type LicenceTransition } from './machine';
import type { StaffLicenceDetail, StaffLicenceFilter, StaffLicenceRow } from './types';

export const STAFF_LICENCE_FILTERS: Record<StaffLicenceFilter, { label: string }> = {
  pending: { label: '待审核' },
  approved: { label: '有效' },
  expiring: { label: '30天内到期' },
  expired: { label: '已过期' },
  rejected: { label: '已驳回' },
  revoked: { label: '已撤销' },
  all: { label: '全部' },
};

export const licenceFileUrl = (fid: number) => `/console/api/licences/file/${fid}`;

/** Days after `today` (YYYY-MM-DD). */
const plusDays = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function filterSql(f: StaffLicenceFilter, today: string): SQL | undefined {
  const s = buyerLicences.status;
  if (f === 'pending') return eq(s, 'pending');
  if (f === 'approved')
    return and(eq(s, 'approved'), lte(buyerLicences.validFrom, today), gte(buyerLicences.validTo, today));
  if (f === 'expiring')
    return and(
      eq(s, 'approved'),
      gte(buyerLicences.validTo, today),
      lte(buyerLicences.validTo, plusDays(today, EXPIRY_NOTICE_DAYS)),
    );
  if (f === 'expired') return and(eq(s, 'approved'), lt(buyerLicences.validTo, today));
  if (f === 'rejected') return eq(s, 'rejected');
  if (f === 'revoked') return eq(s, 'revoked');
  return undefined;
}

const cols = {
  l: buyerLicences,
  orgName: organizations.name,
  certStatus: organizations.certStatus,
  mobile: users.mobile,
  person: sql<string>`coalesce(${users.realName}, ${users.nickName}, ${users.mobile}, '')`,
};

type Raw = {
  l: typeof buyerLicences.$inferSelect;
  orgName: string | null;
  certStatus: number | null;
  mobile: string | null;
  person: string;
};

function toRow(r: Raw, today: string): StaffLicenceRow {
  const l = r.l;
  return {
    ...licenceBase(l, today),
    holder: l.orgId === null ? `${r.person}（个人）` : (r.orgName ?? ''),
    orgCertified: l.orgId === null ? null : r.certStatus === 2,
    uploaderMobile: r.mobile,
    reason: l.reason,
    reviewedByName: l.reviewedByName,
    reviewedAt: l.reviewedAt?.toISOString() ?? null,
    createdAt: l.createdAt.toISOString(),
  };
}

const base = (db: Db) =>
  db
    .select(cols)
    .from(buyerLicences)
    .innerJoin(users, eq(users.id, buyerLicences.userId))
    .leftJoin(organizations, eq(organizations.id, buyerLicences.orgId));

/** The queue and lists: 待审核 oldest first; the others newest first (expiring: soonest first). */
export async function staffListLicences(
  db: Db,
  opts: { filter?: StaffLicenceFilter; kind?: LicenceKind; kw?: string; limit: number; offset: number; today?: string },
): Promise<{ list: StaffLicenceRow[]; total: number }> {
  const today = opts.today ?? todayInChina();
  const f = opts.filter ?? 'pending';
  const where: SQL[] = [];
  const fs = filterSql(f, today);
  if (fs) where.push(fs);
  if (opts.kind) where.push(eq(buyerLicences.kind, opts.kind));
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(
      or(
        ilike(buyerLicences.licenceNo, p),
        ilike(organizations.name, p),
        ilike(users.mobile, p),
        ilike(users.realName, p),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const order =
    f === 'pending'
      ? [asc(buyerLicences.createdAt), asc(buyerLicences.id)]
      : f === 'expiring'
        ? [asc(buyerLicences.validTo), asc(buyerLicences.id)]
        : [desc(buyerLicences.createdAt), desc(buyerLicences.id)];
  const rows = await base(db)
    .where(cond)
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buyerLicences)
    .innerJoin(users, eq(users.id, buyerLicences.userId))
    .leftJoin(organizations, eq(organizations.id, buyerLicences.orgId))
    .where(cond);
  return { list: rows.map((r) => toRow(r as Raw, today)), total: Number(n?.n ?? 0) };
}

export async function staffLicenceDetail(db: Db, id: number, today = todayInChina()): Promise<StaffLicenceDetail> {
  const [r] = await base(db).where(eq(buyerLicences.id, id)).limit(1);
  if (!r) throw new AppError(LICENCE_MSG.notFound, 'NOT_FOUND');
  const row = toRow(r as Raw, today);
  const [file] = await db
    .select({ id: uploads.id, mime: uploads.mime })
    .from(uploads)
    .where(eq(uploads.id, r.l.uploadId))
    .limit(1);
  const events = await db
    .select()
    .from(licenceEvents)
    .where(eq(licenceEvents.licenceId, id))
    .orderBy(asc(licenceEvents.id));
  const sales = await db
    .select({
      orderNo: restrictedSales.orderNo,
      productName: restrictedSales.productName,
      num: restrictedSales.num,
      packageValue: restrictedSales.packageValue,
      at: restrictedSales.createdAt,
    })
    .from(restrictedSales)
    .where(eq(restrictedSales.licenceId, id))
    .orderBy(desc(restrictedSales.id))
    .limit(50);
  return {
    ...row,
    scope: r.l.scope,
    file: { fid: r.l.uploadId, url: licenceFileUrl(r.l.uploadId), mime: file?.mime ?? 'application/octet-stream' },
    uploaderName: (r as Raw).person,
    timeline: events.map((e) => ({
      label: LICENCE_EVENT_LABELS[e.event as LicenceEvent] ?? e.event,
      statusLabel: LICENCE_STATUS_LABELS[e.toStatus as LicenceStatus] ?? null,
      actor: e.actor,
      who: e.staffName,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    sales: sales.map((s) => ({ ...s, at: s.at.toISOString() })),
  };
}

/** Whether an upload is the scan of a licence document (the console streams only those in this area). */
export async function isLicenceScan(db: Db, fid: number): Promise<boolean> {
  const [r] = await db
    .select({ id: buyerLicences.id })
    .from(buyerLicences)
    .where(eq(buyerLicences.uploadId, fid))
    .limit(1);
  return !!r;
}

export type Reviewer = { staffId: number | null; staffName: string };

export const approveLicence = (db: Db, id: number, by: Reviewer): Promise<LicenceTransition> =>
  transitionLicence(db, id, 'approve', { actor: 'staff', ...by });
export const rejectLicence = (db: Db, id: number, reason: string, by: Reviewer): Promise<LicenceTransition> =>
  transitionLicence(db, id, 'reject', { actor: 'staff', ...by }, { reason });
export const revokeLicence = (db: Db, id: number, reason: string, by: Reviewer): Promise<LicenceTransition> =>
  transitionLicence(db, id, 'revoke', { actor: 'staff', ...by }, { reason });
