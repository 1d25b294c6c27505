/** Personal centre (base /mall/user/api, spec §7): real-name and enterprise verification, the organisation and its credit. Owner-only (auth 'user'). */
import { z } from 'zod';
import { endpoint } from '../../define';
import { zId } from '../common';
import { PROFILE_MSG as P } from '@/lib/config/messages';
import { DEPARTMENTS } from '@/lib/config/constants';
import { isIdCardNumber } from '@/lib/domain/accounts/profile/client';
import type {
  CreditDTO,
  DeptDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  OrganizationDTO,
  UploadDTO,
} from '@/lib/domain/accounts/profile';
import { zText, zForm, zCorpCert, type CorpTypeDTO } from './schemas';

export const verificationEndpoints = {
  /* Real-name verification. */
  /** Identity card photo (png/jpeg ≤ 2 MB by bytes), stored private; side: front (人像面) or back (国徽面). */
  'verify.idCadUpload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/idCadUpload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm, side: z.enum(['front', 'back'], { error: P.idCardSideInvalid }).default('front') }),
  }),
  /** Name + 18-digit number (check digit verified; only a masked number is stored) + both photos → status '1' 审核中. */
  'verify.bindIDCard': endpoint<IdCardCaseDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/bindIDCard',
    auth: 'user',
    input: z.object({
      realName: z
        .string({ error: P.realNameRequired })
        .trim()
        .min(1, P.realNameRequired)
        .max(30, P.realNameInvalid)
        .regex(/^[\u4e00-\u9fa5·A-Za-z\s.]{2,30}$/, P.realNameInvalid),
      idCard: z
        .string({ error: P.idCardRequired })
        .trim()
        .min(1, P.idCardRequired)
        .transform((v) => v.toUpperCase())
        .refine(isIdCardNumber, P.idCardInvalid),
      frontFid: z.coerce
        .number({ error: P.idCardFrontRequired })
        .int(P.idCardFrontRequired)
        .positive(P.idCardFrontRequired),
      backFid: z.coerce
        .number({ error: P.idCardBackRequired })
        .int(P.idCardBackRequired)
        .positive(P.idCardBackRequired),
    }),
  }),
  'verify.getIDCardCase': endpoint<IdCardCaseDTO>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/getIDCardCase',
    auth: 'user',
    input: z.object({}),
  }),
  'verify.getIdCardInfo': endpoint<IdCardInfoDTO>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/getIdCardInfo',
    auth: 'user',
    input: z.object({}),
  }),

  /* Enterprise verification and organisation. */
  /** Business licence (png/jpeg/pdf ≤ 3 MB by bytes), private. */
  'verify.corpLicenseUpload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/corpLicenseUpload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
  /** Other certification files (png/jpeg/pdf ≤ 3 MB by bytes), private. */
  'verify.corpOtherFileUpload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/corpOtherFileUpload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
  /** Creates (or resubmits) the buyer's organisation with a pending certification request; the buyer becomes its owner. */
  'verify.corpCertification': endpoint<OrganizationDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/corpCertification',
    auth: 'user',
    input: zCorpCert,
  }),
  'verify.getCorpType': endpoint<CorpTypeDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/getCorpType',
    auth: 'optional',
    input: z.object({}),
  }),
  /** Organisations by name (kw), at most 20: id, name, certification status only. */
  'org.search': endpoint<OrgSearchDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'code/org/search',
    auth: 'user',
    input: z.object({ kw: z.string().trim().max(100, P.kwTooLong).default('') }),
  }),
  /** Asks to join a certified organisation (membership 'pending' until reviewed). */
  'org.join': endpoint<OrgInfoDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/joinEnterprise',
    auth: 'user',
    input: z.object({
      orgId: zId,
      deptName: z.enum(DEPARTMENTS as unknown as [string, ...string[]], { error: P.deptInvalid }).optional(),
    }),
  }),
  /** Changes organisation: orgId 0 leaves the current one; another id asks to join it (pending). */
  'org.change': endpoint<OrgInfoDTO | null>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/change/org',
    auth: 'user',
    input: z.object({ orgId: z.coerce.number({ error: P.orgNotFound }).int().min(0, P.orgNotFound) }),
  }),
  /** The header's organisation info (null when the buyer has none). */
  'org.info': endpoint<OrgInfoDTO | null>()({
    service: 'user',
    method: 'GET',
    path: 'userManage/getOrgInfo',
    auth: 'user',
    input: z.object({}),
  }),
  /** The enterprise-verification page: the full organisation record (null when none). */
  'org.detail': endpoint<OrganizationDTO | null>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/getOrganizationInfo',
    auth: 'user',
    input: z.object({}),
  }),
  /** Credit (account period) of the buyer's organisation (or personal), null when none. */
  'credit.wallet': endpoint<CreditDTO | null>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/getWalletCredit',
    auth: 'user',
    input: z.object({}),
  }),
  'credit.get': endpoint<CreditDTO | null>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/crm/credit/get',
    auth: 'user',
    input: z.object({}),
  }),
  'org.depts': endpoint<DeptDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'code/user/dept/select',
    auth: 'optional',
    input: z.object({}),
  }),
  /** Completes a member's certification details: name and department within the organisation. */
  'org.improveCertification': endpoint<OrgInfoDTO>()({
    service: 'user',
    method: 'POST',
    path: 'code/improveCertification',
    auth: 'user',
    input: z.object({
      userName: zText(P.userNameRequired, 30, P.userNameRequired),
      deptName: z.enum(DEPARTMENTS as unknown as [string, ...string[]], { error: P.deptInvalid }),
    }),
  }),
} as const;
