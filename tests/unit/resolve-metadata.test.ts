/**
 * The single-segment fallback (/no-such-thing → app/(site)/resolve/[slug]) shows the 404 page: it must carry the
 * 404 title of every other missing page (app/not-found.tsx), not the home page's default title, and stay out of
 * search indexes. A slug that resolves redirects, so it needs no title of its own.
 */
const resolveSlug = jest.fn<Promise<string | null>, [unknown, string]>();
jest.mock('@/lib/db/client', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/domain/catalog/products/resolve', () => ({
  resolveSlug: (db: unknown, slug: string) => resolveSlug(db, slug),
}));
jest.mock('next/link', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/layout/Logo', () => ({ Logo: () => null }));
jest.mock('@/components/layout/Footer', () => ({ CompactFooter: () => null }));

import { generateMetadata } from '@/app/(site)/resolve/[slug]/page';
import { metadata as notFoundMetadata } from '@/app/not-found';

describe('unresolved single-segment path metadata', () => {
  beforeEach(() => resolveSlug.mockReset());

  test('an unknown slug carries the 404 title and noindex, like every other missing page', async () => {
    resolveSlug.mockResolvedValue(null);
    const m = await generateMetadata({ params: Promise.resolve({ slug: 'no-such-thing' }) });
    expect(notFoundMetadata.title).toBe('页面不存在');
    expect(m.title).toBe(notFoundMetadata.title);
    expect(m.robots).toEqual(notFoundMetadata.robots);
    expect(resolveSlug).toHaveBeenCalledWith(expect.anything(), 'no-such-thing');
  });

  test('a slug that resolves (it redirects) keeps no 404 title', async () => {
    resolveSlug.mockResolvedValue('/goodsDetail/1');
    const m = await generateMetadata({ params: Promise.resolve({ slug: '103-90-2' }) });
    expect(m.title).not.toBe('页面不存在');
  });
});
