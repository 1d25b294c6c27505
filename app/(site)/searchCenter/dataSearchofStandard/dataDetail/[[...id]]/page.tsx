/** /searchCenter/dataSearchofStandard/dataDetail/:id — a standard's data: facts, text and the products it needs. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { StandardStatusBadge } from '@/components/content/StandardStatusBadge';
import { standardLibraryHref } from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { priceLabel } from '@/lib/domain/catalog/products';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import { getStandard } from '@/lib/domain/content/standards';
import { segmentId } from '@/lib/domain/catalog/search';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

async function load(props: Props) {
  const id = segmentId((await props.params).id);
  if (!id) return null;
  return getStandard(await getDb(), id);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const s = await load(props);
  if (!s) return { title: '标准不存在', robots: { index: false } };
  return {
    title: `${s.standardCode} ${s.title} 标准数据`,
    description: `${s.standardCode}《${s.title}》：状态、实施日期及所需标准物质。`,
    ...phoneTwin(`/standard/standardDetail/${s.id}`),
  };
}

export default async function StandardDataDetailPage(props: Props) {
  const s = await load(props);
  if (!s) notFound();
  const facts: [string, string | null][] = [
    ['标准号', s.standardCode],
    ['英文名称', s.titleEn],
    ['发布机构', s.issuer],
    ['标准类别', s.category],
    ['发布日期', s.issuedOn],
    ['实施日期', s.effectiveOn],
    ['代替标准', s.replacedBy],
  ];
  return (
    <div className="page-width pb-12" data-testid="standard-data-detail">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '标准数据', href: '/searchCenter/dataSearchofStandard' },
          { label: s.standardCode },
        ]}
      />
      <section className="card mb-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h1 className="text-[20px] font-semibold text-ink-900">
              {s.standardCode} {s.title}
            </h1>
            <div className="mt-2">
              <StandardStatusBadge status={s.status} />
            </div>
          </div>
          <Link href={standardLibraryHref(s.id)} className="btn btn-primary">
            所需产品（{s.products.length}）
          </Link>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-8 gap-y-2 text-[13px]">
          {facts
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k} className="flex gap-2">
                <dt className="w-[72px] shrink-0 text-ink-500">{k}</dt>
                <dd className="text-ink-900">{v}</dd>
              </div>
            ))}
        </dl>
      </section>
      {s.products.length > 0 && (
        <section className="card mb-4 p-6">
          <h2 className="section-title mb-3">标准所需标准物质</h2>
          <table className="table-dense" data-testid="standard-products">
            <thead>
              <tr>
                <th>用途</th>
                <th>产品名称</th>
                <th>货号</th>
                <th>CAS号</th>
                <th>规格 / 价格</th>
              </tr>
            </thead>
            <tbody>
              {s.products.map((p) => (
                <tr key={p.id}>
                  <td>{p.role}</td>
                  <td>
                    <Link href={goodsHref(p.id)} className="text-brand-600 hover:underline">
                      {displayName(p)}
                    </Link>
                  </td>
                  <td>{p.code}</td>
                  <td>{p.cas ?? '—'}</td>
                  <td className="text-[12px]">
                    {p.packages
                      .slice(0, 3)
                      .map((k) => `${k.packageValue} ${priceLabel(k.price)}`)
                      .join('；') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {s.content && (
        <section className="card p-6">
          <h2 className="section-title mb-3">标准内容</h2>
          {/* content is sanitised by the standards domain (sanitizeRichText) */}
          <div className="prose-zh" dangerouslySetInnerHTML={{ __html: s.content }} />
        </section>
      )}
    </div>
  );
}
