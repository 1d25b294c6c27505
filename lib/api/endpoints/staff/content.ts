/**
 * Console endpoints: content (news, help tree, banners, methods, standards and their required products).
 * Browser-safe: only types come from the domain (lib/domain/content/staff); rich text is sanitised by the handlers.
 */
import { z } from 'zod';
import './jitless';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import type { BannerAdmin } from '@/lib/domain/content/staff';
import type { HelpAdminDetail, HelpAdminNode, HelpKind } from '@/lib/domain/content/staff';
import type { ContentImage, ContentImagePurpose } from '@/lib/domain/content/staff';
import type { LinkedProduct, LinkOwner } from '@/lib/domain/content/staff';
import type { ProductPick } from '@/lib/domain/content/staff';
import type { MethodAdmin, MethodAdminRow } from '@/lib/domain/content/staff';
import type { NewsAdmin, NewsAdminRow, NewsCategoryAdmin } from '@/lib/domain/content/staff';
import type { StandardAdmin, StandardAdminRow } from '@/lib/domain/content/staff';
import type { StandardStatus } from '@/lib/domain/content/standards';
import { staffEndpoint } from '../../define';

const INT_MAX = 2_147_483_647;
/** Raw rich text accepted before sanitising (the stored text is bounded again after). */
const RICH_INPUT_MAX = 400_000;

export const STANDARD_STATUS_OPTIONS = ['现行', '即将实施', '废止'] as const satisfies readonly StandardStatus[];
export const HELP_KIND_OPTIONS = ['folder', 'article', 'link'] as const satisfies readonly HelpKind[];
const OWNERS = ['method', 'standard'] as const satisfies readonly LinkOwner[];
const IMAGE_PURPOSES = ['news_cover', 'banner', 'content_image'] as const satisfies readonly ContentImagePurpose[];

const id = z.coerce.number({ error: M.idInvalid }).int(M.idInvalid).positive(M.idInvalid).max(INT_MAX, M.idInvalid);
/** An optional reference: null, '' or 0 mean none. */
const optId = z
  .union([
    z.null(),
    z.coerce.number({ error: M.idInvalid }).int(M.idInvalid).min(0, M.idInvalid).max(INT_MAX, M.idInvalid),
  ])
  .optional()
  .transform((v) => v || null);
const filterId = z.coerce.number().int().positive().max(INT_MAX).optional().catch(undefined);
const keyword = z.string().trim().max(100).optional();

const required = (label: string, max: number) =>
  z
    .string({ error: M.required(label) })
    .trim()
    .min(1, M.required(label))
    .max(max, M.tooLong(label, max));
const optional = (label: string, max: number) =>
  z
    .string({ error: M.tooLong(label, max) })
    .trim()
    .max(max, M.tooLong(label, max))
    .nullish();
const rich = z.string({ error: M.bodyRequired }).max(RICH_INPUT_MAX, M.bodyTooLong).nullish();
const imageUrl = z.string({ error: M.imageInvalid }).trim().max(300, M.imageInvalid).nullish();
const flag = z.boolean({ error: M.statusInvalid }).optional();
const direction = z.enum(['up', 'down'], { error: M.directionInvalid });

/** A moment (ISO string from the browser's datetime picker); empty = keep / now. */
const moment = z
  .string({ error: M.publishAtInvalid })
  .trim()
  .max(40, M.publishAtInvalid)
  .nullish()
  .transform((s, ctx) => {
    if (!s) return null;
    const d = new Date(s);
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100) {
      ctx.addIssue({ code: 'custom', message: M.publishAtInvalid });
      return z.NEVER;
    }
    return d;
  });

/** A calendar day YYYY-MM-DD (empty = none). */
const day = z
  .string({ error: M.dateInvalid })
  .trim()
  .max(10, M.dateInvalid)
  .nullish()
  .refine((s) => {
    if (!s) return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, M.dateInvalid);

const newsFields = z.object({
  title: required('标题', 200),
  categoryId: optId,
  summary: optional('摘要', 500),
  coverUrl: imageUrl,
  content: rich,
  publishedAt: moment,
  status: z.union([z.literal(0), z.literal(1)], { error: M.statusInvalid }),
  isTop: flag,
  source: optional('来源', 120),
  author: optional('作者', 60),
});

const helpFields = z.object({
  name: required('名称', 100),
  kind: z.enum(HELP_KIND_OPTIONS, { error: M.helpKindInvalid }),
  content: rich,
  url: z.string({ error: M.urlInvalid }).trim().max(500, M.urlInvalid).nullish(),
});

const bannerFields = z.object({
  title: required('标题', 120),
  subtitle: optional('副标题', 200),
  imageUrl,
  link: z.string({ error: M.linkInvalid }).trim().max(500, M.linkInvalid).nullish(),
  isVisible: flag,
});

const methodFields = z.object({
  api: required('原料药名称', 120),
  apiEn: optional('英文名称', 200),
  typeId: optId,
  source: optional('来源', 120),
  title: required('方法标题', 300),
  testItem: optional('检测项目', 60),
  series: optional('系列', 60),
  content: rich,
});

const standardFields = z.object({
  standardCode: required('标准号', 60),
  title: required('标准名称', 300),
  titleEn: optional('英文名称', 300),
  issuer: optional('发布单位', 200),
  category: optional('分类', 60),
  issuedOn: day,
  effectiveOn: day,
  status: z.enum(STANDARD_STATUS_OPTIONS, { error: M.standardStatusInvalid }),
  replacedBy: optional('代替标准', 60),
  content: rich,
});

const owner = z.enum(OWNERS, { error: M.ownerInvalid });
const role = optional('用途标签', 60);

const c = 'content' as const;

export const contentEndpoints = {
  /* News */
  'content.news.list': staffEndpoint<NewsAdminRow[]>()({
    method: 'GET',
    path: 'content/news/list',
    access: c,
    input: z.object({
      keyword,
      categoryId: filterId,
      status: z.enum(['0', '1']).transform(Number).optional().catch(undefined),
    }),
  }),
  'content.news.get': staffEndpoint<NewsAdmin>()({
    method: 'GET',
    path: 'content/news/{id}',
    access: c,
    input: z.object({ id }),
  }),
  'content.news.create': staffEndpoint<NewsAdmin>()({
    method: 'POST',
    path: 'content/news/create',
    access: c,
    entity: 'news',
    input: newsFields,
  }),
  'content.news.update': staffEndpoint<NewsAdmin>()({
    method: 'POST',
    path: 'content/news/{id}/update',
    access: c,
    entity: 'news',
    input: newsFields.extend({ id }),
  }),
  'content.news.status': staffEndpoint<NewsAdmin>()({
    method: 'POST',
    path: 'content/news/{id}/status',
    access: c,
    entity: 'news',
    input: z.object({ id, status: z.union([z.literal(0), z.literal(1)], { error: M.statusInvalid }) }),
  }),
  'content.news.delete': staffEndpoint<null>()({
    method: 'POST',
    path: 'content/news/{id}/delete',
    access: c,
    entity: 'news',
    input: z.object({ id }),
  }),
  'content.newsCategories': staffEndpoint<NewsCategoryAdmin[]>()({
    method: 'GET',
    path: 'content/news-categories/list',
    access: c,
    input: z.object({}),
  }),
  'content.newsCategory.save': staffEndpoint<NewsCategoryAdmin>()({
    method: 'POST',
    path: 'content/news-categories/save',
    access: c,
    entity: 'news_category',
    input: z.object({
      id: optId,
      name: z
        .string({ error: M.categoryNameInvalid })
        .trim()
        .min(1, M.categoryNameInvalid)
        .max(60, M.categoryNameInvalid),
      sort: z.coerce.number().int().min(0).max(9999).optional(),
    }),
  }),

  /* Images (news covers, banners, pictures in rich text) */
  'content.image.upload': staffEndpoint<ContentImage>()({
    method: 'POST',
    path: 'content/images/upload',
    access: c,
    entity: 'upload',
    body: 'multipart',
    input: z.object({
      purpose: z.enum(IMAGE_PURPOSES, { error: M.purposeInvalid }),
      file: z.instanceof(File, { error: M.fileRequired }),
    }),
  }),

  /* Help tree */
  'content.help.tree': staffEndpoint<HelpAdminNode[]>()({
    method: 'GET',
    path: 'content/help/tree',
    access: c,
    input: z.object({}),
  }),
  'content.help.get': staffEndpoint<HelpAdminDetail>()({
    method: 'GET',
    path: 'content/help/{id}',
    access: c,
    input: z.object({ id }),
  }),
  'content.help.create': staffEndpoint<HelpAdminDetail>()({
    method: 'POST',
    path: 'content/help/create',
    access: c,
    entity: 'help',
    input: helpFields.extend({ parentId: optId }),
  }),
  'content.help.update': staffEndpoint<HelpAdminDetail>()({
    method: 'POST',
    path: 'content/help/{id}/update',
    access: c,
    entity: 'help',
    input: helpFields.extend({ id }),
  }),
  'content.help.move': staffEndpoint<HelpAdminDetail>()({
    method: 'POST',
    path: 'content/help/{id}/move',
    access: c,
    entity: 'help',
    input: z.object({ id, parentId: optId }),
  }),
  'content.help.reorder': staffEndpoint<HelpAdminDetail>()({
    method: 'POST',
    path: 'content/help/{id}/reorder',
    access: c,
    entity: 'help',
    input: z.object({ id, direction }),
  }),
  'content.help.delete': staffEndpoint<null>()({
    method: 'POST',
    path: 'content/help/{id}/delete',
    access: c,
    entity: 'help',
    input: z.object({ id }),
  }),

  /* Banners */
  'content.banners.list': staffEndpoint<BannerAdmin[]>()({
    method: 'GET',
    path: 'content/banners/list',
    access: c,
    input: z.object({}),
  }),
  'content.banners.create': staffEndpoint<BannerAdmin>()({
    method: 'POST',
    path: 'content/banners/create',
    access: c,
    entity: 'banner',
    input: bannerFields,
  }),
  'content.banners.update': staffEndpoint<BannerAdmin>()({
    method: 'POST',
    path: 'content/banners/{id}/update',
    access: c,
    entity: 'banner',
    input: bannerFields.extend({ id }),
  }),
  'content.banners.reorder': staffEndpoint<BannerAdmin>()({
    method: 'POST',
    path: 'content/banners/{id}/reorder',
    access: c,
    entity: 'banner',
    input: z.object({ id, direction }),
  }),
  'content.banners.delete': staffEndpoint<null>()({
    method: 'POST',
    path: 'content/banners/{id}/delete',
    access: c,
    entity: 'banner',
    input: z.object({ id }),
  }),

  /* Methods */
  'content.methods.list': staffEndpoint<MethodAdminRow[]>()({
    method: 'GET',
    path: 'content/methods/list',
    access: c,
    input: z.object({ keyword, typeId: filterId }),
  }),
  'content.methodTypes': staffEndpoint<{ id: number; name: string }[]>()({
    method: 'GET',
    path: 'content/method-types/list',
    access: c,
    input: z.object({}),
  }),
  'content.methods.get': staffEndpoint<MethodAdmin>()({
    method: 'GET',
    path: 'content/methods/{id}',
    access: c,
    input: z.object({ id }),
  }),
  'content.methods.create': staffEndpoint<MethodAdmin>()({
    method: 'POST',
    path: 'content/methods/create',
    access: c,
    entity: 'method',
    input: methodFields,
  }),
  'content.methods.update': staffEndpoint<MethodAdmin>()({
    method: 'POST',
    path: 'content/methods/{id}/update',
    access: c,
    entity: 'method',
    input: methodFields.extend({ id }),
  }),
  'content.methods.delete': staffEndpoint<null>()({
    method: 'POST',
    path: 'content/methods/{id}/delete',
    access: c,
    entity: 'method',
    input: z.object({ id }),
  }),

  /* Standards */
  'content.standards.list': staffEndpoint<StandardAdminRow[]>()({
    method: 'GET',
    path: 'content/standards/list',
    access: c,
    input: z.object({ keyword, status: z.enum(STANDARD_STATUS_OPTIONS).optional().catch(undefined) }),
  }),
  'content.standards.get': staffEndpoint<StandardAdmin>()({
    method: 'GET',
    path: 'content/standards/{id}',
    access: c,
    input: z.object({ id }),
  }),
  'content.standards.create': staffEndpoint<StandardAdmin>()({
    method: 'POST',
    path: 'content/standards/create',
    access: c,
    entity: 'standard',
    input: standardFields,
  }),
  'content.standards.update': staffEndpoint<StandardAdmin>()({
    method: 'POST',
    path: 'content/standards/{id}/update',
    access: c,
    entity: 'standard',
    input: standardFields.extend({ id }),
  }),
  'content.standards.delete': staffEndpoint<null>()({
    method: 'POST',
    path: 'content/standards/{id}/delete',
    access: c,
    entity: 'standard',
    input: z.object({ id }),
  }),

  /* Required / linked products of a method or standard */
  'content.products.lookup': staffEndpoint<ProductPick[]>()({
    method: 'GET',
    path: 'content/products/lookup',
    access: c,
    input: z.object({
      keyword: z.string({ error: M.keywordRequired }).trim().min(1, M.keywordRequired).max(100, M.keywordRequired),
    }),
  }),
  'content.links.list': staffEndpoint<LinkedProduct[]>()({
    method: 'GET',
    path: 'content/links/{owner}/{id}',
    access: c,
    input: z.object({ owner, id }),
  }),
  'content.links.add': staffEndpoint<LinkedProduct[]>()({
    method: 'POST',
    path: 'content/links/{owner}/{id}/add',
    access: c,
    input: z.object({ owner, id, productId: id, role }),
  }),
  'content.links.update': staffEndpoint<LinkedProduct[]>()({
    method: 'POST',
    path: 'content/links/{owner}/{id}/{productId}/update',
    access: c,
    input: z.object({ owner, id, productId: id, role }),
  }),
  'content.links.remove': staffEndpoint<LinkedProduct[]>()({
    method: 'POST',
    path: 'content/links/{owner}/{id}/{productId}/remove',
    access: c,
    input: z.object({ owner, id, productId: id }),
  }),
  'content.links.order': staffEndpoint<LinkedProduct[]>()({
    method: 'POST',
    path: 'content/links/{owner}/{id}/order',
    access: c,
    input: z.object({ owner, id, productIds: z.array(id, { error: M.orderMismatch }).max(500, M.orderMismatch) }),
  }),
} as const;
