/** /sitemap.xml — the sitemap index: pages.xml plus one file per id chunk of products (and of large content kinds). */
import { getDb } from '@/lib/db/client';
import { sitemapFiles } from '@/lib/platform/seo/sitemap-data';
import { sitemapIndexXml } from '@/lib/platform/seo/sitemap';
import { absoluteUrl } from '@/lib/platform/seo/site';

export const dynamic = 'force-dynamic';

export async function GET() {
  const files = await sitemapFiles(await getDb());
  const xml = sitemapIndexXml(files.map((f) => ({ loc: absoluteUrl(`/sitemaps/${f}`) })));
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
