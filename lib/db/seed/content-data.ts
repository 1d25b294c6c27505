/**
 * Demo content: pharmacopoeia methods, regulatory standards, news, help tree, banners.
 * Everything here is demo text (isDemo = true) and says so (演示); it is not pharmacopoeia text.
 */
import { LANGUAGE_SITES } from '../../config/constants';

/** A product a method or standard needs: a DrugCentral substance (INN), a lettered impurity, or a nitrosamine (alias). */
export type ProductRef = { inn: string } | { impurity: string } | { nitrosamine: string } | { qc: string };
export type RoleRef = { ref: ProductRef; role: string };

export const METHOD_TYPES = ['中国药典', '美国药典USP', '欧洲药典EP', '日本药典JP'] as const;
export type MethodTypeName = (typeof METHOD_TYPES)[number];

export const METHOD_SOURCES: Record<MethodTypeName, string> = {
  中国药典: '中国药典2025年版二部（演示）',
  美国药典USP: 'USP-NF 2025（演示）',
  欧洲药典EP: '欧洲药典（Ph. Eur.）第11版（演示）',
  日本药典JP: '日本药典（JP）第十八版（演示）',
};

export type MethodSeed = {
  api: string;
  apiEn: string;
  type: MethodTypeName;
  title: string;
  testItem: string;
  series: string;
  conditions: {
    column: string;
    mobilePhase: string;
    flow: string;
    detection: string;
    temperature: string;
    injection: string;
  };
  procedure: string;
  products: RoleRef[];
};

const DEMO_NOTE =
  '<p class="demo-note"><strong>演示内容：</strong>以下色谱条件与操作步骤为演示数据，并非药典原文，不得用于检验放行；请以现行版药典为准。</p>';

/** HTML of a method: demo note, chromatographic conditions table, procedure, required standards. */
export function methodHtml(m: MethodSeed, productNames: string[]): string {
  const c = m.conditions;
  const rows: [string, string][] = [
    ['色谱柱', c.column],
    ['流动相', c.mobilePhase],
    ['流速', c.flow],
    ['检测波长', c.detection],
    ['柱温', c.temperature],
    ['进样体积', c.injection],
  ];
  return [
    DEMO_NOTE,
    `<h3>${m.title}</h3>`,
    `<p>来源：${METHOD_SOURCES[m.type]}；检验项目：${m.testItem}。</p>`,
    '<h4>色谱条件</h4>',
    '<table><tbody>' + rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('') + '</tbody></table>',
    '<h4>测定法</h4>',
    `<p>${m.procedure}</p>`,
    '<h4>所需对照品</h4>',
    '<ul>' + productNames.map((n) => `<li>${n}</li>`).join('') + '</ul>',
  ].join('\n');
}

const HPLC_C18 = 'C18（250 mm × 4.6 mm，5 μm）';

export const METHODS: MethodSeed[] = [
  {
    api: '对乙酰氨基酚',
    apiEn: 'Paracetamol',
    type: '中国药典',
    title: '对乙酰氨基酚 有关物质检查',
    testItem: '有关物质',
    series: '解热镇痛类',
    conditions: {
      column: HPLC_C18,
      mobilePhase: '磷酸盐缓冲液（pH 4.5）-甲醇（90:10）',
      flow: '1.0 ml/min',
      detection: '245 nm',
      temperature: '40℃',
      injection: '20 μl',
    },
    procedure:
      '取本品适量，加流动相溶解并稀释制成每1 ml中约含20 mg的溶液，作为供试品溶液；另取对氨基酚对照品与对氯苯乙酰胺对照品适量制成对照溶液。按外标法以峰面积计算（演示）。',
    products: [
      { ref: { inn: 'paracetamol' }, role: '对照品' },
      { ref: { impurity: 'paracetamol-K' }, role: '杂质K' },
      { ref: { impurity: 'paracetamol-J' }, role: '杂质J' },
      { ref: { impurity: 'paracetamol-F' }, role: '杂质F' },
    ],
  },
  {
    api: '对乙酰氨基酚',
    apiEn: 'Paracetamol',
    type: '中国药典',
    title: '对乙酰氨基酚 含量测定',
    testItem: '含量测定',
    series: '解热镇痛类',
    conditions: {
      column: '—（紫外-可见分光光度法）',
      mobilePhase: '0.4%氢氧化钠溶液',
      flow: '—',
      detection: '257 nm',
      temperature: '室温',
      injection: '—',
    },
    procedure: '取本品约40 mg，精密称定，置250 ml量瓶中，加0.4%氢氧化钠溶液溶解并稀释，按吸收系数法计算含量（演示）。',
    products: [{ ref: { inn: 'paracetamol' }, role: '对照品' }],
  },
  {
    api: '对乙酰氨基酚',
    apiEn: 'Paracetamol',
    type: '欧洲药典EP',
    title: '对乙酰氨基酚 有关物质检查（欧洲药典）',
    testItem: '有关物质',
    series: '解热镇痛类',
    conditions: {
      column: '辛基硅烷键合硅胶（250 mm × 4.6 mm，5 μm）',
      mobilePhase: '磷酸盐缓冲液-甲醇（梯度洗脱）',
      flow: '1.5 ml/min',
      detection: '245 nm',
      temperature: '35℃',
      injection: '20 μl',
    },
    procedure: '用对乙酰氨基酚杂质K与杂质J对照品配制对照溶液，以两峰之间的分离度判定系统适用性（演示）。',
    products: [
      { ref: { inn: 'paracetamol' }, role: '对照品' },
      { ref: { impurity: 'paracetamol-K' }, role: '杂质K' },
      { ref: { impurity: 'paracetamol-J' }, role: '杂质J' },
    ],
  },
  {
    api: '布洛芬',
    apiEn: 'Ibuprofen',
    type: '欧洲药典EP',
    title: '布洛芬 有关物质检查',
    testItem: '有关物质',
    series: '解热镇痛类',
    conditions: {
      column: HPLC_C18,
      mobilePhase: '0.5%磷酸溶液-乙腈（梯度）',
      flow: '2.0 ml/min',
      detection: '214 nm',
      temperature: '30℃',
      injection: '20 μl',
    },
    procedure:
      '以布洛芬杂质E（4-异丁基苯乙酮）对照品定位并计算，系统适用性溶液中主峰与杂质峰分离度应符合要求（演示）。',
    products: [
      { ref: { inn: 'ibuprofen' }, role: '对照品' },
      { ref: { impurity: 'ibuprofen-E' }, role: '杂质E' },
    ],
  },
  {
    api: '布洛芬',
    apiEn: 'Ibuprofen',
    type: '美国药典USP',
    title: '布洛芬 含量测定',
    testItem: '含量测定',
    series: '解热镇痛类',
    conditions: {
      column: 'L1（150 mm × 4.6 mm，5 μm）',
      mobilePhase: '氯乙酸缓冲液-乙腈（40:60）',
      flow: '2.0 ml/min',
      detection: '254 nm',
      temperature: '30℃',
      injection: '5 μl',
    },
    procedure: '对照品溶液与供试品溶液分别进样，按外标法计算布洛芬含量（演示）。',
    products: [{ ref: { inn: 'ibuprofen' }, role: '对照品' }],
  },
  {
    api: '阿司匹林',
    apiEn: 'Acetylsalicylic Acid',
    type: '中国药典',
    title: '阿司匹林 游离水杨酸检查',
    testItem: '游离水杨酸',
    series: '解热镇痛类',
    conditions: {
      column: HPLC_C18,
      mobilePhase: '乙腈-四氢呋喃-冰醋酸-水（20:5:5:70）',
      flow: '1.0 ml/min',
      detection: '303 nm',
      temperature: '室温',
      injection: '10 μl',
    },
    procedure: '供试品溶液临用新制；以水杨酸对照品制备对照品溶液，按外标法以峰面积计算游离水杨酸（演示）。',
    products: [
      { ref: { inn: 'acetylsalicylic acid' }, role: '对照品' },
      { ref: { impurity: 'aspirin-C' }, role: '杂质C（水杨酸）' },
    ],
  },
  {
    api: '盐酸二甲双胍',
    apiEn: 'Metformin Hydrochloride',
    type: '中国药典',
    title: '盐酸二甲双胍 有关物质检查',
    testItem: '有关物质',
    series: '降糖类',
    conditions: {
      column: '强阳离子交换色谱柱（250 mm × 4.6 mm）',
      mobilePhase: '磷酸二氢铵溶液（pH 3.0）',
      flow: '1.0 ml/min',
      detection: '218 nm',
      temperature: '30℃',
      injection: '20 μl',
    },
    procedure: '以双氰胺（杂质A）对照品定位，按外标法计算；其他单个杂质按主成分自身对照法计算（演示）。',
    products: [
      { ref: { inn: 'metformin' }, role: '对照品' },
      { ref: { impurity: 'metformin-A' }, role: '杂质A' },
    ],
  },
  {
    api: '盐酸二甲双胍',
    apiEn: 'Metformin Hydrochloride',
    type: '美国药典USP',
    title: '盐酸二甲双胍 N-亚硝基二甲胺（NDMA）检查',
    testItem: '亚硝胺杂质',
    series: '亚硝胺杂质',
    conditions: {
      column: 'C18（150 mm × 3.0 mm，3 μm）',
      mobilePhase: '0.1%甲酸水溶液-0.1%甲酸甲醇（梯度）',
      flow: '0.5 ml/min',
      detection: 'LC-MS/MS，MRM 75→43',
      temperature: '40℃',
      injection: '10 μl',
    },
    procedure: '以NDMA对照品配制标准曲线（1–50 ng/ml），供试品经水提取、离心过滤后测定（演示）。',
    products: [
      { ref: { inn: 'metformin' }, role: '对照品' },
      { ref: { nitrosamine: 'NDMA' }, role: 'N-亚硝基二甲胺（NDMA）' },
    ],
  },
  {
    api: '缬沙坦',
    apiEn: 'Valsartan',
    type: '中国药典',
    title: '缬沙坦 N-亚硝胺类杂质检查',
    testItem: '亚硝胺杂质',
    series: '沙坦类',
    conditions: {
      column: 'DB-WAX（30 m × 0.25 mm，0.5 μm）',
      mobilePhase: '载气：氦气',
      flow: '1.0 ml/min',
      detection: 'GC-MS/MS',
      temperature: '程序升温 40℃→240℃',
      injection: '2 μl',
    },
    procedure: '以NDMA、NDEA对照品配制混合对照溶液，内标法定量（演示）。',
    products: [
      { ref: { inn: 'valsartan' }, role: '对照品' },
      { ref: { nitrosamine: 'NDMA' }, role: 'N-亚硝基二甲胺（NDMA）' },
      { ref: { nitrosamine: 'NDEA' }, role: 'N-亚硝基二乙胺（NDEA）' },
    ],
  },
  {
    api: '氯沙坦钾',
    apiEn: 'Losartan Potassium',
    type: '美国药典USP',
    title: '氯沙坦钾 亚硝胺杂质检查（NDMA/NDEA/NMBA）',
    testItem: '亚硝胺杂质',
    series: '沙坦类',
    conditions: {
      column: 'C18（100 mm × 3.0 mm，1.8 μm）',
      mobilePhase: '0.1%甲酸水溶液-甲醇（梯度）',
      flow: '0.4 ml/min',
      detection: 'LC-HRMS',
      temperature: '40℃',
      injection: '5 μl',
    },
    procedure: '采用高分辨质谱同时测定NDMA、NDEA和NMBA，外标法定量（演示）。',
    products: [
      { ref: { inn: 'losartan' }, role: '对照品' },
      { ref: { nitrosamine: 'NDMA' }, role: 'N-亚硝基二甲胺（NDMA）' },
      { ref: { nitrosamine: 'NDEA' }, role: 'N-亚硝基二乙胺（NDEA）' },
      { ref: { nitrosamine: 'NMBA' }, role: 'NMBA' },
    ],
  },
  {
    api: '厄贝沙坦',
    apiEn: 'Irbesartan',
    type: '欧洲药典EP',
    title: '厄贝沙坦 有关物质与NDEA检查',
    testItem: '有关物质',
    series: '沙坦类',
    conditions: {
      column: HPLC_C18,
      mobilePhase: '磷酸盐缓冲液（pH 3.2）-乙腈（梯度）',
      flow: '1.0 ml/min',
      detection: '220 nm；NDEA：LC-MS/MS',
      temperature: '30℃',
      injection: '10 μl',
    },
    procedure: '有关物质按主成分自身对照法计算；NDEA另以LC-MS/MS测定（演示）。',
    products: [
      { ref: { inn: 'irbesartan' }, role: '对照品' },
      { ref: { nitrosamine: 'NDEA' }, role: 'N-亚硝基二乙胺（NDEA）' },
    ],
  },
  {
    api: '磷酸西格列汀',
    apiEn: 'Sitagliptin Phosphate',
    type: '美国药典USP',
    title: '磷酸西格列汀 NTTP检查',
    testItem: '亚硝胺杂质',
    series: '亚硝胺杂质',
    conditions: {
      column: 'C18（150 mm × 2.1 mm，1.7 μm）',
      mobilePhase: '0.1%甲酸水溶液-乙腈（梯度）',
      flow: '0.3 ml/min',
      detection: 'LC-MS/MS',
      temperature: '40℃',
      injection: '5 μl',
    },
    procedure: '以NTTP（7-亚硝基-3-(三氟甲基)-5,6,7,8-四氢-[1,2,4]三唑并[4,3-a]吡嗪）对照品外标法定量（演示）。',
    products: [
      { ref: { inn: 'sitagliptin' }, role: '对照品' },
      { ref: { nitrosamine: 'NTTP' }, role: 'NTTP' },
    ],
  },
  {
    api: '奥美拉唑',
    apiEn: 'Omeprazole',
    type: '日本药典JP',
    title: '奥美拉唑 有关物质检查',
    testItem: '有关物质',
    series: '质子泵抑制剂',
    conditions: {
      column: 'C8（150 mm × 4.6 mm，5 μm）',
      mobilePhase: '磷酸盐缓冲液（pH 7.6）-乙腈（73:27）',
      flow: '1.0 ml/min',
      detection: '280 nm',
      temperature: '25℃',
      injection: '10 μl',
    },
    procedure: '供试品溶液避光临用新制，按主成分自身对照法计算各杂质（演示）。',
    products: [{ ref: { inn: 'omeprazole' }, role: '对照品' }],
  },
  {
    api: '盐酸雷尼替丁',
    apiEn: 'Ranitidine Hydrochloride',
    type: '日本药典JP',
    title: '盐酸雷尼替丁 NDMA检查',
    testItem: '亚硝胺杂质',
    series: '亚硝胺杂质',
    conditions: {
      column: 'C18（150 mm × 3.0 mm，3 μm）',
      mobilePhase: '0.1%甲酸水溶液-甲醇（梯度）',
      flow: '0.5 ml/min',
      detection: 'LC-MS/MS',
      temperature: '40℃',
      injection: '10 μl',
    },
    procedure: '供试品低温制备，避免分析过程中生成NDMA；外标法定量（演示）。',
    products: [
      { ref: { inn: 'ranitidine' }, role: '对照品' },
      { ref: { nitrosamine: 'NDMA' }, role: 'N-亚硝基二甲胺（NDMA）' },
    ],
  },
];

/** Well-known nitrosamine findings (2018–2020 sartan, ranitidine and metformin cases): extra impurity links. */
export const EXTRA_NITROSAMINE_PARENTS: Record<string, string[]> = {
  NDMA: ['valsartan', 'losartan', 'ranitidine', 'metformin'],
  NDEA: ['valsartan', 'losartan', 'irbesartan'],
  NMBA: ['losartan'],
};

export type StandardSeed = {
  standardCode: string;
  title: string;
  titleEn?: string;
  issuer: string;
  category: string;
  issuedOn: string | null;
  effectiveOn: string | null;
  status: '现行' | '即将实施' | '废止';
  replacedBy?: string;
  summary: string;
  products: RoleRef[];
};

export const STANDARDS: StandardSeed[] = [
  {
    standardCode: 'GB 5009.3-2016',
    title: '食品安全国家标准 食品中水分的测定',
    titleEn: 'Determination of moisture in foods',
    issuer: '国家卫生和计划生育委员会',
    category: '食品',
    issuedOn: '2016-08-31',
    effectiveOn: '2017-03-01',
    status: '现行',
    summary: '规定了直接干燥法、减压干燥法、蒸馏法和卡尔·费休法测定食品中水分的方法。',
    products: [{ ref: { qc: '食品 水分测定质控样品（奶粉基质）' }, role: '质控样品' }],
  },
  {
    standardCode: 'GB 5009.4-2016',
    title: '食品安全国家标准 食品中灰分的测定',
    issuer: '国家卫生和计划生育委员会',
    category: '食品',
    issuedOn: '2016-08-31',
    effectiveOn: '2017-03-01',
    status: '现行',
    summary: '规定了食品中灰分（总灰分、水溶性灰分、酸不溶性灰分）的测定方法。',
    products: [{ ref: { qc: '食品 灰分测定质控样品（面粉基质）' }, role: '质控样品' }],
  },
  {
    standardCode: 'GB 5009.5-2016',
    title: '食品安全国家标准 食品中蛋白质的测定',
    issuer: '国家卫生和计划生育委员会',
    category: '食品',
    issuedOn: '2016-08-31',
    effectiveOn: '2017-03-01',
    status: '现行',
    summary: '规定了凯氏定氮法、分光光度法和燃烧法测定食品中蛋白质的方法。',
    products: [
      { ref: { qc: '食品 蛋白质测定质控样品（大豆粉基质）' }, role: '质控样品' },
      { ref: { inn: 'glycine' }, role: '标准物质' },
    ],
  },
  {
    standardCode: 'GB 2763-2021',
    title: '食品安全国家标准 食品中农药最大残留限量',
    issuer: '国家卫生健康委员会、农业农村部、国家市场监督管理总局',
    category: '食品',
    issuedOn: '2021-03-03',
    effectiveOn: '2021-09-03',
    status: '现行',
    summary: '规定了食品中农药的最大残留限量及配套检测方法。',
    products: [{ ref: { qc: '蔬菜 农药残留质控样品（有机磷类）' }, role: '质控样品' }],
  },
  {
    standardCode: 'GB 2762-2022',
    title: '食品安全国家标准 食品中污染物限量',
    issuer: '国家卫生健康委员会、国家市场监督管理总局',
    category: '食品',
    issuedOn: '2022-06-30',
    effectiveOn: '2023-06-30',
    status: '现行',
    summary: '规定了食品中铅、镉、汞、砷、锡、镍、铬、亚硝酸盐、硝酸盐、苯并[a]芘、N-二甲基亚硝胺等污染物的限量。',
    products: [
      { ref: { qc: '大米 重金属（铅、镉）质控样品' }, role: '质控样品' },
      { ref: { nitrosamine: 'NDMA' }, role: 'N-二甲基亚硝胺' },
    ],
  },
  {
    standardCode: 'GB 2762-2017',
    title: '食品安全国家标准 食品中污染物限量',
    issuer: '国家卫生和计划生育委员会、国家食品药品监督管理总局',
    category: '食品',
    issuedOn: '2017-03-17',
    effectiveOn: '2017-09-17',
    status: '废止',
    replacedBy: 'GB 2762-2022',
    summary: '已被 GB 2762-2022 代替。',
    products: [],
  },
  {
    standardCode: 'GB 5749-2022',
    title: '生活饮用水卫生标准',
    issuer: '国家市场监督管理总局、国家标准化管理委员会',
    category: '水质',
    issuedOn: '2022-03-15',
    effectiveOn: '2023-04-01',
    status: '现行',
    summary: '规定了生活饮用水水质要求、生活饮用水水源水质要求、集中式供水单位卫生要求等。',
    products: [{ ref: { qc: '生活饮用水 多元素混合质控样品' }, role: '质控样品' }],
  },
  {
    standardCode: 'GB 5749-2006',
    title: '生活饮用水卫生标准',
    issuer: '中华人民共和国卫生部、国家标准化管理委员会',
    category: '水质',
    issuedOn: '2006-12-29',
    effectiveOn: '2007-07-01',
    status: '废止',
    replacedBy: 'GB 5749-2022',
    summary: '已被 GB 5749-2022 代替。',
    products: [],
  },
  {
    standardCode: 'HJ 535-2009',
    title: '水质 氨氮的测定 纳氏试剂分光光度法',
    issuer: '环境保护部',
    category: '环境',
    issuedOn: '2009-12-31',
    effectiveOn: '2010-04-01',
    status: '现行',
    summary: '规定了测定水中氨氮的纳氏试剂分光光度法。',
    products: [{ ref: { qc: '水质 氨氮质控样品' }, role: '质控样品' }],
  },
  {
    standardCode: 'HJ 828-2017',
    title: '水质 化学需氧量的测定 重铬酸盐法',
    issuer: '环境保护部',
    category: '环境',
    issuedOn: '2017-03-30',
    effectiveOn: '2017-05-01',
    status: '现行',
    summary: '规定了测定水中化学需氧量的重铬酸盐法。',
    products: [{ ref: { qc: '水质 化学需氧量(COD)质控样品' }, role: '质控样品' }],
  },
  {
    standardCode: 'T/DEMO 001-2026',
    title: '化学药品中N-亚硝胺杂质检测通则（演示标准）',
    issuer: '演示标准化协会（虚构）',
    category: '药品',
    issuedOn: '2025-12-01',
    effectiveOn: '2026-07-01',
    status: '即将实施',
    summary: '虚构的演示团体标准，用于展示“即将实施”状态：规定了化学药品中常见N-亚硝胺杂质的筛查与定量要求。',
    products: [
      { ref: { nitrosamine: 'NDMA' }, role: 'NDMA' },
      { ref: { nitrosamine: 'NDEA' }, role: 'NDEA' },
      { ref: { nitrosamine: 'NMBA' }, role: 'NMBA' },
      { ref: { qc: '亚硝胺杂质混合质控溶液（NDMA/NDEA）' }, role: '质控样品' },
    ],
  },
];

export function standardHtml(s: StandardSeed): string {
  return [
    '<p class="demo-note"><strong>演示内容：</strong>本页为演示摘要，不是标准全文；请以发布机构的正式文本为准。</p>',
    `<h3>${s.standardCode} ${s.title}</h3>`,
    `<p>${s.summary}</p>`,
    `<p>发布单位：${s.issuer}</p>`,
    s.replacedBy ? `<p>代替标准：${s.replacedBy}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const NEWS_CATEGORIES = ['行业资讯', '公司新闻', '法规动态'] as const;

export type NewsSeed = {
  category: (typeof NEWS_CATEGORIES)[number];
  title: string;
  summary: string;
  paragraphs: string[];
  isTop?: boolean;
};

export const NEWS: NewsSeed[] = [
  {
    category: '行业资讯',
    title: '亚硝胺杂质控制：企业应关注的五个要点（演示）',
    summary: '从风险评估、检测方法到可接受摄入量，梳理亚硝胺杂质控制的关键环节。',
    paragraphs: [
      '自2018年沙坦类药物中检出N-亚硝基二甲胺（NDMA）以来，亚硝胺杂质成为全球药品监管关注的重点。',
      '企业应首先开展风险评估，识别原料、工艺、包材中可能生成亚硝胺的环节；其次建立灵敏度足够的检测方法，通常需要LC-MS/MS或GC-MS/MS。',
      '对照品的选择直接影响定量结果：应选用结构确证充分、附批次COA的亚硝胺对照品，并关注其稳定性与储存条件。',
      '本文为演示内容。',
    ],
    isTop: true,
  },
  {
    category: '行业资讯',
    title: '药品标准物质在一致性评价中的作用（演示）',
    summary: '参比制剂对比研究离不开可靠的对照品与杂质对照品。',
    paragraphs: [
      '仿制药一致性评价中，有关物质对比、溶出曲线对比都需要可溯源的标准物质。',
      '杂质谱研究需要完整的杂质对照品，尤其是药典收载的字母杂质。',
      '本文为演示内容。',
    ],
  },
  {
    category: '行业资讯',
    title: '色谱方法转移中的常见问题与对策（演示）',
    summary: '色谱柱差异、系统死体积与对照品批间差是方法转移失败的常见原因。',
    paragraphs: [
      '方法转移前应确认系统适用性要求，并准备足量的同批次对照品。',
      '对照品批号更换时，应核对新批次COA中的含量与水分数据。',
      '本文为演示内容。',
    ],
  },
  {
    category: '行业资讯',
    title: '杂质对照品的结构确证：从NMR到高分辨质谱（演示）',
    summary: '一份合格的杂质对照品COA应包含哪些数据？',
    paragraphs: [
      '结构确证通常包括1H-NMR、13C-NMR、MS及必要时的二维谱。',
      '纯度一般采用HPLC面积归一化法，并结合水分、残留溶剂与炽灼残渣进行质量平衡赋值。',
      '本文为演示内容。',
    ],
  },
  {
    category: '行业资讯',
    title: '食品中农药残留检测的标准物质选择（演示）',
    summary: '多残留检测中混合标准溶液与单标的取舍。',
    paragraphs: [
      '多残留方法通常使用混合标准溶液以提高效率，但需关注各组分的稳定性差异。',
      '基质匹配校准可有效降低基质效应带来的偏差。',
      '本文为演示内容。',
    ],
  },
  {
    category: '公司新闻',
    title: '标物商城新版上线：支持结构式检索（演示）',
    summary: '新版商城支持按名称、CAS号、分子式、货号和结构式检索。',
    paragraphs: [
      '新版商城上线了结构式检索功能：可绘制结构进行精确、子结构与相似度检索。',
      '同时支持输入分子式（如C8H9NO2），元素顺序与大小写不限。',
      '本文为演示内容。',
    ],
    isTop: true,
  },
  {
    category: '公司新闻',
    title: '标物自营新增一批亚硝胺杂质对照品（演示）',
    summary: '覆盖EMA、FDA等机构公布的多种亚硝胺结构。',
    paragraphs: [
      '本次新增的亚硝胺杂质对照品均附结构确证数据与批次COA。',
      '可在“药物杂质-亚硝胺杂质”分类中查看。',
      '本文为演示内容。',
    ],
  },
  {
    category: '公司新闻',
    title: '春节期间发货安排通知（演示）',
    summary: '春节假期期间订单处理与发货时间安排。',
    paragraphs: [
      '春节假期期间，现货订单将于节后第一个工作日起按下单顺序发货。',
      '冷链产品（2-8℃、-20℃）节前最后发货日请以客服通知为准。',
      '本文为演示内容。',
    ],
  },
  {
    category: '公司新闻',
    title: '证书下载中心上线：按货号与批号查询COA（演示）',
    summary: '输入货号和批号即可查看并下载分析证书。',
    paragraphs: ['证书下载中心支持按货号、批号查询COA，并显示批次状态（现行/已撤回）与有效期。', '本文为演示内容。'],
  },
  {
    category: '公司新闻',
    title: '快速下单支持粘贴货号与CAS号清单（演示）',
    summary: '一次粘贴多行货号或CAS号，自动匹配生成购物清单。',
    paragraphs: ['在快速下单页面粘贴“货号/CAS号 数量”清单，系统将自动匹配商品与规格。', '本文为演示内容。'],
  },
  {
    category: '法规动态',
    title: '2025年版《中国药典》对照品相关变化解读（演示）',
    summary: '新版药典中对照品使用与杂质控制要求的变化要点。',
    paragraphs: [
      '新版药典进一步完善了有关物质检查中杂质对照品的使用要求。',
      '企业应及时核对所用对照品的批号与适用版本。',
      '本文为演示内容，具体要求请以药典正式文本为准。',
    ],
  },
  {
    category: '法规动态',
    title: 'EMA更新亚硝胺可接受摄入量附录（演示）',
    summary: 'EMA持续更新N-亚硝胺可接受摄入量（AI）列表。',
    paragraphs: [
      'EMA定期更新其亚硝胺可接受摄入量附录，新增结构按CPCA分类确定AI值。',
      '本站亚硝胺杂质商品数据来源于公开监管表格的汇编，使用前请核对原始文件。',
      '本文为演示内容。',
    ],
  },
  {
    category: '法规动态',
    title: 'FDA亚硝胺杂质可接受摄入量限度表更新（演示）',
    summary: '关注FDA公布的NDSRIs可接受摄入量变化。',
    paragraphs: ['FDA对亚硝胺药物相关杂质（NDSRIs）给出了推荐的可接受摄入量限度。', '本文为演示内容。'],
  },
  {
    category: '法规动态',
    title: 'GB 2762-2022《食品中污染物限量》要点回顾（演示）',
    summary: '新版污染物限量标准的主要变化。',
    paragraphs: [
      'GB 2762-2022代替GB 2762-2017，对部分食品类别的污染物限量进行了调整。',
      '本文为演示内容，具体限量请以标准正式文本为准。',
    ],
  },
  {
    category: '法规动态',
    title: '生活饮用水卫生标准GB 5749-2022实施要点（演示）',
    summary: '水质指标的调整与检测实验室的准备。',
    paragraphs: [
      'GB 5749-2022于2023年4月1日起实施，代替GB 5749-2006。',
      '检测实验室应及时更新质控样品与标准物质。',
      '本文为演示内容。',
    ],
  },
];

export function newsHtml(n: NewsSeed): string {
  return n.paragraphs.map((p) => `<p>${p}</p>`).join('\n');
}

export type HelpSeed = { name: string; type?: 1 | 2; description?: string; content?: string; children?: HelpSeed[] };

const help = (title: string, ...paras: string[]) =>
  [`<h3>${title}</h3>`, ...paras.map((p) => `<p>${p}</p>`), '<p class="demo-note">（演示内容）</p>'].join('\n');

export const HELP_TREE: HelpSeed[] = [
  {
    name: '新手指南',
    children: [
      {
        name: '用户注册',
        content: help(
          '用户注册',
          '点击页面右上角“注册”，输入手机号并获取短信验证码即可完成注册。',
          '注册即表示同意《用户协议》与《数据隐私》条款。',
        ),
      },
      {
        name: '登录问题',
        content: help(
          '登录问题',
          '支持微信扫码、手机验证码免密登录与密码登录三种方式。',
          '忘记密码可通过“忘记密码”页面用手机验证码重置。',
        ),
      },
      {
        name: '实名认证',
        content: help(
          '实名认证',
          '部分商品（如管制品、易制毒化学品）需完成实名认证后方可购买。',
          '请在“个人中心-账户安全”中提交认证信息。',
        ),
      },
      { name: '企业认证', content: help('企业认证', '企业用户可上传营业执照完成企业认证，认证后可申请账期。') },
    ],
  },
  {
    name: '购物指南',
    children: [
      {
        name: '购物流程',
        content: help('购物流程', '搜索商品 → 选择规格加入购物车 → 结算并填写收货地址与发票信息 → 支付 → 等待发货。'),
      },
      {
        name: '询价流程',
        content: help(
          '询价流程',
          '价格显示为“询价”的商品，可加入询价篮后提交询价单，客服将在工作日 9:00-18:00 内回复报价。',
        ),
      },
      {
        name: '快速下单',
        content: help('快速下单', '在快速下单页面粘贴或上传货号/CAS号清单，系统自动匹配商品，一键加入购物车。'),
      },
      { name: '支付方式', content: help('支付方式', '支持支付宝、微信支付、对公转账；认证企业可使用账期支付。') },
      {
        name: '发票说明',
        content: help('发票说明', '支持普通发票与增值税专用发票，可在“个人中心-发票管理”维护发票抬头。'),
      },
      {
        name: '配送与签收',
        content: help(
          '配送与签收',
          '现货商品一般1-3个工作日发出；冷链商品采用冰袋或干冰运输。签收时请检查包装完整性。',
        ),
      },
      {
        name: '售后政策',
        content: help(
          '售后政策',
          '标准物质属特殊商品，非质量问题不支持退换；如有质量异议请在收货后7日内提交售后申请。',
        ),
      },
    ],
  },
  {
    name: '关于我们',
    children: [
      {
        name: '公司简介',
        content: help(
          '公司简介',
          '我们是一家（虚构的）标准物质供应商，提供药品对照品、杂质对照品、质控样品与定制合成服务。',
          '所售产品仅供科研使用。',
        ),
      },
      {
        name: '联系我们',
        content: help('联系我们', '客服时间：工作日 9:00-18:00。', '邮箱：service@example.com（演示）'),
      },
      // The footer's language links: one configuration value each (LANGUAGE_SITES).
      { name: 'English Website', type: 2, description: LANGUAGE_SITES.en },
      { name: 'Deutsche Website', type: 2, description: LANGUAGE_SITES.de },
    ],
  },
  {
    name: '合作',
    children: [
      { name: '品牌合作', content: help('品牌合作', '欢迎标准物质生产商入驻品牌中心，共同服务检测与研发用户。') },
      { name: '供应商入驻', type: 2, description: 'https://partner.example.com/apply' },
      { name: '技术合作', content: help('技术合作', '提供杂质研究、方法开发与验证等技术合作（演示）。') },
    ],
  },
];

export type BannerSeed = { title: string; subtitle: string; link: string | { categorySlug: string } };
export const BANNERS: BannerSeed[] = [
  { title: '标准物质一站式采购', subtitle: '近4000种药品对照品，COA 按批号在线可查', link: '/productCenter' },
  {
    title: '亚硝胺杂质专区',
    subtitle: '覆盖EMA、FDA等机构公布的亚硝胺结构',
    link: { categorySlug: 'impurity-nitrosamine' },
  },
  { title: '药典方法 一键配齐', subtitle: '按方法列出全部对照品与杂质，一键加入购物车', link: '/methods' },
  { title: '结构式检索', subtitle: '绘制结构，精确、子结构、相似度检索', link: '/searchStructureFormula' },
];
