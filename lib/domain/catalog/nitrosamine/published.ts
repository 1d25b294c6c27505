/**
 * Published acceptable intakes (EMA, FDA, Health Canada, TGA) by InChIKey, from the agencies' tables compiled in
 * data/nitrosamine_limits.json — the data the nitrosamine goods pages quote. Built once per process, lazily
 * (~260 structures, about a second), on the RDKit module passed in.
 */
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { computeProps } from '@/lib/platform/chem/props';
import { readNitrosamines } from '@/lib/db/seed/sources';

export type PublishedLimit = {
  agency: string;
  acceptableIntakeNgPerDay: number;
  category: number | null;
  date: string | null;
  source: string | null;
  url: string | null;
  name: string;
};

type Index = Map<string, PublishedLimit[]>;
const g = globalThis as unknown as { __nitrosaminePublished?: Index };

function build(rd: RDKitModule): Index {
  const out: Index = new Map();
  for (const r of readNitrosamines()) {
    if (!r.smiles) continue;
    const p = computeProps(rd, r.smiles, { molfile: false });
    if (!p?.inchiKey) continue;
    const list = out.get(p.inchiKey) ?? [];
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
    if (list.length) out.set(p.inchiKey, list);
  }
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

/** Builds the index now (at server start) so the first screen does not pay for it. */
export function warmPublishedLimits(rd: RDKitModule): number {
  const idx = (g.__nitrosaminePublished ??= build(rd));
  return idx.size;
}
