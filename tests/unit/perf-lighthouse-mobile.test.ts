/** The mobile Lighthouse suite's pure parts: its targets, goals (performance ≥ 90, SEO 100, accessibility ≥ 95) and checks. */
import {
  discoverSharedLinks,
  LINK_KEY,
  mobileSuiteResult,
  mobileTargets,
  MOBILE_GOALS,
} from '@/bench/suites/lighthouse-mobile';
import type { PageReport } from '@/bench/suites/lighthouse';

const ORIGIN = 'http://127.0.0.1:3300';

function report(
  key: string,
  o: { performance?: number; seo?: number; accessibility?: number; finalPath?: string; warnings?: string[] } = {},
): PageReport {
  const phone = key === 'shell' ? '/mobileView' : '/mobileView?target=%2FgoodsDetail%2F42';
  const path = key === LINK_KEY ? '/goodsDetail/42' : phone;
  return {
    key,
    url: `${ORIGIN}${path}`,
    finalUrl: `${ORIGIN}${o.finalPath ?? phone}`,
    benchmarkIndex: 1800.4,
    scores: {
      performance: o.performance ?? 95,
      seo: o.seo ?? 100,
      accessibility: o.accessibility ?? 100,
      'best-practices': 100,
    },
    metrics: { fcp: 700, lcp: 1900, tbt: 200, cls: 0, si: 900, ttfb: 10, redirect: key === LINK_KEY ? 630.4 : 0 },
    failingSeo: [],
    failingOther: [],
    runScores: [o.performance ?? 95],
    warnings: o.warnings ?? [],
  };
}

test('issue 36: the phone pages themselves, and one shared link (the desktop goods URL, redirected on a phone)', () => {
  expect(mobileTargets(42)).toEqual([
    { key: 'shell', path: '/mobileView' },
    { key: 'goods', path: '/mobileView?target=%2FgoodsDetail%2F42' },
    { key: 'goods_link', path: '/goodsDetail/42' },
  ]);
});

test('goals met: every check passes; the redirect and the machine benchmark are recorded', () => {
  const r = mobileSuiteResult([
    report('shell'),
    report('goods'),
    report(LINK_KEY, {
      finalPath: '/mobileView?target=%2FgoodsDetail%2F42',
      warnings: [
        'The page may not be loading as expected because your test URL (x) was redirected to http://127.0.0.1:3300/mobileView?target=y.',
      ],
    }),
  ]);
  expect(r.metrics).toMatchObject({
    shell_performance: 95,
    goods_seo: 100,
    goods_redirected: 0,
    shell_redirected: 0,
    shell_benchmark_index: 1800,
    goods_link_performance: 95,
    goods_link_redirected: 1,
    goods_link_redirect_ms: 630,
    goals_met: 1,
  });
  expect(r.checks?.every((c) => c.ok)).toBe(true);
  // A check per phone page, and the shared link ends on the mobile view.
  expect(r.checks).toHaveLength(3);
  // The redirect is what a phone gets: not reported as a Lighthouse warning.
  expect(r.notes?.some((n) => n.includes('was redirected'))).toBe(false);
});

test('the shared link is recorded, not a goal: its score below 90 fails no check', () => {
  const r = mobileSuiteResult([
    report('shell'),
    report(LINK_KEY, { performance: 70, finalPath: '/mobileView?target=%2FgoodsDetail%2F42' }),
  ]);
  expect(r.metrics).toMatchObject({ goods_link_performance: 70, goals_met: 1 });
  expect(r.checks?.every((c) => c.ok)).toBe(true);
  expect(r.checks?.map((c) => c.name)).toEqual([
    expect.stringMatching(/^lighthouse mobile shell:/),
    'a goods link opened on a phone ends on the mobile view',
  ]);
  // A phone page below the goal still fails.
  const bad = mobileSuiteResult([report('search', { performance: 70 }), report(LINK_KEY)]);
  expect(bad.metrics.goals_met).toBe(0);
  expect(bad.checks?.filter((c) => !c.ok)).toHaveLength(1);
});

test('each goal fails its page check: performance under 90, SEO under 100, accessibility under 95', () => {
  const r = mobileSuiteResult([
    report('shell', { performance: MOBILE_GOALS.performance - 1 }),
    report('goods', { seo: 92, accessibility: MOBILE_GOALS.accessibility - 1 }),
  ]);
  expect(r.metrics.goals_met).toBe(0);
  const failed = (r.checks ?? []).filter((c) => !c.ok);
  expect(failed.map((c) => c.detail)).toEqual([
    expect.stringMatching(/^performance 89 < 90/),
    'seo 92 < 100; accessibility 94 < 95',
  ]);
  expect(mobileSuiteResult([report('shell', { performance: 90, accessibility: 95 })]).metrics.goals_met).toBe(1);
});

test('a goods link that does not end on the mobile view fails', () => {
  const r = mobileSuiteResult([report(LINK_KEY, { finalPath: '/goodsDetail/42' })]);
  expect(r.checks?.find((c) => c.name.includes('ends on the mobile view'))?.ok).toBe(false);
  expect(r.metrics.goods_link_redirected).toBe(0);
});

test('issue 36: the phone search, method and news article are measured at their phone URLs', async () => {
  const pages: Record<string, string> = {
    '/methods/allTheMethods': '<a href="/methods/methodDetaile/7">m</a><a href="/methods/methodDetaile/8">n</a>',
    '/newsInformation':
      '<a href="/newsInformation?categoryId=1">c</a><a href="/newsInformation/advisoryDetails/3">a</a>',
  };
  const shared = await discoverSharedLinks(async (p) => pages[p] ?? '');
  expect(mobileTargets(42, shared)).toEqual([
    { key: 'shell', path: '/mobileView' },
    { key: 'goods', path: '/mobileView?target=%2FgoodsDetail%2F42' },
    { key: 'search', path: '/mobileView?target=%2FsearchCenter%3Fkeyword%3D%25E6%259D%2582%25E8%25B4%25A8' },
    { key: 'method', path: '/mobileView?target=%2Fmethods%2FmethodDetaile%2F7' },
    { key: 'news', path: '/mobileView?target=%2FnewsInformation%2FadvisoryDetails%2F3' },
    { key: 'goods_link', path: '/goodsDetail/42' },
  ]);
  // A list that does not answer leaves its target out rather than failing the suite.
  const down = await discoverSharedLinks(async () => {
    throw new Error('down');
  });
  expect(down.methodPath).toBeNull();
});
