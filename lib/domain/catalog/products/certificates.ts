/**
 * Certificates of analysis (COA batches / lots) and MSDS.
 *
 * Used by the goods page (listBatches, getMsds), the COA lookup page (findCertificate)
 * and the prodproduct/getProdCertificate + prodproduct/getMsds calls.
 */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, coaBatches, msds, products } from '@/lib/db/schema';
import { todayInChina } from '@/lib/kernel/time';

export type BatchStatus = 'current' | 'withdrawn';

export type BatchDTO = {
  id: number;
  productId: number;
  batchNo: string;
  status: BatchStatus;
  releasedOn: string | null;
  expiresOn: string | null;
  /** True when expiresOn is before today (Asia/Shanghai). */
  isExpired: boolean;
  purity: string | null;
  fileUrl: string | null;
};

/** One certified value / test line of a COA. */
export type CertLine = { name: string; value: string; unit?: string; uncertainty?: string; method?: string };

export type CertificateDTO = BatchDTO & {
  product: {
    id: number;
    code: string;
    nameZh: string | null;
    nameEn: string;
    cas: string | null;
    formula: string | null;
    molecularWeight: number | null;
    storage: string | null;
    brandName: string | null;
  };
  /** Certified values and test results, normalised from the stored content JSON. */
  lines: CertLine[];
  /** Free-form notes of the COA content (e.g. 用途, 保存条件), normalised to name/value pairs. */
  notes: CertLine[];
  content: Record<string, unknown> | null;
};

export type MsdsDTO = {
  productId: number;
  code: string;
  name: string;
  /** MSDS sections in order, e.g. { title: '危险性概述', text: '…' }. */
  sections: { title: string; text: string }[];
  content: Record<string, unknown>;
  fileUrl: string | null;
  updatedAt: string;
};

export function isExpired(expiresOn: string | null, today: string = todayInChina()): boolean {
  return !!expiresOn && expiresOn < today;
}

const batchCols = {
  id: coaBatches.id,
  productId: coaBatches.productId,
  batchNo: coaBatches.batchNo,
  status: coaBatches.status,
  releasedOn: coaBatches.releasedOn,
  expiresOn: coaBatches.expiresOn,
  purity: coaBatches.purity,
  fileUrl: coaBatches.fileUrl,
};

type BatchRow = {
  id: number;
  productId: number;
  batchNo: string;
  status: string;
  releasedOn: string | null;
  expiresOn: string | null;
  purity: string | null;
  fileUrl: string | null;
};

/** A lot row as shown (also used by the goods page's one-statement read, goods-page.ts). */
export function toBatchDto(r: BatchRow, today: string): BatchDTO {
  return {
    id: r.id,
    productId: r.productId,
    batchNo: r.batchNo,
    status: r.status === 'withdrawn' ? 'withdrawn' : 'current',
    releasedOn: r.releasedOn,
    expiresOn: r.expiresOn,
    isExpired: isExpired(r.expiresOn, today),
    purity: r.purity,
    fileUrl: r.fileUrl,
  };
}

/** All lots of a product, newest release first (current lots before withdrawn ones). */
export async function listBatches(
  db: Db,
  productId: number,
  opts: { today?: string; limit?: number } = {},
): Promise<BatchDTO[]> {
  const today = opts.today ?? todayInChina();
  const rows = await db
    .select(batchCols)
    .from(coaBatches)
    .where(eq(coaBatches.productId, productId))
    .orderBy(asc(coaBatches.status), desc(coaBatches.releasedOn), desc(coaBatches.id))
    .limit(opts.limit ?? 50);
  return rows.map((r) => toBatchDto(r, today));
}

/** Case variants of a user-typed identifier (exact match keeps the unique indexes usable). */
function variants(s: string): string[] {
  const t = s.trim();
  return [...new Set([t, t.toUpperCase(), t.toLowerCase()])];
}

const str = (v: unknown): string | undefined =>
  v === null || v === undefined
    ? undefined
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : undefined;

/** Turn one stored line (object or [name, value] pair) into a CertLine. */
function toLine(v: unknown, fallbackName?: string): CertLine | null {
  if (Array.isArray(v)) {
    const [n, val] = v;
    const name = str(n);
    const value = str(val);
    return name && value !== undefined ? { name, value } : null;
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const name = str(o.name ?? o.item ?? o.label ?? o.title ?? o.test) ?? fallbackName;
    const value = str(o.value ?? o.result ?? o.certifiedValue ?? o.spec);
    if (!name || value === undefined) return null;
    const line: CertLine = { name, value };
    const unit = str(o.unit);
    const unc = str(o.uncertainty ?? o.u);
    const method = str(o.method);
    if (unit) line.unit = unit;
    if (unc) line.uncertainty = unc;
    if (method) line.method = method;
    return line;
  }
  const value = str(v);
  return fallbackName && value !== undefined ? { name: fallbackName, value } : null;
}

const LINE_KEYS = ['certifiedValues', 'certified', 'values', 'results', 'tests', 'items', 'lines'];

/** Flat result keys (seeded COAs) → Chinese test names, in display order. */
const RESULT_LABELS: Record<string, string> = {
  assay: '含量',
  content: '含量',
  purity: '纯度',
  water: '水分',
  residueOnIgnition: '炽灼残渣',
  residualSolvents: '残留溶剂',
  loss: '干燥失重',
  lossOnDrying: '干燥失重',
  identification: '鉴别',
  appearance: '性状',
  meltingPoint: '熔点',
};
/** Flat note keys → Chinese labels; keys shown elsewhere on the COA page are skipped. */
const NOTE_LABELS: Record<string, string> = {
  storage: '储存条件',
  note: '备注',
  withdrawnReason: '撤回原因',
  remark: '备注',
  validity: '有效期说明',
};
const SKIP_KEYS = new Set(['method', 'formula', 'molecularWeight', 'cas', 'code', 'productName', 'batchNo']);

/** Normalise the free-form content JSON of a COA into certified/test lines and notes. */
export function normaliseCoaContent(content: Record<string, unknown> | null | undefined): {
  lines: CertLine[];
  notes: CertLine[];
} {
  const lines: CertLine[] = [];
  const notes: CertLine[] = [];
  if (!content || typeof content !== 'object') return { lines, notes };
  const method = str(content.method);
  const order = Object.keys(RESULT_LABELS);
  const flat: { rank: number; line: CertLine }[] = [];
  for (const [key, v] of Object.entries(content)) {
    if (LINE_KEYS.includes(key)) {
      if (Array.isArray(v))
        for (const item of v) {
          const l = toLine(item);
          if (l) lines.push(l);
        }
      else if (v && typeof v === 'object')
        for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
          const l = toLine(val, k);
          if (l) lines.push(l);
        }
      continue;
    }
    if (SKIP_KEYS.has(key)) continue;
    const label = RESULT_LABELS[key];
    if (label) {
      const l = toLine(v, label);
      if (l) {
        // The method line applies to quantitative results (purity/assay), not to identification etc.
        if (method && !l.method && (key === 'purity' || key === 'assay' || key === 'content')) l.method = method;
        flat.push({ rank: order.indexOf(key), line: l });
      }
      continue;
    }
    const l = toLine(v, NOTE_LABELS[key] ?? key);
    if (l) notes.push(l);
  }
  // Stored JSON key order is not kept (jsonb): show results in a fixed, meaningful order.
  lines.push(...flat.sort((a, b) => a.rank - b.rank).map((f) => f.line));
  const noteOrder = Object.values(NOTE_LABELS);
  notes.sort((a, b) => (noteOrder.indexOf(a.name) + 1 || 99) - (noteOrder.indexOf(b.name) + 1 || 99));
  return { lines, notes };
}

/**
 * Find the COA of a lot by catalogue number (货号) and lot number (批号); brand (name or code) narrows it.
 * Returns null when no product or no such lot exists.
 */
export async function findCertificate(
  db: Db,
  q: { code: string; batchNo: string; brand?: string | null },
  opts: { today?: string } = {},
): Promise<CertificateDTO | null> {
  const code = q.code.trim();
  const batchNo = q.batchNo.trim();
  if (!code || !batchNo) return null;
  const brand = q.brand?.trim();
  const conds = [inArray(products.code, variants(code)), inArray(coaBatches.batchNo, variants(batchNo))];
  if (brand) conds.push(or(inArray(brands.name, [brand]), inArray(brands.code, variants(brand)))!);
  const rows = await db
    .select({
      ...batchCols,
      content: coaBatches.content,
      pCode: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      cas: products.cas,
      formula: products.formula,
      molecularWeight: products.molecularWeight,
      storage: products.storage,
      brandName: brands.name,
    })
    .from(coaBatches)
    .innerJoin(products, eq(products.id, coaBatches.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...conds))
    .orderBy(asc(coaBatches.id))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const { lines, notes } = normaliseCoaContent(r.content);
  return {
    ...toBatchDto(r, opts.today ?? todayInChina()),
    product: {
      id: r.productId,
      code: r.pCode,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      cas: r.cas,
      formula: r.formula,
      molecularWeight: r.molecularWeight,
      storage: r.storage,
      brandName: r.brandName,
    },
    lines,
    notes,
    content: r.content ?? null,
  };
}

/** Is there a product with this catalogue number (to tell "no product" from "no such lot")? */
export async function productIdByCode(db: Db, code: string): Promise<number | null> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.code, variants(code)))
    .limit(1);
  return rows[0]?.id ?? null;
}

const MSDS_TITLES: Record<string, string> = {
  identification: '化学品及企业标识',
  hazards: '危险性概述',
  composition: '成分/组成信息',
  firstAid: '急救措施',
  fireFighting: '消防措施',
  accidentalRelease: '泄漏应急处理',
  handling: '操作处置与储存',
  handlingStorage: '操作处置与储存',
  exposure: '接触控制和个体防护',
  properties: '理化特性',
  stability: '稳定性和反应性',
  toxicology: '毒理学信息',
  ecology: '生态学信息',
  disposal: '废弃处置',
  transport: '运输信息',
  regulatory: '法规信息',
  other: '其他信息',
};

export function msdsSections(content: Record<string, unknown>): { title: string; text: string }[] {
  const raw = content.sections;
  if (Array.isArray(raw)) {
    return raw
      .map((s) => {
        if (!s || typeof s !== 'object') return null;
        const o = s as Record<string, unknown>;
        const title = str(o.title ?? o.name);
        const text = str(o.text ?? o.content ?? o.value);
        return title && text !== undefined ? { title, text } : null;
      })
      .filter((s): s is { title: string; text: string } => s !== null);
  }
  const out: { title: string; text: string }[] = [];
  for (const [k, v] of Object.entries(content)) {
    const text = Array.isArray(v)
      ? v
          .map((x) => str(x) ?? '')
          .filter(Boolean)
          .join('；')
      : str(v);
    if (text) out.push({ title: MSDS_TITLES[k] ?? k, text });
  }
  return out;
}

/** The MSDS of a product, or null when none is on file. */
export async function getMsds(db: Db, productId: number): Promise<MsdsDTO | null> {
  const rows = await db
    .select({
      productId: msds.productId,
      content: msds.content,
      fileUrl: msds.fileUrl,
      updatedAt: msds.updatedAt,
      code: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
    })
    .from(msds)
    .innerJoin(products, eq(products.id, msds.productId))
    .where(eq(msds.productId, productId))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return {
    productId: r.productId,
    code: r.code,
    name: r.nameZh ?? r.nameEn,
    sections: msdsSections(r.content),
    content: r.content,
    fileUrl: r.fileUrl,
    updatedAt: r.updatedAt.toISOString(),
  };
}
