/** /standard/standardDetail/:id — a regulatory standard with its status, dates, content and the products it needs. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { getStandard, standardIdByCode } from '@/lib/domain/content/standards';
import { routeId } from '@/lib/domain/content/site';
import { absoluteUrl, metaDescription } from '@/lib/platform/seo/site';
import { JsonLd } from '@/lib/platform/seo/jsonld';
import { Card, DemoNotice, InfoGrid } from '@/components/content/Blocks';
import { StandardStatusBadge } from '@/components/content/StandardStatusBadge';
import { RequiredProductsTable } from '@/components/methods/RequiredProductsTable';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

/** One DB read per request for metadata and page. */
const byId = cache(async (id: number) => getStandard(await getDb(), id));

async function load(params: Props['params']) {
  const id = routeId((await params).id);
  return id ? byId(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await load(params);
  if (!s) return { title: '标准不存在', robots: { index: false } };
  const description = metaDescription(
    `${s.standardCode} ${s.title}（${s.status}）：${s.issuer ?? ''}发布，实施日期 ${s.effectiveOn ?? '—'}。所需标准物质 ${s.products.length} 种，可一键加入询价篮。`,
  );
  return {
    title: `${s.standardCode} ${s.title}`,
    description,
    ...phoneTwin(`/standard/standardDetail/${s.id}`),
    openGraph: { title: `${s.standardCode} ${s.title}`, description, url: `/standard/standardDetail/${s.id}` },
  };
}

export default async function StandardDetailPage({ params }: Props) {
  const s = await load(params);
  if (!s) notFound();
  const replacedById = s.replacedBy ? await standardIdByCode(await getDb(), s.replacedBy) : null;
  return (
    <div className="page-width space-y-5 pb-10">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '法规标准', href: '/standard' }, { label: s.standardCode }]}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: `${s.standardCode} ${s.title}`,
          identifier: s.standardCode,
          publisher: s.issuer ?? undefined,
          datePublished: s.issuedOn ?? undefined,
          url: absoluteUrl(`/standard/standardDetail/${s.id}`),
        }}
      />
      <section className="card p-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-[20px] font-semibold text-brand-700">{s.standardCode}</span>
          <StandardStatusBadge status={s.status} />
          {s.category && <span className="rounded bg-surface px-2 py-0.5 text-[12px] text-ink-700">{s.category}</span>}
        </div>
        <h1 className="mt-2 text-[22px] font-semibold text-ink-900">{s.title}</h1>
        {s.titleEn && <p className="text-[13px] text-ink-500">{s.titleEn}</p>}
        <div className="mt-4">
          <InfoGrid
            cols={3}
            items={[
              { label: '标准号', value: s.standardCode },
              { label: '发布机构', value: s.issuer ?? '—' },
              { label: '标准状态', value: s.status },
              { label: '发布日期', value: s.issuedOn ?? '—' },
              { label: '实施日期', value: s.effectiveOn ?? '—' },
              {
                label: '代替标准',
                value: s.replacedBy ? (
                  replacedById ? (
                    <Link className="text-brand-600" href={`/standard/standardDetail/${replacedById}`}>
                      {s.replacedBy}
                    </Link>
                  ) : (
                    s.replacedBy
                  )
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </div>
        {s.status === '废止' && (
          <p className="mt-4 rounded border border-danger/30 bg-red-50 px-3 py-2 text-[13px] text-danger" role="alert">
            该标准已废止{s.replacedBy ? `，已被 ${s.replacedBy} 代替` : ''}，请使用现行标准。
          </p>
        )}
        {s.status === '即将实施' && (
          <p className="mt-4 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] text-amber-800">
            该标准尚未实施，实施日期为 {s.effectiveOn ?? '待定'}。
          </p>
        )}
        {s.isDemo && (
          <DemoNotice className="mt-4" text="本标准条目为演示数据，标准内容仅示意，请以官方发布文本为准。" />
        )}
      </section>
      <Card title={`所需标准物质（${s.products.length}）`}>
        <RequiredProductsTable products={s.products} title="本标准所需标准物质" />
      </Card>
      <Card title="标准内容">
        {s.content ? (
          <div className="prose-zh" dangerouslySetInnerHTML={{ __html: s.content }} />
        ) : (
          <p className="text-ink-500">暂无标准正文。</p>
        )}
      </Card>
    </div>
  );
}
