/**
 * Streaming rows of an import file, one at a time, never the whole sheet in memory: .xlsx through exceljs's streaming
 * WorkbookReader (first worksheet; shared strings cached, styles ignored), .csv (UTF-8, optional BOM) through
 * @fast-csv/parse. The kind comes from the bytes (lib/domain/commerce/quick-order/sheet.ts sheetKind), never the file name.
 */
import 'server-only';
import { Readable } from 'node:stream';
import { loadExcelJs } from '@/lib/platform/sheets/exceljs';
import { parseStream } from '@fast-csv/parse';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { sheetKind } from '@/lib/domain/commerce/quick-order';

export type SheetRow = { row: number; cells: string[] };

/** What the file is (xlsx or csv), or the import's Chinese refusal. */
export function importKind(bytes: Uint8Array): 'xlsx' | 'csv' {
  try {
    return sheetKind(bytes);
  } catch {
    throw new AppError(M.importFileType, 'FILE_TYPE_INVALID');
  }
}

/** The text of an exceljs cell value (rich text, formula results, hyperlinks, dates, numbers). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(o.richText)) return o.richText.map((t) => t.text ?? '').join('');
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    if (o.error) return '';
  }
  return String(v);
}

async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const reader = new (await loadExcelJs()).stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  for await (const ws of reader) {
    for await (const r of ws as unknown as AsyncIterable<{ number: number; values: unknown[] }>) {
      const values = Array.isArray(r.values) ? r.values : [];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { row: r.number, cells };
    }
    return; // the first worksheet only
  }
}

async function* csvRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const stream = parseStream(Readable.from([text]), {
    ignoreEmpty: false,
    trim: true,
    discardUnmappedColumns: false,
    strictColumnHandling: false,
  });
  let n = 0;
  for await (const r of stream as AsyncIterable<string[]>) {
    n++;
    yield { row: n, cells: r.map((c) => (c ?? '').trim()) };
  }
}

/** Rows of the file (1-based line numbers as a spreadsheet shows them); unreadable files throw importUnreadable. */
export async function* readImportRows(bytes: Uint8Array): AsyncGenerator<SheetRow> {
  const kind = importKind(bytes);
  try {
    yield* kind === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(M.importUnreadable, 'FILE_UNREADABLE');
  }
}
