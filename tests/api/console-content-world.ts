/**
 * The world the console content tests share (tests/api/console-content*.test.ts): ops, finance and warehouse staff,
 * a catalogue, a news category and a method type; the cache tags an edit expires; hostile HTML and images.
 * Each test file mocks next/cache itself (jest.mock is hoisted per file) and pushes into mockTags.
 */
import { count } from 'drizzle-orm';
import { makeStaff, type TestStaff } from '../helpers/console';
import { makeCatalog, type Catalog } from './cart-fixtures';
import { banners, helpTree, methodTypes, methods, news, newsCategories, standards } from '../../lib/db/schema';
import { registerLocalRevalidation } from '../../lib/pages/revalidation';

import type { TestCtx } from '../helpers/db';

// Every revalidateTag the console calls, in order (no Next request store in a test); each file's jest.mock pushes.
export const mockTags: string[] = [];
// As a server does at start (instrumentation.ts): changes revalidate this process's cache through revalidateTag.
registerLocalRevalidation();
export const tagsOf = async (fn: () => Promise<unknown>) => {
  mockTags.length = 0;
  await fn();
  return [...mockTags];
};

export const HOSTILE =
  '<p>正文第一段<script>alert(1)</script></p>' +
  '<img src="/images/x.png" onerror="alert(2)" alt="图">' +
  '<a href="javascript:alert(3)">危险链接</a>' +
  '<a href="https://example.com/ok" onclick="alert(4)">安全链接</a>' +
  '<iframe src="https://evil.example/"></iframe>' +
  '<p style="background:url(javascript:alert(5))" onmouseover="alert(6)">段落</p>';

export function expectClean(html: string | null | undefined) {
  expect(html).toBeTruthy();
  expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|style=/i);
  expect(html).toContain('正文第一段');
  expect(html).toContain('危险链接');
  expect(html).toContain('href="https://example.com/ok"');
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function imageForm(bytes: Buffer, name: string, purpose = 'news_cover') {
  const f = new FormData();
  f.set('purpose', purpose);
  f.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return f;
}
/** Registers the world's beforeAll in the calling describe; state() reads what beforeAll made. */
export function consoleContentWorld(ctx: TestCtx) {
  let ops: TestStaff;
  let finance: TestStaff;
  let warehouse: TestStaff;
  let cat: Catalog;
  let categoryId: number;
  let typeId: number;
  const n = async (table: typeof news | typeof helpTree | typeof banners | typeof methods | typeof standards) =>
    Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops');
    finance = await makeStaff(ctx.db, 'finance');
    warehouse = await makeStaff(ctx.db, 'warehouse');
    cat = await makeCatalog(ctx.db, 'CC');
    const [c] = await ctx.db
      .insert(newsCategories)
      .values({ name: '行业动态', sort: 1 })
      .returning({ id: newsCategories.id });
    categoryId = c!.id;
    const [t] = await ctx.db
      .insert(methodTypes)
      .values({ name: '中国药典', sort: 1 })
      .returning({ id: methodTypes.id });
    typeId = t!.id;
  });

  return { n, state: () => ({ ops, finance, warehouse, cat, categoryId, typeId }) };
}
