/**
 * Catalogue import benchmark (issue 14): an import file of IMPORT_BENCH_ROWS (default 100,000) catalogue rows, each
 * with a ChEMBL structure and 2–3 packages (bench/catalog-fixture.ts: the same generator data as
 * `npm run seed -- --products N`), imported in-process through the console's own path (lib/domain/catalog/staff/
 * import-job.ts): createImport (file stored) → dryRun (stream, validate, plan; writes only the job row) → confirm →
 * runImport (batches of 1,000 rows, one transaction each; identities — formula, MW, InChI/InChIKey, fingerprints —
 * computed with RDKit in the process, as the server does). Metrics per database: dry-run and run time, rows/s, peak
 * RSS growth, the longest event-loop stall (the server keeps answering during an import).
 *
 * Each run starts from an empty catalogue of its own (PGlite folder .data/bench/import-pglite, PostgreSQL database
 * mall_bench_import): the previous run's products are deleted first.
 *
 * Standalone: `npx tsx bench/suites/import.ts [--rows N] [--no-pglite] [--no-pg]`
 */
import '../../scripts/lib/no-server-only';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import {
  createImport,
  confirmImport,
  dryRun,
  getImportJob,
  runImport,
} from '../../lib/domain/catalog/staff/import-job';
import { onBothDatabases, runStandalone } from '../databases';
import { catalogueCsv, ensureTaxonomy } from '../catalog-fixture';
import type { BenchContext, BenchSuite, SuiteResult } from '../types';

const PREFIX = 'IB-';
type Log = (m: string) => void;

async function measure(
  db: Db,
  label: string,
  csv: string,
  rows: number,
  log: Log,
): Promise<Record<string, number | null>> {
  await ensureTaxonomy(db);
  const t0 = performance.now();
  await db.execute(sql`DELETE FROM products WHERE code LIKE ${`${PREFIX}%`}`);
  await db.execute(sql`DELETE FROM import_jobs`);
  await db.execute(sql`DELETE FROM uploads WHERE purpose = 'catalog_import'`);
  log(`  ${label}: previous run cleared in ${Math.round(performance.now() - t0)} ms`);

  const loop = monitorEventLoopDelay({ resolution: 20 });
  const rss0 = process.memoryUsage().rss;
  let rssPeak = rss0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 250);
  try {
    const file = new File([csv], 'bench-catalogue.csv', { type: 'text/csv' });
    const tUp = performance.now();
    const { id } = await createImport(db, null, file);
    const uploadMs = performance.now() - tUp;
    loop.enable();
    const tDry = performance.now();
    await dryRun(db, id);
    const dryMs = performance.now() - tDry;
    const dry = await getImportJob(db, id);
    if (dry?.status !== 'dry_run') throw new Error(`dry run ended ${dry?.status}: ${dry?.error}`);
    log(
      `  ${label}: dry run of ${dry.total} rows in ${(dryMs / 1000).toFixed(1)} s (${Math.round(dry.total / (dryMs / 1000))} rows/s): +${dry.counts.added} ~${dry.counts.changed} ✗${dry.counts.rejected}`,
    );
    const dryStall = loop.max / 1e6;
    const rssAfterDry = rssPeak;
    loop.reset();
    await confirmImport(db, id);
    let last = 0;
    const progress = setInterval(
      async () => {
        const j = await getImportJob(db, id).catch(() => null);
        if (j && j.processed !== last) {
          last = j.processed;
          log(
            `    ${label}: ${j.processed}/${j.total} (${j.percent} %), RSS +${Math.round((process.memoryUsage().rss - rss0) / 1048576)} MB`,
          );
        }
      },
      Number(process.env.IMPORT_BENCH_PROGRESS_MS ?? 30_000),
    );
    const tRun = performance.now();
    try {
      await runImport(db, id);
    } finally {
      clearInterval(progress);
    }
    const runMs = performance.now() - tRun;
    const runStall = loop.max / 1e6;
    loop.disable();
    const done = await getImportJob(db, id);
    if (done?.status !== 'done') throw new Error(`import ended ${done?.status}: ${done?.error}`);
    const counted = (await db.execute(
      sql`SELECT (SELECT count(*) FROM products WHERE code LIKE ${`${PREFIX}%`})::int AS p, (SELECT count(*) FROM product_structures ps JOIN products p ON p.id = ps.product_id WHERE p.code LIKE ${`${PREFIX}%`})::int AS s`,
    )) as unknown as { rows: { p: number; s: number }[] };
    const { p, s } = counted.rows[0]!;
    log(
      `  ${label}: imported ${p} products (${s} structures) in ${(runMs / 1000).toFixed(1)} s — ${Math.round(rows / (runMs / 1000))} rows/s; ` +
        `rejected ${done.counts.rejected}; longest event-loop stall ${Math.round(runStall)} ms; RSS +${Math.round((rssPeak - rss0) / 1048576)} MB`,
    );
    return {
      [`${label}_rows`]: rows,
      [`${label}_upload_ms`]: Math.round(uploadMs),
      [`${label}_dry_run_s`]: Math.round(dryMs / 100) / 10,
      [`${label}_dry_run_rows_per_s`]: Math.round(dry.total / (dryMs / 1000)),
      [`${label}_run_s`]: Math.round(runMs / 100) / 10,
      [`${label}_run_rows_per_s`]: Math.round(rows / (runMs / 1000)),
      [`${label}_total_s`]: Math.round((dryMs + runMs) / 100) / 10,
      [`${label}_products`]: Number(p),
      [`${label}_structures`]: Number(s),
      [`${label}_rejected`]: done.counts.rejected,
      [`${label}_max_event_loop_stall_ms`]: Math.round(Math.max(dryStall, runStall)),
      [`${label}_rss_added_mb`]: Math.round((rssPeak - rss0) / 1048576),
      [`${label}_rss_added_dry_run_mb`]: Math.round((rssAfterDry - rss0) / 1048576),
    };
  } finally {
    clearInterval(sampler);
    loop.disable();
  }
}

async function inProcess(o: { pglite: boolean; pg: boolean; rows: number }, log: Log): Promise<SuiteResult> {
  const t = performance.now();
  const { csv, rows } = catalogueCsv(o.rows, PREFIX);
  log(
    `  import file: ${rows} rows, ${(csv.length / 1048576).toFixed(1)} MB of CSV, generated in ${Math.round(performance.now() - t)} ms`,
  );
  const { metrics, notes } = await onBothDatabases({ pglite: o.pglite, pg: o.pg, name: 'import' }, log, (db, label) =>
    measure(db, label, csv, rows, log),
  );
  notes.push(
    'identities (canonical SMILES, formula, MW, exact mass, InChI, InChIKey, pattern and Morgan fingerprints) are computed in the importing process with RDKit, one molecule at a time with event-loop turns in between',
  );
  return { metrics, notes };
}

const suite: BenchSuite = {
  name: 'import',
  description:
    'catalogue import of 100k rows with structures through the console path (dry run, run; time and rows/s; PGlite and PostgreSQL)',
  async run(ctx: BenchContext): Promise<SuiteResult> {
    return inProcess({ pglite: true, pg: true, rows: Number(process.env.IMPORT_BENCH_ROWS ?? 100_000) }, ctx.log);
  },
};

export default suite;

if (require.main === module) {
  runStandalone((argv, log) => {
    const i = argv.indexOf('--rows');
    return inProcess(
      {
        pglite: !argv.includes('--no-pglite'),
        pg: !argv.includes('--no-pg'),
        rows: i >= 0 ? Number(argv[i + 1]) : Number(process.env.IMPORT_BENCH_ROWS ?? 100_000),
      },
      log,
    );
  });
}
