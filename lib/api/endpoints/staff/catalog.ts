/**
 * Console endpoints: catalogue (products, packages, lots, COA) and catalogue imports.
 * Browser-safe: only types come from the domain (lib/domain/catalog/staff); field rules live in the domain
 * (./fields.ts), shared with the import, so the schemas here check shape and size only.
 */
import { z } from 'zod';
import './jitless';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import type { ConsoleProductRow } from '@/lib/domain/catalog/staff';
import type { ProductDetail } from '@/lib/domain/catalog/staff';
import type { ImportJobView, ImportListRow } from '@/lib/domain/catalog/staff';
import { staffEndpoint } from '../../define';

const INT_MAX = 2_147_483_647;
const id = z.coerce
  .number({ error: M.productNotFound })
  .int(M.productNotFound)
  .positive(M.productNotFound)
  .max(INT_MAX, M.productNotFound);
const skuId = z.coerce
  .number({ error: M.skuNotFound })
  .int(M.skuNotFound)
  .positive(M.skuNotFound)
  .max(INT_MAX, M.skuNotFound);
const lotId = z.coerce
  .number({ error: M.lotNotFound })
  .int(M.lotNotFound)
  .positive(M.lotNotFound)
  .max(INT_MAX, M.lotNotFound);
const jobId = z.coerce
  .number({ error: M.importNotFound })
  .int(M.importNotFound)
  .positive(M.importNotFound)
  .max(INT_MAX, M.importNotFound);
const filterId = z.coerce.number().int().positive().max(INT_MAX).optional().catch(undefined);
const optRef = z
  .union([z.null(), z.literal(''), z.coerce.number().int().min(0).max(INT_MAX)])
  .optional()
  .transform((v) => (v === '' || v === 0 || v === null ? null : v));
const text = (max: number) => z.string().max(max, M.fieldTooLong('内容', max)).optional();
const list = z.union([z.string().max(5000), z.array(z.string().max(200)).max(60)]).optional();
const status01 = z.union([
  z.literal(0),
  z.literal(1),
  z.literal('0').transform(() => 0 as const),
  z.literal('1').transform(() => 1 as const),
]);

const productFields = {
  nameZh: text(400),
  nameEn: z.string({ error: M.nameRequired }).max(400, M.nameTooLong),
  synonyms: list,
  cas: text(40),
  categoryId: optRef,
  brandId: optRef,
  purity: text(200),
  storage: text(300),
  shipping: text(300),
  hazards: list,
  licenceClass: text(40),
  description: text(10_000),
  /** SMILES or molfile; '' removes the structure; absent leaves it. */
  structure: z.string().max(200_000, M.structureInvalid).optional(),
  formula: text(200),
};

const skuFields = {
  packageValue: text(60),
  price: z.union([z.string().max(40), z.number().transform((n) => String(n))]).optional(),
  stock: z.union([z.string().max(20), z.number().int()]).optional(),
  delivery: text(60),
  status: status01.optional(),
};

export const catalogEndpoints = {
  'catalog.products': staffEndpoint<ConsoleProductRow[]>()({
    method: 'GET',
    path: 'catalog/products',
    access: 'catalog',
    input: z.object({
      q: z.string().trim().max(100).optional(),
      categoryId: filterId,
      brandId: filterId,
      status: status01.optional().catch(undefined),
    }),
  }),
  'catalog.product': staffEndpoint<ProductDetail>()({
    method: 'GET',
    path: 'catalog/products/{id}',
    access: 'catalog',
    input: z.object({ id }),
  }),
  'catalog.create': staffEndpoint<{ id: number; code: string }>()({
    method: 'POST',
    path: 'catalog/products',
    access: 'catalog',
    entity: 'product',
    input: z.object({ code: z.string({ error: M.codeRequired }).max(60, M.codeInvalid), ...productFields }),
  }),
  'catalog.update': staffEndpoint<{ id: number }>()({
    method: 'POST',
    path: 'catalog/products/{id}',
    access: 'catalog',
    entity: 'product',
    input: z.object({ id, ...productFields }),
  }),
  'catalog.status': staffEndpoint<{ id: number; status: 0 | 1 }>()({
    method: 'POST',
    path: 'catalog/products/{id}/status',
    access: 'catalog',
    entity: 'product',
    input: z.object({ id, status: status01 }),
  }),
  'catalog.addSku': staffEndpoint<{ skuId: number }>()({
    method: 'POST',
    path: 'catalog/products/{id}/skus',
    access: 'catalog',
    entity: 'sku',
    input: z.object({ id, ...skuFields }),
  }),
  'catalog.updateSku': staffEndpoint<{ skuId: number; restocked: { added: number; claimed: number } | null }>()({
    method: 'POST',
    path: 'catalog/skus/{skuId}',
    access: 'catalog',
    entity: 'sku',
    input: z.object({ skuId, ...skuFields }),
  }),
  'catalog.addLot': staffEndpoint<{ lotId: number }>()({
    method: 'POST',
    path: 'catalog/products/{id}/lots',
    access: 'catalog',
    entity: 'lot',
    body: 'multipart',
    input: z.object({
      id,
      batchNo: z.string({ error: M.batchRequired }).max(100, M.batchInvalid),
      releasedOn: text(20),
      expiresOn: text(20),
      purity: text(200),
      file: z.instanceof(File).optional(),
    }),
  }),
  'catalog.uploadCoa': staffEndpoint<{ fileUrl: string }>()({
    method: 'POST',
    path: 'catalog/lots/{lotId}/coa',
    access: 'catalog',
    entity: 'lot',
    body: 'multipart',
    input: z.object({ lotId, file: z.instanceof(File, { error: M.coaRequired }) }),
  }),
  'catalog.withdrawLot': staffEndpoint<null>()({
    method: 'POST',
    path: 'catalog/lots/{lotId}/withdraw',
    access: 'catalog',
    entity: 'lot',
    input: z.object({
      lotId,
      reason: z
        .string({ error: M.withdrawReasonRequired })
        .trim()
        .min(1, M.withdrawReasonRequired)
        .max(200, M.fieldTooLong('原因', 200)),
    }),
  }),
  'catalog.importUpload': staffEndpoint<{ id: number }>()({
    method: 'POST',
    path: 'catalog/imports',
    access: 'catalog',
    entity: 'import',
    body: 'multipart',
    input: z.object({ file: z.instanceof(File, { error: M.importFileRequired }) }),
  }),
  'catalog.imports': staffEndpoint<ImportListRow[]>()({
    method: 'GET',
    path: 'catalog/imports',
    access: 'catalog',
    input: z.object({}),
  }),
  'catalog.import': staffEndpoint<ImportJobView>()({
    method: 'GET',
    path: 'catalog/imports/{id}',
    access: 'catalog',
    input: z.object({ id: jobId }),
  }),
  'catalog.importConfirm': staffEndpoint<ImportJobView>()({
    method: 'POST',
    path: 'catalog/imports/{id}/confirm',
    access: 'catalog',
    entity: 'import',
    input: z.object({ id: jobId }),
  }),
} as const;
