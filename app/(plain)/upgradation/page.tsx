/** Maintenance page (spec §1): 网站进行升级维护 / 可能无法访问敬请谅解！ and the support line. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Icon } from '@/components/ui/Icon';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { CHROME, UI } from '@/lib/config/messages';

export const metadata: Metadata = { title: UI.maintenanceTitle, robots: { index: false, follow: false } };

export default function UpgradationPage() {
  return (
    <div className="page-width flex flex-col items-center py-12 text-center sm:py-20">
      <svg width="220" height="150" viewBox="0 0 220 150" fill="none" aria-hidden="true" className="max-w-full">
        <ellipse cx="110" cy="138" rx="86" ry="8" fill="#e5e8ee" />
        <rect x="38" y="22" width="144" height="96" rx="8" fill="#fff" stroke="#c4c9d2" strokeWidth="3" />
        <path d="M38 40h144" stroke="#c4c9d2" strokeWidth="3" />
        <circle cx="50" cy="31" r="3" fill="#e8590c" />
        <circle cx="60" cy="31" r="3" fill="#f59e0b" />
        <circle cx="70" cy="31" r="3" fill="#16a34a" />
        <g transform="translate(110 80)">
          <circle r="22" fill="#eef6ff" stroke="#1f6fd1" strokeWidth="4" />
          <circle r="8" fill="#fff" stroke="#1f6fd1" strokeWidth="4" />
          <path
            d="M0-30v8M0 22v8M-30 0h8M22 0h8M-21-21l6 6M15 15l6 6M-21 21l6-6M15-15l6-6"
            stroke="#1f6fd1"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </g>
        <path d="M150 96l22 22" stroke="#e8590c" strokeWidth="7" strokeLinecap="round" />
        <circle cx="146" cy="92" r="9" fill="none" stroke="#e8590c" strokeWidth="5" />
      </svg>
      <h1 className="mt-8 text-[24px] font-semibold text-ink-900 sm:text-[28px]">{UI.maintenanceTitle}</h1>
      <p className="mt-2 text-lg text-ink-500">{UI.maintenanceSubtitle}</p>
      <div className="mt-8 flex max-w-full items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-4 text-left sm:px-6">
        <Icon name="headset" size={30} className="text-brand-500" />
        <div>
          <p className="text-[13px] text-ink-500">如有紧急业务需求，请联系{CHROME.hotline}</p>
          <p className="text-xl font-semibold tracking-wide text-brand-700" data-testid="support-line">
            {COMPANY.supportPhone}
          </p>
          <p className="text-xs text-ink-500">服务时间：{SERVICE_HOURS}</p>
        </div>
      </div>
      <Link href="/" className="btn btn-outline mt-8">
        {CHROME.backHome}
      </Link>
    </div>
  );
}
