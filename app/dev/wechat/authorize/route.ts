/**
 * /dev/wechat/authorize — the development WeChat adapter's stand-in for WeChat's web-authorisation page
 * (open.weixin.qq.com/connect/oauth2/authorize, scope snsapi_userinfo). 允许 as a WeChat user bound to no account
 * (the shop then shows the bind-phone form) or as the one bound to an existing account (logs that account in); both
 * return to redirect_uri with ?code&state as WeChat does. Only the shop's own callback path is accepted as the
 * redirect, and the browser is sent to it on this site (no open redirect). 404 unless the development adapter is on.
 */
import crypto from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { adapterMode } from '@/lib/platform/adapters/config';
import { ApiError } from '@/lib/api/errors';
import { devBoundUser, WEB_AUTH_RETURN_PATH } from '@/lib/domain/accounts/auth';
import { esc, notFound, page } from '../../html';

export const dynamic = 'force-dynamic';
const TITLE = '开发环境模拟微信网页授权';
const CALLBACK_PATH = new URL(WEB_AUTH_RETURN_PATH, 'http://local.invalid').pathname;

/** The callback path and query on this site, or null when redirect_uri is not the shop's WeChat callback. */
function callbackOf(redirectUri: string | null): string | null {
  if (!redirectUri) return null;
  try {
    const u = new URL(redirectUri);
    return u.pathname === CALLBACK_PATH ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}

function form(q: URLSearchParams, note = ''): string {
  const hidden = ['redirect_uri', 'state']
    .map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k))}">`)
    .join('');
  return `<h1>模拟微信网页授权</h1>
<p>开发环境模拟：本页代替微信授权页（scope <code>${esc(q.get('scope') ?? 'snsapi_userinfo')}</code>），
同意后带 code 与 state 返回商城。</p>${note}
<form method="post" class="card">${hidden}<input type="hidden" name="action" value="unbound">
<button type="submit" data-testid="dev-wechat-allow-unbound">允许：未绑定账号的微信用户</button>
<p>商城将显示绑定手机号表单。</p></form>
<form method="post" class="card">${hidden}<input type="hidden" name="action" value="bound">
<label>已有账号的手机号<input name="mobile" value="13800138000" inputmode="numeric" maxlength="11"></label>
<button type="submit" data-testid="dev-wechat-allow-bound">允许：已绑定该账号的微信用户</button>
<p>商城将直接登录该账号。</p></form>`;
}

export async function GET(req: Request): Promise<Response> {
  if (adapterMode('wechat') !== 'dev') return notFound();
  const q = new URL(req.url).searchParams;
  if (!callbackOf(q.get('redirect_uri')) || !q.get('state'))
    return page(TITLE, '<p role="alert">授权参数有误</p>', 400);
  return page(TITLE, form(q));
}

export async function POST(req: Request): Promise<Response> {
  if (adapterMode('wechat') !== 'dev') return notFound();
  const body = new URLSearchParams(await req.text());
  const back = callbackOf(body.get('redirect_uri'));
  const state = body.get('state') ?? '';
  if (!back || !state) return page(TITLE, '<p role="alert">授权参数有误</p>', 400);
  let code = `dev_${crypto.randomBytes(6).toString('hex')}`;
  if (body.get('action') === 'bound') {
    try {
      code = (await devBoundUser(await getDb(), (body.get('mobile') ?? '').trim())).openId;
    } catch (e) {
      if (e instanceof ApiError)
        return page(TITLE, form(body, `<p class="card" role="alert">${esc(e.message)}</p>`), 400);
      throw e;
    }
  }
  const sep = back.includes('?') ? '&' : '?';
  const location = `${back}${sep}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}
