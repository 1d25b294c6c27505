/**
 * Feedback (spec §2.4/§5) and the avatar. Images are png/jpeg of at most 2 MB, checked by their bytes
 * (lib/domain/operations/uploads/store.ts); at most 3 per suggestion; private to their author and the feedback staff, under
 * random names. Images come either in the same multipart request or as
 * fids of images the same signed-in user uploaded before (userSuggest/upload). Nothing is stored unless every
 * image passes.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedback, uploads, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { FEEDBACK_MAX_IMAGES } from '@/lib/config/constants';
import { V } from '@/lib/config/messages';
import type { UploadDTO } from '@/lib/domain/accounts/profile/types';
import { isMobile } from './validate';
import {
  checkFile,
  formFiles,
  ownUpload,
  storeUpload,
  storedUploadUrl,
  uploadOne,
} from '@/lib/domain/operations/uploads';
import { withTransaction } from '@/lib/db/tx';

export type FeedbackInput = {
  content: string;
  name: string;
  phone: string;
  files?: { fid: number }[];
  form?: FormData;
};

export async function addFeedback(db: Db, userId: number | null, input: FeedbackInput): Promise<{ id: number }> {
  const blobs = formFiles(input.form);
  const fids = [...new Set((input.files ?? []).map((f) => f.fid))];
  if (blobs.length + fids.length > FEEDBACK_MAX_IMAGES) throw new AppError(V.imageTooMany, 'TOO_MANY_FILES');
  if (fids.length && userId === null) throw new AppError(V.feedbackCheckRequired, 'LOGIN_FOR_FIDS');
  // Check every image before storing any.
  const checked: { bytes: Uint8Array; mime: string }[] = [];
  for (const b of blobs) checked.push(await checkFile(b, 'feedback'));
  const own: Awaited<ReturnType<typeof ownUpload>>[] = [];
  for (const fid of fids) own.push(await ownUpload(db, userId!, fid, ['feedback']));
  return withTransaction(db, async (tx) => {
    const files: { url: string; fid: number }[] = own.map((u) => ({ fid: u.id, url: storedUploadUrl(u) }));
    for (const c of checked) {
      const u = await storeUpload(tx, userId, 'feedback', c);
      files.push({ fid: u.fid, url: u.url });
    }
    const [row] = await tx
      .insert(feedback)
      .values({ userId, content: input.content, name: input.name, phone: input.phone, files })
      .returning({ id: feedback.id });
    return { id: row!.id };
  });
}

/**
 * What the feedback dialog fills in for a logged-in buyer: their name (real name, else account name, else nickname)
 * and their account's mobile (the session's user info only carries it masked).
 */
export async function feedbackContact(db: Db, userId: number): Promise<{ name: string; phone: string }> {
  const [u] = await db
    .select({ realName: users.realName, userName: users.userName, nickName: users.nickName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const name = (u?.realName || u?.userName || u?.nickName || '').trim().slice(0, 30);
  return { name, phone: isMobile(u?.mobile) ? u!.mobile! : '' };
}

/** Stores a new avatar, points the user at it and drops the user's earlier avatar files. */
export async function uploadAvatar(db: Db, userId: number, form: FormData): Promise<UploadDTO> {
  const up = await uploadOne(db, userId, 'avatar', form);
  await withTransaction(db, async (tx) => {
    await tx.update(users).set({ avatarUrl: up.url }).where(eq(users.id, userId));
    await tx
      .delete(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.purpose, 'avatar'), ne(uploads.id, up.fid)));
  });
  return up;
}
