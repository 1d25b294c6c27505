import 'server-only';
import type { HandlerMap } from '../context';
import { catalogEndpoints } from '../endpoints/catalog';
import { notFound } from '../errors';
import { getBrand, listBrands } from '@/lib/domain/catalog/products';
import { categoryTree, parentCategoryNames } from '@/lib/domain/catalog/products';
import { brandsByCategoriesOrCity, categoriesOfBrands, productStats } from '@/lib/domain/catalog/products';
import { listSkus } from '@/lib/domain/catalog/products';

export const catalogHandlers: HandlerMap<typeof catalogEndpoints> = {
  'catalog.categoryList': (input, { db }) => categoryTree(db, input.parentId),
  'catalog.parentCategoryNames': (input, { db }) => parentCategoryNames(db, input.id),
  'catalog.brandList': (input, { db }) => listBrands(db, input.name),
  'catalog.brandSelect': async (input, { db }) => {
    const b = await getBrand(db, input.id);
    if (!b) throw notFound('品牌不存在');
    return b;
  },
  'catalog.brandCategories': (input, { db }) => categoriesOfBrands(db, input.brandIds),
  'catalog.brandsByCategoriesOrCity': (input, { db }) =>
    brandsByCategoriesOrCity(db, { categoryIds: input.categoryIds, cityId: input.cityId ?? null }),
  'catalog.productSkus': (input, { db }) => listSkus(db, input.id),
  'catalog.productStats': (_input, { db }) => productStats(db),
};
