/**
 * The packages (SKUs), COA batches and MSDS of a demo product, derived deterministically from its draft.
 * Part of the demo seed (lib/db/seed/demo.ts).
 */
import type { InferInsertModel } from 'drizzle-orm';
import { coaBatches } from '../schema';
import { parsePrice, licenceInfo } from '../../domain/catalog/products';
import { prngFor, daysFromBase, isoDay, addMonths } from './prng';
import { GHS_TEXT, H_TEXT, NO_PRICE_TEXTS, PACKAGES } from './catalog-data';
import { pad } from './util';
import type { SkuInsert, Draft } from './demo-products';

export function skuRows(productId: number, d: Draft): SkuInsert[] {
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

export function coaRows(productId: number, d: Draft, brandCode: string) {
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

export function msdsContent(d: Draft) {
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
