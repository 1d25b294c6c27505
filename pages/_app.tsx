/**
 * The pages router's app shell (pages/: the goods page, 404 and 500; docs/decisions/0015-crawler-scale.md): the
 * same client providers and global styles as the app router's root layout (app/layout.tsx), and its viewport.
 */
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppProviders } from '@/components/providers/AppProviders';
import '@/app/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  return (
    <AppProviders>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      </Head>
      <Component {...pageProps} />
    </AppProviders>
  );
}
