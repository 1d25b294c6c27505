/**
 * User-centre layout (spec §2.2, §2.4): the site header and footer, a left navigation in four groups and the page.
 * The pages are protected (proxy.ts sends guests to /login); each renders a server shell and loads the buyer's
 * data on the client with the token.
 */
import { Suspense } from 'react';
import { CenterNav } from '@/components/account/center/CenterNav';
import { Loading } from '@/components/account/center/ui';
import { SiteChrome } from '@/components/layout/SiteChrome';
import '@/app/globals.css';

export default function PersonalCenterLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome>
      <div className="page-width flex items-start gap-4 py-4" data-testid="center-layout">
        <Suspense>
          <CenterNav />
        </Suspense>
        <div className="min-w-0 flex-1">
          {/* Pages read the URL (tabs, pager) on the client. */}
          <Suspense
            fallback={
              <div className="card">
                <Loading />
              </div>
            }
          >
            {children}
          </Suspense>
        </div>
      </div>
    </SiteChrome>
  );
}
