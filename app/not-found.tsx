/**
 * 404 (spec §8 "Unknown page"): the markup is components/layout/NotFoundPage.tsx (why a client component: there),
 * loaded through components/layout/LazyNotFoundPage.tsx (why lazily: there).
 */
import type { Metadata } from 'next';
import { LazyNotFoundPage } from '@/components/layout/LazyNotFoundPage';
import { NOT_FOUND_TITLE } from '@/lib/platform/seo/site';
import { DesktopStyles } from './desktop-styles';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: false } };

export default function NotFound() {
  return (
    <>
      <DesktopStyles />
      <LazyNotFoundPage />
    </>
  );
}
