/** /searchCenter/dataSearchofStandard/secondaryLibrary/:id — a standard's product sub-library (the products it lists), paged. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { standardDataHref } from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import { productItemsByIds } from '@/lib/domain/catalog/search';
import { standardHeading, standardProductPage } from '@/lib/domain/content/standards';
import { pageNoOf, segmentId, type SP } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }>; searchParams: Promise<SP> };

async function standardOf(props: Props) {
  const id = segmentId((await props.params).id);
  if (!id) return null;
  return standardHeading(await getDb(), id);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const s = await standardOf(props);
  if (!s) return { title: '标准不存在', robots: { index: false } };
  return { title: `${s.code} 所需标准物质`, description: `${s.code}《${s.title}》所需的标准物质与对照品。` };
}

export default async function StandardLibraryPage(props: Props) {
  const s = await standardOf(props);
  if (!s) notFound();
  const pageNo = pageNoOf(await props.searchParams);
  const pageSize = PAGE_SIZE.pagerDefault;
  const db = await getDb();
  const { productIds, total } = await standardProductPage(db, s.id, { pageNo, pageSize });
  const items = await productItemsByIds(db, productIds);
  const pathname = `/searchCenter/dataSearchofStandard/secondaryLibrary/${s.id}`;
  return (
    <div className="page-width pb-12" data-testid="standard-library">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '标准数据', href: '/searchCenter/dataSearchofStandard' },
          { label: s.code, href: standardDataHref(s.id) },
          { label: '所需产品' },
        ]}
      />
      <div className="mb-3 flex items-baseline gap-3">
        <h1 className="text-[18px] font-semibold text-ink-900">
          {s.code} {s.title}
        </h1>
        <span className="text-[13px] text-ink-500">共 {total} 种标准物质</span>
        <Link href={standardDataHref(s.id)} className="ml-auto text-[13px] text-brand-600 hover:underline">
          查看标准数据 &gt;
        </Link>
      </div>
      {items.length > 0 && <h2 className="sr-only">{UI.productListHeading}</h2>}
      {items.length ? (
        <div className="overflow-hidden rounded-md border border-line bg-white">
          {items.map((p, i) => (
            <ProductCard key={p.id} item={p} view="list" priority={cardImagePriority(i)} />
          ))}
        </div>
      ) : (
        <div className="card">
          <EmptyState text={UI.emptyGoods} />
        </div>
      )}
      {total > pageSize && <Pager total={total} pageNo={pageNo} pageSize={pageSize} pathname={pathname} />}
    </div>
  );
}
