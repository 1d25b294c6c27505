/**
 * Console endpoints of restricted chemicals (area `licences`, 运营 ops and 管理员): the review queue of buyers'
 * licence documents (资质审核) with the scan, approve / reject / revoke, and the restricted-sales ledger (管制品台账)
 * with its .xlsx / CSV export for the authorities. The scan is streamed only through `licences/file/{fid}`, which
 * checks the file is a licence document's scan. Browser-safe: only types come from the domain.
 */
import { z } from 'zod';
import './jitless';
import { LICENCE_MSG as M } from '@/lib/config/messages';
import { LICENCE_RULES } from '@/lib/config/constants';
import {
  LICENCE_KINDS,
  RESTRICTED_CLASSES,
  isIsoDate,
  type RestrictedClass,
} from '@/lib/domain/commerce/licences/client';
import type {
  RestrictedSaleRow,
  StaffLicenceDetail,
  StaffLicenceFilter,
  StaffLicenceRow,
} from '@/lib/domain/commerce/licences';
import { staffEndpoint } from '../../define';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const kw = z.string().trim().max(60).optional();
const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .max(LICENCE_RULES.reasonMax, M.reasonTooLong);
const day = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), M.dayInvalid)
  .optional();
const CLASSES = Object.keys(RESTRICTED_CLASSES) as [RestrictedClass, ...RestrictedClass[]];
const ledgerFilter = {
  from: day,
  to: day,
  cls: z.enum(CLASSES, { error: M.filterInvalid }).optional(),
  kw,
  /** '1': include cancelled and refunded orders. */
  all: z.enum(['0', '1'], { error: M.filterInvalid }).optional(),
};

type Done = { message: string };

export const licenceConsoleEndpoints = {
  'licences.list': staffEndpoint<StaffLicenceRow[]>()({
    method: 'GET',
    path: 'licences/list',
    access: 'licences',
    input: z.object({
      status: z
        .enum(
          ['pending', 'approved', 'expiring', 'expired', 'rejected', 'revoked', 'all'] satisfies StaffLicenceFilter[],
          { error: M.filterInvalid },
        )
        .optional(),
      kind: z.enum(LICENCE_KINDS, { error: M.filterInvalid }).optional(),
      kw,
    }),
  }),
  'licences.detail': staffEndpoint<StaffLicenceDetail>()({
    method: 'GET',
    path: 'licences/{id}',
    access: 'licences',
    input: z.object({ id }),
  }),
  /** The scan of a licence document (a buyer's private upload): staff of this area only. */
  'licences.file': staffEndpoint<never>()({
    method: 'GET',
    path: 'licences/file/{fid}',
    access: 'licences',
    input: z.object({ fid: id }),
  }),
  'licences.approve': staffEndpoint<Done>()({
    method: 'POST',
    path: 'licences/{id}/approve',
    access: 'licences',
    entity: 'licence',
    input: z.object({ id }),
  }),
  'licences.reject': staffEndpoint<Done>()({
    method: 'POST',
    path: 'licences/{id}/reject',
    access: 'licences',
    entity: 'licence',
    input: z.object({ id, reason }),
  }),
  /** An approved document no longer valid (cancelled by the authority, found forged): it stops unlocking orders. */
  'licences.revoke': staffEndpoint<Done>()({
    method: 'POST',
    path: 'licences/{id}/revoke',
    access: 'licences',
    entity: 'licence',
    input: z.object({ id, reason }),
  }),

  /* ── The restricted-sales ledger (管制品台账) ── */
  'restrictedSales.list': staffEndpoint<RestrictedSaleRow[]>()({
    method: 'GET',
    path: 'restricted-sales/list',
    access: 'licences',
    input: z.object(ledgerFilter),
  }),
  /** The filtered ledger as a file (format xlsx or csv); each export is written to the audit log. */
  'restrictedSales.export': staffEndpoint<never>()({
    method: 'GET',
    path: 'restricted-sales/export',
    access: 'licences',
    input: z.object({ ...ledgerFilter, format: z.enum(['xlsx', 'csv'], { error: M.filterInvalid }).default('xlsx') }),
  }),
} as const;
