/**
 * Customised services (定制合成, base /mall/shopping/order/api): submit a request (real-name verified buyers; an
 * optional structure or specification file, multipart), the buyer's requests, one request, withdrawal. Accepting a
 * quote is settling it: order/settlement/preview and order/submit with source 'custom' and customId.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { CUSTOM_RULES } from '@/lib/config/constants';
import { CUSTOM_MSG } from '@/lib/config/messages';
import { isValidCas } from '@/lib/domain/catalog/search/client';
import type { CustomDetail } from '@/lib/domain/commerce/custom';

export type { CustomDetail };

const zOpt = (max: number, msg: string) => z.string().trim().max(max, msg).optional().nullable();
/** Analyses as a list, or in one string (multipart forms carry one value per field): comma-joined or a JSON list. */
const listOf = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t.startsWith('[')) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return [t];
    }
  }
  return t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
};
const zAnalyses = z.preprocess(
  listOf,
  z
    .array(z.string().refine((a) => CUSTOM_RULES.analyses.includes(a), CUSTOM_MSG.analysisInvalid))
    .max(CUSTOM_RULES.analyses.length, CUSTOM_MSG.analysisInvalid),
);

export const customEndpoints = {
  /** POST custom/submit (JSON or multipart with one file): a custom-synthesis request. */
  'custom.submit': endpoint<{ id: number; requestNo: string; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'custom/submit',
    auth: 'user',
    input: z.object({
      productName: z
        .string({ error: CUSTOM_MSG.nameRequired })
        .trim()
        .min(1, CUSTOM_MSG.nameRequired)
        .max(200, CUSTOM_MSG.nameTooLong),
      cas: z
        .string()
        .trim()
        .max(20, CUSTOM_MSG.casInvalid)
        .refine((c) => c === '' || isValidCas(c), CUSTOM_MSG.casInvalid)
        .optional()
        .nullable(),
      smiles: zOpt(CUSTOM_RULES.smilesMax, CUSTOM_MSG.structureTooLong),
      quantity: z
        .string({ error: CUSTOM_MSG.quantityRequired })
        .trim()
        .min(1, CUSTOM_MSG.quantityRequired)
        .max(40, CUSTOM_MSG.quantityTooLong),
      purity: zOpt(40, CUSTOM_MSG.purityTooLong),
      analyses: zAnalyses.optional(),
      deliveryDate: z
        .string()
        .trim()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, CUSTOM_MSG.dateInvalid(CUSTOM_RULES.minLeadDays))
        .optional()
        .nullable()
        .transform((v) => v || null),
      notes: zOpt(CUSTOM_RULES.notesMax, CUSTOM_MSG.notesTooLong),
      form: z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData).optional(),
    }),
  }),
  /** GET custom/list: the buyer's requests with their quotes, newest first (我的定制). */
  'custom.list': endpoint<CustomDetail[]>()({
    service: 'order',
    method: 'GET',
    path: 'custom/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET custom/detail?id=: one request. */
  'custom.detail': endpoint<CustomDetail>()({
    service: 'order',
    method: 'GET',
    path: 'custom/detail',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** POST custom/cancel/{id}: withdraws a request not yet ordered. */
  'custom.cancel': endpoint<{ id: number; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'custom/cancel/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
};
