/**
 * Account period (账期): an organisation's administrator applies for a credit quota and a period; staff approve
 * (creating or raising the organisation's credit account, which credit payment in buying uses) or reject with a
 * reason. The application's status changes only through creditApplicationMachine:
 *
 *   (apply, buyer) ──> pending 审核中 ──approve (staff)──> approved 已通过
 *                         ├──reject (staff)──> rejected 已驳回
 *                         └──cancel (buyer)──> cancelled 已撤回
 *
 * The overview shows the quota, what is used, and the bills: every order paid on credit and not yet repaid, due
 * `periodDays` after it was paid, 即将到期 or 已逾期; staff record the repayment (`markRepaid`), which gives the
 * quota back once. A refund paid back through the bill (lib/domain/after-sale/refunds, channel credit) lowers what the bill
 * asks for by the refund, and gave the quota back when it was made; a bill refunded in full is 已全额退款.
 */
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditAccounts, creditApplications, orders, organizations, payments, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CREDIT_RULES } from '@/lib/config/constants';
import { CREDIT_MSG } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { creditRefundedFenSql, OUTER_ORDER_ID } from '@/lib/db/refund-sums';
import { withTransaction } from '@/lib/db/tx';
import type { CreditAppStatus, CreditApplicationRow, CreditBill, CreditOverview } from './types';

export const CREDIT_APP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CreditAppEvent = 'approve' | 'reject' | 'cancel';

export const creditApplicationMachine = machine<CreditAppStatus, CreditAppEvent, 'buyer' | 'staff'>({
  approve: [{ from: ['pending'], to: 'approved', actors: ['staff'] }],
  reject: [{ from: ['pending'], to: 'rejected', actors: ['staff'] }],
  cancel: [{ from: ['pending'], to: 'cancelled', actors: ['buyer'] }],
});

export const CREDIT_APP_LABELS: Record<CreditAppStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤回',
};
const EVENT_LABELS: Record<CreditAppEvent, string> = { approve: '审核通过', reject: '驳回', cancel: '撤回' };

const DAY_MS = 86_400_000;

/** The buyer's organisation (certified) and role, or the reason they cannot apply. */
async function orgOf(db: Db, userId: number): Promise<{ orgId: number; owner: boolean }> {
  const [u] = await db
    .select({ orgId: users.orgId, orgRole: users.orgRole, cert: organizations.certStatus })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u?.orgId || u.cert !== 2 || (u.orgRole !== 'owner' && u.orgRole !== 'member'))
    throw new AppError(CREDIT_MSG.needOrg, 'NEED_ORG');
  return { orgId: u.orgId, owner: u.orgRole === 'owner' };
}

export type CreditApplyInput = {
  quota: number;
  periodDays: number;
  reason?: string | null;
  contactName: string;
  contactPhone: string;
};

export async function applyForCredit(
  db: Db,
  userId: number,
  input: CreditApplyInput,
): Promise<{ id: number; message: string }> {
  const { orgId, owner } = await orgOf(db, userId);
  if (!owner) throw new AppError(CREDIT_MSG.ownerOnly, 'OWNER_ONLY');
  return withTransaction(db, async (tx) => {
    // The organisation row is locked so two applications at once cannot both pass the "one pending" check.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for('update');
    const [open] = await tx
      .select({ id: creditApplications.id })
      .from(creditApplications)
      .where(and(eq(creditApplications.orgId, orgId), eq(creditApplications.status, 'pending')))
      .limit(1);
    if (open) throw new AppError(CREDIT_MSG.pendingExists, 'PENDING_EXISTS');
    const [row] = await tx
      .insert(creditApplications)
      .values({
        userId,
        orgId,
        quota: input.quota,
        periodDays: input.periodDays,
        reason: input.reason?.trim() || null,
        contactName: input.contactName.trim(),
        contactPhone: input.contactPhone.trim(),
        status: 'pending',
      })
      .returning({ id: creditApplications.id });
    return { id: row!.id, message: CREDIT_MSG.submitted };
  });
}

export async function listCreditApplications(db: Db, userId: number): Promise<CreditApplicationRow[]> {
  const [u] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.id, userId)).limit(1);
  const rows = await db
    .select()
    .from(creditApplications)
    .where(u?.orgId ? eq(creditApplications.orgId, u.orgId) : eq(creditApplications.userId, userId))
    .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id))
    .limit(50);
  return rows.map((r) => {
    const status = r.status as CreditAppStatus;
    return {
      id: r.id,
      quota: r.quota,
      periodDays: r.periodDays,
      reason: r.reason,
      status,
      statusLabel: CREDIT_APP_LABELS[status] ?? r.status,
      approvedQuota: r.approvedQuota,
      rejectReason: r.rejectReason,
      canCancel: r.userId === userId && creditApplicationMachine.nextStatus(status, 'cancel', 'buyer') !== null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

type TransitionOpts = {
  actor: 'buyer' | 'staff';
  actorUserId?: number | null;
  quota?: number;
  periodDays?: number;
  rejectReason?: string;
};

/** The one writer of credit_applications.status; approval opens or raises the organisation's credit account. */
export async function transitionCreditApplication(
  db: Db,
  id: number,
  event: CreditAppEvent,
  opts: TransitionOpts,
): Promise<{ id: number; from: CreditAppStatus; to: CreditAppStatus }> {
  return withTransaction(db, async (tx) => {
    const [app] = await tx.select().from(creditApplications).where(eq(creditApplications.id, id)).for('update');
    if (!app || (opts.actor === 'buyer' && app.userId !== opts.actorUserId))
      throw new AppError(CREDIT_MSG.notFound, 'NOT_FOUND');
    const from = app.status as CreditAppStatus;
    const to = creditApplicationMachine.nextStatus(from, event, opts.actor);
    if (!to)
      throw new AppError(
        CREDIT_MSG.illegal(CREDIT_APP_LABELS[from] ?? from, EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    const quota = opts.quota ?? app.quota;
    const periodDays = opts.periodDays ?? app.periodDays;
    await tx
      .update(creditApplications)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'approved' ? { approvedQuota: quota, periodDays } : {}),
        ...(to === 'rejected' ? { rejectReason: opts.rejectReason ?? null } : {}),
      })
      .where(eq(creditApplications.id, id));
    if (to === 'approved') {
      const owner = app.orgId ? eq(creditAccounts.orgId, app.orgId) : eq(creditAccounts.userId, app.userId);
      const [acc] = await tx.select({ id: creditAccounts.id }).from(creditAccounts).where(owner).for('update');
      if (acc)
        await tx.update(creditAccounts).set({ quota, periodDays, status: 1 }).where(eq(creditAccounts.id, acc.id));
      else
        await tx
          .insert(creditAccounts)
          .values({ orgId: app.orgId, userId: app.orgId ? null : app.userId, quota, used: 0, periodDays, status: 1 });
    }
    return { id, from, to };
  });
}

export async function cancelCreditApplication(db: Db, userId: number, id: number) {
  await transitionCreditApplication(db, id, 'cancel', { actor: 'buyer', actorUserId: userId });
  return { id, message: CREDIT_MSG.cancelled };
}

const BILL_LABELS: Record<CreditBill['state'], string> = {
  open: '未到期',
  due_soon: '即将到期',
  overdue: '已逾期',
  repaid: '已还款',
  refunded: '已全额退款',
};

/** The credit account and its bills (orders paid on credit by the organisation or the buyer), newest first. */
export async function creditOverview(db: Db, userId: number, now = new Date()): Promise<CreditOverview> {
  const [u] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.id, userId)).limit(1);
  const owner = u?.orgId ? eq(creditAccounts.orgId, u.orgId) : eq(creditAccounts.userId, userId);
  const [acc] = await db.select().from(creditAccounts).where(owner).limit(1);
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      amount: payments.amount,
      refundedFen: creditRefundedFenSql(OUTER_ORDER_ID),
      paidAt: payments.paidAt,
      status: payments.status,
      repaidAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    // An order cancelled or refunded gave its quota back when it ended (order machine): it is no bill.
    .where(
      and(
        eq(payments.channel, 'credit'),
        inArray(payments.status, ['paid', 'repaid']),
        notInArray(orders.status, ['cancelled', 'refunding', 'refunded']),
        u?.orgId ? or(eq(orders.orgId, u.orgId), eq(orders.userId, userId)) : eq(orders.userId, userId),
      ),
    )
    .orderBy(desc(payments.paidAt))
    .limit(200);
  const period = acc?.periodDays ?? 30;
  let soonFen = 0;
  let overdueFen = 0;
  const bills = rows.map((r) => {
    const paidAt = r.paidAt ?? now;
    const dueAt = new Date(paidAt.getTime() + period * DAY_MS);
    const left = dueAt.getTime() - now.getTime();
    const owedFen = Math.max(0, toFen(r.amount) - r.refundedFen);
    const state: CreditBill['state'] =
      r.status === 'repaid'
        ? 'repaid'
        : owedFen === 0
          ? 'refunded'
          : left < 0
            ? 'overdue'
            : left <= CREDIT_RULES.dueSoonDays * DAY_MS
              ? 'due_soon'
              : 'open';
    if (state === 'overdue') overdueFen += owedFen;
    if (state === 'due_soon') soonFen += owedFen;
    return {
      orderNo: r.orderNo,
      amount: fenToYuan(owedFen),
      paidAmount: r.amount,
      refundedAmount: fenToYuan(r.refundedFen),
      paidAt: paidAt.toISOString(),
      dueAt: dueAt.toISOString(),
      state,
      stateLabel: BILL_LABELS[state],
      repaidAt: state === 'repaid' ? r.repaidAt.toISOString() : null,
    };
  });
  const account = acc
    ? {
        quota: acc.quota,
        used: acc.used,
        available: fenToYuan(Math.max(0, toFen(acc.quota) - toFen(acc.used))),
        periodDays: acc.periodDays,
        status: acc.status,
      }
    : null;
  return { account, bills, dueSoonAmount: fenToYuan(soonFen), overdueAmount: fenToYuan(overdueFen) };
}

/**
 * Staff record that a credit bill was repaid: the payment becomes 'repaid' and the quota the bill still used (paid
 * minus refunds through the bill) comes back, once. The order row is locked first, as a refund locks it, so a refund
 * and a repayment of the same bill never both give the same quota back.
 */
export async function markRepaid(db: Db, orderNo: string): Promise<{ orderNo: string; amount: number }> {
  return withTransaction(db, async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    const [p] = await tx
      .select({
        id: payments.id,
        amount: payments.amount,
        status: payments.status,
        orgId: orders.orgId,
        userId: orders.userId,
        refundedFen: creditRefundedFenSql(OUTER_ORDER_ID),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(orders.orderNo, orderNo),
          eq(payments.channel, 'credit'),
          notInArray(orders.status, ['cancelled', 'refunding', 'refunded']),
        ),
      )
      .for('update');
    if (!p) throw new AppError(CREDIT_MSG.billNotFound, 'NOT_FOUND');
    if (p.status !== 'paid') throw new AppError(CREDIT_MSG.billRepaid, 'ALREADY_REPAID');
    const owedFen = toFen(p.amount) - p.refundedFen;
    if (owedFen <= 0) throw new AppError(CREDIT_MSG.billRefunded, 'FULLY_REFUNDED');
    await tx.update(payments).set({ status: 'repaid', updatedAt: new Date() }).where(eq(payments.id, p.id));
    const owner = p.orgId ? eq(creditAccounts.orgId, p.orgId) : eq(creditAccounts.userId, p.userId);
    await tx
      .update(creditAccounts)
      .set({ used: sql`greatest(0, ${creditAccounts.used} - ${owedFen}::numeric / 100)` })
      .where(owner);
    return { orderNo, amount: fenToYuan(owedFen) };
  });
}
