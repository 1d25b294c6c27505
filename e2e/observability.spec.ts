/**
 * Issue 32 item 5 on the built server: every page and API answer carries an X-Request-Id (a balancer's own id is
 * kept), and GET /metrics serves this instance's request counts to a local scraper but not to a client that came
 * through a balancer (X-Forwarded-For of an outside address). docs/operations/observability.md.
 */
import { expect, test } from '@playwright/test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('pages and API calls answer with a request id; /metrics counts them for local scrapers only', async ({
  request,
  page,
}) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  expect(home?.headers()['x-request-id']).toMatch(UUID);

  const api = await request.post('/mall/shopping/product/api/brand/list', {
    data: {},
    headers: { 'x-request-id': 'e2e-lb-42' },
  });
  expect(api.headers()['x-request-id']).toBe('e2e-lb-42');
  expect((await api.json()).code).toBe(1);

  const forged = await request.get('/', { headers: { 'x-request-id': 'not an id; "x"' } });
  expect(forged.headers()['x-request-id']).toMatch(UUID);

  const ready = await request.get('/readyz');
  expect(ready.headers()['x-request-id']).toMatch(UUID);

  const outside = await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(outside.status()).toBe(404);
  expect(await outside.text()).not.toContain('http_requests_total');

  const scrape = await request.get('/metrics');
  expect(scrape.status()).toBe(200);
  expect(scrape.headers()['cache-control']).toBe('no-store');
  const text = await scrape.text();
  expect(text).toMatch(/^http_requests_total\{method="GET",group="home",status="200"\} [1-9]/m);
  expect(text).toMatch(/^http_requests_total\{method="POST",group="api\/shopping",status="200"\} [1-9]/m);
  expect(text).toMatch(/^http_request_duration_seconds_count\{group="home",status="200"\} [1-9]/m);
  expect(text).toMatch(/^mall_db_connections\{driver="\w+",state="open"\} 1/m);
  expect(text).toMatch(/^mall_structure_index_molecules \d+/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
});
