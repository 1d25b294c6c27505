/**
 * Real-name verification: identity photos (private uploads) + name + 18-digit number (validated, check digit
 * included, by the endpoint schema). Only a masked number is stored (users.id_card_masked and the request
 * payload). Submitting sets users.identity_status '1' (审核中) with a pending verification request; staff (for now
 * scripts/review-verification.ts) move it on through lib/domain/accounts/verification/state.ts.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users, verificationRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PROFILE_MSG } from '@/lib/config/messages';
import type { IdCardCaseDTO, IdCardInfoDTO, UploadDTO } from '@/lib/domain/accounts/profile';
import { maskIdCard } from '@/lib/domain/accounts/profile';
import { ownUpload, uploadOne, uploadUrl } from '@/lib/domain/operations/uploads';
import { withTransaction } from '@/lib/db/tx';

async function identityStatus(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ s: users.identityStatus }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.s ?? '0';
}

/** Refuses a new submission while one is pending or after approval. */
async function assertCanSubmit(db: Db, userId: number) {
  const s = await identityStatus(db, userId);
  if (s === '1') throw new AppError(PROFILE_MSG.identityPending, 'PENDING');
  if (s === '2') throw new AppError(PROFILE_MSG.identityDone, 'DONE');
}

export async function uploadIdCard(db: Db, userId: number, side: 'front' | 'back', form: FormData): Promise<UploadDTO> {
  await assertCanSubmit(db, userId);
  return uploadOne(db, userId, side === 'back' ? 'idcard_back' : 'idcard_front', form);
}

export async function submitRealName(
  db: Db,
  userId: number,
  input: { realName: string; idCard: string; frontFid: number; backFid: number },
): Promise<IdCardCaseDTO> {
  await assertCanSubmit(db, userId);
  await ownUpload(db, userId, input.frontFid, ['idcard_front']);
  await ownUpload(db, userId, input.backFid, ['idcard_back']);
  const masked = maskIdCard(input.idCard);
  await withTransaction(db, async (tx) => {
    // Guarded update: two concurrent submissions cannot both pass.
    const done = await tx
      .update(users)
      .set({ realName: input.realName, idCardMasked: masked, identityStatus: '1' })
      .where(and(eq(users.id, userId), inArray(users.identityStatus, ['0', '3'])))
      .returning({ id: users.id });
    if (done.length === 0) throw new AppError(PROFILE_MSG.identityPending, 'PENDING');
    await tx.insert(verificationRequests).values({
      userId,
      kind: 'realname',
      status: 'pending',
      payload: { realName: input.realName, idCardMasked: masked },
      uploadIds: [input.frontFid, input.backFid],
    });
  });
  return idCardCase(db, userId);
}

async function latestRequest(db: Db, userId: number) {
  const [r] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.kind, 'realname')))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  return r ?? null;
}

export async function idCardCase(db: Db, userId: number): Promise<IdCardCaseDTO> {
  const [status, req] = await Promise.all([identityStatus(db, userId), latestRequest(db, userId)]);
  return {
    identityStatus: status,
    reason: status === '3' ? (req?.reason ?? null) : null,
    submittedAt: req?.createdAt.toISOString() ?? null,
    reviewedAt: req?.reviewedAt?.toISOString() ?? null,
  };
}

export async function idCardInfo(db: Db, userId: number): Promise<IdCardInfoDTO> {
  const [[u], c, req] = await Promise.all([
    db
      .select({ realName: users.realName, idCardMasked: users.idCardMasked })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    idCardCase(db, userId),
    latestRequest(db, userId),
  ]);
  const [front, back] = req?.uploadIds ?? [];
  return {
    ...c,
    realName: u?.realName ?? null,
    idCardMasked: u?.idCardMasked ?? null,
    frontUrl: front ? uploadUrl(front) : null,
    backUrl: back ? uploadUrl(back) : null,
  };
}
