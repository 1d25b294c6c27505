/** 404 (spec §8 "Unknown page"): the markup is components/layout/NotFoundPage.tsx (why a client component: there). */
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { NOT_FOUND_TITLE } from '@/lib/platform/seo/site';
import { DesktopStyles } from './desktop-styles';

export const metadata: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false, follow: false } };

export default function NotFound() {
  return (
    <>
      <DesktopStyles />
      <NotFoundPage />
    </>
  );
}
