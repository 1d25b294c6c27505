/**
 * A method as a downloadable document (apiserver/getApiFileStream): standalone HTML or plain text.
 */
import type { Db } from '@/lib/db/client';
import { plainText } from '@/lib/platform/html/sanitize';
import { getMethod, methodRequiredProducts } from './methods';
import { productName } from './products';

export type MethodFile = { filename: string; contentType: string; body: string };

const esc = (s: string | number | null | undefined) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const priceText = (p: number | null) => (p === null || p <= 0 ? '询价' : `¥${p.toFixed(2)}`);

export async function methodFile(db: Db, id: number, format: 'html' | 'txt'): Promise<MethodFile | null> {
  const m = await getMethod(db, id);
  if (!m) return null;
  const products = await methodRequiredProducts(db, id);
  const base = `${m.api}-${m.testItem ?? '方法'}-${m.id}`.replace(/[\\/:*?"<>|\s]+/g, '_');
  const demo = m.isDemo ? '（演示内容，仅供界面展示，请以药典原文为准）' : '';
  if (format === 'txt') {
    const lines = [
      m.title + demo,
      `API：${m.api}${m.apiEn ? ` (${m.apiEn})` : ''}`,
      `来源：${m.source ?? '—'}`,
      `检测项目：${m.testItem ?? '—'}`,
      `分类：${m.typeName ?? '—'}`,
      '',
      '【方法内容】',
      plainText(m.content.replace(/<\/(p|h\d|li|tr|div)>/g, '\n</$1>').replace(/<br\s*\/?>/g, '\n'), 100_000),
      '',
      '【所需标准品及杂质】',
      ...products.map(
        (p, i) =>
          `${i + 1}. ${p.role}\t${productName(p)}\t货号 ${p.code}\tCAS ${p.cas ?? '—'}\t${p.packages.map((k) => `${k.packageValue} ${priceText(k.price)}`).join('；') || '询价'}`,
      ),
      '',
      '本文件由标准物质商城生成，产品仅供科学研究使用。',
    ];
    return { filename: `${base}.txt`, contentType: 'text/plain; charset=utf-8', body: '\ufeff' + lines.join('\r\n') };
  }
  const rows = products
    .map(
      (p) =>
        `<tr><td>${esc(p.role)}</td><td>${esc(productName(p))}<br><small>${esc(p.nameEn)}</small></td><td>${esc(p.code)}</td><td>${esc(p.cas ?? '—')}</td><td>${esc(
          p.packages.map((k) => `${k.packageValue} ${priceText(k.price)}`).join('；') || '询价',
        )}</td></tr>`,
    )
    .join('');
  const body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(m.title)}</title>
<style>body{font-family:'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;max-width:900px;margin:24px auto;color:#1f2329;line-height:1.8}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;font-size:13px}th{background:#f5f7fa}.meta{color:#6b7280}</style></head>
<body><h1>${esc(m.title)}</h1>${demo ? `<p class="meta">${esc(demo)}</p>` : ''}
<p class="meta">API：${esc(m.api)}${m.apiEn ? ` (${esc(m.apiEn)})` : ''}　来源：${esc(m.source ?? '—')}　检测项目：${esc(m.testItem ?? '—')}　分类：${esc(m.typeName ?? '—')}</p>
<h2>方法内容</h2>${m.content}
<h2>所需标准品及杂质</h2><table><thead><tr><th>用途</th><th>名称</th><th>货号</th><th>CAS号</th><th>规格/价格</th></tr></thead><tbody>${rows}</tbody></table>
<p class="meta">本文件由标准物质商城生成，产品仅供科学研究使用。</p></body></html>`;
  return { filename: `${base}.html`, contentType: 'text/html; charset=utf-8', body };
}

/** Content-Disposition for a (possibly Chinese) file name: ASCII fallback plus RFC 5987 UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
