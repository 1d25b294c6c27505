/** The mobile Lighthouse suite's pure parts: its targets, goals (performance ≥ 90, SEO 100, accessibility ≥ 95) and checks. */
import { discoverSharedLinks, mobileSuiteResult, mobileTargets, MOBILE_GOALS } from '@/bench/suites/lighthouse-mobile';
import type { PageReport } from '@/bench/suites/lighthouse';

const ORIGIN = 'http://127.0.0.1:3300';

function report(
  key: string,
  o: { performance?: number; seo?: number; accessibility?: number; finalPath?: string; warnings?: string[] } = {},
): PageReport {
  const path = key === 'goods' ? '/goodsDetail/42' : '/mobileView';
  return {
    key,
    url: `${ORIGIN}${path}`,
    finalUrl: `${ORIGIN}${o.finalPath ?? (key === 'goods' ? '/mobileView?target=%2FgoodsDetail%2F42' : path)}`,
    benchmarkIndex: 1800.4,
    scores: {
      performance: o.performance ?? 95,
      seo: o.seo ?? 100,
      accessibility: o.accessibility ?? 100,
      'best-practices': 100,
    },
    metrics: { fcp: 700, lcp: 1900, tbt: 200, cls: 0, si: 900, ttfb: 10 },
    failingSeo: [],
    failingOther: [],
    runScores: [o.performance ?? 95],
    warnings: o.warnings ?? [],
  };
}

test('the shell and the link a buyer shares (the desktop goods URL, redirected on a phone)', () => {
  expect(mobileTargets(42)).toEqual([
    { key: 'shell', path: '/mobileView' },
    { key: 'goods', path: '/goodsDetail/42' },
  ]);
});

test('goals met: every check passes; the redirect and the machine benchmark are recorded', () => {
  const r = mobileSuiteResult([
    report('shell'),
    report('goods', {
      warnings: [
        'The page may not be loading as expected because your test URL (x) was redirected to http://127.0.0.1:3300/mobileView?target=y.',
      ],
    }),
  ]);
  expect(r.metrics).toMatchObject({
    shell_performance: 95,
    goods_seo: 100,
    goods_redirected: 1,
    shell_redirected: 0,
    shell_benchmark_index: 1800,
    goals_met: 1,
  });
  expect(r.checks?.every((c) => c.ok)).toBe(true);
  expect(r.checks).toHaveLength(3);
  // The redirect is what a phone gets: not reported as a Lighthouse warning.
  expect(r.notes?.some((n) => n.includes('was redirected'))).toBe(false);
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
  const r = mobileSuiteResult([report('goods', { finalPath: '/goodsDetail/42' })]);
  expect(r.checks?.find((c) => c.name.includes('ends on the mobile view'))?.ok).toBe(false);
  expect(r.metrics.goods_redirected).toBe(0);
});

test('issue 36: a phone search, method and news article are measured as shared links', async () => {
  const pages: Record<string, string> = {
    '/methods/allTheMethods': '<a href="/methods/methodDetaile/7">m</a><a href="/methods/methodDetaile/8">n</a>',
    '/newsInformation':
      '<a href="/newsInformation?categoryId=1">c</a><a href="/newsInformation/advisoryDetails/3">a</a>',
  };
  const shared = await discoverSharedLinks(async (p) => pages[p] ?? '');
  expect(mobileTargets(42, shared)).toEqual([
    { key: 'shell', path: '/mobileView' },
    { key: 'goods', path: '/goodsDetail/42' },
    { key: 'search', path: `/searchCenter?keyword=${encodeURIComponent('杂质')}` },
    { key: 'method', path: '/methods/methodDetaile/7' },
    { key: 'news', path: '/newsInformation/advisoryDetails/3' },
  ]);
  // A list that does not answer leaves its target out rather than failing the suite.
  const down = await discoverSharedLinks(async () => {
    throw new Error('down');
  });
  expect(down.methodPath).toBeNull();
});
