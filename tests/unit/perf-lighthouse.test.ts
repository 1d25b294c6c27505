/** The Lighthouse bench suite's pure parts: offline Chromium flags, target discovery, failing audits, goals. */
import {
  chromeFlags,
  discoverTargets,
  failingAudits,
  GOALS,
  toSuiteResult,
  type PageReport,
} from '@/bench/suites/lighthouse';

test('Chromium never resolves a host other than the server under test (Lighthouse cannot reach the internet)', () => {
  const flags = chromeFlags('http://127.0.0.1:3300');
  for (const f of [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ]) {
    expect(flags).toContain(f);
  }
  const rule = flags.find((f) => f.startsWith('--host-resolver-rules='));
  expect(rule).toMatch(/^--host-resolver-rules=MAP \* ~NOTFOUND, EXCLUDE 127\.0\.0\.1/);
  expect(chromeFlags('http://localhost:3100').find((f) => f.startsWith('--host-resolver-rules='))).toContain(
    'EXCLUDE localhost',
  );
});

describe('discoverTargets', () => {
  const pages: Record<string, string> = {
    '/': '<a href="/productCenter/productClassifyList/0">全部</a><a href="/productCenter/productClassifyList/7?categoryName=x">x</a>',
    '/productCenter/productClassifyList/7': '<a href="/goodsDetail/0">?</a><a href="/goodsDetail/42">NDMA</a>',
  };
  const fetchText = async (p: string) => {
    const html = pages[p];
    if (html === undefined) throw new Error(`unexpected fetch ${p}`);
    return html;
  };

  test('skips category 0 (全部) and finds a goods id on the category list', async () => {
    expect(await discoverTargets('http://127.0.0.1:3300', fetchText)).toEqual([
      { key: 'home', path: '/' },
      { key: 'list', path: '/productCenter/productClassifyList/7' },
      { key: 'goods', path: '/goodsDetail/42' },
    ]);
  });

  test('explicit ids win and nothing is fetched', async () => {
    const t = await discoverTargets('http://127.0.0.1:3300', () => Promise.reject(new Error('no fetch')), {
      category: '3',
      goods: '9',
    });
    expect(t.map((x) => x.path)).toEqual(['/', '/productCenter/productClassifyList/3', '/goodsDetail/9']);
  });

  test('a site without products is an error, not a silent skip', async () => {
    await expect(discoverTargets('http://127.0.0.1:3300', async () => '<p>空</p>')).rejects.toThrow(/could not find/);
  });
});

describe('failingAudits', () => {
  const lhr = {
    categories: {
      seo: {
        score: 0.92,
        auditRefs: [
          { id: 'meta-description', weight: 1 },
          { id: 'document-title', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
      performance: {
        score: 0.7,
        auditRefs: [
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'unused-javascript', weight: 0 },
          { id: 'dom-size', weight: 0 },
        ],
      },
    },
    audits: {
      'meta-description': { id: 'meta-description', score: 0, scoreDisplayMode: 'binary' },
      'document-title': { id: 'document-title', score: 1, scoreDisplayMode: 'binary' },
      'structured-data': { id: 'structured-data', score: null, scoreDisplayMode: 'manual' },
      'total-blocking-time': { id: 'total-blocking-time', score: 0.4, scoreDisplayMode: 'numeric', numericValue: 640 },
      'cumulative-layout-shift': {
        id: 'cumulative-layout-shift',
        score: 0.95,
        scoreDisplayMode: 'numeric',
        numericValue: 0.05,
      },
      'unused-javascript': {
        id: 'unused-javascript',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { LCP: 150, FCP: 0 },
      },
      'dom-size': { id: 'dom-size', score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { TBT: 0 } },
    },
    runWarnings: [],
  };

  test('SEO: every scored audit under 1, manual checks ignored', () => {
    expect(failingAudits(lhr, 'seo')).toEqual(['meta-description']);
  });

  test('performance: metrics under 0.9 and diagnostics with an estimated saving', () => {
    expect(failingAudits(lhr, 'performance')).toEqual(['total-blocking-time', 'unused-javascript']);
  });
});

describe('toSuiteResult', () => {
  const report = (key: PageReport['key'], performance: number, seo: number, failingSeo: string[] = []): PageReport => ({
    key,
    url: `http://127.0.0.1:3300/${key}`,
    scores: { performance, seo, accessibility: 90, 'best-practices': 100 },
    metrics: { fcp: 300.4, lcp: 900.6, tbt: 40, cls: 0.01, si: 800, ttfb: 20 },
    failingSeo,
    failingOther: [],
    runScores: [performance],
    warnings: [],
  });

  test('flat metrics per page, goals met only when every page reaches them', () => {
    const ok = toSuiteResult([
      report('home', GOALS.performance, 100),
      report('list', 99, 100),
      report('goods', 100, 100),
    ]);
    expect(ok.metrics).toMatchObject({
      home_performance: 95,
      home_seo: 100,
      home_fcp_ms: 300,
      home_lcp_ms: 901,
      home_cls: 0.01,
      goals_met: 1,
    });
    const bad = toSuiteResult([
      report('home', 94, 100),
      report('list', 99, 92, ['meta-description']),
      report('goods', 100, 100),
    ]);
    expect(bad.metrics.goals_met).toBe(0);
    expect(bad.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^home .*BELOW GOAL — performance 94 < 95/),
        expect.stringMatching(/^list .*BELOW GOAL — seo 92 < 100/),
        'list failing SEO audits: meta-description',
        expect.stringMatching(/^goods .*goals met$/),
      ]),
    );
  });
});
