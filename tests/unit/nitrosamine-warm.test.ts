/**
 * The nitrosamine screen's published-limit index built at server start (instrumentation.ts → warmPublishedLimits):
 * it yields to the event loop while it builds (the server answers requests meanwhile), it finds the limits the
 * screen quotes, and a screen that came first and built the index itself is not built again.
 */
import { getRDKit, type RDKitModule } from '../../lib/platform/chem/rdkit';
import { computeProps } from '../../lib/platform/chem/props';
import { readNitrosamines } from '../../lib/db/seed/sources';
import {
  publishedLimitsFor,
  resetPublishedLimits,
  warmPublishedLimits,
} from '../../lib/domain/catalog/nitrosamine/published';

let rd: RDKitModule;
beforeAll(async () => {
  rd = await getRDKit();
});
afterEach(() => resetPublishedLimits());

// N-nitroso-fluoxetine: EMA, FDA and Health Canada publish 100 ng/day (tests/api/nitrosamine.test.ts).
const NITROSO_FLUOXETINE = 'CN(CCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1)N=O';

test('the warm-up yields between structures and indexes every published limit', async () => {
  resetPublishedLimits();
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const size = await warmPublishedLimits(rd);
  ticking = false;
  const withLimits = readNitrosamines().filter(
    (r) => r.smiles && Object.values(r.regulators ?? {}).some((v) => typeof v?.ai_ng_day === 'number'),
  );
  expect(size).toBeGreaterThan(200);
  // Other work ran between the structures (a synchronous build would let it run once, after).
  expect(turns).toBeGreaterThan(withLimits.length / 2);
  const key = computeProps(rd, NITROSO_FLUOXETINE)!.inchiKey;
  expect(
    publishedLimitsFor(rd, key)
      .map((p) => [p.agency, p.acceptableIntakeNgPerDay])
      .sort(),
  ).toEqual([
    ['EMA', 100],
    ['FDA', 100],
    ['Health Canada', 100],
  ]);
  // The keys are those computeProps gives (the screen's own derivatives are keyed that way).
  for (const r of withLimits.slice(0, 20)) {
    const k = computeProps(rd, r.smiles!)?.inchiKey;
    if (k) expect([r.name, publishedLimitsFor(rd, k).length > 0]).toEqual([r.name, true]);
  }
}, 120_000);

test('a screen that built the index first keeps it; the warm-up then returns at once', async () => {
  resetPublishedLimits();
  expect(publishedLimitsFor(rd, 'NOT-A-KEY')).toEqual([]);
  let turns = 0;
  const timer = setInterval(() => turns++, 0);
  const size = await warmPublishedLimits(rd);
  clearInterval(timer);
  expect(size).toBeGreaterThan(200);
  // Nothing rebuilt: no turn of the event loop passed, where a build yields once per structure.
  expect(turns).toBe(0);
}, 120_000);
