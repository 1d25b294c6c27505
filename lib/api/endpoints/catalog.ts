/** Catalogue calls (base /mall/shopping/product/api), spec §7. */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId, zIdList } from './common';
import type { GoodsSku } from '@/lib/domain/catalog/products';
import type { BrandDTO, CategoryNode } from '@/lib/domain/catalog/products';
export type { BrandDTO, CategoryNode } from '@/lib/domain/catalog/products';

export type CategoryFacetDTO = { id: number; parentId: number | null; name: string; count: number };
export type BrandFacetDTO = BrandDTO & { count: number };

/** An id list given as an array or as a comma-separated string ("1,2,3"). */
const zIdListLoose = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，\s]+/).filter(Boolean) : typeof v === 'number' ? [v] : v),
  zIdList,
);

export const catalogEndpoints = {
  'catalog.categoryList': endpoint<CategoryNode[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodcategory/list',
    input: z.object({ parentId: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
  }),
  'catalog.parentCategoryNames': endpoint<{ id: number; name: string }[]>()({
    service: 'product',
    method: 'GET',
    path: 'prodcategory/getParentCategoryNamesById/{id}',
    input: z.object({ id: zId }),
  }),
  'catalog.brandList': endpoint<BrandDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'brand/list',
    input: z.object({ name: z.string().trim().max(100).optional() }),
  }),
  'catalog.brandSelect': endpoint<BrandDTO>()({
    service: 'product',
    method: 'GET',
    path: 'brand/select/{id}',
    input: z.object({ id: zId }),
  }),
  'catalog.brandCategories': endpoint<CategoryFacetDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'brand/getCategoryListByBrandIds',
    input: z.object({
      brandIds: z
        .unknown()
        .refine((v) => v !== undefined && v !== null && v !== '', { message: '请至少选择一个品牌' })
        .pipe(zIdListLoose)
        .refine((v) => v.length > 0, { message: '请至少选择一个品牌' }),
    }),
  }),
  'catalog.brandsByCategoriesOrCity': endpoint<BrandFacetDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'brand/getBrandListByCategoryIdsOrCityId',
    input: z.object({
      categoryIds: zIdListLoose.optional(),
      cityId: z.union([zId, z.literal('').transform(() => undefined), z.null().transform(() => undefined)]).optional(),
    }),
  }),
  /** Live package prices and stock of a product (the goods page refreshes its cached prices with it). */
  'catalog.productSkus': endpoint<GoodsSku[]>()({
    service: 'product',
    method: 'GET',
    path: 'prodproduct/getSkuList/{id}',
    input: z.object({ id: zId }),
  }),
  /** Number of on-sale products (sitemap completeness checks). */
  'catalog.productStats': endpoint<{ onSale: number; total: number }>()({
    service: 'product',
    method: 'GET',
    path: 'prodproduct/stats',
    input: z.object({}),
  }),
} as const;
