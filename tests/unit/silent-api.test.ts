/**
 * The first-visit background calls without the API client (lib/client/silent-api.ts, issue 34): the same requests as
 * the client's silent calls, from a route list that must match the generated table, and every answer but a success
 * handed to the client (so an ended session still logs out).
 */
import { routes } from '@/lib/api/routes.generated';
import { silentRoutes } from '@/lib/api/routes.silent';
import { ApiClientError, buildRequest } from '@/lib/api/request';
import { silentApi, type SilentDeps } from '@/lib/client/silent-api';

function deps(answer: () => Promise<Response>, settle = jest.fn(async (_env: unknown): Promise<unknown> => null)) {
  const fetch = jest.fn((_url: string, _init: RequestInit) => answer());
  const d: SilentDeps = { fetch, getToken: () => 'tok-1', settle };
  return { d, fetch, settle };
}
const json = (body: unknown) => async () => new Response(JSON.stringify(body));

test('every silent route is the generated table’s route for that key', () => {
  for (const [key, def] of Object.entries(silentRoutes)) expect(def).toEqual(routes[key as keyof typeof routes]);
});

test('sends the request the API client builds, with the token', async () => {
  const { d, fetch } = deps(json({ code: 1, message: '', data: [{ id: 7 }] }));
  await expect(silentApi('catalog.productSkus', { id: 42 }, d)).resolves.toEqual([{ id: 7 }]);
  const expected = buildRequest(routes['catalog.productSkus'], { id: 42 }, 'tok-1', { silent: true });
  expect(fetch.mock.calls[0]![0]).toBe('/mall/shopping/product/api/prodproduct/getSkuList/42');
  expect(fetch.mock.calls[0]![1]).toMatchObject({ ...expected.init, signal: expect.any(AbortSignal) });
});

test("a success with '' resolves [] (as the client does)", async () => {
  const { d } = deps(json({ code: 1, message: '', data: '' }));
  await expect(silentApi('tracking.goodsView', { productId: 1 }, d)).resolves.toEqual([]);
});

test('an ended session is handed to the client, which logs out', async () => {
  const env = { code: -1, message: '登录已失效', data: null };
  const settle = jest.fn(async (_env: unknown): Promise<unknown> => {
    throw new ApiClientError('登录已失效', 'session');
  });
  const { d } = deps(json(env), settle);
  await expect(silentApi('history.record', { productId: 3 }, d)).rejects.toMatchObject({ kind: 'session' });
  expect(settle).toHaveBeenCalledWith(env);
});

test('a network failure or a non-envelope rejects quietly, without the client', async () => {
  const down = deps(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(silentApi('tracking.goodsView', { productId: 1 }, down.d)).rejects.toMatchObject({
    kind: 'transport',
    toasted: false,
  });
  const html = deps(async () => new Response('<html></html>'));
  await expect(silentApi('tracking.goodsView', { productId: 1 }, html.d)).rejects.toMatchObject({ kind: 'transport' });
  expect(down.settle).not.toHaveBeenCalled();
  expect(html.settle).not.toHaveBeenCalled();
});
