/**
 * The <head> tags of a pages-router page (lib/domain/catalog/products/page-meta.ts PageMeta): the tags Next's metadata renderer writes
 * for an app-router page's Metadata, through next/head (which keeps one of each, by `key`). The site-wide tags
 * (charset, theme colour, application name, icon) are pages/_document.tsx's; the viewport is pages/_app.tsx's.
 */
import Head from 'next/head';
import type { PageMeta } from '@/lib/domain/catalog/products/page-meta';

export function PageHead({ meta }: { meta: PageMeta }) {
  const { og, twitter } = meta;
  return (
    <Head>
      <title>{meta.title}</title>
      {meta.description ? <meta name="description" content={meta.description} key="description" /> : null}
      {meta.keywords?.length ? <meta name="keywords" content={meta.keywords.join(',')} key="keywords" /> : null}
      {meta.robots ? <meta name="robots" content={meta.robots} key="robots" /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} key="canonical" /> : null}
      {meta.phoneTwin ? (
        <link
          rel="alternate"
          media={meta.phoneTwin.alternate.media}
          href={meta.phoneTwin.alternate.href}
          key="alternate:phone"
        />
      ) : null}
      {meta.phoneTwin ? <meta name="mobile-agent" content={meta.phoneTwin.mobileAgent} key="mobile-agent" /> : null}
      {meta.phoneTwin ? (
        <meta name="applicable-device" content={meta.phoneTwin.applicableDevice} key="applicable-device" />
      ) : null}
      {og ? <meta property="og:title" content={og.title} key="og:title" /> : null}
      {og ? <meta property="og:description" content={og.description} key="og:description" /> : null}
      {og ? <meta property="og:url" content={og.url} key="og:url" /> : null}
      {og ? <meta property="og:site_name" content={og.siteName} key="og:site_name" /> : null}
      {og ? <meta property="og:locale" content={og.locale} key="og:locale" /> : null}
      {og ? <meta property="og:image" content={og.image.url} key="og:image" /> : null}
      {og ? <meta property="og:image:width" content={String(og.image.width)} key="og:image:width" /> : null}
      {og ? <meta property="og:image:height" content={String(og.image.height)} key="og:image:height" /> : null}
      {og ? <meta property="og:image:alt" content={og.image.alt} key="og:image:alt" /> : null}
      {og ? <meta property="og:type" content={og.type} key="og:type" /> : null}
      {twitter ? <meta name="twitter:card" content={twitter.card} key="twitter:card" /> : null}
      {twitter ? <meta name="twitter:title" content={twitter.title} key="twitter:title" /> : null}
      {twitter ? <meta name="twitter:description" content={twitter.description} key="twitter:description" /> : null}
      {twitter ? <meta name="twitter:image" content={twitter.image} key="twitter:image" /> : null}
    </Head>
  );
}

export default PageHead;
