/**
 * Searches that storefront pages run on the server (/searchCenter, the product search, the structure search …) are
 * recorded here: the page passes what it found; who searched comes from the request (the buyer's `token` cookie, else
 * the client IP) and is read after the call returns, so the page never waits. Router prefetches and crawlers are not
 * buyer searches and are left out. It reads Next's request scope, so it sits in the page layer above the domain.
 *
 *   recordPageSearch(db, searchLogEntry(classifyQuery(keyword)), products.total);
 */
import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Db } from '@/lib/db/client';
import { TOKEN_COOKIE } from '@/lib/config/constants';
import { clientIpFrom } from '@/lib/platform/security/client-ip';
import { recordSearch, type SearchLogEntry } from '@/lib/domain/operations/insights';
import { log } from '@/lib/platform/observability';

const BOT_UA_RE = /bot|spider|crawl|slurp|bingpreview|mediapartners|facebookexternalhit|lighthouse/i;

export function recordPageSearch(db: Db, entry: SearchLogEntry | null, resultCount: number): void {
  if (!entry) return;
  void (async () => {
    const [h, c] = await Promise.all([headers(), cookies()]);
    if (h.get('next-router-prefetch') || BOT_UA_RE.test(h.get('user-agent') ?? '')) return;
    recordSearch(db, entry, resultCount, { token: c.get(TOKEN_COOKIE)?.value || null, ip: clientIpFrom(h) });
  })().catch((err: unknown) => log.warn({ err }, '[insights] page search not recorded'));
}
