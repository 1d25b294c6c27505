/**
 * The ledger as a spreadsheet, with exceljs (never written or parsed by hand):
 *  - export: the filtered ledger (at most LEDGER.exportMax rows; a larger filter is refused with a hint to narrow it)
 *    streamed as .xlsx (WorkbookWriter into the response, rows read in pages of 1000), the columns an auditor reads;
 *  - template: the same header row, empty (what an import reads);
 *  - import: the first sheet of an .xlsx or .csv, columns found by their header names (the usual ledger columns,
 *    with common synonyms), each row checked by the same rules as the form; bad rows are reported with their row
 *    number and reasons and never imported; dryRun checks without writing.
 */
import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '@/lib/platform/sheets/exceljs';
import type { Db } from '@/lib/db/client';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER } from '@/lib/config/constants';
import { LEDGER_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { sheetKind } from '@/lib/domain/commerce/quick-order';
import { absoluteUrl } from '@/lib/platform/seo/site';
import { milliToDecimal, unitLabel } from './amount';
import { checkNew, insertEntries } from './actions';
import { matchCatalogue } from './match';
import { countEntries, filteredRows } from './queries';
import type { LedgerAddInput, LedgerFilter, LedgerImportResult, LedgerRow, LedgerScope } from './types';

const SOURCE_LABELS: Record<LedgerRow['source'], string> = { order: '商城订单', manual: '手工登记', import: '导入' };

/** Export columns: header, width, value. The first eleven are also what an import reads. */
const COLUMNS: { header: string; width: number; value: (r: LedgerRow) => string | number | null }[] = [
  { header: '名称', width: 32, value: (r) => r.name },
  { header: '货号', width: 18, value: (r) => r.code },
  { header: 'CAS号', width: 14, value: (r) => r.cas },
  { header: '包装规格', width: 10, value: (r) => r.packageValue },
  { header: '生产商/供应商', width: 18, value: (r) => r.supplier ?? (r.source === 'order' ? '标准物质商城' : null) },
  { header: '批号', width: 16, value: (r) => r.lotNo },
  { header: '有效期至', width: 12, value: (r) => r.expiresOn },
  { header: '接收日期', width: 12, value: (r) => r.receivedOn },
  { header: '储存条件', width: 14, value: (r) => r.storage },
  { header: '存放位置', width: 14, value: (r) => r.location },
  { header: '备注', width: 24, value: (r) => r.note },
  { header: '台账编号', width: 10, value: (r) => r.id },
  { header: '状态', width: 8, value: (r) => r.statusLabel },
  { header: '开封日期', width: 12, value: (r) => r.openedOn },
  { header: '开封人', width: 10, value: (r) => r.openedBy },
  { header: '开封后有效期至', width: 14, value: (r) => r.inUseExpiresOn },
  { header: '初始量', width: 10, value: (r) => (r.initialAmount === null ? null : milliToDecimal(r.initialAmount)) },
  {
    header: '剩余量',
    width: 10,
    value: (r) => (r.remainingAmount === null ? null : milliToDecimal(r.remainingAmount)),
  },
  { header: '单位', width: 6, value: (r) => (r.unit ? unitLabel(r.unit) : null) },
  { header: '用完/报废日期', width: 14, value: (r) => r.endedOn },
  { header: '用完/报废原因', width: 20, value: (r) => r.endReason },
  { header: '来源', width: 10, value: (r) => SOURCE_LABELS[r.source] },
  { header: '订单号', width: 20, value: (r) => r.orderNo },
  { header: 'COA', width: 40, value: (r) => r.coaUrl },
];

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams the filtered ledger as .xlsx; throws (before anything is written) when it holds more than the bound. */
export async function exportLedger(
  db: Db,
  scope: LedgerScope,
  f: LedgerFilter,
  opts: { template?: boolean } = {},
): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  if (!opts.template && (await countEntries(db, scope, f)) > LEDGER.exportMax)
    throw new AppError(LEDGER_MSG.exportTooMany(LEDGER.exportMax), 'EXPORT_TOO_LARGE');
  const out = new PassThrough();
  const wb = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = '标准物质商城 标准品台账';
  const ws = wb.addWorksheet('标准品台账', { views: [{ state: 'frozen', ySplit: 1 }] });
  const cols = opts.template ? COLUMNS.slice(0, 11).concat([{ header: '数量', width: 6, value: () => 1 }]) : COLUMNS;
  ws.columns = cols.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const write = async () => {
    if (!opts.template) {
      for await (const page of filteredRows(db, scope, f, LEDGER.exportMax)) {
        for (const r of page)
          ws.addRow(cols.map((c) => (c.header === 'COA' && r.coaUrl ? absoluteUrl(r.coaUrl) : c.value(r)))).commit();
      }
    }
    ws.commit();
    await wb.commit();
  };
  write().catch((err) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  const name =
    `${scope.orgName ?? scope.userName}-标准品台账${opts.template ? '模板' : ''}-${todayInChina()}.xlsx`.replace(
      /[\\/:*?"<>|\s]+/g,
      '_',
    );
  return { filename: name, body: Readable.toWeb(out) as unknown as ReadableStream<Uint8Array> };
}

/** Header names an import understands (lower case, spaces removed) → form field. */
const HEADERS: Record<string, keyof LedgerAddInput> = {};
const alias = (field: keyof LedgerAddInput, names: string[]) =>
  names.forEach((n) => (HEADERS[n.toLowerCase().replace(/\s+/g, '')] = field));
alias('name', [
  '名称',
  '品名',
  '标准品名称',
  '标准物质名称',
  '对照品名称',
  '中文名称',
  '产品名称',
  'name',
  'productname',
]);
alias('code', ['货号', '产品编号', '目录号', '编号', 'catno', 'catno.', 'catalogno', 'code']);
alias('cas', ['cas', 'cas号', 'casno', 'casno.', 'cas编号']);
alias('packageValue', ['包装规格', '规格', '包装', '规格/包装', 'package', 'size']);
alias('supplier', [
  '生产商/供应商',
  '生产商',
  '供应商',
  '生产厂家',
  '厂家',
  '品牌',
  '来源单位',
  'supplier',
  'manufacturer',
  'brand',
]);
alias('lotNo', ['批号', '批次', '批次号', 'lot', 'lotno', 'batch', 'batchno']);
alias('expiresOn', ['有效期至', '有效期', '失效日期', '效期', '有效日期', 'expiry', 'expirydate', 'expires']);
alias('receivedOn', ['接收日期', '到货日期', '入库日期', '验收日期', 'received', 'receiveddate']);
alias('storage', ['储存条件', '贮存条件', '保存条件', 'storage']);
alias('location', ['存放位置', '位置', '存放地点', '储存位置', 'location']);
alias('note', ['备注', '说明', 'note', 'remark', 'remarks']);
alias('count', ['数量', '瓶数', '支数', '入库数量', 'qty', 'quantity', 'count']);

/** A cell as text: a date cell as YYYY-MM-DD (its calendar day as typed), a number as written. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v && typeof v === 'object' && 'result' in v && (v as { result?: unknown }).result instanceof Date)
    return (v as { result: Date }).result.toISOString().slice(0, 10);
  return (cell.text ?? '').toString().trim();
}

async function readRows(bytes: Uint8Array): Promise<string[][]> {
  if (bytes.length === 0) throw new AppError(LEDGER_MSG.fileRequired, 'FILE_REQUIRED');
  if (bytes.length > LEDGER.importMaxBytes) throw new AppError(LEDGER_MSG.fileTooLarge, 'FILE_TOO_LARGE');
  let kind: 'xlsx' | 'csv';
  try {
    kind = sheetKind(bytes);
  } catch {
    throw new AppError(LEDGER_MSG.fileType, 'FILE_TYPE_INVALID');
  }
  const wb = new (await loadExcelJs()).Workbook();
  try {
    if (kind === 'xlsx') await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    else
      await wb.csv.read(
        Readable.from([
          Buffer.from(bytes)
            .toString('utf8')
            .replace(/^\uFEFF/, ''),
        ]),
      );
  } catch {
    throw new AppError(LEDGER_MSG.fileUnreadable, 'FILE_UNREADABLE');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new AppError(LEDGER_MSG.fileUnreadable, 'FILE_UNREADABLE');
  const rows: string[][] = [];
  let tooMany = false;
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    if (n > LEDGER.importMaxRows + 1) {
      if (row.actualCellCount > 0) tooMany = true;
      return;
    }
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell);
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  if (tooMany) throw new AppError(LEDGER_MSG.tooManyRows(LEDGER.importMaxRows), 'TOO_MANY_ROWS');
  return Array.from(rows, (r) => r ?? []);
}

/** Reads, checks and (unless dryRun) imports a ledger file into this ledger. */
export async function importLedger(
  db: Db,
  scope: LedgerScope,
  file: Blob,
  opts: { dryRun?: boolean } = {},
): Promise<LedgerImportResult> {
  if (file.size > LEDGER.importMaxBytes) throw new AppError(LEDGER_MSG.fileTooLarge, 'FILE_TOO_LARGE');
  const rows = await readRows(new Uint8Array(await file.arrayBuffer()));
  const headerAt = rows.findIndex((r) => r.some((c) => HEADERS[c.toLowerCase().replace(/\s+/g, '')] === 'name'));
  if (headerAt < 0) throw new AppError(LEDGER_MSG.noHeader, 'NO_HEADER');
  const fields = rows[headerAt]!.map((c) => HEADERS[c.toLowerCase().replace(/\s+/g, '')] ?? null);
  const good: { rowNo: number; row: ReturnType<typeof checkNew>; count: number }[] = [];
  const errors: LedgerImportResult['errors'] = [];
  for (let i = headerAt + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    if (cells.every((c) => !c.trim())) continue;
    const input: Record<string, string> = {};
    fields.forEach((f, j) => {
      if (f && cells[j]?.trim()) input[f] = cells[j]!.trim();
    });
    const reasons: string[] = [];
    let count = 1;
    if (input.count !== undefined) {
      count = /^\d{1,3}$/.test(input.count) ? Number(input.count) : NaN;
      if (!(count >= 1 && count <= 100)) reasons.push(LEDGER_MSG.countInvalid);
    }
    let row: ReturnType<typeof checkNew> | null = null;
    try {
      row = checkNew({ ...input, count: undefined } as LedgerAddInput);
    } catch (err) {
      reasons.push(err instanceof AppError ? err.message : LEDGER_MSG.fileUnreadable);
    }
    if (reasons.length || !row) errors.push({ row: i + 1, reasons });
    else good.push({ rowNo: i + 1, row, count });
  }
  if (!good.length && !errors.length) throw new AppError(LEDGER_MSG.noRows, 'NO_ROWS');
  const units = good.reduce((a, g) => a + g.count, 0);
  let matched = 0;
  let matchedRows: boolean[] = [];
  if (opts.dryRun) {
    const m = await matchCatalogue(
      db,
      good.map((g) => ({ code: g.row.code ?? null, cas: g.row.cas ?? null, packageValue: g.row.packageValue ?? null })),
    );
    matchedRows = m.map(Boolean);
    matched = good.reduce((a, g, i) => a + (matchedRows[i] ? g.count : 0), 0);
  } else if (good.length) {
    const r = await insertEntries(db, scope, good, 'import');
    matched = r.matched;
  }
  return {
    dryRun: Boolean(opts.dryRun),
    imported: units,
    matched,
    errors,
    preview: good.slice(0, 50).map((g, i) => ({
      row: g.rowNo,
      name: g.row.name,
      code: g.row.code ?? null,
      lotNo: g.row.lotNo ?? null,
      expiresOn: g.row.expiresOn ?? null,
      matched: matchedRows[i] ?? false,
    })),
    message: opts.dryRun ? LEDGER_MSG.importChecked(units, errors.length) : LEDGER_MSG.imported(units, errors.length),
  };
}
