/**
 * Writes data/nitrosamine/published-ndsri.json: NDSRIs with the potency category the agencies published for them,
 * drawn from data/nitrosamine_limits.json (the EMA, FDA, Health Canada and TGA tables) so that every structural
 * class the CPCA distinguishes is represented — the test set of tests/unit/nitrosamine-cpca.test.ts.
 *
 *   npx tsx scripts/build-published-ndsri.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { findNitrosoGroups } from '@/lib/domain/catalog/nitrosamine';
import {
  Z,
  isCarboxylCarbon,
  isSp3Carbon,
  neighbours,
  graphFromJson,
  type MolGraph,
} from '@/lib/domain/catalog/nitrosamine';
import { readNitrosamines } from '@/lib/db/seed/sources';

type Cls =
  | 'dialkyl'
  | 'piperidine'
  | 'piperazine'
  | 'pyrrolidine'
  | 'morpholine'
  | 'benzylic'
  | 'carboxylic_acid'
  | 'tertiary_alpha'
  | 'aryl_n'
  | 'other_ring';
const PER_CLASS = 8;

function classes(g: MolGraph): Cls[] {
  const grp = findNitrosoGroups(g)[0];
  if (!grp) return [];
  const out: Cls[] = [];
  const alpha = neighbours(g, grp.amineN).filter((n) => n !== grp.nitrosoN);
  const ring = g.rings.filter((r) => r.includes(grp.amineN)).sort((a, b) => a.length - b.length)[0];
  if (!ring && alpha.every((a) => isSp3Carbon(g, a)) && g.rings.length === 0) out.push('dialkyl');
  if (ring) {
    const het = ring.filter((i) => i !== grp.amineN).map((i) => g.atoms[i]!.z);
    if (ring.length === 5 && het.every((z) => z === Z.C)) out.push('pyrrolidine');
    else if (ring.length === 6 && het.every((z) => z === Z.C)) out.push('piperidine');
    else if (
      ring.length === 6 &&
      het.filter((z) => z === Z.N).length === 1 &&
      het.filter((z) => z === Z.C).length === 4
    )
      out.push('piperazine');
    else if (ring.length === 6 && het.includes(Z.O)) out.push('morpholine');
    else out.push('other_ring');
  }
  if (alpha.some((a) => isSp3Carbon(g, a) && neighbours(g, a).some((n) => g.atoms[n]!.aromatic))) out.push('benzylic');
  if (g.atoms.some((_, i) => isCarboxylCarbon(g, i))) out.push('carboxylic_acid');
  if (alpha.some((a) => isSp3Carbon(g, a) && g.atoms[a]!.h === 0)) out.push('tertiary_alpha');
  if (alpha.some((a) => g.atoms[a]!.aromatic)) out.push('aryl_n');
  return out;
}

async function main() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rd = await (require('@rdkit/rdkit') as () => Promise<import('@rdkit/rdkit').MainModule>)();
  const taken = new Map<Cls, number>();
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const r of readNitrosamines()) {
    if (!r.smiles) continue;
    let limits = Object.entries(r.regulators).filter(([, v]) => /^[1-5]$/.test(v.cpca_category ?? ''));
    // No morpholine NDSRI has a published category; N-nitrosomorpholine's compound-specific AI stands in (category null).
    if (!limits.length && /^C1COCCN1N=O$/.test(r.smiles))
      limits = Object.entries(r.regulators).filter(([, v]) => typeof v.ai_ng_day === 'number');
    if (!limits.length) continue;
    const m = rd.get_mol(r.smiles);
    if (!m) continue;
    const canon = m.get_smiles();
    const g = graphFromJson(m.get_json());
    m.delete();
    if (seen.has(canon)) continue;
    const cls = classes(g);
    const wanted = cls.filter((c) => (taken.get(c) ?? 0) < PER_CLASS);
    if (!wanted.length) continue;
    seen.add(canon);
    for (const c of cls) taken.set(c, (taken.get(c) ?? 0) + 1);
    out.push({
      name: r.name,
      smiles: r.smiles,
      parents: r.related_substances,
      classes: cls,
      published: limits.map(([agency, v]) => ({
        agency,
        category: /^[1-5]$/.test(v.cpca_category ?? '') ? Number(v.cpca_category) : null,
        acceptableIntakeNgPerDay: v.ai_ng_day ?? null,
        date: v.publication_date || null,
        source: v.source_table ?? null,
        url: v.source_url ?? null,
      })),
    });
  }
  const file = path.join(process.cwd(), 'data/nitrosamine/published-ndsri.json');
  const doc = {
    about:
      'NDSRIs with the CPCA potency category published by the agencies (EMA Appendix 1, FDA AI tables, Health Canada Appendix 1), drawn from data/nitrosamine_limits.json by scripts/build-published-ndsri.ts. Test set of the CPCA implementation.',
    classCounts: Object.fromEntries(taken),
    records: out,
  };
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
  console.log(`${out.length} records`, Object.fromEntries(taken));
}
void main();
