/**
 * Hostile-input figures over HTTP (issue 11): the generated battery of tests/helpers/fuzz.ts for every endpoint of
 * the endpoint table (read at run time), plus hostile page URLs (malformed encoding, NUL, huge numbers, TRACE).
 * Reports calls, 5xx, envelope violations, unhandled exceptions (INTERNAL), leaks, dropped connections and latency.
 * Raw node:http requests: the path bytes are sent exactly as generated.
 */
import http from 'node:http';
import type { BenchSuite } from '../types';
import { buyerEndpoints as endpoints } from '../../lib/api/endpoints';
import { SERVICE_BASE, type EndpointDef } from '../../lib/api/define';
import { battery, judge, percentile, LEAK_RE } from '../../tests/helpers/fuzz';

type Answer = { status: number; type: string | null; text: string; ms: number; dropped?: string };

function raw(
  base: URL,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path: target, headers, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - t,
          }),
        );
        res.on('aborted', () =>
          resolve({ status: res.statusCode ?? 0, type: null, text: '', ms: performance.now() - t, dropped: 'aborted' }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, type: null, text: '', ms: performance.now() - t, dropped: e.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const PAGE_PROBES = [
  ['GET', '/%E0%A4'],
  ['GET', '/%'],
  ['GET', '/goodsDetail/%E0%A4'],
  ['GET', '/resolve/%00'],
  ['GET', '/searchCenter?keyword=a%00b&pageNo=1e20'],
  ['GET', '/productCenter/productDetailList?categoryId=2147483648&pageNo=99999999999'],
  ['GET', '/sitemaps/products-99999.xml'],
  ['TRACE', '/'],
  ['PROPFIND', '/goodsDetail/1'],
  ['PUT', '/mall/shopping/product/api/brand/list'],
] as const;

const suite: BenchSuite = {
  name: 'fuzz',
  description: 'hostile-input battery over HTTP: every endpoint and hostile page URLs (5xx, envelope violations, p99)',
  async run(ctx) {
    const base = new URL(ctx.baseUrl);
    const table = endpoints as unknown as Record<string, EndpointDef>;
    const perEndpoint = Number(process.env.BENCH_FUZZ_PER_ENDPOINT || 20);
    const ms: number[] = [];
    const s = { calls: 0, serverErrors: 0, envelopeViolations: 0, internal: 0, leaks: 0, dropped: 0 };
    const notes: string[] = [];
    const t0 = performance.now();
    for (const call of battery(table, { seed: 7, perEndpoint })) {
      if (call.body instanceof FormData) continue; // multipart over raw HTTP: the string variant of the battery covers it
      const headers = Object.fromEntries(Object.entries(call.headers).filter(([, v]) => !/[^\t\x20-\x7e]/.test(v)));
      const a = await raw(base, call.method, `${SERVICE_BASE[call.service]}/${call.path}`, headers, call.body);
      s.calls++;
      ms.push(a.ms);
      const v = judge(a.status, a.type, a.text);
      if (a.dropped) s.dropped++;
      if (v.serverError) s.serverErrors++;
      if (v.envelopeViolation) s.envelopeViolations++;
      if (v.internal) s.internal++;
      if (v.leak) s.leaks++;
      if ((a.dropped || v.serverError || v.envelopeViolation || v.internal || v.leak) && notes.length < 10)
        notes.push(
          `${call.key} [${call.kind}] ${call.method} ${call.path.slice(0, 80)} → ${a.status} ${a.dropped ?? v.envelopeViolation ?? v.leak ?? ''}`,
        );
    }
    let pageFailures = 0;
    for (const [method, target] of PAGE_PROBES) {
      const a = await raw(base, method, target, {});
      s.calls++;
      ms.push(a.ms);
      if (a.dropped || a.status >= 500 || a.status === 0 || LEAK_RE.test(a.text)) {
        pageFailures++;
        notes.push(`${method} ${target} → ${a.status} ${a.dropped ?? ''}`);
      }
    }
    const secs = (performance.now() - t0) / 1000;
    ctx.log(
      `  fuzz: ${s.calls} calls in ${secs.toFixed(1)} s, 5xx ${s.serverErrors}, envelope violations ${s.envelopeViolations}, INTERNAL ${s.internal}, dropped ${s.dropped}, p99 ${percentile(ms, 99).toFixed(1)} ms`,
    );
    return {
      metrics: {
        'fuzz.calls': s.calls,
        'fuzz.5xx': s.serverErrors + pageFailures,
        'fuzz.envelope_violations': s.envelopeViolations,
        'fuzz.internal_errors': s.internal,
        'fuzz.leaks': s.leaks,
        'fuzz.dropped_connections': s.dropped,
        'fuzz.latency_p50_ms': Math.round(percentile(ms, 50) * 10) / 10,
        'fuzz.latency_p99_ms': Math.round(percentile(ms, 99) * 10) / 10,
      },
      notes,
    };
  },
};

export default suite;
