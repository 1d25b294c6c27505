/**
 * GET /downloadCenter/downloadSecond/productCatalog/download?categoryId=<id>&part=<n>
 * Streams the category's product catalogue as CSV (at most CATALOG_ROWS_PER_FILE rows per request).
 */
import { getDb } from '@/lib/db/client';
import { catalogCsvStream, categoryName, CATALOG_ROWS_PER_FILE } from '@/lib/domain/content/site';
import { contentDisposition } from '@/lib/domain/content/methods';
import { siteUrl } from '@/lib/platform/seo/site';
import { chinaStamp } from '@/lib/kernel/time';

export const dynamic = 'force-dynamic';

const text = (msg: string, status: number) =>
  new Response(msg, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function GET(req: Request) {
  const url = new URL(req.url);
  const categoryId = Number(url.searchParams.get('categoryId'));
  const part = Number(url.searchParams.get('part') ?? '1');
  if (!Number.isInteger(categoryId) || categoryId <= 0 || categoryId > 2_147_483_647)
    return text('请选择产品分类', 400);
  if (!Number.isInteger(part) || part < 1 || part > 1000) return text('分卷编号不正确', 400);
  const db = await getDb();
  const name = await categoryName(db, categoryId);
  if (!name) return text('产品分类不存在', 404);
  const stream = await catalogCsvStream(db, { categoryId, part, siteUrl: siteUrl() });
  const date = chinaStamp(new Date());
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(
        `产品目录-${name.replace(/[\\/:*?"<>|\s]+/g, '_')}-${date}${part > 1 ? `-第${part}卷` : ''}.csv`,
      ),
      'cache-control': 'no-store',
      'x-rows-per-file': String(CATALOG_ROWS_PER_FILE),
    },
  });
}
