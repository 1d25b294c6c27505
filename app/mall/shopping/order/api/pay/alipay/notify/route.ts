/**
 * POST /mall/shopping/order/api/pay/alipay/notify — Alipay's asynchronous payment notification (form-urlencoded).
 * Answers plain text "success" or "failure" as Alipay expects (not the JSON envelope). See lib/domain/commerce/payments/alipay.ts.
 */
import { getDb } from '@/lib/db/client';
import { handleAlipayNotify } from '@/lib/domain/commerce/payments';
import { log } from '@/lib/platform/observability';

export const dynamic = 'force-dynamic';

const MAX_BYTES = 16 * 1024;

const text = (s: string, status = 200) =>
  new Response(s, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function POST(req: Request): Promise<Response> {
  const raw = await req.text();
  if (raw.length > MAX_BYTES) return text('failure', 413);
  const params: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
  try {
    const r = await handleAlipayNotify(await getDb(), params);
    if (r.outcome !== 'applied' && r.outcome !== 'duplicate')
      log.warn(`[alipay] notification ${params.out_trade_no ?? '?'}: ${r.outcome}`);
    return text(r.answer);
  } catch (e) {
    log.error({ err: e }, '[alipay] notification failed');
    return text('failure', 500);
  }
}
