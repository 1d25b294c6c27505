/**
 * The browser API client against the spec §8 error catalogue, with injected fetch/toast/navigation/session.
 */
import { ApiClientError, buildRequest, createClient, type ClientDeps } from '../../lib/api/client';
import { installChunkReload, isChunkLoadError } from '../../lib/client/chunk-reload';
import { buyerEndpoints as endpoints } from '../../lib/api/endpoints';
import type { BuyerEndpointDef as EndpointDef } from '../../lib/api/define';
import { E } from '../../lib/config/messages';
import {
  MESSAGE_CODE_RELOGIN,
  REQUEST_GUARD_MS,
  REQUEST_TIMEOUT_LONG_MS,
  REQUEST_TIMEOUT_MS,
} from '../../lib/config/constants';

type Call = { url: string; init: RequestInit };

const envelope = (over: Record<string, unknown> = {}) => ({
  code: 1,
  data: null,
  message: '',
  messageCode: '',
  totalCount: 0,
  ...over,
});
const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(
  opts: {
    respond?: (call: Call) => Promise<Response> | Response;
    token?: string | null;
    endpoints?: Record<string, EndpointDef>;
  } = {},
) {
  const calls: Call[] = [];
  const toasts: string[] = [];
  const navigations: string[] = [];
  const state = { token: opts.token === undefined ? 'tok-123' : opts.token, loggedOut: false, cartCleared: false };
  const deps: ClientDeps = {
    fetch: async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return (opts.respond ?? (() => jsonResponse(envelope())))(call);
    },
    toast: { error: (m) => toasts.push(m) },
    navigate: (p) => navigations.push(p),
    session: {
      getToken: () => state.token,
      removeToken: () => {
        state.token = null;
      },
      markLoggedOut: () => {
        state.loggedOut = true;
      },
    },
    stores: {
      clearCartAndBasket: () => {
        state.cartCleared = true;
      },
    },
    endpoints: opts.endpoints,
  };
  return { client: createClient(deps), calls, toasts, navigations, state };
}

const headersOf = (c: Call) => c.init.headers as Record<string, string>;

/** A fetch that never answers but rejects when aborted, like the real one. */
const hangingFetch = (call: Call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () =>
      reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })),
    );
  });

describe('code 1', () => {
  test('resolves the data', async () => {
    const { client } = setup({
      respond: () => jsonResponse(envelope({ data: [{ id: 7, name: '演示品牌' }], totalCount: 1 })),
    });
    await expect(client.api('catalog.brandList', {})).resolves.toEqual([{ id: 7, name: '演示品牌' }]);
  });

  test('empty-string data is treated as an empty list', async () => {
    const { client } = setup({ respond: () => jsonResponse(envelope({ data: '' })) });
    await expect(client.api('catalog.brandList', {})).resolves.toEqual([]);
  });

  test('apiEnvelope resolves the whole envelope with totalCount', async () => {
    const { client } = setup({ respond: () => jsonResponse(envelope({ data: [1, 2], totalCount: 57 })) });
    const env = await client.apiEnvelope('catalog.brandList', {}, { paging: { pageNo: 2, pageSize: 2 } });
    expect(env.totalCount).toBe(57);
    expect(env.data).toEqual([1, 2]);
  });
});

describe('code 0', () => {
  test('rejects with the server message, without logging out or toasting', async () => {
    const { client, toasts, navigations, state } = setup({
      respond: () => jsonResponse(envelope({ code: 0, message: '品牌不存在', messageCode: 'NOT_FOUND' })),
    });
    const err = await client.api('catalog.brandSelect', { id: 5 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as ApiClientError).message).toBe('品牌不存在');
    expect((err as ApiClientError).kind).toBe('business');
    expect(toasts).toEqual([]);
    expect(navigations).toEqual([]);
    expect(state).toEqual({ token: 'tok-123', loggedOut: false, cartCleared: false });
  });

  test(`messageCode ${MESSAGE_CODE_RELOGIN} also goes to login, marks logged out and removes the token`, async () => {
    const { client, navigations, state } = setup({
      respond: () => jsonResponse(envelope({ code: 0, message: '请重新登录', messageCode: MESSAGE_CODE_RELOGIN })),
    });
    await expect(client.api('catalog.brandList', {})).rejects.toThrow('请重新登录');
    expect(navigations).toEqual(['/login']);
    expect(state.loggedOut).toBe(true);
    expect(state.token).toBeNull();
  });
});

describe('code -1', () => {
  test('goes to /login, logs out, removes the token, empties cart and basket, rejects', async () => {
    const { client, navigations, state } = setup({
      respond: () => jsonResponse(envelope({ code: -1, message: '登录已失效，请重新登录' })),
    });
    await expect(client.api('catalog.brandList', {})).rejects.toMatchObject({
      kind: 'session',
      message: '登录已失效，请重新登录',
    });
    expect(navigations).toEqual(['/login']);
    expect(state).toEqual({ token: null, loggedOut: true, cartCleared: true });
  });
});

describe('transport errors', () => {
  test('fetch failing with a readable message: that message is toasted, rejects with 网络故障', async () => {
    const { client, toasts } = setup({
      respond: () => {
        throw new Error('连接被重置');
      },
    });
    await expect(client.api('catalog.brandList', {})).rejects.toThrow(E.networkFault);
    expect(toasts).toEqual(['连接被重置']);
  });

  test('fetch failing with a browser-internal message: 服务器异常 is toasted, rejects with 网络故障', async () => {
    const { client, toasts } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const err = (await client.api('catalog.brandList', {}).catch((e: unknown) => e)) as ApiClientError;
    expect(err.message).toBe('网络故障，请稍后再试');
    expect(err.kind).toBe('transport');
    expect(toasts).toEqual(['服务器异常，请稍后再试']);
  });

  test('HTTP 502 with an HTML page (no envelope) is a transport error', async () => {
    const { client, toasts } = setup({ respond: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(client.api('catalog.brandList', {})).rejects.toThrow(E.networkFault);
    expect(toasts).toEqual([E.serverException]);
  });

  test('JSON that is not an envelope is a transport error', async () => {
    const { client, toasts } = setup({ respond: () => jsonResponse({ hello: 'world' }) });
    await expect(client.api('catalog.brandList', {})).rejects.toThrow(E.networkFault);
    expect(toasts).toEqual([E.serverException]);
  });

  test('an envelope on an HTTP 404 is still handled by its code', async () => {
    const { client, toasts } = setup({
      respond: () => jsonResponse(envelope({ code: 0, message: '接口不存在' }), 404),
    });
    await expect(client.api('catalog.brandList', {})).rejects.toMatchObject({
      kind: 'business',
      message: '接口不存在',
    });
    expect(toasts).toEqual([]);
  });

  test('silent calls never toast', async () => {
    const { client, toasts } = setup({
      respond: () => {
        throw new Error('连接被重置');
      },
    });
    await expect(client.api('catalog.brandList', {}, { silent: true })).rejects.toThrow(E.networkFault);
    expect(toasts).toEqual([]);
  });
});

describe('timeouts (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test(`a background (silent) call aborts at ${REQUEST_TIMEOUT_MS} ms, rejects with 系统繁忙, and is not toasted`, async () => {
    const { client, toasts, calls } = setup({ respond: hangingFetch });
    let settled: unknown = 'pending';
    const p = client.api('catalog.brandList', {}, { silent: true }).then(
      () => (settled = 'resolved'),
      (e: unknown) => (settled = e),
    );
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toBeInstanceOf(ApiClientError);
    expect((settled as ApiClientError).message).toBe(E.systemBusy);
    expect((settled as ApiClientError).kind).toBe('timeout');
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(toasts).toEqual([]);
  });

  test(`a call the buyer started waits past ${REQUEST_TIMEOUT_MS} ms and shows 系统繁忙 at the ${REQUEST_GUARD_MS} ms guard`, async () => {
    // A deliberately slow endpoint that honours the abort signal, as the real fetch does.
    const { client, toasts, calls } = setup({ respond: hangingFetch });
    let settled: unknown = 'pending';
    const p = client.api('catalog.brandList', {}).catch((e: unknown) => (settled = e));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(settled).toBe('pending');
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(REQUEST_GUARD_MS - REQUEST_TIMEOUT_MS - 2);
    expect(settled).toBe('pending');
    expect(toasts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect(settled).toBeInstanceOf(ApiClientError);
    expect((settled as ApiClientError).message).toBe('系统繁忙，请稍后再试');
    expect((settled as ApiClientError).kind).toBe('busy');
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(toasts).toEqual(['系统繁忙，请稍后再试']);
  });

  test('a slow answer between the timeout and the guard still reaches the buyer', async () => {
    const { client, toasts } = setup({
      respond: () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(jsonResponse(envelope({ data: [3] }))), REQUEST_TIMEOUT_MS + 5_000),
        ),
    });
    const p = client.api('catalog.brandList', {});
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 5_000);
    await expect(p).resolves.toEqual([3]);
    expect(toasts).toEqual([]);
  });

  test(`an endpoint timeoutMs (${REQUEST_TIMEOUT_LONG_MS} ms for uploads) overrides the default of a silent call, never shortens a buyer's`, async () => {
    const table = {
      ...(endpoints as Record<string, EndpointDef>),
      'catalog.brandList': { ...endpoints['catalog.brandList'], timeoutMs: REQUEST_TIMEOUT_LONG_MS },
    };
    const { client, toasts } = setup({ respond: hangingFetch, endpoints: table });
    let silent: unknown = 'pending';
    let buyer: unknown = 'pending';
    const p1 = client.api('catalog.brandList', {}, { silent: true }).catch((e: unknown) => (silent = e));
    const p2 = client.api('catalog.brandList', {}).catch((e: unknown) => (buyer = e));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(silent).toBe('pending');
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_LONG_MS - REQUEST_TIMEOUT_MS);
    await p1;
    expect((silent as ApiClientError).kind).toBe('timeout');
    expect(buyer).toBe('pending');
    await jest.advanceTimersByTimeAsync(REQUEST_GUARD_MS - REQUEST_TIMEOUT_LONG_MS);
    await p2;
    expect((buyer as ApiClientError).kind).toBe('busy');
    expect(toasts).toEqual([E.systemBusy]);
  });

  test(`no answer within the ${REQUEST_GUARD_MS} ms guard, even ignoring the abort: toast and reject 系统繁忙`, async () => {
    const { client, toasts } = setup({ respond: () => new Promise<Response>(() => {}) });
    let settled: unknown = 'pending';
    const p = client.api('catalog.brandList', {}).catch((e: unknown) => (settled = e));
    await jest.advanceTimersByTimeAsync(REQUEST_GUARD_MS - 1);
    expect(settled).toBe('pending');
    expect(toasts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await p;
    expect((settled as ApiClientError).message).toBe('系统繁忙，请稍后再试');
    expect((settled as ApiClientError).kind).toBe('busy');
    expect(toasts).toEqual(['系统繁忙，请稍后再试']);
  });

  test('a fast answer clears the timers (no late toast or rejection)', async () => {
    const { client, toasts } = setup({ respond: () => jsonResponse(envelope({ data: [1] })) });
    await expect(client.api('catalog.brandList', {})).resolves.toEqual([1]);
    await jest.advanceTimersByTimeAsync(REQUEST_GUARD_MS * 2);
    expect(toasts).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('request building', () => {
  test('the token is sent in both the token and the Authorization header', async () => {
    const { client, calls } = setup({ token: 'abc.def' });
    await client.api('catalog.brandList', {});
    expect(headersOf(calls[0]!).token).toBe('abc.def');
    expect(headersOf(calls[0]!).Authorization).toBe('abc.def');
  });

  test('no token, no auth headers', async () => {
    const { client, calls } = setup({ token: null });
    await client.api('catalog.brandList', {});
    expect(headersOf(calls[0]!)).not.toHaveProperty('token');
    expect(headersOf(calls[0]!)).not.toHaveProperty('Authorization');
  });

  test('paging goes into pageNo/pageSize headers', async () => {
    const { client, calls } = setup();
    await client.api('catalog.brandList', {}, { paging: { pageNo: 3, pageSize: 20 } });
    expect(headersOf(calls[0]!).pageNo).toBe('3');
    expect(headersOf(calls[0]!).pageSize).toBe('20');
  });

  test('POST: URL from the service base, JSON body', async () => {
    const { client, calls } = setup();
    await client.api('catalog.brandList', { name: '演示' });
    expect(calls[0]!.url).toBe('/mall/shopping/product/api/brand/list');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ name: '演示' });
    expect(headersOf(calls[0]!)['Content-Type']).toMatch(/application\/json/);
  });

  test('GET: path parameters are substituted, not repeated in the query string', async () => {
    const { client, calls } = setup();
    await client.api('catalog.brandSelect', { id: 42 });
    expect(calls[0]!.url).toBe('/mall/shopping/product/api/brand/select/42');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  test('GET: the other fields go into the query string, encoded', () => {
    const def: EndpointDef = {
      service: 'user',
      method: 'GET',
      path: 'code/org/search',
      input: endpoints['catalog.brandList'].input,
    };
    const { url } = buildRequest(def, { kw: '北京 药检', skip: undefined, ids: [1, 2] }, null);
    expect(url).toBe('/mall/user/api/code/org/search?kw=%E5%8C%97%E4%BA%AC+%E8%8D%AF%E6%A3%80&ids=1%2C2');
  });

  test('path parameters are URL-encoded', () => {
    const def: EndpointDef = {
      service: 'product',
      method: 'GET',
      path: 'apiserver/getProdsByProdApiItemId/{a}/{b}',
      input: endpoints['catalog.brandList'].input,
    };
    expect(buildRequest(def, { a: 'x/y', b: 3 }, null).url).toBe(
      '/mall/shopping/product/api/apiserver/getProdsByProdApiItemId/x%2Fy/3',
    );
  });

  test('a missing path parameter is rejected before any request', async () => {
    const { client, calls } = setup();
    await expect(client.api('catalog.brandSelect', {} as { id: number })).rejects.toThrow(/id/);
    expect(calls).toHaveLength(0);
  });

  test('multipart: FormData is sent as is, without a JSON content type', async () => {
    const table = {
      ...(endpoints as Record<string, EndpointDef>),
      'catalog.brandList': { ...endpoints['catalog.brandList'], body: 'multipart' as const },
    };
    const { client, calls } = setup({ endpoints: table });
    const fd = new FormData();
    fd.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.api('catalog.brandList', fd);
    expect(calls[0]!.init.body).toBe(fd);
    expect(headersOf(calls[0]!)['Content-Type']).toBeUndefined();
  });
});

describe('notifyError', () => {
  test('toasts business errors once, never timeouts or already-toasted errors', () => {
    const { client, toasts } = setup();
    client.notifyError(new ApiClientError('库存不足', 'business'));
    client.notifyError(new ApiClientError(E.systemBusy, 'timeout'));
    client.notifyError(new ApiClientError(E.networkFault, 'transport', { toasted: true }));
    expect(toasts).toEqual(['库存不足']);
  });
});

describe('chunk load failure', () => {
  function fakeWindow() {
    const target = new EventTarget();
    const store = new Map<string, string>();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      } as unknown as Storage,
      location: { reload: jest.fn() },
    };
    const fireError = (message: string, error?: unknown) =>
      target.dispatchEvent(Object.assign(new Event('error'), { message, error }));
    const fireRejection = (reason: unknown) =>
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    return { win, fireError, fireRejection };
  }

  test('reloads the page, at most once per 10 s', () => {
    let t = 1_000_000;
    const { win, fireError, fireRejection } = fakeWindow();
    const uninstall = installChunkReload(win, () => t);
    fireError('Uncaught ChunkLoadError: Loading chunk 123 failed.');
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    t += 5_000;
    fireRejection(Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    t += 5_001;
    fireRejection(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'));
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    uninstall();
    t += 60_000;
    fireError('ChunkLoadError');
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });

  test('other errors do not reload', () => {
    const { win, fireError, fireRejection } = fakeWindow();
    installChunkReload(win, () => 5);
    fireError('TypeError: x is undefined');
    fireRejection(new Error('网络故障，请稍后再试'));
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
  });
});
