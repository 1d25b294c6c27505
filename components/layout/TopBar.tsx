/** The thin grey bar above the header: welcome + user box on the left, service links on the right. */
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { COMPANY } from '@/lib/config/constants';
import { CHROME } from '@/lib/config/messages';
import { HELP_CENTER_PATH, QUICK_ORDER_PATH } from '@/lib/config/routes';
import { ProtectedLink } from './ProtectedLink';
import { UserBox } from './UserBox';

export function TopBar() {
  return (
    <div className="min-page border-b border-line bg-surface text-xs text-ink-500">
      <div className="page-width flex h-8 items-center justify-between">
        <div className="flex items-center gap-3">
          <span>{CHROME.welcome}</span>
          <UserBox />
        </div>
        <ul className="flex items-center divide-x divide-line">
          <li className="px-3">
            <SiteLink prefetch={false} href="/orderCenter" className="hover:text-brand-600">
              我的订单
            </SiteLink>
          </li>
          <li className="px-3">
            <ProtectedLink href={QUICK_ORDER_PATH} className="hover:text-brand-600">
              {CHROME.quickOrder}
            </ProtectedLink>
          </li>
          <li className="px-3">
            <SiteLink prefetch={false} href="/downloadCenter/downloadSecond/coa" className="hover:text-brand-600">
              证书下载
            </SiteLink>
          </li>
          <li className="px-3">
            <SiteLink prefetch={false} href={HELP_CENTER_PATH} className="flex items-center gap-1 hover:text-brand-600">
              <Icon name="help" size={13} />
              {CHROME.helpCenter}
            </SiteLink>
          </li>
          <li className="flex items-center gap-1 pl-3">
            <Icon name="phone" size={13} className="text-brand-500" />
            {CHROME.hotline}：
            <a href={`tel:${COMPANY.supportPhone}`} className="font-medium text-ink-700 hover:text-brand-600">
              {COMPANY.supportPhone}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
