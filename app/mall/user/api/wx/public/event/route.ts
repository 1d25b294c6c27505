/**
 * WeChat official-account message push (real WeChat adapter only): configure this URL
 * (https://<site>/mall/user/api/wx/public/event) and WECHAT_TOKEN in the account's server settings.
 * GET answers WeChat's URL check (echostr); POST receives scan events of the login QR codes (plain-text mode).
 * Every request must carry a valid signature; 404 while the development WeChat adapter is active.
 */
import { getDb } from '@/lib/db/client';
import { adapterMode } from '@/lib/platform/adapters/config';
import { verifyPushSignature } from '@/lib/platform/adapters/wechat/real';
import { handlePushEvent } from '@/lib/domain/accounts/auth';
import { log } from '@/lib/platform/observability';

export const dynamic = 'force-dynamic';

const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function signed(url: URL): boolean {
  const token = process.env.WECHAT_TOKEN;
  const q = (k: string) => url.searchParams.get(k) ?? '';
  return !!token && !!q('signature') && verifyPushSignature(token, q('timestamp'), q('nonce'), q('signature'));
}

export async function GET(req: Request): Promise<Response> {
  if (adapterMode('wechat') !== 'real') return text('Not Found', 404);
  const url = new URL(req.url);
  if (!signed(url)) return text('invalid signature', 403);
  return text(url.searchParams.get('echostr') ?? '');
}

export async function POST(req: Request): Promise<Response> {
  if (adapterMode('wechat') !== 'real') return text('Not Found', 404);
  const url = new URL(req.url);
  if (!signed(url)) return text('invalid signature', 403);
  const xml = (await req.text()).slice(0, 64 * 1024);
  try {
    await handlePushEvent(await getDb(), xml);
  } catch (e) {
    log.error({ err: e }, '[wechat] push event failed');
  }
  // WeChat retries unless it gets "success" (or an empty body) within 5 s.
  return text('success');
}
