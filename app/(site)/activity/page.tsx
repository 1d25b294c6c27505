/** /activity — current promotions (演示内容). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const metadata: Metadata = { title: '优惠活动', ...phoneTwin('/activity') };

const ACTIVITIES = [
  {
    title: '药典方法配套 · 整套询价优惠',
    text: '按药典方法一键加入全部对照品与杂质并提交询价，整套采购享专属报价。',
    href: '/methods',
    cta: '查看药典方法',
  },
  { title: '五一劳动节专场', text: '精选常用对照品限时特惠，先到先得。', href: '/laborDay', cta: '进入专场' },
  {
    title: '意见反馈赢积分',
    text: '您的建议被采纳即可获得积分奖励（零售礼品卡）。',
    href: '/pointsMallCenter',
    cta: '了解积分规则',
  },
  {
    title: '新用户注册',
    text: '注册即可使用询价篮、需求清单与订单跟踪等全部功能。',
    href: '/register',
    cta: '立即注册',
  },
];

export default function ActivityPage() {
  return (
    <>
      <PageHero title="优惠活动" subtitle="标准物质采购优惠与会员活动" tone="accent" />
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '优惠活动' }]} />
        <DemoNotice text="活动信息为演示内容，具体以平台公告为准。" />
        <div className="grid grid-cols-2 gap-5">
          {ACTIVITIES.map((a) => (
            <section key={a.title} className="card flex flex-col justify-between p-6">
              <div>
                <h2 className="text-[18px] font-semibold text-ink-900">{a.title}</h2>
                <p className="mt-2 text-[13px] text-ink-500">{a.text}</p>
              </div>
              <Link href={a.href} className="btn btn-primary mt-4 self-start">
                {a.cta}
              </Link>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
