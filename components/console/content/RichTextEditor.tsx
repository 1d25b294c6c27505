'use client';
/**
 * A small rich-text editor: the HTML in a textarea, a toolbar that wraps the selection in basic tags (headings,
 * paragraph, bold, italic, lists, link, table, uploaded image), and a live preview beside it.
 *
 * The server sanitises on save with the storefront's allow-list (lib/platform/html/sanitize.ts), so what is stored never holds
 * scripts, event handlers, javascript: URLs or iframes. The preview only has to be harmless in the editor's own
 * browser: it is parsed inert (DOMParser), active elements and attributes are dropped, and only same-site images
 * are shown (the CSP allows no others).
 */
import { useEffect, useRef, useState } from 'react';
import { UploadButton } from './ImageUpload';

const DROP =
  'script,style,iframe,frame,object,embed,template,svg,math,form,input,button,textarea,select,noscript,link,meta,base';
const SAFE_URL = /^(?![/\\]{2})(https?:|mailto:|tel:|#|\/|[^:/?#]*(?:[/?#]|$))/i;

export function previewHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || !html.trim()) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((n) => n.remove());
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) {
      const name = a.name.toLowerCase();
      const value = a.value.trim();
      const url = name === 'href' || name === 'src' || name === 'action' || name.endsWith(':href');
      if (
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcset' ||
        name === 'srcdoc' ||
        (url && !SAFE_URL.test(value))
      )
        el.removeAttribute(a.name);
    }
    if (el.tagName === 'IMG' && !/^\/(?![/\\])/.test(el.getAttribute('src') ?? '')) el.removeAttribute('src');
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}

const TOOL_CLS = 'rounded px-2 py-0.5 text-xs text-ink-700 hover:bg-white hover:text-brand-700 disabled:text-ink-300';

type Tool = { label: string; title: string; before: string; after: string; sample: string };

const TOOLS: Tool[] = [
  { label: 'H2', title: '二级标题', before: '<h2>', after: '</h2>\n', sample: '小标题' },
  { label: 'H3', title: '三级标题', before: '<h3>', after: '</h3>\n', sample: '小标题' },
  { label: '¶', title: '段落', before: '<p>', after: '</p>\n', sample: '段落文字' },
  { label: 'B', title: '粗体', before: '<strong>', after: '</strong>', sample: '粗体文字' },
  { label: 'I', title: '斜体', before: '<em>', after: '</em>', sample: '斜体文字' },
  { label: '• 列表', title: '无序列表', before: '<ul>\n  <li>', after: '</li>\n</ul>\n', sample: '列表项' },
  { label: '1. 列表', title: '有序列表', before: '<ol>\n  <li>', after: '</li>\n</ol>\n', sample: '列表项' },
  {
    label: '链接',
    title: '链接（把 https:// 改成地址）',
    before: '<a href="https://">',
    after: '</a>',
    sample: '链接文字',
  },
  {
    label: '表格',
    title: '表格',
    before: '<table>\n  <tr><th>',
    after: '</th><th>列二</th></tr>\n  <tr><td>内容</td><td>内容</td></tr>\n</table>\n',
    sample: '列一',
  },
];

export function RichTextEditor({
  label,
  value,
  onChange,
  required,
  rows = 16,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  rows?: number;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState('');
  useEffect(() => {
    // After mount only (DOMParser is a browser API); a short delay keeps typing smooth.
    const t = setTimeout(() => setPreview(previewHtml(value)), 120);
    return () => clearTimeout(t);
  }, [value]);

  const insert = (before: string, after: string, sample: string) => {
    const ta = area.current;
    const s = ta?.selectionStart ?? value.length;
    const e = ta?.selectionEnd ?? value.length;
    const picked = value.slice(s, e) || sample;
    onChange(value.slice(0, s) + before + picked + after + value.slice(e));
    requestAnimationFrame(() => {
      ta?.focus();
      ta?.setSelectionRange(s + before.length, s + before.length + picked.length);
    });
  };

  return (
    <div className="text-sm" data-testid="rich-text-editor">
      <div className="mb-1 text-ink-500">
        {required && (
          <span aria-hidden="true" className="mr-0.5 text-red-500">
            *
          </span>
        )}
        {label}
        <span className="ml-2 text-xs text-ink-500">保存时自动过滤脚本、事件属性、javascript: 链接和内嵌框架</span>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="overflow-hidden rounded border border-line">
          <div
            className="flex flex-wrap items-center gap-1 border-b border-line bg-[#f7f8fa] px-2 py-1"
            role="toolbar"
            aria-label={`${label}格式`}
          >
            {TOOLS.map((t) => (
              <button
                key={t.title}
                type="button"
                title={t.title}
                aria-label={t.title}
                className={TOOL_CLS}
                onClick={() => insert(t.before, t.after, t.sample)}
              >
                {t.label}
              </button>
            ))}
            <UploadButton
              purpose="content_image"
              label="插入图片"
              className={TOOL_CLS}
              onUploaded={(url) => insert(`<img src="${url}" alt="`, '">\n', '图片说明')}
            />
          </div>
          <textarea
            ref={area}
            aria-label={label}
            rows={rows}
            spellCheck={false}
            className="block w-full resize-y p-2 font-mono text-[13px] leading-5 focus:outline-none"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        <div className="rounded border border-line">
          <div className="border-b border-line bg-[#f7f8fa] px-3 py-1.5 text-xs text-ink-500">预览</div>
          <div
            className="prose-zh max-h-[480px] overflow-auto px-4 py-2"
            data-testid="rich-text-preview"
            dangerouslySetInnerHTML={{ __html: preview || '<p class="text-ink-500">（空）</p>' }}
          />
        </div>
      </div>
    </div>
  );
}
