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
import { STRUCTURE } from '@/lib/config/constants';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import type { ScreenResult } from '@/lib/domain/catalog/nitrosamine';

export type { ScreenResult };

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
} as const;
