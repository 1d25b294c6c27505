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
import { NITROSAMINE_BATCH, STRUCTURE } from '@/lib/config/constants';
import { NITROSAMINE_MSG, QUICK_MSG } from '@/lib/config/messages';
import type { BatchRow, ScreenResult, ScreenSummary, StoredScreen } from '@/lib/domain/catalog/nitrosamine';

export type { BatchRow, ScreenResult, ScreenSummary, StoredScreen };

const zToken = z
  .string({ error: NITROSAMINE_MSG.screenNotFound })
  .regex(/^[A-Za-z0-9_-]{16,40}$/, NITROSAMINE_MSG.screenNotFound);
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: QUICK_MSG.fileRequired,
});

export const nitrosamineScreenInput = z
  .object({
    smiles: z
      .string({ error: NITROSAMINE_MSG.invalid })
      .max(STRUCTURE.smilesMaxChars, NITROSAMINE_MSG.tooLarge)
      .nullish(),
    molfile: z
      .string({ error: NITROSAMINE_MSG.invalid })
      .max(STRUCTURE.molfileMaxBytes, NITROSAMINE_MSG.tooLarge)
      .nullish(),
    keyword: z.string({ error: NITROSAMINE_MSG.empty }).max(120, NITROSAMINE_MSG.empty).nullish(),
  })
  .refine((v) => [v.smiles, v.molfile, v.keyword].some((s) => typeof s === 'string' && s.trim() !== ''), {
    message: NITROSAMINE_MSG.empty,
  });

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
      title: z.string().max(200).nullish(),
      total: z
        .number({ error: NITROSAMINE_MSG.batchEmpty })
        .int()
        .min(1, NITROSAMINE_MSG.batchEmpty)
        .max(NITROSAMINE_BATCH.maxRows, NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.maxRows))
        .nullish(),
      // A too-long row is answered in its own row (batchRowTooLong), not by refusing the chunk.
      rows: z
        .array(z.string({ error: NITROSAMINE_MSG.batchEmpty }).max(100_000, NITROSAMINE_MSG.tooLarge), {
          error: NITROSAMINE_MSG.batchEmpty,
        })
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
