/**
 * Console handlers of restricted chemicals: the licence review queue and the restricted-sales ledger. Every change
 * goes through the licence machine (lib/domain/commerce/licences) as staff, stamped with the reviewer; the router writes
 * the audit row of each POST, and each ledger export is written to the audit log here (a GET that hands data to
 * the authorities is worth a record).
 */
import { ApiError } from '@/lib/api/errors';
import { LICENCE_MSG as M, CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import {
  approveLicence,
  exportRestrictedSales,
  isLicenceScan,
  listRestrictedSales,
  rejectLicence,
  revokeLicence,
  staffLicenceDetail,
  staffListLicences,
  type RestrictedSalesFilter,
  type Reviewer,
} from '@/lib/domain/commerce/licences';
import { staffUploadResponse } from '@/lib/domain/accounts/profile';
import { writeAudit } from '@/lib/domain/operations/staff';
import { staffOf, type StaffCtx, type HandlerMap } from '../../context';
import type { licenceConsoleEndpoints } from '../../endpoints/staff/licences';

const page = (ctx: StaffCtx) => ({ limit: ctx.paging.pageSize, offset: ctx.paging.offset });
const paged = <T>(r: { list: T[]; total: number }) => ({ __paged: true as const, list: r.list, total: r.total });
const reviewer = (ctx: StaffCtx): Reviewer => {
  const s = staffOf(ctx);
  return { staffId: s.id, staffName: s.name };
};
const filterOf = (i: {
  from?: string;
  to?: string;
  cls?: RestrictedSalesFilter['cls'];
  kw?: string;
  all?: '0' | '1';
}): RestrictedSalesFilter => ({
  from: i.from || undefined,
  to: i.to || undefined,
  cls: i.cls,
  kw: i.kw,
  includeCancelled: i.all === '1',
});

export const licenceConsoleHandlers: HandlerMap<typeof licenceConsoleEndpoints> = {
  'licences.list': async (i, ctx) =>
    paged(await staffListLicences(ctx.db, { filter: i.status, kind: i.kind, kw: i.kw, ...page(ctx) })),
  'licences.detail': (i, ctx) => staffLicenceDetail(ctx.db, i.id),
  'licences.file': async (i, ctx) => {
    if (!(await isLicenceScan(ctx.db, i.fid))) throw new ApiError(CONSOLE_SERVICE_MSG.fileNotFound, 'NOT_FOUND');
    return staffUploadResponse(ctx.db, i.fid);
  },
  'licences.approve': async (i, ctx) => {
    const r = await approveLicence(ctx.db, i.id, reviewer(ctx));
    ctx.audit({
      entity: 'licence',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, userId: r.userId, orgId: r.orgId },
    });
    return { message: M.approved };
  },
  'licences.reject': async (i, ctx) => {
    const r = await rejectLicence(ctx.db, i.id, i.reason, reviewer(ctx));
    ctx.audit({
      entity: 'licence',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, reason: i.reason },
    });
    return { message: M.rejected };
  },
  'licences.revoke': async (i, ctx) => {
    const r = await revokeLicence(ctx.db, i.id, i.reason, reviewer(ctx));
    ctx.audit({
      entity: 'licence',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, reason: i.reason },
    });
    return { message: M.revoked };
  },
  'restrictedSales.list': async (i, ctx) => paged(await listRestrictedSales(ctx.db, filterOf(i), page(ctx))),
  'restrictedSales.export': async (i, ctx) => {
    const f = filterOf(i);
    const file = await exportRestrictedSales(ctx.db, f, i.format);
    const s = staffOf(ctx);
    await writeAudit(ctx.db, {
      staffId: s.id,
      staffName: s.name,
      action: 'restrictedSales.export',
      entity: 'restricted_sale',
      entityId: null,
      after: { rows: file.rows, format: i.format },
      detail: f,
      ip: ctx.ip,
    });
    return new Response(Buffer.from(file.bytes), {
      status: 200,
      headers: {
        'content-type': file.mime,
        'content-length': String(file.bytes.length),
        'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
};
