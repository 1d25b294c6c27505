/** Personal centre (base /mall/user/api, spec §7): addresses (receiving and invoice), the region cascade and invoice titles. Owner-only (auth 'user'). */
import { z } from 'zod';
import { endpoint } from '../../define';
import { zId } from '../common';
import { PROFILE_MSG as P } from '@/lib/config/messages';
import type { AddressDTO, InvoiceTitleDTO, RegionDTO } from '@/lib/domain/accounts/profile';
import { zMobile, zText, zOptText, zBool, zKind, zRegionId, zInvoiceTitle } from './schemas';

export const addressesEndpoints = {
  /* Addresses (receiving and invoice). */
  'address.list': endpoint<AddressDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userAddr/list',
    auth: 'user',
    // shared=1: also the organisation members' addresses (settlement).
    input: z.object({ kind: zKind.default('receiving'), shared: z.enum(['0', '1', 'true', 'false']).optional() }),
  }),
  /** Creates (no id) or updates (id) an address; isDefault makes it the only default of its kind. */
  'address.save': endpoint<AddressDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userAddr/save',
    auth: 'user',
    input: z.object({
      id: zId.optional(),
      kind: zKind.default('receiving'),
      consignee: zText(P.consigneeRequired, 30, P.consigneeTooLong),
      mobile: zMobile,
      provinceId: zRegionId(P.regionRequired),
      /** City and district may be left out only where the parent has none (checked against the division data). */
      cityId: z.union([zRegionId(P.regionRequired), z.literal('').transform(() => null), z.null()]).optional(),
      districtId: z.union([zRegionId(P.regionRequired), z.literal('').transform(() => null), z.null()]).optional(),
      detail: zText(P.detailRequired, 100, P.detailTooLong),
      company: zOptText(100, P.companyTooLong),
      isDefault: zBool.optional(),
    }),
  }),
  'address.delete': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userAddr/delete/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  'address.setDefault': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userAddr/setDefault/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** GB/T 2260 divisions: level 1 provinces (parentId 0), 2 cities, 3 districts. Public data. */
  'region.children': endpoint<RegionDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userAddr/getCityListByParentId',
    auth: 'optional',
    input: z.object({
      parentId: z.coerce.number({ error: P.regionLevelInvalid }).int().min(0).default(0),
      level: z.coerce
        .number({ error: P.regionLevelInvalid })
        .int()
        .min(1, P.regionLevelInvalid)
        .max(3, P.regionLevelInvalid)
        .optional(),
    }),
  }),

  /* Invoice titles. */
  /** shared=1: also the organisation members' titles (settlement, invoices). */
  'invoiceTitle.list': endpoint<InvoiceTitleDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'invoiceTitle/list',
    auth: 'user',
    input: z.object({ shared: z.enum(['0', '1', 'true', 'false']).optional() }),
  }),
  'invoiceTitle.save': endpoint<InvoiceTitleDTO>()({
    service: 'user',
    method: 'POST',
    path: 'invoiceTitle/save',
    auth: 'user',
    input: zInvoiceTitle,
  }),
  'invoiceTitle.delete': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'invoiceTitle/delete/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
} as const;
