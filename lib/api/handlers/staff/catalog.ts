/**
 * Console handlers: catalogue (products, packages, lots, COA) and imports. Every write goes through
 * lib/domain/catalog/staff and then invalidates the cached storefront pages it affects (freshen: product tags at
 * once, category/brand/home lists when the product moved, was added, or went on/off the shelf).
 */
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { listConsoleProducts } from '@/lib/domain/catalog/staff';
import {
  createProduct,
  getProductDetail,
  setProductStatus,
  updateProduct,
  type ProductForm,
} from '@/lib/domain/catalog/staff';
import { addSku, updateSku } from '@/lib/domain/catalog/staff';
import { addLot, attachCoa, withdrawLot } from '@/lib/domain/catalog/staff';
import { freshen } from '@/lib/domain/catalog/staff';
import {
  confirmImport,
  createImport,
  dryRun,
  getImportJob,
  listImportJobs,
  runImport,
  type ImportScope,
} from '@/lib/domain/catalog/staff';
import type { Db } from '@/lib/db/client';
import { inBackground } from '@/lib/platform/next/background';
import { staffOf, type HandlerMap } from '../../context';
import type { catalogEndpoints } from '../../endpoints/staff/catalog';

const form = (i: ProductForm): ProductForm => i;

/** The cache invalidation at the end of an import (runs in the import's background task). */
export async function invalidateImport(db: Db, scope: ImportScope): Promise<string> {
  const perProduct = !scope.productsOverflow;
  // The goods pages went out with each batch's commit (runImport → publishChange); the lists after the recount.
  const done = await freshen(db, {
    categories: scope.categories,
    brands: scope.brands,
    home: scope.added,
  });
  if (!done) return '无页面缓存（非 Web 服务进程）';
  return perProduct
    ? `已刷新 ${scope.products.length} 个商品页、${scope.categories.length} 个类别及首页`
    : `变更商品超过 ${scope.products.length} 个：已刷新 ${scope.categories.length} 个类别列表、品牌与首页；商品页在缓存到期（价格 60 秒、详情 10 分钟）后更新`;
}

export const catalogHandlers: HandlerMap<typeof catalogEndpoints> = {
  'catalog.products': async (input, ctx) => {
    const r = await listConsoleProducts(ctx.db, {
      q: input.q,
      categoryId: input.categoryId,
      brandId: input.brandId,
      status: input.status,
      offset: ctx.paging.offset,
      limit: ctx.paging.pageSize,
    });
    return { __paged: true, list: r.list, total: r.total };
  },
  'catalog.product': async (input, ctx) => {
    const p = await getProductDetail(ctx.db, input.id);
    if (!p) throw new ApiError(M.productNotFound, 'NOT_FOUND');
    return p;
  },
  'catalog.create': async (input, ctx) => {
    const r = await createProduct(ctx.db, form(input));
    ctx.audit({ entity: 'product', entityId: r.id, before: null, after: r.after });
    await freshen(ctx.db, { products: [r.id], categories: r.categoryIds, brands: r.brandIds, home: true });
    return { id: r.id, code: r.code };
  },
  'catalog.update': async (input, ctx) => {
    const { id, ...rest } = input;
    const r = await updateProduct(ctx.db, id, form(rest));
    ctx.audit({ entity: 'product', entityId: id, before: r.before, after: r.after });
    await freshen(ctx.db, {
      products: [id],
      categories: r.listsChanged ? r.categoryIds : [],
      brands: r.listsChanged ? r.brandIds : [],
    });
    return { id };
  },
  'catalog.status': async (input, ctx) => {
    const r = await setProductStatus(ctx.db, input.id, input.status);
    ctx.audit({ entity: 'product', entityId: input.id, before: r.before, after: r.after });
    await freshen(ctx.db, {
      products: [input.id],
      categories: r.categoryIds,
      brands: r.brandIds,
      home: r.listsChanged,
    });
    return { id: input.id, status: input.status };
  },
  'catalog.addSku': async (input, ctx) => {
    const { id, ...f } = input;
    const r = await addSku(ctx.db, id, { ...f, stock: f.stock === undefined ? undefined : String(f.stock) });
    // Published with the write (lib/domain/catalog/staff/packages.ts → publishChange).
    ctx.audit({ entity: 'sku', entityId: r.skuId, before: null, after: { productId: id, ...r.after } });
    return { skuId: r.skuId };
  },
  'catalog.updateSku': async (input, ctx) => {
    const { skuId, ...f } = input;
    const r = await updateSku(ctx.db, skuId, { ...f, stock: f.stock === undefined ? undefined : String(f.stock) });
    // Published with the write (lib/domain/catalog/staff/packages.ts → publishChange).
    ctx.audit({ entity: 'sku', entityId: skuId, before: r.before, after: r.after });
    return { skuId, restocked: r.restocked };
  },
  'catalog.addLot': async (input, ctx) => {
    const r = await addLot(ctx.db, input.id, {
      batchNo: input.batchNo,
      releasedOn: input.releasedOn,
      expiresOn: input.expiresOn,
      purity: input.purity,
      file: input.file ?? null,
    });
    ctx.audit({ entity: 'lot', entityId: r.lotId, before: null, after: r.after });
    await freshen(ctx.db, { products: [input.id] });
    return { lotId: r.lotId };
  },
  'catalog.uploadCoa': async (input, ctx) => {
    const r = await attachCoa(ctx.db, input.lotId, input.file);
    ctx.audit({ entity: 'lot', entityId: input.lotId, before: r.before, after: r.after });
    await freshen(ctx.db, { products: [r.productId] });
    return { fileUrl: String(r.after.fileUrl) };
  },
  'catalog.withdrawLot': async (input, ctx) => {
    const r = await withdrawLot(ctx.db, input.lotId, input.reason);
    ctx.audit({ entity: 'lot', entityId: input.lotId, before: r.before, after: r.after });
    await freshen(ctx.db, { products: [r.productId] });
    return null;
  },
  'catalog.importUpload': async (input, ctx) => {
    const staff = staffOf(ctx);
    const job = await createImport(ctx.db, staff.id, input.file);
    ctx.audit({ entity: 'import', entityId: job.id, after: { fileName: input.file.name, size: input.file.size } });
    const db = ctx.db;
    await inBackground(() => dryRun(db, job.id));
    return job;
  },
  'catalog.imports': async (_input, ctx) => {
    const r = await listImportJobs(ctx.db, ctx.paging.offset, ctx.paging.pageSize);
    return { __paged: true, list: r.list.map((j) => ({ ...j, report: null })), total: r.total };
  },
  'catalog.import': async (input, ctx) => {
    const j = await getImportJob(ctx.db, input.id);
    if (!j) throw new ApiError(M.importNotFound, 'NOT_FOUND');
    return j;
  },
  'catalog.importConfirm': async (input, ctx) => {
    const j = await confirmImport(ctx.db, input.id);
    ctx.audit({
      entity: 'import',
      entityId: input.id,
      before: { status: 'dry_run' },
      after: { status: 'queued', ...j.counts },
    });
    const db = ctx.db;
    await inBackground(() => runImport(db, input.id, { onDone: (scope) => invalidateImport(db, scope) }));
    return j;
  },
};
