/**
 * Service-page header (spec §2.2): logo + a second title (询价篮, 购物车, 结算页, 订单支付, 需求清单, 支付完成).
 * Pass `title` explicitly, or use <AutoSecondTitleHeader/> which derives it from the pathname.
 */
import Link from 'next/link';
import { Icon } from '@/components/ui/Icon';
import { COMPANY } from '@/lib/config/constants';
import { CHROME } from '@/lib/config/messages';
import { Logo } from './Logo';

export function SecondTitleHeader({ title, aside }: { title: string | null; aside?: React.ReactNode }) {
  return (
    <div className="min-page border-b-2 border-brand-500 bg-white">
      <div className="page-width flex h-[88px] items-center justify-between">
        <div className="flex items-center gap-5">
          <Logo height={44} />
          {title && (
            <>
              <span className="h-8 w-px bg-line" aria-hidden="true" />
              <h1 className="text-[22px] font-medium tracking-wider text-ink-900" data-testid="second-title">
                {title}
              </h1>
            </>
          )}
        </div>
        {aside ?? (
          <div className="flex items-center gap-6 text-[13px] text-ink-500">
            <Link prefetch={false} href="/productCenter" className="flex items-center gap-1 hover:text-brand-600">
              <Icon name="grid" size={15} />
              继续选购
            </Link>
            <span className="flex items-center gap-1">
              <Icon name="phone" size={15} className="text-brand-500" />
              {CHROME.hotline}：<b className="text-ink-700">{COMPANY.supportPhone}</b>
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
