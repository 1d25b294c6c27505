/**
 * Shared Playwright fixtures: every journey fails on an uncaught page error or a Content-Security-Policy violation
 * seen on any page it opens (issue 11). Specs import { test, expect } from here instead of '@playwright/test'.
 *
 * What is watched, on the default context and on any context a test makes with browser.newContext():
 *   - page.on('pageerror'): an exception no code caught;
 *   - console errors naming the Content Security Policy (Chromium's "Refused to … because it violates …") or a
 *     Permissions-Policy header Chromium cannot read (an unrecognised feature);
 *   - the securitypolicyviolation event, reported from the page by an init script.
 * A test that provokes errors on purpose lists them: test.use({ allowedPageErrors: [/ChunkLoadError/] }).
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, BrowserContext, Page, Locator, Route, Request, Response } from '@playwright/test';

const CSP_MARK = '[csp-violation]';
const INIT = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error(${JSON.stringify(CSP_MARK)} + ' Content Security Policy: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
});`;

type Problems = string[];

function watchPage(page: Page, problems: Problems) {
  page.on('pageerror', (err) => problems.push(`uncaught page error on ${page.url()}: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Content Security Policy/i.test(text)) problems.push(`CSP violation on ${page.url()}: ${text.slice(0, 300)}`);
    // A policy header the browser cannot read ("Error with Permissions-Policy header: Unrecognized feature …").
    if (/Permissions-Policy header/i.test(text))
      problems.push(`Permissions-Policy error on ${page.url()}: ${text.slice(0, 300)}`);
  });
}

async function watchContext(context: BrowserContext, problems: Problems) {
  await context.addInitScript({ content: INIT });
  for (const p of context.pages()) watchPage(p, problems);
  context.on('page', (p) => watchPage(p, problems));
}

export const test = base.extend<{ allowedPageErrors: RegExp[]; pageProblems: Problems }>({
  allowedPageErrors: [[], { option: true }],
  pageProblems: [
    async ({ context, browser, allowedPageErrors }, use) => {
      const problems: Problems = [];
      await watchContext(context, problems);
      // Contexts a test opens itself are watched too.
      const b = browser as Browser & { __origNewContext?: Browser['newContext'] };
      const orig = b.newContext.bind(b);
      b.newContext = (async (...args: Parameters<Browser['newContext']>) => {
        const c = await orig(...args);
        await watchContext(c, problems);
        return c;
      }) as Browser['newContext'];
      try {
        await use(problems);
      } finally {
        b.newContext = orig;
      }
      const left = problems.filter((p) => !allowedPageErrors.some((re) => re.test(p)));
      expect(left, 'uncaught page errors / Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
