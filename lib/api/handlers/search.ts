import 'server-only';
import { PAGE_SIZE } from '@/lib/config/constants';
import type { Ctx, HandlerMap } from '../context';
import { paged } from '../context';
import { searchEndpoints } from '../endpoints/search';
import { listProducts } from '@/lib/domain/catalog/search';
import { classifyQuery } from '@/lib/domain/catalog/search';
import {
  apiProducts,
  categoriesByKeyword,
  exactProductMatch,
  searchApis,
  searchMethodItems,
  searchNews,
} from '@/lib/domain/catalog/search';
import { structureKeywordMatch } from '@/lib/domain/catalog/search';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { ApiError } from '../errors';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { recordSearch } from '@/lib/domain/operations/insights';

const MAX_PAGE_SIZE = 100;

/** Paging: the pageNo/pageSize headers win, then the body, then the call's defaults (spec §7). */
function pagingOf(
  ctx: Ctx,
  body: { pageNo?: number; pageSize?: number },
  defaults: { pageNo: number; pageSize: number },
) {
  const header = (name: string) => ctx.req.headers.get(name);
  const pageNo = header('pageNo') ? ctx.paging.pageNo : (body.pageNo ?? defaults.pageNo);
  const pageSize = header('pageSize') ? ctx.paging.pageSize : (body.pageSize ?? defaults.pageSize);
  return { pageNo, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
}

export const searchHandlers: HandlerMap<typeof searchEndpoints> = {
  'search.products': async (input, ctx) => {
    const p = pagingOf(ctx, input, { pageNo: 1, pageSize: PAGE_SIZE.pagerDefault });
    const r = await listProducts(ctx.db, {
      keyword: input.keyword,
      categoryId: input.categoryId,
      brandIds: input.brandIds,
      categoryIds: input.categoryIds,
      deliverys: input.deliverys,
      packageValues: input.packageValues,
      sort: input.sort,
      ...p,
    });
    // Insights: one search_log row per buyer search (buffered, never awaited; suggestions while typing are not searches).
    recordSearch(ctx.db, productSearchEntry({ ...input, ...p }), r.total, {
      userId: ctx.user?.id,
      token: ctx.token,
      ip: ctx.ip,
    });
    return paged(
      {
        list: r.list,
        kind: r.kind ?? null,
        hint: r.hint ?? null,
        suggestion: r.suggestion ?? null,
        fuzzy: Boolean(r.fuzzy),
        totalCapped: r.totalCapped,
        appliedSort: r.appliedSort,
      },
      r.total,
    );
  },
  'search.suggest': async (input, { db }) => {
    const q = classifyQuery(input.keyword);
    const [exact, r, structure] = await Promise.all([
      exactProductMatch(db, input.keyword),
      listProducts(db, { keyword: input.keyword, pageNo: 1, pageSize: 6 }),
      // A SMILES naming exactly one product goes straight to it too (issue 16; null at once for any other keyword).
      structureKeywordMatch(db, input.keyword),
    ]);
    return {
      kind: q.kind,
      hint: q.hint ?? null,
      suggestion: q.suggestion ?? null,
      exactProductId: exact ?? structure?.productId ?? null,
      products: r.list.map((p) => ({
        id: p.id,
        code: p.code,
        nameZh: p.nameZh,
        nameEn: p.nameEn,
        cas: p.cas,
        formula: p.formula,
      })),
    };
  },
  'search.structureKeyword': async (input, { db, user, token, ip }) => {
    const m = await structureKeywordMatch(db, input.keyword);
    if (!m) throw new ApiError(STRUCTURE_MSG.invalid, 'STRUCTURE_INVALID');
    if (m.kind === 'error') throw new ApiError(m.message ?? STRUCTURE_MSG.invalid, 'STRUCTURE_INVALID');
    // Insights (buffered, never awaited): the buyer's exact structure search.
    recordSearch(db, m.log, m.total, { userId: user?.id, token, ip });
    const href = m.redirect ?? `/searchCenter?keyword=${encodeURIComponent(m.canonicalSmiles ?? input.keyword.trim())}`;
    return { kind: m.kind, href, productId: m.productId, total: m.total, canonicalSmiles: m.canonicalSmiles };
  },
  'search.categoriesByKeyword': (input, { db }) => categoriesByKeyword(db, input.keyword),
  'search.methodItems': async (input, ctx) => {
    const p = pagingOf(ctx, input, { pageNo: 1, pageSize: PAGE_SIZE.homeSearch });
    const r = await searchMethodItems(ctx.db, { keyword: input.keyword, typeIds: input.typeIds, ...p });
    return paged(r.list, r.total);
  },
  'search.apis': async (input, ctx) => {
    const p = pagingOf(ctx, input, { pageNo: 1, pageSize: PAGE_SIZE.homeSearch });
    const r = await searchApis(ctx.db, { keyword: input.keyword, ...p });
    return paged(r.list, r.total);
  },
  'search.news': async (input, ctx) => {
    const p = pagingOf(ctx, input, { pageNo: 1, pageSize: PAGE_SIZE.newsSearch });
    const r = await searchNews(ctx.db, { keyword: input.keyword, ...p });
    return paged(r.list, r.total);
  },
  'search.apiProducts': async (input, ctx) => {
    const p = pagingOf(ctx, input, { pageNo: 1, pageSize: PAGE_SIZE.pagerDefault });
    const r = await apiProducts(ctx.db, { api: input.api, keyword: input.keyword, ...p });
    return paged(r.list, r.total);
  },
};
