/** Catalogue import rows (lib/domain/catalog/staff/import-rows.ts, fields.ts): header mapping and row validation. */
import { mapHeader, validateRow, isBlankRow } from '../../lib/domain/catalog/staff/import-rows';
import type { RowContext } from '../../lib/domain/catalog/staff/types';
import {
  fenOf,
  parseCas,
  parseDelivery,
  parseHazards,
  parseLicence,
  parsePriceText,
  parseStock,
} from '../../lib/domain/catalog/staff/fields';

/** The import template's columns, in order. */
const COLUMNS = [
  '货号',
  '中文名',
  '英文名',
  'CAS',
  '分子式/SMILES',
  '类别',
  '品牌',
  '规格',
  '价格',
  '库存',
  '货期',
  '纯度',
  '储存条件',
  '危险性',
  '管制类别',
  '状态',
  '备注',
];
const header = mapHeader(COLUMNS);

function ctx(): RowContext {
  return {
    categories: new Map([
      ['药品对照品', 7],
      ['reference-drug', 7],
    ]),
    brands: new Map([
      ['标物自营', 3],
      ['rsm', 3],
    ]),
    seen: new Map(),
    // A stand-in for RDKit: anything with a "(" unclosed is unreadable; otherwise the SMILES itself.
    canonical: (s) =>
      /^[A-Za-z0-9()=#[\]@+\-/\\.%]+$/.test(s) &&
      (s.match(/\(/g) ?? []).length === (s.match(/\)/g) ?? []).length &&
      !/^[A-Z][a-z]?\d/.test(s)
        ? s
        : null,
  };
}

const row = (o: Partial<Record<string, string>>) => COLUMNS.map((k) => o[k] ?? '');

describe('header', () => {
  test('maps Chinese and English names loosely, reports ignored and missing columns', () => {
    expect(header.missing).toEqual([]);
    expect(header.ignored).toEqual(['备注']);
    expect(header.index.code).toBe(0);
    const h = mapHeader(['Catalog No', 'CAS No', ' 价格 ', 'SMILES']);
    expect(h.index).toEqual({ code: 0, cas: 1, prices: 2, smiles: 3 });
    expect(mapHeader(['名称', '价格']).missing).toEqual(['货号']);
  });
});

describe('validateRow', () => {
  test('a complete good row is normalised', () => {
    const c = ctx();
    const r = validateRow(
      row({
        货号: 'RS-1',
        中文名: '对乙酰氨基酚',
        英文名: 'Paracetamol',
        CAS: '103902',
        '分子式/SMILES': 'CC(=O)Nc1ccc(O)cc1',
        类别: '药品对照品',
        品牌: 'RSM',
        规格: '10 MG；100mg',
        价格: '¥1,200.5;询价',
        库存: '5;0',
        货期: '现货;1-2周',
        危险性: 'ghs07，H302',
        管制类别: '易制毒',
        状态: '下架',
      }),
      header,
      2,
      c,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.record).toMatchObject({
      row: 2,
      code: 'RS-1',
      cas: '103-90-2',
      smiles: 'CC(=O)Nc1ccc(O)cc1',
      categoryId: 7,
      brandId: 3,
      hazards: ['GHS07', 'H302'],
      licenceClass: 'precursor',
      status: 0,
      packages: [
        { packageValue: '10mg', price: '1200.50', stock: 5, delivery: { delivery: '现货', deliveryDays: 1 } },
        { packageValue: '100mg', price: null, stock: 0, delivery: { delivery: '1-2周', deliveryDays: 14 } },
      ],
    });
  });

  test('every problem of a row is reported in Chinese', () => {
    const r = validateRow(
      row({
        货号: 'RS-2',
        CAS: '103-90-3',
        类别: '试剂',
        品牌: '无名',
        规格: '10mg;100mg',
        价格: '十元;5',
        库存: '-1;2',
        危险性: 'GHS10',
        管制类别: '放射性',
        状态: '待定',
      }),
      header,
      3,
      ctx(),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejected).toEqual({
      row: 3,
      code: 'RS-2',
      reasons: [
        'CAS 号校验位错误：103-90-3',
        '未知类别：试剂',
        '未知品牌：无名',
        '价格不是数字：十元',
        '库存须为不小于0的整数：-1',
        '未知危险性代码：GHS10（应为 GHS01-GHS09 或 H 开头的危险性说明代码）',
        '未知管制类别：放射性',
        '未知状态：待定（应为 上架 或 下架）',
      ],
    });
  });

  test('duplicate 货号 in the file, list lengths, SMILES or formula in the combined column', () => {
    const c = ctx();
    expect(validateRow(row({ 货号: 'rs-3' }), header, 2, c).ok).toBe(true);
    const dup = validateRow(row({ 货号: 'RS-3' }), header, 9, c);
    expect(!dup.ok && dup.rejected.reasons).toEqual(['货号在文件中重复（首次出现在第 2 行）']);
    const lists = validateRow(row({ 货号: 'RS-4', 规格: '1g;5g', 价格: '1' }), header, 4, c);
    expect(!lists.ok && lists.rejected.reasons).toEqual(['价格的个数（1）与规格的个数（2）不一致']);
    const noPkg = validateRow(row({ 货号: 'RS-5', 价格: '1' }), header, 5, c);
    expect(!noPkg.ok && noPkg.rejected.reasons).toEqual(['请填写规格']);
    const formula = validateRow(row({ 货号: 'RS-6', '分子式/SMILES': 'C8H9NO2' }), header, 6, c);
    expect(formula.ok && formula.record).toMatchObject({ formula: 'C8H9NO2', formulaHill: 'C8H9NO2' });
    expect(formula.ok && formula.record.smiles).toBeUndefined();
    const bad = validateRow(row({ 货号: 'RS-7', '分子式/SMILES': 'C1CC(' }), header, 7, c);
    expect(!bad.ok && bad.rejected.reasons).toEqual(['无法解析的 SMILES：C1CC(']);
    const badCode = validateRow(row({ 货号: '货号一' }), header, 8, c);
    expect(!badCode.ok && badCode.rejected.reasons[0]).toBe(
      '货号须为2-40位字母、数字、点、下划线或短横线，以字母或数字开头',
    );
    expect(isBlankRow(['', ' ', ''])).toBe(true);
  });
});

describe('field rules', () => {
  test('prices are exact decimal text, compared in fen', () => {
    expect(parsePriceText('120.5')).toEqual({ ok: true, value: '120.50' });
    expect(parsePriceText('0.10')).toEqual({ ok: true, value: '0.10' });
    expect(parsePriceText('1234.500')).toEqual({ ok: true, value: '1234.50' });
    expect(parsePriceText('？')).toEqual({ ok: true, value: null });
    expect(parsePriceText('0.00')).toEqual({ ok: true, value: null });
    expect(parsePriceText('1.001')).toEqual({ ok: false, reason: '价格最多两位小数：1.001' });
    expect(parsePriceText('12345678901')).toEqual({ ok: false, reason: '价格过大：12345678901' });
    expect(parsePriceText('1e3').ok).toBe(false);
    expect(fenOf('0.10')! + fenOf('0.20')!).toBe(30);
    expect(fenOf('19.99')).toBe(1999);
  });

  test('CAS, stock, delivery, hazards, licence', () => {
    expect(parseCas('50-78-2')).toEqual({ ok: true, value: '50-78-2' });
    expect(parseCas('00050-78-2')).toEqual({ ok: true, value: '50-78-2' });
    expect(parseCas('50-78-3').ok).toBe(false);
    expect(parseCas('abc')).toEqual({ ok: false, reason: 'CAS 号格式不正确：abc' });
    expect(parseStock('１２')).toEqual({ ok: true, value: 12 });
    expect(parseStock('1.5').ok).toBe(false);
    expect(parseDelivery('3-5天')).toEqual({ ok: true, value: { delivery: '3-5天', deliveryDays: 5 } });
    expect(parseDelivery('2个月')).toEqual({ ok: true, value: { delivery: '2个月', deliveryDays: 60 } });
    expect(parseDelivery('定制')).toEqual({ ok: true, value: { delivery: '定制', deliveryDays: null } });
    expect(parseHazards('GHS02 GHS07; H225+H332, EUH066')).toEqual({
      ok: true,
      value: ['GHS02', 'GHS07', 'H225+H332', 'EUH066'],
    });
    expect(parseLicence('易制爆')).toEqual({ ok: true, value: 'explosive' });
    expect(parseLicence('危险化学品')).toEqual({ ok: true, value: 'hazardous' });
    expect(parseLicence('无')).toEqual({ ok: true, value: null });
  });
});
