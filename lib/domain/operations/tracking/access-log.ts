/** Access log (spec §7 access/log/record): one row per route change, production setting only (the client decides). */
import type { Db } from '@/lib/db/client';
import { accessLog } from '@/lib/db/schema';
import type { AccessEntry } from './types';

/** Longest user agent kept; longer values are cut (they are free text sent by anyone). */
const MAX_USER_AGENT = 500;
const MAX_IP = 64;

export async function recordAccess(db: Db, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({
    page: entry.page,
    referrer: entry.referrer || null,
    userId: entry.userId ?? null,
    ip: entry.ip ? entry.ip.slice(0, MAX_IP) : null,
    userAgent: entry.userAgent ? entry.userAgent.slice(0, MAX_USER_AGENT) : null,
  });
}
