/** /methods — pharmacopoeia methods landing: search, types, featured methods. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { featuredMethods, listMethodTypes } from '@/lib/domain/content/methods';
import { PageHero, Card } from '@/components/content/Blocks';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { MethodRow, MethodSearchBox } from '@/components/methods/MethodList';
import { EmptyState } from '@/components/ui/EmptyState';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: '药典方法',
  description:
    '按药典方法查找所需对照品与杂质：中国药典、USP、EP 等方法的有关物质、含量测定所需标准物质，一键加入询价篮。',
  ...phoneTwin('/methods'),
};

export default async function MethodsPage() {
  const db = await getDb();
  const [types, featured] = await Promise.all([listMethodTypes(db), featuredMethods(db, 8)]);
  return (
    <>
      <PageHero
        title="药典方法"
        subtitle="输入 API 名称即可查到药典方法及其所需的全部对照品、杂质，一键加入询价篮或购物车。"
      >
        <MethodSearchBox large />
      </PageHero>
      <MethodsTabs active="/methods" />
      <div className="page-width space-y-5 py-6">
        <Card title="方法分类">
          {types.length ? (
            <ul className="grid grid-cols-4 gap-3">
              {types.map((t) => (
                <li key={t.id}>
                  <Link
                    href={`/methods/allTheMethods?typeIds=${t.id}`}
                    className="flex items-center justify-between rounded border border-line bg-white px-4 py-3 hover:border-brand-500 hover:text-brand-600"
                  >
                    <span className="font-medium">{t.name}</span>
                    <span className="text-[13px] text-ink-500">{t.count} 个方法</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
        </Card>
        <Card
          title="热门方法"
          extra={
            <Link href="/methods/allTheMethods" className="text-[13px] text-brand-600">
              全部方法 ›
            </Link>
          }
        >
          {featured.length ? (
            <ul>
              {featured.map((m) => (
                <MethodRow key={m.id} m={m} />
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
        </Card>
        <div className="grid grid-cols-3 gap-5">
          {[
            {
              href: '/methods/methodsContrast',
              title: '方法对比',
              text: '多个方法并排比较来源、检测项目与所需标准品。',
            },
            {
              href: '/methods/productSummary',
              title: '产品汇总',
              text: '选择多个方法，汇总所需标准品，去重后一键询价。',
            },
            { href: '/methods/methodsTheProduct', title: '方法相关产品', text: '查看被药典方法使用的对照品与杂质。' },
          ].map((c) => (
            <Link key={c.href} href={c.href} className="card block p-5 hover:border-brand-500">
              <h3 className="text-[16px] font-semibold text-ink-900">{c.title}</h3>
              <p className="mt-1 text-[13px] text-ink-500">{c.text}</p>
            </Link>
          ))}
        </div>
      </div>
    </>
  );
}
