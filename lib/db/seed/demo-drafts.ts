/**
 * The drafts of the demo catalogue, read from the data sources (DrugCentral, nitrosamines, curated Chinese names)
 * and the curated lists. Part of the demo seed (lib/db/seed/demo.ts).
 */
import type { ChemProps } from '../../platform/chem/props';
import type { PropsPool } from './props-pool';
import { prngFor, daysFromBase } from './prng';
import {
  readDrugCentral,
  readDrugCentralSdf,
  readNitrosamines,
  readRestrictedClasses,
  readZhNames,
  type NitrosamineRecord,
} from './sources';
import {
  FOOD_ENV_INNS,
  HAZARDS_BY_INN,
  HOT_INNS,
  INTERMEDIATES,
  LETTERED_IMPURITIES,
  NITROSAMINE_HAZARDS,
  PURITIES,
  QC_SAMPLES,
  SERVICES,
  STORAGE,
} from './catalog-data';
import { EXTRA_NITROSAMINE_PARENTS, METHODS, STANDARDS } from './content-data';
import { niceName, pad } from './util';
import {
  type Draft,
  PROPS_OPTS,
  DC_PROPS_OPTS,
  hasCjk,
  pickBrand,
  demoHazards,
  createdFor,
  chemColumns,
  withSearch,
  cleanSynonyms,
  mergeSynonyms,
  nitrosamineSynonyms,
  aiText,
} from './demo-products';
import type { SeedDemoOptions } from './demo';

/** What building the drafts needs from the seed run. */
export type DraftContext = {
  pool: PropsPool;
  opts: SeedDemoOptions;
  log: (line: string) => void;
  dir: string;
  /** Debug timing of a finished step (SEED_DEBUG=1). */
  step: (name: string) => void;
  /** Category id by slug, brand id by code (inserted before the drafts). */
  cat: (slug: string) => number;
  brand: (code: string) => number;
};

/** The drafts of every demo product, and the counts and links the later steps need. */
export type DraftSet = {
  drafts: Draft[];
  skipped: number;
  dcCount: number;
  nitroCount: number;
  /** Product code → parent INNs of a nitrosamine impurity. */
  nitroParents: Map<string, string[]>;
};

/**
 * Drafts every demo product in catalogue order: DrugCentral substances, lettered pharmacopoeia impurities,
 * nitrosamines, intermediates, QC samples and services. Nothing is written to the database here.
 */
export async function buildDrafts({ pool, opts, log, dir, step, cat, brand }: DraftContext): Promise<DraftSet> {
  const props1 = async (smiles: string) => (await pool.compute([smiles], PROPS_OPTS))[0] ?? null;
  /* Sources. */
  const zh = readZhNames(dir);
  const dc = readDrugCentral(dir);
  const sdf = readDrugCentralSdf(dir);
  const nitro = readNitrosamines(dir);
  const restricted = readRestrictedClasses(dir);

  const needed = new Set<string>([
    ...HOT_INNS,
    // Every regulated class has products even in a limited (test / e2e) seed.
    ...restricted.keys(),
    ...LETTERED_IMPURITIES.map((i) => i.parentInn),
    ...Object.values(EXTRA_NITROSAMINE_PARENTS).flat(),
    ...METHODS.flatMap((m) => m.products.flatMap((p) => ('inn' in p.ref ? [p.ref.inn] : []))),
    ...STANDARDS.flatMap((s) => s.products.flatMap((p) => ('inn' in p.ref ? [p.ref.inn] : []))),
  ]);
  const hot = new Set(HOT_INNS);
  const foodEnv = new Set(FOOD_ENV_INNS);
  const drafts: Draft[] = [];
  let skipped = 0;
  let dcCount = 0;
  const innToCode = new Map<string, string>();

  const tDc = performance.now();
  const dcRows = dc
    .map((r, index) => ({ r, index }))
    .filter(({ r, index }) => opts.limit === undefined || index < opts.limit || needed.has(r.inn.toLowerCase()));
  const dcProps = await pool.compute(
    dcRows.map(({ r }) => r.smiles),
    DC_PROPS_OPTS,
  );
  // A few rows come without an InChIKey: compute InChI for those.
  const validKey = (k: string) => /^[A-Z]{14}-[A-Z]{10}-[A-Z]$/.test(k);
  const missing = dcRows.map(({ r }, k) => ({ r, k })).filter(({ r, k }) => dcProps[k] && !validKey(r.inchiKey));
  const missingProps = await pool.compute(
    missing.map(({ r }) => r.smiles),
    { molfile: false, inchi: true },
  );
  const inchiFix = new Map(missing.map(({ k }, i) => [k, missingProps[i]]));
  dcRows.forEach(({ r, index }, k) => {
    const inn = r.inn.toLowerCase();
    const computed = r.smiles ? dcProps[k] : null;
    if (!computed) {
      skipped++;
      return;
    }
    const fromSdf = sdf.get(r.id);
    const fix = inchiFix.get(k);
    const props: ChemProps = {
      ...computed,
      inchi: validKey(r.inchiKey) ? r.inchi || null : (fix?.inchi ?? null),
      inchiKey: validKey(r.inchiKey) ? r.inchiKey : (fix?.inchiKey ?? null),
      molfile: fromSdf?.molfile ?? null,
    };
    const code = `RS-${pad(index + 1, 6)}`;
    const rng = prngFor(code);
    const curated = zh.get(inn);
    const nameZh = curated?.zh ?? null;
    const isHot = hot.has(inn);
    const isNew = rng.chance(0.05);
    const storage = rng.weighted(STORAGE.map((s) => [s, s.weight] as const));
    const category = foodEnv.has(inn)
      ? 'reference-food-env'
      : !isHot && !nameZh && props.molecularWeight < 200 && rng.chance(0.5)
        ? 'reference-chemical'
        : 'reference-drug';
    const createdAt = createdFor(rng, isNew);
    const name = nameZh ?? niceName(r.inn);
    const row = withSearch({
      code,
      nameZh,
      nameEn: niceName(r.inn),
      hasCuratedZh: nameZh !== null,
      synonyms: mergeSynonyms(curated?.aliases ?? [], cleanSynonyms(sdf.get(r.id)?.synonyms ?? [], r.inn), nameZh),
      cas: r.cas,
      ...chemColumns(props, r.smiles),
      kind: 'reference' as const,
      categoryId: cat(category),
      brandId: brand(
        category === 'reference-food-env'
          ? 'QHB'
          : pickBrand(rng, [
              ['RSM', 55],
              ['QHB', 15],
              ['CSS', 10],
              ['CYT', 10],
              ['NAA', 5],
              ['YHC', 5],
            ]),
      ),
      purity: rng.weighted(PURITIES),
      storage: storage.value,
      shipping: storage.shipping,
      hazards: HAZARDS_BY_INN[inn] ?? demoHazards(rng),
      licenceClass: restricted.get(inn) ?? null,
      description: `${name}对照品，可用于药品鉴别、含量测定及有关物质检查等质量控制研究。结构与理化数据来源于DrugCentral（CC BY-SA 4.0）。仅供科研使用。`,
      isHot,
      isNew,
      status: 1,
      source: `drugcentral:${r.id}`,
      createdAt,
      updatedAt: createdAt,
    });
    innToCode.set(inn, code);
    dcCount++;
    drafts.push({ row, props, keys: [`inn:${inn}`], packages: 'standard', coa: isHot || nameZh !== null });
  });
  log(
    `  DrugCentral: ${dcCount} substances (${skipped} skipped: RDKit could not parse the SMILES) in ${((performance.now() - tDc) / 1000).toFixed(1)} s (${pool.workers || 'no'} worker threads)`,
  );

  step('drugcentral');
  /* Lettered pharmacopoeia impurities. */
  for (const [i, imp] of LETTERED_IMPURITIES.entries()) {
    const props = await props1(imp.smiles);
    const code = `IMP-P${pad(i + 1, 5)}`;
    const rng = prngFor(code);
    const createdAt = createdFor(rng, rng.chance(0.3));
    const row = withSearch({
      code,
      nameZh: imp.nameZh,
      nameEn: imp.nameEn,
      hasCuratedZh: true,
      synonyms: [imp.chemNameEn, imp.chemNameZh],
      cas: imp.cas,
      ...chemColumns(props, imp.smiles),
      kind: 'impurity' as const,
      categoryId: cat(imp.category),
      brandId: brand(rng.chance(0.5) ? 'RSM' : 'CSS'),
      purity: '≥98%',
      storage: '2-8℃',
      shipping: '冰袋运输',
      hazards: ['GHS07', 'H302'],
      licenceClass: null,
      description: `${imp.nameZh}（${imp.chemNameZh}，${imp.chemNameEn}），用于${imp.nameZh.replace(/杂质[A-Z]$/, '')}有关物质检查的杂质对照品。仅供科研使用。`,
      isHot: false,
      isNew: false,
      status: 1,
      source: `pharmacopoeia:${imp.key}`,
      createdAt,
      updatedAt: createdAt,
    });
    drafts.push({ row, props, keys: [`imp:${imp.key}`], packages: 'impurity', coa: true });
  }

  step('lettered');
  /* Nitrosamines: records with SMILES, deduplicated by canonical SMILES (codes stable whatever the limit). */
  const seededInns = new Set([...innToCode.keys()]);
  const referencedAliases = new Set(
    [...METHODS.flatMap((m) => m.products), ...STANDARDS.flatMap((s) => s.products)].flatMap((p) =>
      'nitrosamine' in p.ref ? [p.ref.nitrosamine] : [],
    ),
  );
  const seenKeys = new Set<string>();
  let nitroIndex = 0;
  let nitroCount = 0;
  const nitroParents = new Map<string, string[]>(); // product code → parent INNs
  // First pass (cheap): canonical SMILES of every record, for the de-duplication that fixes the codes.
  const withSmiles = nitro.filter((r) => r.smiles);
  const canon = await pool.compute(
    withSmiles.map((r) => r.smiles),
    DC_PROPS_OPTS,
  );
  const picked: { r: NitrosamineRecord; code: string }[] = [];
  for (const [k, r] of withSmiles.entries()) {
    const key = canon[k]?.canonicalSmiles;
    if (!key || seenKeys.has(key)) continue;
    seenKeys.add(key);
    picked.push({ r, code: `IMP-N${pad(++nitroIndex, 5)}` });
  }
  // Second pass: the records seeded, with InChI and molfile.
  const keep = picked.filter(({ r }) => {
    if (opts.limit === undefined) return true;
    const syns = nitrosamineSynonyms(r);
    return (
      syns.some((s) => referencedAliases.has(s) || hasCjk(s)) ||
      r.related_substances.some((s) => seededInns.has(s.toLowerCase()))
    );
  });
  const nitroProps = await pool.compute(
    keep.map(({ r }) => r.smiles),
    PROPS_OPTS,
  );
  for (const [k, { r, code }] of keep.entries()) {
    const props = nitroProps[k];
    if (!props) continue;
    const syns = nitrosamineSynonyms(r);
    const acronyms = syns.filter((s) => referencedAliases.has(s));
    const parents = new Set(r.related_substances.map((s) => s.toLowerCase()).filter((s) => seededInns.has(s)));
    for (const a of acronyms) for (const p of EXTRA_NITROSAMINE_PARENTS[a] ?? []) if (seededInns.has(p)) parents.add(p);
    const zhAlias = syns.find(hasCjk) ?? null;
    const rng = prngFor(code);
    const isNew = rng.chance(0.15);
    const createdAt = createdFor(rng, isNew);
    const nameEn = r.name.replace(/^[a-z]/, (c) => c.toUpperCase());
    const cas = /^\d{2,7}-\d{2}-\d$/.test(r.cas ?? '') ? r.cas : null;
    const row = withSearch({
      code,
      nameZh: zhAlias,
      nameEn,
      hasCuratedZh: zhAlias !== null,
      synonyms: syns.filter((s) => s !== zhAlias),
      cas,
      ...chemColumns(props, r.smiles),
      kind: 'impurity' as const,
      categoryId: cat('impurity-nitrosamine'),
      brandId: brand(rng.chance(0.7) ? 'RSM' : 'CSS'),
      purity: rng.weighted(PURITIES.filter(([p]) => p !== '≥99.5%')),
      storage: '-20℃',
      shipping: '干冰运输',
      hazards: NITROSAMINE_HAZARDS,
      licenceClass: null,
      description: `${zhAlias ?? nameEn}，N-亚硝胺类杂质对照品${r.related_substances.length ? `（相关药物：${r.related_substances.filter((s) => s !== 'Multiple').join('、') || '多种'}）` : ''}。${aiText(r)}数据来源：EMA/FDA/Health Canada/TGA公开表格汇编（Nitrosamine-regulatory-finder），使用前请核对监管机构原始文件。仅供科研使用。`,
      isHot: acronyms.includes('NDMA') || acronyms.includes('NDEA'),
      isNew,
      status: 1,
      source: `nitrosamine:${r.id}`.slice(0, 60),
      createdAt,
      updatedAt: createdAt,
    });
    nitroParents.set(code, [...parents]);
    nitroCount++;
    drafts.push({ row, props, keys: acronyms.map((a) => `nitro:${a}`), packages: 'impurity', coa: true });
  }
  log(`  nitrosamines: ${nitroCount} distinct structures`);

  step('nitrosamines');
  /* Intermediates, QC samples, services. */
  for (const [i, it] of INTERMEDIATES.entries()) {
    const props = await props1(it.smiles);
    const code = `INT-${pad(i + 1, 5)}`;
    const rng = prngFor(code);
    const createdAt = createdFor(rng, rng.chance(0.2));
    drafts.push({
      row: withSearch({
        code,
        nameZh: it.nameZh,
        nameEn: it.nameEn,
        hasCuratedZh: true,
        synonyms: [],
        cas: null,
        ...chemColumns(props, it.smiles),
        kind: 'intermediate' as const,
        categoryId: cat('intermediate'),
        brandId: brand('YHC'),
        purity: '≥97%',
        storage: '室温',
        shipping: '常温运输',
        hazards: ['GHS07', 'H315', 'H319'],
        licenceClass: null,
        description: `${it.nameZh}（${it.nameEn}），${it.note}，支持克级至公斤级供应与定制（演示）。`,
        isHot: false,
        isNew: false,
        status: 1,
        source: 'demo:intermediate',
        createdAt,
        updatedAt: createdAt,
      }),
      props,
      keys: [],
      packages: { values: ['1g', '5g', '25g'] },
      coa: false,
    });
  }
  QC_SAMPLES.forEach((q, i) => {
    const code = `QC-${pad(i + 1, 5)}`;
    const rng = prngFor(code);
    const createdAt = createdFor(rng, rng.chance(0.2));
    drafts.push({
      row: withSearch({
        code,
        nameZh: q.nameZh,
        nameEn: q.nameEn,
        hasCuratedZh: true,
        synonyms: q.standards,
        kind: 'qc' as const,
        // QC solutions and matrices are used within 30 days of opening (the standards ledger's in-use expiry).
        inUseDays: 30,
        categoryId: cat('qc'),
        brandId: brand('NAA'),
        purity: '定值（附不确定度）',
        storage: '2-8℃',
        shipping: '冰袋运输',
        hazards: [],
        licenceClass: null,
        description: `${q.nameZh}，用于实验室内部质量控制与方法验证，附定值证书（演示）。`,
        isHot: false,
        isNew: false,
        status: 1,
        source: 'demo:qc',
        createdAt,
        updatedAt: createdAt,
      }),
      props: null,
      keys: [`qc:${q.nameZh}`],
      packages: { values: q.packages },
      coa: true,
    });
  });
  SERVICES.forEach((s, i) => {
    const code = `SVC-${pad(i + 1, 5)}`;
    const createdAt = daysFromBase(-400 + i);
    drafts.push({
      row: withSearch({
        code,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        hasCuratedZh: true,
        synonyms: [],
        kind: 'custom' as const,
        categoryId: cat(s.category),
        brandId: brand(s.category === 'prep' ? 'CYT' : 'YHC'),
        hazards: [],
        description: s.description,
        isHot: false,
        isNew: false,
        status: 1,
        source: `demo:${s.category}`,
        createdAt,
        updatedAt: createdAt,
      }),
      props: null,
      keys: [],
      packages: 'service',
      coa: false,
    });
  });

  step('others');
  return { drafts, skipped, dcCount, nitroCount, nitroParents };
}
