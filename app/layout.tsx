import type { Metadata, Viewport } from 'next';
import { SiteProviders } from '@/components/providers/SiteProviders';
import { COMPANY } from '@/lib/config/constants';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/ui/image-fallback';
import {
  HOME_DESCRIPTION,
  HOME_KEYWORDS,
  HOME_TITLE,
  SITE_ICON,
  SITE_NAME,
  siteUrl,
  THEME_COLOR,
  TITLE_TEMPLATE,
} from '@/lib/platform/seo/site';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: HOME_TITLE, template: TITLE_TEMPLATE },
  description: HOME_DESCRIPTION,
  applicationName: SITE_NAME,
  keywords: HOME_KEYWORDS,
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
        {/* React Query is provided by the route groups that use it (components/providers/QueryProvider.tsx). */}
        <SiteProviders>{children}</SiteProviders>
      </body>
    </html>
  );
}
