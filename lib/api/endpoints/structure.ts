/**
 * Structure search calls (not in spec §7; designed under the product base /mall/shopping/product/api).
 *
 *   POST structure/search        { smiles? | formula? | molfile?, mode?, accuracy? } + pageNo/pageSize headers (or body)
 *                                → data: StructureSearchResult, totalCount: total (a lower bound when data.capped)
 *   GET  structure/depict        ?smiles=…&w=&h=  → image/svg+xml (editor / paste preview)
 *   POST structure/formula/list  { formula } → products with that molecular formula (paged)
 *   GET  structure/index/status  staff only: this instance's index (size, version, build time)
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { STRUCTURE_MODES } from '@/lib/domain/catalog/structure/client';
import type { StructureSearchResult } from '@/lib/domain/catalog/structure';
import type { ProductListItem } from '@/lib/domain/catalog/products';

const zSmiles = z.string({ error: STRUCTURE_MSG.invalid }).max(STRUCTURE.smilesMaxChars, STRUCTURE_MSG.tooLarge);
const zMolfile = z.string({ error: STRUCTURE_MSG.invalid }).max(STRUCTURE.molfileMaxBytes, STRUCTURE_MSG.tooLarge);
const zAccuracy = z.coerce
  .number({ error: STRUCTURE_MSG.accuracyInvalid })
  .int(STRUCTURE_MSG.accuracyInvalid)
  .min(1, STRUCTURE_MSG.accuracyInvalid)
  .max(100, STRUCTURE_MSG.accuracyInvalid);

export const structureSearchInput = z
  .object({
    smiles: zSmiles.nullish(),
    /** The spec's formulaSearchData.formula (a SMILES or molfile): an alias of smiles/molfile. */
    formula: zMolfile.nullish(),
    molfile: zMolfile.nullish(),
    mode: z.enum(STRUCTURE_MODES, { error: STRUCTURE_MSG.modeInvalid }).nullish(),
    accuracy: zAccuracy.nullish(),
  })
  .refine((v) => [v.smiles, v.formula, v.molfile].some((s) => typeof s === 'string' && s.trim() !== ''), {
    message: STRUCTURE_MSG.empty,
  });

export type StructureStatusDTO = {
  ready: boolean;
  molecules: number;
  rows: number;
  removed: number;
  version: string | null;
  builtAt: number | null;
  buildMs: number | null;
  refreshes: number;
  fullBuilds: number;
  lastError: string | null;
  rssMb: number;
};

export const structureEndpoints = {
  'structure.search': endpoint<StructureSearchResult>()({
    service: 'product',
    method: 'POST',
    path: 'structure/search',
    input: structureSearchInput,
  }),
  'structure.depict': endpoint<Response>()({
    service: 'product',
    method: 'GET',
    path: 'structure/depict',
    input: z.object({
      smiles: zMolfile.refine((s) => s.trim() !== '', STRUCTURE_MSG.empty),
      w: z.coerce.number().int().min(40).max(1200).optional(),
      h: z.coerce.number().int().min(40).max(1200).optional(),
    }),
  }),
  'structure.formulaList': endpoint<ProductListItem[]>()({
    service: 'product',
    method: 'POST',
    path: 'structure/formula/list',
    input: z.object({ formula: zMolfile.refine((s) => s.trim() !== '', STRUCTURE_MSG.empty) }),
  }),
  'structure.status': endpoint<StructureStatusDTO>()({
    service: 'product',
    method: 'GET',
    path: 'structure/index/status',
    input: z.object({}),
    auth: 'staff',
  }),
} as const;
