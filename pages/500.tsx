/**
 * 500 of the pages router (a goods page that failed to render): the app router's error page in Chinese
 * (app/error.tsx); 重试 reloads the page (a full load: nothing of the failed render is kept).
 */
import { PlainChrome } from '@/components/layout/PlainChrome';
import { PageHead } from '@/components/seo/PageHead';
import { CHROME, E } from '@/lib/config/messages';
import { pageTitle } from '@/lib/platform/seo/site';

export default function ServerError() {
  return (
    <PlainChrome>
      <PageHead meta={{ title: pageTitle(CHROME.errorTitle), robots: 'noindex, nofollow' }} />
      <div className="page-width flex flex-col items-center py-24 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-ink-900">{CHROME.errorTitle}</h1>
        <p className="mt-2 text-ink-500" data-testid="error-message">
          {E.internal}
        </p>
        {/* Full page loads on purpose: after a server error the failed page's client state is gone. */}
        <div className="mt-8 flex gap-3">
          <a href="" className="btn btn-primary btn-lg">
            {CHROME.retry}
          </a>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load (above) */}
          <a href="/" className="btn btn-outline btn-lg">
            {CHROME.backHome}
          </a>
        </div>
      </div>
    </PlainChrome>
  );
}
