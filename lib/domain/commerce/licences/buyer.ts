/**
 * A buyer's licence documents (企业资质, /personalCenter/qualification): upload the scan, submit the document (待审核),
 * list what the buyer's organisation and the buyer hold, withdraw a pending one, and whether each kind is covered.
 *
 * Ownership: a confirmed member (owner or member) of an organisation submits for the organisation, and every
 * confirmed member sees and uses its documents; anyone else submits a personal document, which only they see. Only
 * the uploader, or the organisation's administrator, may withdraw a pending document.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { buyerLicences, licenceEvents, organizations, uploads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LICENCE_MSG } from '@/lib/config/messages';
import { LICENCE_RULES } from '@/lib/config/constants';
import type { UploadDTO } from '@/lib/domain/accounts/profile';
import { ownUpload, uploadOne, uploadUrl } from '@/lib/domain/operations/uploads';
import { todayInChina } from '@/lib/kernel/time';
import { LICENCE_KINDS, LICENCE_KIND_LABELS, RESTRICTED_CLASSES, coverageOf, isIsoDate } from './rules';
import { licenceBase } from './view';
import { transitionLicence, type LicenceTransition } from './machine';
import type { CoverageDTO, LicenceDTO, LicenceOverview, LicenceScope, LicenceSubmitInput } from './types';
import { withTransaction } from '@/lib/db/tx';

/** The buyer's organisation (when their membership is confirmed) and who they are. */
export async function scopeOf(db: Db, userId: number): Promise<LicenceScope> {
  const [u] = await db
    .select({
      orgId: users.orgId,
      orgRole: users.orgRole,
      realName: users.realName,
      nickName: users.nickName,
      mobile: users.mobile,
      orgName: organizations.name,
      certStatus: organizations.certStatus,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw new AppError(LICENCE_MSG.notFound, 'NOT_FOUND');
  const confirmed = u.orgId !== null && (u.orgRole === 'owner' || u.orgRole === 'member');
  return {
    userId,
    orgId: confirmed ? u.orgId : null,
    orgName: confirmed ? u.orgName : null,
    orgCertified: confirmed && u.certStatus === 2,
    isOrgOwner: confirmed && u.orgRole === 'owner',
    realName: u.realName,
    nickName: u.nickName,
    mobile: u.mobile,
  };
}

/** SQL: the documents this buyer sees — their organisation's and their own personal ones. */
export function visibleTo(s: LicenceScope): SQL {
  const own = and(isNull(buyerLicences.orgId), eq(buyerLicences.userId, s.userId))!;
  return s.orgId ? or(eq(buyerLicences.orgId, s.orgId), own)! : own;
}

const mayWithdraw = (s: LicenceScope, row: { userId: number; orgId: number | null }) =>
  row.userId === s.userId || (row.orgId !== null && row.orgId === s.orgId && s.isOrgOwner);
const maySee = (s: LicenceScope, row: { userId: number; orgId: number | null }) =>
  row.orgId === null ? row.userId === s.userId : row.orgId === s.orgId;

/** Stores the scan of a licence document (png, jpeg or pdf, checked and cleaned by its bytes), private. */
export const uploadLicenceScan = (db: Db, userId: number, form: FormData): Promise<UploadDTO> =>
  uploadOne(db, userId, 'hazard_licence', form);

const clean = (v: string | null | undefined) => (v ?? '').trim();

/** Submits a document for review; it is 待审核 until staff approve it. */
export async function submitLicence(
  db: Db,
  userId: number,
  input: LicenceSubmitInput,
  today = todayInChina(),
): Promise<LicenceDTO> {
  const s = await scopeOf(db, userId);
  if (!(LICENCE_KINDS as readonly string[]).includes(input.kind))
    throw new AppError(LICENCE_MSG.kindRequired, 'PARAM_INVALID');
  // A person may hold only what a person may use: the 备案证明 of 第三类 (易制毒化学品管理条例 第十六、十七条).
  const personalKinds = new Set(
    Object.values(RESTRICTED_CLASSES)
      .filter((r) => !r.orgOnly)
      .map((r) => r.kind),
  );
  if (!s.orgId && !personalKinds.has(input.kind)) throw new AppError(LICENCE_MSG.personalKindOnly, 'ORG_ONLY');
  const licenceNo = clean(input.licenceNo);
  const authority = clean(input.authority);
  const scope = clean(input.scope) || null;
  if (!isIsoDate(input.validFrom) || !isIsoDate(input.validTo))
    throw new AppError(LICENCE_MSG.dateInvalid, 'PARAM_INVALID');
  if (input.validTo < input.validFrom) throw new AppError(LICENCE_MSG.validRange, 'PARAM_INVALID');
  if (input.validTo < today) throw new AppError(LICENCE_MSG.alreadyExpired, 'EXPIRED');
  const up = await ownUpload(db, userId, input.fid, ['hazard_licence']);
  const [used] = await db
    .select({ id: buyerLicences.id })
    .from(buyerLicences)
    .where(eq(buyerLicences.uploadId, up.id))
    .limit(1);
  if (used) throw new AppError(LICENCE_MSG.scanUsed, 'SCAN_USED');
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buyerLicences)
    .where(and(visibleTo(s), eq(buyerLicences.status, 'pending')));
  if (Number(pending?.n ?? 0) >= LICENCE_RULES.maxPending) throw new AppError(LICENCE_MSG.tooManyPending, 'TOO_MANY');
  const id = await withTransaction(db, async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(buyerLicences)
      .values({
        orgId: s.orgId,
        userId,
        kind: input.kind,
        licenceNo,
        authority,
        validFrom: input.validFrom,
        validTo: input.validTo,
        scope,
        uploadId: up.id,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: buyerLicences.id });
    await tx.insert(licenceEvents).values({
      licenceId: row!.id,
      event: 'submit',
      toStatus: 'pending',
      actor: 'buyer',
      actorUserId: userId,
      createdAt: now,
    });
    return row!.id;
  });
  const [dto] = (await listFor(db, s, today, [id])) as [LicenceDTO];
  return dto;
}

/** Withdraws a pending document (its uploader, or the organisation's administrator). */
export async function withdrawLicence(db: Db, userId: number, id: number): Promise<LicenceTransition> {
  const s = await scopeOf(db, userId);
  const [row] = await db
    .select({ userId: buyerLicences.userId, orgId: buyerLicences.orgId })
    .from(buyerLicences)
    .where(eq(buyerLicences.id, id))
    .limit(1);
  if (!row || !maySee(s, row)) throw new AppError(LICENCE_MSG.notFound, 'NOT_FOUND');
  if (!mayWithdraw(s, row)) throw new AppError(LICENCE_MSG.withdrawNotAllowed, 'NOT_ALLOWED');
  return transitionLicence(db, id, 'withdraw', { actor: 'buyer', userId }, { allowed: (r) => maySee(s, r) });
}

async function listFor(db: Db, s: LicenceScope, today: string, ids?: number[]): Promise<LicenceDTO[]> {
  const rows = await db
    .select({
      l: buyerLicences,
      mime: uploads.mime,
      uploaderName: sql<string>`coalesce(${users.realName}, ${users.nickName}, ${users.mobile}, '')`,
    })
    .from(buyerLicences)
    .innerJoin(uploads, eq(uploads.id, buyerLicences.uploadId))
    .innerJoin(users, eq(users.id, buyerLicences.userId))
    .where(ids ? and(visibleTo(s), inArray(buyerLicences.id, ids)) : visibleTo(s))
    .orderBy(desc(buyerLicences.createdAt), desc(buyerLicences.id))
    .limit(LICENCE_RULES.listMax);
  return rows.map(({ l, mime, uploaderName }) => ({
    ...licenceBase(l, today),
    scope: l.scope,
    reason: l.status === 'rejected' || l.status === 'revoked' ? l.reason : null,
    uploadedBy: l.userId === s.userId ? '我' : uploaderName,
    fileUrl: uploadUrl(l.uploadId),
    fileMime: mime,
    canWithdraw: l.status === 'pending' && mayWithdraw(s, l),
    createdAt: l.createdAt.toISOString(),
    reviewedAt: l.reviewedAt?.toISOString() ?? null,
  }));
}

/** Coverage of every kind from a list of documents (the buyer's overview). */
export function coverageFromList(list: readonly LicenceDTO[], today: string): CoverageDTO[] {
  return LICENCE_KINDS.map((kind) => {
    const c = coverageOf(
      list.filter((l) => l.kind === kind),
      today,
    );
    return {
      kind,
      kindLabel: LICENCE_KIND_LABELS[kind],
      state: c.state,
      licenceNo: c.licence?.licenceNo ?? null,
      validTo: c.licence?.validTo ?? null,
      reason: c.licence?.reason ?? null,
      expiresInDays: c.licence?.expiresInDays ?? null,
    };
  });
}

/** The 企业资质 page: whose documents these are, the list (newest first) and the coverage of every kind. */
export async function licenceOverview(db: Db, userId: number, today = todayInChina()): Promise<LicenceOverview> {
  const s = await scopeOf(db, userId);
  const list = await listFor(db, s, today);
  return {
    scope: s.orgId ? 'org' : 'personal',
    orgName: s.orgName,
    orgCertified: s.orgCertified,
    list,
    coverage: coverageFromList(list, today),
  };
}
