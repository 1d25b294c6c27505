/**
 * The pages router's app shell (pages/: the home, the goods page, 404 and 500; docs/decisions/0015-crawler-scale.md):
 * the same client providers (without React Query, which none of its pages reads: components/providers/SiteProviders.tsx,
 * here as components/layout/PagesRouterProviders.tsx, which reads the route from next/router, not next/navigation)
 * and global styles as the app router's root layout (app/layout.tsx), and its viewport.
 */
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { PagesRouterProviders } from '@/components/layout/PagesRouterProviders';
import '@/app/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <PagesRouterProviders>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      </Head>
      <Component {...pageProps} />
    </PagesRouterProviders>
  );
}
