/**
 * The restricted-sales ledger (销售台账) for staff and the authorities: filter by date (China time), class and a
 * keyword (order number, product, CAS, buyer, licence number); export the same rows as .xlsx (exceljs) or CSV
 * (UTF-8 with a byte-order mark, so Excel opens Chinese text correctly). Cancelled and refunded orders are not
 * sales and are left out unless asked for. The columns are what 易制毒化学品管理条例 第十九条 and 危险化学品安全
 * 管理条例 第四十一条 ask a seller to record: product, quantity, date, buyer, and the document that allowed it.
 */
import { loadExcelJs } from '@/lib/platform/sheets/exceljs';
import { and, desc, eq, gte, ilike, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, restrictedSales, type OrderStatus } from '@/lib/db/schema';
import { LICENCE_RULES } from '@/lib/config/constants';
import { escapeLike } from '@/lib/domain/catalog/products';
import { ORDER_STATUS_LABELS } from '@/lib/domain/commerce/orders';
import { LICENCE_KIND_LABELS, RESTRICTED_CLASSES, type LicenceKind, type RestrictedClass } from './rules';
import type { RestrictedSaleRow, RestrictedSalesFilter } from './types';
import { chinaDateTime, chinaMidnight } from '@/lib/kernel/time';

const NOT_SALES: OrderStatus[] = ['cancelled', 'refunded'];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function whereOf(f: RestrictedSalesFilter): SQL | undefined {
  const w: SQL[] = [];
  if (f.from) w.push(gte(restrictedSales.createdAt, chinaMidnight(f.from)));
  if (f.to) w.push(lt(restrictedSales.createdAt, chinaMidnight(nextDay(f.to))));
  if (f.cls) w.push(eq(restrictedSales.licenceClass, f.cls));
  if (!f.includeCancelled) w.push(notInArray(orders.status, NOT_SALES));
  const kw = f.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    w.push(
      or(
        ilike(restrictedSales.orderNo, p),
        ilike(restrictedSales.productName, p),
        ilike(restrictedSales.cas, p),
        ilike(restrictedSales.code, p),
        ilike(restrictedSales.buyerName, p),
        ilike(restrictedSales.licenceNo, p),
      )!,
    );
  }
  return w.length ? and(...w) : undefined;
}

export async function listRestrictedSales(
  db: Db,
  f: RestrictedSalesFilter,
  page: { limit: number; offset: number },
): Promise<{ list: RestrictedSaleRow[]; total: number }> {
  const cond = whereOf(f);
  const rows = await db
    .select({ r: restrictedSales, status: orders.status })
    .from(restrictedSales)
    .innerJoin(orders, eq(orders.id, restrictedSales.orderId))
    .where(cond)
    .orderBy(desc(restrictedSales.createdAt), desc(restrictedSales.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(restrictedSales)
    .innerJoin(orders, eq(orders.id, restrictedSales.orderId))
    .where(cond);
  return {
    total: Number(n?.n ?? 0),
    list: rows.map(({ r, status }) => ({
      id: r.id,
      at: chinaDateTime(r.createdAt),
      orderNo: r.orderNo,
      orderStatus: status,
      orderStatusLabel: ORDER_STATUS_LABELS[status] ?? status,
      code: r.code,
      productName: r.productName,
      cas: r.cas,
      classLabel: RESTRICTED_CLASSES[r.licenceClass as RestrictedClass]?.label ?? r.licenceClass,
      packageValue: r.packageValue,
      num: r.num,
      buyerName: r.buyerName,
      buyerMobile: r.buyerMobile,
      licenceKindLabel: LICENCE_KIND_LABELS[r.licenceKind as LicenceKind] ?? r.licenceKind,
      licenceNo: r.licenceNo,
      licenceAuthority: r.licenceAuthority,
      licenceValidTo: r.licenceValidTo,
    })),
  };
}

/** The export's columns: header and value. */
export const LEDGER_COLUMNS: { header: string; width: number; value: (r: RestrictedSaleRow) => string | number }[] = [
  { header: '销售日期', width: 18, value: (r) => r.at },
  { header: '订单号', width: 28, value: (r) => r.orderNo },
  { header: '订单状态', width: 10, value: (r) => r.orderStatusLabel },
  { header: '货号', width: 16, value: (r) => r.code ?? '' },
  { header: '品名', width: 28, value: (r) => r.productName },
  { header: 'CAS号', width: 14, value: (r) => r.cas ?? '' },
  { header: '管制类别', width: 18, value: (r) => r.classLabel },
  { header: '包装规格', width: 10, value: (r) => r.packageValue ?? '' },
  { header: '数量', width: 8, value: (r) => r.num },
  { header: '购买单位/个人', width: 30, value: (r) => r.buyerName },
  { header: '联系电话', width: 14, value: (r) => r.buyerMobile ?? '' },
  { header: '证件类型', width: 34, value: (r) => r.licenceKindLabel },
  { header: '证件编号', width: 24, value: (r) => r.licenceNo },
  { header: '发证机关', width: 24, value: (r) => r.licenceAuthority },
  { header: '证件有效期至', width: 14, value: (r) => r.licenceValidTo },
];

/** CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
function csvCell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export type LedgerFile = { bytes: Uint8Array; mime: string; filename: string; rows: number };

/** The filtered ledger as a file (at most LICENCE_RULES.exportMaxRows rows, newest first). */
export async function exportRestrictedSales(
  db: Db,
  f: RestrictedSalesFilter,
  format: 'xlsx' | 'csv',
): Promise<LedgerFile> {
  const { list } = await listRestrictedSales(db, f, { limit: LICENCE_RULES.exportMaxRows, offset: 0 });
  const span = `${f.from ?? '全部'}_${f.to ?? '至今'}`;
  const filename = `restricted-sales_${span}.${format}`;
  if (format === 'csv') {
    const lines = [
      LEDGER_COLUMNS.map((c) => csvCell(c.header)).join(','),
      ...list.map((r) => LEDGER_COLUMNS.map((c) => csvCell(c.value(r))).join(',')),
    ];
    return {
      bytes: new Uint8Array(Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')),
      mime: 'text/csv; charset=utf-8',
      filename,
      rows: list.length,
    };
  }
  const wb = new (await loadExcelJs()).Workbook();
  wb.creator = '标准物质商城';
  const ws = wb.addWorksheet('管制品销售台账', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = LEDGER_COLUMNS.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const r of list) ws.addRow(LEDGER_COLUMNS.map((c) => c.value(r)));
  const buf = await wb.xlsx.writeBuffer();
  return {
    bytes: new Uint8Array(buf as ArrayBuffer),
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename,
    rows: list.length,
  };
}
