/**
 * Uploaded files (lib/domain/operations/uploads/store.ts): /uploads/<id>, or /uploads/<random name> for files served under one
 * (feedback images). Public files (avatars) go to anyone with long-lived caching (an id's bytes never change);
 * private files (feedback images, identity photos, licences) only to their owner, recognised by the token header, the
 * Authorization header or the `token` cookie, and never cached by shared caches. Anything else is a plain 404
 * (a private file's existence is not revealed).
 */
import { getDb } from '@/lib/db/client';
import { findSessionUser, requestToken } from '@/lib/domain/accounts/auth';
import { isAccessKey, readUploadFor } from '@/lib/domain/operations/uploads';
import { TOKEN_COOKIE } from '@/lib/config/constants';

export const dynamic = 'force-dynamic';

function notFound() {
  return new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function cookieToken(req: Request): string | null {
  const raw = req.headers.get('cookie');
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === TOKEN_COOKIE) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const ref = /^\d{1,9}$/.test(raw) ? Number(raw) : isAccessKey(raw) ? raw : null;
  if (ref === null) return notFound();
  const db = await getDb();
  const token = requestToken(req) ?? cookieToken(req);
  const user = token ? await findSessionUser(db, token) : null;
  const row = await readUploadFor(db, ref, user?.id ?? null);
  if (!row) return notFound();
  const headers: Record<string, string> = {
    'content-type': row.mime,
    'content-length': String(row.size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    'content-disposition': row.mime === 'application/pdf' ? `inline; filename="file-${row.id}.pdf"` : 'inline',
    'cache-control': row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    etag: `"${row.sha256}"`,
  };
  if (row.visibility !== 'public') headers.vary = 'cookie, token, authorization';
  if (req.headers.get('if-none-match') === headers.etag)
    return new Response(null, {
      status: 304,
      headers: { etag: headers.etag!, 'cache-control': headers['cache-control']! },
    });
  return new Response(Buffer.from(row.data), { status: 200, headers });
}
