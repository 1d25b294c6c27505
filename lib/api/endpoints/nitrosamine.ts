/**
 * Nitrosamine risk screen (issue 35, under the product base /mall/shopping/product/api):
 *
 *   POST nitrosamine/screen   { smiles } | { molfile } | { keyword }  (keyword: name, CAS or 货号 through the catalogue)
 *                             → data: { parent, derivatives[], message, notice, rulesVersion }
 * Each derivative: smiles, inchiKey, siteType, alphaHydrogens, features[], score, category, acceptableIntakeNgPerDay
 * (the CPCA category's AI), publishedLimits[] ({ agency, acceptableIntakeNgPerDay, date, source }),
 * governingLimitNgPerDay (published where one exists, else CPCA) and productIds[].
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { NITROSAMINE_BATCH } from '@/lib/config/constants';
import { NITROSAMINE_MSG, QUICK_MSG } from '@/lib/config/messages';
import {
  screenInputProblem,
  type BatchRow,
  type ScreenField,
  type ScreenResult,
  type ScreenSummary,
  type StoredScreen,
} from '@/lib/domain/catalog/nitrosamine/client';

const zToken = z
  .string({ error: NITROSAMINE_MSG.screenNotFound })
  .regex(/^[A-Za-z0-9_-]{16,40}$/, NITROSAMINE_MSG.screenNotFound);
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: QUICK_MSG.fileRequired,
});

/** A string field of a screen: its bound and its characters judged as the domain judges them (one message each). */
const zField = (field: ScreenField, typeMessage: string) =>
  z.string({ error: typeMessage }).superRefine((v, ctx) => {
    const problem = screenInputProblem(field, v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const nitrosamineScreenInput = z
  .object({
    smiles: zField('smiles', NITROSAMINE_MSG.invalid).nullish(),
    molfile: zField('molfile', NITROSAMINE_MSG.invalid).nullish(),
    keyword: zField('keyword', NITROSAMINE_MSG.empty).nullish(),
  })
  .refine((v) => [v.smiles, v.molfile, v.keyword].some((s) => typeof s === 'string' && s.trim() !== ''), {
    message: NITROSAMINE_MSG.empty,
  });

/**
 * One batch row: text, or a number (a spreadsheet cell) taken as its text. Its length and characters are judged
 * per row by the domain (screenRow answers that row's message), so one bad row never refuses the chunk; the request
 * as a whole stays bounded by the router's body limit and chunkMax rows.
 */
const zRow = z.union([z.string(), z.number().finite().transform(String)], { error: NITROSAMINE_MSG.batchEmpty });

export const nitrosamineEndpoints = {
  'nitrosamine.screen': endpoint<ScreenResult>()({
    service: 'product',
    method: 'POST',
    path: 'nitrosamine/screen',
    input: nitrosamineScreenInput,
    auth: 'optional',
  }),
  /**
   * POST nitrosamine/batch { rows: string[] (≤ chunkMax), token?, total?, title? }: screens one chunk of a batch;
   * the first chunk (no token) creates the screen of `total` rows. Each row answers its result or its own message.
   */
  'nitrosamine.batch': endpoint<{ token: string; done: number; total: number; rows: BatchRow[] }>()({
    service: 'product',
    method: 'POST',
    path: 'nitrosamine/batch',
    auth: 'optional',
    input: z.object({
      token: zToken.nullish(),
      title: zField('title', NITROSAMINE_MSG.titleTooLong(NITROSAMINE_BATCH.titleMaxChars)).nullish(),
      total: z
        .number({ error: NITROSAMINE_MSG.batchEmpty })
        .int()
        .min(1, NITROSAMINE_MSG.batchEmpty)
        .max(NITROSAMINE_BATCH.maxRows, NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.maxRows))
        .nullish(),
      rows: z
        .array(zRow, { error: NITROSAMINE_MSG.batchEmpty })
        .min(1, NITROSAMINE_MSG.batchEmpty)
        .max(NITROSAMINE_BATCH.chunkMax, NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.chunkMax)),
    }),
  }),
  /** POST nitrosamine/batch/upload (multipart file: .xlsx or .csv): the rows it holds (first non-empty cell each). */
  'nitrosamine.batchUpload': endpoint<{ rows: string[] }>()({
    service: 'product',
    method: 'POST',
    path: 'nitrosamine/batch/upload',
    auth: 'optional',
    body: 'multipart',
    input: z.object({ form: zForm }),
  }),
  /** GET nitrosamine/screens: the buyer's batch screens, newest first. */
  'nitrosamine.screens': endpoint<ScreenSummary[]>()({
    service: 'product',
    method: 'GET',
    path: 'nitrosamine/screens',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET nitrosamine/screens/{token}: one screen with its rows (a buyer's screen to that buyer only). */
  'nitrosamine.screenDetail': endpoint<StoredScreen>()({
    service: 'product',
    method: 'GET',
    path: 'nitrosamine/screens/{token}',
    auth: 'optional',
    input: z.object({ token: zToken }),
  }),
  /** GET nitrosamine/screens/{token}/export: the screen as .xlsx (notice and sources first). */
  'nitrosamine.screenExport': endpoint<Response>()({
    service: 'product',
    method: 'GET',
    path: 'nitrosamine/screens/{token}/export',
    auth: 'optional',
    input: z.object({ token: zToken }),
  }),
} as const;
