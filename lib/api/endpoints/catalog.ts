/** Catalogue calls (base /mall/shopping/product/api), spec §7. */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';

export type CategoryNode = { id: number; parentId: number | null; name: string; count: number; children: CategoryNode[] };
export type BrandDTO = {
  id: number;
  name: string;
  nameEn: string | null;
  code: string;
  logoUrl: string | null;
  country: string | null;
  description: string | null;
  productCount: number;
};

export const catalogEndpoints = {
  'catalog.categoryList': endpoint<CategoryNode[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodcategory/list',
    input: z.object({ parentId: z.coerce.number().int().optional() }),
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
} as const;
