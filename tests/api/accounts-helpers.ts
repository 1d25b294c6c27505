/** Shared helpers of the accounts API tests (outbox reading, md5, SMS codes). */
import md5 from 'md5';
import { desc, eq, and } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { devOutbox, rateLimiter } from '../../lib/db/schema';
import type { TestCtx } from '../helpers/db';

export const hex = (password: string) => md5(password);

/** The newest code the dev outbox holds for a recipient (phone, e-mail, or captcha key). */
export async function outboxCode(db: Db, kind: 'sms' | 'email' | 'captcha', to: string): Promise<string> {
  const [row] = await db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.kind, kind), eq(devOutbox.to, to)))
    .orderBy(desc(devOutbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no ${kind} for ${to} in the outbox`);
  return row.code;
}

/** Forget all rate-limit counters (each test starts with fresh limits). */
export async function clearLimits(db: Db) {
  await db.delete(rateLimiter);
}

/** Send an SMS code through the API and read it back from the outbox. */
export async function smsCode(ctx: TestCtx, mobile: string, type: 1 | 2 | 3 = 1): Promise<string> {
  const r = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile, type });
  if (r.code !== 1) throw new Error(`getMsgCode: ${r.message}`);
  await clearLimits(ctx.db);
  return outboxCode(ctx.db, 'sms', mobile);
}

export const auth = (token: string) => ({ token, Authorization: token });
