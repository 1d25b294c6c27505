/**
 * /dev/alipay/refunds — the development Alipay stand-in's refunds (only while the Alipay adapter is the development
 * one; 404 otherwise). Shows what the stand-in refunded (from the outbox) and a switch that makes the NEXT refund
 * fail (ACQ.SELLER_BALANCE_NOT_ENOUGH), to try 退款失败 and the staff retry (console 退款 → 重新退款) on the demo.
 */
import { adapterMode } from '@/lib/platform/adapters/config';
import { readOutbox } from '@/lib/platform/adapters/outbox';
import { devRefundMode, setDevRefundMode } from '@/lib/platform/adapters/alipay/dev-refunds';
import { getDb } from '@/lib/db/client';
import { esc, notFound, page } from '../../html';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  if (adapterMode('alipay') !== 'dev') return notFound();
  const db = await getDb();
  const mode = await devRefundMode(db);
  const rows = (await readOutbox(db, 200))
    .filter((e) => e.kind === 'alipay' && e.text.includes('退款'))
    .map(
      (e) =>
        `<tr><td>${esc(e.at.replace('T', ' ').slice(0, 19))}</td><td>${esc(e.to)}</td><td>${esc(e.code)}</td><td>${esc(e.text)}</td></tr>`,
    )
    .join('');
  return page(
    '支付宝退款（开发模拟）',
    `<h1>支付宝退款（开发模拟）</h1>
<p>商城通过支付宝 SDK 调用 alipay.trade.refund（退款请求号即退款单号），由开发环境的支付宝替身应答：同一退款请求号只退一次。</p>
<div class="card"><p>下一笔退款：<strong data-testid="dev-refund-mode">${mode === 'fail_next' ? '失败一次（卖家余额不足）' : '正常退款'}</strong></p>
<form method="post"><input type="hidden" name="mode" value="${mode === 'fail_next' ? 'ok' : 'fail_next'}">
<button type="submit">${mode === 'fail_next' ? '恢复正常退款' : '让下一笔退款失败一次'}</button></form></div>
<table><thead><tr><th>时间（UTC）</th><th>交易号</th><th>退款请求号</th><th>内容</th></tr></thead><tbody>${rows || '<tr><td colspan="4">暂无退款</td></tr>'}</tbody></table>`,
  );
}

export async function POST(req: Request): Promise<Response> {
  if (adapterMode('alipay') !== 'dev') return notFound();
  const form = new URLSearchParams((await req.text()).slice(0, 200));
  await setDevRefundMode(await getDb(), form.get('mode') === 'fail_next' ? 'fail_next' : 'ok');
  return new Response(null, { status: 303, headers: { location: '/dev/alipay/refunds', 'cache-control': 'no-store' } });
}
