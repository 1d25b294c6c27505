/**
 * Feedback (意见反馈) handled by staff in the operations console, and the buyer's own list with the replies:
 *
 * - unread (status new, read_at null) first, then the rest newest first; one suggestion with its images (private to
 *   their author: streamed to staff by the console's feedback.file, which checks the file is a suggestion's);
 * - mark read, reply (feedback.reply / replied_at, shown to the buyer on 我的反馈), adopt (lib/domain/commerce/points/earn.ts
 *   adoptFeedback: the author earns FEEDBACK_REWARD_POINTS once; a second adopt changes nothing).
 * Each staff step records who handled it (handled_by_staff_id) and marks the suggestion read.
 */
import { and, asc, desc, eq, ilike, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedback, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { adoptFeedback, type AdoptResult } from '@/lib/domain/commerce/points';
import { withTransaction } from '@/lib/db/tx';

export const STAFF_FEEDBACK_FILTERS = {
  new: { label: '未读' },
  read: { label: '已读未处理' },
  replied: { label: '已回复' },
  adopted: { label: '已采纳' },
  all: { label: '全部' },
} as const;
export type StaffFeedbackFilter = keyof typeof STAFF_FEEDBACK_FILTERS;

const unread = and(eq(feedback.status, 'new'), isNull(feedback.readAt))!;
const FILTER_SQL: Record<StaffFeedbackFilter, SQL | undefined> = {
  new: unread,
  read: and(eq(feedback.status, 'new'), isNotNull(feedback.readAt), isNull(feedback.repliedAt)),
  replied: isNotNull(feedback.repliedAt),
  adopted: eq(feedback.status, 'adopted'),
  all: undefined,
};

export const feedbackStatusLabel = (f: { status: string; readAt: Date | null; repliedAt: Date | null }): string =>
  f.status === 'adopted'
    ? '已采纳'
    : f.repliedAt
      ? '已回复'
      : f.readAt
        ? '已读'
        : f.status === 'new'
          ? '未读'
          : '已关闭';

export type StaffFeedbackRow = {
  id: number;
  content: string;
  name: string;
  phone: string;
  userId: number | null;
  accountMobile: string | null;
  imageCount: number;
  status: string;
  statusLabel: string;
  unread: boolean;
  createdAt: string;
};

export type StaffFeedbackDetail = StaffFeedbackRow & {
  files: { fid: number; url: string }[];
  reply: string | null;
  repliedAt: string | null;
  readAt: string | null;
  adoptedAt: string | null;
  points: number | null;
};

type Row = typeof feedback.$inferSelect & { accountMobile: string | null };

function toRow(f: Row): StaffFeedbackRow {
  return {
    id: f.id,
    content: f.content,
    name: f.name,
    phone: f.phone,
    userId: f.userId,
    accountMobile: f.accountMobile,
    imageCount: f.files.length,
    status: f.status,
    statusLabel: feedbackStatusLabel(f),
    unread: f.status === 'new' && f.readAt === null,
    createdAt: f.createdAt.toISOString(),
  };
}

export async function staffListFeedback(
  db: Db,
  opts: { filter?: StaffFeedbackFilter; kw?: string; limit: number; offset: number },
): Promise<{ list: StaffFeedbackRow[]; total: number }> {
  const where: SQL[] = [];
  const f = FILTER_SQL[opts.filter ?? 'all'];
  if (f) where.push(f);
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(or(ilike(feedback.content, p), ilike(feedback.name, p), ilike(feedback.phone, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ f: feedback, accountMobile: users.mobile })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(cond)
    .orderBy(asc(sql`case when ${unread} then 0 else 1 end`), desc(feedback.createdAt), desc(feedback.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(cond);
  return { list: rows.map((r) => toRow({ ...r.f, accountMobile: r.accountMobile })), total: Number(n?.n ?? 0) };
}

export async function staffFeedbackDetail(db: Db, id: number): Promise<StaffFeedbackDetail> {
  const [r] = await db
    .select({ f: feedback, accountMobile: users.mobile, points: users.points })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.feedbackNotFound, 'NOT_FOUND');
  const f = r.f;
  return {
    ...toRow({ ...f, accountMobile: r.accountMobile }),
    // Feedback images are private to their author: staff open them through the console (feedback.file).
    files: f.files.map((x) => ({ fid: x.fid, url: feedbackFileUrl(x.fid) })),
    reply: f.reply,
    repliedAt: f.repliedAt?.toISOString() ?? null,
    readAt: f.readAt?.toISOString() ?? null,
    adoptedAt: f.adoptedAt?.toISOString() ?? null,
    points: r.points,
  };
}

export const feedbackFileUrl = (fid: number) => `/console/api/feedback/file/${fid}`;

/** Whether the upload is an image of some suggestion (what the console's feedback.file may stream). */
export async function isFeedbackFile(db: Db, fid: number): Promise<boolean> {
  const [r] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(sql`${feedback.files} @> ${JSON.stringify([{ fid }])}::jsonb`)
    .limit(1);
  return !!r;
}

type Snapshot = { status: string; readAt: string | null; reply: string | null; repliedAt: string | null };
const snap = (f: typeof feedback.$inferSelect): Snapshot => ({
  status: f.status,
  readAt: f.readAt?.toISOString() ?? null,
  reply: f.reply,
  repliedAt: f.repliedAt?.toISOString() ?? null,
});

async function locked(tx: Db, id: number) {
  const [f] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  if (!f) throw new AppError(CONSOLE_SERVICE_MSG.feedbackNotFound, 'NOT_FOUND');
  return f;
}

/** Marks the suggestion read (idempotent: the first reader's time stays). */
export async function markFeedbackRead(
  db: Db,
  id: number,
  staffId: number,
): Promise<{ before: Snapshot; after: Snapshot }> {
  return withTransaction(db, async (tx) => {
    const f = await locked(tx, id);
    if (f.readAt) return { before: snap(f), after: snap(f) };
    const [after] = await tx
      .update(feedback)
      .set({ readAt: new Date(), handledByStaffId: staffId })
      .where(eq(feedback.id, id))
      .returning();
    return { before: snap(f), after: snap(after!) };
  });
}

/** Stores (or replaces) the reply the buyer reads on 我的反馈; the suggestion counts as read. */
export async function replyFeedback(
  db: Db,
  id: number,
  staffId: number,
  reply: string,
): Promise<{ before: Snapshot; after: Snapshot }> {
  const text = reply.trim();
  if (!text) throw new AppError(CONSOLE_SERVICE_MSG.replyRequired, 'REPLY_REQUIRED');
  return withTransaction(db, async (tx) => {
    const f = await locked(tx, id);
    const now = new Date();
    const [after] = await tx
      .update(feedback)
      .set({ reply: text, repliedAt: now, readAt: f.readAt ?? now, handledByStaffId: staffId })
      .where(eq(feedback.id, id))
      .returning();
    return { before: snap(f), after: snap(after!) };
  });
}

/** Adopts the suggestion through adoptFeedback (100 points to the author, once) and marks it read. */
export async function adoptFeedbackByStaff(db: Db, id: number, staffId: number): Promise<AdoptResult> {
  return withTransaction(db, async (tx) => {
    await locked(tx, id);
    const r = await adoptFeedback(tx, id);
    if (!r.alreadyAdopted)
      await tx
        .update(feedback)
        .set({ readAt: sql`coalesce(${feedback.readAt}, now())`, handledByStaffId: staffId })
        .where(eq(feedback.id, id));
    return r;
  });
}

export type MyFeedbackRow = {
  id: number;
  content: string;
  images: string[];
  statusLabel: string;
  adopted: boolean;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

/** The buyer's own suggestions (sent logged in), newest first, with the staff reply. */
export async function listOwnFeedback(db: Db, userId: number): Promise<MyFeedbackRow[]> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(100);
  return rows.map((f) => ({
    id: f.id,
    content: f.content,
    images: f.files.map((x) => x.url),
    // The buyer sees 已采纳 / 已回复 / 已提交 (whether staff read it is theirs to know).
    statusLabel: f.status === 'adopted' ? '已采纳' : f.repliedAt ? '已回复' : '已提交',
    adopted: f.status === 'adopted',
    reply: f.reply,
    repliedAt: f.repliedAt?.toISOString() ?? null,
    createdAt: f.createdAt.toISOString(),
  }));
}
