/** /helpCenter/memberProblem — member questions: a help page by ?id, else the member FAQ. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { FEEDBACK_REWARD_POINTS, SERVICE_HOURS } from '@/lib/config/constants';
import { firstPage, getHelpPage, helpTreeList } from '@/lib/domain/content/site';
import { qInt, type SP } from '@/lib/domain/content/site';
import { DemoNotice } from '@/components/content/Blocks';
import { HelpArticle } from '@/components/help/HelpArticle';
import { helpView, pagesUnder } from '@/components/help/help-view';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '会员常见问题 - 帮助中心', ...phoneTwin('/helpCenter/memberProblem') };

const FAQ: { q: string; a: React.ReactNode }[] = [
  {
    q: '如何成为会员？',
    a: (
      <>
        使用手机号注册即可成为会员，也可使用微信扫码登录后绑定手机号。
        <Link className="text-brand-600" href="/register">
          立即注册
        </Link>
      </>
    ),
  },
  {
    q: '为什么需要实名认证？',
    a: (
      <>
        部分产品（如危险化学品）及账期、定制等业务需要完成实名认证或企业认证后才能办理。可在{' '}
        <Link className="text-brand-600" href="/personalCenter?needAuthentication=1">
          个人中心
        </Link>{' '}
        完成认证。
      </>
    ),
  },
  {
    q: '积分如何获得和使用？',
    a: (
      <>
        提交的意见反馈被采纳可获得 {FEEDBACK_REWARD_POINTS} 积分（零售礼品卡）。积分规则与可兑换礼品见{' '}
        <Link className="text-brand-600" href="/pointsMallCenter">
          积分商城
        </Link>
        。
      </>
    ),
  },
  { q: '企业账号与账期', a: '完成企业认证的用户可加入或切换所属企业，并申请账期（信用额度）支付。' },
  {
    q: '忘记密码怎么办？',
    a: (
      <>
        在登录页点击“忘记密码”，通过手机短信验证码重置。
        <Link className="text-brand-600" href="/login/forgetThePassword">
          找回密码
        </Link>
      </>
    ),
  },
  { q: '客服时间', a: `客服服务时间为${SERVICE_HOURS}。` },
];

export default async function MemberProblemPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const db = await getDb();
  const id = qInt(sp, 'id', 0);
  if (id) {
    const chosen = await getHelpPage(db, id);
    // A group node (no page of its own): the empty state links to the pages under it.
    const subPages = chosen && helpView(chosen) === 'empty' ? pagesUnder(await helpTreeList(db), chosen.id) : [];
    return (
      <HelpArticle page={chosen} base={{ label: '帮助中心', href: '/helpCenter/loginProblem' }} subPages={subPages} />
    );
  }
  const node = firstPage(await helpTreeList(db), /会员/);
  const page = node && /会员/.test(node.name) ? await getHelpPage(db, node.id) : null;
  if (page) return <HelpArticle page={page} base={{ label: '帮助中心', href: '/helpCenter/loginProblem' }} />;
  return (
    <article className="card p-8">
      <h1 className="mb-4 text-[22px] font-semibold text-ink-900">会员常见问题</h1>
      <DemoNotice className="mb-4" text="以下为示例问答，具体规则以平台公告为准。" />
      <dl className="divide-y divide-line">
        {FAQ.map((f) => (
          <div key={f.q} className="py-4">
            <dt className="text-[15px] font-medium text-ink-900">{f.q}</dt>
            <dd className="mt-1 text-[14px] text-ink-700">{f.a}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
