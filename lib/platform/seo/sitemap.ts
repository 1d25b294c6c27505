/**
 * Sitemap math and XML (pure; unit-tested). The sitemap is an index (/sitemap.xml) of files:
 *   /sitemaps/products-<n>.xml   products with id in chunkRange(n): at most SITEMAP_MAX_URLS ids per file
 *   /sitemaps/pages.xml          static pages, categories, brands, and methods / standards / news while they fit
 *   /sitemaps/<kind>-<n>.xml     id-chunked files for a content kind that does not fit into pages.xml
 * Chunking by id range keeps every URL in the same file as the catalogue grows (stable for crawlers), needs no
 * OFFSET, and each file is one primary-key range scan.
 */
import { SITEMAP_MAX_URLS } from '@/lib/config/constants';

const INT4_MAX = 2_147_483_647;

/** Public pages without an entity id. */
export const STATIC_PAGES = [
  '/',
  '/productCenter',
  '/productCenter/allClassify',
  '/productCenter/formulaProductList',
  '/brandCenter',
  '/methods',
  '/methods/allTheMethods',
  '/standard',
  '/newsInformation',
  '/downloadCenter',
  '/downloadCenter/downloadSecond/coa',
  '/downloadCenter/downloadSecond/productCatalog',
  '/searchStructureFormula',
  '/qualityControl',
  '/IntermediateSynthesis',
  '/technical',
  '/enterpriseIntroduction',
  '/agreementPrivacy',
  '/helpCenter/loginProblem',
] as const;

export const CHUNK_KINDS = ['products', 'methods', 'standards', 'news'] as const;
export type ChunkKind = (typeof CHUNK_KINDS)[number];
export type PagesSection = 'static' | 'categories' | 'brands' | 'methods' | 'standards' | 'news';

/** Chunk number of an id (ids start at 1). */
export function chunkOf(id: number, size: number = SITEMAP_MAX_URLS): number {
  return Math.floor((id - 1) / size);
}

/** Inclusive id range of chunk n. */
export function chunkRange(n: number, size: number = SITEMAP_MAX_URLS): { from: number; to: number } {
  return { from: n * size + 1, to: Math.min((n + 1) * size, INT4_MAX) };
}

/** Chunks that may hold rows, given the largest id (0 when the table is empty). */
export function chunksUpTo(maxId: number, size: number = SITEMAP_MAX_URLS): number[] {
  if (!Number.isFinite(maxId) || maxId < 1) return [];
  return Array.from({ length: chunkOf(maxId, size) + 1 }, (_, i) => i);
}

/**
 * Which sections go into pages.xml: in order, each section fits while the running total stays within the limit;
 * the content kinds that do not fit are chunked into their own files. static, categories and brands always stay
 * (categories ≤ 999 and brands are few; their sum is far below the limit).
 */
export function planPages(
  counts: Record<PagesSection, number>,
  limit: number = SITEMAP_MAX_URLS,
): { inline: PagesSection[]; chunked: ChunkKind[] } {
  const inline: PagesSection[] = ['static', 'categories', 'brands'];
  let total = counts.static + counts.categories + counts.brands;
  const chunked: ChunkKind[] = [];
  for (const k of ['methods', 'standards', 'news'] as const) {
    if (total + counts[k] <= limit) {
      inline.push(k);
      total += counts[k];
    } else chunked.push(k);
  }
  return { inline, chunked };
}

/** Parse "products-3.xml" / "pages.xml" / "phone-pages.xml" / "news-0.xml". */
export function parseSitemapFile(
  file: string,
): { kind: 'pages' } | { kind: 'phone' } | { kind: ChunkKind; chunk: number } | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  if (file === PHONE_SITEMAP) return { kind: 'phone' };
  const m = /^(products|methods|standards|news)-(\d{1,6})\.xml$/.exec(file);
  if (!m) return null;
  const chunk = Number(m[2]);
  // Ids are int4: a chunk whose range starts past the largest id cannot exist (products-99999.xml used to send
  // 200 and then drop the connection when the range query overflowed).
  if (chunkRange(chunk).from > INT4_MAX) return null;
  return { kind: m[1] as ChunkKind, chunk };
}

export function xmlEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function sitemapIndexXml(locs: { loc: string; lastmod?: string | null }[]): string {
  const body = locs
    .map(
      (l) =>
        `<sitemap><loc>${xmlEscape(l.loc)}</loc>${l.lastmod ? `<lastmod>${xmlEscape(l.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** One <url> entry; lastmod as W3C date (YYYY-MM-DD). */
export function urlXml(loc: string, lastmod?: Date | string | null): string {
  let mod = '';
  if (typeof lastmod === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastmod)) mod = `<lastmod>${lastmod}</lastmod>`;
  else if (lastmod) {
    const d = typeof lastmod === 'string' ? new Date(lastmod) : lastmod;
    if (!Number.isNaN(d.getTime())) mod = `<lastmod>${d.toISOString().slice(0, 10)}</lastmod>`;
  }
  return `<url><loc>${xmlEscape(loc)}</loc>${mod}</url>\n`;
}

/** Baidu's mobile sitemap namespace (docs/decisions/0021-phone-pages.md). */
export const BAIDU_MOBILE_NS = 'http://www.baidu.com/schemas/sitemap-mobile/1/';
/** The phone pages' sitemap file (Baidu's mobile sitemap protocol). */
export const PHONE_SITEMAP = 'phone-pages.xml';

/**
 * phone-pages.xml: the phone twins of the static pages, each `<mobile:mobile type="mobile"/>` (a phone page), and the
 * fluid pages that serve both, `type="pc,mobile"`. Entity pages' twins are declared on each desktop page instead.
 */
export function phonePagesXml(phoneUrls: readonly string[], fluidUrls: readonly string[]): string {
  const url = (loc: string, type: string) => `<url><loc>${xmlEscape(loc)}</loc><mobile:mobile type="${type}"/></url>\n`;
  return (
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:mobile="${BAIDU_MOBILE_NS}">\n` +
    phoneUrls.map((u) => url(u, 'mobile')).join('') +
    fluidUrls.map((u) => url(u, 'pc,mobile')).join('') +
    URLSET_CLOSE
  );
}
