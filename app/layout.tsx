import type { Metadata, Viewport } from 'next';
import { AppProviders } from '@/components/providers/AppProviders';
import { COMPANY } from '@/lib/config/constants';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/ui/image-fallback';
import { SITE_ICON, SITE_NAME, siteUrl, THEME_COLOR, TITLE_TEMPLATE } from '@/lib/platform/seo/site';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: '标准物质商城 — 对照品、标准物质、药物杂质', template: TITLE_TEMPLATE },
  description:
    '标准物质商城：对照品、标准物质、药物杂质、药典方法、法规标准、质控样品、中间体合成与定制合成，提供 COA 证书下载。',
  applicationName: SITE_NAME,
  keywords: [
    '标准物质',
    '对照品',
    '标准品',
    '药物杂质',
    '药典方法',
    '法规标准',
    '质控样品',
    '中间体合成',
    '定制合成',
    'COA证书',
  ],
  icons: { icon: SITE_ICON },
  formatDetection: { telephone: false, email: false, address: false },
  openGraph: { type: 'website', locale: 'zh_CN', siteName: COMPANY.name },
  robots: { index: true, follow: true },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        {/* Broken images → placeholder, for every <img data-fallback>; first in <body>, before any image can fail. */}
        <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
