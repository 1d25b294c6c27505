/**
 * The pages router's document: what app/layout.tsx gives every app-router page — lang, the site-wide head tags
 * (theme colour, application name, telephone/e-mail/address detection off, icon) and the broken-image handler
 * first in <body>, before any image can fail (lib/ui/image-fallback.ts).
 *
 * The site footer of the home and the goods page is written here, after the hydrated root (<Main />), not by the
 * pages (components/layout/ChromeFrame.tsx): it is static markup, and in the pages router every component a page
 * renders ships as JavaScript (≈ 2–3 KB gzip for the footer; issue 34's budget, bench/suites/js-weight.ts). Outside
 * the root it is plain HTML — the same markup, links and texts — and it stays as it is on a client navigation
 * between the two pages. The body is then a flex column whose root fills the window above the footer
 * (app/globals.css .doc-footer-body), as the chrome's min-h-screen column did with the footer inside it.
 */
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { Footer } from '@/components/layout/Footer';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/ui/image-fallback';
import { SITE_ICON, SITE_NAME, THEME_COLOR } from '@/lib/platform/seo/site';

/** The pages (routes as Next names them) whose chrome is ChromeFrame without a footer: the document draws it. */
export const DOCUMENT_FOOTER_PAGES: readonly string[] = ['/', '/goodsDetail/[[...id]]'];

export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const footer = DOCUMENT_FOOTER_PAGES.includes(__NEXT_DATA__.page);
  return (
    <Html lang="zh-CN">
      <Head>
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="application-name" content={SITE_NAME} />
        <meta name="format-detection" content="telephone=no, address=no, email=no" />
        <link rel="icon" href={SITE_ICON} />
      </Head>
      <body className={footer ? 'doc-footer-body' : undefined}>
        <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        <Main />
        {footer ? <Footer plainLinks /> : null}
        <NextScript />
      </body>
    </Html>
  );
}
