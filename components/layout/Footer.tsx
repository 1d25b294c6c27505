'use client';
/**
 * Site footer (spec §1, §2.2): service promises, service columns, contact and service hours, language switch,
 * licence link, ICP filing number, research-only notice and the hazardous-chemicals licence mention. 1200 px wide.
 *
 * A client component although nothing in it is interactive: as a server component its whole markup (~9.5 KB) was
 * written a second time into every page's RSC payload, and serialised, parsed and re-serialised by the server on
 * every first render; as a client component the payload holds a reference to this module (cached by browsers once
 * for the whole site) and the HTML is the same (docs/decisions/0015-crawler-scale.md). On the pages router's pages
 * (the home and the goods page) pages/_document.tsx renders it (`plainLinks`) after the hydrated root: there it ships
 * no JavaScript at all (issue 34's JS budget).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon, type IconName } from '@/components/ui/Icon';
import { COMPANY, LANGUAGE_SITES, SERVICE_HOURS } from '@/lib/config/constants';
import { CHROME, UI } from '@/lib/config/messages';

type LinkProps = React.ComponentProps<typeof SiteLink>;

/** What SiteLink renders on a pages-router page, without its router lookup (the document has no router). */
function PlainLink({ prefetch: _prefetch, scroll: _scroll, replace: _replace, ...props }: LinkProps) {
  return <a {...props} />;
}

/** `plainLinks`: the document's footer (pages/_document.tsx) renders outside any router. */
type FooterProps = { plainLinks?: boolean };

const PROMISES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'shield', title: '正品保障', text: '官方授权 品质溯源' },
  { icon: 'certificate', title: '证书齐全', text: 'COA 证书 在线下载' },
  { icon: 'truck', title: '极速发货', text: '现货当天 冷链运输' },
  { icon: 'flask', title: '定制合成', text: '杂质定制 专业团队' },
];

const COLUMNS: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: '新手指南',
    links: [
      { label: '注册登录', href: '/helpCenter/loginProblem' },
      { label: '会员问题', href: '/helpCenter/memberProblem' },
      { label: '用户协议', href: '/agreementPrivacy' },
      { label: '隐私政策', href: '/agreementPrivacy#privacy' },
    ],
  },
  {
    title: '采购指南',
    links: [
      { label: '快速下单', href: '/quickOrder' },
      { label: '询价流程', href: '/inquiryCenter' },
      { label: '需求清单', href: '/demandsList' },
      { label: '证书下载', href: '/downloadCenter/downloadSecond/coa' },
    ],
  },
  {
    title: '产品服务',
    links: [
      { label: '产品中心', href: '/productCenter' },
      { label: '药典方法', href: '/methods' },
      { label: '法规标准', href: '/standard' },
      { label: '定制服务', href: '/customizedServices' },
    ],
  },
  {
    title: '关于我们',
    links: [
      { label: '公司介绍', href: '/enterpriseIntroduction' },
      { label: '技术实力', href: '/technical' },
      { label: '行业资讯', href: '/newsInformation' },
      { label: '联系我们', href: '/enterpriseIntroduction?type=1' },
    ],
  },
];

/** Language switch + licence + ICP + notices: the bottom strip (also used alone by the compact footer). */
export function FooterBottom({ plainLinks = false }: FooterProps) {
  const Link = plainLinks ? PlainLink : SiteLink;
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-white/10 bg-[#131a24] py-4 text-xs text-white/55">
      <div className="page-width flex flex-col items-center gap-1.5 px-4 text-center">
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <span className="flex items-center gap-1">
            <Icon name="globe" size={13} />
            语言：
          </span>
          <span className="text-white/80">简体中文</span>
          <a href={LANGUAGE_SITES.en} target="_blank" rel="noopener" lang="en" className="hover:text-white">
            English
          </a>
          <a href={LANGUAGE_SITES.de} target="_blank" rel="noopener" lang="de" className="hover:text-white">
            Deutsch
          </a>
          <span className="text-white/25">|</span>
          <Link prefetch={false} href={COMPANY.licenceUrl} className="hover:text-white">
            营业执照
          </Link>
          <span className="text-white/25">|</span>
          <span>{UI.hazardLicence}：演示编号 000000</span>
          <span className="text-white/25">|</span>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" className="hover:text-white">
            {COMPANY.icp}
          </a>
        </p>
        {/* The year of the render; a page cached across New Year hydrates without complaint. */}
        <p suppressHydrationWarning>
          <span className="text-amber-300/80">{UI.researchOnly}</span>，不得用于临床诊断、治疗及其他用途。 Copyright ©{' '}
          {year} {COMPANY.name} 版权所有
        </p>
      </div>
    </div>
  );
}

export function Footer({ plainLinks = false }: FooterProps) {
  const Link = plainLinks ? PlainLink : SiteLink;
  return (
    <footer className="min-page mt-10 bg-[#1b2430] text-white/70">
      <div className="border-b border-white/10">
        <ul className="page-width grid grid-cols-4 py-6">
          {PROMISES.map((p) => (
            <li key={p.title} className="flex items-center justify-center gap-3">
              <span className="flex h-11 w-11 items-center justify-center rounded-full border border-white/25 text-white">
                <Icon name={p.icon} size={22} strokeWidth={1.5} />
              </span>
              <span>
                <b className="block text-[15px] font-medium text-white">{p.title}</b>
                <span className="text-xs text-white/55">{p.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="page-width flex gap-10 py-8">
        <div className="grid flex-1 grid-cols-4 gap-6">
          {COLUMNS.map((col) => (
            <div key={col.title}>
              <h3 className="mb-3 text-sm font-medium text-white">{col.title}</h3>
              <ul className="space-y-2 text-[13px]">
                {col.links.map((l) => (
                  <li key={l.label}>
                    <Link prefetch={false} href={l.href} className="hover:text-white">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="w-[280px] shrink-0 border-l border-white/10 pl-10">
          <h3 className="mb-2 text-sm font-medium text-white">{CHROME.hotline}</h3>
          <p className="flex items-center gap-2 text-[26px] font-semibold leading-tight tracking-wide text-white">
            <Icon name="headset" size={24} />
            {COMPANY.supportPhone}
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-[13px]">
            <Icon name="clock" size={14} />
            服务时间：{SERVICE_HOURS}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-[13px]">
            <Icon name="mail" size={14} />
            {COMPANY.email}
          </p>
        </div>
      </div>
      <FooterBottom plainLinks={plainLinks} />
    </footer>
  );
}

/** The compact footer of the jump-page and service layouts; `fluid`: as narrow as the screen (the jump pages). */
export function CompactFooter({ fluid = false }: { fluid?: boolean }) {
  return (
    <footer className={`${fluid ? '' : 'min-page '}mt-10 bg-[#1b2430]`}>
      <div className="page-width flex flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-3 text-xs text-white/60">
        <span>
          {CHROME.hotline}：<b className="text-white/85">{COMPANY.supportPhone}</b>
        </span>
        <span>服务时间：{SERVICE_HOURS}</span>
        <SiteLink prefetch={false} href="/agreementPrivacy" className="hover:text-white">
          用户协议与隐私政策
        </SiteLink>
      </div>
      <FooterBottom />
    </footer>
  );
}
