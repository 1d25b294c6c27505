import { describeDb } from '../helpers/db';
import { rateLimiter } from '../../lib/db/schema';
import { consume, reset, peek, isLimited, RateLimitedError } from '../../lib/platform/security/rate-limit';
import { RATE_LIMITS } from '../../lib/config/constants';
import { E } from '../../lib/config/messages';
import { ApiError } from '../../lib/api/errors';

describeDb('rate limiter (database-backed, rate-limiter-flexible)', (ctx) => {
  test('allows the rule points, then throws ApiError 操作过于频繁 with RATE_LIMITED', async () => {
    const { points } = RATE_LIMITS.smsPerPhoneDaily;
    for (let i = 0; i < points; i++) await consume(ctx.db, 'smsPerPhoneDaily', '13900000001');
    const err = await consume(ctx.db, 'smsPerPhoneDaily', '13900000001').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.message).toBe(E.tooManyRequests);
    expect(err.messageCode).toBe('RATE_LIMITED');
    expect(err.code).toBe(0);
    expect(err.retryAfterSec).toBeGreaterThan(86_000);
    // another key is unaffected
    await expect(consume(ctx.db, 'smsPerPhoneDaily', '13900000002')).resolves.toBeUndefined();
  });

  test('counters live in the rate_limiter table, keyed by rule', async () => {
    await consume(ctx.db, 'emailPerAddress', 'a@b.com');
    const rows = await ctx.db.select().from(rateLimiter);
    const row = rows.find((r) => r.key === 'emailPerAddress:a@b.com');
    expect(row).toBeDefined();
    expect(row!.points).toBe(1);
    expect(row!.expire!.getTime()).toBeGreaterThan(Date.now());
  });

  test('a second handle on the same database sees the same counter (shared across instances)', async () => {
    // A different Db object gets its own limiter objects but the same table.
    const other = Object.create(ctx.db);
    await consume(ctx.db, 'smsPerPhone', '13900000003');
    await expect(consume(other, 'smsPerPhone', '13900000003')).rejects.toBeInstanceOf(RateLimitedError);
  });

  test('reset forgets a key; peek and isLimited read without consuming', async () => {
    await consume(ctx.db, 'smsPerPhone', '13900000004');
    expect((await peek(ctx.db, 'smsPerPhone', '13900000004'))?.consumed).toBe(1);
    expect(await isLimited(ctx.db, 'smsPerPhone', '13900000004')).toBe(0);
    await expect(consume(ctx.db, 'smsPerPhone', '13900000004')).rejects.toBeInstanceOf(RateLimitedError);
    expect((await peek(ctx.db, 'smsPerPhone', '13900000004'))?.consumed).toBe(2);
    await reset(ctx.db, 'smsPerPhone', '13900000004');
    expect(await peek(ctx.db, 'smsPerPhone', '13900000004')).toBeNull();
    await expect(consume(ctx.db, 'smsPerPhone', '13900000004')).resolves.toBeUndefined();
  });

  test('a rule with blockSec keeps the key blocked for the block duration', async () => {
    const { points, blockSec } = RATE_LIMITS.loginFailPerAccount;
    for (let i = 0; i < points; i++) await consume(ctx.db, 'loginFailPerAccount', 'x@y.cn');
    const err = await consume(ctx.db, 'loginFailPerAccount', 'x@y.cn').catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err.retryAfterSec).toBeGreaterThan(blockSec - 5);
    expect(err.retryAfterSec).toBeLessThanOrEqual(blockSec);
    expect(await isLimited(ctx.db, 'loginFailPerAccount', 'x@y.cn')).toBeGreaterThan(blockSec - 5);
  });

  test('an expired window starts again from zero', async () => {
    await consume(ctx.db, 'smsPerPhone', '13900000005');
    // Age the row as if 61 s had passed.
    const { sql } = await import('drizzle-orm');
    await ctx.db.execute(
      sql`UPDATE rate_limiter SET expire = now() - interval '1 second' WHERE key = 'smsPerPhone:13900000005'`,
    );
    await expect(consume(ctx.db, 'smsPerPhone', '13900000005')).resolves.toBeUndefined();
    expect((await peek(ctx.db, 'smsPerPhone', '13900000005'))?.consumed).toBe(1);
  });
});

describeDb('rate limiter housekeeping', (ctx) => {
  test('sweepExpired deletes windows that ended over an hour ago and keeps live ones', async () => {
    const { sweepExpired } = await import('../../lib/platform/security/rate-limit');
    await ctx.db.insert(rateLimiter).values([
      { key: 'old:1', points: 3, expire: new Date(Date.now() - 2 * 3600_000) },
      { key: 'recent:1', points: 3, expire: new Date(Date.now() - 60_000) },
      { key: 'live:1', points: 1, expire: new Date(Date.now() + 60_000) },
    ]);
    await sweepExpired(ctx.db);
    const keys = (await ctx.db.select().from(rateLimiter)).map((r) => r.key).sort();
    expect(keys).toEqual(['live:1', 'recent:1']);
  });
});
