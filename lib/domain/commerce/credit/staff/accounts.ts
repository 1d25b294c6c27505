/**
 * Staff's side of account periods (operations console):
 * - the applications of every organisation, 审核中 first (approval and rejection go through
 *   transitionCreditApplication in ./applications.ts);
 * - the organisations' credit accounts, and one organisation's account with the bills its buyers see
 *   (creditOverview of the administrator) — repayment is markRepaid in ./applications.ts;
 * - setCreditAccount: staff open an account for a certified organisation or change its quota and period. Guarded
 *   under the account's row lock: the quota can never go below what is already used.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditAccounts, creditApplications, organizations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CREDIT_RULES } from '@/lib/config/constants';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { formatPrice } from '@/lib/domain/catalog/products';
import { CREDIT_APP_LABELS, creditOverview } from '../applications';
import { withTransaction } from '@/lib/db/tx';
import type {
  CreditAccountChange,
  CreditAppStatus,
  CreditOverview,
  StaffCreditAccountDetail,
  StaffCreditAccountRow,
  StaffCreditAppFilter,
  StaffCreditAppRow,
} from '../types';

export const STAFF_CREDIT_APP_FILTERS = {
  pending: { label: '审核中', statuses: ['pending'] },
  approved: { label: '已通过', statuses: ['approved'] },
  rejected: { label: '已驳回', statuses: ['rejected'] },
  cancelled: { label: '已撤回', statuses: ['cancelled'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<string, { label: string; statuses: readonly CreditAppStatus[] | null }>;

const like = (kw: string) => `%${escapeLike(kw)}%`;

export async function staffListCreditApplications(
  db: Db,
  opts: { filter?: StaffCreditAppFilter; kw?: string; limit: number; offset: number },
): Promise<{ list: StaffCreditAppRow[]; total: number }> {
  const statuses = STAFF_CREDIT_APP_FILTERS[opts.filter ?? 'all'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(creditApplications.status, [...statuses]));
  if (opts.kw?.trim())
    where.push(or(ilike(organizations.name, like(opts.kw.trim())), ilike(users.mobile, like(opts.kw.trim())))!);
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      app: creditApplications,
      orgName: organizations.name,
      applicantMobile: users.mobile,
      currentQuota: creditAccounts.quota,
      currentUsed: creditAccounts.used,
    })
    .from(creditApplications)
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .leftJoin(organizations, eq(organizations.id, creditApplications.orgId))
    .leftJoin(creditAccounts, eq(creditAccounts.orgId, creditApplications.orgId))
    .where(cond)
    .orderBy(
      asc(sql`case when ${creditApplications.status} = 'pending' then 0 else 1 end`),
      sql`case when ${creditApplications.status} = 'pending' then ${creditApplications.createdAt} end asc`,
      desc(creditApplications.createdAt),
      desc(creditApplications.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditApplications)
    .innerJoin(users, eq(users.id, creditApplications.userId))
    .leftJoin(organizations, eq(organizations.id, creditApplications.orgId))
    .where(cond);
  return {
    list: rows.map(({ app, ...r }) => {
      const status = app.status as CreditAppStatus;
      return {
        id: app.id,
        orgId: app.orgId,
        orgName: r.orgName,
        applicantMobile: r.applicantMobile,
        quota: app.quota,
        periodDays: app.periodDays,
        reason: app.reason,
        contactName: app.contactName,
        contactPhone: app.contactPhone,
        status,
        statusLabel: CREDIT_APP_LABELS[status] ?? app.status,
        approvedQuota: app.approvedQuota,
        rejectReason: app.rejectReason,
        currentQuota: r.currentQuota,
        currentUsed: r.currentUsed,
        createdAt: app.createdAt.toISOString(),
      };
    }),
    total: Number(n?.n ?? 0),
  };
}

const available = (quota: number, used: number) => fenToYuan(Math.max(0, toFen(quota) - toFen(used)));

/** Certified organisations and those with an account (kw: name or credit code), those with an account first. */
export async function staffListCreditAccounts(
  db: Db,
  opts: { kw?: string; limit: number; offset: number },
): Promise<{ list: StaffCreditAccountRow[]; total: number }> {
  const where: SQL[] = [or(eq(organizations.certStatus, 2), isNotNull(creditAccounts.id))!];
  if (opts.kw?.trim())
    where.push(
      or(ilike(organizations.name, like(opts.kw.trim())), ilike(organizations.creditCode, like(opts.kw.trim())))!,
    );
  const rows = await db
    .select({
      orgId: organizations.id,
      orgName: organizations.name,
      certStatus: organizations.certStatus,
      quota: creditAccounts.quota,
      used: creditAccounts.used,
      periodDays: creditAccounts.periodDays,
      status: creditAccounts.status,
    })
    .from(organizations)
    .leftJoin(creditAccounts, eq(creditAccounts.orgId, organizations.id))
    .where(and(...where))
    .orderBy(
      asc(sql`case when ${creditAccounts.id} is null then 1 else 0 end`),
      asc(organizations.name),
      asc(organizations.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations)
    .leftJoin(creditAccounts, eq(creditAccounts.orgId, organizations.id))
    .where(and(...where));
  return {
    list: rows.map((r) => ({ ...r, available: r.quota === null ? null : available(r.quota, r.used ?? 0) })),
    total: Number(n?.n ?? 0),
  };
}

async function orgRow(db: Db, orgId: number) {
  const [o] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      creditCode: organizations.creditCode,
      certStatus: organizations.certStatus,
      contactName: organizations.contactName,
      contactPhone: organizations.contactPhone,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  if (!o) throw new AppError(CONSOLE_SERVICE_MSG.orgNotFound, 'NOT_FOUND');
  return o;
}

/** The organisation, its account and its bills exactly as its administrator sees them on 账期管理. */
export async function staffCreditAccountDetail(
  db: Db,
  orgId: number,
  now = new Date(),
): Promise<StaffCreditAccountDetail> {
  const org = await orgRow(db, orgId);
  const [owner] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.orgRole, ['owner', 'member'])))
    .orderBy(sql`case when ${users.orgRole} = 'owner' then 0 else 1 end`, asc(users.id))
    .limit(1);
  let overview: CreditOverview;
  if (owner) overview = await creditOverview(db, owner.id, now);
  else {
    const [acc] = await db.select().from(creditAccounts).where(eq(creditAccounts.orgId, orgId)).limit(1);
    overview = {
      account: acc
        ? {
            quota: acc.quota,
            used: acc.used,
            available: available(acc.quota, acc.used),
            periodDays: acc.periodDays,
            status: acc.status,
          }
        : null,
      bills: [],
      dueSoonAmount: 0,
      overdueAmount: 0,
    };
  }
  return { org, ownerMobile: owner?.mobile ?? null, overview };
}

/** Throws the console's message when a quota or period is out of the rules (CREDIT_RULES). */
export function checkQuotaAndPeriod(quota: number, periodDays: number): void {
  if (!Number.isFinite(quota) || quota < CREDIT_RULES.minQuota || quota > CREDIT_RULES.maxQuota) {
    throw new AppError(
      CONSOLE_SERVICE_MSG.quotaInvalid(formatPrice(CREDIT_RULES.minQuota), formatPrice(CREDIT_RULES.maxQuota)),
      'QUOTA_INVALID',
    );
  }
  if (!CREDIT_RULES.periods.includes(periodDays))
    throw new AppError(CONSOLE_SERVICE_MSG.periodInvalid, 'PERIOD_INVALID');
}

/**
 * Opens (for a certified organisation) or changes the organisation's credit account: quota and period. The account
 * row is locked, so a credit payment that raises `used` at the same moment cannot slip under the new quota.
 */
export async function setCreditAccount(
  db: Db,
  orgId: number,
  input: { quota: number; periodDays: number },
): Promise<CreditAccountChange> {
  checkQuotaAndPeriod(input.quota, input.periodDays);
  return withTransaction(db, async (tx) => {
    const [org] = await tx
      .select({ id: organizations.id, certStatus: organizations.certStatus })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .for('update');
    if (!org) throw new AppError(CONSOLE_SERVICE_MSG.orgNotFound, 'NOT_FOUND');
    const [acc] = await tx
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.orgId, orgId))
      .orderBy(desc(creditAccounts.id))
      .limit(1)
      .for('update');
    if (!acc) {
      if (org.certStatus !== 2) throw new AppError(CONSOLE_SERVICE_MSG.orgNotCertified, 'NOT_CERTIFIED');
      const after = { quota: input.quota, used: 0, periodDays: input.periodDays, status: 1 };
      await tx.insert(creditAccounts).values({ orgId, userId: null, ...after });
      return { before: null, after };
    }
    if (toFen(input.quota) < toFen(acc.used))
      throw new AppError(CONSOLE_SERVICE_MSG.quotaBelowUsed(formatPrice(acc.used)), 'QUOTA_BELOW_USED');
    const before = { quota: acc.quota, used: acc.used, periodDays: acc.periodDays, status: acc.status };
    await tx
      .update(creditAccounts)
      .set({ quota: input.quota, periodDays: input.periodDays })
      .where(eq(creditAccounts.id, acc.id));
    return { before, after: { ...before, quota: input.quota, periodDays: input.periodDays } };
  });
}

/** The organisation's account row before a change (audit), or null. */
export async function creditAccountOf(db: Db, orgId: number) {
  const [acc] = await db
    .select({
      quota: creditAccounts.quota,
      used: creditAccounts.used,
      periodDays: creditAccounts.periodDays,
      status: creditAccounts.status,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.orgId, orgId))
    .limit(1);
  return acc ?? null;
}

/** The application row (for the console's approve form defaults and the audit's before). */
export async function creditApplicationOf(db: Db, id: number) {
  const [r] = await db.select().from(creditApplications).where(eq(creditApplications.id, id)).limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.creditAppNotFound, 'NOT_FOUND');
  return r;
}
