/** /sitemaps/<file>.xml — one sitemap file, streamed (products-<n>.xml, pages.xml, <kind>-<n>.xml). */
import { getDb } from '@/lib/db/client';
import { chunkXml, pagesXml, xmlStream } from '@/lib/seo/sitemap-data';
import { parseSitemapFile } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

const HEADERS = { 'cache-control': 'public, max-age=3600, s-maxage=3600' };

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const f = parseSitemapFile(file);
  if (!f) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const db = await getDb();
  return xmlStream(f.kind === 'pages' ? pagesXml(db) : chunkXml(db, f.kind, f.chunk), HEADERS);
}
