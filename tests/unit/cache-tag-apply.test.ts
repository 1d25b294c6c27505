/** Invalidations from other instances reach this process's Next cache exactly as a local revalidateTag would. */
import { applyTags } from '../../lib/platform/next/apply-tags';

jest.mock('server-only', () => ({}), { virtual: true });

const {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

test('expire now: entries cached before are expired and stale; entries cached after are not', () => {
  const before = Date.now() - 10;
  applyTags(['product:424242'], 0);
  expect(areTagsExpired(['product:424242'], before)).toBe(true);
  expect(areTagsStale(['product:424242'], before)).toBe(true);
  expect(areTagsExpired(['product:424243'], before)).toBe(false);
  expect(areTagsStale(['product:424242'], Date.now() + 10)).toBe(false);
});

test("'max': stale now (served once more while refreshed), not expired", () => {
  const before = Date.now() - 10;
  applyTags(['category-tree'], null);
  expect(areTagsStale(['category-tree'], before)).toBe(true);
  expect(tagsManifest.get('category-tree').expired).toBeUndefined();
});
