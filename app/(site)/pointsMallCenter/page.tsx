/** /pointsMallCenter — points rules (incl. the reward for adopted feedback) and demo gift items. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { FEEDBACK_REWARD_POINTS } from '@/lib/config/constants';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';

export const metadata: Metadata = { title: '积分商城', description: `积分规则与礼品兑换：意见反馈被采纳奖励 ${FEEDBACK_REWARD_POINTS} 积分（零售礼品卡）。`, alternates: { canonical: '/pointsMallCenter' } };

const GIFTS = [
  { name: '零售礼品卡（100 元）', points: FEEDBACK_REWARD_POINTS, note: '意见反馈被采纳即可获得' },
  { name: '实验室记号笔套装', points: 200, note: '演示礼品' },
  { name: '移液器吸头（1000 μL，1 盒）', points: 500, note: '演示礼品' },
  { name: '标准物质采购抵用券 50 元', points: 800, note: '演示礼品' },
];

export default function PointsMallCenterPage() {
  return (
    <>
      <PageHero title="积分商城" subtitle={`提出建议、参与活动赚积分；建议被采纳即奖励 ${FEEDBACK_REWARD_POINTS} 积分（零售礼品卡）。`} />
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '积分商城' }]} />
        <Card title="积分规则">
          <ul className="list-disc space-y-2 pl-5 text-[14px] text-ink-700" data-testid="points-rules">
            <li>
              通过页面右侧“意见反馈”提交建议，建议被采纳后奖励 <strong className="text-accent-600">{FEEDBACK_REWARD_POINTS}</strong> 积分（零售礼品卡），积分在采纳后发放至账户。
            </li>
            <li>积分可在“个人中心 - 我的积分”查看明细（获得与使用记录）。</li>
            <li>积分不可转让、不可兑换现金；违规获取的积分将被扣除。</li>
            <li>积分规则的最终解释以平台公告为准。</li>
          </ul>
          <div className="mt-4 flex gap-2">
            <Link href="/personalCenter/myIntegral" className="btn btn-primary">查看我的积分</Link>
            <Link href="/helpCenter/memberProblem" className="btn btn-outline">会员常见问题</Link>
          </div>
        </Card>
        <DemoNotice text="以下礼品为演示数据，暂不支持在线兑换。" />
        <div className="grid grid-cols-4 gap-4">
          {GIFTS.map((g) => (
            <section key={g.name} className="card flex flex-col p-5">
              <div className="mb-3 flex h-[110px] items-center justify-center rounded bg-gradient-to-br from-brand-50 to-accent-50 text-[32px]" aria-hidden="true">🎁</div>
              <h3 className="text-[14px] font-medium text-ink-900">{g.name}</h3>
              <p className="mt-1 text-[12px] text-ink-500">{g.note}</p>
              <p className="mt-auto pt-3 text-[16px] font-semibold text-accent-600">{g.points} 积分</p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
