/**
 * Search calls (base /mall/shopping/product/api), spec §7, plus the product search the browser uses.
 *
 *   POST prodcategory/index/search/selectExByKeyword { keyword }             → categories with match counts
 *   POST index/prodapiitem/muti/search  { keyword, typeIds?, pageNo=1, pageSize=4 }  → methods (paged)
 *   POST index/prodapi/muti/search      { keyword, pageNo=1, pageSize=4 }            → APIs with methods (paged)
 *   POST index/news/data/search         { keyword, pageNo=1, pageSize=12 }           → news (paged)
 *   POST prodapi/about/product/list     { api | keyword, pageNo=1, pageSize=10 }     → products about an API (paged)
 *   POST prodapiitem/product/search     (ours) { keyword?, categoryId?, brandIds?, categoryIds?, deliverys?,
 *                                         packageValues?, sort?, pageNo=1, pageSize=10 }
 *                                       → data { list, kind, hint?, suggestion?, fuzzy?, totalCapped, appliedSort },
 *                                         totalCount = total (at most SEARCH_COUNT_CAP; totalCapped says "10000+")
 *   POST prodapiitem/product/suggest    (ours) { keyword } → { kind, hint?, exactProductId, products (≤ 6) }
 *                                       (exactProductId also for the SMILES of exactly one product)
 *   POST prodapiitem/product/structureKeyword (ours) { keyword: SMILES or molfile (≤ 100 KB) }
 *                                       → { kind: product|results|none, href, productId, total, canonicalSmiles }: where the
 *                                         header box goes after a pasted molfile (issue 16); unreadable → code 0 + message
 *
 * Paging: the pageNo/pageSize headers win, then the body fields, then the defaults above.
 * Lists may be arrays or comma-separated strings ("1,2").
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { SEARCH_KEYWORD_MAX_LENGTH, STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import type { ProductListItem, ProductSort } from '@/lib/domain/catalog/products';
import type { MethodListItem } from '@/lib/domain/content/methods';
import type { QueryKind } from '@/lib/domain/catalog/search';
import type { ProductSummary } from '@/lib/domain/catalog/products';

const zKw = z.string({ error: '关键词必须是文本' }).trim().max(SEARCH_KEYWORD_MAX_LENGTH, '关键词过长');
const zPageNo = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码必须大于 0')
  .max(100_000, '页码过大');
const zPageSize = z.coerce
  .number({ error: '每页条数必须是数字' })
  .int('每页条数必须是整数')
  .min(1, '每页条数必须大于 0')
  .max(100, '每页最多 100 条');

const splitLoose = (v: unknown) => {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return v;
  if (typeof v === 'number') return [v];
  if (typeof v === 'string')
    return v
      .split(/[,，]+/)
      .map((s) => s.trim())
      .filter(Boolean);
  return v;
};

const zIdList = (label: string) =>
  z.preprocess(
    splitLoose,
    z
      .array(
        z.coerce
          .number({ error: `${label}必须是数字` })
          .int(`${label}必须是整数`)
          .positive(`${label}必须是正整数`)
          .max(2_147_483_647, `${label}超出范围`),
      )
      .max(100, `${label}最多 100 个`),
  );
const zTextList = (label: string) =>
  z.preprocess(
    splitLoose,
    z
      .array(
        z
          .string({ error: `${label}必须是文本` })
          .trim()
          .min(1)
          .max(30, `${label}过长`),
      )
      .max(50, `${label}最多 50 个`),
  );

export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'name_asc',
  'name_desc',
  'mw_asc',
  'mw_desc',
] as const satisfies readonly ProductSort[];

export const productSearchInput = z.object({
  keyword: zKw.optional(),
  categoryId: z.coerce
    .number({ error: '分类编号必须是数字' })
    .int('分类编号必须是整数')
    .min(0, '分类编号不正确')
    .max(2_147_483_647, '分类编号超出范围')
    .optional(),
  brandIds: zIdList('品牌编号').optional(),
  categoryIds: zIdList('分类编号').optional(),
  deliverys: zTextList('货期').optional(),
  packageValues: zTextList('包装规格').optional(),
  sort: z.enum(PRODUCT_SORTS, { error: '排序方式不正确' }).optional(),
  pageNo: zPageNo.optional(),
  pageSize: zPageSize.optional(),
});

export type ProductSearchData = {
  list: ProductListItem[];
  kind: QueryKind | null;
  hint: string | null;
  suggestion: string | null;
  fuzzy: boolean;
  totalCapped: boolean;
  appliedSort: ProductSort;
};

export type SuggestData = {
  kind: QueryKind;
  hint: string | null;
  suggestion: string | null;
  /** The one product an exact identifier names (go straight to its goods page), else null. */
  exactProductId: number | null;
  products: (ProductSummary & { formula: string | null })[];
};

/** Where a pasted structure leads (lib/domain/catalog/search/structure-match.ts). */
export type StructureKeywordData = {
  kind: 'product' | 'results' | 'none';
  href: string;
  productId: number | null;
  total: number;
  canonicalSmiles: string | null;
};

export type CategoryHitDTO = { id: number; parentId: number | null; name: string; count: number };
export type ApiHitDTO = { api: string; apiEn: string | null; methodCount: number; firstMethodId: number };
export type NewsHitDTO = {
  id: number;
  title: string;
  summary: string;
  categoryName: string | null;
  coverUrl: string | null;
  publishedAt: string;
};

const paging = { pageNo: zPageNo.optional(), pageSize: zPageSize.optional() };

export const searchEndpoints = {
  'search.products': endpoint<ProductSearchData>()({
    service: 'product',
    method: 'POST',
    path: 'prodapiitem/product/search',
    input: productSearchInput,
  }),
  'search.suggest': endpoint<SuggestData>()({
    service: 'product',
    method: 'POST',
    path: 'prodapiitem/product/suggest',
    input: z.object({ keyword: zKw.refine((s) => s !== '', '请输入搜索内容') }),
  }),
  'search.structureKeyword': endpoint<StructureKeywordData>()({
    service: 'product',
    method: 'POST',
    path: 'prodapiitem/product/structureKeyword',
    input: z.object({
      keyword: z
        .string({ error: STRUCTURE_MSG.invalid })
        .max(STRUCTURE.molfileMaxBytes, STRUCTURE_MSG.tooLarge)
        .refine((s) => s.trim() !== '', STRUCTURE_MSG.empty),
    }),
  }),
  'search.categoriesByKeyword': endpoint<CategoryHitDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodcategory/index/search/selectExByKeyword',
    input: z.object({ keyword: zKw.optional() }),
  }),
  'search.methodItems': endpoint<MethodListItem[]>()({
    service: 'product',
    method: 'POST',
    path: 'index/prodapiitem/muti/search',
    input: z.object({ keyword: zKw.optional(), typeIds: zIdList('分类编号').optional(), ...paging }),
  }),
  'search.apis': endpoint<ApiHitDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'index/prodapi/muti/search',
    input: z.object({ keyword: zKw.optional(), ...paging }),
  }),
  'search.news': endpoint<NewsHitDTO[]>()({
    service: 'product',
    method: 'POST',
    path: 'index/news/data/search',
    input: z.object({ keyword: zKw.optional(), ...paging }),
  }),
  'search.apiProducts': endpoint<ProductListItem[]>()({
    service: 'product',
    method: 'POST',
    path: 'prodapi/about/product/list',
    input: z
      .object({ api: zKw.optional(), keyword: zKw.optional(), ...paging })
      .refine((o) => Boolean(o.api || o.keyword), { message: '请指定原料药名称' }),
  }),
} as const;
