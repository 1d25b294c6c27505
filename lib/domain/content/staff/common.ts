/**
 * Shared rules of the content console (news, help tree, banners, methods, standards): rich text is sanitised on
 * save with the storefront's one allow-list (lib/platform/html/sanitize.ts), links and image URLs are checked, and
 * "not found" answers carry the console's Chinese message.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { plainText, sanitizeRichText } from '@/lib/platform/html/sanitize';

/** Longest stored rich text (characters after sanitising). */
export const RICH_TEXT_MAX = 200_000;

/**
 * Rich text as it is stored: sanitised (no scripts, event handlers, javascript: URLs, iframes…). `required`
 * refuses a body with neither text nor an image once sanitised.
 */
export function cleanRichText(html: string | null | undefined, opts: { required?: boolean } = {}): string | null {
  const clean = sanitizeRichText(html ?? '').trim();
  const empty = !clean || (!plainText(clean, 10) && !/<img\s/i.test(clean));
  if (empty) {
    if (opts.required) throw new AppError(M.bodyRequired, 'BODY_REQUIRED');
    return null;
  }
  if (clean.length > RICH_TEXT_MAX) throw new AppError(M.bodyTooLong, 'BODY_TOO_LONG');
  return clean;
}

/** Empty strings become null (optional text fields). */
export const orNull = (s: string | null | undefined): string | null => {
  const t = (s ?? '').trim();
  return t ? t : null;
};

/**
 * A link staff may put on the storefront: a site path ("/productCenter", not "//host") or an http(s) URL;
 * anything else (javascript:, data:, mailto: …) is refused.
 */
export function checkLink(link: string | null | undefined): string | null {
  const s = orNull(link);
  if (s === null) return null;
  if (/^\/(?![/\\])/.test(s) && !/[\s<>"]/.test(s)) return s;
  try {
    const u = new URL(s);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname) return u.toString();
  } catch {
    /* refused below */
  }
  throw new AppError(M.linkInvalid, 'LINK_INVALID');
}

export const UPLOAD_URL_RE = /^\/uploads\/(\d{1,9})$/;

/**
 * An image URL chosen in the console: an uploaded public image (`/uploads/<id>`) that exists. A value equal to
 * `current` (unchanged on edit) is kept as it is.
 */
export async function checkImageUrl(
  db: Db,
  url: string | null | undefined,
  current: string | null = null,
): Promise<string | null> {
  const s = orNull(url);
  if (s === null) return null;
  if (s === current) return s;
  const m = UPLOAD_URL_RE.exec(s);
  if (!m) throw new AppError(M.imageInvalid, 'IMAGE_INVALID');
  const [row] = await db
    .select({ id: uploads.id, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.id, Number(m[1])), eq(uploads.visibility, 'public')))
    .limit(1);
  if (!row || !row.mime.startsWith('image/')) throw new AppError(M.imageInvalid, 'IMAGE_INVALID');
  return s;
}

export function notFound(message: string): AppError {
  return new AppError(message, 'NOT_FOUND');
}

/** Moves one entry of an ordered list one place up or down; returns the new order of ids (unchanged at an end). */
export function moveInList(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const out = [...ids];
  const i = out.indexOf(id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
