/**
 * Static demo catalogue data: category tree, fictional brands, curated lists and the few
 * well-known lettered pharmacopoeia impurities. Content (methods, standards, news, help) is in content-data.ts.
 */

export type CategorySeed = { slug: string; name: string; nameEn: string; children?: CategorySeed[] };

/** The main menu's categories (slugs are stable keys used by pages and links). */
export const CATEGORY_TREE: CategorySeed[] = [
  {
    slug: 'reference',
    name: '对照品/标准物质',
    nameEn: 'Reference standards',
    children: [
      { slug: 'reference-chemical', name: '化学对照品', nameEn: 'Chemical reference substances' },
      { slug: 'reference-drug', name: '药品对照品', nameEn: 'Pharmaceutical reference standards' },
      { slug: 'reference-food-env', name: '食品与环境标准物质', nameEn: 'Food and environmental reference materials' },
    ],
  },
  {
    slug: 'impurity',
    name: '药物杂质',
    nameEn: 'Drug impurities',
    children: [
      { slug: 'impurity-nitrosamine', name: '亚硝胺杂质', nameEn: 'Nitrosamine impurities' },
      { slug: 'impurity-related', name: '有关物质杂质', nameEn: 'Related-substance impurities' },
      { slug: 'impurity-degradation', name: '降解杂质', nameEn: 'Degradation impurities' },
    ],
  },
  { slug: 'qc', name: '质控样品', nameEn: 'Quality-control samples' },
  { slug: 'intermediate', name: '中间体合成', nameEn: 'Synthesis intermediates' },
  { slug: 'prep', name: '制备分离', nameEn: 'Preparative separation' },
  { slug: 'custom', name: '定制合成', nameEn: 'Custom synthesis' },
];

export type BrandSeed = {
  code: string;
  name: string;
  nameEn: string;
  country: string;
  city: string;
  description: string;
};

/** Clearly fictional demo brands (no real trademarks). */
export const BRANDS: BrandSeed[] = [
  {
    code: 'RSM',
    name: '标物自营',
    nameEn: 'RefStd Mall Select',
    country: '中国',
    city: '北京',
    description: '商城自营品牌（演示）：药品对照品、杂质对照品与亚硝胺杂质，COA 按批号在线可查。',
  },
  {
    code: 'QHB',
    name: '青禾标准',
    nameEn: 'Qinghe Standards (demo)',
    country: '中国',
    city: '杭州',
    description: '演示品牌：化学对照品与食品、环境标准物质。',
  },
  {
    code: 'YHC',
    name: '远衡化学',
    nameEn: 'Yuanheng Chemical (demo)',
    country: '中国',
    city: '上海',
    description: '演示品牌：中间体与定制合成。',
  },
  {
    code: 'CSS',
    name: '辰石标物',
    nameEn: 'Chenshi Reference (demo)',
    country: '中国',
    city: '苏州',
    description: '演示品牌：杂质对照品与降解产物。',
  },
  {
    code: 'NAA',
    name: '北岸分析',
    nameEn: 'North Shore Analytics (demo)',
    country: '中国',
    city: '广州',
    description: '演示品牌：质控样品与能力验证样品。',
  },
  {
    code: 'CYT',
    name: '澄源科技',
    nameEn: 'Chengyuan Tech (demo)',
    country: '中国',
    city: '深圳',
    description: '演示品牌：制备分离与同位素标记化合物。',
  },
];

/** About 20 famous drugs flagged HOT (INN, lower-case, as in DrugCentral). */
export const HOT_INNS = [
  'paracetamol',
  'ibuprofen',
  'acetylsalicylic acid',
  'metformin',
  'omeprazole',
  'amoxicillin',
  'valsartan',
  'losartan',
  'irbesartan',
  'sitagliptin',
  'atorvastatin',
  'amlodipine',
  'ranitidine',
  'caffeine',
  'levofloxacin',
  'azithromycin',
  'clopidogrel',
  'dexamethasone',
  'nifedipine',
  'rosuvastatin',
];

/** DrugCentral substances listed under 食品与环境标准物质 (vitamins, additives, solvents). */
export const FOOD_ENV_INNS = [
  'ascorbic acid',
  'benzoic acid',
  'levomenthol',
  'nicotine',
  'nicotinamide',
  'riboflavin',
  'thiamine',
  'folic acid',
  'biotin',
  'colecalciferol',
  'retinol',
  'citric acid',
  'glycine',
  'glucose',
  'sucrose',
  'acetic acid',
  'ethanol',
  'lactic acid',
  'thymol',
  'pyridoxine',
  'ergocalciferol',
  'calcium pantothenate',
  'inositol',
  'levocarnitine',
  'taurine',
  'choline',
  'phenol',
];

/** Known hazards of a few substances (others get deterministic demo hazards). */
export const HAZARDS_BY_INN: Record<string, string[]> = {
  ethanol: ['GHS02', 'GHS07', 'H225', 'H319'],
  phenol: ['GHS05', 'GHS06', 'GHS08', 'H301', 'H311', 'H314', 'H331', 'H341', 'H373'],
  'acetic acid': ['GHS02', 'GHS05', 'H226', 'H314'],
  nicotine: ['GHS06', 'GHS09', 'H301', 'H310', 'H330', 'H411'],
  paracetamol: ['GHS07', 'H302'],
  'acetylsalicylic acid': ['GHS07', 'H302'],
};
export const NITROSAMINE_HAZARDS = ['GHS06', 'GHS08', 'H301', 'H350'];

/** Chinese GHS hazard statements used by the demo MSDS. */
export const H_TEXT: Record<string, string> = {
  H225: '高度易燃液体和蒸气',
  H226: '易燃液体和蒸气',
  H301: '吞咽会中毒',
  H302: '吞咽有害',
  H310: '皮肤接触致命',
  H311: '皮肤接触会中毒',
  H314: '造成严重皮肤灼伤和眼损伤',
  H315: '造成皮肤刺激',
  H317: '可能导致皮肤过敏反应',
  H319: '造成严重眼刺激',
  H330: '吸入致命',
  H331: '吸入会中毒',
  H335: '可能引起呼吸道刺激',
  H341: '怀疑会导致遗传性缺陷',
  H350: '可能致癌',
  H361: '怀疑对生育能力或胎儿造成伤害',
  H373: '长期或反复接触可能对器官造成损害',
  H411: '对水生生物有毒并具有长期持续影响',
};
export const GHS_TEXT: Record<string, string> = {
  GHS02: '易燃',
  GHS05: '腐蚀',
  GHS06: '急性毒性',
  GHS07: '感叹号（有害/刺激）',
  GHS08: '健康危害',
  GHS09: '环境危害',
};

/**
 * Well-known lettered pharmacopoeia impurities (Ph. Eur. letters). Kept few, facts only.
 * key: used by methods to reference them.
 */
export type LetteredImpurity = {
  key: string;
  parentInn: string;
  letter: string;
  nameEn: string;
  nameZh: string;
  chemNameEn: string;
  chemNameZh: string;
  smiles: string;
  cas: string;
  category: 'impurity-related' | 'impurity-degradation';
};
export const LETTERED_IMPURITIES: LetteredImpurity[] = [
  {
    key: 'paracetamol-K',
    parentInn: 'paracetamol',
    letter: 'K',
    nameEn: 'Paracetamol Impurity K',
    nameZh: '对乙酰氨基酚杂质K',
    chemNameEn: '4-Aminophenol',
    chemNameZh: '对氨基酚',
    smiles: 'Nc1ccc(O)cc1',
    cas: '123-30-8',
    category: 'impurity-degradation',
  },
  {
    key: 'paracetamol-J',
    parentInn: 'paracetamol',
    letter: 'J',
    nameEn: 'Paracetamol Impurity J',
    nameZh: '对乙酰氨基酚杂质J',
    chemNameEn: "4'-Chloroacetanilide",
    chemNameZh: '对氯苯乙酰胺',
    smiles: 'CC(=O)Nc1ccc(Cl)cc1',
    cas: '539-03-7',
    category: 'impurity-related',
  },
  {
    key: 'paracetamol-F',
    parentInn: 'paracetamol',
    letter: 'F',
    nameEn: 'Paracetamol Impurity F',
    nameZh: '对乙酰氨基酚杂质F',
    chemNameEn: '4-Nitrophenol',
    chemNameZh: '对硝基苯酚',
    smiles: 'O=[N+]([O-])c1ccc(O)cc1',
    cas: '100-02-7',
    category: 'impurity-related',
  },
  {
    key: 'ibuprofen-E',
    parentInn: 'ibuprofen',
    letter: 'E',
    nameEn: 'Ibuprofen Impurity E',
    nameZh: '布洛芬杂质E',
    chemNameEn: "4'-Isobutylacetophenone",
    chemNameZh: '4-异丁基苯乙酮',
    smiles: 'CC(C)Cc1ccc(C(C)=O)cc1',
    cas: '38861-78-8',
    category: 'impurity-related',
  },
  {
    key: 'aspirin-C',
    parentInn: 'acetylsalicylic acid',
    letter: 'C',
    nameEn: 'Acetylsalicylic Acid Impurity C',
    nameZh: '阿司匹林杂质C',
    chemNameEn: 'Salicylic acid',
    chemNameZh: '水杨酸',
    smiles: 'O=C(O)c1ccccc1O',
    cas: '69-72-7',
    category: 'impurity-degradation',
  },
  {
    key: 'metformin-A',
    parentInn: 'metformin',
    letter: 'A',
    nameEn: 'Metformin Hydrochloride Impurity A',
    nameZh: '盐酸二甲双胍杂质A',
    chemNameEn: 'Cyanoguanidine (dicyandiamide)',
    chemNameZh: '双氰胺',
    smiles: 'N=C(N)NC#N',
    cas: '461-58-5',
    category: 'impurity-related',
  },
];

/** Synthesis building blocks (systematic names; CAS left out where not certain). */
export const INTERMEDIATES: { nameEn: string; nameZh: string; smiles: string; note: string }[] = [
  { nameEn: '4-Bromobenzaldehyde', nameZh: '4-溴苯甲醛', smiles: 'O=Cc1ccc(Br)cc1', note: '芳醛砌块' },
  { nameEn: 'Methyl 4-aminobenzoate', nameZh: '4-氨基苯甲酸甲酯', smiles: 'COC(=O)c1ccc(N)cc1', note: '芳胺砌块' },
  { nameEn: '2-Amino-5-chloropyridine', nameZh: '2-氨基-5-氯吡啶', smiles: 'Nc1ccc(Cl)cn1', note: '杂环砌块' },
  { nameEn: '4-Fluorophenylboronic acid', nameZh: '4-氟苯硼酸', smiles: 'OB(O)c1ccc(F)cc1', note: 'Suzuki偶联试剂' },
  {
    nameEn: 'tert-Butyl piperazine-1-carboxylate',
    nameZh: '1-Boc-哌嗪',
    smiles: 'CC(C)(C)OC(=O)N1CCNCC1',
    note: '保护胺砌块',
  },
  { nameEn: '5-Bromo-2-methoxypyridine', nameZh: '5-溴-2-甲氧基吡啶', smiles: 'COc1ccc(Br)cn1', note: '杂环砌块' },
  { nameEn: 'Ethyl 4-chloroacetoacetate', nameZh: '4-氯乙酰乙酸乙酯', smiles: 'CCOC(=O)CC(=O)CCl', note: '酮酯砌块' },
  {
    nameEn: '1-(2,3-Dichlorophenyl)piperazine',
    nameZh: '1-(2,3-二氯苯基)哌嗪',
    smiles: 'Clc1cccc(N2CCNCC2)c1Cl',
    note: '阿立哌唑中间体',
  },
  {
    nameEn: '2-Butyl-4-chloro-1H-imidazole-5-carbaldehyde',
    nameZh: '2-丁基-4-氯-5-甲酰基咪唑',
    smiles: 'CCCCc1nc(Cl)c(C=O)[nH]1',
    note: '氯沙坦中间体',
  },
  {
    nameEn: "4'-Methylbiphenyl-2-carbonitrile",
    nameZh: "4'-甲基联苯-2-甲腈",
    smiles: 'Cc1ccc(-c2ccccc2C#N)cc1',
    note: '沙坦类中间体',
  },
  { nameEn: '(S)-3-Hydroxytetrahydrofuran', nameZh: '(S)-3-羟基四氢呋喃', smiles: 'O[C@H]1CCOC1', note: '手性砌块' },
  { nameEn: '4-(Chloromethyl)benzonitrile', nameZh: '4-氯甲基苯甲腈', smiles: 'N#Cc1ccc(CCl)cc1', note: '苄基化试剂' },
];

/** Quality-control samples (no single structure). `standards`: standard codes they serve. */
export const QC_SAMPLES: { nameZh: string; nameEn: string; packages: string[]; standards: string[] }[] = [
  {
    nameZh: '水质 氨氮质控样品',
    nameEn: 'Water quality: ammonia nitrogen QC sample',
    packages: ['20ml', '50ml'],
    standards: ['HJ 535-2009'],
  },
  {
    nameZh: '水质 化学需氧量(COD)质控样品',
    nameEn: 'Water quality: COD QC sample',
    packages: ['20ml', '50ml'],
    standards: ['HJ 828-2017'],
  },
  {
    nameZh: '生活饮用水 多元素混合质控样品',
    nameEn: 'Drinking water: multi-element QC sample',
    packages: ['50ml', '100ml'],
    standards: ['GB 5749-2022'],
  },
  {
    nameZh: '食品 水分测定质控样品（奶粉基质）',
    nameEn: 'Food: moisture QC sample (milk powder matrix)',
    packages: ['10g', '25g'],
    standards: ['GB 5009.3-2016'],
  },
  {
    nameZh: '食品 灰分测定质控样品（面粉基质）',
    nameEn: 'Food: ash QC sample (flour matrix)',
    packages: ['10g', '25g'],
    standards: ['GB 5009.4-2016'],
  },
  {
    nameZh: '食品 蛋白质测定质控样品（大豆粉基质）',
    nameEn: 'Food: protein QC sample (soy flour matrix)',
    packages: ['10g', '25g'],
    standards: ['GB 5009.5-2016'],
  },
  {
    nameZh: '蔬菜 农药残留质控样品（有机磷类）',
    nameEn: 'Vegetables: organophosphorus pesticide residue QC sample',
    packages: ['1ml', '5ml'],
    standards: ['GB 2763-2021'],
  },
  {
    nameZh: '大米 重金属（铅、镉）质控样品',
    nameEn: 'Rice: lead and cadmium QC sample',
    packages: ['10g', '25g'],
    standards: ['GB 2762-2022'],
  },
  {
    nameZh: '亚硝胺杂质混合质控溶液（NDMA/NDEA）',
    nameEn: 'Nitrosamine mix QC solution (NDMA/NDEA)',
    packages: ['1ml', '2ml'],
    standards: ['T/DEMO 001-2026'],
  },
  {
    nameZh: '药品 溶出度系统适用性质控样品',
    nameEn: 'Dissolution system suitability QC sample',
    packages: ['1支', '5支'],
    standards: [],
  },
];

/** Services sold as catalogue entries (priced on request). */
export const SERVICES: { category: 'prep' | 'custom'; nameZh: string; nameEn: string; description: string }[] = [
  {
    category: 'prep',
    nameZh: '制备液相纯化服务（mg级）',
    nameEn: 'Preparative HPLC purification (mg scale)',
    description: '按样品量与纯度要求报价，交付纯化产物与色谱图（演示）。',
  },
  {
    category: 'prep',
    nameZh: '手性拆分制备服务',
    nameEn: 'Chiral resolution service',
    description: '手性柱筛选与制备拆分，提供ee值报告（演示）。',
  },
  {
    category: 'prep',
    nameZh: '杂质富集与分离服务',
    nameEn: 'Impurity enrichment and isolation',
    description: '从强降解或母液中富集目标杂质并完成结构确证（演示）。',
  },
  {
    category: 'prep',
    nameZh: 'SFC超临界流体色谱制备',
    nameEn: 'Preparative SFC',
    description: '适用于热不稳定与手性化合物的绿色制备（演示）。',
  },
  {
    category: 'custom',
    nameZh: '杂质对照品定制合成（含结构确证）',
    nameEn: 'Custom synthesis of impurity standards',
    description: '提供1H-NMR、MS、HPLC纯度与COA（演示）。',
  },
  {
    category: 'custom',
    nameZh: '同位素标记化合物定制（D/13C/15N）',
    nameEn: 'Custom isotope-labelled compounds',
    description: '氘代、13C、15N标记内标的定制合成（演示）。',
  },
  {
    category: 'custom',
    nameZh: '药物代谢物定制合成',
    nameEn: 'Custom synthesis of drug metabolites',
    description: '按文献或客户提供的代谢途径合成代谢物（演示）。',
  },
  {
    category: 'custom',
    nameZh: '亚硝胺杂质定制合成',
    nameEn: 'Custom synthesis of nitrosamine impurities',
    description: '按EMA/FDA公布结构定制，附风险评估资料（演示）。',
  },
];

/** Packages of reference standards and impurities, smallest first, with price factors. */
export const PACKAGES: { value: string; factor: number }[] = [
  { value: '10mg', factor: 1 },
  { value: '25mg', factor: 2 },
  { value: '50mg', factor: 3.5 },
  { value: '100mg', factor: 6 },
  { value: '1g', factor: 12 },
];

/** Free-text "no price" values used for ~8 % of SKUs (spec §5). */
export const NO_PRICE_TEXTS = ['0', '?', '0.00'] as const;

export const STORAGE: { value: string; shipping: string; weight: number }[] = [
  { value: '2-8℃', shipping: '冰袋运输', weight: 50 },
  { value: '-20℃', shipping: '干冰运输', weight: 20 },
  { value: '室温', shipping: '常温运输', weight: 30 },
];

export const PURITIES: [string, number][] = [
  ['≥98%', 40],
  ['≥99%', 30],
  ['≥99.5%', 10],
  ['≥95%', 15],
  ['≥97%', 5],
];
