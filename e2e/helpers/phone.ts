/** Phone journeys at 390 × 844 (issue 36): the phone context, and the checks that a buyer view fits the screen. */
import { expect, type Page } from './fixtures';
import { PHONE_UA } from './site';

export const PHONE = { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Horizontal overflow in CSS px (0 when nothing scrolls sideways). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Visible buttons, links and form controls of the buyer view lower than 44 px (label: height). */
export async function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(
      `${scope} button:visible, ${scope} a:visible, ${scope} select:visible, ${scope} input:not([type=checkbox]):not([type=radio]):not([type=file]):not(.sr-only):visible`,
    )
    .evaluateAll((els) =>
      els
        .map((e) => ({
          h: e.getBoundingClientRect().height,
          t: (e.textContent || e.getAttribute('aria-label') || e.tagName).trim().slice(0, 20),
        }))
        .filter((x) => x.h > 0 && x.h < 44)
        .map((x) => `${x.t}: ${Math.round(x.h)}px`),
    );
}

export async function fitsPhone(page: Page, view: string) {
  const scope = `[data-buyer-view="${view}"]`;
  await expect(page.locator(scope)).toBeVisible();
  expect(await sideways(page), `${view} scrolls sideways`).toBeLessThanOrEqual(1);
  expect(await smallTargets(page, scope), `${view} touch targets`).toEqual([]);
}
