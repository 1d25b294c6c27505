/**
 * Fresh databases for API integration tests.
 *
 *   describeDb('cart', (ctx) => { test('…', async () => { await ctx.api('order', 'POST', 'buy/car/insert', {...}) }) })
 *
 * runs the block once on PGlite and once on PostgreSQL (skipped when no server answers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { openDb, setDbForTests, type Db } from '../../lib/db/client';
import { dispatch } from '../../lib/api/router';
import type { Service } from '../../lib/api/define';
import type { Envelope } from '../../lib/api/envelope';
import { PG_ADMIN_URL, PG_TEMPLATE_DB, TEMPLATE_TARBALL, TEST_RUN_ID, stamp } from './env';

export type Kind = 'pglite' | 'postgres';
type Handle = Awaited<ReturnType<typeof openDb>>;

/**
 * A fresh PGlite folder from the template, opened on a worker thread as the server opens it (lib/db/pglite-remote.ts).
 * tests/api/pglite-remote.test.ts uses it; TEST_PGLITE_WORKER=1 runs every API test that way.
 */
export async function freshWorkerDb(): Promise<Handle & { drop: () => Promise<void>; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mall-pglite-worker-${TEST_RUN_ID}_`));
  // The template written into the folder in-process, then the folder opened on a thread.
  await (
    await openDb({ kind: 'pglite', dataDir: dir }, { loadDataDir: new Blob([fs.readFileSync(TEMPLATE_TARBALL)]) })
  ).close();
  const h = await openDb({ kind: 'pglite', dataDir: dir }, { worker: true });
  return {
    ...h,
    dir,
    drop: async () => {
      await h.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function freshDb(kind: Kind): Promise<Handle & { drop: () => Promise<void> }> {
  if (kind === 'pglite' && process.env.TEST_PGLITE_WORKER === '1') return freshWorkerDb();
  if (kind === 'pglite') {
    const blob = new Blob([fs.readFileSync(TEMPLATE_TARBALL)]);
    const h = await openDb({ kind: 'pglite', dataDir: ':memory:' }, { loadDataDir: blob });
    return { ...h, drop: () => h.close() };
  }
  const { Client } = await import('pg');
  const name = `mall_t_${process.pid}_${stamp()}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE_DB}"`);
  await admin.end();
  const h = await openDb({ kind: 'postgres', url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`) });
  return {
    ...h,
    drop: async () => {
      await h.close();
      const a = new Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

export type ApiResult<T = unknown> = Envelope<T> & { status: number };

export type TestCtx = {
  kind: Kind;
  db: Db;
  /** The fresh database's handle: its target (URL or folder) and driver (PGlite instance or pg Pool). */
  handle: Awaited<ReturnType<typeof freshDb>>;
  /** Calls the real router, exactly as the route handlers do. */
  api: <T = unknown>(
    service: Service,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<ApiResult<T>>;
};

export async function callApi<T>(
  service: Service,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const url = new URL(`http://localhost/x/${path}`);
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (typeof body === 'string') {
    init.body = body;
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const [pathOnly, qs] = path.split('?');
  if (qs) url.search = qs;
  const req = new Request(url, init);
  const res = await dispatch(service, req, pathOnly!.split('/').filter(Boolean));
  const type = res.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) {
    // A file answer (an .xlsx export, a method file…): a success whose data is the file's text, a spreadsheet's
    // cells included, so a caller can look into it (the cross-user test looks for another user's marker).
    return {
      code: 1,
      data: (await fileText(res, type)) as T,
      message: '',
      messageCode: '',
      totalCount: 0,
      status: res.status,
    };
  }
  const env = (await res.json()) as Envelope<T>;
  return { ...env, status: res.status };
}

async function fileText(res: Response, type: string): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!type.includes('spreadsheetml')) return bytes.toString('utf8');
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const ws of wb.worksheets) ws.eachRow((row) => row.eachCell((c) => void cells.push(c.text)));
  return cells.join('\t');
}

/**
 * Opening a fresh database (loading the PGlite template, or cloning the PostgreSQL one) is quick on a quiet machine
 * but can take far longer than the 30 s test timeout on a loaded 2-core one; a slow machine is not a failed test.
 */
const HOOK_TIMEOUT_MS = 180_000;

/** Set by global-setup: whether PostgreSQL answered. */
export const PG_ENABLED = process.env.MALL_TEST_PG === '1';

export function describeDb(name: string, fn: (ctx: TestCtx) => void) {
  for (const kind of ['pglite', 'postgres'] as const) {
    // The PostgreSQL run is skipped only when no server answers (global-setup says so on the console).
    const d = kind === 'postgres' && !PG_ENABLED ? describe.skip : describe;
    d(`${name} [${kind}]`, () => {
      const ctx = { kind, api: callApi } as TestCtx;
      let handle: Awaited<ReturnType<typeof freshDb>> | undefined;
      beforeAll(async () => {
        handle = await freshDb(kind);
        ctx.db = handle.db;
        ctx.handle = handle;
        setDbForTests(handle);
      }, HOOK_TIMEOUT_MS);
      fn(ctx);
      // After the callback's own hooks: Jest runs afterAll hooks in the order they are declared, and a test's
      // clean-up (e.g. stopping a job queue whose workers are mid-query) needs the database still open.
      afterAll(async () => {
        setDbForTests(undefined);
        await handle?.drop();
      }, HOOK_TIMEOUT_MS);
    });
  }
}
