/**
 * /pointsMallCenter — the points mall: how points are earned (completed orders, adopted suggestions) and the gifts,
 * rendered on the server from the database; redeeming is the client component's (components/points/PointsMall.tsx).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { FEEDBACK_REWARD_POINTS, POINTS_PER_YUAN } from '@/lib/config/constants';
import { listGifts } from '@/lib/domain/commerce/points';
import { Card, DemoNotice, PageHero } from '@/components/content/Blocks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PointsMall } from '@/components/points/PointsMall';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '积分商城',
  description: `积分规则与礼品兑换：订单完成每实付 1 元积 ${POINTS_PER_YUAN} 分，意见反馈被采纳奖励 ${FEEDBACK_REWARD_POINTS} 积分；积分可兑换零售礼品卡与实验室用品。`,
  ...phoneTwin('/pointsMallCenter'),
};

export default async function PointsMallCenterPage() {
  const gifts = await listGifts(await getDb());
  return (
    <>
      <PageHero
        title="积分商城"
        subtitle={`下单、提建议赚积分：订单完成每实付 1 元积 ${POINTS_PER_YUAN} 分，建议被采纳奖励 ${FEEDBACK_REWARD_POINTS} 积分；积分可兑换零售礼品卡与实验室用品。`}
      />
      <div className="page-width space-y-5 pb-10">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '积分商城' }]} />
        <Card title="积分规则">
          <ul className="list-disc space-y-2 pl-5 text-[14px] text-ink-700" data-testid="points-rules">
            <li>
              订单完成（确认收货）后，按订单实付金额每 1 元积{' '}
              <strong className="text-accent-600">{POINTS_PER_YUAN}</strong> 分（不足 1
              元的部分不计），每个订单只积一次。
            </li>
            <li>
              通过页面右侧“意见反馈”提交建议，建议被采纳后奖励{' '}
              <strong className="text-accent-600">{FEEDBACK_REWARD_POINTS}</strong> 积分，积分在采纳后发放至账户。
            </li>
            <li>
              积分可兑换下方礼品，兑换时立即扣减积分，礼品寄送至您的默认收货地址；兑换记录可在“个人中心 -
              我的积分”查看。
            </li>
            <li>积分不可转让、不可兑换现金；违规获取的积分将被扣除。积分规则的最终解释以平台公告为准。</li>
          </ul>
          <div className="mt-4 flex gap-2">
            <Link href="/personalCenter/myIntegral" className="btn btn-primary">
              查看我的积分
            </Link>
            <Link href="/helpCenter/memberProblem" className="btn btn-outline">
              会员常见问题
            </Link>
          </div>
        </Card>
        <DemoNotice text="以下礼品为演示数据：兑换会真实扣减积分并生成兑换记录，演示环境不会实际寄送礼品。" />
        <Card title="礼品兑换">
          <PointsMall initialGifts={gifts} />
        </Card>
      </div>
    </>
  );
}
