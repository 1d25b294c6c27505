/**
 * Personal centre (base /mall/user/api, spec §7): addresses and the region cascade, invoice titles, favourites,
 * browsing history, points, feedback, avatar, real-name and enterprise verification, organisation and credit.
 * Everything a buyer owns is read and written only by its owner (auth 'user'; ids of other users' records → code 0).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { V, PROFILE_MSG as P } from '@/lib/config/messages';
import {
  phoneError,
  isIdCardNumber,
  creditCodeError,
  taxNumberError,
  isInvoicePhone,
  isBankAccount,
} from '@/lib/domain/accounts/profile';
import { CORP_TYPES, DEPARTMENTS } from '@/lib/config/constants';
import type { MyFeedbackRow } from '@/lib/domain/accounts/profile';
import type {
  AddressDTO,
  CreditDTO,
  DeptDTO,
  FavoriteDTO,
  HistoryDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  InvoiceTitleDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  OrganizationDTO,
  PointsPageDTO,
  RegionDTO,
  UploadDTO,
} from '@/lib/domain/accounts/profile';
export type {
  AddressDTO,
  AddressKind,
  CreditDTO,
  DeptDTO,
  FavoriteDTO,
  HistoryDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  InvoiceTitleDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  OrganizationDTO,
  PointsEntryDTO,
  PointsPageDTO,
  ProductCardDTO,
  RegionDTO,
  UploadDTO,
} from '@/lib/domain/accounts/profile';

export type { MyFeedbackRow };

/* ─────────────── DTOs (exported for the personal-centre UI) ─────────────── */

export type CorpTypeDTO = { value: string; label: string };

/* ─────────────── shared input pieces ─────────────── */

const zMobile = z
  .string({ error: V.phoneEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const e = phoneError(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

const zText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const zOptText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => v || null);

const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
const zKind = z.enum(['receiving', 'invoice'], { error: P.kindInvalid });
const zRegionId = (msg: string) => z.coerce.number({ error: msg }).int(msg).positive(msg);

/** Multipart file field: the router passes the parsed FormData as `form`. */
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: P.fileRequired,
});

const zInvoiceTitle = z
  .object({
    id: zId.optional(),
    type: z.coerce
      .number({ error: P.invoiceTypeInvalid })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: P.invoiceTypeInvalid })),
    title: zText(P.invoiceTitleRequired, 100, P.invoiceTitleTooLong),
    taxNo: zOptText(30, P.taxNoInvalid),
    bankName: zOptText(60, P.bankNameRequired),
    bankAccount: zOptText(40, P.bankAccountInvalid),
    regAddress: zOptText(100, P.regAddressRequired),
    regPhone: zOptText(30, P.regPhoneInvalid),
    isDefault: zBool.optional(),
  })
  .superRefine((v, ctx) => {
    const need = (field: string, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const taxNoError = taxNumberError(v.taxNo);
    if (taxNoError) need('taxNo', false, taxNoError);
    if (v.type !== 2) return;
    need('taxNo', !!v.taxNo, P.taxNoRequired);
    need('bankName', !!v.bankName, P.bankNameRequired);
    need('bankAccount', !!v.bankAccount, P.bankAccountRequired);
    if (v.bankAccount) need('bankAccount', isBankAccount(v.bankAccount), P.bankAccountInvalid);
    need('regAddress', !!v.regAddress, P.regAddressRequired);
    need('regPhone', !!v.regPhone, P.regPhoneRequired);
    if (v.regPhone) need('regPhone', isInvoicePhone(v.regPhone), P.regPhoneInvalid);
  });

const zFeedback = z.object({
  content: zText(V.feedbackContentRequired, 500, V.feedbackContentRequired),
  name: zText(V.feedbackNameRequired, 30, V.feedbackNameRequired),
  phone: z
    .string({ error: V.feedbackPhoneInvalid })
    .trim()
    .refine((v) => phoneError(v) === null, V.feedbackPhoneInvalid),
  /** Images uploaded before (userSuggest/upload): their fids. */
  files: z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return v.trim() ? JSON.parse(v) : [];
        } catch {
          return v; // not JSON: the array check below reports it
        }
      },
      z.array(z.object({ url: z.string().max(300).optional(), fid: zId }).loose()).max(3, V.imageTooMany),
    )
    .optional(),
  /** Multipart: the images themselves in `file`/`files` fields. */
  form: zForm.optional(),
});

const zCorpCert = z.object({
  corpName: zText(P.corpNameRequired, 100, P.corpNameTooLong),
  creditCode: z
    .string({ error: P.creditCodeRequired })
    .trim()
    .min(1, P.creditCodeRequired)
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      const error = creditCodeError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  corpType: z.enum(CORP_TYPES.map((c) => c.value) as [string, ...string[]], { error: P.corpTypeInvalid }),
  address: zText(P.corpAddressRequired, 100, P.corpAddressRequired),
  contactName: zText(P.contactNameRequired, 30, P.contactNameRequired),
  contactPhone: zMobile,
  /** fid from corpLicenseUpload. */
  licenseFid: z.coerce.number({ error: P.licenseRequired }).int(P.licenseRequired).positive(P.licenseRequired),
  /** fids from corpOtherFileUpload. */
  otherFids: z.array(zId).max(5).optional(),
});

/* ─────────────── endpoints ─────────────── */

export const profileEndpoints = {
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

  /* Favourites (paging headers). */
  'favorite.list': endpoint<FavoriteDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/list',
    auth: 'user',
    input: z.object({}),
  }),
  'favorite.add': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/favorite/add',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  'favorite.remove': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/favorite/remove',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  /** GET userBookMark/favorite/statusMany?productIds=1,2,3: which of these products the buyer has favourited (list cards). */
  'favorite.statusMany': endpoint<number[]>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/statusMany',
    auth: 'user',
    input: z.object({
      productIds: z.preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(zId).max(100, '一次最多 100 项'),
      ),
    }),
  }),
  'favorite.status': endpoint<boolean>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/status',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),

  /* Browsing history (footprints). */
  'history.list': endpoint<HistoryDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userHistory/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** Recorded by the goods page for a logged-in buyer: upsert of viewed_at (idempotent), capped per user. */
  'history.record': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userHistory/record',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  /** Clears the given products, or everything when productIds is absent. */
  'history.clear': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userHistory/clear',
    auth: 'user',
    input: z.object({ productIds: z.array(zId).max(500).optional() }),
  }),

  /* Points. */
  'points.list': endpoint<PointsPageDTO>()({
    service: 'user',
    method: 'GET',
    path: 'userPoints/list',
    auth: 'user',
    input: z.object({}),
  }),

  /* Feedback and uploads. */
  /**
   * Feedback (spec §2.4/§5): content, name, phone, up to 3 png/jpeg images ≤ 2 MB each, checked by their bytes.
   * Multipart (fields content/name/phone, files in `file`) or JSON with files [{url, fid}] from userSuggest/upload.
   */
  'feedback.add': endpoint<{ id: number }>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/suggest/add',
    auth: 'optional',
    timeoutMs: 16_000,
    input: zFeedback,
  }),
  /** The buyer's own suggestions, newest first, with the staff reply (我的反馈). */
  'feedback.mine': endpoint<MyFeedbackRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'userSuggest/suggest/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** The logged-in buyer's own name and full mobile, to fill the feedback dialog's 姓名 and 手机号 (never another's). */
  'feedback.contact': endpoint<{ name: string; phone: string }>()({
    service: 'user',
    method: 'GET',
    path: 'userSuggest/contact',
    auth: 'user',
    input: z.object({}),
  }),
  /** One feedback image (png/jpeg ≤ 2 MB by bytes), private to its author → { fid, url } (url: a random name). */
  'feedback.upload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/upload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
  /** Avatar (png/jpeg ≤ 2 MB by bytes) → sets the user's avatarUrl. */
  'upload.avatar': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/avatarUpload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),

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
