import 'server-only';
import { type Ctx, type HandlerMap, paged, uid } from '../context';
import { ledgerEndpoints } from '../endpoints/ledger';
import { ApiError } from '../errors';
import { LEDGER } from '@/lib/config/constants';
import { LEDGER_MSG } from '@/lib/config/messages';
import { formFiles } from '@/lib/domain/operations/uploads';
import { contentDisposition } from '@/lib/domain/content/methods';
import {
  addEntry,
  adjustRemaining,
  discardEntry,
  editEntry,
  entryDetail,
  exportLedger,
  filteredRows,
  finishEntry,
  importLedger,
  ledgerSummary,
  listEntries,
  openEntry,
  recordUsage,
  reminderRows,
  reorderEntry,
  scopeOf,
  XLSX_MIME,
  type LedgerRow,
} from '@/lib/domain/accounts/ledger';

const scope = (ctx: Ctx) => scopeOf(ctx.db, uid(ctx));

function xlsx(file: { filename: string; body: ReadableStream<Uint8Array> }): Response {
  return new Response(file.body, {
    status: 200,
    headers: {
      'content-type': XLSX_MIME,
      'content-disposition': contentDisposition(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export const ledgerHandlers: HandlerMap<typeof ledgerEndpoints> = {
  'ledger.summary': async (_i, ctx) => ledgerSummary(ctx.db, await scope(ctx)),
  'ledger.list': async (i, ctx) => {
    const limit = Math.min(ctx.paging.pageSize, LEDGER.pageSizeMax);
    const r = await listEntries(ctx.db, await scope(ctx), i, { limit, offset: (ctx.paging.pageNo - 1) * limit });
    return paged(r.rows, r.total);
  },
  'ledger.print': async (i, ctx) => {
    const s = await scope(ctx);
    const rows: LedgerRow[] = [];
    for await (const page of filteredRows(ctx.db, s, i, LEDGER.printMax + 1)) rows.push(...page);
    const truncated = rows.length > LEDGER.printMax;
    return {
      rows: rows.slice(0, LEDGER.printMax),
      total: rows.length,
      truncated,
      ledgerName: s.orgName ?? s.userName,
      generatedAt: new Date().toISOString(),
    };
  },
  'ledger.export': async (i, ctx) => xlsx(await exportLedger(ctx.db, await scope(ctx), i)),
  'ledger.template': async (_i, ctx) => xlsx(await exportLedger(ctx.db, await scope(ctx), {}, { template: true })),
  'ledger.detail': async (i, ctx) => entryDetail(ctx.db, await scope(ctx), i.id),
  'ledger.reminders': async (_i, ctx) => reminderRows(ctx.db, await scope(ctx)),
  'ledger.open': async (i, ctx) => openEntry(ctx.db, await scope(ctx), i.id, i),
  'ledger.usage': async (i, ctx) => recordUsage(ctx.db, await scope(ctx), i.id, i),
  'ledger.finish': async (i, ctx) => finishEntry(ctx.db, await scope(ctx), i.id, i),
  'ledger.discard': async (i, ctx) => discardEntry(ctx.db, await scope(ctx), i.id, i),
  'ledger.adjust': async (i, ctx) => adjustRemaining(ctx.db, await scope(ctx), i.id, i),
  'ledger.update': async (i, ctx) => {
    const { id, ...fields } = i;
    return editEntry(ctx.db, await scope(ctx), id, fields);
  },
  'ledger.add': async (i, ctx) => addEntry(ctx.db, await scope(ctx), i),
  'ledger.import': async (i, ctx) => {
    const s = await scope(ctx);
    const [file] = formFiles(i.form);
    if (!file) throw new ApiError(LEDGER_MSG.fileRequired, 'FILE_REQUIRED');
    return importLedger(ctx.db, s, file, { dryRun: i.dryRun });
  },
  'ledger.reorder': async (i, ctx) => reorderEntry(ctx.db, await scope(ctx), i.id),
};
