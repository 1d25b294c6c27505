/**
 * The <head> of a page rendered by the pages router (pages/, docs/decisions/0015-crawler-scale.md), as plain data:
 * what the app router's Metadata object gives its pages, with URLs already absolute (the app router resolves them
 * against metadataBase; here the server does it in getStaticProps, so the data crosses to the page as JSON).
 * components/seo/PageHead.tsx writes it as the same tags, in the same order, as Next's metadata renderer.
 */
import { categoryListHref, displayName, goodsHref } from './urls';
import type { GoodsPageData } from './goods-page';
import { breadcrumbJsonLd, goodsDescription, goodsTitle, productImagePath, productJsonLd } from './product-jsonld';
import { safeJsonLdString } from '@/lib/platform/seo/jsonld';
import { desktopTwinTags } from '@/lib/platform/seo/phone-twin';
import { absoluteUrl, metaDescription, NOT_FOUND_TITLE, pageTitle, SITE_NAME } from '@/lib/platform/seo/site';

export type PageMeta = {
  /** The full title (TITLE_TEMPLATE applied). */
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute. */
  canonical?: string;
  /** The robots meta content ("noindex, follow"); absent: indexable. */
  robots?: string;
  og?: {
    type: string;
    url: string;
    title: string;
    description: string;
    siteName: string;
    locale: string;
    image: { url: string; width: number; height: number; alt: string };
  };
  twitter?: { card: string; title: string; description: string; image: string };
  /** The phone twin's annotations (lib/platform/seo/phone-twin.ts): rel=alternate media, Baidu mobile-agent, applicable-device. */
  phoneTwin?: ReturnType<typeof desktopTwinTags>;
  /** JSON-LD blocks, already escaped for a <script> (lib/platform/seo/jsonld.tsx safeJsonLdString). */
  jsonLd?: string[];
};

/** Open Graph image size of product images (app/images/structure: 1200 × 630). */
const OG_IMAGE = { width: 1200, height: 630 };

/** A goods page's head: title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD. */
export function goodsPageMeta(d: GoodsPageData): PageMeta {
  const p = d.product;
  const name = displayName(p);
  const title = goodsTitle(d);
  const description = metaDescription(goodsDescription(d));
  const canonical = absoluteUrl(goodsHref(p.id));
  const image = absoluteUrl(productImagePath(p));
  return {
    title: pageTitle(title),
    description,
    keywords: [name, p.nameEn, p.cas, p.code, ...p.synonyms.slice(0, 5)].filter((x): x is string => !!x),
    canonical,
    phoneTwin: desktopTwinTags(goodsHref(p.id)),
    // Off-shelf products stay reachable for existing links but leave the index.
    robots: p.status === 1 ? undefined : 'noindex, follow',
    og: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: SITE_NAME,
      locale: 'zh_CN',
      image: { url: image, ...OG_IMAGE, alt: p.structureInput ? `${name} 结构式` : name },
    },
    twitter: { card: 'summary_large_image', title, description, image },
    jsonLd: [
      safeJsonLdString(productJsonLd(d)),
      safeJsonLdString(
        breadcrumbJsonLd([
          { name: '首页', path: '/' },
          { name: '产品中心', path: '/productCenter' },
          ...d.breadcrumb.map((c) => ({ name: c.name, path: categoryListHref(c.id) })),
          { name, path: goodsHref(p.id) },
        ]),
      ),
    ],
  };
}

/** The pages router's 404 head: not indexed, links not followed (as app/not-found.tsx). */
export const NOT_FOUND_META: PageMeta = { title: pageTitle(NOT_FOUND_TITLE), robots: 'noindex, nofollow' };
