/** /newsInformation/components/newsInformationRight — the news right column rendered on its own (spec route). */
import type { Metadata } from 'next';
import { NewsRight } from '@/components/content/NewsRight';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '资讯导航', robots: { index: false } };

export default function NewsInformationRightPage() {
  return (
    <div className="page-width flex justify-center py-6">
      <h1 className="sr-only">资讯导航</h1>
      <div className="w-[300px]">
        <NewsRight />
      </div>
    </div>
  );
}
