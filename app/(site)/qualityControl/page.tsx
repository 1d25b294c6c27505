/** /qualityControl — quality-control samples: introduction and the products of the qc category (paged). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import { listProducts } from '@/lib/domain/catalog/search';
import { categoryBySlug } from '@/lib/domain/content/site';
import { qInt, type SP } from '@/lib/domain/content/site';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { ProductCard } from '@/components/product/ProductCard';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '质控样品',
  description: '质控样品：用于实验室内部质量控制、能力验证与方法验证的基体标准物质与质控样，附定值结果与 COA。',
  ...phoneTwin('/qualityControl'),
};

export default async function QualityControlPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const pageNo = qInt(sp, 'pageNo', 1);
  const db = await getDb();
  const cat = await categoryBySlug(db, 'qc');
  const r = cat
    ? await listProducts(db, { categoryId: cat.id, pageNo, pageSize: PAGE_SIZE.productList })
    : { list: [], total: 0 };
  return (
    <>
      <PageHero
        title="质控样品"
        subtitle="实验室内部质量控制、能力验证与方法验证用质控样，批批附定值结果与 COA 证书。"
      />
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '质控样品' }]} />
        <div className="grid grid-cols-3 gap-5">
          {[
            ['基体匹配', '与实际样品基体一致或相近，真实反映前处理与测定全过程。'],
            ['定值可靠', '多家实验室协作定值，给出标准值与不确定度。'],
            ['证书可查', '按货号与批号在线查询 COA，批次状态与有效期一目了然。'],
          ].map(([t, d]) => (
            <Card key={t} title={t}>
              <p className="text-[13px] text-ink-700">{d}</p>
            </Card>
          ))}
        </div>
        <DemoNotice text="质控样品介绍为演示内容；产品列表来自商城数据。" />
        <Card
          title={`${cat?.name ?? '质控样品'}（${r.total}）`}
          extra={
            cat ? (
              <Link
                className="text-[13px] text-brand-600"
                href={`/productCenter/productClassifyList/${cat.id}?categoryName=${encodeURIComponent(cat.name)}`}
              >
                在产品中心查看 ›
              </Link>
            ) : null
          }
        >
          {r.list.length ? (
            <div className="grid grid-cols-4 gap-4">
              {r.list.map((p) => (
                <ProductCard key={p.id} item={p} />
              ))}
            </div>
          ) : (
            <EmptyState text={UI.emptyGoods} />
          )}
          <Pager
            total={r.total}
            pageNo={pageNo}
            pageSize={PAGE_SIZE.productList}
            pathname="/qualityControl"
            searchParams={sp}
          />
        </Card>
      </div>
    </>
  );
}
