/**
 * npm run seed:props [-- --check]
 *
 * Writes data/structure-props.jsonl.gz: the structure properties (canonical SMILES, formula, masses, InChI, molfile,
 * fingerprints) of every structure the demo seed computes, so that a fresh clone's seed looks them up instead of
 * running RDKit (lib/db/seed/precomputed-props.ts). It drafts the whole demo catalogue without a database
 * (lib/db/seed/demo-drafts.ts) and records each computation the drafts ask for.
 *
 * Run it after changing RDKit's version, lib/platform/chem/{props,formula,guard,health}.ts or a data source: the seed
 * ignores a file stamped with another RDKit or property code and computes instead (slower, same result).
 * --check: exit 1 unless the file equals what computing now gives.
 */
import './lib/no-server-only';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

async function main() {
  const check = process.argv.includes('--check');
  const { buildDrafts } = await import('../lib/db/seed/demo-drafts');
  const { createPropsPool, defaultWorkers } = await import('../lib/db/seed/props-pool');
  const { DATA_DIR } = await import('../lib/db/seed/sources');
  const pre = await import('../lib/db/seed/precomputed-props');
  const file = path.join(DATA_DIR, pre.PRECOMPUTED_PROPS_FILE);

  const t0 = performance.now();
  const pool = await createPropsPool(defaultWorkers());
  const entries = new Map<string, Awaited<ReturnType<typeof pool.compute>>[number]>();
  try {
    await buildDrafts({
      pool: {
        workers: pool.workers,
        async compute(smiles, opts) {
          const out = await pool.compute(smiles, opts);
          smiles.forEach((s, i) => entries.set(pre.propsKey(s, opts), out[i] ?? null));
          return out;
        },
        close: () => pool.close(),
      },
      opts: {},
      log: () => {},
      dir: DATA_DIR,
      step: () => {},
      cat: () => 1,
      brand: () => 1,
    });
  } finally {
    await pool.close();
  }
  const bytes = pre.encodePrecomputed(pre.currentStamp(), entries);
  const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const rel = path.relative(process.cwd(), file);
  if (check) {
    const same = fs.existsSync(file) && zlib.gunzipSync(fs.readFileSync(file)).equals(zlib.gunzipSync(bytes));
    if (!same) {
      console.error(`✗ ${rel} is not current (RDKit, the property code or a data source changed): npm run seed:props`);
      process.exit(1);
    }
    console.log(`✓ ${rel} is current (${entries.size} structures, checked in ${took})`);
    return;
  }
  fs.writeFileSync(file, bytes);
  console.log(`✓ ${rel}: ${entries.size} structures, ${(bytes.length / 1024).toFixed(0)} KB in ${took}`);
}

main().catch((err) => {
  console.error('✗ seed:props failed:', err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
