/**
 * Quick-order benchmark (issue 12 goal): matching 500 pasted lines ≤ 500 ms, on PGlite and PostgreSQL, in-process
 * through the domain function the API handler calls (parse + two set-based queries). The lines mix what buyers
 * paste: 货号 in lower case without the hyphen, CAS numbers with and without hyphens, packages written "10 MG",
 * lines without a package (ambiguous) and unknown codes. Fixture: 20,000 products × 3 packages (built once, reused).
 *
 * Standalone: `npx tsx bench/suites/quick-order.ts [--no-pglite] [--no-pg]`
 */
import '../../scripts/lib/no-server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { products, skus } from '../../lib/db/schema';
import { matchText } from '../../lib/domain/commerce/quick-order';
import { percentiles, seededRandom } from '../lib';
import { onBothDatabases, overGoals, runStandalone } from '../databases';
import type { BenchContext, BenchSuite, SuiteResult } from '../types';

const PRODUCTS = 20_000;
const PREFIX = 'QB-';
type Log = (m: string) => void;

/** A CAS number with a correct check digit for a running number. */
function casOf(n: number): string {
  const body = String(100000 + n);
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  return `${body.slice(0, -2)}-${body.slice(-2)}-${sum % 10}`;
}

async function ensureFixture(db: Db, log: Log, label: string): Promise<void> {
  const have = (await db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(have.rows[0]?.n ?? 0) === PRODUCTS) return;
  const t = performance.now();
  await db.execute(sql`DELETE FROM products WHERE code LIKE ${`${PREFIX}%`}`);
  for (let i = 0; i < PRODUCTS; i += 2000) {
    const ps = await db
      .insert(products)
      .values(
        Array.from({ length: 2000 }, (_, j) => ({
          code: `${PREFIX}${String(i + j).padStart(6, '0')}`,
          nameEn: `Quick bench ${i + j}`,
          cas: casOf(i + j),
        })),
      )
      .returning({ id: products.id, code: products.code });
    await db.insert(skus).values(
      ps.flatMap((p, k) =>
        ['10mg', '100mg', '1g'].map((pv, m) => ({
          productId: p.id,
          code: `${p.code}-${pv}`,
          packageValue: pv,
          price: m === 2 && k % 7 === 0 ? null : 50 * (m + 1),
          priceText: m === 2 && k % 7 === 0 ? '?' : String(50 * (m + 1)),
        })),
      ),
    );
  }
  await db.execute(sql`ANALYZE`);
  log(`  ${label}: fixture built in ${Math.round(performance.now() - t)} ms`);
}

function pastedList(seed: number): string {
  const rnd = seededRandom(seed);
  const n = () => Math.floor(rnd() * PRODUCTS);
  const lines: string[] = [];
  for (let i = 0; i < 500; i++) {
    const k = i % 5;
    const id = n();
    if (k === 0)
      lines.push(`${PREFIX.toLowerCase().replace('-', '')}${String(id).padStart(6, '0')} 10 MG ${1 + (i % 3)}`);
    else if (k === 1) lines.push(`${casOf(id)}, 100mg, 1`);
    else if (k === 2) lines.push(`${casOf(id).replace(/-/g, '')}\t1g\t2`);
    else if (k === 3) lines.push(`${PREFIX}${String(id).padStart(6, '0')}`);
    else lines.push(`ZZ-${id} 10mg 1`);
  }
  return lines.join('\n');
}

async function measure(db: Db, log: Log, label: string): Promise<Record<string, number | null>> {
  const times: number[] = [];
  for (let r = 0; r < 25; r++) {
    const text = pastedList(r + 1);
    const t = performance.now();
    const res = await matchText(db, text);
    const ms = performance.now() - t;
    if (res.lines.length !== 500 || res.counts.found < 250)
      throw new Error(`quick-order bench: ${JSON.stringify(res.counts)}`);
    if (r >= 3) times.push(ms);
  }
  const p = percentiles(times);
  log(`  ${label}: match 500 pasted lines p50 ${p.p50} / p95 ${p.p95} ms`);
  return { [`${label}_match500_p50_ms`]: p.p50, [`${label}_match500_p95_ms`]: p.p95 };
}

async function inProcess(o: { pglite: boolean; pg: boolean }, log: Log): Promise<SuiteResult> {
  const { metrics, notes } = await onBothDatabases(
    { pglite: o.pglite, pg: o.pg, name: 'quick_order' },
    log,
    async (db, label) => {
      await ensureFixture(db, log, label === 'pg' ? 'postgres' : 'pglite');
      return measure(db, log, label);
    },
  );
  notes.push(...overGoals(metrics, [['match500_p95_ms', 500]]));
  return { metrics, runs: [], notes };
}

const suite: BenchSuite = {
  name: 'quick-order',
  description: 'quick order: matching 500 pasted lines (PGlite and PostgreSQL)',
  async run(ctx: BenchContext): Promise<SuiteResult> {
    return inProcess({ pglite: true, pg: true }, ctx.log);
  },
};

export default suite;

if (require.main === module) {
  runStandalone((argv, log) =>
    inProcess({ pglite: !argv.includes('--no-pglite'), pg: !argv.includes('--no-pg') }, log),
  );
}
