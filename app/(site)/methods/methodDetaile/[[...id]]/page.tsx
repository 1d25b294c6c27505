/**
 * /methods/methodDetaile/:id — a pharmacopoeia method: title, source, test item, content (sanitised),
 * and every standard and impurity it needs, with one action adding them all to the basket or cart.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { getMethod, methodRequiredProducts, relatedMethods } from '@/lib/domain/content/methods';
import { routeId } from '@/lib/domain/content/site';
import { absoluteUrl, metaDescription } from '@/lib/platform/seo/site';
import { JsonLd } from '@/lib/platform/seo/jsonld';
import { Card, DemoNotice, InfoGrid } from '@/components/content/Blocks';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { methodHref } from '@/components/methods/MethodList';
import { RequiredProductsTable } from '@/components/methods/RequiredProductsTable';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

/** One DB read per request for metadata and page. */
const byId = cache(async (id: number) => getMethod(await getDb(), id));

async function load(params: Props['params']) {
  const id = routeId((await params).id);
  return id ? byId(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const m = await load(params);
  if (!m) return { title: '方法不存在', robots: { index: false } };
  const description = metaDescription(
    `${m.title}（${m.source ?? '药典方法'}）：${m.api}${m.testItem ? `${m.testItem}` : ''}所需对照品及杂质共 ${m.productCount} 种，含结构式、CAS 号、包装与价格，支持一键加入询价篮。`,
  );
  return {
    title: `${m.title} - ${m.source ?? '药典方法'}`,
    description,
    ...phoneTwin(methodHref(m.id)),
    openGraph: { title: m.title, description, url: methodHref(m.id), type: 'article' },
  };
}

export default async function MethodDetailPage({ params }: Props) {
  const m = await load(params);
  if (!m) notFound();
  const db = await getDb();
  const [products, related] = await Promise.all([methodRequiredProducts(db, m.id), relatedMethods(db, m, 8)]);
  return (
    <>
      <MethodsTabs active="" />
      <div className="page-width pb-10">
        <Breadcrumb
          items={[
            { label: '首页', href: '/' },
            { label: '药典方法', href: '/methods' },
            { label: m.api, href: `/methods/allTheMethods?keyword=${encodeURIComponent(m.api)}` },
            { label: m.title },
          ]}
        />
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'TechArticle',
            headline: m.title,
            about: m.api,
            isPartOf: m.source ?? undefined,
            url: absoluteUrl(methodHref(m.id)),
            dateModified: m.updatedAt,
            mentions: products.slice(0, 50).map((p) => ({
              '@type': 'Product',
              name: p.nameZh || p.nameEn,
              sku: p.code,
              url: absoluteUrl(`/goodsDetail/${p.id}`),
            })),
          }}
        />
        <div className="grid grid-cols-[1fr_280px] gap-5">
          <div className="min-w-0 space-y-5">
            <section className="card p-6">
              <div className="flex flex-wrap items-center gap-2">
                {m.typeName && (
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-[12px] text-brand-700">{m.typeName}</span>
                )}
                {m.testItem && (
                  <span className="rounded bg-surface px-2 py-0.5 text-[12px] text-ink-700">{m.testItem}</span>
                )}
              </div>
              <h1 className="mt-2 text-[24px] font-semibold text-ink-900">{m.title}</h1>
              <div className="mt-4">
                <InfoGrid
                  items={[
                    { label: 'API 名称', value: `${m.api}${m.apiEn ? `（${m.apiEn}）` : ''}` },
                    { label: '方法来源', value: m.source ?? '—' },
                    { label: '检测项目', value: m.testItem ?? '—' },
                    {
                      label: '所属系列',
                      value: m.series ? (
                        <Link className="text-brand-600" href={`/methods/relatedSeries?id=${m.id}`}>
                          {m.series}
                        </Link>
                      ) : (
                        '—'
                      ),
                    },
                    { label: '所需标准品', value: `${products.length} 种` },
                    { label: '更新日期', value: m.updatedAt.slice(0, 10) },
                  ]}
                />
              </div>
              <div className="mt-5 flex flex-wrap gap-2">
                <form method="post" action="/mall/shopping/product/api/apiserver/getApiFileStream">
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="format" value="html" />
                  <button type="submit" className="btn btn-outline">
                    下载方法（HTML）
                  </button>
                </form>
                <form method="post" action="/mall/shopping/product/api/apiserver/getApiFileStream">
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="format" value="txt" />
                  <button type="submit" className="btn btn-outline">
                    下载方法（TXT）
                  </button>
                </form>
                <Link
                  href={`/methods/methodsContrast?ids=${m.id}${related[0] ? `,${related[0].id}` : ''}`}
                  className="btn btn-outline"
                >
                  方法对比
                </Link>
                <Link href={`/methods/productComparison?methodId=${m.id}`} className="btn btn-outline">
                  产品对比
                </Link>
                <Link href={`/methods/productSummary?ids=${m.id}`} className="btn btn-outline">
                  产品汇总
                </Link>
              </div>
              {m.isDemo && (
                <DemoNotice className="mt-4" text="本方法为演示数据，方法内容仅示意，请以药典正式文本为准。" />
              )}
            </section>

            <Card title={`所需标准品及杂质（${products.length}）`} id="products">
              <RequiredProductsTable products={products} />
            </Card>

            <Card title="方法内容" id="content">
              {m.content ? (
                <div className="prose-zh" dangerouslySetInnerHTML={{ __html: m.content }} />
              ) : (
                <p className="text-ink-500">暂无方法正文。</p>
              )}
            </Card>
          </div>

          <aside className="space-y-5">
            <Card title="同系列方法">
              {related.length ? (
                <ul className="space-y-2 text-[13px]">
                  {related.map((r) => (
                    <li key={r.id}>
                      <Link href={methodHref(r.id)} className="line-clamp-2 text-ink-700 hover:text-brand-600">
                        {r.title}
                      </Link>
                      <div className="text-[12px] text-ink-500">{r.source ?? r.typeName ?? ''}</div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-[13px] text-ink-500">暂无同系列方法</p>
              )}
              <Link href={`/methods/relatedSeries?id=${m.id}`} className="mt-3 inline-block text-[13px] text-brand-600">
                查看全部 ›
              </Link>
            </Card>
            <Card title="温馨提示">
              <ul className="list-disc space-y-1 pl-4 text-[13px] text-ink-500">
                <li>本站产品仅供科学研究使用。</li>
                <li>无价格的产品显示“询价”，加入询价篮后提交询价单即可获取报价。</li>
                <li>
                  COA 证书可在{' '}
                  <Link className="text-brand-600" href="/downloadCenter/downloadSecond/coa">
                    证书下载
                  </Link>{' '}
                  按货号和批号查询。
                </li>
              </ul>
            </Card>
          </aside>
        </div>
      </div>
    </>
  );
}
