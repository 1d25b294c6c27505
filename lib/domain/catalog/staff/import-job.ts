/**
 * Catalogue import jobs (import_jobs): upload → dry run → confirm → run. Decision record:
 * docs/decisions/0010-catalogue-import.md.
 *
 *   createImport   stores the file (uploads, private, no owner: any instance can read it) and the job row
 *                  (status 'checking'); the caller starts dryRun in the background.
 *   dryRun         reads the file as a stream, validates every row (./import-rows.ts) and plans it against the
 *                  catalogue (./import-plan.ts) in batches, READ-ONLY: the only write is the job row (counts, report,
 *                  heartbeat). Ends 'dry_run' (waiting for confirmation) or 'failed' (a file-level error).
 *   confirmImport  'dry_run' → 'queued' when no other import is queued or running (one at a time).
 *   runImport      plans again batch by batch (the catalogue may have moved since the dry run) and applies each batch
 *                  of IMPORT_BATCH rows in ONE transaction: new products (multi-row INSERT), changed products,
 *                  structures' fingerprints, new and changed packages, stock decreases. Structures' identities are
 *                  computed before the transaction (RDKit, yielding to the event loop between molecules), so a
 *                  transaction holds the database only for its writes. Stock increases go through restock() after
 *                  the batch commits (it notifies 到货通知 subscribers once, after its own commit). Progress
 *                  (processed/total, counts, report, heartbeat) is written after every batch. At the end: category and
 *                  brand counts, the structure-index version, and onDone (the handler's cache invalidation).
 *
 * A job whose heartbeat is older than STALL_MS while checking/queued/running was cut off by a restart: readers mark it
 * failed (importInterrupted). Re-importing the same file is safe: rows already applied are "unchanged".
 */
import 'server-only';
import crypto from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { importJobs, uploads } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { recountCatalogue } from '@/lib/db/seed/util';
import { computeProps, parseMol, type ChemProps } from '@/lib/platform/chem/props';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { restock } from '@/lib/domain/catalog/stock-alerts';
import { bumpStructureIndexVersion } from '@/lib/domain/catalog/structure/index';
import { importKind, readImportRows } from './import-read';
import { IMPORT_MAX_ROWS, isBlankRow, mapHeader, validateRow, type HeaderMap } from './import-rows';
import { loadMaps, planBatch, type CatalogueMaps, type PlannedRow } from './import-plan';
import { applyBatch, identities } from './import-apply';
import { withTransaction } from '@/lib/db/tx';
import { log } from '@/lib/platform/observability';
import { replaceUnsafeText } from '@/lib/platform/security/input';
import type {
  Counts,
  ImportJobView,
  ImportListRow,
  ImportRecord,
  ImportReport,
  ImportScope,
  ImportStatus,
  RejectedRow,
  RowContext,
  RunOptions,
} from './types';

export { PER_PRODUCT_INVALIDATION_MAX } from './import-apply';

export const IMPORT_BATCH = 1000;
export const IMPORT_FILE_MAX = 60 * 1024 * 1024;
/** A job without a heartbeat for this long was interrupted (a batch of 1,000 structures takes seconds). */
export const STALL_MS = 3 * 60_000;
/** How many rows of each kind the report keeps (the counts are exact). */
export const REPORT_CAP = { rejected: 2000, added: 200, changed: 500 } as const;

const now = () => new Date();
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function view(r: typeof importJobs.$inferSelect): ImportJobView {
  const status = r.status as ImportStatus;
  const processed = r.processed;
  const percent = status === 'done' ? 100 : r.total > 0 ? Math.min(100, Math.floor((processed * 100) / r.total)) : 0;
  return {
    id: r.id,
    fileName: r.fileName,
    status,
    statusLabel: M.importStatus[status] ?? status,
    total: r.total,
    processed,
    percent,
    counts: { added: r.added, changed: r.changed, unchanged: r.unchanged, rejected: r.rejected },
    report: (r.report as ImportReport | null) ?? null,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    staffId: r.staffId,
  };
}

/** Marks jobs whose heartbeat stopped (a restart cut them off) as failed. */
async function reapStalled(db: Db): Promise<void> {
  const cutoff = new Date(Date.now() - STALL_MS).toISOString();
  await db
    .update(importJobs)
    .set({ status: 'failed', error: M.importInterrupted, finishedAt: now() })
    .where(
      and(
        inArray(importJobs.status, ['checking', 'queued', 'running']),
        sql`coalesce(${importJobs.report}->>'beatAt', ${importJobs.createdAt}::text)::timestamptz < ${cutoff}::timestamptz`,
      ),
    );
}

export async function getImportJob(db: Db, id: number): Promise<ImportJobView | null> {
  await reapStalled(db);
  const [r] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return r ? view(r) : null;
}

export async function listImportJobs(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ list: ImportListRow[]; total: number }> {
  await reapStalled(db);
  const [rows, count] = await Promise.all([
    db.select().from(importJobs).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(importJobs),
  ]);
  return { list: rows.map((r) => ({ ...view(r), report: null })), total: Number(count[0]?.n ?? 0) };
}

/** Checks the upload (size, kind by bytes), stores it, and opens the job in 'checking'. */
export async function createImport(db: Db, staffId: number | null, file: File): Promise<{ id: number }> {
  if (!file || file.size === 0) throw new AppError(M.importFileRequired, 'FILE_REQUIRED');
  if (file.size > IMPORT_FILE_MAX) throw new AppError(M.importFileTooLarge, 'FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = importKind(bytes);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  // CSV text is kept gzip-compressed (about a fifth of its size): less to write, to hold in the database's memory
  // (embedded PGlite grows its WASM heap for every large value and never gives it back) and to read twice.
  const stored = kind === 'xlsx' ? bytes : new Uint8Array(gzipSync(bytes, { level: 6 }));
  const mime =
    kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/gzip';
  const name = replaceUnsafeText(file.name || `catalogue.${kind}`, '').slice(0, 200);
  return withTransaction(db, async (tx) => {
    const [u] = await tx
      .insert(uploads)
      .values({
        userId: null,
        purpose: 'catalog_import',
        mime,
        size: stored.length,
        sha256,
        data: stored,
        visibility: 'private',
      })
      .returning({ id: uploads.id });
    const [j] = await tx
      .insert(importJobs)
      .values({
        staffId,
        fileName: name,
        fileKey: String(u!.id),
        status: 'checking',
        report: {
          phase: 'check',
          beatAt: now().toISOString(),
          columns: { used: [], ignored: [] },
          rejected: [],
          added: [],
          changed: [],
        },
      })
      .returning({ id: importJobs.id });
    return { id: j!.id };
  });
}

async function fileOf(db: Db, job: typeof importJobs.$inferSelect): Promise<Uint8Array> {
  const id = Number(job.fileKey);
  // As hex text, decoded natively: PGlite's bytea parser costs a parseInt per byte.
  const [u] = Number.isInteger(id)
    ? await db
        .select({ mime: uploads.mime, hex: sql<string>`encode(${uploads.data}, 'hex')` })
        .from(uploads)
        .where(eq(uploads.id, id))
        .limit(1)
    : [];
  if (!u) throw new AppError(M.importUnreadable, 'FILE_GONE');
  const bytes = Buffer.from(u.hex, 'hex');
  return new Uint8Array(u.mime === 'application/gzip' ? gunzipSync(bytes) : bytes);
}

type Batch = { records: ImportRecord[]; rejected: RejectedRow[]; rows: number };

/**
 * The file's valid records and rejected rows in batches of IMPORT_BATCH data rows (blank rows skipped), after the
 * header has been mapped. Throws AppError for a file-level problem (no header, missing column, too many rows).
 */
async function* batches(
  bytes: Uint8Array,
  maps: CatalogueMaps,
  onHeader: (h: HeaderMap) => void,
  props?: Map<string, ChemProps | null>,
): AsyncGenerator<Batch> {
  const rd = await getRDKit();
  // The dry run only needs to know a SMILES is readable (and its canonical form: a cheap parse). The run needs the
  // whole identity of nearly every structure it reads (new products), so it computes it here once, kept per batch.
  const canonical = (s: string): string | null => {
    if (props) {
      const p = props.has(s) ? props.get(s)! : computeProps(rd, s, { molfile: false, inchi: true });
      props.set(s, p);
      return p?.canonicalSmiles ?? null;
    }
    const mol = parseMol(rd, s);
    if (!mol) return null;
    try {
      return mol.get_smiles() || null;
    } finally {
      mol.delete();
    }
  };
  const ctx: RowContext = { categories: maps.categories, brands: maps.brands, seen: new Map(), canonical };
  let header: HeaderMap | null = null;
  let cur: Batch = { records: [], rejected: [], rows: 0 };
  let count = 0;
  for await (const { row, cells } of readImportRows(bytes)) {
    if (isBlankRow(cells)) continue;
    if (!header) {
      header = mapHeader(cells);
      if (header.missing.length)
        throw new AppError(
          header.used.length ? M.importMissingColumn(header.missing.join('、')) : M.importNoHeader,
          'HEADER_INVALID',
        );
      onHeader(header);
      continue;
    }
    if (++count > IMPORT_MAX_ROWS) throw new AppError(M.importTooManyRows(IMPORT_MAX_ROWS), 'TOO_MANY_ROWS');
    const v = validateRow(cells, header, row, ctx);
    if (v.ok) cur.records.push(v.record);
    else cur.rejected.push(v.rejected);
    cur.rows++;
    // Each row's SMILES is parsed by RDKit (synchronous WASM): give the event loop a turn every few rows.
    if (cur.rows % 20 === 0) await yieldLoop();
    if (cur.rows >= IMPORT_BATCH) {
      yield cur;
      cur = { records: [], rejected: [], rows: 0 };
    }
  }
  if (!header) throw new AppError(M.importNoHeader, 'HEADER_INVALID');
  if (count === 0) throw new AppError(M.importEmpty, 'EMPTY');
  if (cur.rows) yield cur;
}

const displayName = (r: ImportRecord, p: PlannedRow) =>
  r.nameZh ?? r.nameEn ?? p.existing?.nameZh ?? p.existing?.nameEn ?? '';

/** Adds a batch's outcome to the report (capped lists). */
function record(report: ImportReport, counts: Counts, planned: PlannedRow[], rejected: RejectedRow[]): void {
  for (const p of planned) {
    if (p.kind === 'add') {
      counts.added++;
      if (report.added.length < REPORT_CAP.added)
        report.added.push({ row: p.rec.row, code: p.rec.code, name: displayName(p.rec, p) });
    } else if (p.kind === 'change') {
      counts.changed++;
      if (report.changed.length < REPORT_CAP.changed)
        report.changed.push({ row: p.rec.row, code: p.rec.code, fields: p.changes });
    } else counts.unchanged++;
  }
  counts.rejected += rejected.length;
  for (const r of rejected) if (report.rejected.length < REPORT_CAP.rejected) report.rejected.push(r);
}

async function fail(db: Db, id: number, e: unknown): Promise<void> {
  const msg =
    e instanceof AppError ? e.message : M.importFailed(e instanceof Error ? e.message.slice(0, 200) : String(e));
  if (!(e instanceof AppError)) log.error({ err: e }, `[import] job ${id} failed`);
  await db.update(importJobs).set({ status: 'failed', error: msg, finishedAt: now() }).where(eq(importJobs.id, id));
}

/** The dry run: validates and plans every row, writes only the job row. */
export async function dryRun(db: Db, id: number): Promise<void> {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  if (!job || job.status !== 'checking') return;
  const report: ImportReport = {
    phase: 'check',
    beatAt: now().toISOString(),
    columns: { used: [], ignored: [] },
    rejected: [],
    added: [],
    changed: [],
  };
  const counts: Counts = { added: 0, changed: 0, unchanged: 0, rejected: 0 };
  let processed = 0;
  try {
    const bytes = await fileOf(db, job);
    const maps = await loadMaps(db);
    for await (const b of batches(bytes, maps, (h) => (report.columns = { used: h.used, ignored: h.ignored }))) {
      const { planned, rejected } = await planBatch(db, b.records, maps, id);
      record(
        report,
        counts,
        planned,
        [...b.rejected, ...rejected].sort((x, y) => x.row - y.row),
      );
      processed += b.rows;
      report.beatAt = now().toISOString();
      await db
        .update(importJobs)
        .set({ processed, ...counts, report })
        .where(eq(importJobs.id, id));
    }
    report.dryRun = { ...counts, total: processed };
    await db
      .update(importJobs)
      .set({ status: 'dry_run', total: processed, processed, ...counts, report, finishedAt: now() })
      .where(eq(importJobs.id, id));
  } catch (e) {
    await fail(db, id, e);
  }
}

/** Confirms a dry-run job for running (one import at a time). */
export async function confirmImport(db: Db, id: number): Promise<ImportJobView> {
  await reapStalled(db);
  const [busy] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(inArray(importJobs.status, ['queued', 'running']))
    .limit(1);
  if (busy) throw new AppError(M.importBusy, 'IMPORT_BUSY');
  const [row] = await db
    .update(importJobs)
    .set({
      status: 'queued',
      report: sql`jsonb_set(coalesce(${importJobs.report}, '{}'::jsonb), '{beatAt}', to_jsonb(now()::text))`,
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'dry_run')))
    .returning();
  if (!row) {
    const exists = await db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.id, id)).limit(1);
    throw new AppError(exists.length ? M.importNotReady : M.importNotFound, exists.length ? 'NOT_READY' : 'NOT_FOUND');
  }
  return view(row);
}

/** The run: batch by batch, one transaction each, progress after each batch. */
export async function runImport(db: Db, id: number, opts: RunOptions = {}): Promise<void> {
  const [claimed] = await db
    .update(importJobs)
    .set({ status: 'running', startedAt: now(), processed: 0, added: 0, changed: 0, unchanged: 0, rejected: 0 })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'queued')))
    .returning();
  if (!claimed) return;
  const prev = (claimed.report as ImportReport | null) ?? null;
  const report: ImportReport = {
    phase: 'run',
    beatAt: now().toISOString(),
    columns: prev?.columns ?? { used: [], ignored: [] },
    rejected: [],
    added: [],
    changed: [],
    dryRun: prev?.dryRun,
  };
  const counts: Counts = { added: 0, changed: 0, unchanged: 0, rejected: 0 };
  const scope: ImportScope = { products: [], productsOverflow: false, categories: [], brands: [], added: false };
  const run = { restocked: 0, notified: 0, structures: 0, invalidation: '' };
  let processed = 0;
  let listsMoved = false;
  try {
    const bytes = await fileOf(db, claimed);
    const maps = await loadMaps(db);
    const known = new Map<string, ChemProps | null>();
    for await (const b of batches(bytes, maps, () => {}, known)) {
      const { planned, rejected } = await planBatch(db, b.records, maps, id);
      const idents = await identities(planned, known);
      known.clear();
      // A structure RDKit read but could not compute: that row is rejected, the rest of the batch goes on.
      const late: RejectedRow[] = [];
      const ok = planned.filter((p) => {
        if (p.structure && !idents.get(p.rec.row)) {
          late.push({ row: p.rec.row, code: p.rec.code, reasons: [M.smilesInvalid(p.rec.smiles ?? '')] });
          return false;
        }
        return true;
      });
      const applied = await applyBatch(db, ok, idents, scope);
      run.structures += applied.structures;
      listsMoved ||= applied.listsMoved;
      for (const r of applied.restocks) {
        try {
          const res = await restock(db, r.skuId, r.add, { by: 'import', log: () => {} });
          run.restocked++;
          run.notified += res.claimed;
        } catch (e) {
          log.error({ err: e }, `[import] job ${id}: restock of sku ${r.skuId} failed`);
        }
      }
      record(
        report,
        counts,
        ok,
        [...b.rejected, ...rejected, ...late].sort((x, y) => x.row - y.row),
      );
      processed += b.rows;
      report.beatAt = now().toISOString();
      report.run = run;
      await db
        .update(importJobs)
        .set({ processed, ...counts, report })
        .where(eq(importJobs.id, id));
    }
    if (scope.added || listsMoved) await recountCatalogue(db);
    if (run.structures > 0 || listsMoved) await bumpStructureIndexVersion(db);
    run.invalidation = opts.onDone ? await opts.onDone(scope) : '';
    report.run = run;
    await db
      .update(importJobs)
      .set({ status: 'done', total: processed, processed, ...counts, report, finishedAt: now() })
      .where(eq(importJobs.id, id));
  } catch (e) {
    await fail(db, id, e);
  }
}
