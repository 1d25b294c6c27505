/** /technical — technical strength (演示内容). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const metadata: Metadata = {
  title: '技术实力',
  description: '合成、分离纯化、结构确证与定值能力，质量体系与仪器平台。',
  ...phoneTwin('/technical'),
};

const BLOCKS = [
  {
    t: '合成与定制',
    d: '具备多步有机合成、手性合成、同位素标记合成能力，可完成药物杂质、降解产物、代谢物的定制合成。',
  },
  { t: '分离纯化', d: '制备液相、超临界流体色谱（SFC）、柱层析等分离手段，满足毫克到克级高纯度制备。' },
  { t: '结构确证', d: '¹H-NMR、¹³C-NMR、MS、IR、UV、元素分析等多手段联合确证，提供完整结构解析报告。' },
  { t: '定值与均匀性', d: '质量平衡法与定量核磁（qNMR）定值，评估均匀性与稳定性，给出定值结果与不确定度。' },
];

export default function TechnicalPage() {
  return (
    <>
      <PageHero title="技术实力" subtitle="从合成、纯化到结构确证与定值的完整技术链" />
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb
          items={[
            { label: '首页', href: '/' },
            { label: '关于我们', href: '/enterpriseIntroduction' },
            { label: '技术实力' },
          ]}
        />
        <DemoNotice />
        <div className="grid grid-cols-2 gap-5">
          {BLOCKS.map((b) => (
            <Card key={b.t} title={b.t}>
              <p className="text-[14px] text-ink-700">{b.d}</p>
            </Card>
          ))}
        </div>
        <Card title="仪器平台">
          <ul className="grid grid-cols-3 gap-3 text-[14px] text-ink-700">
            {[
              '400/600 MHz 核磁共振波谱仪',
              '高分辨液质联用仪（LC-HRMS）',
              '气质联用仪（GC-MS）',
              '高效液相色谱仪（HPLC）',
              '制备液相色谱系统',
              '卡尔费休水分测定仪',
            ].map((x) => (
              <li key={x} className="rounded bg-surface px-3 py-2">
                {x}
              </li>
            ))}
          </ul>
        </Card>
        <p className="text-[13px] text-ink-500">
          需要定制？
          <Link className="text-brand-600" href="/customizedServices">
            提交定制需求
          </Link>
          ，或查看{' '}
          <Link className="text-brand-600" href="/IntermediateSynthesis">
            中间体合成服务
          </Link>
          。
        </p>
      </div>
    </>
  );
}
