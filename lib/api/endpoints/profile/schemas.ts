/** The zod pieces the personal-centre endpoint groups share (Chinese messages from lib/config/messages). */
import { z } from 'zod';
import { V, PROFILE_MSG as P } from '@/lib/config/messages';
import { creditCodeError, taxNumberError, isInvoicePhone, isBankAccount } from '@/lib/domain/accounts/profile/client';
import { phoneError } from '@/lib/domain/accounts/profile/client';
import { CORP_TYPES } from '@/lib/config/constants';
import { zId } from '../common';

export type CorpTypeDTO = { value: string; label: string };

/* ─────────────── shared input pieces ─────────────── */

export const zMobile = z
  .string({ error: V.phoneEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const e = phoneError(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

export const zText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
export const zOptText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
export const zKind = z.enum(['receiving', 'invoice'], { error: P.kindInvalid });
export const zRegionId = (msg: string) => z.coerce.number({ error: msg }).int(msg).positive(msg);

/** Multipart file field: the router passes the parsed FormData as `form`. */
export const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: P.fileRequired,
});

export const zInvoiceTitle = z
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

export const zFeedback = z.object({
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

export const zCorpCert = z.object({
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
