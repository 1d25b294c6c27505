/**
 * Pharmacopoeia method calls (base /mall/shopping/product/api), spec §7:
 * apiserver/* and prodapiitem/product/*.
 *
 * Meanings chosen where the spec gives only a path:
 * - getProdSummaryByProdApiItemIds/{x}: x is the comma-separated list of method ids ("1,2,3");
 *   ids in the body (prodApiItemIds / ids) are added to it.
 * - getProdsByProdApiItemId/{a}/{b}: a is the method id, b the page number (page size from the
 *   pageSize header, default 10): the products that method needs, paged (totalCount = all of them).
 * - getApiFileStream: body { id, format: 'html' | 'txt' } → the method as a file (attachment), not JSON.
 *   Accepts JSON or an HTML form post, so a plain <form method="post"> downloads it.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import type {
  MethodCompareColumn,
  MethodDetail,
  MethodListItem,
  MethodType,
  ProductSummaryRow,
  RequiredProduct,
} from '@/lib/domain/content/methods';
import type { MethodsSummary } from '@/lib/domain/content/methods';

/** A list of ids given as an array, a number or a comma-separated string ("1,2"); `label` names them in messages. */
export const idsLoose = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (Array.isArray(v)) return v;
      if (typeof v === 'number') return [v];
      if (typeof v === 'string') return v.split(/[,，\s]+/).filter(Boolean);
      return v;
    },
    z
      .array(
        z.coerce
          .number({ error: `${label}必须是数字` })
          .int(`${label}必须是整数`)
          .positive(`${label}必须是正整数`)
          .max(2_147_483_647, `${label}超出范围`),
      )
      .max(60, `一次最多 60 个${label}`),
  );
export const zIdsLoose = idsLoose('方法编号');

const zMethodIds = z
  .object({ prodApiItemIds: zIdsLoose.optional(), ids: zIdsLoose.optional(), list: zIdsLoose.optional() })
  .transform((o) => [...new Set([...(o.prodApiItemIds ?? []), ...(o.ids ?? []), ...(o.list ?? [])])])
  .refine((ids) => ids.length > 0, { error: '请至少选择一个方法' });

const zMethodId = z
  .object({ id: zId.optional(), prodApiItemId: zId.optional() })
  .transform((o) => o.prodApiItemId ?? o.id)
  .refine((id): id is number => id !== undefined, { error: '请指定方法编号' })
  .transform((id) => id as number);

export type MethodSearchInput = { keyword?: string; typeIds?: number[] };

export const methodEndpoints = {
  'methods.types': endpoint<MethodType[]>()({
    service: 'product',
    method: 'GET',
    path: 'apiserver/types',
    input: z.object({}),
  }),
  'methods.search': endpoint<MethodListItem[]>()({
    service: 'product',
    method: 'POST',
    path: 'apiserver/searchApi',
    input: z.object({
      keyword: z.string({ error: '关键词必须是文本' }).trim().max(200, '关键词过长').optional(),
      typeIds: idsLoose('分类编号').optional(),
      series: z.string().trim().max(60, '系列名称过长').optional(),
    }),
  }),
  'methods.prodEq': endpoint<ProductSummaryRow[]>()({
    service: 'product',
    method: 'POST',
    path: 'apiserver/getProdEqByProdApiItemIds',
    input: zMethodIds,
  }),
  'methods.prodSummary': endpoint<MethodsSummary>()({
    service: 'product',
    method: 'POST',
    path: 'apiserver/getProdSummaryByProdApiItemIds/{x}',
    input: z
      .object({ x: zIdsLoose, prodApiItemIds: zIdsLoose.optional(), ids: zIdsLoose.optional() })
      .transform((o) => [...new Set([...o.x, ...(o.prodApiItemIds ?? []), ...(o.ids ?? [])])])
      .refine((ids) => ids.length > 0, { error: '请至少选择一个方法' }),
  }),
  'methods.fileStream': endpoint<Response>()({
    service: 'product',
    method: 'POST',
    path: 'apiserver/getApiFileStream',
    input: z
      .object({
        id: zId.optional(),
        prodApiItemId: zId.optional(),
        format: z.enum(['html', 'txt'], { error: '文件格式只能是 html 或 txt' }).default('html'),
      })
      .refine((o) => o.id !== undefined || o.prodApiItemId !== undefined, { error: '请指定方法编号' }),
  }),
  'methods.getById': endpoint<MethodDetail>()({
    service: 'product',
    method: 'GET',
    path: 'apiserver/getById/{id}',
    input: z.object({ id: zId }),
  }),
  'methods.prodsByItem': endpoint<RequiredProduct[]>()({
    service: 'product',
    method: 'GET',
    path: 'apiserver/getProdsByProdApiItemId/{a}/{b}',
    input: z.object({
      a: zId,
      b: z.coerce
        .number({ error: '页码必须是数字' })
        .int('页码必须是整数')
        .min(1, '页码必须大于 0')
        .max(100_000, '页码超出范围'),
    }),
  }),
  'methods.productList': endpoint<RequiredProduct[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodapiitem/product/list',
    input: zMethodId,
  }),
  'methods.compareList': endpoint<MethodCompareColumn[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodapiitem/product/compare/list',
    input: zMethodIds,
  }),
} as const;
