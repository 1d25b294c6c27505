import { openDb } from '../lib/db/client';
import { getGoodsDetail } from '../lib/domain/catalog/goods';
import { listBatches, getMsds } from '../lib/domain/catalog/certificates';
async function main() {
  for (const target of [{ kind: 'pglite', dataDir: '/tmp/bdb' }, { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/mall_dev' }] as const) {
    const h = await openDb(target as any);
    const db = h.db;
    for (const rep of [0, 1]) {
      const t = performance.now(); const t0 = process.cpuUsage();
      for (let id = 300 + rep * 200; id < 400 + rep * 200; id++) {
        await Promise.all([getGoodsDetail(db, id), listBatches(db, id, { limit: 20 }), getMsds(db, id)]);
      }
      const cpu = process.cpuUsage(t0);
      console.log(target.kind, 'wall ms/product', ((performance.now() - t) / 100).toFixed(2), 'cpu', ((cpu.user + cpu.system) / 1000 / 100).toFixed(2));
    }
    await h.close();
  }
}
main();
