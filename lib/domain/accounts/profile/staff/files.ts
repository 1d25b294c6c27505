/**
 * Buyers' private uploads (identity photos, licences, after-sales images, invoice PDFs) opened by staff in the
 * console. The console endpoint has already checked the staff member's role for its area, and the caller has
 * checked that the file belongs to a record of that area; this streams the bytes with the same safe headers as
 * app/uploads/[id]/route.ts, never cached by shared caches.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';

export async function staffUploadResponse(db: Db, fid: number): Promise<Response> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, fid)).limit(1);
  if (!row) throw new AppError(CONSOLE_SERVICE_MSG.fileNotFound, 'NOT_FOUND');
  return new Response(Buffer.from(row.data), {
    status: 200,
    headers: {
      'content-type': row.mime,
      'content-length': String(row.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'content-disposition': row.mime === 'application/pdf' ? `inline; filename="file-${row.id}.pdf"` : 'inline',
      'cache-control': 'private, no-store',
      vary: 'cookie',
    },
  });
}
