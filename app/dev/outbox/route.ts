/**
 * GET /dev/outbox — what the development adapters would have sent (SMS, e-mail, WeChat) and captcha answers,
 * newest first; ?format=json → [{ kind, to, code, text, at }]. 404 unless a development adapter is active.
 */
import { getDb } from '@/lib/db/client';
import { anyDevAdapter } from '@/lib/platform/adapters/config';
import { readOutbox } from '@/lib/platform/adapters/outbox';
import { esc, notFound, page } from '../html';

export const dynamic = 'force-dynamic';

const KIND: Record<string, string> = {
  sms: '短信',
  email: '邮件',
  captcha: '图形验证码',
  wechat: '微信',
  alipay: '支付宝（模拟）',
};

export async function GET(req: Request): Promise<Response> {
  if (!anyDevAdapter()) return notFound();
  const url = new URL(req.url);
  const limit = Number(url.searchParams.get('limit')) || 100;
  const entries = await readOutbox(await getDb(), limit);
  if (url.searchParams.get('format') === 'json') {
    return new Response(JSON.stringify(entries), {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${esc(e.at.replace('T', ' ').slice(0, 19))}</td><td>${esc(KIND[e.kind] ?? e.kind)}</td><td>${esc(e.to)}</td><td><code>${esc(e.code)}</code></td><td>${esc(e.text)}</td></tr>`,
    )
    .join('');
  return page(
    '开发发件箱',
    `<h1>开发发件箱 /dev/outbox</h1><p>开发适配器不会真实发送短信、邮件或微信消息，而是写到这里（最新在前，时间为 UTC）。JSON：<a href="?format=json">?format=json</a></p>
<table><thead><tr><th>时间</th><th>类型</th><th>接收方</th><th>验证码</th><th>内容</th></tr></thead><tbody>${rows || '<tr><td colspan="5">暂无内容</td></tr>'}</tbody></table>`,
  );
}
