'use client';
/**
 * /personalCenter home: avatar, nickname (default 惊鸿而过), masked mobile, identity status, organisation, points,
 * shortcuts, and the verification section (real-name / enterprise). ?needAuthentication=1 opens real-name
 * verification with the spec §5 warning; ?tab=realname|enterprise opens a tab.
 */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useCenterQuery, useUserInfo } from '@/lib/client/profile-queries';
import { UI, V } from '@/lib/config/messages';
import { EnterpriseVerification } from './center/EnterpriseVerification';
import { RealNameVerification } from './center/RealNameVerification';
import { PC, verifyTabOf, type VerifyTab } from './center/nav';
import { Avatar, LoadError, Loading, StatusBadge } from './center/ui';

export function PersonalCenterHome() {
  const search = useSearchParams();
  const router = useRouter();
  const needAuth = search?.get('needAuthentication') === '1';
  const tab: VerifyTab = verifyTabOf(search) ?? 'realname';
  const opened = verifyTabOf(search) !== null;
  const user = useUserInfo();
  const org = useCenterQuery('org.info');
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (opened) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [opened, tab]);

  if (user.isPending)
    return (
      <div className="card">
        <Loading />
      </div>
    );
  if (user.isError)
    return (
      <div className="card">
        <LoadError onRetry={() => void user.refetch()} />
      </div>
    );
  const u = user.data;
  const name = u.nickName?.trim() || UI.defaultNickname;

  const shortcuts = [
    { label: '我的订单', href: '/orderCenter' },
    { label: '我的收藏', href: `${PC}/myCollection` },
    { label: '我的足迹', href: `${PC}/history` },
    { label: '收货地址', href: `${PC}/receivingAddress` },
    { label: '账户安全', href: `${PC}/accountSecurity` },
    { label: '发票信息', href: `${PC}/invoiceAddress` },
  ];

  return (
    <div className="space-y-4">
      {needAuth && u.identityStatus !== '2' && (
        <p
          role="alert"
          className="rounded border border-amber-200 bg-amber-50 px-4 py-3 text-[14px] text-amber-800"
          data-testid="need-auth-warning"
        >
          {V.realNameRequired}
        </p>
      )}
      <section className="card flex items-center gap-6 p-6" data-testid="center-profile">
        <Avatar url={u.avatarUrl} size={80} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-3">
            <h1 className="truncate text-[20px] font-semibold text-ink-900" data-testid="center-nickname">
              {name}
            </h1>
            <Link prefetch={false} href={`${PC}/accountManagement`} className="text-xs text-brand-600 hover:underline">
              编辑资料
            </Link>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1.5 text-[13px] lg:grid-cols-[1fr_1fr_2fr_auto]">
            <div>
              <dt className="inline text-ink-500">手机号：</dt>
              <dd className="inline text-ink-900" data-testid="center-mobile">
                {u.mobile || '未绑定'}
              </dd>
            </div>
            <div>
              <dt className="inline text-ink-500">实名认证：</dt>
              <dd className="inline">
                <StatusBadge status={u.identityStatus} testId="center-identity" />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="inline text-ink-500">所属企业：</dt>
              <dd className="inline text-ink-900" data-testid="center-org">
                {org.data?.orgName ?? u.orgName ?? '未加入'}
                {org.data?.orgRole === 'pending' && <span className="ml-1 text-xs text-amber-700">（审核中）</span>}
              </dd>
            </div>
            <div>
              <dt className="inline text-ink-500">我的积分：</dt>
              <dd className="inline">
                <Link
                  prefetch={false}
                  href={`${PC}/myIntegral`}
                  className="font-semibold text-accent-500 hover:underline"
                  data-testid="center-points"
                >
                  {u.points}
                </Link>
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="card p-5">
        <h2 className="section-title mb-3 text-[16px]">常用功能</h2>
        <ul className="grid grid-cols-6 gap-3">
          {shortcuts.map((s) => (
            <li key={s.href}>
              <Link
                prefetch={false}
                href={s.href}
                className="flex h-16 items-center justify-center rounded border border-line text-[13px] text-ink-700 hover:border-brand-500 hover:text-brand-600"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="verification" ref={sectionRef} className="card scroll-mt-4 p-5" data-testid="verification-section">
        <div className="mb-4 flex gap-6 border-b border-line" role="tablist">
          {(
            [
              ['realname', '实名认证'],
              ['enterprise', '企业认证'],
            ] as const
          ).map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              onClick={() => router.replace(`${PC}?tab=${key}`, { scroll: false })}
              className={`-mb-px border-b-2 px-1 pb-2 text-[15px] ${tab === key ? 'border-brand-500 font-semibold text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
              data-testid={`verify-tab-${key}`}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 'enterprise' ? <EnterpriseVerification /> : <RealNameVerification />}
      </section>
    </div>
  );
}
