import 'server-only';
import type { HandlerMap } from '../context';
import { paged } from '../context';
import { methodEndpoints } from '../endpoints/methods';
import { notFound } from '../errors';
import { PAGE_SIZE } from '@/lib/config/constants';
import {
  compareMethods,
  getMethod,
  listMethodTypes,
  methodProductsPage,
  productsForMethods,
  searchMethods,
  summariseMethods,
} from '@/lib/domain/content/methods';
import { contentDisposition, methodFile } from '@/lib/domain/content/methods';

/** Method lists are small pages: never more than the compare-list size per request. */
const capSize = (n: number) => Math.min(n, PAGE_SIZE.compareList);
const METHOD_NOT_FOUND = '方法不存在或已下架';

export const methodHandlers: HandlerMap<typeof methodEndpoints> = {
  'methods.types': (_input, { db }) => listMethodTypes(db),
  'methods.search': async (input, { db, paging }) => {
    const r = await searchMethods(db, {
      keyword: input.keyword,
      typeIds: input.typeIds,
      series: input.series,
      pageNo: paging.pageNo,
      pageSize: capSize(paging.pageSize),
    });
    return paged(r.list, r.total);
  },
  'methods.prodEq': async (ids, { db }) => {
    const rows = await productsForMethods(db, ids);
    return paged(rows, rows.length);
  },
  'methods.prodSummary': (ids, { db }) => summariseMethods(db, ids),
  'methods.fileStream': async (input, { db }) => {
    const id = (input.prodApiItemId ?? input.id)!;
    const file = await methodFile(db, id, input.format);
    if (!file) throw notFound(METHOD_NOT_FOUND);
    return new Response(file.body, {
      status: 200,
      headers: {
        'content-type': file.contentType,
        'content-disposition': contentDisposition(file.filename),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
  'methods.getById': async (input, { db }) => {
    const m = await getMethod(db, input.id);
    if (!m) throw notFound(METHOD_NOT_FOUND);
    return m;
  },
  'methods.prodsByItem': async (input, { db, paging }) => {
    const m = await getMethod(db, input.a);
    if (!m) throw notFound(METHOD_NOT_FOUND);
    const r = await methodProductsPage(db, input.a, input.b, capSize(paging.pageSize));
    return paged(r.list, r.total);
  },
  'methods.productList': async (id, { db, paging }) => {
    const m = await getMethod(db, id);
    if (!m) throw notFound(METHOD_NOT_FOUND);
    const r = await methodProductsPage(db, id, paging.pageNo, capSize(paging.pageSize));
    return paged(r.list, r.total);
  },
  'methods.compareList': async (ids, { db }) => {
    const cols = await compareMethods(db, ids);
    if (!cols.length) throw notFound(METHOD_NOT_FOUND);
    return paged(cols, cols.length);
  },
};
