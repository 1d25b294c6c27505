/**
 * npm run seed [-- --reset] [-- --products N] [-- --limit N] [-- --workers N]
 *
 * Seeds DATABASE_URL (or embedded PGlite under .data/pglite): migrates first, then
 *  - the demo catalogue (every DrugCentral substance, nitrosamine impurities, content), and
 *  - with --products N, N extra benchmark products generated from the ChEMBL sets (CB-0000001 …).
 * Without --reset an already seeded database is left alone (exit 0). Deterministic: same data every run.
 */

import './lib/no-server-only';

type Args = { reset: boolean; products: number; limit?: number; workers?: number };

function parseArgs(argv: string[]): Args {
  const args: Args = { reset: false, products: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      const n = Number(String(v ?? '').replace(/[_,]/g, ''));
      if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
      return n;
    };
    if (flag === '--reset') args.reset = true;
    else if (flag === '--products') args.products = value();
    else if (flag === '--limit') args.limit = value();
    else if (flag === '--workers') args.workers = value();
    else if (flag === '--help' || flag === '-h') {
      console.log('npm run seed [-- --reset] [--products N] [--limit N] [--workers N]');
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { openDb, resolveTarget } = await import('../lib/db/client');
  const { migrateDb } = await import('../lib/db/migrate');
  const { assertNotHeld } = await import('../lib/db/lock');
  const seed = await import('../lib/db/seed');
  const { defaultWorkers } = await import('../lib/db/seed/props-pool');
  const workers = args.workers ?? defaultWorkers();

  const target = resolveTarget();
  assertNotHeld(target, 'seed');
  const where = target.kind === 'pglite' ? target.dataDir : target.url.replace(/:[^:@/]+@/, ':***@');
  const started = performance.now();
  const h = await openDb(target);
  let closed = false;
  try {
    await migrateDb(h);
    console.log(`  opened and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Demo accounts (idempotent, also on an already seeded database): buyer 13800138000 / Demo@2026.
    const acc = await seed.seedAccounts(h.db);
    console.log(
      `✓ demo buyer ${seed.DEMO_BUYER.mobile} ${acc.created ? 'created' : 'already there'} (organisation ${acc.orgId})`,
    );
    const existing = await seed.productCount(h.db);
    if (existing > 0 && !args.reset) {
      console.log(
        `✓ ${where} is already seeded (${existing.toLocaleString('en-US')} products). Run with --reset to re-seed.`,
      );
      return;
    }
    console.log(`Seeding ${where} (${target.kind})…`);
    const log = (s: string) => console.log(s);
    const report = await h.db.transaction(async (tx) => {
      await seed.resetCatalogue(tx, log);
      return seed.seedDemo(tx, { limit: args.limit, log, workers });
    });
    console.log(
      `✓ demo catalogue: ${report.products.toLocaleString('en-US')} products (${report.drugcentral} DrugCentral, ${report.skippedUnparsable} skipped as unparsable; ` +
        `${report.nitrosamines} nitrosamines with ${report.nitrosamineLinks} parent links; ${report.letteredImpurities} lettered impurities), ` +
        `${report.skus.toLocaleString('en-US')} SKUs (${report.noPriceSkus} 询价), ${report.coaBatches} COA batches, ${report.methods} methods, ${report.standards} standards, ${report.news} news in ${(report.ms / 1000).toFixed(1)} s`,
    );
    if (args.products > 0) {
      const bench = await import('../lib/db/seed/bench');
      const r = await bench.seedBench(h.db, { count: args.products, workers, log });
      console.log(
        `✓ benchmark catalogue: ${r.products.toLocaleString('en-US')} products (${r.distinctStructures.toLocaleString('en-US')} distinct structures, ${r.skipped} unparsable SMILES skipped), ` +
          `${r.skus.toLocaleString('en-US')} SKUs in ${(r.ms / 1000).toFixed(1)} s (${Math.round(r.products / (r.ms / 1000)).toLocaleString('en-US')} products/s)`,
      );
    }
    // The demo buyer's quoted inquiry (what `npm run staff -- demo-inquiry` makes): a quote to accept into an order.
    const { demoQuotedInquiry } = await import('./staff/inquiries');
    const iq = await demoQuotedInquiry(h.db);
    console.log(`✓ demo buyer's quoted inquiry ${iq.inquiryNo}`);
    // Two delivered orders of the demo buyer (已完成, 已发货): after-sales and invoices can be tried at once.
    const { demoDeliveredOrders } = await import('../lib/domain/commerce/orders');
    const delivered = await demoDeliveredOrders(h.db);
    console.log(`✓ demo buyer's delivered orders ${delivered.map((o) => `${o.orderNo} (${o.status})`).join(', ')}`);
    // A quoted custom-synthesis request of the demo buyer (what `npm run staff -- demo-custom` makes): accept and settle it.
    const { demoQuotedCustom } = await import('./staff/custom');
    console.log(`✓ demo buyer's quoted custom request ${(await demoQuotedCustom(h.db)).requestNo}`);
    // Running servers (PostgreSQL) refresh their structure-search index when this version changes.
    const { bumpStructureIndexVersion } = await import('../lib/domain/catalog/structure');
    await bumpStructureIndexVersion(h.db);
    // Planner statistics for the new rows (PGlite runs no autovacuum): without them list pages plan for empty tables.
    const tVac = performance.now();
    const { vacuumAnalyze } = await import('../lib/db/maintenance');
    await vacuumAnalyze(h.db);
    console.log(`  vacuum + analyze in ${((performance.now() - tVac) / 1000).toFixed(1)} s`);
    const tClose = performance.now();
    await h.close();
    closed = true;
    console.log(`  closed in ${((performance.now() - tClose) / 1000).toFixed(1)} s`);
    console.log(`✓ seeded ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    if (!closed) await h.close();
  }
}

main().catch((err) => {
  console.error('✗ seed failed:', err instanceof Error ? (err.stack ?? err.message) : err);
  if (err instanceof Error && err.cause)
    console.error('  cause:', err.cause instanceof Error ? err.cause.message : err.cause);
  process.exit(1);
});
