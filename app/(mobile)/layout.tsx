/** Mobile layout (spec §2.2): a simple phone shell, full width, no desktop chrome. */
import Link from 'next/link';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import './phone.css';

export default function MobileLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-screen max-w-[640px] flex-col bg-surface text-[15px]">
      {children}
      <footer className="mt-auto border-t border-line bg-white px-4 py-5 text-center text-xs leading-6 text-ink-500">
        <p>
          客服热线{' '}
          <a href={`tel:${COMPANY.supportPhone}`} className="font-medium text-brand-600">
            {COMPANY.supportPhone}
          </a>
          （{SERVICE_HOURS}）
        </p>
        <p>{UI.researchOnly}</p>
        <p>
          <Link prefetch={false} href="/agreementPrivacy" className="underline">
            用户协议与隐私政策
          </Link>
          <span aria-hidden="true" className="mx-2 text-ink-300">
            |
          </span>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {COMPANY.icp}
          </a>
        </p>
      </footer>
    </div>
  );
}
