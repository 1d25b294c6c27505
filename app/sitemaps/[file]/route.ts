/** /sitemaps/<file>.xml — one sitemap file, streamed (products-<n>.xml, pages.xml, <kind>-<n>.xml). */
import { getDb } from '@/lib/db/client';
import { chunkHasRows, chunkXml, pagesXml, xmlStream } from '@/lib/platform/seo/sitemap-data';
import { parseSitemapFile, phonePagesXml, STATIC_PAGES } from '@/lib/platform/seo/sitemap';
import { absoluteUrl } from '@/lib/platform/seo/site';
import { phoneUrlOf } from '@/lib/platform/seo/phone-twin';

/** Baidu's mobile sitemap: the static pages' phone twins, and the fluid agreement page serving both. */
const phoneSitemap = () =>
  phonePagesXml(
    STATIC_PAGES.filter((p) => p !== '/agreementPrivacy').map((p) => phoneUrlOf(p)),
    [absoluteUrl('/agreementPrivacy')],
  );

export const dynamic = 'force-dynamic';

const HEADERS = { 'cache-control': 'public, max-age=3600, s-maxage=3600' };

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const f = parseSitemapFile(file);
  const notFound = () =>
    new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (!f) return notFound();
  if (f.kind === 'phone')
    return new Response(phoneSitemap(), { headers: { ...HEADERS, 'content-type': 'application/xml; charset=utf-8' } });
  const db = await getDb();
  // An out-of-range or empty chunk is a 404, decided before the 200 header is sent.
  if (f.kind !== 'pages' && !(await chunkHasRows(db, f.kind, f.chunk))) return notFound();
  return xmlStream(f.kind === 'pages' ? pagesXml(db) : chunkXml(db, f.kind, f.chunk), HEADERS);
}
