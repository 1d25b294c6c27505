/** 404 (spec §8 "Unknown page"): the markup is components/layout/NotFoundPage.tsx (why a client component: there). */
import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';

export const metadata: Metadata = { title: '页面不存在', robots: { index: false, follow: false } };

export default function NotFound() {
  return <NotFoundPage />;
}
