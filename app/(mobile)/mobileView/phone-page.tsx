/**
 * /mobileView (spec §2.1/§2.2): where phones land. Keeps the original `target` (the desktop path and query) and
 * renders the phone view registered for it (./views/registry.ts), server-side; a target no view serves gets a link
 * to continue on the desktop site. Every page has the search box (keyword; a SMILES or molfile runs the exact
 * structure lookup) and 访问电脑版.
 *
 * `phoneViewPage(views)` is the page of one group's route (lib/proxy/phone-groups.ts): /mobileView itself and the
 * routes the proxy rewrites it to, each importing only its own views (so only their client code ships).
 */
import Link from 'next/link';
import { CHROME } from '@/lib/config/messages';
import { mobileViewHref } from '@/lib/config/routes';
import { DesktopButton } from './DesktopButton';
import { phoneMetadata, targetOf, type SP } from './metadata';
import { MobileSearchBox } from './MobileSearchBox';
import { resolveIn } from './views/resolve';
import type { MobileView } from './views/types';

function MobileHeader({ target }: { target: string }) {
  return (
    <header className="sticky top-0 z-20 flex h-12 items-center justify-between bg-brand-600 px-3 text-white shadow">
      <Link prefetch={false} href={mobileViewHref('/')} className="flex h-11 items-center gap-2 font-semibold">
        {/* eslint-disable-next-line @next/next/no-img-element -- static logo mark */}
        <img src="/images/logo-mark.svg" alt="" width={26} height={26} className="rounded bg-white/10" />
        标准物质商城
      </Link>
      <DesktopButton target={target} className="flex h-11 items-center text-xs">
        <span className="rounded border border-white/60 px-2.5 py-1">{CHROME.visitDesktop}</span>
      </DesktopButton>
    </header>
  );
}

/** The page and head of the route serving `views`; the head is indexable with rel=canonical to the desktop twin. */
export function phoneViewPage(views: readonly MobileView[]) {
  return {
    Page: (props: { searchParams: Promise<SP> }) => MobileViewPage(views, props),
    generateMetadata: phoneMetadata(views),
  };
}

async function MobileViewPage(views: readonly MobileView[], { searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const target = targetOf(sp);
  const resolved = resolveIn(views, target);
  const keyword = resolved?.view.kind === 'search' ? (resolved.search.get('keyword') ?? '').trim() : '';
  const body = resolved
    ? await resolved.view.render(resolved.params, { target, pathname: resolved.pathname, search: resolved.search })
    : null;

  return (
    <>
      <MobileHeader target={resolved ? resolved.view.canonical(resolved.params) : target} />
      <MobileSearchBox keyword={keyword} />
      {resolved ? (
        <div className="contents" data-view={resolved.view.kind}>
          {body}
        </div>
      ) : (
        <>
          <h1 className="sr-only">标准物质商城移动版</h1>
          <section
            className="mx-3 mt-1 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink-700"
            data-testid="mobile-continue"
          >
            <p>您要访问的页面暂无移动版，可继续在电脑版中打开：</p>
            <p className="mt-1 truncate text-xs text-ink-500">{target}</p>
            <DesktopButton target={target} className="mt-3 h-11 w-full rounded-full bg-brand-500 text-white">
              {CHROME.continueToPage}
            </DesktopButton>
          </section>
        </>
      )}
    </>
  );
}
