/** Main header (spec §2.2): logo, search (+ 结构式搜索), demand list, inquiry basket and cart entries. */
import { SiteLink } from '@/components/ui/SiteLink';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { Icon } from '@/components/ui/Icon';
import { CHROME } from '@/lib/config/messages';
import { STRUCTURE_SEARCH_PATH } from '@/lib/config/routes';
import { HeaderCartEntry, HeaderDemandEntry } from './HeaderCartEntry';
import { Logo } from './Logo';

export function MainHeader() {
  return (
    <div className="min-page bg-white">
      <div className="page-width flex h-[96px] items-center gap-8">
        <Logo height={48} />
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <div className="min-w-0 flex-1">
            <HeaderSearch />
          </div>
          <SiteLink
            prefetch={false}
            href={STRUCTURE_SEARCH_PATH}
            className="flex h-10 shrink-0 items-center gap-1 text-[13px] text-brand-600 hover:text-brand-700"
            data-testid="structure-search-link"
          >
            <Icon name="molecule" size={16} />
            {CHROME.structureSearch}
          </SiteLink>
          <SiteLink
            prefetch={false}
            href="/nitrosamineRisk"
            className="flex h-10 shrink-0 items-center text-[13px] text-brand-600 hover:text-brand-700"
            data-testid="nitrosamine-risk-link"
          >
            亚硝胺风险评估
          </SiteLink>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <HeaderDemandEntry />
          <HeaderCartEntry kind="basket" />
          <HeaderCartEntry kind="cart" />
        </div>
      </div>
    </div>
  );
}
