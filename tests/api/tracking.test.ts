import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { accessLog, users } from '../../lib/db/schema';
import { createSession } from '../../lib/domain/accounts/auth/session';

describeDb('access/log/record', (ctx) => {
  test('records a row with page, referrer, ip and user agent (guest)', async () => {
    // The forwarding header counts only when the request came from a configured proxy (issue 11, client-ip.ts).
    const before = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    const r = await ctx
      .api(
        'user',
        'POST',
        'access/log/record',
        { page: '/productCenter?id=3', referrer: 'https://www.baidu.com/' },
        {
          'user-agent': 'jest-agent/1.0',
          'x-forwarded-for': '203.0.113.9, 10.0.0.1',
          'x-mall-peer-ip': '10.0.0.2',
        },
      )
      .finally(() => {
        if (before === undefined) delete process.env.TRUSTED_PROXIES;
        else process.env.TRUSTED_PROXIES = before;
      });
    expect(r.code).toBe(1);
    const rows = await ctx.db.select().from(accessLog).where(eq(accessLog.page, '/productCenter?id=3'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: null,
      ip: '203.0.113.9',
      userAgent: 'jest-agent/1.0',
      referrer: 'https://www.baidu.com/',
    });
  });

  test('a logged-in visit records the user id', async () => {
    const [u] = await ctx.db.insert(users).values({ mobile: '13800000001', nickName: '测试' }).returning();
    const { token } = await createSession(ctx.db, u!.id, 60);
    const r = await ctx.api(
      'user',
      'POST',
      'access/log/record',
      { page: '/personalCenter' },
      { token, Authorization: token },
    );
    expect(r.code).toBe(1);
    const rows = await ctx.db.select().from(accessLog).where(eq(accessLog.page, '/personalCenter'));
    expect(rows.map((x) => x.userId)).toEqual([u!.id]);
  });

  test('an invalid token does not block tracking (auth optional)', async () => {
    const r = await ctx.api(
      'user',
      'POST',
      'access/log/record',
      { page: '/x' },
      { token: 'not-a-valid-token-but-long-enough' },
    );
    expect(r.code).toBe(1);
  });

  test('a missing page is rejected with code 0 and a Chinese message', async () => {
    const r = await ctx.api('user', 'POST', 'access/log/record', {});
    expect(r.code).toBe(0);
    expect(r.message).toBe('缺少页面地址');
    const blank = await ctx.api('user', 'POST', 'access/log/record', { page: '   ' });
    expect(blank.code).toBe(0);
  });

  test('an overlong page is rejected', async () => {
    const r = await ctx.api('user', 'POST', 'access/log/record', { page: `/${'a'.repeat(600)}` });
    expect(r.code).toBe(0);
    expect(r.message).toBe('页面地址过长');
  });

  test('GET is not allowed', async () => {
    const r = await ctx.api('user', 'GET', 'access/log/record?page=/x');
    expect(r.code).toBe(0);
  });
});
