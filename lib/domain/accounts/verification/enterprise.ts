/**
 * Enterprise verification and organisation membership.
 *
 * - corpCertification: the buyer creates (or, after a rejection, resubmits) an organisation with a business
 *   licence (private upload); certStatus 1 (审核中) with a pending "enterprise" request; the buyer is its owner.
 * - joinEnterprise / change/org: asks to join a certified organisation (users.org_role 'pending' with a pending
 *   "join" request); change/org with orgId 0 leaves. An owner cannot leave or switch.
 * - getOrgInfo / getOrganizationInfo / credit: read the buyer's own organisation only.
 */
import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditAccounts, organizations, users, verificationRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CORP_TYPES, DEPARTMENTS } from '@/lib/config/constants';
import { PROFILE_MSG } from '@/lib/config/messages';
import type {
  CreditDTO,
  DeptDTO,
  OrgInfoDTO,
  OrganizationDTO,
  OrgSearchDTO,
  UploadDTO,
} from '@/lib/domain/accounts/profile';
import { ownUpload, uploadOne, uploadUrl } from '@/lib/domain/operations/uploads';
import { withTransaction } from '@/lib/db/tx';

async function membership(db: Db, userId: number) {
  const [u] = await db
    .select({ orgId: users.orgId, orgRole: users.orgRole, deptName: users.deptName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return u ?? { orgId: null, orgRole: null, deptName: null };
}

export const uploadLicence = (db: Db, userId: number, form: FormData): Promise<UploadDTO> =>
  uploadOne(db, userId, 'licence', form);
export const uploadCorpOther = (db: Db, userId: number, form: FormData): Promise<UploadDTO> =>
  uploadOne(db, userId, 'corp_other', form);

export type CorpInput = {
  corpName: string;
  creditCode: string;
  corpType: string;
  address: string;
  contactName: string;
  contactPhone: string;
  licenseFid: number;
  otherFids?: number[];
};

export async function submitCorpCertification(db: Db, userId: number, input: CorpInput): Promise<OrganizationDTO> {
  const m = await membership(db, userId);
  if (m.orgId && m.orgRole !== 'owner') throw new AppError(PROFILE_MSG.alreadyInOtherOrg, 'IN_OTHER_ORG');
  await ownUpload(db, userId, input.licenseFid, ['licence']);
  const others = [...new Set(input.otherFids ?? [])];
  for (const fid of others) await ownUpload(db, userId, fid, ['corp_other']);
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.creditCode, input.creditCode),
        eq(organizations.certStatus, 2),
        m.orgId ? ne(organizations.id, m.orgId) : sql`true`,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(PROFILE_MSG.corpExists, 'CORP_EXISTS');

  const values = {
    name: input.corpName,
    creditCode: input.creditCode,
    corpType: input.corpType,
    address: input.address,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    licenceUploadId: input.licenseFid,
    otherUploadIds: others,
    certStatus: 1,
    rejectReason: null,
  };
  await withTransaction(db, async (tx) => {
    let orgId: number;
    if (m.orgId && m.orgRole === 'owner') {
      const [org] = await tx
        .select({ certStatus: organizations.certStatus })
        .from(organizations)
        .where(eq(organizations.id, m.orgId))
        .limit(1);
      if (org?.certStatus === 1) throw new AppError(PROFILE_MSG.corpPending, 'PENDING');
      if (org?.certStatus === 2) throw new AppError(PROFILE_MSG.corpDone, 'DONE');
      await tx.update(organizations).set(values).where(eq(organizations.id, m.orgId));
      orgId = m.orgId;
    } else {
      const [org] = await tx
        .insert(organizations)
        .values({ ...values, createdByUserId: userId })
        .returning({ id: organizations.id });
      orgId = org!.id;
      await tx.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, userId));
    }
    await tx.insert(verificationRequests).values({
      userId,
      orgId,
      kind: 'enterprise',
      status: 'pending',
      payload: { corpName: input.corpName, creditCode: input.creditCode, corpType: input.corpType },
      uploadIds: [input.licenseFid, ...others],
    });
  });
  return (await organizationInfo(db, userId))!;
}

export function corpTypes() {
  return CORP_TYPES.map((c) => ({ value: c.value, label: c.label }));
}

export function departments(): DeptDTO[] {
  return DEPARTMENTS.map((name, i) => ({ id: i + 1, name }));
}

export async function searchOrgs(db: Db, kw: string): Promise<OrgSearchDTO[]> {
  const k = kw.trim();
  if (!k) return [];
  const pattern = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: organizations.id, name: organizations.name, certStatus: organizations.certStatus })
    .from(organizations)
    .where(and(eq(organizations.certStatus, 2), ilike(organizations.name, pattern)))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(20);
}

export async function joinOrg(db: Db, userId: number, orgId: number, deptName?: string): Promise<OrgInfoDTO> {
  const m = await membership(db, userId);
  if (m.orgRole === 'owner') throw new AppError(PROFILE_MSG.ownerCannotLeave, 'OWNER');
  if (m.orgId === orgId && m.orgRole === 'member') throw new AppError(PROFILE_MSG.alreadyInOrg, 'ALREADY');
  const [org] = await db
    .select({ id: organizations.id, certStatus: organizations.certStatus })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  if (!org || org.certStatus !== 2) throw new AppError(PROFILE_MSG.orgNotFound, 'ORG_NOT_FOUND');
  await withTransaction(db, async (tx) => {
    // An earlier pending join request is superseded.
    await tx
      .update(verificationRequests)
      .set({ status: 'cancelled', reviewedAt: new Date() })
      .where(
        and(
          eq(verificationRequests.userId, userId),
          eq(verificationRequests.kind, 'join'),
          eq(verificationRequests.status, 'pending'),
        ),
      );
    await tx
      .update(users)
      .set({ orgId, orgRole: 'pending', deptName: deptName ?? m.deptName })
      .where(eq(users.id, userId));
    await tx
      .insert(verificationRequests)
      .values({ userId, orgId, kind: 'join', status: 'pending', payload: { deptName: deptName ?? null } });
  });
  return (await orgInfo(db, userId))!;
}

export async function changeOrg(db: Db, userId: number, orgId: number): Promise<OrgInfoDTO | null> {
  if (orgId > 0) return joinOrg(db, userId, orgId);
  const m = await membership(db, userId);
  if (!m.orgId) throw new AppError(PROFILE_MSG.notInOrg, 'NOT_IN_ORG');
  if (m.orgRole === 'owner') throw new AppError(PROFILE_MSG.ownerCannotLeave, 'OWNER');
  await withTransaction(db, async (tx) => {
    await tx
      .update(verificationRequests)
      .set({ status: 'cancelled', reviewedAt: new Date() })
      .where(
        and(
          eq(verificationRequests.userId, userId),
          eq(verificationRequests.kind, 'join'),
          eq(verificationRequests.status, 'pending'),
        ),
      );
    await tx.update(users).set({ orgId: null, orgRole: null }).where(eq(users.id, userId));
  });
  return null;
}

export async function orgInfo(db: Db, userId: number): Promise<OrgInfoDTO | null> {
  const [r] = await db
    .select({
      orgId: organizations.id,
      orgName: organizations.name,
      certStatus: organizations.certStatus,
      orgRole: users.orgRole,
      deptName: users.deptName,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  return r ? { ...r, name: r.orgName } : null;
}

const maskPhone = (p: string | null) => (p && p.length === 11 ? `${p.slice(0, 3)}****${p.slice(7)}` : p);

export async function organizationInfo(db: Db, userId: number): Promise<OrganizationDTO | null> {
  const [r] = await db
    .select({ org: organizations, orgRole: users.orgRole, deptName: users.deptName })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!r) return null;
  const owner = r.orgRole === 'owner';
  const o = r.org;
  return {
    orgId: o.id,
    orgName: o.name,
    name: o.name,
    certStatus: o.certStatus,
    orgRole: r.orgRole,
    deptName: r.deptName,
    creditCode: o.creditCode,
    corpType: o.corpType,
    corpTypeName: CORP_TYPES.find((c) => c.value === o.corpType)?.label ?? null,
    address: o.address,
    contactName: o.contactName,
    contactPhone: owner ? o.contactPhone : maskPhone(o.contactPhone),
    rejectReason: owner ? o.rejectReason : null,
    licenseUrl: owner && o.licenceUploadId ? uploadUrl(o.licenceUploadId) : null,
    otherFileUrls: owner ? (o.otherUploadIds ?? []).map(uploadUrl) : [],
  };
}

/** Credit of the buyer's organisation (members and owners of a certified one), else a personal credit account. */
export async function creditOf(db: Db, userId: number): Promise<CreditDTO | null> {
  const m = await membership(db, userId);
  let row: typeof creditAccounts.$inferSelect | undefined;
  if (m.orgId && (m.orgRole === 'member' || m.orgRole === 'owner')) {
    [row] = await db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.orgId, m.orgId))
      .orderBy(desc(creditAccounts.id))
      .limit(1);
  }
  if (!row) {
    [row] = await db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId))
      .orderBy(desc(creditAccounts.id))
      .limit(1);
  }
  if (!row) return null;
  const quota = Number(row.quota);
  const used = Number(row.used);
  return {
    orgId: row.orgId,
    quota,
    used,
    available: Math.round((quota - used) * 100) / 100,
    periodDays: row.periodDays,
    status: row.status,
  };
}

export async function improveCertification(
  db: Db,
  userId: number,
  input: { userName: string; deptName: string },
): Promise<OrgInfoDTO> {
  const m = await membership(db, userId);
  if (!m.orgId) throw new AppError(PROFILE_MSG.notInOrg, 'NOT_IN_ORG');
  await db.update(users).set({ userName: input.userName, deptName: input.deptName }).where(eq(users.id, userId));
  return (await orgInfo(db, userId))!;
}
