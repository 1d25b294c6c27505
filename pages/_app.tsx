/**
 * The pages router's app shell (pages/: the goods page, 404 and 500; docs/decisions/0015-crawler-scale.md): the
 * same client providers (without React Query, which none of its pages reads: components/providers/SiteProviders.tsx)
 * and global styles as the app router's root layout (app/layout.tsx), and its viewport.
 */
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { SiteProviders } from '@/components/providers/SiteProviders';
import '@/app/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <SiteProviders>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      </Head>
      <Component {...pageProps} />
    </SiteProviders>
  );
}
