/**
 * Organisation purchasing (the way labs really buy): the administrator (orgRole 'owner') of a certified organisation
 * sees every member's orders, and sets an amount above which a member's order waits in 待审批 (pending_approval) for
 * approval before it can be paid; approve (→ 待付款, the payment clock starts) or reject with a reason (→ 已取消,
 * stock released), both through the order state machine with actor 'org_admin'. The member sees the step and the
 * reason in the order's timeline.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, organizations, users, type OrderStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORG_BUY_MSG } from '@/lib/config/messages';
import { formatPrice } from '@/lib/domain/catalog/products';
import { ORDER_STATUS_LABELS, transitionOrder } from '@/lib/domain/commerce/orders';
import { payTimeoutMinutes } from '@/lib/domain/commerce/orders';
import { scheduleOrderExpiry } from '@/lib/domain/operations/jobs';
import type { OrgSettings, OrgOrderRow } from './types';

async function adminOrg(db: Db, userId: number): Promise<{ orgId: number; name: string; threshold: number | null }> {
  const [u] = await db
    .select({
      orgId: users.orgId,
      orgRole: users.orgRole,
      cert: organizations.certStatus,
      name: organizations.name,
      threshold: organizations.approvalThreshold,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u?.orgId || u.orgRole !== 'owner' || u.cert !== 2) throw new AppError(ORG_BUY_MSG.ownerOnly, 'OWNER_ONLY');
  return { orgId: u.orgId, name: u.name ?? '', threshold: u.threshold };
}

export async function orgPurchasingSettings(db: Db, userId: number): Promise<OrgSettings> {
  const org = await adminOrg(db, userId);
  const [m] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.orgId, org.orgId), inArray(users.orgRole, ['owner', 'member'])));
  const [w] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.orgId, org.orgId), eq(orders.status, 'pending_approval')));
  return {
    orgName: org.name,
    approvalThreshold: org.threshold,
    members: Number(m?.n ?? 0),
    waiting: Number(w?.n ?? 0),
  };
}

/** Sets (or with null clears) the amount above which members' orders need approval. */
export async function setApprovalThreshold(
  db: Db,
  userId: number,
  amount: number | null,
): Promise<{ approvalThreshold: number | null; message: string }> {
  const org = await adminOrg(db, userId);
  if (amount !== null && !(Number.isFinite(amount) && amount >= 0))
    throw new AppError(ORG_BUY_MSG.thresholdInvalid, 'PARAM_INVALID');
  const value = amount === null ? null : Math.round(amount * 100) / 100;
  await db.update(organizations).set({ approvalThreshold: value }).where(eq(organizations.id, org.orgId));
  return { approvalThreshold: value, message: ORG_BUY_MSG.thresholdSaved(value === null ? null : formatPrice(value)) };
}

const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(7)}` : null);

/** The organisation's orders (every member's), newest first; status filters (e.g. pending_approval). */
export async function orgOrders(
  db: Db,
  userId: number,
  opts: { status?: OrderStatus | null; pageNo?: number; pageSize?: number } = {},
): Promise<{ list: OrgOrderRow[]; total: number }> {
  const org = await adminOrg(db, userId);
  const where: SQL[] = [eq(orders.orgId, org.orgId)];
  if (opts.status) where.push(eq(orders.status, opts.status));
  const pageSize = Math.min(50, Math.max(1, opts.pageSize ?? 20));
  const pageNo = Math.max(1, opts.pageNo ?? 1);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payAmount: orders.payAmount,
      lineCount: orders.lineCount,
      createdAt: orders.createdAt,
      cancelReason: orders.cancelReason,
      userName: users.userName,
      nickName: users.nickName,
      mobile: users.mobile,
      firstLine: sql<
        string | null
      >`(select ol.name from order_lines ol where ol.order_id = ${sql.raw('"orders"."id"')} order by ol.id limit 1)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [t] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...where));
  return {
    list: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      member: r.userName ?? r.nickName ?? maskMobile(r.mobile) ?? '成员',
      status: r.status,
      statusLabel: ORDER_STATUS_LABELS[r.status],
      payAmount: r.payAmount,
      lineCount: r.lineCount,
      firstLine: r.firstLine,
      createdAt: r.createdAt.toISOString(),
      cancelReason: r.cancelReason,
    })),
    total: Number(t?.n ?? 0),
  };
}

async function orgOrderId(db: Db, orgId: number, orderNo: string): Promise<number> {
  const [o] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.orgId, orgId)))
    .limit(1);
  if (!o) throw new AppError('订单不存在', 'NOT_FOUND');
  return o.id;
}

export async function approveOrgOrder(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ orderNo: string; status: string; message: string }> {
  const org = await adminOrg(db, userId);
  const id = await orgOrderId(db, org.orgId, orderNo);
  const payDeadline = new Date(Date.now() + payTimeoutMinutes() * 60_000);
  const r = await transitionOrder(db, id, 'approve', {
    actor: 'org_admin',
    actorUserId: userId,
    note: ORG_BUY_MSG.noticeApproved(orderNo),
    set: { payDeadline },
  });
  await scheduleOrderExpiry(id, payDeadline);
  return { orderNo: r.orderNo, status: r.to, message: ORG_BUY_MSG.approved };
}

export async function rejectOrgOrder(
  db: Db,
  userId: number,
  orderNo: string,
  reason: string,
): Promise<{ orderNo: string; status: string; message: string }> {
  if (!reason.trim()) throw new AppError(ORG_BUY_MSG.rejectReasonRequired, 'PARAM_INVALID');
  const org = await adminOrg(db, userId);
  const id = await orgOrderId(db, org.orgId, orderNo);
  const r = await transitionOrder(db, id, 'reject', {
    actor: 'org_admin',
    actorUserId: userId,
    note: reason.trim(),
    set: { cancelReason: `单位审批驳回：${reason.trim()}` },
  });
  return { orderNo: r.orderNo, status: r.to, message: ORG_BUY_MSG.rejected };
}
