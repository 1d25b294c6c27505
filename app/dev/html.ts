/** Small HTML helpers for the development pages under /dev (plain route handlers, no site layout). */
export const esc = (s: string | null | undefined) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,"WenQuanYi Micro Hei",sans-serif;margin:0;background:#f5f7fa;color:#222}
.dev{background:#b45309;color:#fff;padding:8px 16px;font-weight:600}main{max-width:960px;margin:16px auto;padding:0 16px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top;font-size:14px}
th{background:#f0f0f0}code{font-size:16px;font-weight:700;color:#b91c1c}button{font-size:16px;padding:10px 16px;margin:6px 0;width:100%;cursor:pointer}
input{font-size:16px;padding:8px;width:100%;box-sizing:border-box}.card{background:#fff;border:1px solid #ddd;padding:16px;margin:12px 0}</style></head>
<body><div class="dev">开发环境模拟 · DEVELOPMENT ONLY — 这里的内容不会真实发送</div><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
