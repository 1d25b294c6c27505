/**
 * The development Alipay gateway (app/dev/alipay/gateway/route.ts) on a real HTTP port for API tests, so a refund goes
 * the whole way: the dev adapter → the official SDK's exec → HTTP → the stand-in (signature checked, signed answer)
 * → the SDK's response check. SITE_URL points at it while it runs (the dev adapter's gateway is SITE_URL + the path).
 *
 *   const gw = await startDevAlipayGateway();   …   await gw.stop();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET, POST } from '../../app/dev/alipay/gateway/route';

export type DevGateway = { url: string; calls: number; down: boolean; stop: () => Promise<void> };

export async function startDevAlipayGateway(): Promise<DevGateway> {
  const before = process.env.SITE_URL;
  const gw: DevGateway = { url: '', calls: 0, down: false, stop: async () => {} };
  const server = http.createServer(async (req, res) => {
    gw.calls++;
    if (gw.down) {
      // A gateway that is not there: the connection drops without an answer.
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = new Request(`${gw.url}${req.url ?? '/'}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
    });
    const out = req.method === 'POST' ? await POST(request) : await GET(request);
    res.writeHead(out.status, Object.fromEntries(out.headers));
    res.end(Buffer.from(await out.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gw.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = gw.url;
  gw.stop = () =>
    new Promise<void>((resolve) => {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return gw;
}
