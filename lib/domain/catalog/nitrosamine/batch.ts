/**
 * Batch nitrosamine screens (issue 35): up to NITROSAMINE_BATCH.maxRows names, CAS numbers or SMILES, screened in
 * chunks the page sends one after another (its progress bar), each row answering its own result or its own Chinese
 * message (a bad row never fails the batch). The rows are kept in nitrosamine_screens: a buyer finds the screen in the
 * personal centre, anyone with its token re-opens it, and it exports as .xlsx with the notice and the sources.
 */
import { randomBytes } from 'node:crypto';
import { loadExcelJs } from '@/lib/platform/sheets/exceljs';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { nitrosamineScreens } from '@/lib/db/schema';
import { NITROSAMINE_BATCH } from '@/lib/config/constants';
import { NITROSAMINE_MSG, QUICK_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import { formFiles } from '@/lib/domain/operations/uploads';
import { readSheet } from '@/lib/domain/commerce/quick-order';
import { isValidCas } from '@/lib/domain/catalog/search';
import { rowsFromCells } from './batch-parse';
import { displayInput, screenInputProblem } from './input';
import { CPCA_RULES } from './rules';
import { screenNitrosamines } from './screen';
import type { ScreenResult, BatchRow, ScreenSummary, StoredScreen } from './types';

const SMILES_ONLY = /[()[\]=#@\\/]/;

function compact(r: ScreenResult): Pick<BatchRow, 'parent' | 'derivatives' | 'message'> {
  const from = r.parent.resolvedFrom ?? r.parent.products[0] ?? null;
  return {
    parent: { smiles: r.parent.smiles, name: from?.name ?? null, code: from?.code ?? null },
    message: r.message,
    derivatives: r.derivatives.map((d) => ({
      smiles: d.smiles,
      inchiKey: d.inchiKey,
      siteType: d.siteType,
      category: d.category,
      acceptableIntakeNgPerDay: d.acceptableIntakeNgPerDay,
      published: d.publishedLimits.map((p) => ({
        agency: p.agency,
        acceptableIntakeNgPerDay: p.acceptableIntakeNgPerDay,
        source: p.source,
      })),
      governingLimitNgPerDay: d.governingLimitNgPerDay,
      governingBasis: d.governingBasis,
      products: d.products.map((p) => ({ id: p.id, code: p.code })),
    })),
  };
}

/**
 * One row: a CAS number or anything with spaces or CJK is a keyword; otherwise it is tried as a SMILES first and,
 * when that does not parse, as a name or 货号 (most names are not SMILES: "Propranolol" has an r).
 */
export async function screenRow(db: Db, input: string, line: number): Promise<BatchRow> {
  const text = input.trim();
  const fail = (message: string): BatchRow => ({
    line,
    // Bounded and printable: the row is stored (jsonb refuses NUL) and shown beside its message.
    input: displayInput(text),
    ok: false,
    message,
    parent: null,
    derivatives: [],
  });
  if (!text) return fail(NITROSAMINE_MSG.empty);
  const problem = screenInputProblem('row', text);
  if (problem) return fail(problem);
  const keywordFirst = isValidCas(text) || /\s|[^\x00-\x7f]/.test(text);
  try {
    if (!keywordFirst) {
      try {
        return { line, input: text, ok: true, ...compact(await screenNitrosamines(db, { smiles: text })) };
      } catch (err) {
        if (!(err instanceof AppError) || err.messageCode !== 'STRUCTURE_INVALID' || SMILES_ONLY.test(text)) throw err;
      }
    }
    return { line, input: text, ok: true, ...compact(await screenNitrosamines(db, { keyword: text })) };
  } catch (err) {
    if (err instanceof AppError) return fail(err.message);
    console.error(`[nitrosamine] batch row ${line} failed:`, err instanceof Error ? err.message : err);
    return fail(NITROSAMINE_MSG.batchRowFailed);
  }
}

const newToken = () => randomBytes(18).toString('base64url');

async function ownScreen(db: Db, token: string, userId: number | null) {
  const [s] = await db.select().from(nitrosamineScreens).where(eq(nitrosamineScreens.token, token)).limit(1);
  // A buyer's screen is theirs alone; a guest's is reachable by its token.
  if (!s || (s.userId !== null && s.userId !== userId)) throw new AppError(NITROSAMINE_MSG.screenNotFound, 'NOT_FOUND');
  return s;
}

/**
 * Screens one chunk and appends it to the screen (created by the first chunk, which names the total). Returns the
 * token and the chunk's rows; `line` numbers continue from the rows already stored.
 */
export async function screenBatchChunk(
  db: Db,
  userId: number | null,
  input: { token?: string | null; title?: string | null; total?: number | null; rows: string[] },
): Promise<{ token: string; done: number; total: number; rows: BatchRow[] }> {
  if (!input.rows.length) throw new AppError(NITROSAMINE_MSG.batchEmpty, 'PARAM_INVALID');
  let screen: { id: number; token: string; total: number; done: number };
  if (input.token) {
    const s = await ownScreen(db, input.token, userId);
    const done = Array.isArray(s.rows) ? s.rows.length : 0;
    if (done + input.rows.length > s.total) throw new AppError(NITROSAMINE_MSG.screenFull, 'PARAM_INVALID');
    screen = { id: s.id, token: s.token, total: s.total, done };
  } else {
    const total = Math.max(input.total ?? input.rows.length, input.rows.length);
    if (total > NITROSAMINE_BATCH.maxRows)
      throw new AppError(NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.maxRows), 'PARAM_INVALID');
    const titleProblem = input.title ? screenInputProblem('title', input.title) : null;
    if (titleProblem) throw new AppError(titleProblem, 'PARAM_INVALID');
    const title = (input.title?.trim() || `${displayInput(input.rows[0]!, 40)} 等 ${total} 行`).slice(
      0,
      NITROSAMINE_BATCH.titleMaxChars,
    );
    const [s] = await db
      .insert(nitrosamineScreens)
      .values({ token: newToken(), userId, title, total })
      .returning({ id: nitrosamineScreens.id, token: nitrosamineScreens.token });
    screen = { id: s!.id, token: s!.token, total, done: 0 };
  }
  const rows: BatchRow[] = [];
  for (const [i, text] of input.rows.entries()) rows.push(await screenRow(db, text, screen.done + i + 1));
  await db
    .update(nitrosamineScreens)
    .set({ rows: sql`${nitrosamineScreens.rows} || ${JSON.stringify(rows)}::jsonb`, updatedAt: new Date() })
    .where(eq(nitrosamineScreens.id, screen.id));
  return { token: screen.token, done: screen.done + rows.length, total: screen.total, rows };
}

/** The rows of an uploaded .xlsx / .csv (first non-empty cell per row; a header row skipped). */
export async function readBatchUpload(form: FormData): Promise<{ rows: string[] }> {
  const [file] = formFiles(form);
  if (!file) throw new AppError(QUICK_MSG.fileRequired, 'FILE_REQUIRED');
  if (file.size > NITROSAMINE_BATCH.maxFileBytes) throw new AppError(QUICK_MSG.fileTooLarge, 'FILE_TOO_LARGE');
  const cells = await readSheet(new Uint8Array(await file.arrayBuffer()), NITROSAMINE_BATCH.maxRows + 1);
  const rows = rowsFromCells(cells);
  if (!rows.length) throw new AppError(NITROSAMINE_MSG.batchEmpty, 'PARAM_INVALID');
  if (rows.length > NITROSAMINE_BATCH.maxRows)
    throw new AppError(NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.maxRows), 'PARAM_INVALID');
  return { rows };
}

const summary = (s: typeof nitrosamineScreens.$inferSelect, done: number): ScreenSummary => ({
  token: s.token,
  title: s.title,
  total: s.total,
  done,
  createdAt: s.createdAt.toISOString(),
});

export async function getScreen(db: Db, token: string, userId: number | null): Promise<StoredScreen> {
  const s = await ownScreen(db, token, userId);
  const rows = (s.rows ?? []) as BatchRow[];
  return { ...summary(s, rows.length), rows, notice: NITROSAMINE_MSG.notice, rulesVersion: CPCA_RULES.versionZh };
}

/** A buyer's screens, newest first. */
export async function listScreens(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ScreenSummary[]; total: number }> {
  const mine = eq(nitrosamineScreens.userId, userId);
  const [list, [count]] = await Promise.all([
    db
      .select({
        token: nitrosamineScreens.token,
        title: nitrosamineScreens.title,
        total: nitrosamineScreens.total,
        done: sql<number>`jsonb_array_length(${nitrosamineScreens.rows})`,
        createdAt: nitrosamineScreens.createdAt,
      })
      .from(nitrosamineScreens)
      .where(and(mine))
      .orderBy(desc(nitrosamineScreens.createdAt), desc(nitrosamineScreens.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(nitrosamineScreens)
      .where(mine),
  ]);
  return {
    rows: list.map((r) => ({ ...r, done: Number(r.done), createdAt: r.createdAt.toISOString() })),
    total: Number(count?.n ?? 0),
  };
}

const SITE_ZH: Record<string, string> = {
  secondary: '仲胺',
  tertiary: '叔胺（脱烷基）',
  amide: '酰胺类',
  existing: '已含亚硝基',
};
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The screen as .xlsx: the notice and the sources first, then one row per derivative (a row per failed input). */
export async function exportScreen(
  db: Db,
  token: string,
  userId: number | null,
): Promise<{ filename: string; body: Uint8Array }> {
  const s = await getScreen(db, token, userId);
  const wb = new (await loadExcelJs()).Workbook();
  const ws = wb.addWorksheet('亚硝胺风险评估');
  const head = [
    '行号',
    '输入',
    '母体SMILES',
    '母体名称',
    '衍生物SMILES',
    'InChIKey',
    '位点类型',
    'CPCA类别',
    'CPCA可接受摄入量(ng/天)',
    '已公布限度',
    '适用限度(ng/天)',
    '依据',
    '来源',
    '商城货号',
    '说明',
  ];
  ws.addRow([NITROSAMINE_MSG.exportNotice]);
  ws.addRow([NITROSAMINE_MSG.exportSources(s.rulesVersion)]);
  ws.mergeCells(1, 1, 1, head.length);
  ws.mergeCells(2, 1, 2, head.length);
  ws.getRow(1).font = { bold: true, color: { argb: 'FFB45309' } };
  ws.addRow(head).font = { bold: true };
  for (const r of s.rows) {
    const base = [r.line, r.input, r.parent?.smiles ?? '', r.parent?.name ?? ''];
    if (!r.derivatives.length) {
      ws.addRow([...base, '', '', '', '', '', '', '', '', '', '', r.message]);
      continue;
    }
    for (const d of r.derivatives)
      ws.addRow([
        ...base,
        d.smiles,
        d.inchiKey ?? '',
        SITE_ZH[d.siteType] ?? d.siteType,
        d.category ?? '',
        d.acceptableIntakeNgPerDay ?? '',
        d.published.map((p) => `${p.agency} ${p.acceptableIntakeNgPerDay}`).join('；'),
        d.governingLimitNgPerDay ?? '',
        d.governingBasis === 'published' ? '已公布限度' : d.governingBasis === 'cpca' ? 'CPCA预测' : '',
        [...new Set(d.published.map((p) => p.source).filter(Boolean))].join(' '),
        d.products.length ? d.products.map((p) => p.code).join('、') : '可定制',
        '',
      ]);
  }
  ws.columns.forEach((c, i) => (c.width = [6, 28, 36, 20, 40, 30, 12, 9, 12, 24, 12, 12, 40, 16, 30][i] ?? 12));
  const buf = await wb.xlsx.writeBuffer();
  const stamp = s.createdAt.slice(0, 10).replace(/-/g, '');
  return { filename: `亚硝胺风险评估-${stamp}.xlsx`, body: new Uint8Array(buf as ArrayBuffer) };
}
