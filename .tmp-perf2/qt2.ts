import { openDb } from '../lib/db/client';
import { getGoodsDetail, listSkus } from '../lib/domain/catalog/goods';
import { parentCategoryNames } from '../lib/domain/catalog/categories';
import { listBatches, getMsds } from '../lib/domain/catalog/certificates';
async function main() {
  const h = await openDb({ kind: 'pglite', dataDir: '/tmp/bdb' } as any);
  const db = h.db;
  const time = async (name: string, f: (id: number) => Promise<unknown>) => {
    for (let id = 1; id < 30; id++) await f(id);
    const t0 = process.cpuUsage();
    for (let id = 1000; id < 1100; id++) await f(id);
    const c = process.cpuUsage(t0);
    console.log(name.padEnd(20), ((c.user + c.system) / 1000 / 100).toFixed(2), 'ms cpu');
  };
  await time('getGoodsDetail', (id) => getGoodsDetail(db, id));
  await time('listSkus', (id) => listSkus(db, id));
  await time('parentCategoryNames', (id) => parentCategoryNames(db, 5));
  await time('listBatches', (id) => listBatches(db, id, { limit: 20 }));
  await time('getMsds', (id) => getMsds(db, id));
  await time('select 1', () => h.db.execute('select 1' as any));
  await h.close();
}
main();
