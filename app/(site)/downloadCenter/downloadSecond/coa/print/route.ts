/**
 * /downloadCenter/downloadSecond/coa/print?code=&batch= — a standalone, print-friendly COA document
 * (no site chrome; prints on one A4 page). Withdrawn and expired lots carry the warning on the print too.
 */
import { getDb } from '@/lib/db/client';
import { findCertificate } from '@/lib/domain/catalog/products';
import { COMPANY } from '@/lib/config/constants';

export const dynamic = 'force-dynamic';

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>
@page{size:A4;margin:16mm}
body{font-family:'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei','Noto Sans CJK SC',sans-serif;color:#1f2329;max-width:780px;margin:24px auto;font-size:13px;line-height:1.7}
h1{text-align:center;font-size:22px;margin:0 0 4px}h2{font-size:15px;margin:18px 0 6px;border-left:4px solid #1f6fd1;padding-left:8px}
.sub{text-align:center;color:#6b7280;margin:0 0 16px}table{width:100%;border-collapse:collapse}th,td{border:1px solid #c4c9d2;padding:5px 8px;text-align:left}th{background:#f5f7fa;width:18%;font-weight:500}
.warn{border:2px solid #dc2626;color:#dc2626;padding:8px 12px;font-weight:600;margin:12px 0}.exp{border-color:#b45309;color:#b45309}
.foot{margin-top:24px;color:#6b7280;font-size:12px}.bar{text-align:right;margin-bottom:12px}@media print{.bar{display:none}}
</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

export async function GET(req: Request) {
  const url = new URL(req.url);
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 40);
  const batch = (url.searchParams.get('batch') ?? '').trim().slice(0, 60);
  if (!code || !batch) return page('COA 证书', '<p>请提供货号和批号。</p>', 400);
  const cert = await findCertificate(await getDb(), { code, batchNo: batch });
  if (!cert)
    return page('COA 证书', `<p>未找到货号“${esc(code)}”批号“${esc(batch)}”的 COA 证书，请核对后重试。</p>`, 404);
  const p = cert.product;
  const warn =
    cert.status === 'withdrawn'
      ? '<div class="warn">警告：该批号已撤回，本证书已失效，仅供存档查阅。</div>'
      : cert.isExpired
        ? `<div class="warn exp">提示：该批号已于 ${esc(cert.expiresOn)} 过期。</div>`
        : '';
  const row = (k: string, v: unknown) => `<tr><th>${esc(k)}</th><td>${esc(v ?? '—')}</td></tr>`;
  const lines = cert.lines.length
    ? `<h2>定值结果</h2><table><thead><tr><th>项目</th><th>结果</th><th>不确定度</th><th>方法</th></tr></thead><tbody>${cert.lines
        .map(
          (l) =>
            `<tr><td>${esc(l.name)}</td><td>${esc(l.value)}${l.unit ? ` ${esc(l.unit)}` : ''}</td><td>${l.uncertainty ? `±${esc(l.uncertainty.replace(/^±/, ''))}` : '—'}</td><td>${esc(l.method ?? '—')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const notes = cert.notes.length
    ? `<h2>说明</h2><table>${cert.notes.map((n) => row(n.name, n.value)).join('')}</table>`
    : '';
  const body = `<div class="bar"><button onclick="window.print()">打印</button></div>
<h1>分析证书 Certificate of Analysis</h1><p class="sub">${esc(COMPANY.name)}</p>${warn}
<h2>产品信息</h2><table>${row('产品名称', p.nameZh || p.nameEn)}${row('英文名称', p.nameEn)}${row('货号', p.code)}${row('批号', cert.batchNo)}${row('CAS号', p.cas)}${row('分子式', p.formula)}${row('分子量', p.molecularWeight != null ? p.molecularWeight.toFixed(2) : null)}${row('品牌', p.brandName)}</table>
<h2>批次信息</h2><table>${row('批次状态', cert.status === 'withdrawn' ? '已撤回' : cert.isExpired ? '已过期' : '有效')}${row('放行日期', cert.releasedOn)}${row('有效期至', cert.expiresOn)}${row('纯度', cert.purity)}${row('储存条件', p.storage)}</table>
${lines}${notes}
<p class="foot">本证书由系统按批号生成，产品仅供科学研究使用。打印日期：${new Date().toISOString().slice(0, 10)}</p>`;
  return page(`COA ${p.code} ${cert.batchNo}`, body);
}
