/**
 * /dev/wechat/<scene_str> — the development WeChat adapter's QR points here. The page plays WeChat's part:
 * "scan, not bound" (a WeChat user without an account → the login page shows the bind-phone form) or
 * "scan, bound to an existing user" (logs that user in). 404 unless the WeChat development adapter is active.
 */
import { getDb } from '@/lib/db/client';
import { adapterMode } from '@/lib/platform/adapters/config';
import { ApiError } from '@/lib/api/errors';
import { devScanBound, devScanUnbound } from '@/lib/domain/accounts/auth';
import { esc, notFound, page } from '../../html';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ scene: string }> };

function form(scene: string, note = ''): string {
  return `<h1>模拟微信扫码</h1>
<p>开发环境模拟：本页代替微信 App 完成扫码。二维码场景 <code>${esc(scene)}</code>，60 秒内有效。</p>${note}
<form method="post" class="card"><input type="hidden" name="action" value="unbound">
<button type="submit">扫码：未绑定账号的微信用户</button><p>登录页将显示绑定手机号表单。</p></form>
<form method="post" class="card"><input type="hidden" name="action" value="bound">
<label>已有账号的手机号<input name="mobile" value="13800138000" inputmode="numeric" maxlength="11"></label>
<button type="submit">扫码：已绑定该账号的微信用户</button><p>登录页将直接登录该账号。</p></form>`;
}

export async function GET(_req: Request, { params }: Params): Promise<Response> {
  if (adapterMode('wechat') !== 'dev') return notFound();
  const { scene } = await params;
  return page('开发环境模拟微信扫码', form(scene));
}

export async function POST(req: Request, { params }: Params): Promise<Response> {
  if (adapterMode('wechat') !== 'dev') return notFound();
  const { scene } = await params;
  const body = new URLSearchParams(await req.text());
  const db = await getDb();
  try {
    if (body.get('action') === 'bound') await devScanBound(db, scene, (body.get('mobile') ?? '').trim());
    else await devScanUnbound(db, scene);
  } catch (e) {
    if (e instanceof ApiError)
      return page('开发环境模拟微信扫码', form(scene, `<p class="card" role="alert">${esc(e.message)}</p>`), 400);
    throw e;
  }
  return page('开发环境模拟微信扫码', `<h1>已扫码</h1><p role="status">扫码成功，请回到登录页继续。</p>`);
}
