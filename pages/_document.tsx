/**
 * The pages router's document: what app/layout.tsx gives every app-router page — lang, the site-wide head tags
 * (theme colour, application name, telephone/e-mail/address detection off, icon) and the broken-image handler
 * first in <body>, before any image can fail (lib/ui/image-fallback.ts).
 */
import { Head, Html, Main, NextScript } from 'next/document';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/ui/image-fallback';
import { SITE_ICON, SITE_NAME, THEME_COLOR } from '@/lib/platform/seo/site';

export default function Document() {
  return (
    <Html lang="zh-CN">
      <Head>
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="application-name" content={SITE_NAME} />
        <meta name="format-detection" content="telephone=no, address=no, email=no" />
        <link rel="icon" href={SITE_ICON} />
      </Head>
      <body>
        <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
