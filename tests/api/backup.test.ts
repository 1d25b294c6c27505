/**
 * Backups you can restore (issue 32 §9): a shop with orders is backed up, restored into a new database, and every
 * order, line, payment and stock figure is equal — on PGlite (its data-folder dump) and on PostgreSQL (pg_dump).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { PG_ADMIN_URL } from '../helpers/env';
import { orderLines, orders, payments, skus } from '../../lib/db/schema';
import { openDb, type Db } from '../../lib/db/client';
import { backupDatabase, backupKindOf, restoreDatabase } from '../../lib/db/backup';
import { makeCatalog, makeUser, makeAddress, ZHANG_SAN } from './cart-fixtures';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Everything the shop's money and stock depend on, in a stable order. */
async function ledger(db: Db) {
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    lines: await db.select().from(orderLines).orderBy(asc(orderLines.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    stock: await db.select({ id: skus.id, stock: skus.stock, price: skus.price }).from(skus).orderBy(asc(skus.id)),
  };
}

describeDb('backup and restore', (ctx) => {
  test('a shop with orders restores into a new database with every order, line, payment and stock figure equal', async () => {
    const c = await makeCatalog(ctx.db, 'BK');
    const u = await makeUser(ctx.db);
    const a = await makeAddress(ctx.db, {
      userId: u.id,
      ...ZHANG_SAN,
    });
    for (const [sku, n] of [
      [c.sku1, 2],
      [c.skuB, 1],
    ] as const) {
      expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: sku, num: n }, u.h)).code).toBe(1);
      const r = await ctx.api<{ orderNo: string }>(
        'order',
        'POST',
        'order/submit',
        { idempotencyKey: `bk-${crypto.randomUUID()}`, addressId: a.id },
        u.h,
      );
      expect(r.code).toBe(1);
    }
    const [first] = await ctx.db.select().from(orders).where(eq(orders.userId, u.id)).orderBy(asc(orders.id)).limit(1);
    await ctx.db.insert(payments).values({
      orderId: first!.id,
      userId: u.id,
      channel: 'alipay',
      outTradeNo: `BK${Date.now()}`,
      amount: first!.payAmount,
      status: 'paid',
      tradeNo: '2026112822001',
      paidAt: new Date(),
    });

    const before = await ledger(ctx.db);
    expect(before.orders.length).toBeGreaterThanOrEqual(2);
    expect(before.lines.length).toBeGreaterThanOrEqual(2);
    expect(before.payments.length).toBeGreaterThanOrEqual(1);
    // The orders took their stock (7 → 5 and 3 → 2): the restore must carry the reserved figures, not the catalogue's.
    expect(before.stock.find((s) => s.id === c.sku1)!.stock).toBe(5);

    const stamp = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    if (ctx.kind === 'pglite') {
      const file = path.join(tmp, `shop-${stamp}.tar.gz`);
      await backupDatabase({ kind: 'pglite', dataDir: ':memory:' }, file, { pglite: ctx.handle.raw as never });
      expect(backupKindOf(file)).toBe('pglite');
      const dir = path.join(tmp, `restored-${stamp}`);
      await restoreDatabase(file, { kind: 'pglite', dataDir: dir });
      const h = await openDb({ kind: 'pglite', dataDir: dir });
      try {
        expect(await ledger(h.db)).toEqual(before);
      } finally {
        await h.close();
      }
      // A second restore into the same folder is refused: it holds a database now.
      await expect(restoreDatabase(file, { kind: 'pglite', dataDir: dir })).rejects.toThrow(/not empty/);
    } else {
      const file = path.join(tmp, `shop-${stamp}.dump`);
      const target = ctx.handle.target as { kind: 'postgres'; url: string };
      await backupDatabase(target, file);
      expect(backupKindOf(file)).toBe('postgres');
      const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/mall_t_restore_${stamp}`);
      await restoreDatabase(file, { kind: 'postgres', url });
      const h = await openDb({ kind: 'postgres', url });
      try {
        expect(await ledger(h.db)).toEqual(before);
      } finally {
        await h.close();
        const { Client } = await import('pg');
        const admin = new Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "mall_t_restore_${stamp}" WITH (FORCE)`);
        await admin.end();
      }
      // Restoring over the live shop's database is refused without --force.
      await expect(restoreDatabase(file, target)).rejects.toThrow(/already holds/);
    }
  });

  test('a backup restores only into its own kind of database', async () => {
    const file = path.join(tmp, 'x.dump');
    fs.writeFileSync(file, 'not a dump');
    await expect(restoreDatabase(file, { kind: 'pglite', dataDir: path.join(tmp, 'nowhere') })).rejects.toThrow(
      /restores only into/,
    );
    await expect(
      restoreDatabase(path.join(tmp, 'x.sql'), { kind: 'pglite', dataDir: path.join(tmp, 'nowhere') }),
    ).rejects.toThrow(/not a backup/);
  });
});
