/**
 * Rate limits shared by every instance: rate-limiter-flexible's RateLimiterDrizzle over the rate_limiter table
 * (key, points, expire). Nothing is counted in process memory, so two app instances behind a load balancer see
 * the same counters. The rules (points per window, optional block) are RATE_LIMITS in lib/config/constants.
 *
 *   await consume(db, 'smsPerPhone', mobile)   // throws AppError(E.tooManyRequests, 'RATE_LIMITED') when over
 */
import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rateLimiter } from '@/lib/db/schema';
import { RATE_LIMITS } from '@/lib/config/constants';
import { E } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';

export type RateRule = keyof typeof RATE_LIMITS;

/** The error thrown when a key is over its limit; retryAfterSec tells how long until the next point frees up. */
export class RateLimitedError extends AppError {
  constructor(
    public readonly rule: RateRule,
    public readonly retryAfterSec: number,
    message: string = E.tooManyRequests,
  ) {
    super(message, 'RATE_LIMITED');
  }
}

type Rule = { points: number; durationSec: number; blockSec?: number };

// One limiter per (database handle, rule): the handle differs per test database, the app has one.
const limiters = new WeakMap<Db, Map<RateRule, RateLimiterDrizzle>>();

function limiter(db: Db, rule: RateRule): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) {
    byRule = new Map();
    limiters.set(db, byRule);
  }
  let l = byRule.get(rule);
  if (!l) {
    const r: Rule = RATE_LIMITS[rule];
    l = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimiter,
      keyPrefix: rule,
      points: r.points,
      duration: r.durationSec,
      blockDuration: r.blockSec ?? 0,
      // No per-process timer (it would outlive test databases); expired rows are swept by sweepExpired().
      clearExpiredByTimeout: false,
    });
    byRule.set(rule, l);
  }
  return l;
}

const isRes = (e: unknown): e is RateLimiterRes =>
  e instanceof RateLimiterRes || (typeof e === 'object' && e !== null && 'msBeforeNext' in e && 'remainingPoints' in e);

/**
 * Take `points` from `key` under `rule`; throws RateLimitedError (code 0, 操作过于频繁，请稍后再试) when over the
 * limit. Errors of the store itself propagate (a database failure is a 500-class failure, not a free pass).
 */
export async function consume(db: Db, rule: RateRule, key: string, points = 1, message?: string): Promise<void> {
  // Housekeeping shared by every instance: about one call in 500 deletes windows that ended over an hour ago.
  if (Math.random() < 0.002) await sweepExpired(db);
  try {
    await limiter(db, rule).consume(key, points);
  } catch (e) {
    if (isRes(e)) throw new RateLimitedError(rule, Math.max(1, Math.ceil(e.msBeforeNext / 1000)), message);
    throw e;
  }
}

/** Forget a key (e.g. the failed-login count after a successful login). */
export async function reset(db: Db, rule: RateRule, key: string): Promise<void> {
  await limiter(db, rule).delete(key);
}

/** Mark `key` as over its limit for `sec` seconds from now (a lock that starts at the last failure, not the first). */
export async function block(db: Db, rule: RateRule, key: string, sec: number): Promise<void> {
  await limiter(db, rule).block(key, sec);
}

/** Points consumed so far in the current window and time left (ms), without consuming; null when none. */
export async function peek(
  db: Db,
  rule: RateRule,
  key: string,
): Promise<{ consumed: number; msBeforeNext: number } | null> {
  const res = await limiter(db, rule).get(key);
  if (!res) return null;
  return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
}

/** Whether the key is currently over its limit (blocked), without consuming. */
export async function isLimited(db: Db, rule: RateRule, key: string): Promise<number> {
  const p = await peek(db, rule, key);
  if (!p || p.consumed <= RATE_LIMITS[rule].points) return 0;
  return Math.max(1, Math.ceil(p.msBeforeNext / 1000));
}

/** Delete counters whose window ended more than an hour ago (consume() calls it now and then). */
export async function sweepExpired(db: Db): Promise<void> {
  await db.delete(rateLimiter).where(lt(rateLimiter.expire, new Date(Date.now() - 3_600_000)));
}
