/**
 * Console handlers: content (news, help tree, banners, methods, standards and their required products).
 * Each change is written through lib/domain/content/staff (rich text sanitised there), recorded in the audit log
 * with before/after, and expires the cached storefront entries that show it (./content-admin/invalidate.ts).
 */
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { createBanner, deleteBanner, listBannersAdmin, reorderBanner, updateBanner } from '@/lib/domain/content/staff';
import { notFound } from '@/lib/domain/content/staff';
import {
  createHelpNode,
  deleteHelpNode,
  getHelpNodeAdmin,
  helpTreeAdmin,
  moveHelpNode,
  reorderHelpNode,
  updateHelpNode,
} from '@/lib/domain/content/staff';
import { storeContentImage } from '@/lib/domain/content/staff';
import { refreshStorefront } from '@/lib/domain/content/staff';
import {
  addLink,
  linkedProductIds,
  listLinks,
  orderLinks,
  removeLink,
  updateLinkRole,
} from '@/lib/domain/content/staff';
import { lookupProducts } from '@/lib/domain/content/staff';
import {
  createMethod,
  deleteMethod,
  getMethodAdmin,
  listMethodsAdmin,
  listMethodTypesAdmin,
  updateMethod,
} from '@/lib/domain/content/staff';
import {
  createNews,
  deleteNews,
  getNewsAdmin,
  listNewsAdmin,
  listNewsCategoriesAdmin,
  saveNewsCategory,
  setNewsStatus,
  updateNews,
} from '@/lib/domain/content/staff';
import {
  createStandard,
  deleteStandard,
  getStandardAdmin,
  listStandardsAdmin,
  updateStandard,
} from '@/lib/domain/content/staff';
import type { HandlerMap } from '../../context';
import type { contentEndpoints } from '../../endpoints/staff/content';

const paged = <T>(r: { rows: T[]; total: number }) => ({ __paged: true as const, list: r.rows, total: r.total });
const page = (ctx: { paging: { pageSize: number; offset: number } }) => ({
  limit: ctx.paging.pageSize,
  offset: ctx.paging.offset,
});
const found = <T>(r: T | null, message: string): T => {
  if (r === null) throw notFound(message);
  return r;
};

export const contentHandlers: HandlerMap<typeof contentEndpoints> = {
  /* News: the home page lists the latest news (HOME_TAG); the article page renders per request. */
  'content.news.list': async (input, ctx) => paged(await listNewsAdmin(ctx.db, input, page(ctx))),
  'content.news.get': async (input, ctx) => found(await getNewsAdmin(ctx.db, input.id), M.newsNotFound),
  'content.news.create': async (input, ctx) => {
    const after = await createNews(ctx.db, input);
    ctx.audit({ entity: 'news', entityId: after.id, after });
    refreshStorefront({ home: true });
    return after;
  },
  'content.news.update': async ({ id, ...input }, ctx) => {
    const { before, after } = await updateNews(ctx.db, id, input);
    ctx.audit({ entity: 'news', entityId: id, before, after });
    refreshStorefront({ home: true });
    return after;
  },
  'content.news.status': async (input, ctx) => {
    const { before, after } = await setNewsStatus(ctx.db, input.id, input.status);
    ctx.audit({
      entity: 'news',
      entityId: input.id,
      before: { status: before.status },
      after: { status: after.status },
    });
    refreshStorefront({ home: true });
    return after;
  },
  'content.news.delete': async (input, ctx) => {
    const before = await deleteNews(ctx.db, input.id);
    ctx.audit({ entity: 'news', entityId: input.id, before });
    refreshStorefront({ home: true });
    return null;
  },
  'content.newsCategories': (_input, ctx) => listNewsCategoriesAdmin(ctx.db),
  'content.newsCategory.save': async (input, ctx) => {
    const after = await saveNewsCategory(ctx.db, { id: input.id ?? undefined, name: input.name, sort: input.sort });
    ctx.audit({ entity: 'news_category', entityId: after.id, after });
    refreshStorefront({ home: true });
    return after;
  },

  'content.image.upload': async (input, ctx) => {
    const img = await storeContentImage(ctx.db, input.file, input.purpose);
    ctx.audit({
      entity: 'upload',
      entityId: img.fid,
      after: { purpose: input.purpose, url: img.url, mime: img.mime, size: img.size },
    });
    return img;
  },

  /* Help tree: its pages render per request; nothing cached shows it. */
  'content.help.tree': (_input, ctx) => helpTreeAdmin(ctx.db),
  'content.help.get': async (input, ctx) => found(await getHelpNodeAdmin(ctx.db, input.id), M.helpNotFound),
  'content.help.create': async (input, ctx) => {
    const after = await createHelpNode(ctx.db, input);
    ctx.audit({ entity: 'help', entityId: after.id, after });
    return after;
  },
  'content.help.update': async ({ id, ...input }, ctx) => {
    const { before, after } = await updateHelpNode(ctx.db, id, input);
    ctx.audit({ entity: 'help', entityId: id, before, after });
    return after;
  },
  'content.help.move': async (input, ctx) => {
    const { before, after } = await moveHelpNode(ctx.db, input.id, input.parentId);
    ctx.audit({
      entity: 'help',
      entityId: input.id,
      before: { parentId: before.parentId },
      after: { parentId: after.parentId },
    });
    return after;
  },
  'content.help.reorder': async (input, ctx) => {
    const { before, after } = await reorderHelpNode(ctx.db, input.id, input.direction);
    ctx.audit({ entity: 'help', entityId: input.id, before: { sort: before.sort }, after: { sort: after.sort } });
    return after;
  },
  'content.help.delete': async (input, ctx) => {
    const before = await deleteHelpNode(ctx.db, input.id);
    ctx.audit({ entity: 'help', entityId: input.id, before });
    return null;
  },

  /* Banners: shown on the home page (HOME_TAG). */
  'content.banners.list': (_input, ctx) => listBannersAdmin(ctx.db),
  'content.banners.create': async (input, ctx) => {
    const after = await createBanner(ctx.db, input);
    ctx.audit({ entity: 'banner', entityId: after.id, after });
    refreshStorefront({ home: true });
    return after;
  },
  'content.banners.update': async ({ id, ...input }, ctx) => {
    const { before, after } = await updateBanner(ctx.db, id, input);
    ctx.audit({ entity: 'banner', entityId: id, before, after });
    refreshStorefront({ home: true });
    return after;
  },
  'content.banners.reorder': async (input, ctx) => {
    const { before, after } = await reorderBanner(ctx.db, input.id, input.direction);
    ctx.audit({ entity: 'banner', entityId: input.id, before: { sort: before.sort }, after: { sort: after.sort } });
    refreshStorefront({ home: true });
    return after;
  },
  'content.banners.delete': async (input, ctx) => {
    const before = await deleteBanner(ctx.db, input.id);
    ctx.audit({ entity: 'banner', entityId: input.id, before });
    refreshStorefront({ home: true });
    return null;
  },

  /* Methods: the home page lists the latest methods; each linked product's goods page lists the method. */
  'content.methods.list': async (input, ctx) => paged(await listMethodsAdmin(ctx.db, input, page(ctx))),
  'content.methodTypes': (_input, ctx) => listMethodTypesAdmin(ctx.db),
  'content.methods.get': async (input, ctx) => found(await getMethodAdmin(ctx.db, input.id), M.methodNotFound),
  'content.methods.create': async (input, ctx) => {
    const after = await createMethod(ctx.db, input);
    ctx.audit({ entity: 'method', entityId: after.id, after });
    refreshStorefront({ home: true });
    return after;
  },
  'content.methods.update': async ({ id, ...input }, ctx) => {
    const { before, after } = await updateMethod(ctx.db, id, input);
    ctx.audit({ entity: 'method', entityId: id, before, after });
    refreshStorefront({ home: true, productIds: await linkedProductIds(ctx.db, 'method', id) });
    return after;
  },
  'content.methods.delete': async (input, ctx) => {
    const { before, productIds } = await deleteMethod(ctx.db, input.id);
    ctx.audit({ entity: 'method', entityId: input.id, before: { ...before, productIds } });
    refreshStorefront({ home: true, productIds });
    return null;
  },

  /* Standards: each linked product's goods page lists the standard (code, title, status). */
  'content.standards.list': async (input, ctx) => paged(await listStandardsAdmin(ctx.db, input, page(ctx))),
  'content.standards.get': async (input, ctx) => found(await getStandardAdmin(ctx.db, input.id), M.standardNotFound),
  'content.standards.create': async (input, ctx) => {
    const after = await createStandard(ctx.db, input);
    ctx.audit({ entity: 'standard', entityId: after.id, after });
    return after;
  },
  'content.standards.update': async ({ id, ...input }, ctx) => {
    const { before, after } = await updateStandard(ctx.db, id, input);
    ctx.audit({ entity: 'standard', entityId: id, before, after });
    refreshStorefront({ productIds: await linkedProductIds(ctx.db, 'standard', id) });
    return after;
  },
  'content.standards.delete': async (input, ctx) => {
    const { before, productIds } = await deleteStandard(ctx.db, input.id);
    ctx.audit({ entity: 'standard', entityId: input.id, before: { ...before, productIds } });
    refreshStorefront({ productIds });
    return null;
  },

  /* Required / linked products: the product's goods page and (methods) the home page's latest methods. */
  'content.products.lookup': (input, ctx) => lookupProducts(ctx.db, input.keyword),
  'content.links.list': (input, ctx) => listLinks(ctx.db, input.owner, input.id),
  'content.links.add': async (input, ctx) => {
    const list = await addLink(ctx.db, input.owner, input.id, input.productId, input.role);
    ctx.audit({
      entity: input.owner,
      entityId: input.id,
      after: { addedProductId: input.productId, role: list.find((l) => l.productId === input.productId)?.role ?? null },
    });
    refreshStorefront({ home: input.owner === 'method', productIds: [input.productId] });
    return list;
  },
  'content.links.update': async (input, ctx) => {
    const { before, list } = await updateLinkRole(ctx.db, input.owner, input.id, input.productId, input.role);
    ctx.audit({
      entity: input.owner,
      entityId: input.id,
      before: { productId: input.productId, ...before },
      after: { productId: input.productId, role: list.find((l) => l.productId === input.productId)?.role ?? null },
    });
    refreshStorefront({ home: input.owner === 'method', productIds: [input.productId] });
    return list;
  },
  'content.links.remove': async (input, ctx) => {
    const { before, list } = await removeLink(ctx.db, input.owner, input.id, input.productId);
    ctx.audit({ entity: input.owner, entityId: input.id, before: { removedProductId: input.productId, ...before } });
    refreshStorefront({ home: input.owner === 'method', productIds: [input.productId] });
    return list;
  },
  'content.links.order': async (input, ctx) => {
    const { before, list } = await orderLinks(ctx.db, input.owner, input.id, input.productIds);
    ctx.audit({
      entity: input.owner,
      entityId: input.id,
      before: { order: before },
      after: { order: list.map((l) => l.productId) },
    });
    // The order shows on the method/standard page only (rendered per request); goods pages do not show it.
    if (input.owner === 'method') refreshStorefront({ home: true });
    return list;
  },
};
