/**
 * The development outbox: what the development adapters would have sent (SMS, e-mail, WeChat) and the answers of
 * image captchas, kept in the database so every instance (and a test) reads the same list at /dev/outbox.
 */
import 'server-only';
import { desc, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { devOutbox } from '@/lib/db/schema';

export type OutboxKind = 'sms' | 'email' | 'captcha' | 'wechat' | 'alipay';
export type OutboxEntry = { kind: OutboxKind; to: string; code: string | null; text: string; at: string };

/** Entries older than this are dropped when new ones are written. */
const KEEP_MS = 24 * 3600_000;

export async function writeOutbox(
  db: Db,
  e: { kind: OutboxKind; to: string; code?: string | null; text: string },
): Promise<void> {
  await db.insert(devOutbox).values({ kind: e.kind, to: e.to.slice(0, 200), code: e.code ?? null, text: e.text });
  // Cheap housekeeping: about one write in fifty sweeps entries older than a day.
  if (Math.random() < 0.02) await db.delete(devOutbox).where(lt(devOutbox.createdAt, new Date(Date.now() - KEEP_MS)));
}

/** Newest first. */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map((r) => ({
    kind: r.kind as OutboxKind,
    to: r.to,
    code: r.code,
    text: r.text,
    at: r.createdAt.toISOString(),
  }));
}
