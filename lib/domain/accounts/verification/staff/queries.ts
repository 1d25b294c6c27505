/**
 * Staff's view of verification requests (real-name, enterprise, joining an organisation) in the operations console:
 * pending first (oldest first: the queue), and one request with what the buyer submitted and the uploaded files.
 * The files are private uploads: staff open them only through the console's verifications area
 * (/console/api/verifications/file/<fid>), which checks the file belongs to a verification request.
 * Approval and rejection go through ./state.ts (reviewRequest).
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { organizations, uploads, users, verificationRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CORP_TYPES } from '@/lib/config/constants';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { creditCodeError } from '@/lib/domain/accounts/profile';
import type {
  StaffVerificationDetail,
  StaffVerificationFilter,
  StaffVerificationRow,
  VerificationKind,
} from '../types';

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  realname: '实名认证',
  enterprise: '企业认证',
  join: '加入企业',
};
export const VERIFICATION_STATUS_LABELS: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已取消',
};

export const STAFF_VERIFICATION_FILTERS = {
  pending: { label: '待审核', statuses: ['pending'] },
  approved: { label: '已通过', statuses: ['approved'] },
  rejected: { label: '已驳回', statuses: ['rejected'] },
  cancelled: { label: '已取消', statuses: ['cancelled'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<string, { label: string; statuses: readonly string[] | null }>;

export const verificationFileUrl = (fid: number) => `/console/api/verifications/file/${fid}`;

const cols = {
  id: verificationRequests.id,
  kind: verificationRequests.kind,
  status: verificationRequests.status,
  userId: verificationRequests.userId,
  mobile: users.mobile,
  orgName: organizations.name,
  payload: verificationRequests.payload,
  uploadIds: verificationRequests.uploadIds,
  reason: verificationRequests.reason,
  createdAt: verificationRequests.createdAt,
  reviewedAt: verificationRequests.reviewedAt,
  realName: users.realName,
  identityStatus: users.identityStatus,
};
type Raw = {
  id: number;
  kind: string;
  status: string;
  userId: number;
  mobile: string | null;
  orgName: string | null;
  payload: Record<string, unknown>;
  uploadIds: number[];
  reason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  realName: string | null;
  identityStatus: string;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function toRow(r: Raw): StaffVerificationRow {
  const kind = r.kind as VerificationKind;
  const subject =
    kind === 'realname'
      ? str(r.payload.realName) || str(r.realName)
      : kind === 'enterprise'
        ? str(r.payload.corpName) || str(r.orgName)
        : str(r.orgName);
  return {
    id: r.id,
    kind,
    kindLabel: VERIFICATION_KIND_LABELS[kind] ?? r.kind,
    status: r.status,
    statusLabel: VERIFICATION_STATUS_LABELS[r.status] ?? r.status,
    userId: r.userId,
    mobile: r.mobile,
    subject,
    orgName: r.orgName,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

export async function staffListVerifications(
  db: Db,
  opts: { filter?: StaffVerificationFilter; kind?: VerificationKind; kw?: string; limit: number; offset: number },
): Promise<{ list: StaffVerificationRow[]; total: number }> {
  const statuses = STAFF_VERIFICATION_FILTERS[opts.filter ?? 'all'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(verificationRequests.status, [...statuses]));
  if (opts.kind) where.push(eq(verificationRequests.kind, opts.kind));
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(
      or(
        ilike(users.mobile, p),
        ilike(organizations.name, p),
        sql`${verificationRequests.payload}->>'realName' ilike ${p}`,
        sql`${verificationRequests.payload}->>'corpName' ilike ${p}`,
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select(cols)
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(organizations, eq(organizations.id, verificationRequests.orgId))
    .where(cond)
    .orderBy(
      asc(sql`case when ${verificationRequests.status} = 'pending' then 0 else 1 end`),
      sql`case when ${verificationRequests.status} = 'pending' then ${verificationRequests.createdAt} end asc`,
      desc(verificationRequests.createdAt),
      desc(verificationRequests.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(organizations, eq(organizations.id, verificationRequests.orgId))
    .where(cond);
  return { list: rows.map((r) => toRow(r as Raw)), total: Number(n?.n ?? 0) };
}

const FILE_LABELS: Record<string, string> = {
  idcard_front: '身份证人像面',
  idcard_back: '身份证国徽面',
  licence: '营业执照',
  corp_other: '其他证明文件',
};

export async function staffVerificationDetail(db: Db, id: number): Promise<StaffVerificationDetail> {
  const [r] = await db
    .select({ ...cols, org: organizations })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(organizations, eq(organizations.id, verificationRequests.orgId))
    .where(eq(verificationRequests.id, id))
    .limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.verificationNotFound, 'NOT_FOUND');
  const row = toRow(r as Raw);
  const p = r.payload;
  const fields: { label: string; value: string }[] = [];
  if (row.kind === 'realname') {
    fields.push({ label: '真实姓名', value: str(p.realName) }, { label: '身份证号', value: str(p.idCardMasked) });
  } else if (row.kind === 'enterprise') {
    const corpType = str(p.corpType);
    fields.push(
      { label: '单位名称', value: str(p.corpName) },
      // A code stored before its check character was verified, or edited since, is flagged for the reviewer (issue 34).
      {
        label: '统一社会信用代码',
        value:
          str(p.creditCode) && creditCodeError(str(p.creditCode))
            ? `${str(p.creditCode)}（${creditCodeError(str(p.creditCode))}）`
            : str(p.creditCode),
      },
      { label: '单位类型', value: CORP_TYPES.find((c) => c.value === corpType)?.label ?? corpType },
      { label: '单位地址', value: str(r.org?.address) },
      { label: '联系人', value: str(r.org?.contactName) },
      { label: '联系电话', value: str(r.org?.contactPhone) },
    );
  } else {
    fields.push({ label: '申请加入', value: str(r.orgName) }, { label: '部门', value: str(p.deptName) });
  }
  const ids = r.uploadIds ?? [];
  const ups = ids.length
    ? await db
        .select({ id: uploads.id, mime: uploads.mime, purpose: uploads.purpose })
        .from(uploads)
        .where(inArray(uploads.id, ids))
    : [];
  const files = ids
    .map((fid) => ups.find((u) => u.id === fid))
    .filter((u): u is NonNullable<typeof u> => !!u)
    .map((u) => ({ fid: u.id, url: verificationFileUrl(u.id), mime: u.mime, label: FILE_LABELS[u.purpose] ?? '附件' }));
  return { ...row, fields: fields.filter((f) => f.value !== ''), files, identityStatus: r.identityStatus };
}

/** Whether an upload is one of a verification request's files (identity photos, licence, other documents). */
export async function isVerificationFile(db: Db, fid: number): Promise<boolean> {
  const [r] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(sql`${verificationRequests.uploadIds} @> ${JSON.stringify([fid])}::jsonb`)
    .limit(1);
  return !!r;
}
