/** /IntermediateSynthesis — intermediate synthesis service and a request CTA to /customizedServices. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const metadata: Metadata = {
  title: '中间体合成',
  description: '医药中间体、杂质对照品与代谢物的定制合成服务：毫克至公斤级，提供完整结构确证与 COA。',
  ...phoneTwin('/IntermediateSynthesis'),
};

const STEPS = [
  '提交需求（结构式 / CAS / 用量 / 纯度）',
  '技术评估与报价（1-3 个工作日）',
  '确认订单并启动合成',
  '结构确证与纯度检测',
  '交付产品及 COA、图谱',
];

export default function IntermediateSynthesisPage() {
  return (
    <>
      <PageHero
        title="中间体合成"
        subtitle="医药中间体、杂质与代谢物的定制合成，毫克至公斤级，交付附完整结构确证数据。"
      >
        <Link href="/customizedServices" className="btn btn-lg btn-accent" data-testid="synthesis-cta">
          立即提交合成需求
        </Link>
      </PageHero>
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '中间体合成' }]} />
        <DemoNotice />
        <div className="grid grid-cols-3 gap-5">
          {[
            [
              '服务范围',
              '药物合成中间体、药物杂质（工艺杂质、降解杂质、基因毒性杂质）、代谢物、稳定同位素标记化合物。',
            ],
            ['规模', '毫克级参比样品到公斤级工艺中间体，可按阶段交付。'],
            ['交付资料', '¹H-NMR、MS、HPLC 纯度图谱及 COA，按需提供 ¹³C-NMR、IR、元素分析。'],
          ].map(([t, d]) => (
            <Card key={t} title={t}>
              <p className="text-[13px] text-ink-700">{d}</p>
            </Card>
          ))}
        </div>
        <Card title="服务流程">
          <ol className="grid grid-cols-5 gap-3">
            {STEPS.map((s, i) => (
              <li key={s} className="rounded bg-surface p-4 text-[13px] text-ink-700">
                <span className="mb-2 flex h-7 w-7 items-center justify-center rounded-full bg-brand-500 text-white">
                  {i + 1}
                </span>
                {s}
              </li>
            ))}
          </ol>
        </Card>
        <section className="card flex items-center justify-between p-6">
          <div>
            <h2 className="text-[18px] font-semibold">有合成需求？</h2>
            <p className="text-[13px] text-ink-500">
              登录后提交结构式、CAS 号或名称，我们会在 1-3 个工作日内给出评估与报价。
            </p>
          </div>
          <Link href="/customizedServices" className="btn btn-lg btn-primary">
            提交定制需求
          </Link>
        </section>
      </div>
    </>
  );
}
