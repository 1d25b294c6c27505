/**
 * Images uploaded in the content console (news covers, banners, pictures inside rich text): checked by their BYTES
 * (magic-bytes.js via sniffMime, never the file name or declared type), re-encoded (only the pixels are kept) and
 * stored as public uploads served by /uploads/<id> (lib/domain/operations/uploads/store.ts).
 */
import crypto from 'node:crypto';
import type { Db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { sniffMime, uploadUrl } from '@/lib/domain/operations/uploads';
import { reencodeImage } from '@/lib/domain/operations/uploads';
import type { ContentImagePurpose, ContentImage } from './types';

export const CONTENT_IMAGE_PURPOSES = ['news_cover', 'banner', 'content_image'] as const;

export const CONTENT_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const CONTENT_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

export async function storeContentImage(db: Db, file: Blob, purpose: ContentImagePurpose): Promise<ContentImage> {
  if (file.size === 0) throw new AppError(M.fileRequired, 'FILE_REQUIRED');
  if (file.size > CONTENT_IMAGE_MAX_BYTES) throw new AppError(M.imageTooLarge, 'FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError(M.imageTooLarge, 'FILE_TOO_LARGE');
  const sniffed = sniffMime(bytes);
  if (!sniffed || !(CONTENT_IMAGE_MIMES as readonly string[]).includes(sniffed))
    throw new AppError(M.imageTypeInvalid, 'FILE_TYPE_INVALID');
  // Only the pixels are kept (appended bytes and metadata dropped): lib/domain/operations/uploads/sanitise.ts.
  const { bytes: clean, mime } = await reencodeImage(bytes, sniffed, CONTENT_IMAGE_MAX_BYTES, M.imageTooLarge);
  const sha256 = crypto.createHash('sha256').update(clean).digest('hex');
  const [row] = await db
    .insert(uploads)
    .values({ userId: null, purpose, mime, size: clean.length, sha256, data: clean, visibility: 'public' })
    .returning({ id: uploads.id });
  return { fid: row!.id, url: uploadUrl(row!.id), mime, size: clean.length };
}
