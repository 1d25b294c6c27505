/**
 * Uploaded files, stored in the database (any instance can serve them) and served by app/uploads/[id]/route.ts.
 *
 * The type of a file comes from its BYTES (magic numbers, magic-bytes.js), never from its name or the declared
 * Content-Type: a PDF named photo.png is refused as an image. Sizes are checked on the bytes too.
 * Visibility: "public" (avatars: anyone, cacheable) or "private" (feedback images, identity and licence files: the
 * owner only; staff open them through the console endpoint of their area). Feedback images are also served under a
 * random name (uploads.access_key) instead of their number, so a URL cannot be guessed from another.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { filetypeinfo } from 'magic-bytes.js';
import { rowsOf, type Db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS, FEEDBACK_IMAGE_MAX_BYTES } from '@/lib/config/constants';
import { AFTER_SALE_MSG, PROFILE_MSG, V } from '@/lib/config/messages';
import type { UploadDTO } from '@/lib/domain/accounts/profile';
import { sanitiseFile } from './sanitise';
import type { UploadPurpose } from './types';

/**
 * What each purpose accepts: types (by bytes), size, visibility, and the messages the buyer sees; `unguessable`: the
 * file is served under a random name (uploads.access_key), never under its number.
 */
export const UPLOAD_RULES: Record<
  UploadPurpose,
  {
    mimes: readonly string[];
    maxBytes: number;
    visibility: 'public' | 'private';
    typeMsg: string;
    sizeMsg: string;
    unguessable?: boolean;
  }
> = {
  avatar: {
    mimes: ['image/png', 'image/jpeg'],
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    visibility: 'public',
    typeMsg: V.imageTypeInvalid,
    sizeMsg: V.imageTooLarge,
  },
  /** Feedback images may show a buyer's lab, labels or documents: their author and the feedback staff only (issue 31). */
  feedback: {
    mimes: ['image/png', 'image/jpeg'],
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    visibility: 'private',
    typeMsg: V.imageTypeInvalid,
    sizeMsg: V.imageTooLarge,
    unguessable: true,
  },
  idcard_front: {
    mimes: ['image/png', 'image/jpeg'],
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    visibility: 'private',
    typeMsg: V.imageTypeInvalid,
    sizeMsg: V.imageTooLarge,
  },
  idcard_back: {
    mimes: ['image/png', 'image/jpeg'],
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    visibility: 'private',
    typeMsg: V.imageTypeInvalid,
    sizeMsg: V.imageTooLarge,
  },
  licence: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: PROFILE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  corp_other: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: PROFILE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  /** A bank-transfer voucher (转账凭证) for an order. */
  voucher: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: PROFILE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  /** Images or a PDF of an after-sales claim (damaged vial, wrong label, COA discrepancy). */
  after_sale: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: AFTER_SALE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  /** A structure drawing, spectrum or specification attached to a custom-synthesis request. */
  custom_file: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: AFTER_SALE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  /** The issued invoice (PDF), attached by staff; private to the buyer it was issued to. */
  invoice_pdf: {
    mimes: ['application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: PROFILE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
  /** The scan of a licence document for restricted products (易制毒/易制爆/管制品; lib/domain/commerce/licences). */
  hazard_licence: {
    mimes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: BUYER_LIMITS.documentMaxBytes,
    visibility: 'private',
    typeMsg: PROFILE_MSG.fileTypeInvalid,
    sizeMsg: V.uploadTooLarge,
  },
};

export const uploadUrl = (id: number) => `/uploads/${id}`;

/** The URL a stored file is served under: its random name when it has one, else its number. */
export const storedUploadUrl = (row: { id: number; accessKey: string | null }) =>
  row.accessKey ? `/uploads/${row.accessKey}` : uploadUrl(row.id);

/** A random file name: 24 bytes (192 bits) in base64url, 32 characters. */
const ACCESS_KEY_RE = /^[A-Za-z0-9_-]{32}$/;
export const isAccessKey = (v: string) => ACCESS_KEY_RE.test(v);
const newAccessKey = () => crypto.randomBytes(24).toString('base64url');

/** The MIME type the bytes really are (png, jpeg, pdf, …), or null when unknown. */
export function sniffMime(bytes: Uint8Array): string | null {
  if (bytes.length < 4) return null;
  const head = bytes.subarray(0, Math.min(bytes.length, 4100));
  const hits = filetypeinfo(head);
  const mime = hits.find((h) => h.mime)?.mime ?? null;
  // magic-bytes reports a PNG as png (and apng); normalise the JPEG spellings.
  if (mime === 'image/jpg') return 'image/jpeg';
  return mime;
}

/** Blob entries of a multipart form under the usual field names (file, files, image, images, file[]). */
export function formFiles(form: FormData | undefined | null): Blob[] {
  if (!form) return [];
  const out: Blob[] = [];
  for (const [name, v] of form.entries()) {
    if (typeof v === 'string') continue;
    if (/^(file|files|image|images|avatar|front|back|license|licence)(\[\]|\[\d+\])?$/i.test(name)) out.push(v);
  }
  return out;
}

/**
 * Checks a file against the purpose's rules by its bytes; throws the buyer's message when it does not fit. Returns
 * the bytes to store: an image re-encoded, a PDF checked for active content.
 */
export async function checkFile(blob: Blob, purpose: UploadPurpose): Promise<{ bytes: Uint8Array; mime: string }> {
  const rule = UPLOAD_RULES[purpose];
  if (blob.size === 0) throw new AppError(PROFILE_MSG.fileRequired, 'FILE_REQUIRED');
  if (blob.size > rule.maxBytes) throw new AppError(rule.sizeMsg, 'FILE_TOO_LARGE');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.length > rule.maxBytes) throw new AppError(rule.sizeMsg, 'FILE_TOO_LARGE');
  const mime = sniffMime(bytes);
  if (!mime || !rule.mimes.includes(mime)) throw new AppError(rule.typeMsg, 'FILE_TYPE_INVALID');
  return sanitiseFile({ bytes, mime }, rule.maxBytes, rule.sizeMsg);
}

/** Stores checked bytes; returns the DTO the client shows (fid + URL). */
export async function storeUpload(
  db: Db,
  userId: number | null,
  purpose: UploadPurpose,
  file: { bytes: Uint8Array; mime: string },
): Promise<UploadDTO> {
  const rule = UPLOAD_RULES[purpose];
  const sha256 = crypto.createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      purpose,
      mime: file.mime,
      size: file.bytes.length,
      sha256,
      data: file.bytes,
      visibility: rule.visibility,
      accessKey: rule.unguessable ? newAccessKey() : null,
    })
    .returning({ id: uploads.id, accessKey: uploads.accessKey });
  return { fid: row!.id, url: storedUploadUrl(row!), mime: file.mime, size: file.bytes.length };
}

/** The one file of a single-file upload form, checked and stored. */
export async function uploadOne(db: Db, userId: number, purpose: UploadPurpose, form: FormData): Promise<UploadDTO> {
  const files = formFiles(form);
  if (files.length === 0) throw new AppError(PROFILE_MSG.fileRequired, 'FILE_REQUIRED');
  if (files.length > 1) throw new AppError(PROFILE_MSG.fileRequired, 'ONE_FILE_ONLY');
  return storeUpload(db, userId, purpose, await checkFile(files[0]!, purpose));
}

/** An upload of this user with one of these purposes (ownership check), or a buyer-readable error. */
export async function ownUpload(db: Db, userId: number, fid: number, purposes: readonly UploadPurpose[]) {
  const [row] = await db
    .select({
      id: uploads.id,
      userId: uploads.userId,
      purpose: uploads.purpose,
      visibility: uploads.visibility,
      accessKey: uploads.accessKey,
    })
    .from(uploads)
    .where(eq(uploads.id, fid))
    .limit(1);
  if (!row || row.userId !== userId || !purposes.includes(row.purpose as UploadPurpose)) {
    throw new AppError(PROFILE_MSG.uploadNotFound, 'UPLOAD_NOT_FOUND');
  }
  return row;
}

/**
 * A file for serving, by number or by random name: public ones to anyone, private ones only to their owner (null
 * otherwise) — and the scan of an organisation's licence document (企业资质) also to the organisation's other confirmed
 * members, who share it. A file that has a random name is never served under its number. A file is private when its
 * row or its purpose's rule says so (feedback images stored public before the rule changed are private now).
 */
export async function readUploadFor(db: Db, ref: number | string, viewerUserId: number | null) {
  const byKey = typeof ref === 'string';
  if (byKey && !isAccessKey(ref)) return null;
  const [row] = await db
    .select()
    .from(uploads)
    .where(byKey ? eq(uploads.accessKey, ref) : eq(uploads.id, ref))
    .limit(1);
  if (!row || (!byKey && row.accessKey)) return null;
  const visibility =
    row.visibility === 'public' && UPLOAD_RULES[row.purpose as UploadPurpose]?.visibility !== 'private'
      ? 'public'
      : 'private';
  if (visibility === 'public' || (viewerUserId !== null && row.userId === viewerUserId)) return { ...row, visibility };
  if (viewerUserId !== null && row.purpose === 'hazard_licence' && (await sharedLicenceScan(db, row.id, viewerUserId)))
    return { ...row, visibility };
  return null;
}

async function sharedLicenceScan(db: Db, fid: number, viewerUserId: number): Promise<boolean> {
  const r = await db.execute(sql`select 1 from buyer_licences l join users v on v.id = ${viewerUserId}
    where l.upload_id = ${fid} and l.org_id is not null and l.org_id = v.org_id and v.org_role in ('owner', 'member') limit 1`);
  return rowsOf(r).length > 0;
}
