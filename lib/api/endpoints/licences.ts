/**
 * 企业资质 (base /mall/user/api): the licence documents a buyer needs for restricted chemicals (易制毒 / 易制爆 /
 * 管制品). Upload the scan, submit the document (待审核 until staff approve it), list the organisation's and the
 * buyer's own documents with what each kind covers, withdraw a pending one. Every call is the buyer's own
 * (auth 'user'): documents of another organisation or person answer 资质证件不存在 and change nothing.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { LICENCE_RULES } from '@/lib/config/constants';
import { LICENCE_MSG, PROFILE_MSG } from '@/lib/config/messages';
import { hasUnsafeText } from '@/lib/platform/security/input';
import { LICENCE_KINDS, isIsoDate } from '@/lib/domain/commerce/licences/client';
import type { LicenceDTO, LicenceOverview } from '@/lib/domain/commerce/licences';
import type { LicenceTransition } from '@/lib/domain/commerce/licences';
import type { UploadDTO } from './profile';

export type { LicenceDTO, LicenceOverview, LicenceTransition };

const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: PROFILE_MSG.fileRequired,
});
const zText = (min: number, max: number, required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, invalid)
    .max(max, invalid)
    .refine((s) => !hasUnsafeText(s), invalid);
const zDate = z.string({ error: LICENCE_MSG.dateInvalid }).trim().refine(isIsoDate, LICENCE_MSG.dateInvalid);

const zSubmit = z.object({
  kind: z.enum(LICENCE_KINDS, { error: LICENCE_MSG.kindRequired }),
  licenceNo: zText(2, LICENCE_RULES.licenceNoMax, LICENCE_MSG.licenceNoRequired, LICENCE_MSG.licenceNoInvalid),
  authority: zText(1, LICENCE_RULES.authorityMax, LICENCE_MSG.authorityRequired, LICENCE_MSG.authorityInvalid),
  validFrom: zDate,
  validTo: zDate,
  scope: z
    .string()
    .trim()
    .max(LICENCE_RULES.scopeMax, LICENCE_MSG.scopeTooLong)
    // A textarea: line breaks are the buyer's, other controls and direction characters are refused.
    .refine((s) => !hasUnsafeText(s, { lines: true }), LICENCE_MSG.scopeTooLong)
    .optional()
    .nullable(),
  fid: z.coerce
    .number({ error: LICENCE_MSG.scanRequired })
    .int(LICENCE_MSG.scanRequired)
    .positive(LICENCE_MSG.scanRequired)
    .max(2_147_483_647, LICENCE_MSG.scanRequired),
});

export const licenceEndpoints = {
  /** GET licence/list: the organisation's (shared) and the buyer's own documents, newest first, and each kind's coverage. */
  'licence.list': endpoint<LicenceOverview>()({
    service: 'user',
    method: 'GET',
    path: 'licence/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST licence/upload (multipart file): the scan (png/jpeg/pdf ≤ 3 MB by bytes; images re-encoded, active PDFs refused), private. */
  'licence.upload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'licence/upload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
  /** POST licence/submit: type, number, issuing authority, validity and the scan's fid → 待审核. */
  'licence.submit': endpoint<LicenceDTO>()({
    service: 'user',
    method: 'POST',
    path: 'licence/submit',
    auth: 'user',
    input: zSubmit,
  }),
  /** POST licence/withdraw/{id}: a pending document back out of the queue (its uploader or the organisation's administrator). */
  'licence.withdraw': endpoint<LicenceTransition>()({
    service: 'user',
    method: 'POST',
    path: 'licence/withdraw/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
};
