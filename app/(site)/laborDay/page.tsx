/** /laborDay — Labour Day promotion page (演示内容) with hot products from the catalogue. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { UI } from '@/lib/config/messages';
import { hotProducts } from '@/lib/domain/content/site';
import { DemoNotice } from '@/components/content/Blocks';
import { ProductCard } from '@/components/product/ProductCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '五一劳动节专场', ...phoneTwin('/laborDay') };

export default async function LaborDayPage() {
  const items = await hotProducts(await getDb(), 12);
  return (
    <div className="bg-gradient-to-b from-red-600 via-accent-500 to-surface pb-10">
      <section className="page-width py-12 text-center text-white">
        <p className="text-[16px] tracking-[0.3em]">劳动最光荣 · 科研不停歇</p>
        <h1 className="mt-2 text-[44px] font-bold">五一劳动节专场</h1>
        <p className="mt-3 text-[15px] text-white/90">精选常用对照品与杂质 · 整套药典方法配套询价享专属报价</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link href="/methods" className="btn btn-lg bg-white text-accent-600 hover:bg-accent-50">
            按药典方法配齐
          </Link>
          <Link href="/productCenter" className="btn btn-lg border border-white text-white hover:bg-white/10">
            逛产品中心
          </Link>
        </div>
      </section>
      <div className="page-width space-y-5">
        <DemoNotice text="活动为演示内容，价格与优惠以实际报价为准。" />
        <section className="card p-5">
          <h2 className="section-title mb-4">热门产品</h2>
          {items.length ? (
            <div className="grid grid-cols-4 gap-4">
              {items.map((p) => (
                <ProductCard key={p.id} item={p} />
              ))}
            </div>
          ) : (
            <EmptyState text={UI.emptyGoods} />
          )}
        </section>
        <section className="grid grid-cols-3 gap-5">
          {[
            ['满额包邮', '活动期间订单满 500 元包邮（演示）。'],
            ['整套询价', '按药典方法整套加入询价篮，享专属报价。'],
            ['积分加倍', '活动期间意见反馈被采纳奖励积分翻倍（演示）。'],
          ].map(([t, d]) => (
            <div key={t} className="card p-5">
              <h3 className="text-[16px] font-semibold text-accent-600">{t}</h3>
              <p className="mt-1 text-[13px] text-ink-700">{d}</p>
            </div>
          ))}
        </section>
      </div>
    </div>
  );
}
