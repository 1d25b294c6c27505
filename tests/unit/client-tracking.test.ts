/** @jest-environment jsdom */
/**
 * SiteExtras (on every page: SiteProviders loads it after hydration) posts access/log/record on every route change,
 * only when tracking is enabled (production setting).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let pathname = '/';
let search = '';
// The tracker sends through lib/client/silent-api.ts (not the API client): what reaches the network is asserted.
const fetchMock = jest.fn(
  async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ code: 1, message: '', data: null })),
);
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => [url, (JSON.parse(String(init.body)) as { page: string }).page]);
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(search),
}));
globalThis.fetch = ((url: string, init: RequestInit) => fetchMock(url, init)) as typeof fetch;

async function mount(trackingFlag: string | undefined) {
  jest.resetModules();
  if (trackingFlag === undefined) delete process.env.NEXT_PUBLIC_TRACKING;
  else process.env.NEXT_PUBLIC_TRACKING = trackingFlag;
  // After resetModules, React must be loaded again so the component and the renderer share one copy.
  const { act, createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { SiteExtras } = await import('../../components/providers/SiteExtras');
  const el = document.createElement('div');
  const root = createRoot(el);
  const render = () =>
    act(async () =>
      root.render(createElement('div', null, createElement('p', null, '内容'), createElement(SiteExtras))),
    );
  await render();
  return { el, render, unmount: () => act(async () => root.unmount()) };
}

beforeEach(() => {
  fetchMock.mockClear();
  pathname = '/';
  search = '';
});

test('enabled: one record per route change, with the query string', async () => {
  const { el, render, unmount } = await mount('1');
  expect(el.textContent).toContain('内容');
  pathname = '/productCenter';
  search = 'id=3';
  await render();
  await render(); // same route again: no second record
  expect(sent()).toEqual([
    ['/mall/user/api/access/log/record', '/'],
    ['/mall/user/api/access/log/record', '/productCenter?id=3'],
  ]);
  await unmount();
});

test('disabled outside production: nothing is recorded', async () => {
  const { render, unmount } = await mount(undefined);
  pathname = '/methods';
  await render();
  expect(fetchMock).not.toHaveBeenCalled();
  await unmount();
});
