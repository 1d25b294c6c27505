/** Reads the first worksheet of an uploaded .xlsx or .csv into cell texts with exceljs (never parsed by hand). */
import { Readable } from 'node:stream';
import { loadExcelJs } from '@/lib/platform/sheets/exceljs';
import { AppError } from '@/lib/kernel/errors';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG } from '@/lib/config/messages';
import { sniffMime } from '@/lib/domain/operations/uploads';

/** What the bytes are: an .xlsx (a zip package) or CSV text (UTF-8, no NUL bytes); anything else is refused. */
export function sheetKind(bytes: Uint8Array): 'xlsx' | 'csv' {
  const mime = sniffMime(bytes);
  if (mime === 'application/zip' || mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return 'xlsx';
  // A UTF-8 byte-order mark makes the sniffer say text/plain: that is CSV text too.
  if (mime && !mime.startsWith('text/')) throw new AppError(QUICK_MSG.fileType, 'FILE_TYPE_INVALID');
  if (bytes.includes(0)) throw new AppError(QUICK_MSG.fileType, 'FILE_TYPE_INVALID');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(QUICK_MSG.fileType, 'FILE_TYPE_INVALID');
  }
  return 'csv';
}

/** The first worksheet's rows (at most maxRows + 1, so a caller can tell that there were more). */
export async function readSheet(bytes: Uint8Array, maxRows: number = QUICK_ORDER_LIMITS.maxLines): Promise<string[][]> {
  if (bytes.length === 0) throw new AppError(QUICK_MSG.fileRequired, 'FILE_REQUIRED');
  if (bytes.length > QUICK_ORDER_LIMITS.maxFileBytes) throw new AppError(QUICK_MSG.fileTooLarge, 'FILE_TOO_LARGE');
  const kind = sheetKind(bytes);
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
    throw new AppError(QUICK_MSG.fileUnreadable, 'FILE_UNREADABLE');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new AppError(QUICK_MSG.fileUnreadable, 'FILE_UNREADABLE');
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    if (rows.length > maxRows) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = (cell.text ?? '').toString().trim();
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}
