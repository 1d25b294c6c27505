/**
 * Published acceptable intakes (EMA, FDA, Health Canada, TGA) by InChIKey, from the agencies' tables compiled in
 * data/nitrosamine_limits.json — the data the nitrosamine goods pages quote. Built once per process on the RDKit
 * module passed in: at server start by warmPublishedLimits (instrumentation.ts), one structure per event-loop turn so
 * requests are served meanwhile; a screen that comes first builds it at once (publishedLimitsFor).
 */
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { passFault, withEngine } from '@/lib/platform/chem/health';
import { parseMol } from '@/lib/platform/chem/props';
import { readNitrosamines, type NitrosamineRecord } from '@/lib/db/seed/sources';
import type { PublishedLimit } from './types';

type Index = Map<string, PublishedLimit[]>;
const g = globalThis as unknown as { __nitrosaminePublished?: Index };

/**
 * The InChIKey of a SMILES, computed as computeProps and the screen compute it (InChI, then its key) without the
 * fingerprints, descriptors and molblock computeProps adds: most of the build's time otherwise.
 */
function inchiKeyOf(rd: RDKitModule, smiles: string): string | null {
  const mol = parseMol(rd, smiles);
  if (!mol) return null;
  return withEngine(rd, smiles, () => {
    try {
      const inchi = mol.get_inchi();
      return inchi ? rd.get_inchikey_for_inchi(inchi) || null : null;
    } catch (err) {
      passFault(err, rd, smiles);
      return null;
    } finally {
      try {
        mol.delete();
      } catch {
        /* a poisoned module: the molecule goes with it */
      }
    }
  });
}

/** Adds one record's published limits to the index. */
function addRecord(out: Index, rd: RDKitModule, r: NitrosamineRecord): void {
  if (!r.smiles) return;
  const key = inchiKeyOf(rd, r.smiles);
  if (!key) return;
  const list = out.get(key) ?? [];
  for (const [agency, v] of Object.entries(r.regulators ?? {})) {
    if (typeof v?.ai_ng_day !== 'number' || !(v.ai_ng_day > 0)) continue;
    if (list.some((x) => x.agency === agency && x.acceptableIntakeNgPerDay === v.ai_ng_day)) continue;
    list.push({
      agency,
      acceptableIntakeNgPerDay: v.ai_ng_day,
      category: /^[1-5]$/.test(v.cpca_category ?? '') ? Number(v.cpca_category) : null,
      date: v.publication_date || null,
      source: v.source_table || null,
      url: v.source_url || null,
      name: r.name,
    });
  }
  if (list.length) out.set(key, list);
}

function build(rd: RDKitModule): Index {
  const out: Index = new Map();
  for (const r of readNitrosamines()) addRecord(out, rd, r);
  return out;
}

/** Published limits of one InChIKey (empty when none). */
export function publishedLimitsFor(rd: RDKitModule, inchiKey: string | null): PublishedLimit[] {
  if (!inchiKey) return [];
  const idx = (g.__nitrosaminePublished ??= build(rd));
  return idx.get(inchiKey) ?? [];
}

/** The governing limit: the lowest published AI when one exists, else the CPCA one. */
export function governingLimit(
  published: readonly PublishedLimit[],
  cpcaAi: number,
): { value: number; basis: 'published' | 'cpca' } {
  if (published.length)
    return { value: Math.min(...published.map((p) => p.acceptableIntakeNgPerDay)), basis: 'published' };
  return { value: cpcaAi, basis: 'cpca' };
}

/**
 * Builds the index at server start so the first screen does not pay for it (instrumentation.ts). Yields to the event
 * loop after every structure: the build takes seconds of CPU on a busy machine, and the server answers requests
 * meanwhile. When a screen built the index first, that one is kept. Resolves to the number of InChIKeys indexed.
 */
export async function warmPublishedLimits(rd: RDKitModule): Promise<number> {
  const out: Index = new Map();
  for (const r of readNitrosamines()) {
    if (g.__nitrosaminePublished) return g.__nitrosaminePublished.size;
    addRecord(out, rd, r);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return (g.__nitrosaminePublished ??= out).size;
}

/** Forgets the index (tests of the warm-up). */
export function resetPublishedLimits(): void {
  delete g.__nitrosaminePublished;
}
