/**
 * The job queue (pg-boss) on PGlite and on PostgreSQL: an unpaid order's expiry job, due at its deadline, cancels
 * the order and gives its stock back; a paid order is left alone. The queue runs on the test database itself.
 */
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { stopQueue } from '../helpers/jobs';
import { describeDb } from '../helpers/db';
import { orders, skus } from '../../lib/db/schema';
import { createJobs, QUEUES } from '../../lib/domain/operations/jobs/queue';
import { makeCatalog, makeUser, makeAddress } from './cart-fixtures';
import type { JobsTarget } from '@/lib/domain/operations/jobs';

describeDb('jobs: unpaid orders expire through the queue', (ctx) => {
  let boss: PgBoss;

  beforeAll(async () => {
    const t = ctx.handle.target;
    const target: JobsTarget =
      t.kind === 'postgres' ? { kind: 'postgres', url: t.url } : { kind: 'pglite', raw: ctx.handle.raw as never };
    boss = await createJobs(ctx.db, target, { pollingIntervalSeconds: 0.5, schedule: false });
  });
  afterAll(async () => {
    await stopQueue(boss);
  });

  test('an expiry job at the deadline cancels the unpaid order and returns its stock', async () => {
    const c = await makeCatalog(ctx.db, 'JB');
    const u = await makeUser(ctx.db);
    const a = await makeAddress(ctx.db, {
      userId: u.id,
      consignee: '赵六',
      mobile: '13911114444',
      regionText: '天津市',
      detail: '1 号',
    });
    await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num: 2 }, u.h);
    const r = await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: `job-${Date.now()}`, addressId: a.id },
      u.h,
    );
    expect(r.code).toBe(1);
    const id = (r.data as { id: number }).id;
    const stock = async () => (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, c.sku1)))[0]!.s;
    expect(await stock()).toBe(5);
    await ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await boss.send(QUEUES.orderExpire, { orderId: id }, { startAfter: 1 });
    const deadline = Date.now() + 20_000;
    let status = '';
    while (Date.now() < deadline) {
      status = (await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
      if (status === 'cancelled') break;
      await new Promise((res) => setTimeout(res, 250));
    }
    expect(status).toBe('cancelled');
    expect(await stock()).toBe(7);
  }, 30_000);
});
