import Link from 'next/link';
import type { NewsListItem } from '@/lib/domain/content/site';
import { dateCn } from '@/lib/domain/content/site';
import { StaticImage } from '@/components/ui/StaticImage';
import { DemoTag } from './Blocks';
import { newsHref } from './NewsRight';

export function NewsRow({ n }: { n: NewsListItem }) {
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-b-0" data-testid="news-row">
      {n.coverUrl && (
        <Link href={newsHref(n.id)} className="block h-[96px] w-[144px] shrink-0 overflow-hidden rounded bg-surface">
          <StaticImage src={n.coverUrl} alt={n.title} width={144} height={96} className="h-full w-full object-cover" />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-[16px] font-medium">
          {n.isTop && <span className="mr-2 rounded bg-accent-500 px-1.5 py-0.5 text-[11px] text-white">置顶</span>}
          <Link href={newsHref(n.id)} className="text-ink-900 hover:text-brand-600">
            {n.title}
          </Link>
          {n.isDemo && <DemoTag />}
        </h3>
        <p className="mt-1 line-clamp-2 text-[13px] text-ink-500">{n.summary}</p>
        <p className="mt-2 flex gap-4 text-[12px] text-ink-500">
          <span>{dateCn(n.publishedAt)}</span>
          {n.categoryName && <span>{n.categoryName}</span>}
          {n.source && <span>来源：{n.source}</span>}
          <span>阅读 {n.views}</span>
        </p>
      </div>
    </li>
  );
}
