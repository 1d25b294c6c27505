/**
 * Catalogue import rows (pure: no database, no RDKit): the columns a file may have, the header mapping, and the
 * validation of one row into a normalised record or its Chinese reasons. The import page documents IMPORT_COLUMNS.
 *
 * One row is one product (货号 unique in the file); its packages are lists in 规格 / 价格 / 库存 / 货期, separated by
 * ";" (10mg;100mg | 120;880 | 5;0 | 现货;1-2周). An empty cell leaves that field of an existing product as it is.
 */
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { toHalfWidth } from '@/lib/domain/commerce/quick-order';
import { normalizeFormula } from '@/lib/platform/chem/formula';
import {
  FIELD_MAX,
  parseCas,
  parseCode,
  parseDelivery,
  parseHazards,
  parseLicence,
  parsePackage,
  parsePriceText,
  parseStatus,
  parseStock,
  parseSynonyms,
  parseText,
  type Parsed,
} from './fields';
import type { ImportRecord, RejectedRow, RowContext } from './types';

export type ColumnKey =
  | 'code'
  | 'nameZh'
  | 'nameEn'
  | 'synonyms'
  | 'cas'
  | 'structure'
  | 'smiles'
  | 'formula'
  | 'category'
  | 'brand'
  | 'packages'
  | 'prices'
  | 'stocks'
  | 'deliveries'
  | 'purity'
  | 'storage'
  | 'shipping'
  | 'hazards'
  | 'licence'
  | 'description'
  | 'status';

export type ColumnDoc = {
  key: ColumnKey;
  label: string;
  aliases: string[];
  required?: boolean;
  note: string;
  example: string;
};

/** The columns of an import file, in the order the page documents them (header names are matched loosely). */
export const IMPORT_COLUMNS: ColumnDoc[] = [
  {
    key: 'code',
    label: '货号',
    aliases: ['货号', '商品货号', '产品编号', '编号', 'code', 'catalog no', 'cat no'],
    required: true,
    note: '必填；文件内不可重复；已存在的货号更新该商品，否则新建',
    example: 'RS-100001',
  },
  {
    key: 'nameZh',
    label: '中文名',
    aliases: ['中文名', '中文名称', '品名', '名称', 'name_zh'],
    note: '',
    example: '对乙酰氨基酚',
  },
  {
    key: 'nameEn',
    label: '英文名',
    aliases: ['英文名', '英文名称', 'name', 'name_en', 'english name'],
    note: '新商品必填',
    example: 'Paracetamol',
  },
  {
    key: 'synonyms',
    label: '别名',
    aliases: ['别名', '同义词', 'synonyms'],
    note: '多个用 ; 分隔',
    example: 'Acetaminophen;APAP',
  },
  {
    key: 'cas',
    label: 'CAS',
    aliases: ['cas', 'cas号', 'cas no', 'cas number'],
    note: '校验位须正确',
    example: '103-90-2',
  },
  {
    key: 'structure',
    label: '分子式/SMILES',
    aliases: ['分子式/smiles', '结构', '结构式'],
    note: '填 SMILES（计算分子式、分子量、InChIKey、指纹）或分子式',
    example: 'CC(=O)Nc1ccc(O)cc1',
  },
  {
    key: 'smiles',
    label: 'SMILES',
    aliases: ['smiles'],
    note: '与“分子式/SMILES”二选一',
    example: 'CC(=O)Nc1ccc(O)cc1',
  },
  {
    key: 'formula',
    label: '分子式',
    aliases: ['分子式', 'formula'],
    note: '无结构时使用；有 SMILES 时以结构计算结果为准',
    example: 'C8H9NO2',
  },
  {
    key: 'category',
    label: '类别',
    aliases: ['类别', '分类', '类目', 'category'],
    note: '须为已有类别名称',
    example: '药品对照品',
  },
  { key: 'brand', label: '品牌', aliases: ['品牌', 'brand'], note: '须为已有品牌名称或代码', example: '标物自营' },
  {
    key: 'packages',
    label: '规格',
    aliases: ['规格', '包装', '包装规格', 'package'],
    note: '多个用 ; 分隔',
    example: '10mg;100mg',
  },
  {
    key: 'prices',
    label: '价格',
    aliases: ['价格', '单价', '售价', 'price'],
    note: '元，最多两位小数；0、? 或“询价”表示询价；与规格一一对应',
    example: '120;880',
  },
  {
    key: 'stocks',
    label: '库存',
    aliases: ['库存', '库存数量', 'stock'],
    note: '不小于0的整数；与规格一一对应',
    example: '5;0',
  },
  {
    key: 'deliveries',
    label: '货期',
    aliases: ['货期', '交货期', '发货时间', 'delivery'],
    note: '如 现货、1-3天、1-2周；与规格一一对应',
    example: '现货;1-2周',
  },
  { key: 'purity', label: '纯度', aliases: ['纯度', 'purity'], note: '', example: '≥98%' },
  {
    key: 'storage',
    label: '储存条件',
    aliases: ['储存条件', '存储条件', '储存', 'storage'],
    note: '',
    example: '2-8℃',
  },
  { key: 'shipping', label: '运输条件', aliases: ['运输条件', '运输', 'shipping'], note: '', example: '常温运输' },
  {
    key: 'hazards',
    label: '危险性',
    aliases: ['危险性', '危险性代码', 'ghs', 'hazards'],
    note: 'GHS 象形图与 H 代码，用 , 或 ; 分隔',
    example: 'GHS07;H302',
  },
  {
    key: 'licence',
    label: '管制类别',
    aliases: ['管制类别', '管制', '资质类别', 'licence'],
    note: '危险化学品、第一类/第二类/第三类易制毒、易制爆、管制品 或 无',
    example: '无',
  },
  { key: 'description', label: '描述', aliases: ['描述', '说明', '简介', 'description'], note: '', example: '' },
  {
    key: 'status',
    label: '状态',
    aliases: ['状态', '上下架', 'status'],
    note: '上架 或 下架；新商品默认上架',
    example: '上架',
  },
];

/** Most rows one file may hold (besides its header). */
export const IMPORT_MAX_ROWS = 100_000;

const norm = (s: string) =>
  toHalfWidth(s)
    .trim()
    .toLowerCase()
    .replace(/[\s_（）()]+/g, '')
    .replace(/：|:$/, '');
const ALIASES = new Map<string, ColumnKey>(
  IMPORT_COLUMNS.flatMap((c) => c.aliases.map((a) => [norm(a), c.key] as const)),
);

export type HeaderMap = {
  index: Partial<Record<ColumnKey, number>>;
  used: string[];
  ignored: string[];
  missing: string[];
};

export function mapHeader(cells: readonly string[]): HeaderMap {
  const index: Partial<Record<ColumnKey, number>> = {};
  const used: string[] = [];
  const ignored: string[] = [];
  cells.forEach((raw, i) => {
    const t = (raw ?? '').trim();
    if (!t) return;
    const key = ALIASES.get(norm(t));
    if (key && index[key] === undefined) {
      index[key] = i;
      used.push(t);
    } else ignored.push(t);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && index[c.key] === undefined).map((c) => c.label);
  return { index, used, ignored, missing };
}

export const lookupKey = (s: string) => toHalfWidth(s).trim().toLowerCase().replace(/\s+/g, '');

const LIST_SEP = /\s*[;；|]\s*/;
const list = (s: string) => (s.trim() ? s.split(LIST_SEP).map((x) => x.trim()) : []);

/** Validate one data row (`row` is its line number in the file, the header being line 1). */
export function validateRow(
  cells: readonly string[],
  header: HeaderMap,
  row: number,
  ctx: RowContext,
): { ok: true; record: ImportRecord } | { ok: false; rejected: RejectedRow } {
  const cell = (k: ColumnKey) => {
    const i = header.index[k];
    return i === undefined ? '' : String(cells[i] ?? '').trim();
  };
  const reasons: string[] = [];
  const take = <T>(p: Parsed<T>): T | undefined => {
    if (p.ok) return p.value;
    reasons.push(p.reason);
    return undefined;
  };
  const rawCode = cell('code');
  const code = take(parseCode(rawCode));
  const rec: ImportRecord = { row, code: code ?? rawCode, packages: [] };
  if (code) {
    const key = code.toUpperCase();
    const first = ctx.seen.get(key);
    if (first !== undefined) reasons.push(M.importDuplicateCode(first));
    else ctx.seen.set(key, row);
  }
  const text = (k: ColumnKey, label: string, max: number) => {
    const v = take(parseText(cell(k), label, max));
    return v ?? undefined;
  };
  rec.nameZh = text('nameZh', '中文名', FIELD_MAX.name);
  rec.nameEn = text('nameEn', '英文名', FIELD_MAX.name);
  if (cell('synonyms')) rec.synonyms = take(parseSynonyms(cell('synonyms')));
  if (cell('cas')) rec.cas = take(parseCas(cell('cas'))) ?? undefined;

  // Structure: a SMILES column, or the combined column (a SMILES RDKit reads, else a formula), or a formula.
  const smilesCell = cell('smiles') || cell('structure');
  if (smilesCell) {
    const canonical = ctx.canonical(smilesCell);
    if (canonical) {
      rec.smiles = smilesCell;
      rec.canonical = canonical;
    } else if (!cell('smiles') && normalizeFormula(smilesCell)) {
      rec.formula = smilesCell;
      rec.formulaHill = normalizeFormula(smilesCell)!;
    } else reasons.push(M.smilesInvalid(smilesCell));
  }
  if (cell('formula') && !rec.smiles) {
    const hill = normalizeFormula(cell('formula'));
    if (hill) {
      rec.formula = cell('formula').replace(/\s+/g, '');
      rec.formulaHill = hill;
    } else reasons.push(M.formulaInvalid(cell('formula')));
  }

  if (cell('category')) {
    const id = ctx.categories.get(lookupKey(cell('category')));
    if (id === undefined) reasons.push(M.categoryUnknown(cell('category')));
    else rec.categoryId = id;
  }
  if (cell('brand')) {
    const id = ctx.brands.get(lookupKey(cell('brand')));
    if (id === undefined) reasons.push(M.brandUnknown(cell('brand')));
    else rec.brandId = id;
  }

  // Packages: parallel lists.
  const pk = list(cell('packages'));
  const prices = list(cell('prices'));
  const stocks = list(cell('stocks'));
  const dels = list(cell('deliveries'));
  if (!pk.length && (prices.length || stocks.length || dels.length)) reasons.push(M.packageRequired);
  for (const [label, l] of [
    ['价格', prices],
    ['库存', stocks],
    ['货期', dels],
  ] as const) {
    if (pk.length && l.length && l.length !== pk.length) reasons.push(M.listLengthMismatch(label, pk.length, l.length));
  }
  const seenPkg = new Set<string>();
  pk.forEach((p, i) => {
    const packageValue = take(parsePackage(p));
    if (!packageValue) return;
    if (seenPkg.has(packageValue)) reasons.push(M.packageDuplicate(packageValue));
    seenPkg.add(packageValue);
    rec.packages.push({
      packageValue,
      price: prices.length === pk.length ? take(parsePriceText(prices[i]!)) : undefined,
      stock: stocks.length === pk.length ? take(parseStock(stocks[i]!)) : undefined,
      delivery: dels.length === pk.length ? take(parseDelivery(dels[i]!)) : undefined,
    });
  });

  rec.purity = text('purity', '纯度', FIELD_MAX.purity);
  rec.storage = text('storage', '储存条件', FIELD_MAX.storage);
  rec.shipping = text('shipping', '运输条件', FIELD_MAX.shipping);
  if (cell('hazards')) rec.hazards = take(parseHazards(cell('hazards')));
  if (cell('licence')) {
    const l = parseLicence(cell('licence'));
    if (l.ok) rec.licenceClass = l.value;
    else reasons.push(l.reason);
  }
  rec.description = text('description', '描述', FIELD_MAX.description);
  const st = cell('status') ? take(parseStatus(cell('status'))) : undefined;
  if (st !== undefined && st !== null) rec.status = st;

  if (reasons.length) return { ok: false, rejected: { row, code: rec.code, reasons } };
  return { ok: true, record: rec };
}

/** True when every cell of a row is blank (such rows are skipped, not rejected). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => !String(c ?? '').trim());
